// Package utils builds the module's isError results through package clean.
package utils

import (
	"github.com/mark3labs/mcp-go/mcp"

	"leak/sanitize/clean"
)

// NewToolResultError returns an isError result with msg, sanitized.
func NewToolResultError(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(clean.PlainText(msg))
}

// LoggedError logs msg and shows a reference to the log.
func LoggedError(msg string) *mcp.CallToolResult {
	return mcp.NewToolResultError(clean.Ref(msg))
}
