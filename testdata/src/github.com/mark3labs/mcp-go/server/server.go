// Package server is a hand-written stub of github.com/mark3labs/mcp-go/server
// for analysistest (GOPATH mode). Only the API surface matters; bodies are minimal.
package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"github.com/mark3labs/mcp-go/mcp"
)

var (
	ErrUnsupported      = errors.New("not supported")
	ErrResourceNotFound = errors.New("resource not found")
	ErrPromptNotFound   = errors.New("prompt not found")
	ErrToolNotFound     = errors.New("tool not found")
	ErrSessionNotFound  = errors.New("session not found")
)

type ToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error)

type TaskToolHandlerFunc func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CreateTaskResult, error)

type ToolHandlerMiddleware func(ToolHandlerFunc) ToolHandlerFunc

type PromptHandlerFunc func(ctx context.Context, request mcp.GetPromptRequest) (*mcp.GetPromptResult, error)

type ResourceHandlerFunc func(ctx context.Context, request mcp.ReadResourceRequest) ([]mcp.ResourceContents, error)

type ServerTool struct {
	Tool    mcp.Tool
	Handler ToolHandlerFunc
}

type ServerTaskTool struct {
	Tool    mcp.Tool
	Handler TaskToolHandlerFunc
}

type ServerPrompt struct {
	Prompt  mcp.Prompt
	Handler PromptHandlerFunc
}

type ServerResource struct {
	Resource mcp.Resource
	Handler  ResourceHandlerFunc
}

type MCPServer struct {
	name, version   string
	instructions    string
	recover         bool
	validateInput   bool
	tools           map[string]ServerTool
	taskTools       map[string]ServerTaskTool
	sessionTools    map[string]map[string]ServerTool
	prompts         map[string]ServerPrompt
	resources       map[string]ServerResource
	toolMiddlewares []ToolHandlerMiddleware
	// As in v1.2.1: an unexported logger, out of reach of user code.
	requestLogger *slog.Logger
}

type ServerOption func(*MCPServer)

func NewMCPServer(name, version string, opts ...ServerOption) *MCPServer {
	s := &MCPServer{
		name:         name,
		version:      version,
		tools:        map[string]ServerTool{},
		taskTools:    map[string]ServerTaskTool{},
		sessionTools: map[string]map[string]ServerTool{},
		prompts:      map[string]ServerPrompt{},
		resources:    map[string]ServerResource{},
	}
	for _, opt := range opts {
		opt(s)
	}
	return s
}

func WithToolHandlerMiddleware(toolHandlerMiddleware ToolHandlerMiddleware) ServerOption {
	return func(s *MCPServer) { s.toolMiddlewares = append(s.toolMiddlewares, toolHandlerMiddleware) }
}

func WithRecovery() ServerOption {
	return WithToolHandlerMiddleware(func(next ToolHandlerFunc) ToolHandlerFunc {
		return func(ctx context.Context, request mcp.CallToolRequest) (result *mcp.CallToolResult, err error) {
			defer func() {
				if r := recover(); r != nil {
					err = fmt.Errorf("panic recovered in %s tool handler: %v", request.Params.Name, r)
				}
			}()
			return next(ctx, request)
		}
	})
}

func WithInputSchemaValidation() ServerOption {
	return func(s *MCPServer) { s.validateInput = true }
}

func WithInstructions(instructions string) ServerOption {
	return func(s *MCPServer) { s.instructions = instructions }
}

func WithToolCapabilities(listChanged bool) ServerOption {
	return func(s *MCPServer) {}
}

func WithPromptCapabilities(listChanged bool) ServerOption {
	return func(s *MCPServer) {}
}

func WithResourceCapabilities(subscribe, listChanged bool) ServerOption {
	return func(s *MCPServer) {}
}

func WithLogging() ServerOption {
	return func(s *MCPServer) {}
}

func (s *MCPServer) AddTool(tool mcp.Tool, handler ToolHandlerFunc) {
	s.AddTools(ServerTool{Tool: tool, Handler: handler})
}

func (s *MCPServer) AddTools(tools ...ServerTool) {
	for _, t := range tools {
		s.tools[t.Tool.Name] = t
	}
}

func (s *MCPServer) SetTools(tools ...ServerTool) {
	s.tools = map[string]ServerTool{}
	s.AddTools(tools...)
}

func (s *MCPServer) DeleteTools(names ...string) {
	for _, n := range names {
		delete(s.tools, n)
	}
}

func (s *MCPServer) GetTool(toolName string) *ServerTool {
	if t, ok := s.tools[toolName]; ok {
		return &t
	}
	return nil
}

func (s *MCPServer) AddTaskTool(tool mcp.Tool, handler TaskToolHandlerFunc) {
	s.AddTaskTools(ServerTaskTool{Tool: tool, Handler: handler})
}

func (s *MCPServer) AddTaskTools(taskTools ...ServerTaskTool) {
	for _, t := range taskTools {
		s.taskTools[t.Tool.Name] = t
	}
}

func (s *MCPServer) AddSessionTool(sessionID string, tool mcp.Tool, handler ToolHandlerFunc) error {
	return s.AddSessionTools(sessionID, ServerTool{Tool: tool, Handler: handler})
}

func (s *MCPServer) AddSessionTools(sessionID string, tools ...ServerTool) error {
	m, ok := s.sessionTools[sessionID]
	if !ok {
		return ErrSessionNotFound
	}
	for _, t := range tools {
		m[t.Tool.Name] = t
	}
	return nil
}

func (s *MCPServer) Use(mw ...ToolHandlerMiddleware) {
	s.toolMiddlewares = append(s.toolMiddlewares, mw...)
}

func (s *MCPServer) AddPrompt(prompt mcp.Prompt, handler PromptHandlerFunc) {
	s.AddPrompts(ServerPrompt{Prompt: prompt, Handler: handler})
}

func (s *MCPServer) AddPrompts(prompts ...ServerPrompt) {
	for _, p := range prompts {
		s.prompts[p.Prompt.Name] = p
	}
}

func (s *MCPServer) AddResource(resource mcp.Resource, handler ResourceHandlerFunc) {
	s.AddResources(ServerResource{Resource: resource, Handler: handler})
}

func (s *MCPServer) AddResources(resources ...ServerResource) {
	for _, r := range resources {
		s.resources[r.Resource.URI] = r
	}
}

// ClientSession is a client's session with the server.
type ClientSession interface {
	Initialize()
	Initialized() bool
	NotificationChannel() chan<- mcp.JSONRPCNotification
	SessionID() string
}

type clientSessionKey struct{}

// ClientSessionFromContext returns the session of a request's context, or
// nil.
func ClientSessionFromContext(ctx context.Context) ClientSession {
	if s, ok := ctx.Value(clientSessionKey{}).(ClientSession); ok {
		return s
	}
	return nil
}

// SendNotificationToClient sends a notification to the request's client.
func (s *MCPServer) SendNotificationToClient(ctx context.Context, method string, params map[string]any) error {
	if ClientSessionFromContext(ctx) == nil {
		return errors.New("notification not initialized")
	}
	return nil
}
