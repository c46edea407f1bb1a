#!/usr/bin/env bash
# Reruns mcplint on the servers of corpus/fetched.txt from fetched copies
# (not served by the module proxy, so not a CI step) and rewrites their
# snapshots corpus/fetched/NAME.json: the pin, the handlers found by kind
# and every finding, as scripts/corpus.sh writes them for the corpus. `git
# diff corpus/fetched` then shows what changed in what mcplint finds. It
# then joins every snapshot finding with its verdict in corpus/triage.tsv
# and prints the precision tables, failing as scripts/precision.sh does
# when a finding has no verdict or a verdict no finding.
#
# Usage: scripts/fetched.sh -r ROOT [NAME...]
#
#   -r ROOT  the directory holding the fetched copies (each entry's dir)
#   NAME...  only these entries
#
# Each copy is analysed in place with the module cache and GOPROXY of the
# environment; about 20 s to 2 min a server on 2 cores.
set -euo pipefail

prog=fetched
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$root"

fetchroot=""
while getopts "r:h" opt; do
	case $opt in
	r) fetchroot=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[[ -n $fetchroot ]] || usage

bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/mcpstat" ./internal/cmd/mcpstat

status=0
while read -r name pin dir patterns; do
	[[ -z $name || $name == \#* ]] && continue
	if [[ $# -gt 0 ]] && ! printf '%s\n' "$@" | grep -qx "$name"; then
		continue
	fi
	src="$fetchroot/$dir"
	if [[ ! -f $src/go.mod ]]; then
		log "$name: no go.mod in $src (fetch $pin and export it there)"
		status=1
		continue
	fi
	log "$name: mcpstat $patterns"
	stat="$bin/$name.stat.json"
	# shellcheck disable=SC2086 # patterns are words
	if ! (cd "$src" && "$bin/mcpstat" $patterns) >"$stat"; then
		log "$name: mcpstat reported load or analysis errors (see the snapshot)"
		status=1
	fi
	"$bin/mcpstat" -snapshot "$stat" -name "$name" -modver "$pin" >"corpus/fetched/$name.json"
done <corpus/fetched.txt
# Their verdicts are in corpus/triage.tsv beside the corpus's: the same
# join as scripts/precision.sh, over corpus/fetched.
go run ./internal/cmd/mcpstat -precision corpus/fetched -triage corpus/triage.tsv -root "$root" || status=$?
exit "$status"
