#!/usr/bin/env bash
# README's "A first finding", run as a new user would: in an empty
# directory holding only README's main.go, it runs README's own set-up
# commands (the block after <!-- readme-sample: commands -->) with an
# mcplint built from this checkout on PATH, and compares what the last
# command prints on stderr with README's output block
# (<!-- readme-sample: output -->) byte for byte, its stdout with nothing,
# and its exit status with the one README's text names ("exits with
# status N"). The README is the source: edit the commands or the output
# there, and this script checks the new text.
#
# Needs the Go module proxy (go get and go mod tidy fetch mcp-go and its
# dependencies); GOFLAGS is cleared, since -mod=mod would hide the
# incomplete go.sum that go mod tidy is in the commands to fix.
#
# usage: scripts/readme-first.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/e2e-lib.sh"

# sample NAME: the fenced block after "<!-- readme-sample: NAME -->".
sample() {
	python3 - "$root/README.md" "$1" <<'PY'
import re, sys
text, name = open(sys.argv[1]).read(), sys.argv[2]
m = re.search(r"<!-- readme-sample: " + re.escape(name) + r" -->\s*```[a-z]*\n(.*?)```", text, re.S)
if not m:
    sys.exit("README.md has no sample %r" % name)
print(m.group(1), end="")
PY
}

mkdir -p "$work/bin" "$work/files"
(cd "$root" && go build -o "$work/bin/mcplint" ./cmd/mcplint)
sample main.go >"$work/files/main.go"
sample commands >"$work/commands.sh"
sample output >"$work/want"
# The exit status README promises, from the text between the commands
# and the output.
status=$(python3 - "$root/README.md" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
between = text[text.index("<!-- readme-sample: commands -->"):text.index("<!-- readme-sample: output -->")]
m = re.search(r"exits with status (\d+)", between)
print(m.group(1) if m else "README names no exit status before its output")
PY
)
# Every command but the last must succeed; the last is mcplint's run.
grep -v '^\s*\(#.*\)\?$' "$work/commands.sh" >"$work/lines"
head -n -1 "$work/lines" >"$work/setup.sh"
last=$(tail -n 1 "$work/lines")
case $last in mcplint*) ;; *) fail "README's commands end with \"$last\", not an mcplint run"; e2e_done readme-first ;; esac

cd "$work/files"
export PATH="$work/bin:$PATH" GOFLAGS= GOTOOLCHAIN=local
start=$SECONDS
if run setup 0 bash -euo pipefail "$work/setup.sh"; then
	pass "setup: $(paste -sd ';' "$work/setup.sh")"
	if run first "$status" bash -c "$last"; then pass "first: exit status $status"; fi
	if [ -s "$work/first.out" ]; then fail "first: stdout is not empty" "$work/first.out"; else pass "first: stdout empty"; fi
	if cmp -s "$work/want" "$work/first.err"; then
		pass "first: stderr is README's output, byte for byte"
	else
		diff -u --label README --label mcplint "$work/want" "$work/first.err" >"$work/first.diff" || true
		# Say so when only the directory differs: the README shows paths
		# as mcplint prints them, so the driver or the README must change.
		if sed "s|$work/files/||g" "$work/first.err" | cmp -s "$work/want" -; then
			echo "note: equal once $work/files/ is removed from mcplint's paths" >>"$work/first.diff"
		fi
		fail "first: stderr differs from README's output" "$work/first.diff"
	fi
fi
echo "commands: $((SECONDS - start))s"
e2e_done readme-first
