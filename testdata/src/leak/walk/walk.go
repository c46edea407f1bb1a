// Package walk: a walk of a file tree passes every error it meets to the
// function it is given and returns what that returns. A function that
// returns only nil, SkipDir or SkipAll makes the walk's error never
// happen (mcp-filesystem-server's search_files.go, a newcomer's trial):
// nothing to report. One that returns the error it is given, or one of
// its own calls', does fail.
package walk

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var found []string
	err := filepath.Walk(req.GetString("root", ""), func(path string, info os.FileInfo, err error) error {
		if err != nil {
			return nil // skip what cannot be read
		}
		if info.IsDir() && info.Name() == ".git" {
			return filepath.SkipDir
		}
		found = append(found, path)
		return nil
	})
	if err != nil {
		return mcp.NewToolResultError("search failed: " + err.Error()), nil
	}
	err = filepath.WalkDir(req.GetString("root", ""), func(path string, d fs.DirEntry, err error) error {
		if len(found) > 100 {
			return fs.SkipAll
		}
		return nil
	})
	if err != nil {
		return mcp.NewToolResultError("search failed: " + err.Error()), nil
	}
	return mcp.NewToolResultText(found[0]), nil
}

func strict(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	err := filepath.Walk(req.GetString("root", ""), func(path string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		_, err = os.ReadFile(path)
		return err
	})
	if err != nil {
		return mcp.NewToolResultError("walk failed: " + err.Error()), nil // want `^raw error from path/filepath \(filepath\.Walk\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search"), search)
	s.AddTool(mcp.NewTool("strict"), strict)
}
