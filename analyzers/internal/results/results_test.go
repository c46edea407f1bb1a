package results_test

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// show reports every send as a diagnostic, so that analysistest can check
// them against want comments.
var show = &analysis.Analyzer{
	Name:     "showsends",
	Doc:      "report sends (test only)",
	Requires: []*analysis.Analyzer{results.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res := pass.ResultOf[results.Analyzer].(*results.Result)
		for _, s := range res.Sends {
			var msg string
			if s.Build == nil {
				msg = fmt.Sprintf("send: %s text=%q", s.Channel, render(s.Text))
			} else {
				b := s.Build
				msg = fmt.Sprintf("send: %s flag=%s kind=%s", strings.TrimPrefix(strings.TrimPrefix(s.Channel.String(), "a "), "an "),
					[]string{"unset", "set", "cleared", "maybe"}[b.Flag],
					[]string{"unknown", "nil", "literal", "ctor", "helper"}[b.Kind])
				if b.Empty {
					msg += " empty"
				}
				if b.Opaque {
					msg += " opaque"
				}
				if b.Data != nil {
					msg += " data"
				}
				for _, t := range b.Texts {
					msg += fmt.Sprintf(" text=%q", render(t))
				}
			}
			pass.Reportf(s.Return.Pos(), "%s", msg)
		}
		return nil, nil
	},
}

// render shows holes as {name} for errors and {verb} for other values.
func render(t textval.Text) string {
	var b strings.Builder
	for _, p := range t.Parts {
		if !p.IsHole() {
			b.WriteString(p.Const)
			continue
		}
		switch {
		case p.Hole.Name() != "" && !strings.HasPrefix(p.Hole.Name(), "t") && p.Verb != "%d":
			fmt.Fprintf(&b, "{%s}", p.Hole.Name())
		case strings.Contains(p.Hole.Type().String(), "error"):
			b.WriteString("{err}")
		case p.Verb != "":
			fmt.Fprintf(&b, "{%s}", p.Verb)
		default:
			b.WriteString("{?}")
		}
	}
	return b.String()
}

func TestSends(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, show, "results/mcpgo", "results/gosdk", "results/adapted")
}

// TestFacts checks the BuilderFacts of a helper package against its want
// comments.
func TestFacts(t *testing.T) {
	dir, err := filepath.Abs(filepath.Join("..", "..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, results.Analyzer, "results/helpers")
}

// TestIsFailure: a send is a tool failure on either failure channel,
// and on no other.
func TestIsFailure(t *testing.T) {
	for ch, want := range map[sdkmodel.Channel]bool{
		sdkmodel.ToolError: true, sdkmodel.ProtocolError: true,
		sdkmodel.Success: false, sdkmodel.NullResult: false, sdkmodel.Crash: false,
	} {
		if got := (&results.Send{Channel: ch}).IsFailure(); got != want {
			t.Errorf("IsFailure of %s = %v, want %v", ch, got, want)
		}
	}
}
