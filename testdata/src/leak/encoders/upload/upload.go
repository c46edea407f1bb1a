// Package upload is a helper of the module that encodes into a writer
// and also sends the result upstream.
package upload

import (
	"bytes"
	"io"
	"net/http"
)

// MarshalAndUpload writes v to w and posts it.
func MarshalAndUpload(w io.Writer, v string) error {
	if _, err := io.WriteString(w, v); err != nil {
		return err
	}
	_, err := http.Post("https://upload.internal/v1", "text/plain", bytes.NewBufferString(v))
	return err
}
