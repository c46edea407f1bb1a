// Package assembly computes, before the analysis, how the packages of a
// module assemble their servers: which variant of each open handler the
// packages that register it claim (results.Result.Claims). A driver that
// analyses only the packages it is given, as golangci-lint does, never
// runs the package above a handler that settles its channel; with the
// assembly known beforehand, the handler's own package reports what
// applies, at the handler's lines, with its fixes (report.Options).
//
// A Provider loads the module of the package being analysed with
// go/packages (the module's packages from source, their dependencies from
// export data), runs the results pass (and the handlers pass it requires)
// over it through x/tools' checker, and keeps the claims, once per module
// for the provider's life.
package assembly

import (
	"go/ast"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"

	"github.com/mcplint-go/mcplint/analyzers/internal/report"
	"github.com/mcplint-go/mcplint/analyzers/internal/results"
)

// Provider implements report.Assembly. The zero value is ready; one
// Provider is shared by the analyzers a driver builds, so that a module
// is loaded once.
type Provider struct {
	// BuildFlags are passed to go list (-tags=...). golangci-lint does
	// not give a plugin its run.build-tags: the plugin leaves this empty,
	// and the load follows GOFLAGS, as golangci-lint's own does.
	BuildFlags []string

	mu      sync.Mutex
	modules map[string]*module
}

// module is the assembly of one module, computed once.
type module struct {
	once       sync.Once
	objs, keys map[string][]string
	ok         bool
}

// Claims implements report.Assembly: the claims of the module whose
// go.mod is the nearest above the pass's first file, or of every module
// of the go.work workspace that module is in.
func (p *Provider) Claims(pass *analysis.Pass) (objs, keys map[string][]string, ok bool) {
	root := moduleRoot(pass)
	if root == "" {
		return nil, nil, false
	}
	root = workspaceRoot(root)
	p.mu.Lock()
	if p.modules == nil {
		p.modules = map[string]*module{}
	}
	m := p.modules[root]
	if m == nil {
		m = &module{}
		p.modules[root] = m
	}
	p.mu.Unlock()
	m.once.Do(func() { m.objs, m.keys, m.ok = load(root, p.BuildFlags) })
	return m.objs, m.keys, m.ok
}

// moduleRoot returns the directory of the go.mod above the pass's files,
// or "".
func moduleRoot(pass *analysis.Pass) string {
	for _, f := range pass.Files {
		tf := pass.Fset.File(f.Pos())
		if tf == nil {
			continue
		}
		for dir := filepath.Dir(tf.Name()); ; {
			if fi, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil && !fi.IsDir() {
				return dir
			}
			parent := filepath.Dir(dir)
			if parent == dir {
				return ""
			}
			dir = parent
		}
	}
	return ""
}

// workspaceRoot returns the directory of the go.work file the go command
// uses in dir, or dir: a workspace's modules assemble one another's
// handlers.
func workspaceRoot(dir string) string {
	cmd := exec.Command("go", "env", "GOWORK")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return dir
	}
	if w := strings.TrimSpace(string(out)); w != "" && w != "off" {
		return filepath.Dir(w)
	}
	return dir
}

// load computes the claims of the module in root. ok is false when the
// module's packages do not load or type-check, or the pass fails on one.
func load(root string, buildFlags []string) (objs, keys map[string][]string, ok bool) {
	cfg := &packages.Config{
		// The module's packages from source, the others from export
		// data: the handlers pass reads only the module's bodies, and
		// facts only from the module's packages.
		Mode: packages.NeedName | packages.NeedFiles | packages.NeedCompiledGoFiles | packages.NeedImports |
			packages.NeedTypes | packages.NeedTypesInfo | packages.NeedSyntax | packages.NeedTypesSizes | packages.NeedModule,
		Dir:        root,
		BuildFlags: buildFlags,
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		return nil, nil, false
	}
	failed := false
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		failed = failed || len(p.Errors) > 0
		// checker runs the results pass and the passes it requires
		// on every package, for facts; a package from export data has
		// no syntax, and they need an Info to find nothing in.
		if p.TypesInfo == nil {
			p.TypesInfo = &types.Info{
				Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{},
				Uses: map[*ast.Ident]types.Object{}, Implicits: map[ast.Node]types.Object{},
				Selections: map[*ast.SelectorExpr]*types.Selection{}, Scopes: map[ast.Node]*types.Scope{},
				Instances: map[*ast.Ident]types.Instance{}, FileVersions: map[*ast.File]string{},
			}
		}
	})
	if failed {
		return nil, nil, false
	}
	// The results pass adds to the handlers pass's claims those of the
	// fields of project results an adapter sends (handlers.ResultField).
	g, err := checker.Analyze([]*analysis.Analyzer{results.Analyzer}, pkgs, nil)
	if err != nil {
		return nil, nil, false
	}
	objs, keys = map[string][]string{}, map[string][]string{}
	for act := range g.All() {
		if !act.IsRoot || act.Analyzer != results.Analyzer {
			continue
		}
		if act.Err != nil {
			return nil, nil, false
		}
		res, _ := act.Result.(*results.Result)
		if res == nil {
			continue
		}
		for _, c := range res.Claims {
			v := c.Variant
			if c.Partial {
				v += report.PartialMark
			}
			if c.Key != "" {
				keys[c.Key] = appendOnce(keys[c.Key], v)
			} else if k := report.ObjectKey(c.Obj); k != "" {
				objs[k] = appendOnce(objs[k], v)
			}
		}
	}
	return objs, keys, true
}

func appendOnce(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}
