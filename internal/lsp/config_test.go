package lsp

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestParseConfig: the editor's settings become the vet tool's flags as
// the command's own flags do, alone or under "mcplint"; mistakes are
// errors.
func TestParseConfig(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "base.json"), []byte(`{"version": 1, "findings": []}`), 0o666); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		raw, want, err string
	}{
		{``, ``, ``},
		{`null`, ``, ``},
		{`{}`, ``, ``},
		{`[ ]`, ``, ``},
		{`{"disable": ["leak"]}`, `-leak=false`, ``},
		{`{"mcplint": {"disable": ["leak", "opaquemsg"]}}`, `-leak=false -opaquemsg=false`, ``},
		{`{"settings": {"protomisuse": {"converted": true}, "unflaggederr": {"words": ["quota exhausted", "denied"]}}}`, `-protomisuse.converted=true -unflaggederr.words=quota exhausted,denied`, ``},
		{`{"tags": "integration", "baseline": "base.json"}`, ``, ``},
		{`{"disable": ["nosuch"]}`, ``, `disable: unknown analyzer "nosuch"`},
		{`{"settings": {"leak": {"sources": "bogus"}}}`, ``, `settings.leak.sources:`},
		{`{"disabled": ["leak"]}`, ``, `unknown field "disabled"`},
		{`{"baseline": "missing.json"}`, ``, `reading baseline`},
		{`[1]`, ``, `want an object`},
	} {
		cfg, err := parseConfig([]byte(c.raw), root)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s: error %v, want %q", c.raw, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", c.raw, err)
			continue
		}
		if got := strings.Join(cfg.flags, " "); got != c.want {
			t.Errorf("%s: flags %q, want %q", c.raw, got, c.want)
		}
		if strings.Contains(c.raw, "base.json") && (cfg.baseline != filepath.Join(root, "base.json") || cfg.tags != "integration") {
			t.Errorf("%s: %+v", c.raw, cfg)
		}
	}
	cfg, _ := parseConfig([]byte(`{"disable": ["leak", "leak"]}`), root)
	if !slices.Equal(cfg.flags, []string{"-leak=false"}) {
		t.Errorf("a name disabled twice: %v", cfg.flags)
	}
}
