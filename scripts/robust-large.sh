#!/usr/bin/env bash
# Runs every mcplint analyzer (analyzers.All()) over large real code, twice,
# and fails on a panic, a load or analysis error, or output that differs
# between the two runs. Targets:
#
#   std      the standard library, as `mcplint std`
#   xtools   golang.org/x/tools at the version mcplint builds with, copied
#            to a scratch directory and analysed as the main module
#            (./...): errorigin computes facts for every package of a main
#            module, so this builds SSA for all of x/tools
#   gopls    golang.org/x/tools/gopls@v0.23.0 the same way: a large module
#            with a real MCP server (go-sdk) inside
#   corpus   the corpus servers (scripts/corpus.sh, run twice in the same
#            scratch directory, so that file names match)
#
# Usage: scripts/robust-large.sh [-o OUTDIR] [-k] [TARGET...]
#
#   -o OUTDIR  where to write each run's mcplint -json output and stderr,
#              and the mcpstat object (default: a new temporary directory)
#   -k         keep the scratch directory (module copies, binaries)
#   TARGET...  run only these targets (default: all four)
#
# Each run is `mcplint -json PATTERNS` (test packages included, as go vet
# does). mcplint exits 0 without findings and 3 with them; 1 means load
# errors, 2 a panic. mcplint runs through go vet, so the second run of a
# target replays the first from Go's build cache: it checks that the
# cached answer is the first one (a tool ID or flag handling that broke
# caching would show as a difference or a slow second run); determinism of
# the analysis itself is checked on the corpus by scripts/precision.sh,
# whose fresh snapshots must equal the committed ones. The script requires
# exit 0 or 3, no "panic:"
# or "fatal error:" on stderr, no {"error": ...} entry in the JSON (an
# analysis error, also one that failed a prerequisite pass), and the two
# runs' outputs byte-identical. mcpstat then says how much the analyzers
# looked at: packages matched, packages loaded (with dependencies),
# matched packages built in SSA form, handlers, findings.
set -euo pipefail
export LC_ALL=C

prog=robust-large
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

options "std xtools gopls corpus" "$@"
targets=("${args[@]}")

# The pinned gopls: its go.mod needs no newer Go than mcplint's.
gopls_version=v0.23.0

t_start=$SECONDS
scratch "$out" ""
export GOTOOLCHAIN=local
goflags=$(copy_goflags)

bin=$(build local)
mcplint=$bin/mcplint
mcpstat=$bin/mcpstat

rows=()

# copy_module MODULE@VERSION: copies the module from the module cache to
# $work/src/NAME as a writable main module and downloads its
# dependencies; prints the directory.
copy_module() {
	local modver=$1 name=${1%@*}
	name=${name##*/}
	if ! corpus_fetch "$name" "$modver" local "" "$out/$name.download.log"; then
		log "$corpus_err"
		return 1
	fi
	[[ -z $corpus_note ]] || log "$name: $corpus_note"
	echo "$corpus_src"
}

# run_target NAME DIR PATTERN...: two runs of mcplint -json and one of
# mcpstat in DIR.
run_target() {
	local name=$1 dir=$2
	shift 2
	local i rc t0 walls=()
	for i in 1 2; do
		log "$name: run $i: mcplint -json $*"
		t0=$SECONDS
		rc=0
		(cd "$dir" && GOFLAGS=$goflags "$mcplint" -json "$@") \
			>"$out/$name.$i.json" 2>"$out/$name.$i.stderr" || rc=$?
		walls+=("$((SECONDS - t0))s")
		if [[ $rc != 0 && $rc != 3 ]]; then
			fail "$name" "run $i: mcplint exited $rc (stderr: $out/$name.$i.stderr)"
			details+=("### $name, run $i: mcplint exited $rc" '```' "$(excerpt "$out/$name.$i.stderr")" '```')
		elif grep -q '^panic: \|^fatal error: ' "$out/$name.$i.stderr"; then
			fail "$name" "run $i: mcplint panicked (stderr: $out/$name.$i.stderr)"
			details+=("### $name, run $i: panic" '```' "$(excerpt "$out/$name.$i.stderr")" '```')
		elif grep -qv '^mcplint: nothing to check: ' "$out/$name.$i.stderr"; then
			# The one line a run prints when the target holds no MCP code
			# (std) is what it must say; anything else is a problem.
			fail "$name" "run $i: mcplint wrote to stderr (see $out/$name.$i.stderr)"
			details+=("### $name, run $i: stderr" '```' "$(excerpt "$out/$name.$i.stderr")" '```')
		fi
	done
	local vet ndiag="?" nerr="?"
	if vet=$("$mcpstat" -vetjson "$out/$name.1.json" 2>"$out/$name.errors"); then
		IFS=$'\t' read -r ndiag nerr <<<"$vet"
		if [[ $nerr != 0 ]]; then
			fail "$name" "mcplint -json reported $nerr analysis errors (see $out/$name.errors)"
			details+=("### $name: analysis errors" '```' "$(head -n 20 "$out/$name.errors")" '```')
		fi
	else
		fail "$name" "mcplint -json output is not a JSON tree: $(head -c 200 "$out/$name.1.json")"
	fi
	local same=yes
	if ! cmp -s "$out/$name.1.json" "$out/$name.2.json"; then
		same=NO
		fail "$name" "the two runs' outputs differ"
		details+=("### $name: the runs differ" '```' "$(diff "$out/$name.1.json" "$out/$name.2.json" | head -n 40 || true)" '```')
	fi

	log "$name: mcpstat $*"
	rc=0
	(cd "$dir" && GOFLAGS=$goflags "$mcpstat" "$@") >"$out/$name.stat.json" 2>"$out/$name.stat.stderr" || rc=$?
	local sum f=("?" "?" "?") loaded="?" ssa="?"
	if sum=$("$mcpstat" -summarize "$out/$name.stat.json" 2>/dev/null); then
		IFS=$'\t' read -r -a f <<<"$sum"
		loaded=$(sed -n 's/^  "loaded": \([0-9]*\),$/\1/p' "$out/$name.stat.json")
		ssa=$(sed -n 's/^  "ssaPackages": \([0-9]*\),$/\1/p' "$out/$name.stat.json")
	fi
	if [[ $rc != 0 ]]; then
		fail "$name" "mcpstat exited $rc (see $out/$name.stat.json, $out/$name.stat.stderr)"
		details+=("### $name: mcpstat exited $rc" '```' "$(sed -n '/"errors"/,$p' "$out/$name.stat.json" | head -n 20 || true)" "$(excerpt "$out/$name.stat.stderr")" '```')
	fi
	rows+=("| $name | ${f[0]} | $loaded | $ssa | ${f[1]} | $ndiag | $nerr | $same | ${walls[*]} |")
}

# run_corpus: scripts/corpus.sh twice with the same scratch directory; it
# fails on panics and analysis errors itself.
run_corpus() {
	local i rc t0 walls=()
	for i in 1 2; do
		log "corpus: run $i: scripts/corpus.sh"
		t0=$SECONDS
		rc=0
		"$root/scripts/corpus.sh" -w "$work/corpus" -o "$out/corpus.$i" >"$out/corpus.$i.md" 2>"$out/corpus.$i.log" || rc=$?
		walls+=("$((SECONDS - t0))s")
		if [[ $rc != 0 && $rc != 3 ]]; then
			fail corpus "run $i: scripts/corpus.sh failed (see $out/corpus.$i.md)"
			details+=("### corpus, run $i" "$(sed -n '/^## Failures/,$p' "$out/corpus.$i.md" | head -n 60 || true)")
		fi
	done
	local same=yes f name
	for f in "$out"/corpus.1/*.json; do
		[[ -e $f ]] || continue
		name=${f##*/}
		if ! cmp -s "$f" "$out/corpus.2/$name"; then
			same=NO
			fail corpus "$name differs between the runs"
			details+=("### corpus: $name differs" '```' "$(diff "$f" "$out/corpus.2/$name" | head -n 40 || true)" '```')
		fi
	done
	# The corpus table of the first run, for the record.
	sed -n '/^| server/,/^$/p' "$out/corpus.1.md" >"$out/corpus.table.md"
	rows+=("| corpus | see below | | | | | | $same | ${walls[*]} |")
}

for t in "${targets[@]}"; do
	case $t in
	std)
		mkdir -p "$work/std"
		printf 'module std.invalid\n\ngo 1.26\n' >"$work/std/go.mod"
		run_target std "$work/std" std
		;;
	xtools)
		v=$(cd "$root" && go list -m -f '{{.Version}}' golang.org/x/tools)
		if d=$(copy_module "golang.org/x/tools@$v"); then
			run_target xtools "$d" ./...
		else
			fail xtools "could not copy golang.org/x/tools@$v"
		fi
		;;
	gopls)
		if d=$(copy_module "golang.org/x/tools/gopls@$gopls_version"); then
			run_target gopls "$d" ./...
		else
			fail gopls "could not copy golang.org/x/tools/gopls@$gopls_version"
		fi
		;;
	corpus)
		run_corpus
		;;
	esac
done

echo
echo "| target | packages | loaded | built in SSA | handlers | findings | analysis errors | runs identical | wall time (run 1, run 2) |"
echo "|---|---:|---:|---:|---:|---:|---:|---|---|"
printf '%s\n' "${rows[@]}"
echo
echo "packages: matched (without tests, as mcpstat loads them); loaded: with dependencies; built in SSA: matched packages the analyzers looked into; findings and analysis errors: of mcplint -json (with tests)."
if [[ -s $out/corpus.table.md ]]; then
	echo
	echo "Corpus (first run):"
	echo
	cat "$out/corpus.table.md"
fi
echo "output: $out"

print_failures

echo
echo "total time: $((SECONDS - t_start))s"
[[ ${#failures[@]} -eq 0 ]]
