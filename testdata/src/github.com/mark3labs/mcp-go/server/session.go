package server

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"
)

// SendNotificationToAllClients sends a notification to every active
// client; it reports no error.
func (s *MCPServer) SendNotificationToAllClients(method string, params map[string]any) {}

// SendNotificationToSpecificClient sends a notification to the client of
// a session.
func (s *MCPServer) SendNotificationToSpecificClient(sessionID string, method string, params map[string]any) error {
	return errors.New("session not found")
}

// SendLogMessageToClient sends a log message to the request's client.
func (s *MCPServer) SendLogMessageToClient(ctx context.Context, notification mcp.LoggingMessageNotification) error {
	if ClientSessionFromContext(ctx) == nil {
		return errors.New("notification not initialized")
	}
	return nil
}

// SendLogMessageToSpecificClient sends a log message to the client of a
// session.
func (s *MCPServer) SendLogMessageToSpecificClient(sessionID string, notification mcp.LoggingMessageNotification) error {
	return errors.New("session not found")
}
