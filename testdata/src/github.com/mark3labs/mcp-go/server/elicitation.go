package server

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// RequestURLElicitation asks a session's client to open a URL.
func (s *MCPServer) RequestURLElicitation(ctx context.Context, session ClientSession, elicitationID string, url string, message string) (*mcp.ElicitationResult, error) {
	return nil, errors.New("session does not support elicitation")
}

// SendElicitationComplete tells a session's client that a URL
// elicitation is done.
func (s *MCPServer) SendElicitationComplete(ctx context.Context, session ClientSession, elicitationID string) error {
	if session == nil {
		return errors.New("no active session")
	}
	return nil
}
