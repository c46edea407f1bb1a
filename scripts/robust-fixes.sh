#!/usr/bin/env bash
# Applies every suggested fix of every mcplint analyzer (mcplint -fix) to
# copies of real code and checks the result. Copies:
#
#   testdata  every module under testdata/ (testdata/modules/*,
#             testdata/versions/*), and the GOPATH tree testdata/src in
#             GOPATH mode (the analysistest inputs and the SDK stubs)
#   corpus    the corpus servers, copied by scripts/corpus.sh -p
#
# For each copy and its patterns:
#
#   1. go build and go vet, before any fix (a copy may fail them already:
#      then only errors the fixes add count)
#   2. mcplint -json: the findings, and which have a fix (when none has,
#      only one mcplint -fix runs, which must change nothing)
#   2b. each fix keeps every word of the string literals it replaces
#      (mcpstat -fixwords: a fix drops a foreign error, never the words the
#      module wrote)
#   3. mcplint -fix, which must exit 0 (1 means a fix conflicted with
#      another or could not be applied)
#   4. go build and go vet again: nothing may fail that passed before, and
#      no new error may appear
#   5. mcplint -json again: no finding that had a fix may be left and no
#      new finding may appear (mcpstat -fixcheck); opaquemsg runs too, so
#      a fix that leaves a text that says nothing fails here
#   6. mcplint -fix a second time: it must change nothing
#
# Usage: scripts/robust-fixes.sh [-o OUTDIR] [-k] [SET...]
#
#   -o OUTDIR  where to write each copy's outputs (default: a new temporary
#              directory)
#   -k         keep the scratch directory (the fixed copies)
#   SET...     testdata, corpus, or both (the default)
set -euo pipefail
export LC_ALL=C

prog=robust-fixes
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

options "testdata corpus" "$@"
sets=("${args[@]}")

t_start=$SECONDS
scratch "$out" ""
mod_goflags=$(copy_goflags)

rows=()

# errlines FILE: a go build / go vet output reduced to its error lines,
# without line and column (fixes move lines), sorted and unique.
errlines() {
	grep -v '^#' "$1" | sed -E 's/^([^ :]+\.go):[0-9]+(:[0-9]+)?: /\1: /' | sort -u || true
}

# tree_hash DIR: a hash of every Go file under DIR.
tree_hash() {
	(cd "$1" && find . -name '*.go' -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
}

# fix_unchanged STEP HASH PATTERN...: in check_copy, runs mcplint -fix
# (output in $o/STEP.*), which must exit 0 or 3 (findings without a fix
# remain) and leave the copy's Go files
# at HASH; sets again to none, "exit N" or changes.
fix_unchanged() {
	local step=$1 hash=$2 rc=0
	shift 2
	run "$bin/mcplint" -fix "$@" >"$o/$step.stdout" 2>"$o/$step.stderr" || rc=$?
	again=none
	if [[ $rc != 0 && $rc != 3 ]]; then
		again="exit $rc"
		fail "$name" "mcplint -fix ($step) exited $rc (see $o/$step.stderr)"
	fi
	if [[ $(tree_hash "$dir") != "$hash" ]]; then
		again=changes
		fail "$name" "mcplint -fix ($step) changed files it should have left alone"
	fi
}

# check_copy NAME DIR TOOLCHAIN GOPATH PATTERN...: steps 1–6 in DIR. An
# empty GOPATH means module mode.
check_copy() {
	local name=$1 dir=$2 tc=$3 gopath=$4
	shift 4
	local o=$out/$name
	mkdir -p "$o"
	local bin
	if ! bin=$(build "$tc"); then
		fail "$name" "building mcplint with GOTOOLCHAIN=$tc failed"
		return
	fi
	local env=(GOTOOLCHAIN="$tc")
	if [[ -n $gopath ]]; then
		env+=(GO111MODULE=off GOPATH="$gopath" GOFLAGS=)
	else
		env+=(GOFLAGS="$mod_goflags")
	fi
	run() { (cd "$dir" && env "${env[@]}" "$@"); }
	local t0=$SECONDS rc

	# 2. Findings before (first: a copy without fixes needs no build).
	log "$name: mcplint -json $*"
	rc=0
	run "$bin/mcplint" -json "$@" >"$o/before.json" 2>"$o/before.stderr" || rc=$?
	if [[ $rc != 0 && $rc != 3 ]]; then
		fail "$name" "mcplint -json exited $rc before the fixes (see $o/before.stderr)"
		details+=("### $name: mcplint -json exited $rc" '```' "$(head -n 30 "$o/before.stderr")" '```')
		rows+=("| $name | ? | ? | | | | | $((SECONDS - t0))s |")
		return
	fi
	local nfind h0 h1
	nfind=$("$bin/mcpstat" -vetjson "$o/before.json" 2>/dev/null | cut -f1)
	h0=$(tree_hash "$dir")
	local again
	if ! grep -q '"suggested_fixes"' "$o/before.json"; then
		log "$name: no fixes; mcplint -fix"
		fix_unchanged fix "$h0" "$@"
		rows+=("| $name | $nfind | 0 | | | no fixes | $again | $((SECONDS - t0))s |")
		return
	fi

	# 1. Before the fixes: build and vet.
	log "$name: go build, go vet (before)"
	local build0=ok vet0=ok
	run go build -o /dev/null "$@" >"$o/build.before" 2>&1 || build0=fails
	run go vet "$@" >"$o/vet.before" 2>&1 || vet0=fails

	# 2b. Every fix keeps the words of the literals it replaces.
	local words
	if ! words=$("$bin/mcpstat" -fixwords "$o/before.json" 2>"$o/fixwords.txt"); then
		fail "$name" "fixes remove words the module wrote: $words (see $o/fixwords.txt)"
		details+=("### $name: words removed by the fixes" '```' "$(head -n 20 "$o/fixwords.txt")" '```')
	fi

	# 3. Fix.
	log "$name: mcplint -fix"
	rc=0
	run "$bin/mcplint" -fix "$@" >"$o/fix.stdout" 2>"$o/fix.stderr" || rc=$?
	if [[ $rc != 0 && $rc != 3 ]]; then
		fail "$name" "mcplint -fix exited $rc (see $o/fix.stderr)"
		details+=("### $name: mcplint -fix exited $rc" '```' "$(head -n 30 "$o/fix.stderr")" '```')
	fi
	h1=$(tree_hash "$dir")
	local changed
	changed=$( (cd "$dir" && find . -name '*.go' -newer "$o/before.json" -type f) | wc -l)
	if [[ $h0 == "$h1" ]]; then
		changed=0
	fi

	# 4. After: build and vet.
	log "$name: go build, go vet (after)"
	local build1=ok vet1=ok
	run go build -o /dev/null "$@" >"$o/build.after" 2>&1 || build1=fails
	run go vet "$@" >"$o/vet.after" 2>&1 || vet1=fails
	local what
	for what in build vet; do
		local new
		new=$(comm -13 <(errlines "$o/$what.before") <(errlines "$o/$what.after"))
		if [[ -n $new ]]; then
			fail "$name" "go $what reports new errors after the fixes (see $o/$what.after)"
			details+=("### $name: new go $what errors" '```' "$(head -n 20 <<<"$new")" '```')
		fi
	done
	if [[ $build0 == ok && $build1 != ok ]]; then
		fail "$name" "go build fails after the fixes (see $o/build.after)"
	fi
	if [[ $vet0 == ok && $vet1 != ok ]]; then
		fail "$name" "go vet fails after the fixes (see $o/vet.after)"
	fi

	# 5. Findings after.
	log "$name: mcplint -json (after)"
	rc=0
	run "$bin/mcplint" -json "$@" >"$o/after.json" 2>"$o/after.stderr" || rc=$?
	local check="?"
	if [[ $rc != 0 && $rc != 3 ]]; then
		fail "$name" "mcplint -json exited $rc after the fixes (see $o/after.stderr)"
		details+=("### $name: mcplint -json exited $rc after the fixes" '```' "$(head -n 30 "$o/after.stderr")" '```')
	elif check=$("$bin/mcpstat" -fixcheck "$o/before.json" "$o/after.json" 2>"$o/fixcheck.txt"); then
		:
	else
		fail "$name" "after the fixes: $check (see $o/fixcheck.txt)"
		details+=("### $name: findings after the fixes" '```' "$(head -n 20 "$o/fixcheck.txt")" '```')
	fi

	# 6. A second -fix changes nothing.
	log "$name: mcplint -fix (again)"
	fix_unchanged fix2 "$h1" "$@"
	rows+=("| $name | $nfind | $changed | $build0 → $build1 | $vet0 → $vet1 | $check | $again | $((SECONDS - t0))s |")
}

for s in "${sets[@]}"; do
	case $s in
	testdata)
		# Modules under testdata (not the GOPATH tree).
		while IFS= read -r -d '' mod; do
			rel=${mod#"$root"/testdata/}
			rel=${rel%/go.mod}
			name=testdata-${rel//\//-}
			dst=$work/testdata/$rel
			mkdir -p "$(dirname "$dst")"
			cp -R "$(dirname "$mod")" "$dst"
			chmod -R u+w "$dst"
			check_copy "$name" "$dst" local "" ./...
		done < <(find "$root/testdata" -name go.mod -not -path '*/src/*' -print0 | sort -z)
		# The GOPATH tree, in GOPATH mode.
		gp=$work/gopath
		mkdir -p "$gp"
		cp -R "$root/testdata/src" "$gp/src"
		chmod -R u+w "$gp"
		check_copy testdata-src "$gp/src" local "$gp" ./...
		;;
	corpus)
		log "corpus: fetching and copying (scripts/corpus.sh -p)"
		if ! "$root/scripts/corpus.sh" -p -w "$work/corpus" -o "$out/corpus" >"$out/corpus.entries" 2>"$out/corpus.log"; then
			fail corpus "scripts/corpus.sh -p failed (see $out/corpus.log)"
		fi
		while IFS=$'\t' read -r name tc dir patterns; do
			read -r -a pats <<<"$patterns"
			check_copy "corpus-$name" "$dir" "$tc" "" "${pats[@]}"
		done <"$out/corpus.entries"
		;;
	esac
done

echo
echo "| copy | findings | files fixed | go build | go vet | findings after the fixes | second -fix changes | time |"
echo "|---|---:|---:|---|---|---|---|---:|"
printf '%s\n' "${rows[@]}"
echo
echo "output: $out"

print_failures

echo
echo "total time: $((SECONDS - t_start))s"
[[ ${#failures[@]} -eq 0 ]]
