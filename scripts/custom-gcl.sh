#!/usr/bin/env bash
# Builds a custom golangci-lint with the mcplint plugin (gclplugin) of this
# checkout, without git: the steps of `golangci-lint custom` (which clones
# golangci-lint's repository) done from the Go module proxy instead. A
# temporary module requires golangci-lint and mcplint (replaced by this
# checkout), its main package is golangci-lint's cmd/golangci-lint plus a
# blank import of the plugin, then go mod tidy and go build.
#
# usage: scripts/custom-gcl.sh [output-binary]    (default ./custom-gcl)
# env:   GOLANGCI_LINT_VERSION (default v2.15.0)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(realpath -m "${1:-custom-gcl}")
version=${GOLANGCI_LINT_VERSION:-v2.15.0}
gcl=github.com/golangci/golangci-lint/v2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

# golangci-lint's source, from the proxy into the module cache.
src=$(go mod download -json "$gcl@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
[ -d "$src/cmd/golangci-lint" ] || { echo "custom-gcl: no $gcl@$version in the module cache" >&2; exit 1; }

cat > go.mod <<MOD
module custom-gcl

go 1.26.0

require (
	$gcl $version
	github.com/mcplint-go/mcplint v0.0.0
)

replace github.com/mcplint-go/mcplint => $root
MOD
cp "$src"/cmd/golangci-lint/*.go .
chmod u+w ./*.go
rm -f ./*_test.go
# What `golangci-lint custom` writes into cmd/golangci-lint/plugins.go.
cat > plugins.go <<'GO'
package main

// This file is used to declare module plugins.

import (
	_ "github.com/mcplint-go/mcplint/gclplugin"
)
GO

go mod tidy
go build -ldflags "-s -w -X 'main.version=${version#v}-custom-gcl-mcplint' -X 'main.commit=mcplint $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)' -X 'main.date=$(date -u +%Y-%m-%dT%H:%M:%SZ)'" -o "$out" .
echo "custom-gcl: built $out ($("$out" version 2>&1))"
