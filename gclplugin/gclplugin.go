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
	"fmt"

	"github.com/golangci/plugin-module-register/register"
	"golang.org/x/tools/go/analysis"

	"github.com/mcplint-go/mcplint/analyzers"
	"github.com/mcplint-go/mcplint/internal/settings"
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
	return settings.Configure(settings.Settings(s), analyzers.NewAssembled())
}

type plugin struct {
	analyzers []*analysis.Analyzer
}

func (p *plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) { return p.analyzers, nil }

// GetLoadMode asks for type information: the analyzers need types, SSA and
// facts from dependencies.
func (p *plugin) GetLoadMode() string { return register.LoadModeTypesInfo }
