#!/usr/bin/env bash
# Runs every test of mcplint: downloads, through the Go module proxy, the
# modules the tests read offline (analysistest and the command-line tests
# set GOPROXY=off), then runs go test on the whole module.
set -euo pipefail
cd "$(dirname "$0")/.."

go mod download
# Testdata modules: real SDKs for module-mode analysistest, and old SDK
# versions for the version-marker tests.
find testdata -name go.mod -not -path '*/src/*' -print0 | while IFS= read -r -d '' mod; do
	(cd "$(dirname "$mod")" && GOFLAGS=-mod=mod go mod download)
done

# A generous timeout: on a loaded 2-core machine the analyzers package
# (every analyzer over the fuzz seeds and the real SDK modules) has taken
# more than go test's default 10 minutes.
go test -timeout 30m ./... "$@"
