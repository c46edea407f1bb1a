#!/usr/bin/env bash
# Measures mcplint's precision on the corpus: runs scripts/corpus.sh, which
# rewrites the committed snapshots corpus/findings/NAME.json, then joins
# every snapshot finding with its verdict in corpus/triage.tsv and prints
# Markdown tables of precision per analyzer and per server (the tables of
# BENCHMARKS.md).
#
# Usage: scripts/precision.sh [-n] [NAME...]
#
#   -n       do not run the corpus: judge the committed snapshots as they are
#            (offline, a few seconds)
#   NAME...  re-run only these corpus entries (the others' snapshots are
#            judged as committed)
#
# Fails when a snapshot finding has no verdict, when the triage lists a
# finding that no snapshot has any more (a finding moved, went away, or the
# server's pin changed), when a triage line is malformed (a false positive
# must name the must-not-report test that pins it), or when the snapshots
# and scripts/corpus.txt do not name the same entries. After a corpus run,
# `git diff corpus/findings` shows what changed in what mcplint reports.
#
# corpus/triage.tsv: tab-separated, '#' starts a comment line, columns
#   server version position analyzer verdict reason [test]
# position is the finding's "posn" in the snapshot (file:line:column from the
# module root), verdict TP or FP, reason one line; test (FP only) a path in
# this repository, the analysistest package that pins the false positive.
set -euo pipefail

prog=precision
# shellcheck source=scripts/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$root"

run=1
while getopts "nh" opt; do
	case $opt in
	n) run=0 ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))

status=0
if [[ $run == 1 ]]; then
	scripts/corpus.sh -s corpus/findings "$@" >&2 || status=$?
	if [[ $status != 0 ]]; then
		log "scripts/corpus.sh failed (status $status); judging the snapshots it wrote"
	fi
fi
go run ./internal/cmd/mcpstat -precision corpus/findings -triage corpus/triage.tsv -corpus scripts/corpus.txt -root "$root" || status=$?
exit "$status"
