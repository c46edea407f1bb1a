// Command protomisuse runs the protomisuse analyzer alone, for teams that
// want this one check, as a standalone command or through go vet:
//
//	protomisuse [flags] [packages]
//	go vet -vettool=$(command -v protomisuse) [packages]
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcplint-go/mcplint/analyzers/protomisuse"
)

func main() { singlechecker.Main(protomisuse.Analyzer) }
