package origins

import (
	"context"
	"net/http"
	"net/url"
	"os"
)

// The error of each net/http call that repeats its URL carries the
// credential the URL was built with.
func urlRows(ctx context.Context, c *http.Client) {
	u := "https://api.example.com/q?key=" + os.Getenv("QUOTES_API_KEY")
	_, err := http.Get(u)
	errSink(err) // want `^foreign\|secret\(http\.Get\) \[http\.Get; environment variable QUOTES_API_KEY in the request URL, which the error of http\.Get repeats\]$`
	_, err = http.Head(u)
	errSink(err) // want `^foreign\|secret\(http\.Head\) \[http\.Head; environment variable QUOTES_API_KEY in the request URL, which the error of http\.Head repeats\]$`
	_, err = http.Post(u, "text/plain", nil)
	errSink(err) // want `^foreign\|secret\(http\.Post\) \[http\.Post; environment variable QUOTES_API_KEY in the request URL, which the error of http\.Post repeats\]$`
	_, err = http.PostForm(u, url.Values{})
	errSink(err) // want `^foreign\|secret\(http\.PostForm\) \[http\.PostForm; environment variable QUOTES_API_KEY in the request URL, which the error of http\.PostForm repeats\]$`
	_, err = c.Get(u)
	errSink(err) // want `^foreign\|secret\(http\.Client\.Get\) \[http\.Client\.Get; environment variable QUOTES_API_KEY in the request URL, which the error of http\.Client\.Get repeats\]$`
	_, err = c.Head(u)
	errSink(err) // want `^foreign\|secret\(http\.Client\.Head\) \[http\.Client\.Head; environment variable QUOTES_API_KEY in the request URL, which the error of http\.Client\.Head repeats\]$`
	_, err = c.Post(u, "text/plain", nil)
	errSink(err) // want `^foreign\|secret\(http\.Client\.Post\) \[http\.Client\.Post; environment variable QUOTES_API_KEY in the request URL, which the error of http\.Client\.Post repeats\]$`
	_, err = c.PostForm(u, url.Values{})
	errSink(err) // want `^foreign\|secret\(http\.Client\.PostForm\) \[http\.Client\.PostForm; environment variable QUOTES_API_KEY in the request URL, which the error of http\.Client\.PostForm repeats\]$`
	req, _ := http.NewRequest("GET", u, nil)
	_, err = c.Do(req)
	errSink(err) // want `^foreign\|secret\(http\.Client\.Do\) \[http\.Client\.Do; environment variable QUOTES_API_KEY in the request URL, which the error of http\.Client\.Do repeats\]$`
	req, _ = http.NewRequestWithContext(ctx, "GET", u, nil)
	_, err = c.Do(req)
	errSink(err) // want `^foreign\|secret\(http\.Client\.Do\) \[http\.Client\.Do; environment variable QUOTES_API_KEY in the request URL, which the error of http\.Client\.Do repeats\]$`
	_, err = http.Get("https://api.example.com/q")
	errSink(err) // want `^foreign\(http\.Get\) \[http\.Get\]$`
}
