#!/usr/bin/env bash
# Times mcplint against go vet on each corpus server (scripts/corpus.txt)
# and prints Markdown tables of wall time, CPU time and peak RSS, with the
# ratios to go vet (the tables of BENCHMARKS.md).
#
# Usage: scripts/bench.sh [-n RUNS] [-c CORPUS] [-o OUTDIR] [-k] [-g] [NAME...]
#
#   -n RUNS    measured runs of each command per server (default 5), after
#              one warm-up run that is not counted
#   -c CORPUS  the corpus file (default: scripts/corpus.txt)
#   -o OUTDIR  where to write NAME.runs.tsv (every run: iteration, command,
#              wall s, user s, sys s, peak RSS KiB, exit status) and the
#              commands' output (default: a new temporary directory)
#   -k         keep the scratch directory (module copies, caches, binaries)
#   -g         also time the golangci-lint module plugin (a custom
#              golangci-lint built by scripts/custom-gcl.sh with the entry's
#              toolchain, once per toolchain; about 7 minutes with a cold
#              build cache), with only mcplint enabled and a fresh
#              GOLANGCI_LINT_CACHE for each first run
#   NAME...    run only these entries
#
# Per server, in one run of this script: the module is fetched as
# scripts/corpus.sh does (scripts/lib.sh), mcplint is built with the
# entry's toolchain, and three commands are timed on the entry's patterns,
# from the module's root:
#
#   vet      go vet PATTERNS                        (vet's default analyzers)
#   mcplint  mcplint PATTERNS                       (standalone)
#   vettool  go vet -vettool=/abs/mcplint PATTERNS
#   golangci golangci-lint run -c mcplint-only.yml PATTERNS      (with -g)
#
# in turns (vet, mcplint, vettool, vet, ...), so that a change in the
# machine's load hits all three alike; each command's figures are the
# median of RUNS runs. Each turn times three phases with the same GOCACHE:
#
#   first    the command on a fresh cache copy (below)
#   again    the same command again, nothing changed
#   edit     after appending a comment line to one handler file (the
#            non-test file of the patterns' packages that mentions the SDKs'
#            CallToolRequest or CallToolParams most often, so a file of the
#            package that holds the most handlers; restored after the phase)
#
# so that "again" and "edit" show what Go's build cache saves a re-run. /usr/bin/time measures each run: wall time, CPU time
# (user + system, the command and every process it waited for: go vet's
# vet processes, go list, the compiler) and peak RSS. Peak RSS is that of
# the largest single process (getrusage's ru_maxrss for the children), not
# the sum over processes: for go vet, the largest vet (or compile) process
# of a parallel build; for standalone mcplint, mcplint itself.
#
# Caches. go vet caches each vet action in GOCACHE, keyed by the vet tool's
# ID (for -vettool, a hash of the mcplint binary), the vet flags, the
# package's build action and its dependencies' vet facts: both the facts
# it exports ("vetx") and what it printed. A second go vet of unchanged
# code replays them and runs no analyzer at all, which would make any
# comparison meaningless. So every measured run gets a fresh GOCACHE: a
# copy (hard links, made before the clock starts) of a cache primed once
# per server by
#
#   go build PATTERNS            compiles the packages and their dependencies
#   go vet -printf=false PATTERNS   also compiles what only their tests import
#
# The primed cache holds every compiled package and its export data (what
# go vet type-checks against; standalone mcplint's go list reuses the cgo
# outputs), and no vet result that a measured run can use: the priming
# vet ran with other flags (-printf=false), and flags are part of every vet
# action's key, the standard library's included once a flag is given;
# mcplint's results are keyed by its own ID. So each measured run analyzes
# every package from scratch: the checked packages, their tests, and each
# dependency for facts; and no run compiles anything. This is the cost on a
# CI machine with a warm build cache after a commit that changed every
# package. The module cache (GOMODCACHE) is shared and already filled. The
# vet binary is the toolchain's prebuilt one; mcplint is built before timing
# starts. Go writes new cache entries to new files, so the hard-linked copy
# leaves the primed cache as it was; the script checks that no file of the
# primed cache changed and fails if one did.
set -euo pipefail
export LC_ALL=C

prog=bench
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

corpus=$root/scripts/corpus.txt
runs=5
out=""
keep=0
gcl=0
while getopts "n:c:o:kgh" opt; do
	case $opt in
	n) runs=$OPTARG ;;
	c) corpus=$OPTARG ;;
	o) out=$OPTARG ;;
	k) keep=1 ;;
	g) gcl=1 ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "bench: -n wants a positive number" >&2; exit 2; }
if [[ ! -x /usr/bin/time ]]; then
	echo "bench: needs GNU time (/usr/bin/time): apt-get install time" >&2
	exit 2
fi

scratch "$out" ""
goflags=$(copy_goflags)

wall_rows=() cpu_rows=() rss_rows=() rerun_rows=() loads=()
cmds=(vet mcplint vettool)
if [[ $gcl == 1 ]]; then
	cmds+=(golangci)
	# Only mcplint, whatever the server's own configuration enables.
	cat >"$work/gcl.yml" <<'YML'
version: "2"
linters:
  default: none
  enable:
    - mcplint
  settings:
    custom:
      mcplint:
        type: module
issues:
  max-same-issues: 0
  max-issues-per-linter: 0
  uniq-by-line: false
YML
fi

# build_gcl TOOLCHAIN: the custom golangci-lint for TOOLCHAIN (built once).
build_gcl() {
	local tc=$1 bin=$work/bin/$1/custom-gcl
	if [[ ! -x $bin ]]; then
		log "building golangci-lint with the mcplint plugin (GOTOOLCHAIN=$tc)"
		mkdir -p "$(dirname "$bin")"
		GOTOOLCHAIN=$tc GOFLAGS= "$root/scripts/custom-gcl.sh" "$bin" >&2 || return 1
	fi
	echo "$bin"
}

# median FILE COLUMN: the median of a column of numbers (the lower middle
# one for an even count).
median() {
	cut -f "$2" "$1" | sort -g | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)] }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f×", a / b; else print "?" }'; }

# bench_entry NAME MODULE@VERSION TOOLCHAIN AS PATTERN...
bench_entry() {
	local name=$1 modver=$2 tc=$3 as=$4
	shift 4
	local patterns=("$@")
	log "$name: fetching $modver (GOTOOLCHAIN=$tc)"
	if ! corpus_fetch "$name" "$modver" "$tc" "$as" "$out/$name.download.log"; then
		fail "$name" "$corpus_err"
		return
	fi
	local src=$corpus_src bin gclbin=""
	if ! bin=$(build "$tc"); then
		fail "$name" "building mcplint with GOTOOLCHAIN=$tc failed"
		return
	fi
	if [[ $gcl == 1 ]] && ! gclbin=$(build_gcl "$tc"); then
		fail "$name" "building golangci-lint with GOTOOLCHAIN=$tc failed"
		return
	fi

	local primed=$work/cache/$name.primed cache=$work/cache/$name.run
	rm -rf "$primed"
	mkdir -p "$primed"
	log "$name: priming a fresh GOCACHE with go build and go vet -printf=false ${patterns[*]}"
	if ! (cd "$src" && GOCACHE=$primed GOTOOLCHAIN=$tc GOFLAGS=$goflags go build "${patterns[@]}") >"$out/$name.build.log" 2>&1; then
		fail "$name" "go build ${patterns[*]} failed (see $out/$name.build.log)"
		return
	fi
	# Exit status 1 is findings (or a package vet cannot load; the measured
	# runs then show it).
	(cd "$src" && GOCACHE=$primed GOTOOLCHAIN=$tc GOFLAGS=$goflags go vet -printf=false "${patterns[@]}") >>"$out/$name.build.log" 2>&1 || true
	touch "$work/primed.stamp"

	# The handler file the edit phase changes.
	local hfile
	hfile=$(cd "$src" && GOCACHE=$primed GOTOOLCHAIN=$tc GOFLAGS=$goflags go list -f '{{$d := .Dir}}{{range .GoFiles}}{{$d}}/{{.}}{{"\n"}}{{end}}' "${patterns[@]}" 2>/dev/null |
		xargs grep -c 'CallToolRequest\|CallToolParams' 2>/dev/null | sort -t: -k2,2nr -k1,1 | awk -F: '$2 > 0 { print $1; exit }' || true)
	if [[ -z $hfile ]]; then
		fail "$name" "no handler file found for the edit phase"
		return
	fi
	cp "$hfile" "$hfile.bench-orig"
	local load
	load=$(cut -d ' ' -f 1-3 /proc/loadavg)
	loads+=("$name: $load")
	local tsv=$out/$name.runs.tsv
	: >"$tsv"
	local i cmd rc t
	for ((i = 0; i <= runs; i++)); do
		for cmd in "${cmds[@]}"; do
			rm -rf "$cache" "$cache.gcl"
			cp -al "$primed" "$cache"
			# The one file a cache rewrites in place (cmd/go's Trim, which
			# golangci-lint's copy of the cache code runs too): a copy
			# of its own, so no run writes through to the primed cache.
			if [[ -f $cache/trim.txt ]]; then
				rm "$cache/trim.txt"
				cp "$primed/trim.txt" "$cache/trim.txt"
			fi
			local argv
			case $cmd in
			vet) argv=(go vet "${patterns[@]}") ;;
			mcplint) argv=("$bin/mcplint" "${patterns[@]}") ;;
			vettool) argv=(go vet "-vettool=$bin/mcplint" "${patterns[@]}") ;;
			golangci) argv=("$gclbin" run -c "$work/gcl.yml" "${patterns[@]}") ;;
			esac
			log "$name: run $i/$runs: $cmd"
			rc=0
			(cd "$src" && GOCACHE=$cache GOLANGCI_LINT_CACHE=$cache.gcl GOTOOLCHAIN=$tc GOFLAGS=$goflags \
				/usr/bin/time -f '%e %U %S %M' -o "$work/time" "${argv[@]}") \
				>"$out/$name.$cmd.stdout" 2>"$out/$name.$cmd.stderr" || rc=$?
			# go vet exits 1 on findings (and on errors), mcplint 3 on
			# findings, 1 on load errors: a load error shows on stderr
			# as "-: ..." or "# pkg" lines; 2 and above are failures.
			case $cmd:$rc in
			vet:0 | vet:1 | vettool:0 | vettool:1 | mcplint:0 | mcplint:3 | golangci:0 | golangci:1) ;;
			*)
				fail "$name" "$cmd exited $rc (see $out/$name.$cmd.stderr)"
				return
				;;
			esac
			t=$(tail -n 1 "$work/time")
			[[ $i == 0 ]] && continue
			printf '%d\t%s\t%s\t%d\n' "$i" "$cmd" "$(tr ' ' '\t' <<<"$t")" "$rc" >>"$tsv"
			for phase in again edit; do
				[[ $phase == edit ]] && printf '\n// bench: a one-line edit\n' >>"$hfile"
				rc=0
				(cd "$src" && GOCACHE=$cache GOLANGCI_LINT_CACHE=$cache.gcl GOTOOLCHAIN=$tc GOFLAGS=$goflags \
					/usr/bin/time -f '%e %U %S %M' -o "$work/time" "${argv[@]}") \
					>"$out/$name.$cmd.$phase.stdout" 2>"$out/$name.$cmd.$phase.stderr" || rc=$?
				[[ $phase == edit ]] && cp "$hfile.bench-orig" "$hfile"
				t=$(tail -n 1 "$work/time")
				printf '%d\t%s\t%s\t%d\n' "$i" "$cmd.$phase" "$(tr ' ' '\t' <<<"$t")" "$rc" >>"$tsv"
			done
		done
	done
	if [[ -n $(find "$primed" -type f -newer "$work/primed.stamp" -print -quit) ]]; then
		fail "$name" "a file of the primed GOCACHE changed during the runs: the copies were not independent"
	fi
	rm -rf "$cache" "$cache.gcl" "$primed"

	# Per command: median wall, CPU (user+sys), RSS.
	local w c r
	declare -A W C R
	for cmd in "${cmds[@]}"; do
		for phase in "" .again .edit; do
			sel_median "$cmd$phase"
		done
	done
	w=${W[vet]} c=${C[vet]} r=${R[vet]}
	local g="" gc="" gr=""
	if [[ $gcl == 1 ]]; then
		g=" $(printf '%.1f' "${W[golangci]}") s | $(ratio "${W[golangci]}" "$w") |"
		gc=" $(printf '%.1f' "${C[golangci]}") s | $(ratio "${C[golangci]}" "$c") |"
		gr=" ${R[golangci]} MiB | $(ratio "${R[golangci]}" "$r") |"
	fi
	wall_rows+=("| $name | ${patterns[*]} | $(printf '%.1f' "$w") s | $(printf '%.1f' "${W[mcplint]}") s | $(ratio "${W[mcplint]}" "$w") | $(printf '%.1f' "${W[vettool]}") s | $(ratio "${W[vettool]}" "$w") |$g")
	cpu_rows+=("| $name | $(printf '%.1f' "$c") s | $(printf '%.1f' "${C[mcplint]}") s | $(ratio "${C[mcplint]}" "$c") | $(printf '%.1f' "${C[vettool]}") s | $(ratio "${C[vettool]}" "$c") |$gc")
	rss_rows+=("| $name | $r MiB | ${R[mcplint]} MiB | $(ratio "${R[mcplint]}" "$r") | ${R[vettool]} MiB | $(ratio "${R[vettool]}" "$r") |$gr")
	local cm
	for cm in "${cmds[@]}"; do
		rerun_rows+=("| $name | $cm | $(printf '%.1f' "${W[$cm]}") s | $(printf '%.2f' "${W[$cm.again]}") s | $(ratio "${W[$cm.again]}" "${W[$cm]}") | $(printf '%.2f' "${W[$cm.edit]}") s | $(ratio "${W[$cm.edit]}" "${W[$cm]}") | ${R[$cm]} MiB |")
	done
	echo "$name: edited $hfile" >>"$out/edits.txt"
	rm -f "$hfile.bench-orig"
}

# sel_median CMD: sets W, C and R of CMD (median wall s, CPU s, RSS MiB)
# from the entry's runs ($tsv, of the caller).
sel_median() {
	local cmd=$1 r
	grep -P "^\\d+\\t${cmd//./\\.}\\t" "$tsv" | cut -f 3- >"$work/sel"
	W[$cmd]=$(median "$work/sel" 1)
	awk '{ print $2 + $3 }' "$work/sel" >"$work/cpu"
	C[$cmd]=$(median "$work/cpu" 1)
	r=$(median "$work/sel" 4)
	R[$cmd]=$(awk -v k="$r" 'BEGIN { printf "%.0f", k / 1024 }')
}

t0=$SECONDS
corpus_each "$corpus" bench_entry "$@"

echo
echo "Median of $runs runs after one warm-up, each with a fresh GOCACHE primed by go build and go vet -printf=false; load average (1, 5, 15 min) when each server's runs began: $(IFS=';'; echo "${loads[*]}" | sed 's/;/; /g')."
echo
echo "#### Wall time"
echo
gh="" gs=""
[[ $gcl == 1 ]] && gh=" golangci-lint plugin | ratio |" gs="---:|---:|"
echo "| server | patterns | go vet | mcplint | ratio | go vet -vettool=mcplint | ratio |$gh"
echo "|---|---|---:|---:|---:|---:|---:|$gs"
[[ ${#wall_rows[@]} -eq 0 ]] || printf '%s\n' "${wall_rows[@]}"
echo
echo "#### CPU time (user + system, all processes)"
echo
echo "| server | go vet | mcplint | ratio | go vet -vettool=mcplint | ratio |$gh"
echo "|---|---:|---:|---:|---:|---:|$gs"
[[ ${#cpu_rows[@]} -eq 0 ]] || printf '%s\n' "${cpu_rows[@]}"
echo
echo "#### Peak RSS (largest single process)"
echo
echo "| server | go vet | mcplint | ratio | go vet -vettool=mcplint | ratio |$gh"
echo "|---|---:|---:|---:|---:|---:|$gs"
[[ ${#rss_rows[@]} -eq 0 ]] || printf '%s\n' "${rss_rows[@]}"
echo
echo "#### Re-runs with the same GOCACHE (wall time; ratio to the command's first run)"
echo
echo "| server | command | first | unchanged | ratio | one-file edit | ratio | peak RSS (first) |"
echo "|---|---|---:|---:|---:|---:|---:|---:|"
[[ ${#rerun_rows[@]} -eq 0 ]] || printf '%s\n' "${rerun_rows[@]}"
echo
echo "runs: $out"
print_failures
echo "total time: $((SECONDS - t0))s"
[[ ${#failures[@]} -eq 0 ]]
