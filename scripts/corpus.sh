#!/usr/bin/env bash
# Runs mcplint on a corpus of real MCP servers and prints a Markdown table:
# server, version, packages, handlers found, findings per analyzer, wall time
# of mcplint, and mcplint's exit code.
#
# Usage: scripts/corpus.sh [-o OUTDIR] [-s SNAPDIR] [-c CORPUS] [-w WORKDIR] [-k] [-p] [NAME...]
#
#   -o OUTDIR  where to write, per entry, NAME.json (the mcpstat object),
#              NAME.mcplint.json and NAME.mcplint.stderr
#              (default: a new temporary directory, printed at the end)
#   -s SNAPDIR also write each entry's snapshot, SNAPDIR/NAME.json: its pin,
#              handler counts and findings in a stable order (mcpstat
#              -snapshot). The committed snapshots are corpus/findings/;
#              scripts/precision.sh joins them with corpus/triage.tsv.
#   -c CORPUS  the corpus file (default: scripts/corpus.txt)
#   -w WORKDIR use WORKDIR as the scratch directory and keep it: a second
#              run with the same WORKDIR analyses its copies at the same
#              paths (scripts/robust-large.sh compares two runs byte for
#              byte; scripts/robust-fixes.sh fixes the copies)
#   -k         keep the scratch directory (module copies and binaries)
#   -p         prepare only (with -w): fetch and copy every entry, analyse
#              nothing, and print one line per entry, fields separated by
#              tabs: name, toolchain, the copy's directory, its patterns
#   NAME...    run only these entries
#
# The corpus (scripts/corpus.txt) pins each server as module@version. Each
# is fetched through the Go module proxy (go mod download), copied to a
# scratch directory, its dependencies downloaded, and then mcplint -json and
# internal/cmd/mcpstat (handler counts, findings, errors) run on its
# patterns. Both are built from this checkout with the entry's GOTOOLCHAIN.
# An entry with as=PATH is analysed under another module path (see
# scripts/corpus.txt): the copy's go.mod is renamed to PATH and requires the
# original module@version, so that the SDKs' own examples are not taken for
# SDK packages, which the handlers pass skips.
#
# Exit codes of mcplint: 0 no findings, 3 findings (with -json too), 1 a
# package that could not be analysed (load, type or analysis errors, printed
# on stderr), 2 bad flags or a panic. This script accepts 0 and 3 and fails
# on anything else.
# It also fails when mcpstat reports load or analysis errors. The table is
# printed in any case; failures are listed after it.
set -euo pipefail
export LC_ALL=C

prog=corpus
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

corpus=$root/scripts/corpus.txt
out=""
snapdir=""
keep=0
workdir=""
prepare=0
while getopts "o:s:c:w:kph" opt; do
	case $opt in
	o) out=$OPTARG ;;
	s) snapdir=$OPTARG ;;
	c) corpus=$OPTARG ;;
	w) workdir=$OPTARG ;;
	k) keep=1 ;;
	p) prepare=1 ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
only=("$@")
if [[ $prepare == 1 && -z $workdir ]]; then
	echo "corpus: -p needs -w WORKDIR" >&2
	usage
fi
if [[ $prepare == 1 && -n $snapdir ]]; then
	echo "corpus: -p analyses nothing, so it writes no snapshots (-s)" >&2
	usage
fi

now() { echo "${EPOCHREALTIME:-$(date +%s)}"; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1fs", b - a }'; }

t_start=$(now)

scratch "$out" "$workdir"
goflags=$(copy_goflags)
if [[ -n $snapdir ]]; then
	mkdir -p "$snapdir"
	snapdir=$(cd "$snapdir" && pwd)
fi

# The table's analyzer columns: the five analyzers the design names, in the
# README's order, then any other analyzer mcplint runs. An analyzer that
# mcplint does not run (yet) shows "—".
columns=(protomisuse unflaggederr opaquemsg leak ignoredtoolerr)
if [[ $prepare == 0 ]]; then
	bin=$(build local)
	while read -r a; do
		[[ " ${columns[*]} " == *" $a "* ]] || columns+=("$a")
	done < <("$bin/mcpstat" -analyzers)
fi

rows=()
notes=()

# run_entry NAME MODULE@VERSION TOOLCHAIN AS PATTERN...
run_entry() {
	local name=$1 modver=$2 tc=$3 as=$4
	shift 4
	local patterns=("$@")
	local version=${modver##*@}
	local cells=("$name" "$version" "?" "?")
	local c
	for c in "${columns[@]}"; do cells+=("?"); done
	local wall="?" code="?"

	local row
	emit() {
		row="| $(IFS='|'; echo "${cells[*]}" | sed 's/|/ | /g') | $wall | $code |"
		rows+=("$row")
	}

	log "$name: fetching $modver (GOTOOLCHAIN=$tc)"
	if ! corpus_fetch "$name" "$modver" "$tc" "$as" "$out/$name.download.log"; then
		fail "$name" "$corpus_err"
		emit
		return
	fi
	[[ -z $corpus_note ]] || notes+=("$name: $corpus_note")
	local src=$corpus_src rc

	if [[ $prepare == 1 ]]; then
		printf '%s\t%s\t%s\t%s\n' "$name" "$tc" "$src" "${patterns[*]}"
		return
	fi

	local bin
	if ! bin=$(build "$tc"); then
		fail "$name" "building mcplint/mcpstat with GOTOOLCHAIN=$tc failed"
		emit
		return
	fi

	log "$name: mcplint -json ${patterns[*]}"
	local t0 t1
	t0=$(now)
	rc=0
	(cd "$src" && GOTOOLCHAIN=$tc GOFLAGS=$goflags "$bin/mcplint" -json "${patterns[@]}") \
		>"$out/$name.mcplint.json" 2>"$out/$name.mcplint.stderr" || rc=$?
	t1=$(now)
	wall=$(elapsed "$t0" "$t1")
	code=$rc
	case $rc in
	0 | 3) ;;
	*)
		fail "$name" "mcplint exited $rc (stderr: $out/$name.mcplint.stderr)"
		details+=("### $name: mcplint exited $rc" '```' "$(excerpt "$out/$name.mcplint.stderr")" '```')
		;;
	esac

	log "$name: mcpstat ${patterns[*]}"
	rc=0
	(cd "$src" && GOTOOLCHAIN=$tc GOFLAGS=$goflags "$bin/mcpstat" "${patterns[@]}") \
		>"$out/$name.json" 2>"$out/$name.mcpstat.stderr" || rc=$?
	local summary
	if ! summary=$("$bin/mcpstat" -summarize "$out/$name.json" "${columns[@]}" 2>&1); then
		fail "$name" "mcpstat exited $rc and wrote no usable JSON: $summary"
		details+=("### $name: mcpstat exited $rc" '```' "$(excerpt "$out/$name.mcpstat.stderr")" '```')
		emit
		return
	fi
	if [[ -n $snapdir ]] && ! "$bin/mcpstat" -snapshot "$out/$name.json" -name "$name" -modver "$modver" >"$snapdir/$name.json"; then
		fail "$name" "mcpstat -snapshot failed"
	fi
	local f
	IFS=$'\t' read -r -a f <<<"$summary"
	# f: packages handlers errors count...
	cells=("$name" "$version" "${f[0]}" "${f[1]}" "${f[@]:3}")
	if [[ $rc != 0 ]]; then
		fail "$name" "mcpstat exited $rc with ${f[2]} load/analysis errors (in $out/$name.json)"
		details+=("### $name: mcpstat errors" '```' "$(sed -n '/"errors"/,$p' "$out/$name.json" | head -n 40 || true)" '```')
	fi

	# Cross-check: mcplint's own JSON should hold the same findings
	# (mcplint also loads the test variants; duplicates are counted once).
	local vet
	if vet=$("$bin/mcpstat" -vetjson "$out/$name.mcplint.json" 2>"$out/$name.mcplint.errors"); then
		local ndiag nerr nfind=0 n
		IFS=$'\t' read -r ndiag nerr <<<"$vet"
		for n in "${f[@]:3}"; do [[ $n =~ ^[0-9]+$ ]] && nfind=$((nfind + n)); done
		if [[ $nerr != 0 ]]; then
			fail "$name" "mcplint -json reported $nerr analysis errors (see $out/$name.mcplint.errors)"
			details+=("### $name: mcplint analysis errors" '```' "$(head -n 20 "$out/$name.mcplint.errors")" '```')
		fi
		if [[ $ndiag != "$nfind" ]]; then
			fail "$name" "the two counts disagree: mcplint -json has $ndiag distinct findings, mcpstat counts $nfind (compare $out/$name.mcplint.json with $out/$name.json)"
		fi
	else
		fail "$name" "mcpstat -vetjson could not read mcplint's JSON, so the counts were not cross-checked (see $out/$name.mcplint.errors)"
	fi
	emit
}

corpus_each "$corpus" run_entry "${only[@]}"

if [[ $prepare == 1 ]]; then
	if [[ ${#notes[@]} -gt 0 ]]; then
		printf 'corpus: note: %s\n' "${notes[@]}" >&2
	fi
	if [[ ${#failures[@]} -gt 0 ]]; then
		printf 'corpus: %s\n' "${failures[@]}" >&2
		exit 1
	fi
	exit 0
fi

header="| server | version | packages | handlers |"
sep="|---|---|---:|---:|"
for c in "${columns[@]}"; do
	header+=" $c |"
	sep+="---:|"
done
header+=" wall time | mcplint exit |"
sep+="---:|---:|"

echo
echo "$header"
echo "$sep"
printf '%s\n' "${rows[@]}"
echo
echo "wall time: mcplint -json alone; mcplint exit: 0 = no findings, 3 = findings, 1 = a package could not be analysed, 2 = bad usage or a panic."
echo "mcpstat output: $out"

if [[ ${#notes[@]} -gt 0 ]]; then
	echo
	echo "## Notes"
	printf -- '- %s\n' "${notes[@]}"
fi

print_failures

echo
echo "total time: $(elapsed "$t_start" "$(now)")"
[[ ${#failures[@]} -eq 0 ]]
