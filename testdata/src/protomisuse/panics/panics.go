package panics

import (
	"context"
	"log"
	"os"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct{ N int }

func register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "a"}, divide)
	mcp.AddTool(s, &mcp.Tool{Name: "b"}, guardedThen)
}

// guardedThen recovers, and returns what its continuation returns: the
// continuation's panic unwinds through guardedThen's deferred recover.
func guardedThen(ctx context.Context, req *mcp.CallToolRequest, a in) (res *mcp.CallToolResult, out any, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, out, err = &mcp.CallToolResult{IsError: true}, nil, nil
		}
	}()
	return divideChecked(a.N)
}

func divideChecked(n int) (*mcp.CallToolResult, any, error) {
	if n == 0 {
		panic("division by zero")
	}
	return nil, 100 / n, nil
}

func divide(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.N == 0 {
		panic("division by zero") // want `^panic in a typed tool handler fails the call without an isError result: go-sdk: nothing recovers a handler panic: the process dies; return an isError result instead$`
	}
	if a.N < 0 {
		log.Fatalf("negative %d", a.N) // want `^log\.Fatalf in a typed tool handler stops the server: the call gets no answer and every session ends; return an isError result instead$`
	}
	if a.N > 1000 {
		os.Exit(2) // want `^os\.Exit in a typed tool handler stops the server: the call gets no answer and every session ends; return an isError result instead$`
	}
	must(ctx.Err()) // want `^call of must, which calls log\.Fatal, in a typed tool handler stops the server: the call gets no answer and every session ends; return an isError result instead$`
	return nil, 100 / a.N, nil
}

func must(err error) {
	if err != nil {
		log.Fatal(err)
	}
}

// A deferred recover contains panics.
func guarded(ctx context.Context, req *mcp.CallToolRequest, a in) (res *mcp.CallToolResult, out any, err error) {
	defer func() {
		if r := recover(); r != nil {
			res = &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "internal failure: retry later"}}}
		}
	}()
	if a.N == 0 {
		panic("division by zero")
	}
	return nil, 100 / a.N, nil
}

// Not a handler.
func notAHandler(n int) int {
	if n == 0 {
		panic("zero")
	}
	return n
}

// mcp-go task tools recover panics and fail the task: not reported.
func taskTool(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CreateTaskResult, error) {
	panic("not implemented yet")
}

// os.Exit ends the server even in a task tool.
func taskExit(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CreateTaskResult, error) {
	os.Exit(1) // want `^os\.Exit in a task tool handler stops the server: the call gets no answer and every session ends; return an isError result instead$`
	return &mcpgo.CreateTaskResult{}, nil
}
