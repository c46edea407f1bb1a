package failpath_test

import (
	"testing"

	"github.com/mcplint-go/mcplint/analyzers/internal/failpath"
	"github.com/mcplint-go/mcplint/analyzers/internal/ssatest"
)

// Each function calls mark() in the block under test: a branch on an
// HTTP response's status code.
const statusSrc = `package p

import "net/http"

func mark() {}

func ge400(r *http.Response)  { if r.StatusCode >= 400 { mark() } }
func ge404(r *http.Response)  { if r.StatusCode >= 404 { mark() } }
func ge500(r *http.Response)  { if r.StatusCode >= 500 { mark() } }
func ge300(r *http.Response)  { if r.StatusCode >= 300 { mark() } }
func ge399(r *http.Response)  { if r.StatusCode >= 399 { mark() } }
func gt399(r *http.Response)  { if r.StatusCode > 399 { mark() } }
func gt398(r *http.Response)  { if r.StatusCode > 398 { mark() } }
func gt299(r *http.Response)  { if r.StatusCode > 299 { mark() } }
func eq400(r *http.Response)  { if r.StatusCode == 400 { mark() } }
func eq404(r *http.Response)  { if r.StatusCode == http.StatusNotFound { mark() } }
func eq399(r *http.Response)  { if r.StatusCode == 399 { mark() } }
func eq302(r *http.Response)  { if r.StatusCode == 302 { mark() } }
func ne200(r *http.Response)  { if r.StatusCode != 200 { mark() } }
func ne302(r *http.Response)  { if r.StatusCode != 302 { mark() } }
func rev400(r *http.Response) { if 400 <= r.StatusCode { mark() } }
func rev399(r *http.Response) { if 399 < r.StatusCode { mark() } }
func rev300(r *http.Response) { if 300 <= r.StatusCode { mark() } }
func rev400gt(r *http.Response) { if 400 > r.StatusCode { return }; mark() }
func rev399ge(r *http.Response) { if 399 >= r.StatusCode { return }; mark() }
func rev200ne(r *http.Response) { if 200 != r.StatusCode { mark() } }

// The branch not taken: what follows "if the status is fine, return".
func lt400(r *http.Response) { if r.StatusCode < 400 { return }; mark() }
func lt399(r *http.Response) { if r.StatusCode < 399 { return }; mark() }
func lt300(r *http.Response) { if r.StatusCode < 300 { return }; mark() }
func le399(r *http.Response) { if r.StatusCode <= 399 { return }; mark() }
func le398(r *http.Response) { if r.StatusCode <= 398 { return }; mark() }
func le299(r *http.Response) { if r.StatusCode <= 299 { return }; mark() }
func eq200(r *http.Response) { if r.StatusCode == 200 { return }; mark() }
func eq301(r *http.Response) { if r.StatusCode == 301 { return }; mark() }
func ge200(r *http.Response) { if r.StatusCode >= 200 { return }; mark() }
func gt199(r *http.Response) { if r.StatusCode > 199 { return }; mark() }

// The edge of 2xx: a branch whose statuses include 200 is not a failure
// path, one that stops just below it is.
func ge201(r *http.Response) { if r.StatusCode >= 201 { return }; mark() }
func gt200(r *http.Response) { if r.StatusCode > 200 { return }; mark() }
func lt200(r *http.Response) { if r.StatusCode < 200 { mark() } }
func lt201(r *http.Response) { if r.StatusCode < 201 { mark() } }
func le199(r *http.Response) { if r.StatusCode <= 199 { mark() } }
func le200(r *http.Response) { if r.StatusCode <= 200 { mark() } }

// The edge of 2xx above: 299 is a success, 300 is not.
func ne299(r *http.Response) { if r.StatusCode != 299 { mark() } }
func ne300(r *http.Response) { if r.StatusCode != 300 { mark() } }
func is299(r *http.Response) { if r.StatusCode == 299 { return }; mark() }
func is300(r *http.Response) { if r.StatusCode == 300 { return }; mark() }
`

// TestHTTPStatus checks that a 4xx or 5xx status (or not a 2xx one) is a
// failure path and a 3xx or 399 one is not: want is true for HTTPStatus.
func TestHTTPStatus(t *testing.T) {
	pkg := ssatest.Build(t, statusSrc)
	for name, want := range map[string]bool{
		"ge400": true, "ge404": true, "ge500": true, "ge300": false, "ge399": false,
		"gt399": true, "gt398": false, "gt299": false,
		"eq400": true, "eq404": true, "eq399": false, "eq302": false,
		"ne200": true, "ne302": false,
		"rev400": true, "rev399": true, "rev300": false, "rev400gt": true, "rev399ge": true, "rev200ne": true,
		"lt400": true, "lt399": false, "lt300": false,
		"le399": true, "le398": false, "le299": false,
		"eq200": true, "eq301": false,
		"ge200": true, "gt199": true,
		"ge201": false, "gt200": false,
		"lt200": true, "lt201": false, "le199": true, "le200": false,
		"ne299": true, "ne300": false, "is299": true, "is300": false,
	} {
		b := ssatest.CallBlock(pkg.Func(name), "mark")
		if b == nil {
			t.Fatalf("%s: no mark() call", name)
		}
		r := failpath.At(b)
		got := r != nil && r.Kind == failpath.HTTPStatus
		if got != want {
			t.Errorf("%s: HTTP status failure path = %v, want %v (reason %+v)", name, got, want, r)
		}
	}
}
