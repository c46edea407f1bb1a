// Package client is a hand-written stub of github.com/mark3labs/mcp-go/client
// for analysistest (GOPATH mode). Only the API surface matters; bodies are minimal.
package client

import (
	"context"
	"errors"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type MCPClient interface {
	Initialize(ctx context.Context, request mcp.InitializeRequest) (*mcp.InitializeResult, error)
	Ping(ctx context.Context) error
	ListResourcesByPage(ctx context.Context, request mcp.ListResourcesRequest) (*mcp.ListResourcesResult, error)
	ListResources(ctx context.Context, request mcp.ListResourcesRequest) (*mcp.ListResourcesResult, error)
	ListResourceTemplatesByPage(ctx context.Context, request mcp.ListResourceTemplatesRequest) (*mcp.ListResourceTemplatesResult, error)
	ListResourceTemplates(ctx context.Context, request mcp.ListResourceTemplatesRequest) (*mcp.ListResourceTemplatesResult, error)
	ReadResource(ctx context.Context, request mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error)
	Subscribe(ctx context.Context, request mcp.SubscribeRequest) error
	Unsubscribe(ctx context.Context, request mcp.UnsubscribeRequest) error
	ListPromptsByPage(ctx context.Context, request mcp.ListPromptsRequest) (*mcp.ListPromptsResult, error)
	ListPrompts(ctx context.Context, request mcp.ListPromptsRequest) (*mcp.ListPromptsResult, error)
	GetPrompt(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error)
	ListToolsByPage(ctx context.Context, request mcp.ListToolsRequest) (*mcp.ListToolsResult, error)
	ListTools(ctx context.Context, request mcp.ListToolsRequest) (*mcp.ListToolsResult, error)
	CallTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)
	SetLevel(ctx context.Context, request mcp.SetLevelRequest) error
	Complete(ctx context.Context, request mcp.CompleteRequest) (*mcp.CompleteResult, error)
	Close() error
	OnNotification(handler func(notification mcp.JSONRPCNotification))
}

type Client struct {
	cmd           *exec.Cmd
	server        *server.MCPServer
	initialized   bool
	notifications []func(mcp.JSONRPCNotification)
}

var _ MCPClient = (*Client)(nil)

type ClientOption func(*Client)

func NewStdioMCPClient(command string, env []string, args ...string) (*Client, error) {
	cmd := exec.Command(command, args...)
	cmd.Env = env
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &Client{cmd: cmd}, nil
}

func NewInProcessClient(server *server.MCPServer) (*Client, error) {
	return &Client{server: server}, nil
}

func NewInProcessClientWithOptions(mcpServer *server.MCPServer, options ...ClientOption) (*Client, error) {
	c := &Client{server: mcpServer}
	for _, opt := range options {
		opt(c)
	}
	return c, nil
}

func (c *Client) Start(ctx context.Context) error { return nil }

func (c *Client) Initialize(ctx context.Context, request mcp.InitializeRequest) (*mcp.InitializeResult, error) {
	c.initialized = true
	return &mcp.InitializeResult{ProtocolVersion: request.Params.ProtocolVersion}, nil
}

func (c *Client) IsInitialized() bool { return c.initialized }

func (c *Client) Ping(ctx context.Context) error { return nil }

func (c *Client) CallTool(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if !c.initialized {
		return nil, errors.New("client not initialized")
	}
	return &mcp.CallToolResult{}, nil
}

func (c *Client) ListToolsByPage(ctx context.Context, request mcp.ListToolsRequest) (*mcp.ListToolsResult, error) {
	return &mcp.ListToolsResult{}, nil
}

func (c *Client) ListTools(ctx context.Context, request mcp.ListToolsRequest) (*mcp.ListToolsResult, error) {
	return c.ListToolsByPage(ctx, request)
}

func (c *Client) ListResourcesByPage(ctx context.Context, request mcp.ListResourcesRequest) (*mcp.ListResourcesResult, error) {
	return &mcp.ListResourcesResult{}, nil
}

func (c *Client) ListResources(ctx context.Context, request mcp.ListResourcesRequest) (*mcp.ListResourcesResult, error) {
	return c.ListResourcesByPage(ctx, request)
}

func (c *Client) ListResourceTemplatesByPage(ctx context.Context, request mcp.ListResourceTemplatesRequest) (*mcp.ListResourceTemplatesResult, error) {
	return &mcp.ListResourceTemplatesResult{}, nil
}

func (c *Client) ListResourceTemplates(ctx context.Context, request mcp.ListResourceTemplatesRequest) (*mcp.ListResourceTemplatesResult, error) {
	return c.ListResourceTemplatesByPage(ctx, request)
}

func (c *Client) Subscribe(ctx context.Context, request mcp.SubscribeRequest) error { return nil }

func (c *Client) Unsubscribe(ctx context.Context, request mcp.UnsubscribeRequest) error { return nil }

func (c *Client) ListPromptsByPage(ctx context.Context, request mcp.ListPromptsRequest) (*mcp.ListPromptsResult, error) {
	return &mcp.ListPromptsResult{}, nil
}

func (c *Client) ListPrompts(ctx context.Context, request mcp.ListPromptsRequest) (*mcp.ListPromptsResult, error) {
	return c.ListPromptsByPage(ctx, request)
}

func (c *Client) SetLevel(ctx context.Context, request mcp.SetLevelRequest) error { return nil }

func (c *Client) Complete(ctx context.Context, request mcp.CompleteRequest) (*mcp.CompleteResult, error) {
	return &mcp.CompleteResult{}, nil
}

func (c *Client) OnNotification(handler func(notification mcp.JSONRPCNotification)) {
	c.notifications = append(c.notifications, handler)
}

func (c *Client) GetPrompt(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
	return &mcp.GetPromptResult{}, nil
}

func (c *Client) ReadResource(ctx context.Context, request mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	return &mcp.ReadResourceResult{}, nil
}

func (c *Client) Close() error {
	if c.cmd != nil && c.cmd.Process != nil {
		return c.cmd.Process.Kill()
	}
	return nil
}
