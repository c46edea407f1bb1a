package main

import (
	"encoding/json"
	"flag"
	"os"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/unitchecker"

	"github.com/mcplint-go/mcplint/analyzers"
	"github.com/mcplint-go/mcplint/internal/vetrun"
)

// cmdFlag is the flag the mcplint command passes to go vet
// (vetrun.CmdFlag).
const cmdFlag = vetrun.CmdFlag

// vetTool runs this binary as go vet's or go fix's tool on one unit.
//
// go vet (Go 1.26) caches a unit it ran only for its facts, as a
// dependency of the packages named (VetxOnly), under the same key as a
// full run, with no output: a later go vet that names that package
// prints nothing for it. The mcplint command, which names packages one
// set at a time (an editor, "lint what changed"), passes -mcplint.cmd:
// its runs are cached apart from plain go vet's, and a unit run for its
// facts is analysed and reported in full (the analyzers run there anyway,
// for their facts); the command keeps the findings of the packages it
// was asked about.
func vetTool(args []string) {
	flag.Bool(cmdFlag, false, "set by the mcplint command: report the findings of every unit go vet runs, dependencies included")
	// go fix applies each package's fixes as whole files and refuses
	// them all when two packages change one file differently: under it,
	// a finding claimed for another package's handler keeps no fix.
	fix := slices.Contains(args, "-fix")
	cmd := slices.ContainsFunc(args, func(a string) bool { return a == "-"+cmdFlag || a == "-"+cmdFlag+"=true" })
	// go vet's text lines name no analyzer, and //mcplint:ignore needs
	// it. go vet (Go 1.26) runs its tool with -json whether or not its
	// user asked for JSON, and renders the text itself, so the tool
	// cannot tell the two apart: under go vet, the name ends every
	// message (in JSON it repeats the key). The command's runs and go fix
	// keep the message as the analyzer wrote it. (go fix -json, and go vet
	// -fix -json, pass only -json too: their messages end with the name.)
	as := analyzers.NewWith(analyzers.Options{LocalFixesOnly: fix, NameInMessage: !fix && !cmd})
	if cmd {
		args = reportAll(args)
		os.Args = append(os.Args[:1], args...)
		// What each package holds, so that a run that finds nothing
		// can say whether there was anything to check. unitchecker runs
		// only the analyzers enabled by name once one is (-leak): then
		// the summary is enabled too.
		sum := analyzers.Summary()
		if enablesByName(args, as) {
			args = append(append(slices.Clone(args[:len(args)-1]), "-"+sum.Name+"=true"), args[len(args)-1])
			os.Args = append(os.Args[:1], args...)
		}
		as = append(as, sum)
	}
	unitchecker.Main(as...)
}

// reportAll returns args with the unit's config (the last argument)
// replaced by a copy that is not VetxOnly, when it is.
func reportAll(args []string) []string {
	cfg := args[len(args)-1]
	if !strings.HasSuffix(cfg, ".cfg") {
		return args
	}
	b, err := os.ReadFile(cfg)
	if err != nil {
		return args // unitchecker reports it
	}
	var m map[string]any
	if json.Unmarshal(b, &m) != nil || m["VetxOnly"] != true {
		return args
	}
	m["VetxOnly"] = false
	out, err := json.Marshal(m)
	if err != nil {
		return args
	}
	full := strings.TrimSuffix(cfg, ".cfg") + ".full.cfg"
	if os.WriteFile(full, out, 0o666) != nil {
		return args
	}
	return append(slices.Clone(args[:len(args)-1]), full)
}

// enablesByName reports whether args turn an analyzer of as on by name
// (-leak, -leak=true): unitchecker then runs only those named.
func enablesByName(args []string, as []*analysis.Analyzer) bool {
	for _, a := range args {
		name, val, hasVal := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || !slices.ContainsFunc(as, func(x *analysis.Analyzer) bool { return x.Name == name }) {
			continue
		}
		if b, err := strconv.ParseBool(val); !hasVal || err == nil && b {
			return true
		}
	}
	return false
}
