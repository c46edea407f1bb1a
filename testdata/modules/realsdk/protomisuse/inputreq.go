package protomisuse

import (
	"context"

	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

// RegisterInput registers go-sdk tools that ask the client for input.
func RegisterInput(s *gomcp.Server) {
	s.AddTool(&gomcp.Tool{Name: "drop"}, drop)
}

func drop(ctx context.Context, req *gomcp.CallToolRequest) (*gomcp.CallToolResult, error) {
	ask := gomcp.InputRequestMap{"confirm": &gomcp.ElicitParams{Message: "Drop the table?"}}
	if _, ok := req.Params.InputResponses["confirm"]; ok {
		return &gomcp.CallToolResult{Content: []gomcp.Content{&gomcp.TextContent{Text: "dropped"}}}, nil
	}
	if req.Params.Name == "" {
		return &gomcp.CallToolResult{InputRequests: ask}, nil // the requests alone: not reported
	}
	return &gomcp.CallToolResult{InputRequests: ask, Content: []gomcp.Content{&gomcp.TextContent{Text: "needs confirmation"}}}, nil // want `^tool handler returns a result with both InputRequests and content: go-sdk answers it with a JSON-RPC error \(code -32603\) "server bug: result has both content and inputRequests", a server bug by its own words, so the client is asked nothing and the model reads nothing; an input-required result carries its requests alone: send the content in the result of the retry that has the answers$`
}
