// Package httpexit: an HTTP handler in front of the SDK's HTTP transport
// that ends the process on a failed request stops every session (the
// shape NetApp/ontap-mcp fixed in 0835bd3).
package httpexit

import (
	"bytes"
	"io"
	"log"
	"net/http"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Serve(server *mcp.Server, inspect bool) {
	var handler http.Handler = mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)
	if inspect {
		prev := handler
		handler = http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
			body, err := io.ReadAll(req.Body)
			if err != nil {
				log.Fatal(err) // want `^log\.Fatal in an HTTP handler in front of the MCP transport stops the server: one failed request ends every session and every tool call in flight; answer this request with http\.Error and return$`
			}
			req.Body = io.NopCloser(bytes.NewBuffer(body))
			prev.ServeHTTP(w, req)
		})
	}
	http.Handle("/mcp", handler)
	http.HandleFunc("/health", func(w http.ResponseWriter, _ *http.Request) {
		if _, err := w.Write([]byte("OK")); err != nil {
			log.Fatal(err) // not in front of the MCP transport: not this rule's
		}
	})
	sse := mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return server }, nil)
	http.Handle("/sse", withAuth(sse))
	http.Handle("/sse2", http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Header.Get("Authorization") == "" {
			http.Error(w, "missing token", http.StatusUnauthorized)
			return
		}
		if req.Header.Get("X-Debug") != "" {
			panic("debug") // net/http recovers a handler's panic: not reported
		}
		sse.ServeHTTP(w, req)
	}))
	if err := http.ListenAndServe(":8080", nil); err != nil {
		log.Fatal(err) // not in an HTTP handler
	}
}

// proxy has a handler's parameters but returns an error: no net/http
// handler, its caller decides what a failure does (not reported).
func proxy(server *mcp.Server) func(http.ResponseWriter, *http.Request) error {
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)
	return func(w http.ResponseWriter, req *http.Request) error {
		if req.Body == nil {
			log.Fatal("no body")
		}
		h.ServeHTTP(w, req)
		return nil
	}
}

// withAuth gets its next handler as a parameter: the transport is not in
// view from here, and nothing is reported.
func withAuth(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Header.Get("Authorization") == "" {
			os.Exit(1)
		}
		next.ServeHTTP(w, req)
	})
}
