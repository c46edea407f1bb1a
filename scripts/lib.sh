# shellcheck shell=bash disable=SC2154 # prog, and goflags for corpus_fetch, are set by the sourcing script
# Shell functions shared by scripts/corpus.sh, scripts/bench.sh,
# scripts/precision.sh, scripts/robust-large.sh and scripts/robust-fixes.sh.
# Sourced, not run. The sourcing script sets prog (its name, for log lines
# and temporary directories) before it sources this file; root is set here
# to the checkout.
#
# A script that calls scratch gets:
#   out   its output directory (the -o argument, or a new temporary one)
#   work  its scratch directory (the -w argument, kept, or a new temporary
#         one, removed on exit unless keep=1)
# A script that calls corpus_fetch sets goflags=$(copy_goflags) first.

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

# usage: prints the comment at the top of the script and exits 2.
usage() {
	sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p}' "$0" >&2
	exit 2
}

log() { echo "$prog: $*" >&2; }

# options VALID ARG...: parses -o OUTDIR and -k into out and keep, and
# leaves the other arguments in args; each must be one of the words of
# VALID, and args is all of them when none is given.
options() {
	local valid=$1 opt OPTIND=1 a
	shift
	out="" keep=0
	while getopts "o:kh" opt; do
		case $opt in
		o) out=$OPTARG ;;
		k) keep=1 ;;
		*) usage ;;
		esac
	done
	shift $((OPTIND - 1))
	args=("$@")
	[[ ${#args[@]} -gt 0 ]] || read -r -a args <<<"$valid"
	for a in "${args[@]}"; do
		if [[ " $valid " != *" $a "* ]]; then
			echo "$prog: unknown argument $a" >&2
			usage
		fi
	done
}

# scratch OUT WORKDIR: sets out and work (see above) and removes work on
# exit unless keep is 1.
scratch() {
	out=$1
	if [[ -z $out ]]; then
		out=$(mktemp -d "${TMPDIR:-/tmp}/mcplint-$prog-out.XXXXXX")
	fi
	mkdir -p "$out"
	out=$(cd "$out" && pwd)
	if [[ -n $2 ]]; then
		mkdir -p "$2"
		work=$(cd "$2" && pwd)
		keep=1
	else
		work=$(mktemp -d "${TMPDIR:-/tmp}/mcplint-$prog.XXXXXX")
	fi
	trap cleanup EXIT
}

cleanup() {
	if [[ ${keep:-0} == 1 ]]; then
		log "scratch directory kept: $work"
	else
		chmod -R u+w "$work" 2>/dev/null || true
		rm -rf "$work"
	fi
}

# copy_goflags: GOFLAGS for scratch copies of modules: whatever is
# configured, plus -mod=mod, so that a module zip whose go.sum lacks a
# line (or that ships a vendor directory without modules.txt) still loads.
copy_goflags() {
	local f
	f=$(cd "$root" && go env GOFLAGS)
	[[ $f == *-mod=* ]] || f="$f -mod=mod"
	echo "${f# }"
}

# build TOOLCHAIN: builds mcplint and mcpstat from the checkout with that
# toolchain into $work/bin/TOOLCHAIN, once a run; prints the directory.
# (Called in command substitutions, so "once" is kept on disk: a kept
# WORKDIR may hold binaries of an older checkout.)
build() {
	local tc=$1 bin=$work/bin/$1
	if [[ ! -e $bin/.run-$$ ]]; then
		log "building mcplint and mcpstat with GOTOOLCHAIN=$tc"
		mkdir -p "$bin"
		rm -f "$bin"/.run-*
		(cd "$root" && GOTOOLCHAIN=$tc go build -o "$bin/" ./cmd/mcplint ./internal/cmd/mcpstat) >&2 || return 1
		touch "$bin/.run-$$"
	fi
	echo "$bin"
}

# unjson: undoes the JSON string escapes go mod download -json uses in errors.
unjson() { sed 's/\\u003e/>/g; s/\\u003c/</g; s/\\u0026/\&/g; s/\\[nt]/ /g; s/\\"/"/g'; }

# corpus_fetch NAME MODULE@VERSION TOOLCHAIN AS LOG: copies the module from
# the module proxy to $work/src/NAME (renamed to AS when AS is set: the
# copy's go.mod is renamed and requires MODULE@VERSION) and downloads its
# dependencies, with their output in LOG. Sets corpus_src to the copy.
# Returns 1, with the reason in corpus_err, when the module cannot be had;
# a failed download of the dependencies only sets corpus_note (not every
# module of a build list need be on the proxy: a pseudo-version of a
# nested module can be refused; what the patterns need is checked when
# they are loaded).
# shellcheck disable=SC2034 # corpus_src, corpus_err, corpus_note are for the caller
corpus_fetch() {
	local name=$1 modver=$2 tc=$3 as=$4 dllog=$5
	corpus_src="" corpus_err="" corpus_note=""
	local dl rc=0 dir
	dl=$(cd "$work" && GOTOOLCHAIN=$tc go mod download -json "$modver") || rc=$?
	dir=$(printf '%s\n' "$dl" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')
	if [[ $rc != 0 || -z $dir || ! -d $dir ]]; then
		corpus_err="go mod download $modver failed: $(printf '%s\n' "$dl" | sed -n 's/^[[:space:]]*"Error": "\(.*\)",\{0,1\}$/\1/p' | unjson)"
		return 1
	fi
	local src=$work/src/$name
	rm -rf "$src"
	mkdir -p "$work/src"
	cp -R "$dir" "$src"
	chmod -R u+w "$src"
	if [[ -n $as ]]; then
		log "$name: renaming the module to $as, requiring $modver"
		if ! (cd "$src" && GOTOOLCHAIN=$tc go mod edit -module "$as" -require "$modver") >&2; then
			corpus_err="go mod edit -module $as failed"
			return 1
		fi
	fi
	log "$name: downloading dependencies"
	if ! (cd "$src" && GOTOOLCHAIN=$tc GOFLAGS=$goflags go mod download) >"$dllog" 2>&1; then
		corpus_note="go mod download of its dependencies failed, going on with what the patterns need: $(grep -m 1 '^go: ' "$dllog" || tail -n 1 "$dllog")"
	fi
	corpus_src=$src
}

# corpus_each FILE CALLBACK [NAME...]: for each entry of the corpus FILE
# (scripts/corpus.txt; only the NAMEs, when given), calls
#   CALLBACK NAME MODULE@VERSION TOOLCHAIN AS PATTERN...
# with standard input from /dev/null; a malformed line is a failure (fail).
corpus_each() {
	local file=$1 callback=$2
	shift 2
	local only=("$@") name modver tc rest words w as pats bad
	while read -r -u 3 name modver tc rest; do
		[[ -z ${name:-} || $name == \#* ]] && continue
		if [[ ${#only[@]} -gt 0 && " ${only[*]} " != *" $name "* ]]; then
			continue
		fi
		if [[ -z ${rest:-} ]]; then
			fail "$name" "corpus line needs: name module@version toolchain [as=PATH] pattern..."
			continue
		fi
		read -r -a words <<<"$rest"
		as=""
		pats=()
		bad=""
		for w in "${words[@]}"; do
			case $w in
			as=*) as=${w#as=} ;;
			*=*) bad=$w ;;
			*) pats+=("$w") ;;
			esac
		done
		if [[ -n $bad ]]; then
			fail "$name" "unknown corpus option $bad"
			continue
		fi
		if [[ ${#pats[@]} -eq 0 ]]; then
			fail "$name" "corpus line has no package pattern"
			continue
		fi
		"$callback" "$name" "$modver" "$tc" "$as" "${pats[@]}" </dev/null
	done 3<"$file"
}

# excerpt FILE: the part of a stderr file worth showing: from the first
# "panic:" on (a stack; for a stack overflow, its top and the frames below
# the elided ones), else its first lines.
excerpt() {
	if grep -q '^panic: \|^fatal error: ' "$1"; then
		sed -n '/^panic: \|^fatal error: /,$p' "$1" | head -n 60 || true
		if grep -q 'frames elided' "$1"; then
			grep -m 1 -A 16 'frames elided' "$1" || true
		fi
	else
		head -n 30 "$1" || true
	fi
}

# Failures: fail NAME MESSAGE records one; details holds Markdown to show
# under them; print_failures prints both, if any.
failures=()
details=()
fail() { failures+=("$1: $2"); }

print_failures() {
	if [[ ${#failures[@]} -gt 0 ]]; then
		echo
		echo "## Failures"
		printf -- '- %s\n' "${failures[@]}"
		if [[ ${#details[@]} -gt 0 ]]; then
			echo
			printf '%s\n' "${details[@]}"
		fi
	fi
}
