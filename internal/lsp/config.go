package lsp

import (
	"bytes"
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"

	"github.com/mcplint-go/mcplint/internal/baseline"
	"github.com/mcplint-go/mcplint/internal/settings"
)

// userSettings are the settings an editor sends, in initializationOptions
// or workspace/didChangeConfiguration, alone or under a "mcplint" key:
// the golangci-lint plugin's keys (disable, settings) and the command's
// -baseline and -tags.
type userSettings struct {
	settings.Settings
	// Baseline is a baseline file (mcplint -baseline), absolute or
	// relative to the workspace root: findings recorded in it are not
	// published.
	Baseline string `json:"baseline"`
	// Tags are build tags, as mcplint -tags.
	Tags string `json:"tags"`
}

// config is what the server runs the analysis with.
type config struct {
	flags    []string // the vet tool's flags
	tags     string
	baseline string // an absolute path, or ""
}

func (c config) equal(d config) bool {
	return slices.Equal(c.flags, d.flags) && c.tags == d.tags && c.baseline == d.baseline
}

// parseConfig reads and checks an editor's settings; root is the
// workspace root that a relative baseline path starts from. No settings
// (null, {}, and [], which is how Lua editors encode an empty table) are
// the defaults. Unknown keys, analyzers and flags, and a
// baseline file that cannot be read, are errors.
func parseConfig(raw json.RawMessage, root string) (config, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) || bytes.Equal(bytes.Join(bytes.Fields(raw), nil), []byte("[]")) {
		return config{}, nil
	}
	// didChangeConfiguration carries the client's settings; most clients
	// send them under the server's name.
	var wrapped map[string]json.RawMessage
	if err := json.Unmarshal(raw, &wrapped); err != nil {
		return config{}, fmt.Errorf("settings: want an object: %v", err)
	}
	if inner, ok := wrapped["mcplint"]; ok && len(wrapped) == 1 {
		return parseConfig(inner, root)
	}
	var us userSettings
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&us); err != nil {
		return config{}, fmt.Errorf("settings: %v", err)
	}
	flags, err := settings.VetFlags(us.Settings)
	if err != nil {
		return config{}, err
	}
	c := config{flags: flags, tags: us.Tags}
	if us.Baseline != "" {
		c.baseline = us.Baseline
		if !filepath.IsAbs(c.baseline) {
			c.baseline = filepath.Join(root, c.baseline)
		}
		if _, err := baseline.Read(c.baseline); err != nil {
			return config{}, err
		}
	}
	return c, nil
}
