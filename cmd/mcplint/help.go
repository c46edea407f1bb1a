package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// help prints the analyzers (no args) or one analyzer's summary, flags
// and page.
func help(stdout, stderr io.Writer, as []*analysis.Analyzer, args []string) int {
	if len(args) == 0 {
		fmt.Fprintln(stdout, "mcplint checks the error contract of MCP servers and clients written in Go.\n\nAnalyzers:")
		for _, a := range as {
			title, _, _ := strings.Cut(a.Doc, "\n")
			fmt.Fprintf(stdout, "  %-15s %s\n", a.Name, title)
		}
		fmt.Fprintln(stdout, "\nmcplint help <analyzer> prints an analyzer's summary, flags and page; mcplint -help the command's flags.")
		fmt.Fprintln(stdout, "mcplint lsp is a language server for editors (mcplint lsp -help).")
		return exitClean
	}
	status := exitClean
	for _, name := range args {
		var found *analysis.Analyzer
		for _, a := range as {
			if a.Name == name {
				found = a
			}
		}
		if found == nil {
			var names []string
			for _, a := range as {
				names = append(names, a.Name)
			}
			if near := closest(name, names); near != "" {
				fmt.Fprintf(stderr, "mcplint: no analyzer %q: did you mean %s? (mcplint help lists them)\n", name, near)
			} else {
				fmt.Fprintf(stderr, "mcplint: no analyzer %q (mcplint help lists them)\n", name)
			}
			status = exitUsage
			continue
		}
		fmt.Fprintf(stdout, "%s: %s\n", found.Name, strings.TrimSpace(found.Doc))
		first := true
		found.Flags.VisitAll(func(f *flag.Flag) {
			if first {
				fmt.Fprintln(stdout, "\nFlags:")
				first = false
			}
			fmt.Fprintf(stdout, "  -%s.%s\n    \t%s\n", found.Name, f.Name, f.Usage)
			switch f.DefValue {
			case "", "false", "0":
			default:
				// A list flag's value replaces its default: the user
				// who adds to it needs the default to start from.
				fmt.Fprintf(stdout, "    \t(default %s)\n", f.DefValue)
			}
		})
		if found.URL != "" && !strings.Contains(found.Doc, found.URL) {
			fmt.Fprintf(stdout, "\nSee %s\n", found.URL)
		}
	}
	return status
}
