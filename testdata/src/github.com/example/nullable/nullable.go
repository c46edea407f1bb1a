// Package nullable is a stub of a client library's optional field, as
// gitlab.com/gitlab-org/api/client-go's Nullable: MustGet panics where
// Get returns an error, when the value is unset or null.
package nullable

import "errors"

// Nullable holds a value that may be unset (no key) or null (false).
type Nullable[T any] map[bool]T

// IsSpecified reports whether the value was set.
func (n Nullable[T]) IsSpecified() bool { return len(n) != 0 }

// IsNull reports whether the value was set to null.
func (n Nullable[T]) IsNull() bool { _, ok := n[false]; return ok }

// MustSpecified reports whether the value was set, and panics on a nil
// map (a Must method giving a bool: no guard, as it may panic itself).
func (n Nullable[T]) MustSpecified() bool {
	if n == nil {
		panic("nil nullable")
	}
	return len(n) != 0
}

// Get returns the value, or an error when it is unset or null.
func (n Nullable[T]) Get() (T, error) {
	var zero T
	if !n.IsSpecified() || n.IsNull() {
		return zero, errors.New("value not specified or null")
	}
	return n[true], nil
}

// MustGet returns the value and panics where Get returns an error.
func (n Nullable[T]) MustGet() T {
	v, err := n.Get()
	if err != nil {
		panic(err)
	}
	return v
}

// Label is what an API returns.
type Label struct {
	Name     string
	Priority Nullable[int64]
}

// Fetch returns a label.
func Fetch() (*Label, error) { return &Label{}, nil }

// Token is a credential that may have expired.
type Token struct{ Expired bool }

// Valid reports whether the token can be refreshed.
func (t Token) Valid() bool { return !t.Expired }

// Refresh renews the token, or fails when it is not valid.
func (t *Token) Refresh() (string, error) {
	if !t.Valid() {
		return "", errors.New("token expired")
	}
	return "renewed", nil
}

// MustRefresh is Refresh that panics where Refresh returns an error.
func (t *Token) MustRefresh() string {
	s, err := t.Refresh()
	if err != nil {
		panic(err)
	}
	return s
}

// NewToken returns a token.
func NewToken() Token { return Token{} }
