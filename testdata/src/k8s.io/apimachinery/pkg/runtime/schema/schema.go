// Package schema is a test stub of k8s.io/apimachinery/pkg/runtime/schema.
package schema

import (
	"fmt"
	"strings"
)

// GroupVersion is an API group and version.
type GroupVersion struct{ Group, Version string }

// ParseGroupVersion parses "group/version".
func ParseGroupVersion(gv string) (GroupVersion, error) {
	parts := strings.Split(gv, "/")
	if len(parts) > 2 {
		return GroupVersion{}, fmt.Errorf("unexpected GroupVersion string: %v", gv)
	}
	return GroupVersion{Group: parts[0]}, nil
}

// GroupKind is an API group and kind.
type GroupKind struct{ Group, Kind string }
