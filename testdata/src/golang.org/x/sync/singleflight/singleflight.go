// Package singleflight is a test stub of golang.org/x/sync/singleflight:
// Do runs fn and returns its results.
package singleflight

// Group runs calls of a key once at a time.
type Group struct{}

// Do runs fn and returns its results; shared is always false here.
func (g *Group) Do(key string, fn func() (interface{}, error)) (v interface{}, err error, shared bool) {
	v, err = fn()
	return v, err, false
}
