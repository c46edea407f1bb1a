// Command leak runs the leak analyzer alone, for teams that want this
// one check, as a standalone command or through go vet:
//
//	leak [flags] [packages]
//	go vet -vettool=$(command -v leak) [packages]
package main

import (
	"golang.org/x/tools/go/analysis/singlechecker"

	"github.com/mcplint-go/mcplint/analyzers/leak"
)

func main() { singlechecker.Main(leak.Analyzer) }
