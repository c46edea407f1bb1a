// Package decoder is a stub of a third-party decoder (as mapstructure):
// its errors are foreign text.
package decoder

import "errors"

// WeakDecode decodes input into the value output points to.
func WeakDecode(input, output any) error { return errors.New("decoding failed") }

// Source is a server-side source of values.
type Source struct{ URL string }

// DecodeFrom decodes what src holds for key into output.
func DecodeFrom(src *Source, key string, output any) error { return errors.New("fetching " + src.URL) }

// DecodeFile reads the file at path and decodes it into output.
func DecodeFile(path string, output any) error { return errors.New("open " + path) }
