// Command opaquemsg runs the opaquemsg analyzer alone, for teams that
// want this one check, as a standalone command or through go vet:
//
//	opaquemsg [flags] [packages]
//	go vet -vettool=$(command -v opaquemsg) [packages]
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcplint-go/mcplint/analyzers/opaquemsg"
)

func main() { singlechecker.Main(opaquemsg.Analyzer) }
