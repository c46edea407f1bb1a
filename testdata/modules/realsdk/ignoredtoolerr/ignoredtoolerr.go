// Package ignoredtoolerr checks tool results of the real SDKs' clients.
package ignoredtoolerr

import (
	"context"
	"errors"
	"fmt"

	mcpgoclient "github.com/mark3labs/mcp-go/client"
	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func goSDKUnchecked(ctx context.Context, s *mcp.ClientSession) (string, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return "", err
	}
	return res.Content[0].(*mcp.TextContent).Text, nil // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

func goSDKChecked(ctx context.Context, s *mcp.ClientSession) (string, error) {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "search"})
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("search: %v", res.Content)
	}
	return res.Content[0].(*mcp.TextContent).Text, nil
}

func goSDKDrops(ctx context.Context, s *mcp.ClientSession) error {
	res, err := s.CallTool(ctx, &mcp.CallToolParams{Name: "delete"})
	if err != nil {
		return err
	}
	if res.IsError {
		return errors.New("tool execution resulted in error") // want `^res\.IsError branch returns an error without the tool result's content: the server's written reason for the failure is lost; put the text of res\.Content in the error$`
	}
	return nil
}

func mcpGoRaw(ctx context.Context, c *mcpgoclient.Client) ([]byte, error) {
	var req mcpgo.CallToolRequest
	req.Params.Name = "weather"
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return nil, err
	}
	return res.RawStructuredContent, nil // want `^res\.RawStructuredContent is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

func mcpGoInterface(ctx context.Context, c mcpgoclient.MCPClient) (string, error) {
	var req mcpgo.CallToolRequest
	req.Params.Name = "search"
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", errors.New(mcpgo.GetTextFromContent(res.Content[0]))
	}
	return mcpgo.GetTextFromContent(res.Content[0]), nil
}
