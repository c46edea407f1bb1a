// Package lsp is mcplint's language server, run by mcplint lsp beside
// gopls: on open and on save of a Go file it analyses the file's package
// as mcplint -json does (go vet with mcplint as the tool, on the package
// and the module's packages that import it, through Go's build cache:
// internal/vetrun), publishes the findings in the package's files as
// diagnostics, and offers each suggested fix, and a //mcplint:ignore
// directive, as quick fixes. It analyses files as saved on disk, never
// an editor's unsaved buffer.
package lsp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"go.lsp.dev/jsonrpc2"
	"go.lsp.dev/protocol"

	"github.com/mcplint-go/mcplint/analyzers"
)

// Options configure a server.
type Options struct {
	// Tool is the mcplint binary that go vet runs.
	Tool string
	// Parallel is how many packages may be analysed at once (at least
	// 1). Each analysis is a go vet run that uses every core it is
	// given; one package never has two at once.
	Parallel int
	// Version is the server's version, told to the client.
	Version string
	// Log receives a line per analysis and the server's own failures;
	// nil discards them. Editors keep a language server's stderr in
	// their LSP log.
	Log io.Writer
}

// ErrNoShutdown is Serve's error when the client sent exit, or closed
// the connection, without a shutdown request first: LSP asks the server
// to exit with status 1 then.
var ErrNoShutdown = errors.New("the client ended the session without a shutdown request")

// Serve serves one client on rwc until it sends exit or closes the
// connection. It returns nil after shutdown and exit, else ErrNoShutdown.
func Serve(ctx context.Context, rwc io.ReadWriteCloser, opts Options) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s := &server{
		opts:     opts,
		docs:     map[string]string{},
		exited:   make(chan struct{}),
		open:     map[string]protocol.DocumentURI{},
		dirty:    map[string]bool{},
		files:    map[string]*published{},
		pkgFiles: map[string][]string{},
		messages: map[string]string{},
	}
	for _, a := range analyzers.All() {
		s.docs[a.Name] = a.URL
	}
	s.sched = newScheduler(ctx, opts.Parallel, s.analyse)
	s.conn = jsonrpc2.NewConn(newStream(rwc, s.logf))
	s.conn.Go(ctx, s.handle)
	select {
	case <-s.exited:
	case <-s.conn.Done():
	case <-ctx.Done():
	}
	s.sched.close()
	s.conn.Close()
	// The connection's reader ends with the stream, at once on a pipe
	// or socket; a read blocked on a terminal or a file that Close does
	// not interrupt is left to the process's exit.
	select {
	case <-s.conn.Done():
	case <-time.After(time.Second):
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.shutdown {
		return ErrNoShutdown
	}
	return nil
}

// server is the state of one session.
type server struct {
	opts   Options
	docs   map[string]string // analyzer → the URL of its page
	conn   jsonrpc2.Conn
	sched  *scheduler
	exited chan struct{}

	mu          sync.Mutex
	initialized bool
	shutdown    bool
	root        string   // the workspace root
	skip        []string // directories whose files are not analysed: the module cache, GOROOT
	cfg         config
	// open maps the files open in the editor to the URIs the client
	// named them by, which diagnostics must use; dirty says which have
	// changes not saved, on which code actions would edit the wrong text.
	open  map[string]protocol.DocumentURI
	dirty map[string]bool
	// files are the findings last published for each file that has
	// some, for code actions; pkgFiles the files of each package (by
	// directory) that were last published with diagnostics, to clear.
	files    map[string]*published
	pkgFiles map[string][]string
	// messages are the last message shown for a package, so that a
	// package that stays broken says so once.
	messages map[string]string
}

func (s *server) logf(format string, args ...any) {
	if s.opts.Log != nil {
		fmt.Fprintf(s.opts.Log, "mcplint lsp: "+format+"\n", args...)
	}
}

// handle answers one message. jsonrpc2 calls it from its read loop, one
// message at a time, in order; analyses run elsewhere (scheduler). It
// never returns an error, which would close the connection.
func (s *server) handle(ctx context.Context, reply jsonrpc2.Replier, req jsonrpc2.Request) error {
	replied := false
	once := func(ctx context.Context, result any, err error) error {
		if replied {
			return nil
		}
		replied = true
		return reply(ctx, result, err)
	}
	defer func() {
		if p := recover(); p != nil {
			s.logf("internal error on %s: %v\n%s", req.Method(), p, debug.Stack())
			_ = once(ctx, nil, jsonrpc2.Errorf(jsonrpc2.InternalError, "mcplint: internal error on %s: %v", req.Method(), p))
		}
	}()
	result, err := s.dispatch(ctx, req)
	if err := once(ctx, result, err); err != nil {
		s.logf("replying to %s: %v", req.Method(), err)
	}
	return nil
}

// errNotInitialized is LSP's ServerNotInitialized.
var errNotInitialized = jsonrpc2.NewError(-32002, "the server is not initialized")

func (s *server) dispatch(ctx context.Context, req jsonrpc2.Request) (any, error) {
	_, isCall := req.(*jsonrpc2.Call)
	method := req.Method()
	s.mu.Lock()
	initialized, shutdown := s.initialized, s.shutdown
	s.mu.Unlock()
	switch {
	case method == protocol.MethodExit:
		s.exit()
		return nil, nil
	case method == protocol.MethodInitialize:
		if initialized {
			return nil, jsonrpc2.NewError(jsonrpc2.InvalidRequest, "initialize: the server is initialized already")
		}
		return s.initialize(ctx, req.Params())
	case !initialized:
		return nil, errNotInitialized
	case shutdown && isCall:
		return nil, jsonrpc2.NewError(jsonrpc2.InvalidRequest, method+": the server is shut down")
	case shutdown:
		return nil, nil
	}
	switch method {
	case protocol.MethodShutdown:
		s.sched.close()
		s.mu.Lock()
		s.shutdown = true
		s.mu.Unlock()
		return nil, nil
	case protocol.MethodTextDocumentDidOpen:
		var p protocol.DidOpenTextDocumentParams
		if err := decode(req.Params(), &p); err != nil {
			return nil, err
		}
		s.didOpen(p)
	case protocol.MethodTextDocumentDidChange:
		var p struct {
			TextDocument protocol.VersionedTextDocumentIdentifier `json:"textDocument"`
		}
		if err := decode(req.Params(), &p); err != nil {
			return nil, err
		}
		if name, ok := pathOf(p.TextDocument.URI); ok {
			s.mu.Lock()
			if _, open := s.open[name]; open {
				s.dirty[name] = true
			}
			s.mu.Unlock()
		}
	case protocol.MethodTextDocumentDidSave:
		var p protocol.DidSaveTextDocumentParams
		if err := decode(req.Params(), &p); err != nil {
			return nil, err
		}
		s.didSave(p.TextDocument.URI)
	case protocol.MethodTextDocumentDidClose:
		var p protocol.DidCloseTextDocumentParams
		if err := decode(req.Params(), &p); err != nil {
			return nil, err
		}
		if name, ok := pathOf(p.TextDocument.URI); ok {
			s.mu.Lock()
			delete(s.open, name)
			delete(s.dirty, name)
			s.mu.Unlock()
		}
	case protocol.MethodWorkspaceDidChangeConfiguration:
		var p struct {
			Settings json.RawMessage `json:"settings"`
		}
		if err := decode(req.Params(), &p); err != nil {
			return nil, err
		}
		s.configure(ctx, p.Settings)
	case protocol.MethodTextDocumentCodeAction:
		var p protocol.CodeActionParams
		if err := decode(req.Params(), &p); err != nil {
			return nil, err
		}
		return s.codeAction(p), nil
	default:
		if isCall {
			return nil, jsonrpc2.NewError(jsonrpc2.MethodNotFound, method+": not served by mcplint")
		}
		// Notifications the server has no use for: $/cancelRequest
		// (every request is answered at once), $/setTrace, initialized.
	}
	return nil, nil
}

// decode reads a message's params; a failure is the InvalidParams
// error to answer with.
func decode(raw json.RawMessage, v any) error {
	if err := json.Unmarshal(raw, v); err != nil {
		return jsonrpc2.Errorf(jsonrpc2.InvalidParams, "invalid params: %v", err)
	}
	return nil
}

func (s *server) exit() {
	s.mu.Lock()
	defer s.mu.Unlock()
	select {
	case <-s.exited:
	default:
		close(s.exited)
	}
}

// pathOf returns the file path of a file: URI.
func pathOf(u protocol.DocumentURI) (string, bool) {
	p, err := url.Parse(string(u))
	if err != nil || p.Scheme != "file" || p.Path == "" {
		return "", false
	}
	path := p.Path
	if runtime.GOOS == "windows" && len(path) >= 3 && path[0] == '/' && path[2] == ':' {
		path = path[1:] // file:///C:/x is C:\x
	}
	return filepath.Clean(filepath.FromSlash(path)), true
}

// analysable reports whether a file is a Go file the server analyses:
// not one in the module cache or GOROOT, where go vet cannot run on it
// as the user's code (gopls opens them on a jump to a definition).
func (s *server) analysable(name string) bool {
	if !strings.HasSuffix(name, ".go") {
		return false
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, d := range s.skip {
		if rel, err := filepath.Rel(d, name); err == nil && !strings.HasPrefix(rel, "..") {
			return false
		}
	}
	return true
}

func (s *server) didOpen(p protocol.DidOpenTextDocumentParams) {
	name, ok := pathOf(p.TextDocument.URI)
	if !ok || !s.analysable(name) {
		return
	}
	disk, err := os.ReadFile(name)
	s.mu.Lock()
	s.open[name] = p.TextDocument.URI
	// An editor may open a buffer that differs from the file (restored
	// unsaved changes): the findings, of the file, do not fit it.
	s.dirty[name] = err != nil || string(disk) != p.TextDocument.Text
	s.mu.Unlock()
	s.sched.request(filepath.Dir(name))
}

func (s *server) didSave(u protocol.DocumentURI) {
	name, ok := pathOf(u)
	if !ok || !s.analysable(name) {
		return
	}
	s.mu.Lock()
	if _, open := s.open[name]; open {
		s.dirty[name] = false
	}
	s.mu.Unlock()
	s.sched.request(filepath.Dir(name))
}
