package nilerr

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// mcp-go: the error checked above is nil where the text is made.
func copyFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	src := req.GetString("src", "")
	data, err := os.ReadFile(src)
	if err != nil {
		return mcp.NewToolResultErrorf("cannot read %s: %v", src, err), nil // a real cause: not reported
	}
	if len(data) == 0 {
		return mcp.NewToolResultErrorf("copying %s failed: %v", src, err), nil // want `formats an error that is nil here: the model reads "copying %v failed: <nil>"`
	}
	if err := os.WriteFile(src+".bak", data, 0o600); err == nil {
		return nil, fmt.Errorf("backup of %s written, but: %v", src, err) // want `formats an error that is nil here`
	}
	return mcp.NewToolResultText("copied"), nil
}

// mcp-go: NewToolResultErrorFromErr checks its error for nil and shows
// only the text then: no "<nil>", not reported here.
func fromErr(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.Stat(req.GetString("path", ""))
	if err == nil {
		return mcp.NewToolResultErrorFromErr("the path already exists: pick another name", err), nil
	}
	return mcp.NewToolResultText("free"), nil
}

func registerGo(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("copy"), copyFile)
	s.AddTool(mcp.NewTool("fromerr"), fromErr)
}
