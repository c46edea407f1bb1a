# Shell functions shared by scripts/corpus.sh, scripts/robust-large.sh and
# scripts/robust-fixes.sh. Sourced, not run. The sourcing script sets
# prog (its name, for log lines and temporary directories) before it
# sources this file; root is set here to the checkout.
#
# A script that calls scratch gets:
#   out   its output directory (the -o argument, or a new temporary one)
#   work  its scratch directory (the -w argument, kept, or a new temporary
#         one, removed on exit unless keep=1)

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
