// Package opaquemsg runs the opaquemsg analyzer against the real SDK
// modules (analysistest module mode).
package opaquemsg

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func RegisterMCPGo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read"), readFile)
	s.AddTool(mcp.NewTool("search"), mcp.NewStructuredToolHandler(search))
}

func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError("failed to read file"), nil // want `^tool failure text "failed to read file" leaves out the error it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	if len(data) == 0 {
		return mcp.NewToolResultErrorf("Error: %s", "something went wrong"), nil // want `^tool failure text "Error: something went wrong" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	if len(data) > 1<<20 {
		return mcp.NewToolResultErrorf("file is %d bytes, over the 1 MiB limit: pick a smaller file", len(data)), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}

type query struct{ Q string }
type hits struct{ N int }

func search(ctx context.Context, req mcp.CallToolRequest, q query) (hits, error) {
	if q.Q == "" {
		return hits{}, errors.New("q is required: pass a search term")
	}
	resp, err := http.Get("https://example.com/?q=" + q.Q)
	if err != nil {
		return hits{}, fmt.Errorf("search backend unreachable, retry later: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return hits{}, fmt.Errorf("unexpected status code %d", resp.StatusCode) // want `^tool failure text "unexpected status code %d" is only a code or status: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return hits{N: 1}, nil
}

func RegisterGoSDK(s *gomcp.Server) {
	gomcp.AddTool(s, &gomcp.Tool{Name: "typed"}, typed)
}

var errUnknown = errors.New("unknown error") // want `^tool failure text "unknown error" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\) \(1 handler sends it\)$`

func typed(ctx context.Context, req *gomcp.CallToolRequest, q query) (*gomcp.CallToolResult, hits, error) {
	if q.Q == "" {
		return nil, hits{}, errUnknown
	}
	if q.Q == "?" {
		res := &gomcp.CallToolResult{}
		res.SetError(errors.New("Operation failed")) // want `^tool failure text "Operation failed" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
		return res, hits{}, nil
	}
	if q.Q == "!" {
		return &gomcp.CallToolResult{IsError: true, Content: []gomcp.Content{&gomcp.TextContent{Text: "No results found"}}}, hits{}, nil
	}
	return nil, hits{N: 1}, nil
}
