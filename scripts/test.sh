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

go test ./... "$@"
