// Package versionprobe imports the go-sdk packages whose API the version-marker
// test in analyzers/internal/sdkmodel loads at v1.6.0.
package versionprobe

import (
	_ "github.com/modelcontextprotocol/go-sdk/jsonrpc"
	_ "github.com/modelcontextprotocol/go-sdk/mcp"
)
