// Package versionprobe imports the mcp-go packages whose API the version-marker
// test in analyzers/internal/sdkmodel loads at v0.58.0.
package versionprobe

import (
	_ "github.com/mark3labs/mcp-go/client"
	_ "github.com/mark3labs/mcp-go/mcp"
	_ "github.com/mark3labs/mcp-go/server"
)
