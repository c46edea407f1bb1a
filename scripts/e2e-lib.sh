# Shared by the end-to-end scripts (source it): a scratch directory $work,
# removed on exit, and checks that count passes and failures; e2e_done
# prints the closing "N passed, N failed" line and fails if any did.
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
passed=0 failed=0

pass() { passed=$((passed + 1)); echo "ok   $1"; }
# fail MESSAGE [FILE...]: a failure, with the files that show it.
fail() {
	failed=$((failed + 1))
	echo "FAIL $1" >&2
	shift
	for f in "$@"; do [ -s "$f" ] && { echo "--- $(basename "$f")" >&2; cat "$f" >&2; }; done
	return 0
}
# run NAME WANT_EXIT CMD...: runs CMD, stdout to $work/NAME.out, stderr to
# $work/NAME.err; another exit status than WANT_EXIT (which may be "0|1")
# is a failure.
run() {
	local name=$1 want=$2 got=0
	shift 2
	"$@" >"$work/$name.out" 2>"$work/$name.err" || got=$?
	if [[ "|$want|" != *"|$got|"* ]]; then
		fail "$name: exit status $got, want $want: $*" "$work/$name.out" "$work/$name.err"
		return 1
	fi
}
# expect NAME REGEXP: NAME's stdout or stderr has a line matching REGEXP.
expect() {
	if cat "$work/$1.out" "$work/$1.err" | grep -Eq -- "$2"; then pass "$1: $2"; else fail "$1: no match for $2" "$work/$1.out" "$work/$1.err"; fi
}
# same NAME WANT GOT: the files are equal.
same() {
	if diff -u "$2" "$3" >"$work/$1.diff"; then pass "$1"; else fail "$1" "$work/$1.diff"; fi
}
# has NAME PINNED GOT: every line of PINNED is a line of GOT.
has() {
	if grep -vFxf "$3" "$2" >"$work/$1.missing"; then fail "$1: lines missing" "$work/$1.missing" "$3"; else pass "$1"; fi
}
# e2e_done NAME: the closing line; exit status 1 if a check failed.
e2e_done() {
	echo "$1: $passed passed, $failed failed"
	[ "$failed" = 0 ]
}
