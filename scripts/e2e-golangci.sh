#!/usr/bin/env bash
# End-to-end test of the golangci-lint route: builds a custom golangci-lint
# with the mcplint plugin (scripts/custom-gcl.sh), runs it on
# testdata/modules/tooling and checks the findings, the plugin's settings,
# //nolint:mcplint and //mcplint:ignore, --fix, SARIF output, and the exact
# command lines that VS Code's Go extension and golangci-lint-langserver
# run. The oracle is mcplint itself: every route must report what
# `mcplint -json` reports (less the lines //nolint:mcplint silences), and
# --fix must write what `mcplint -fix` writes; testdata/e2e pins the
# findings and fix so that the oracle cannot go blank.
#
# usage: scripts/e2e-golangci.sh [custom-gcl binary]   (built when not given)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/e2e-lib.sh"

# The module under test, the modules it needs, and an isolated cache;
# then offline, but for the build of golangci-lint.
proxy=$(go env GOPROXY)
cp -r "$root/testdata/modules/tooling" "$work/mod"
(cd "$work/mod" && GOFLAGS=-mod=mod go mod download)
export GOFLAGS=-mod=mod GOPROXY=off GOTOOLCHAIN=local GOLANGCI_LINT_CACHE="$work/gcl-cache"

if [ $# -gt 0 ]; then
	gcl=$(realpath "$1")
else
	start=$SECONDS
	GOPROXY=$proxy GOFLAGS= "$root/scripts/custom-gcl.sh" "$work/custom-gcl"
	echo "custom golangci-lint built in $((SECONDS - start))s"
	gcl=$work/custom-gcl
fi
text=(--output.text.path=stdout --output.text.print-issued-lines=false --show-stats=false)
(cd "$root" && go build -o "$work/mcplint" ./cmd/mcplint)
cd "$work/mod"

# The oracle: mcplint's own findings, as golangci-lint prints them
# ("file:line:col: analyzer: message (mcplint)", sorted), less those on
# lines with //nolint:mcplint.
run oracle "0|3" "$work/mcplint" -json ./... || { echo "e2e-golangci: mcplint -json failed" >&2; exit 1; }
python3 - "$work/oracle.out" "$work/mod" >"$work/want.txt" <<'PY'
import json, os, re, sys
tree, mod = json.load(open(sys.argv[1])), sys.argv[2]
out = []
for by_analyzer in tree.values():
    for analyzer, diags in by_analyzer.items():
        for d in diags:
            path, line, col = re.match(r"(.*):(\d+):(\d+)$", d["posn"]).groups()
            if "//nolint:mcplint" in open(path).read().split("\n")[int(line) - 1]:
                continue
            out.append((os.path.relpath(path, mod), int(line), int(col), "%s: %s" % (analyzer, d["message"])))
for path, line, col, msg in sorted(out):
    print("%s:%d:%d: %s (mcplint)" % (path, line, col, msg))
PY
LC_ALL=C sort -o "$work/want.txt" "$work/want.txt"
has oracle-pinned "$root/testdata/e2e/golangci.txt" "$work/want.txt"
# mcplint itself reports the line that //nolint:mcplint silences below.
if grep -q '"posn": ".*/srv/srv.go:35:2"' "$work/oracle.out"; then pass oracle-nolint; else fail "oracle-nolint: mcplint does not report srv.go:35" "$work/oracle.out"; fi

# 1. The findings, in golangci-lint's text format: //nolint:mcplint and
#    //mcplint:ignore (with a reason) silence theirs, a directive without a
#    reason is reported. Exit status 1: issues found.
if run findings 1 "$gcl" run "${text[@]}" ./...; then
	# Findings at one position come in analyzer order: compare sorted.
	LC_ALL=C sort -o "$work/findings.out" "$work/findings.out"
	same findings "$work/want.txt" "$work/findings.out"
fi

# 2. Settings. disable: [protomisuse] is mcplint -protomisuse=false.
cfg() { # cfg NAME SETTINGS-YAML: a copy of .golangci.yml with these plugin settings
	sed "s|^        original-url: .*|&\n        settings:\n$2|" .golangci.yml >"$work/$1.yml"
}
cfg disable "          disable: [protomisuse]"
if run settings-disable "0|1" "$gcl" run -c "$work/disable.yml" "${text[@]}" ./...; then
	if grep -q ' protomisuse: ' "$work/settings-disable.out"; then fail "settings-disable: protomisuse still reports" "$work/settings-disable.out"; else pass settings-disable; fi
fi
# The sample .golangci.yml of docs/integrations/golangci-lint.md, copied
# as it is, runs every analyzer: its mcplint findings are the oracle's.
# golangci-lint's default linters run too; only mcplint's lines count.
sample_yml() { # sample_yml as-is|uncomment: the sample, its commented settings uncommented when asked
	python3 - "$root/docs/integrations/golangci-lint.md" "$1" <<'PY'
import re, sys
m = re.search(r"<!-- readme-sample: \.golangci\.yml -->\s*```yaml\n(.*?)```", open(sys.argv[1]).read(), re.S)
if not m:
    sys.exit("docs/integrations/golangci-lint.md has no .golangci.yml sample")
text = m.group(1)
if sys.argv[2] == "uncomment":
    # The commented block: from "# settings:" to the next line that is not
    # a comment; drop the first "# " of each of its lines.
    out, inside = [], False
    for line in text.split("\n"):
        if re.match(r"\s*# settings:", line):
            inside = True
        elif inside and not re.match(r"\s*#", line):
            inside = False
        out.append(line.replace("# ", "", 1) if inside else line)
    text = "\n".join(out)
print(text, end="")
PY
}
sample_yml as-is >"$work/readme.yml"
if run settings-readme "0|1" "$gcl" run -c "$work/readme.yml" "${text[@]}" ./...; then
	# Paths are relative to the config's directory, $work: drop "mod/".
	grep ' (mcplint)$' "$work/settings-readme.out" | sed 's|^mod/||' | LC_ALL=C sort >"$work/settings-readme.mcplint" || true
	same settings-readme "$work/want.txt" "$work/settings-readme.mcplint"
fi
# Its commented settings, uncommented, are valid and do what the comment
# says: -protomisuse.converted, so returned errors are no longer reported.
sample_yml uncomment >"$work/readme-converted.yml"
if ! grep -q '^ *converted: true' "$work/readme-converted.yml"; then
	fail "settings-readme-converted: the sample has no commented converted: true" "$work/readme-converted.yml"
elif run settings-readme-converted "0|1" "$gcl" run -c "$work/readme-converted.yml" "${text[@]}" ./...; then
	if grep -q 'tool handler returns a Go error' "$work/settings-readme-converted.out"; then
		fail "settings-readme-converted: converted: true still reports returned errors" "$work/settings-readme-converted.out"
	elif ! grep -q ' (mcplint)$' "$work/settings-readme-converted.out"; then
		fail "settings-readme-converted: no mcplint finding at all (the settings switched mcplint off?)" "$work/settings-readme-converted.out"
	else
		pass settings-readme-converted
	fi
fi
# Unknown keys are errors.
cfg unknown "          converted: true"
if run settings-unknown 3 "$gcl" run -c "$work/unknown.yml" "${text[@]}" ./...; then
	if grep -q 'unknown field "converted"' "$work/settings-unknown.err"; then pass settings-unknown; else fail "settings-unknown: no error naming the key" "$work/settings-unknown.err"; fi
fi

# 3. SARIF for GitHub code scanning: golangci-lint writes it; each finding
#    is a result with ruleId mcplint.
if run sarif 1 "$gcl" run --output.sarif.path="$work/out.sarif" --show-stats=false ./...; then
	got=$(python3 -c 'import json,sys
d=json.load(open(sys.argv[1]))
print(" ".join("%s:%s:%d" % (r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], r["locations"][0]["physicalLocation"]["region"]["startLine"]) for r in d["runs"][0]["results"]))' "$work/out.sarif")
	want=$(sed -E 's/^([^:]*):([0-9]+):.*/mcplint:\1:\2/' "$work/want.txt" | tr '\n' ' ' | sed 's/ $//')
	if [ "$got" = "$want" ]; then pass sarif; else echo "got: $got" >"$work/sarif.got"; fail "sarif: want $want" "$work/sarif.got"; fi
fi

# 4. VS Code's Go extension, go.lintTool "golangci-lint-v2": in the file's
#    directory, with its flags (extension/src/goLint.ts), issues exit 0 and
#    lines file:line:col: message with absolute paths.
cd srv
if run vscode 0 "$gcl" run --issues-exit-code=0 --output.text.print-issued-lines=false --show-stats=false --output.text.path=stdout --path-mode=abs; then
	sed "s|^|$work/mod/|" "$work/want.txt" >"$work/vscode.want"
	LC_ALL=C sort -o "$work/vscode.out" "$work/vscode.out"
	same vscode "$work/vscode.want" "$work/vscode.out"
fi
cd "$work/mod"

# 5. golangci-lint-langserver (Neovim, Helix, Emacs, ...): its configured
#    command plus the file's directory, run in the module root; it reads
#    the JSON issues whose Pos.Filename is the file's path from there.
if run langserver 1 "$gcl" run --output.json.path stdout --show-stats=false --issues-exit-code=1 "$work/mod/srv/"; then
	got=$(python3 -c 'import json,sys
d=json.load(open(sys.argv[1]))
print(" ".join("%s:%s:%d:%d" % (i["FromLinter"], i["Pos"]["Filename"], i["Pos"]["Line"], i["Pos"]["Column"]) for i in d["Issues"]))' "$work/langserver.out")
	want=$(sed -E 's/^([^:]*):([0-9]+):([0-9]+):.*/mcplint:\1:\2:\3/' "$work/want.txt" | tr '\n' ' ' | sed 's/ $//')
	if [ "$got" = "$want" ]; then pass langserver; else echo "got: $got" >"$work/langserver.got"; fail "langserver: want $want" "$work/langserver.got"; fi
fi

# 6. --fix applies the fixes (golangci-lint applies every fix of a
#    diagnostic: mcplint gives at most one) as mcplint -fix does; the fixed
#    finding is gone, the unfixable ones remain.
cp -r "$work/mod" "$work/mod-mcplint"
cd "$work/mod-mcplint"
run oracle-fix "0|3" "$work/mcplint" -fix ./... || true
cd "$work/mod"
same oracle-fix-pinned "$root/testdata/e2e/srv.go.fixed" "$work/mod-mcplint/srv/srv.go"
if run fix "0|1" "$gcl" run --fix "${text[@]}" ./...; then
	if diff -ru -x .golangci.yml "$work/mod-mcplint" "$work/mod" >"$work/fix.diff"; then pass fix; else fail "fix: golangci-lint --fix and mcplint -fix differ" "$work/fix.diff"; fi
	if run after-fix "0|1" "$gcl" run "${text[@]}" ./...; then
		if grep -q '^srv/srv.go:19:' "$work/after-fix.out"; then fail "after-fix: the fixed finding remains" "$work/after-fix.out"; else pass after-fix; fi
		grep -v '^srv/srv.go:19:' "$root/testdata/e2e/golangci.txt" >"$work/after-fix.pinned"
		has after-fix-pinned "$work/after-fix.pinned" "$work/after-fix.out"
	fi
fi

e2e_done e2e-golangci
