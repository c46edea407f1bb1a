// Package lib is the module's client over net/http: its errors are
// net/http's.
package lib

import "net/http"

func Fetch(url string) (*http.Response, error) {
	return http.Get(url)
}
