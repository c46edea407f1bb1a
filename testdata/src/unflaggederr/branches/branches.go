// Package branches assigns the error on both branches of an if/else and
// checks it after the merge (libgen-mcp's tools.go:871): the error is
// non-nil inside the check, so go-sdk sends an isError result. Not
// reported.
package branches

import (
	"context"
	"errors"
	"os"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type args struct {
	Path string
	ID   string
}

type out struct{ Size int }

func explain(err error) error {
	if errors.Is(err, os.ErrNotExist) {
		return errors.New("no such file: check the path")
	}
	return err
}

func size(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, out, error) {
	var n int
	var err error
	if a.ID != "" {
		n, err = strconv.Atoi(a.ID)
	} else {
		var b []byte
		b, err = os.ReadFile(a.Path)
		n = len(b)
	}
	if err != nil {
		return nil, out{}, err
	}
	return nil, out{Size: n}, nil
}

func sizeExplained(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, out, error) {
	b, err := os.ReadFile(a.Path)
	if err != nil {
		return nil, out{}, explain(err)
	}
	return nil, out{Size: len(b)}, nil
}

// ignoreMissing maps a missing file to no error: a helper that may turn
// a non-nil error into nil.
func ignoreMissing(err error) error {
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// sizeIgnored may return nil, a zero output and a nil error on a failure:
// reported.
func sizeIgnored(ctx context.Context, req *mcp.CallToolRequest, a args) (*mcp.CallToolResult, out, error) {
	b, err := os.ReadFile(a.Path)
	if err != nil {
		return nil, out{}, ignoreMissing(err) // want `^typed tool handler returns nil, a zero output and a nil error after an error check: go-sdk sends a success result whose only content is the output, here its zero value, and the failure is lost; log the error of os.ReadFile and return a result with IsError: true and a text saying what failed and what to do$`
	}
	return nil, out{Size: len(b)}, nil
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "size3"}, sizeIgnored)
	mcp.AddTool(s, &mcp.Tool{Name: "size"}, size)
	mcp.AddTool(s, &mcp.Tool{Name: "size2"}, sizeExplained)
}
