// Package argutil has argument helpers a tools package calls with the
// whole arguments map, as vault-mcp-server's utils.ExtractMountPath.
package argutil

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
)

// MountPath reads the "mount" argument, and no other.
func MountPath(args map[string]any) (string, error) { // want MountPath:`^mapKeys\(p0:\["mount"\]\)$`
	mount, ok := args["mount"].(string)
	if !ok || mount == "" || mount == "/" {
		return "", errors.New("missing or invalid 'mount' parameter")
	}
	return strings.TrimSuffix(mount, "/"), nil
}

// String reads the argument its caller names.
func String(args map[string]any, key string) (string, error) { // want String:`^mapKeys\(p0:\[p1\]\)$`
	s, ok := args[key].(string)
	if !ok {
		return "", fmt.Errorf("missing or invalid %q parameter", key)
	}
	return s, nil
}

// Kind reads "kind" through String.
func Kind(args map[string]any) (string, error) { // want Kind:`^mapKeys\(p0:\["kind"\]\)$`
	return String(args, "kind")
}

// Require checks the keys it is given in a loop: which ones cannot be
// told, so it has no fact.
func Require(args map[string]any, keys ...string) error {
	for _, k := range keys {
		if _, ok := args[k]; !ok {
			return fmt.Errorf("missing %q", k)
		}
	}
	return nil
}

// Decode hands the map to encoding/json: what it checks cannot be told.
func Decode(args map[string]any, dst any) error {
	b, err := json.Marshal(args)
	if err != nil {
		return err
	}
	return json.Unmarshal(b, dst)
}

// Count reads no key: a nil comparison and len.
func Count(args map[string]any) (int, error) { // want Count:`^mapKeys\(p0:\[\]\)$`
	if args == nil || len(args) == 0 {
		return 0, errors.New("no arguments")
	}
	return len(args), nil
}
