package protomisuse

import "github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"

// terminators are calls that end the process or unwind the goroutine: in
// a tool handler they leave the call without an answer.
func terminators() []sdkmodel.FuncRef {
	var out []sdkmodel.FuncRef
	for _, name := range []string{"Fatal", "Fatalf", "Fatalln", "Panic", "Panicf", "Panicln"} {
		out = append(out, sdkmodel.FuncRef{Pkg: "log", Name: name}, sdkmodel.FuncRef{Pkg: "log", Recv: "Logger", Name: name})
	}
	return append(out,
		sdkmodel.FuncRef{Pkg: "os", Name: "Exit"},
		sdkmodel.FuncRef{Pkg: "runtime", Name: "Goexit"},
	)
}
