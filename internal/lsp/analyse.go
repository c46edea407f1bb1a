package lsp

import (
	"context"
	"crypto/sha256"
	"fmt"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"time"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"

	"github.com/mcplint-go/mcplint/internal/baseline"
	"github.com/mcplint-go/mcplint/internal/vetrun"
)

// analyse runs mcplint on the package in dir, as mcplint -json . run
// there does, and publishes the diagnostics of the package's files. A
// cancelled analysis publishes nothing: a newer one follows.
func (s *server) analyse(ctx context.Context, dir string) {
	defer func() {
		if p := recover(); p != nil {
			s.logf("internal error analysing %s: %v\n%s", dir, p, debug.Stack())
			s.showMessage(ctx, protocol.MessageTypeError, fmt.Sprintf("mcplint: internal error analysing %s: %v", dir, p))
		}
	}()
	start := time.Now()
	s.mu.Lock()
	cfg := s.cfg
	s.mu.Unlock()
	g := vetrun.Go{Tool: s.opts.Tool, Tags: cfg.tags, Flags: cfg.flags, Dir: dir, OwnGroup: true}
	sc := g.Widen(ctx, []string{"."})
	r := g.Vet(ctx, sc)
	if ctx.Err() != nil {
		s.logf("%s: cancelled after %s", dir, time.Since(start).Round(time.Millisecond))
		return
	}
	var fs []vetrun.Finding
	for _, f := range sc.Keep(r.Findings) {
		if filepath.Dir(f.File) == dir {
			fs = append(fs, f)
		}
	}
	var problems []string
	if cfg.baseline != "" {
		bl, err := baseline.Read(cfg.baseline)
		if err == nil {
			fs, _, err = vetrun.FilterBaseline(fs, bl, cfg.baseline)
		}
		if err != nil {
			problems = append(problems, "mcplint: "+err.Error())
		}
	}

	ts := texts{}
	byFile := map[string]*published{}
	files := map[string][]protocol.Diagnostic{}
	for name := range sc.Files {
		if filepath.Dir(name) == dir {
			files[name] = nil
		}
	}
	for _, f := range fs {
		p := byFile[f.File]
		if p == nil {
			p = &published{}
			if t := ts.get(f.File); t != nil {
				p.sum = sha256.Sum256(t.src)
			}
			byFile[f.File] = p
		}
		d := ts.diagnostic(f, s.docs)
		p.findings = append(p.findings, f)
		p.diags = append(p.diags, d)
		files[f.File] = append(files[f.File], d)
	}
	message := ""
	if !r.OK {
		if name, d, ok := buildError(ts, dir, r.Problems); ok {
			files[name] = append(files[name], d)
		} else {
			problems = append(r.Problems, problems...)
		}
	}
	if len(problems) > 0 {
		message = fmt.Sprintf("mcplint could not analyse %s:\n%s", dir, strings.Join(problems, "\n"))
	} else if len(r.Missing) > 0 {
		who := "it imports"
		if len(r.Missing) > 1 {
			who = "they import"
		}
		message = fmt.Sprintf("mcplint analysed %s, but could not analyse %s, added to the run because %s the package: the findings settled there for its handlers are missing", dir, strings.Join(r.Missing, ", "), who)
		// Why: the go command's errors, without the command's own
		// "not analysed" line, which the message says in other words.
		var why []string
		for _, p := range r.Problems {
			if !strings.HasPrefix(p, "mcplint: not analysed: ") {
				why = append(why, p)
			}
		}
		if len(why) > 0 {
			message += ":\n" + strings.Join(why, "\n")
		}
	}
	s.publish(ctx, dir, files, byFile, message)
	s.logf("%s: %d findings in %s", dir, len(fs), time.Since(start).Round(time.Millisecond))
}

// problemLine is a line of the go command's errors with a position:
// "file.go:line:col: message", the file relative to the directory it
// ran in, as the go command prints it.
var problemLine = regexp.MustCompile(`^(?:vet: )?(.+\.go):(\d+)(?::(\d+))?: (.*)$`)

// buildError returns the diagnostic that says why the package in dir
// could not be analysed: at the first error the go command reports in
// one of its files, with the rest of its errors below. It returns false
// when no error is in a file of the package (an importer does not
// build, the go command failed): then a message says it.
func buildError(ts texts, dir string, problems []string) (string, protocol.Diagnostic, bool) {
	for i, line := range problems {
		m := problemLine.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		name := m[1]
		if !filepath.IsAbs(name) {
			name = filepath.Join(dir, name)
		}
		if filepath.Dir(name) != dir {
			continue
		}
		ln, _ := strconv.Atoi(m[2])
		col, _ := strconv.Atoi(m[3])
		posn := fmt.Sprintf("%s:%d:%d", name, ln, col)
		_, r := ts.rangeOf(posn, "")
		msg := m[4] + " (mcplint could not analyse this package)"
		if rest := slices.Delete(slices.Clone(problems), i, i+1); len(rest) > 0 {
			msg += "\n" + strings.Join(rest, "\n")
		}
		return name, protocol.Diagnostic{
			Range:    r,
			Severity: protocol.DiagnosticSeverityWarning,
			Source:   source,
			Message:  msg,
		}, true
	}
	return "", protocol.Diagnostic{}, false
}

// publish sends the diagnostics of the package in dir, files mapping
// each of its files to its diagnostics (an empty list clears a file's),
// and clears the files that had diagnostics last time and are gone from
// the package. It keeps the findings in byFile for code actions, and
// shows message unless it was the package's last one. It runs to its
// end even when ctx is cancelled: publishing takes milliseconds, and a
// save that comes meanwhile (and cancels the analysis's context) would
// otherwise leave some files with stale diagnostics until its own
// analysis ends. The server's end closes the connection, which stops it.
func (s *server) publish(ctx context.Context, dir string, files map[string][]protocol.Diagnostic, byFile map[string]*published, message string) {
	ctx = context.WithoutCancel(ctx)
	s.mu.Lock()
	for _, name := range s.pkgFiles[dir] {
		if _, ok := files[name]; !ok {
			files[name] = nil
		}
	}
	var kept []string
	uris := map[string]protocol.DocumentURI{}
	for name, diags := range files {
		if p := byFile[name]; p != nil {
			s.files[name] = p
		} else {
			delete(s.files, name)
		}
		if len(diags) > 0 {
			kept = append(kept, name)
		}
		u, ok := s.open[name]
		if !ok {
			u = uri.File(name)
		}
		uris[name] = u
	}
	slices.Sort(kept)
	if len(kept) > 0 {
		s.pkgFiles[dir] = kept
	} else {
		delete(s.pkgFiles, dir)
	}
	show := message != "" && s.messages[dir] != message
	if message != "" {
		s.messages[dir] = message
	} else {
		delete(s.messages, dir)
	}
	s.mu.Unlock()

	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		diags := files[name]
		if diags == nil {
			diags = []protocol.Diagnostic{} // [], not null: the client clears the file
		}
		err := s.conn.Notify(ctx, protocol.MethodTextDocumentPublishDiagnostics, &protocol.PublishDiagnosticsParams{URI: uris[name], Diagnostics: diags})
		if err != nil {
			s.logf("publishing %s: %v", name, err)
			return
		}
	}
	if show {
		s.showMessage(ctx, protocol.MessageTypeWarning, message)
	}
}
