// Package rawstruct reads mcp-go's RawStructuredContent, the structured
// content as the client received it: a read of the result's content like
// Content and StructuredContent, so IsError must be checked first.
package rawstruct

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

func weather(ctx context.Context, c *client.Client) (json.RawMessage, error) {
	var req mcp.CallToolRequest
	req.Params.Name = "weather"
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return nil, err
	}
	return res.RawStructuredContent, nil // want `^res\.RawStructuredContent is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

func checked(ctx context.Context, c *client.Client) (json.RawMessage, error) {
	var req mcp.CallToolRequest
	req.Params.Name = "weather"
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return nil, errors.New("the weather tool failed: " + mcp.GetTextFromContent(res.Content[0]))
	}
	return res.RawStructuredContent, nil
}
