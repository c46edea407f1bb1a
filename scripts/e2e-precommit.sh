#!/usr/bin/env bash
# End-to-end test of the pre-commit route, with pre-commit itself (Debian's
# package, installed when missing). A copy of this checkout becomes a git
# hook repository that a temporary project pins by file:// URL and rev, as
# users pin this repository; the project holds a tool handler with a
# finding. For each hook of .pre-commit-hooks.yaml:
#   - mcplint (language: golang): pre-commit builds mcplint with go install
#     from its clone of the hook repository;
#   - mcplint-system (language: system): the mcplint on PATH;
# the bad handler fails `pre-commit run` and `git commit` with the finding,
# a change without Go files skips the hook, and the fixed handler passes.
# Offline: modules come from the module cache (GOPROXY=file://...).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/e2e-lib.sh"
git() { command git -c user.name=e2e -c user.email=e2e@example.com -c init.defaultBranch=main -c advice.detachedHead=false "$@"; }

if ! command -v pre-commit >/dev/null; then
	echo "installing pre-commit (Debian package)"
	export DEBIAN_FRONTEND=noninteractive
	apt-get install -y -qq pre-commit >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq pre-commit >/dev/null; }
fi
echo "$(pre-commit --version), $(go version)"

# Every module the hook and the project need, into the module cache; then
# offline.
(cd "$root" && go mod download)
mkdir "$work/proj"
cp "$root/testdata/modules/tooling/go.mod" "$root/testdata/modules/tooling/go.sum" "$work/proj/"
(cd "$work/proj" && GOFLAGS=-mod=mod go mod download)
export GOPROXY="file://$(go env GOMODCACHE)/cache/download" GOSUMDB=off GOFLAGS=-mod=mod GOTOOLCHAIN=local
export PRE_COMMIT_HOME="$work/pre-commit-home" PRE_COMMIT_COLOR=never

# The hook repository: this checkout's files (tracked, and untracked but
# not ignored, so that uncommitted work is what gets tested), committed.
mkdir "$work/hooks"
(cd "$root" && command git ls-files -z --cached --others --exclude-standard | tar --null -T - -cf -) | tar -xf - -C "$work/hooks"
(cd "$work/hooks" && git init -q && git add -A && git commit -qm hooks)
rev=$(command git -C "$work/hooks" rev-parse HEAD)

# The language: system hook runs the mcplint on PATH.
(cd "$root" && go build -o "$work/bin/mcplint" ./cmd/mcplint)

cd "$work/proj"
git init -q
cp "$root/testdata/e2e/precommit/main.go.bad" main.go
git add -A
git commit -qm "bad handler" --no-verify

for hook in mcplint mcplint-system; do
	cat >.pre-commit-config.yaml <<YAML
repos:
  - repo: file://$work/hooks
    rev: $rev
    hooks:
      - id: $hook
YAML
	path=$PATH
	[ "$hook" = mcplint-system ] && path=$work/bin:$PATH
	cp "$root/testdata/e2e/precommit/main.go.bad" main.go
	git add -A

	# The bad handler fails the hook, with the finding.
	start=$SECONDS
	if PATH=$path run "$hook-bad" 1 pre-commit run --all-files; then
		expect "$hook-bad" '^mcplint.*Failed$'
		expect "$hook-bad" '^- exit code: 3$'
		expect "$hook-bad" "^main\\.go:13:3: tool handler returns a Go error: mcp-go sends it as a JSON-RPC error.* \\(protomisuse\\)$"

	fi
	echo "     ($hook: first run, with the hook's install, $((SECONDS - start))s)"

	# The same through git commit, with the hook installed.
	run "$hook-install" 0 pre-commit install
	echo "// touched" >>main.go
	git add -A
	if PATH=$path run "$hook-commit-bad" 1 git commit -m "still bad"; then
		expect "$hook-commit-bad" 'tool handler returns a Go error'
	fi

	# A change without Go files skips the hook (types: [go]).
	echo notes >NOTES.txt
	git add NOTES.txt
	if PATH=$path run "$hook-nogo" 0 pre-commit run --files NOTES.txt; then
		expect "$hook-nogo" '^mcplint.*Skipped$'
	fi

	# Fixed, it passes, and the commit goes through.
	cp "$root/testdata/e2e/precommit/main.go.good" main.go
	git add -A
	if PATH=$path run "$hook-good" 0 pre-commit run --all-files; then
		expect "$hook-good" '^mcplint.*Passed$'
	fi
	if PATH=$path run "$hook-commit-good" 0 git commit -m "fixed"; then
		pass "$hook-commit-good"
	fi
	pre-commit uninstall >/dev/null
	git rm -q --cached NOTES.txt && rm NOTES.txt
	cp "$root/testdata/e2e/precommit/main.go.bad" main.go
	git add -A && git commit -qm "bad again" --no-verify
done

# The language: system hook without mcplint on PATH fails, it does not
# pass silently.
if PATH=$(dirname "$(command -v go)"):/usr/bin:/bin run system-missing 1 pre-commit run --all-files; then
	expect system-missing 'mcplint.*Failed'
	expect system-missing 'Executable `mcplint` not found'
fi

e2e_done e2e-precommit
