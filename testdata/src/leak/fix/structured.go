package fix

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type notesArgs struct{ Path string }

type notesOut struct{ Data string }

// mcp-go's NewStructuredToolHandler sends a returned error as
// "tool execution failed: " + err.Error() in an isError result.
func readNotes(ctx context.Context, req mcp.CallToolRequest, a notesArgs) (notesOut, error) {
	b, err := os.ReadFile(a.Path)
	if err != nil {
		return notesOut{}, fmt.Errorf("read the notes file: %w", err) // want `^raw error from os \(os\.ReadFile\) reaches the isError result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return notesOut{Data: string(b)}, nil
}

func registerStructured(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("notes"), mcp.NewStructuredToolHandler(readNotes))
}
