package server

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// RequestRoots asks the request's client for its roots.
func (s *MCPServer) RequestRoots(ctx context.Context, request mcp.ListRootsRequest) (*mcp.ListRootsResult, error) {
	return nil, errors.New("session does not support roots")
}
