package lsp

import (
	"context"
	"encoding/json"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"go.lsp.dev/protocol"
)

// initializeParams are the parts of protocol.InitializeParams the server
// reads. The client's capabilities are left out: the server needs none
// of them, and decoding a newer client's into the LSP 3.16 types of
// go.lsp.dev/protocol could fail on a field whose type has changed.
type initializeParams struct {
	RootURI               protocol.DocumentURI       `json:"rootUri,omitempty"`
	RootPath              string                     `json:"rootPath,omitempty"`
	WorkspaceFolders      []protocol.WorkspaceFolder `json:"workspaceFolders,omitempty"`
	InitializationOptions json.RawMessage            `json:"initializationOptions,omitempty"`
}

func (s *server) initialize(ctx context.Context, raw json.RawMessage) (any, error) {
	var p initializeParams
	if err := decode(raw, &p); err != nil {
		return nil, err
	}
	root := p.RootPath
	if r, ok := pathOf(p.RootURI); ok {
		root = r
	} else if len(p.WorkspaceFolders) > 0 {
		if r, ok := pathOf(protocol.DocumentURI(p.WorkspaceFolders[0].URI)); ok {
			root = r
		}
	}
	cfg, cfgErr := parseConfig(p.InitializationOptions, root)
	s.mu.Lock()
	s.initialized = true
	s.root = root
	s.skip = goDirs(ctx, root)
	if cfgErr == nil {
		s.cfg = cfg
	}
	s.mu.Unlock()
	if cfgErr != nil {
		// After the reply: LSP allows showMessage during initialize,
		// but a client may not have its handlers ready yet.
		go s.showMessage(context.WithoutCancel(ctx), protocol.MessageTypeError, "mcplint: initializationOptions: "+cfgErr.Error()+"; running with the default settings")
	}
	return protocol.InitializeResult{
		Capabilities: protocol.ServerCapabilities{
			TextDocumentSync: protocol.TextDocumentSyncOptions{
				OpenClose: true,
				// The server reads no buffer text, but the changes tell
				// it which buffers differ from their files.
				Change: protocol.TextDocumentSyncKindIncremental,
				Save:   &protocol.SaveOptions{},
			},
			CodeActionProvider: protocol.CodeActionOptions{CodeActionKinds: []protocol.CodeActionKind{protocol.QuickFix}},
		},
		ServerInfo: &protocol.ServerInfo{Name: "mcplint", Version: s.opts.Version},
	}, nil
}

// goDirs returns the module cache and GOROOT as the go command in dir
// names them, or nothing when it cannot say.
func goDirs(ctx context.Context, dir string) []string {
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "go", "env", "GOMODCACHE", "GOROOT")
	cmd.Dir = dir
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	var dirs []string
	for _, d := range strings.Fields(string(out)) {
		if filepath.IsAbs(d) {
			dirs = append(dirs, filepath.Clean(d))
		}
	}
	return dirs
}

// configure applies new settings and analyses the open files' packages
// again with them; bad settings are shown and the old ones kept.
func (s *server) configure(ctx context.Context, raw json.RawMessage) {
	s.mu.Lock()
	root := s.root
	s.mu.Unlock()
	cfg, err := parseConfig(raw, root)
	if err != nil {
		go s.showMessage(context.WithoutCancel(ctx), protocol.MessageTypeError, "mcplint: settings: "+err.Error()+"; keeping the previous settings")
		return
	}
	s.mu.Lock()
	same := s.cfg.equal(cfg)
	s.cfg = cfg
	if same {
		// Clients send their settings after initialize whether or not
		// they changed anything.
		s.mu.Unlock()
		return
	}
	var dirs []string
	for name := range s.open {
		if d := filepath.Dir(name); !slices.Contains(dirs, d) {
			dirs = append(dirs, d)
		}
	}
	s.mu.Unlock()
	slices.Sort(dirs)
	for _, d := range dirs {
		s.sched.request(d)
	}
}

func (s *server) showMessage(ctx context.Context, typ protocol.MessageType, msg string) {
	if err := s.conn.Notify(ctx, protocol.MethodWindowShowMessage, &protocol.ShowMessageParams{Type: typ, Message: msg}); err != nil {
		s.logf("showMessage: %v", err)
	}
}
