// Package inputreq holds go-sdk handlers that ask the client for input
// (protocol 2026-07-28's input-required result): such a result carries its
// requests alone, and go-sdk v1.7.0+ answers one that also has content
// with JSON-RPC -32603 "server bug: result has both content and
// inputRequests".
package inputreq

import (
	"context"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "delete"}, deleteItem)
	s.AddTool(&mcp.Tool{Name: "made"}, madeMap)
	s.AddTool(&mcp.Tool{Name: "alone"}, alone)
	s.AddTool(&mcp.Tool{Name: "branches"}, branches)
	s.AddTool(&mcp.Tool{Name: "cleared"}, cleared)
	s.AddTool(&mcp.Tool{Name: "given"}, given(nil))
	mcp.AddTool(s, &mcp.Tool{Name: "summary"}, summary)
	mcp.AddTool(s, &mcp.Tool{Name: "typedAlone"}, typedAlone)
}

func confirm() *mcp.ElicitParams {
	return &mcp.ElicitParams{Message: "Type the item's ID to confirm the deletion."}
}

// The question and a text in one result: -32603.
func deleteItem(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, ok := req.Params.InputResponses["confirm"]; !ok {
		return &mcp.CallToolResult{ // want `^tool handler returns a result with both InputRequests and content: go-sdk answers it with a JSON-RPC error \(code -32603\) "server bug: result has both content and inputRequests", a server bug by its own words, so the client is asked nothing and the model reads nothing; an input-required result carries its requests alone: send the content in the result of the retry that has the answers$`
			InputRequests: mcp.InputRequestMap{"confirm": confirm()},
			Content:       []mcp.Content{&mcp.TextContent{Text: "Deleting the item needs your confirmation."}},
		}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "deleted"}}}, nil
}

// The requests in a map made and filled later, the content appended.
func madeMap(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	res.Content = append(res.Content, &mcp.TextContent{Text: "one more thing"})
	res.InputRequests = make(mcp.InputRequestMap)
	res.InputRequests["confirm"] = confirm()
	return res, nil // want `^tool handler returns a result with both InputRequests and content: go-sdk answers it with a JSON-RPC error \(code -32603\) "server bug: result has both content and inputRequests", a server bug by its own words, so the client is asked nothing and the model reads nothing; an input-required result carries its requests alone: send the content in the result of the retry that has the answers$`
}

// A typed handler's structured content counts as content too.
func summary(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, any, error) {
	res := &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{"confirm": confirm()}}
	res.StructuredContent = struct{ Pending int }{Pending: 3}
	return res, nil, nil // want `^typed tool handler returns a result with both InputRequests and content: go-sdk answers it with a JSON-RPC error \(code -32603\) "server bug: result has both content and inputRequests", a server bug by its own words, so the client is asked nothing and the model reads nothing; an input-required result carries its requests alone: send the content in the result of the retry that has the answers$`
}

// The requests alone: the input-required result as the spec has it.
func alone(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, ok := req.Params.InputResponses["confirm"]; !ok {
		return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{"confirm": confirm()}}, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "done"}}}, nil
}

// A typed handler's Out beside the requests: go-sdk leaves it out.
type pending struct{ N int }

func typedAlone(ctx context.Context, req *mcp.CallToolRequest, in struct{}) (*mcp.CallToolResult, pending, error) {
	if _, ok := req.Params.InputResponses["confirm"]; !ok {
		return &mcp.CallToolResult{InputRequests: mcp.InputRequestMap{"confirm": confirm()}}, pending{N: 1}, nil
	}
	return nil, pending{}, nil
}

// The requests on one path, the content on another.
func branches(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{}
	if _, ok := req.Params.InputResponses["confirm"]; !ok {
		res.InputRequests = mcp.InputRequestMap{"confirm": confirm()}
	} else {
		res.Content = []mcp.Content{&mcp.TextContent{Text: "done"}}
	}
	return res, nil
}

// Content set, then cleared before the requests are added.
func cleared(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res := &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "working"}}}
	if _, ok := req.Params.InputResponses["confirm"]; !ok {
		res.Content = nil
		res.InputRequests = mcp.InputRequestMap{"confirm": confirm()}
	}
	return res, nil
}

// Requests from elsewhere may be nil: nothing is known.
func given(reqs mcp.InputRequestMap) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{InputRequests: reqs, Content: []mcp.Content{&mcp.TextContent{Text: "asking"}}}, nil
	}
}
