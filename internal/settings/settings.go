// Package settings checks mcplint's analyzer settings in the form the
// golangci-lint plugin and the language server take them: analyzers to
// turn off, and analyzer flags by analyzer and flag name, with values as
// YAML or JSON decode them. Both check them the same way, against the
// analyzers' own flags, and report an error the same way.
package settings

import (
	"flag"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers"
)

// Settings are analyzer settings: the layout of the golangci-lint
// plugin's settings (gclplugin.Settings converts to it).
type Settings struct {
	// Disable names analyzers not to run, as mcplint -<analyzer>=false.
	Disable []string `json:"disable"`
	// Settings sets analyzer flags: Settings[analyzer][flag] = value is
	// mcplint -<analyzer>.<flag>=<value>. A list value is joined with
	// commas.
	Settings map[string]map[string]any `json:"settings"`
}

// Configure sets the flags s names on as, which must be fresh instances
// (analyzers.New), and returns those s does not disable. An unknown
// analyzer or flag, or a value the flag refuses, is an error.
func Configure(s Settings, as []*analysis.Analyzer) ([]*analysis.Analyzer, error) {
	byName := map[string]*analysis.Analyzer{}
	var names []string
	for _, a := range as {
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
	for _, a := range as {
		if !slices.Contains(s.Disable, a.Name) {
			out = append(out, a)
		}
	}
	return out, nil
}

// VetFlags returns the flags of mcplint's vet tool that configure it as
// s does (-leak=false, -protomisuse.converted=true), once Configure has
// accepted s: the language server runs the analyzers through go vet, in
// processes of their own, so it passes settings as flags.
func VetFlags(s Settings) ([]string, error) {
	if _, err := Configure(s, analyzers.New()); err != nil {
		return nil, err
	}
	var flags []string
	for _, name := range s.Disable {
		if f := "-" + name + "=false"; !slices.Contains(flags, f) {
			flags = append(flags, f)
		}
	}
	for _, name := range sortedKeys(s.Settings) {
		for _, key := range sortedKeys(s.Settings[name]) {
			v, _ := flagValue(s.Settings[name][key]) // Configure checked it
			flags = append(flags, "-"+name+"."+key+"="+v)
		}
	}
	return flags, nil
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
