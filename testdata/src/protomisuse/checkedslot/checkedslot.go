// Package checkedslot: a handler with a defer that returns a helper's
// results through its named results only once their error was checked
// nil: the helper is not its continuation, and nothing is reported.
package checkedslot

import (
	"context"
	"os"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var mu sync.Mutex

func helper(ctx context.Context, name string) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(data)), nil
}

// read: the handler returns helper's results only when its error is nil.
func read(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	mu.Lock()
	defer mu.Unlock()
	res, err = helper(ctx, req.GetString("name", ""))
	if err == nil {
		return
	}
	return mcp.NewToolResultError("could not read the file"), nil
}

func New() *server.MCPServer {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("read"), read)
	return s
}
