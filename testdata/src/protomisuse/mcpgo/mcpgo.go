package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/store"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("required"), requiredArg)
	s.AddTool(mcp.NewTool("written"), writtenErrors)
	s.AddTools(server.ServerTool{Tool: mcp.NewTool("foreign"), Handler: foreignError})
	s.AddTool(mcp.NewTool("typed"), mcp.NewTypedToolHandler(typedHandler))
	s.AddTool(mcp.NewTool("structured"), mcp.NewStructuredToolHandler(structuredHandler))
	var svc Service
	s.AddTool(mcp.NewTool("method"), svc.lookup)
	s.AddTool(mcp.NewTool("factory"), makeHandler("x"))
	s.AddPrompt(mcp.Prompt{}, promptHandler)
}

// SDK argument helpers write their own errors: safe to show, so a fix.
func requiredArg(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, err := req.RequireString("name")
	if err != nil {
		return nil, err // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText("hello " + name), nil
}

func writtenErrors(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return nil, errors.New("id is required: pass the item id") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	if len(id) > 64 {
		return nil, fmt.Errorf("id %q is longer than 64 characters: shorten it", id) // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	if id == "-" {
		return nil, fmt.Errorf("id - names no item: pass the item id") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	if id == "%" {
		return nil, fmt.Errorf("id %% names no item: pass the item id") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	item, err := store.Get(id)
	if err != nil {
		return nil, err // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText(item), nil
}

// Foreign error text: reported, but no fix (showing it would leak).
func foreignError(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return nil, fmt.Errorf("reading file: %w", err) // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	b, err := store.Load("x")
	if err != nil {
		return nil, err // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText(string(data) + string(b)), nil
}

type args struct{ Query string }

// NewTypedToolHandler passes the inner error through: still -32603.
func typedHandler(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	if a.Query == "" {
		return nil, errors.New("query is required") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText(a.Query), nil
}

type out struct{ N int }

// NewStructuredToolHandler turns the inner error into an isError result.
func structuredHandler(ctx context.Context, req mcp.CallToolRequest, a args) (out, error) {
	if a.Query == "" {
		return out{}, errors.New("query is required")
	}
	return out{N: 1}, nil
}

type Service struct {
	client interface{ Do(string) (string, error) }
}

// A method value registered as a handler; the error comes from an
// interface method of unknown origin, returned unchecked.
func (s Service) lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, err := s.client.Do(req.GetString("q", ""))
	if err != nil {
		return nil, err // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText(v), nil
}

func makeHandler(prefix string) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if prefix == "" {
			return nil, errors.New("no prefix configured") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
		}
		return mcp.NewToolResultText(prefix), nil
	}
}

// Unchecked call: the callee's error passes straight through.
func delegating(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := mcp.NewToolResultJSON(map[string]int{"a": 1})
	return res, err // want `^tool handler returns the error of mcp\.NewToolResultJSON unchecked: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
}

// --- must not report ---

// The error is proven nil where it is returned.
func provenNil(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	item, err := store.Get(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError("item lookup failed: check the id"), nil
	}
	return mcp.NewToolResultText(item), err
}

// URL elicitation is a protocol error on purpose.
func elicit(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, mcp.URLElicitationRequiredError{}
}

func elicitPtr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return nil, &mcp.URLElicitationRequiredError{}
}

// A prompt handler is not a tool handler.
func promptHandler(ctx context.Context, req mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return nil, errors.New("no such prompt")
}

// Not a handler.
func helper(ctx context.Context, id string) (*mcp.CallToolResult, error) {
	return nil, errors.New("helper failed")
}

// Delegating to another handler: its own returns are reported there.
func outer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return requiredArg(ctx, req)
}

// A continuation: a same-package function whose results the handler
// returns unchecked has its returns reported as the handler's.
func viaContinuation(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return doSearch(req.GetString("q", ""))
}

func doSearch(q string) (*mcp.CallToolResult, error) {
	if q == "" {
		return nil, errors.New("q is required") // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText(q), nil
}

// A task tool's error marks the task failed.
func taskHandler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	return nil, errors.New("cannot start task") // want `^task tool handler returns a Go error: mcp-go sends it as a failed task whose tasks/result is a JSON-RPC error \(code -32603\), which the model never sees; a tool failure must end the task completed with an isError result: return &mcp\.CreateTaskResult\{IsError: true, Content: \[\]mcp\.Content\{mcp\.NewTextContent\(<what failed and what to do>\)\}\}, nil$`
}
