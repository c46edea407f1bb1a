// Package gclplugin registers mcplint as a golangci-lint v2 module plugin
// (github.com/golangci/plugin-module-register). Build a custom
// golangci-lint with it (golangci-lint custom and a .custom-gcl.yml that
// imports this package) and enable the linter named "mcplint" in
// .golangci.yml; docs/integrations/golangci-lint.md shows both files.
//
// The plugin runs every analyzer of analyzers.All, as fresh instances
// (analyzers.NewAssembled), with load mode typesinfo. golangci-lint
// analyses only the packages it is given; where a handler's channel is
// settled by a package that imports it, the analyzers load the module's
// assembly once (go/packages, export data for dependencies) and report the
// handler's findings where it is declared, with their fixes. Its settings map one-to-one onto the mcplint
// command's flags, in the layout golangci-lint uses for govet:
//
//	settings:
//	  disable: [leak]            # mcplint -leak=false
//	  settings:
//	    protomisuse:
//	      converted: true        # mcplint -protomisuse.converted=true
//
// Unknown keys, analyzers and flags are errors. Findings are reported
// under the linter name "mcplint" with the analyzer's name before the
// message ("protomisuse: tool handler returns ..."), so //nolint:mcplint
// silences them, as //mcplint:ignore does.
//
// This package's init is the only one in mcplint.
package gclplugin

import (
	"flag"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers"
)

// Name is the linter's name in .golangci.yml.
const Name = "mcplint"

func init() {
	register.Plugin(Name, New)
}

// Settings are the plugin's settings, the value of
// linters.settings.custom.mcplint.settings in .golangci.yml.
type Settings struct {
	// Disable names analyzers not to run, as mcplint -<analyzer>=false.
	Disable []string `json:"disable"`
	// Settings sets analyzer flags: Settings[analyzer][flag] = value is
	// mcplint -<analyzer>.<flag>=<value>. A list value is joined with
	// commas.
	Settings map[string]map[string]any `json:"settings"`
}

// New is the plugin's constructor: it decodes conf, the settings from
// .golangci.yml, and configures fresh analyzers with them.
func New(conf any) (register.LinterPlugin, error) {
	s, err := register.DecodeSettings[Settings](conf)
	if err != nil {
		return nil, fmt.Errorf("mcplint settings: %w", err)
	}
	as, err := Analyzers(s)
	if err != nil {
		return nil, fmt.Errorf("mcplint settings: %w", err)
	}
	return &plugin{analyzers: as}, nil
}

// Analyzers returns fresh instances of the mcplint analyzers configured by
// s, less those it disables.
func Analyzers(s Settings) ([]*analysis.Analyzer, error) {
	all := analyzers.NewAssembled()
	byName := map[string]*analysis.Analyzer{}
	var names []string
	for _, a := range all {
		byName[a.Name] = a
		names = append(names, a.Name)
	}
	known := func(name string) error {
		if byName[name] == nil {
			return fmt.Errorf("unknown analyzer %q: mcplint has %s", name, strings.Join(names, ", "))
		}
		return nil
	}
	for _, name := range s.Disable {
		if err := known(name); err != nil {
			return nil, fmt.Errorf("disable: %w", err)
		}
	}
	for _, name := range sortedKeys(s.Settings) {
		if err := known(name); err != nil {
			return nil, fmt.Errorf("settings: %w", err)
		}
		a := byName[name]
		for _, key := range sortedKeys(s.Settings[name]) {
			f := a.Flags.Lookup(key)
			if f == nil {
				return nil, fmt.Errorf("settings.%s: unknown flag %q: %s has %s", name, key, name, flagNames(a))
			}
			v, err := flagValue(s.Settings[name][key])
			if err != nil {
				return nil, fmt.Errorf("settings.%s.%s: %w", name, key, err)
			}
			if err := a.Flags.Set(key, v); err != nil {
				return nil, fmt.Errorf("settings.%s.%s: %w", name, key, err)
			}
		}
	}
	var out []*analysis.Analyzer
	for _, a := range all {
		if !slices.Contains(s.Disable, a.Name) {
			out = append(out, a)
		}
	}
	return out, nil
}

// flagValue writes a decoded YAML/JSON value as a flag's command-line
// text.
func flagValue(v any) (string, error) {
	switch v := v.(type) {
	case bool:
		return strconv.FormatBool(v), nil
	case string:
		return v, nil
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64), nil
	case []any:
		var parts []string
		for _, e := range v {
			if _, ok := e.([]any); ok {
				return "", fmt.Errorf("nested list: give a list of values")
			}
			s, err := flagValue(e)
			if err != nil {
				return "", err
			}
			parts = append(parts, s)
		}
		return strings.Join(parts, ","), nil
	case nil:
		return "", fmt.Errorf("no value")
	default:
		return "", fmt.Errorf("value of type %T: give a boolean, number, string or list", v)
	}
}

func flagNames(a *analysis.Analyzer) string {
	var names []string
	a.Flags.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
	if len(names) == 0 {
		return "no flags"
	}
	return "flags " + strings.Join(names, ", ")
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

type plugin struct {
	analyzers []*analysis.Analyzer
}

func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) { return p.analyzers, nil }

// GetLoadMode asks for type information: the analyzers need types, SSA and
// facts from dependencies.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
