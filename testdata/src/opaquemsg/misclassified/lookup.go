package misclassified

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// planID returns the client's errors unchanged and writes "not found"
// only when the call succeeded and found nothing, as github-mcp-server's
// getLabelID (labels.go:458): the text is one of its errors, not one
// written for all of them. Not reported, neither here nor where a
// handler sends the error's text.
func planID(ctx context.Context, name string) (string, error) {
	p, err := c.ReadPlan(ctx, name)
	if err != nil {
		return "", err
	}
	if p.ID == "" {
		return "", fmt.Errorf("plan %q not found", name)
	}
	return p.ID, nil
}

func labelOf(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := planID(ctx, req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(id), nil
}

func registerLookup(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("labelOf"), labelOf)
}
