// Command ignoredtoolerr runs the ignoredtoolerr analyzer alone, for teams that
// want this one check, as a standalone command or through go vet:
//
//	ignoredtoolerr [flags] [packages]
//	go vet -vettool=$(command -v ignoredtoolerr) [packages]
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcplint-go/mcplint/analyzers/ignoredtoolerr"
)

func main() { singlechecker.Main(ignoredtoolerr.Analyzer) }
