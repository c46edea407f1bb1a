// Command unflaggederr runs the unflaggederr analyzer alone, for teams that
// want this one check, as a standalone command or through go vet:
//
//	unflaggederr [flags] [packages]
//	go vet -vettool=$(command -v unflaggederr) [packages]
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcplint-go/mcplint/analyzers/unflaggederr"
)

func main() { singlechecker.Main(unflaggederr.Analyzer) }
