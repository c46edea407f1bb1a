package origins

import (
	"context"
	"net/http"
)

// NewRequest with a constant method that is a token and a constant URL
// that parses cannot fail; any other method or URL can.
func infallibleRows(ctx context.Context) {
	_, err := http.NewRequest("GET", "https://example.com/a", nil)
	errSink(err) // want `^unknown \[\]$`
	_, err = http.NewRequestWithContext(ctx, "PURGE", "https://example.com/a", nil)
	errSink(err) // want `^unknown \[\]$`
	_, err = http.NewRequest("", "https://example.com/a", nil)
	errSink(err) // want `^foreign\(http\.NewRequest\) \[http\.NewRequest\]$`
	_, err = http.NewRequest("GE T", "https://example.com/a", nil)
	errSink(err) // want `^foreign\(http\.NewRequest\) \[http\.NewRequest\]$`
	_, err = http.NewRequest("GE(T)", "https://example.com/a", nil)
	errSink(err) // want `^foreign\(http\.NewRequest\) \[http\.NewRequest\]$`
	_, err = http.NewRequest("GET/", "https://example.com/a", nil)
	errSink(err) // want `^foreign\(http\.NewRequest\) \[http\.NewRequest\]$`
	_, err = http.NewRequest("GET", "http://[::1", nil)
	errSink(err) // want `^foreign\(http\.NewRequest\) \[http\.NewRequest\]$`
}
