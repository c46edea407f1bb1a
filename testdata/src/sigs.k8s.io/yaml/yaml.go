// Package yaml is a test stub of sigs.k8s.io/yaml.
package yaml

import "encoding/json"

// Marshal renders v as YAML.
func Marshal(v interface{}) ([]byte, error) { return json.Marshal(v) }
