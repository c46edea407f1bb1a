package lsp

import (
	"crypto/sha256"
	"os"
	"strings"

	"go.lsp.dev/protocol"
)

// codeAction answers textDocument/codeAction: the quick fixes of the
// findings in the range, when the file is as it was analysed and its
// buffer has no unsaved change (the edits are offsets in the analysed
// file; on other text they would land in the wrong place).
func (s *server) codeAction(p protocol.CodeActionParams) []protocol.CodeAction {
	out := []protocol.CodeAction{}
	if !wantsQuickFix(p.Context.Only) {
		return out
	}
	name, ok := pathOf(p.TextDocument.URI)
	if !ok {
		return out
	}
	s.mu.Lock()
	pub := s.files[name]
	dirty := s.dirty[name]
	s.mu.Unlock()
	if pub == nil || dirty {
		return out
	}
	src, err := os.ReadFile(name)
	if err != nil || sha256.Sum256(src) != pub.sum {
		return out
	}
	if as := codeActions(name, src, pub, p.Range); as != nil {
		out = as
	}
	// Diagnostics the client names carry the URI it knows the file by:
	// edits must use it too.
	s.mu.Lock()
	u, open := s.open[name]
	s.mu.Unlock()
	if open {
		for _, a := range out {
			if a.Edit == nil {
				continue
			}
			for k, es := range a.Edit.Changes {
				if k2, ok := pathOf(k); ok && k2 == name && k != u {
					delete(a.Edit.Changes, k)
					a.Edit.Changes[u] = es
				}
			}
		}
	}
	return out
}

// wantsQuickFix reports whether a request limited to the kinds only
// asks for quick fixes.
func wantsQuickFix(only []protocol.CodeActionKind) bool {
	if len(only) == 0 {
		return true
	}
	for _, k := range only {
		if k == protocol.QuickFix || strings.HasPrefix(string(protocol.QuickFix), string(k)+".") {
			return true
		}
	}
	return false
}
