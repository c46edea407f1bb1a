// Package baseline records a module's findings so that a team can adopt
// mcplint in a server that already has many: findings recorded in the
// baseline file are not reported again, new ones are.
//
// An entry is keyed on the analyzer, the file (relative to the baseline
// file's directory), the function that encloses the finding, the finding's
// message and the text of its line with runs of white space made one
// space. It has no line or column, so it survives edits above the finding
// (and a gofmt of the line); it stops matching when the line itself, its
// function's name or the message changes, which is when the finding is
// worth a second look.
package baseline

import (
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
)

// Version is the format version written in every baseline file.
const Version = 1

// An Entry is one recorded finding.
type Entry struct {
	Analyzer string `json:"analyzer"`
	File     string `json:"file"`           // slash-separated, relative to the baseline file's directory
	Func     string `json:"func,omitempty"` // "F", "T.M" or "(*T).M"; empty at package level
	Line     string `json:"line"`           // the finding's line, white space normalized
	Message  string `json:"message"`        // positions inside it ("x.go:12") without their numbers
}

// A File is a baseline file's content.
type File struct {
	Version  int     `json:"version"`
	Findings []Entry `json:"findings"`
}

func (e Entry) key() string {
	return e.Analyzer + "\x00" + e.File + "\x00" + e.Func + "\x00" + e.Line + "\x00" + e.Message
}

// Read reads a baseline file. A missing file is an error, not an empty
// baseline: a misspelt path must not report everything as new in silence.
func Read(path string) (*File, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("reading baseline: %w (write one with -baseline=%s -write-baseline)", err, path)
	}
	var f File
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("reading baseline %s: %v", path, err)
	}
	if f.Version != Version {
		return nil, fmt.Errorf("reading baseline %s: version %d, want %d", path, f.Version, Version)
	}
	return &f, nil
}

// Write writes entries to path, sorted so that the file changes in review
// only where findings do.
func Write(path string, entries []Entry) error {
	es := append([]Entry(nil), entries...)
	sort.Slice(es, func(i, j int) bool { return es[i].key() < es[j].key() })
	if es == nil {
		es = []Entry{}
	}
	b, err := json.MarshalIndent(File{Version: Version, Findings: es}, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o666)
}

// Match returns, for each of found in order, whether the baseline records
// it, and how many of the baseline's entries matched nothing (stale). An
// entry recorded n times matches at most n findings.
func (f *File) Match(found []Entry) (known []bool, stale int) {
	left := map[string]int{}
	for _, e := range f.Findings {
		left[e.key()]++
	}
	known = make([]bool, len(found))
	for i, e := range found {
		if left[e.key()] > 0 {
			left[e.key()]--
			known[i] = true
		}
	}
	for _, n := range left {
		stale += n
	}
	return known, stale
}

// A Maker makes entries for findings, parsing each file once.
type Maker struct {
	dir   string // the baseline file's directory, absolute
	fset  *token.FileSet
	files map[string]*parsed
}

type parsed struct {
	tf   *token.File
	src  []byte
	file *ast.File // nil when the file does not parse
}

// NewMaker returns a Maker for a baseline file at path.
func NewMaker(path string) (*Maker, error) {
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return nil, err
	}
	return &Maker{dir: dir, fset: token.NewFileSet(), files: map[string]*parsed{}}, nil
}

var posInMessage = regexp.MustCompile(`(\.go)(:[0-9]+)+`)

// Entry returns the entry of a finding at file:line:col (line and col
// 1-based, col in bytes as go/token counts them). A file that cannot be
// read is an error.
func (m *Maker) Entry(analyzer, file string, line, col int, message string) (Entry, error) {
	p, err := m.parse(file)
	if err != nil {
		return Entry{}, err
	}
	rel, err := filepath.Rel(m.dir, file)
	if err != nil {
		rel = file
	}
	e := Entry{
		Analyzer: analyzer,
		File:     filepath.ToSlash(rel),
		Message:  posInMessage.ReplaceAllString(message, "$1"),
	}
	if line < 1 || line > p.tf.LineCount() {
		return e, nil
	}
	start := p.tf.Offset(p.tf.LineStart(line))
	end := len(p.src)
	if line < p.tf.LineCount() {
		end = p.tf.Offset(p.tf.LineStart(line + 1))
	}
	e.Line = strings.Join(strings.Fields(string(p.src[start:end])), " ")
	if p.file != nil {
		off := start
		if col > 0 {
			off += col - 1
		}
		if off > p.tf.Size() {
			off = p.tf.Size()
		}
		e.Func = enclosingFunc(p.file, p.tf.Pos(off))
	}
	return e, nil
}

func (m *Maker) parse(file string) (*parsed, error) {
	if p, ok := m.files[file]; ok {
		return p, nil
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	f, _ := parser.ParseFile(m.fset, file, src, parser.SkipObjectResolution)
	var tf *token.File
	if f != nil {
		tf = m.fset.File(f.Pos())
	}
	if tf == nil { // not Go at all: still key on the line's text
		tf = m.fset.AddFile(file, -1, len(src))
		tf.SetLinesForContent(src)
		f = nil
	}
	p := &parsed{tf: tf, src: src, file: f}
	m.files[file] = p
	return p, nil
}

// enclosingFunc names the function declaration that contains pos.
func enclosingFunc(f *ast.File, pos token.Pos) string {
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || pos < fd.Pos() || pos > fd.End() {
			continue
		}
		name := fd.Name.Name
		if fd.Recv != nil && len(fd.Recv.List) > 0 {
			name = recvName(fd.Recv.List[0].Type) + "." + name
		}
		return name + funcLitSuffix(fd, pos)
	}
	return ""
}

// funcLitSuffix names the innermost function literal of fd around pos as
// the compiler does, ".func<N>" with N its place among fd's literals in
// source order: handlers registered as closures in one function (every
// AddTool in main) must not share a fingerprint.
func funcLitSuffix(fd *ast.FuncDecl, pos token.Pos) string {
	n, inner := 0, 0
	ast.Inspect(fd, func(x ast.Node) bool {
		lit, ok := x.(*ast.FuncLit)
		if !ok {
			return true
		}
		n++
		if lit.Pos() <= pos && pos <= lit.End() {
			inner = n
		}
		return true
	})
	if inner == 0 {
		return ""
	}
	return fmt.Sprintf(".func%d", inner)
}

func recvName(t ast.Expr) string {
	switch t := t.(type) {
	case *ast.StarExpr:
		return "(*" + recvName(t.X) + ")"
	case *ast.IndexExpr:
		return recvName(t.X)
	case *ast.IndexListExpr:
		return recvName(t.X)
	case *ast.Ident:
		return t.Name
	}
	return "?"
}
