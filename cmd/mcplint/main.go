// Command mcplint checks MCP servers and clients written in Go against the
// MCP tool-error contract: tool failures must reach the model as isError
// results with a written, actionable text, and clients must check IsError.
//
// Usage:
//
//	mcplint [flags] [packages]
//	go vet -vettool=$(command -v mcplint) [packages]
//
// Run mcplint -help for the flags; see the README for the analyzers.
package main

import (
	"golang.org/x/tools/go/analysis/multichecker"

	"github.com/mcplint-go/mcplint/analyzers"
)

func main() {
	multichecker.Main(analyzers.All()...)
}
