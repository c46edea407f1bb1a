package fix

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

// No fix: the text carries more than the error, the error is not the
// one checked, the source is not an error.
func nofix(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	_, err := os.ReadFile(path)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("reading %s: %v", path, err)), nil // want `raw error from os \(os.ReadFile\) reaches the tool result text`
	}
	_, serr := os.Stat(path)
	if len(path) > 10 {
		return mcp.NewToolResultError(serr.Error()), nil // want `raw error from os \(os.Stat\) reaches the tool result text`
	}
	return mcp.NewToolResultText("token " + os.Getenv("API_TOKEN")), nil // want `credential \(environment variable API_TOKEN\) reaches the tool result text`
}
