// Package meta is a test stub of k8s.io/apimachinery/pkg/api/meta.
package meta

import (
	"fmt"

	"k8s.io/apimachinery/pkg/runtime/schema"
)

// RESTMapping is how a kind maps to a resource.
type RESTMapping struct{ Resource string }

// RESTMapper maps kinds to resources.
type RESTMapper interface {
	RESTMapping(gk schema.GroupKind, versions ...string) (*RESTMapping, error)
}

// NoKindMatchError is returned when no resource matches a kind.
type NoKindMatchError struct{ GroupKind schema.GroupKind }

func (e *NoKindMatchError) Error() string {
	return fmt.Sprintf("no matches for kind %q in group %q", e.GroupKind.Kind, e.GroupKind.Group)
}
