// Package okelse: the else of a positive comma-ok check whose true side
// goes on with the work is a failure path when the text says failure
// (issue 15 §8, the else-branch gap).
package okelse

import (
	"context"
	"log"
	"strings"
	"sync"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

type index map[string]string

func (ix index) resolve(p string) (string, bool) { v, ok := ix[p]; return v, ok }

var docs = index{}

func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p := req.GetString("path", "")
	var filter string
	if doc, found := docs.resolve(p); found {
		filter = doc
	} else if strings.HasSuffix(p, "/") {
		filter = p
	} else {
		return mcp.NewToolResultText("path " + p + " was not found"), nil // want `^tool handler reports a failure in a result without IsError: its text says "not found" after a failed ok check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText("searched " + filter), nil
}

func lookup(ctx context.Context, req *gosdk.CallToolRequest) (*gosdk.CallToolResult, error) {
	var name string
	// "document not found" names nothing to act on: no fix (see fixSafe).
	if v, ok := docs.resolve(req.Params.Name); ok {
		name = v
	} else {
		return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: "document not found"}}}, nil // want `^tool handler reports a failure in a result without IsError: its text says "not found" after a failed ok check, and go-sdk sends a success result, so the model is told the call worked; set IsError: true in the result literal$`
	}
	return &gosdk.CallToolResult{Content: []gosdk.Content{&gosdk.TextContent{Text: name}}}, nil
}

// A dispatch: the true side returns, the else is the next case.
func describe(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if v, ok := req.GetArguments()["id"].(string); ok {
		return mcp.NewToolResultText("id " + v), nil
	} else {
		return mcp.NewToolResultText("no id given, listing unknown items"), nil
	}
}

// Both sides go on: the else text is a default, returned after the merge.
func greet(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	text := ""
	if v, ok := docs.resolve("greeting"); ok {
		text = v
	} else {
		text = "greeting not found, using hello"
	}
	return mcp.NewToolResultText(text), nil
}

// The text says nothing failed: not reported.
func cached(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v string
	if c, ok := docs.resolve("cache"); ok {
		v = c
	} else {
		return mcp.NewToolResultText("the cache is empty"), nil
	}
	return mcp.NewToolResultText(v), nil
}

// The else-if's condition is another bool: the dispatch's true side
// returns, so its else is still the next case.
func typed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s, ok := req.GetArguments()["x"].(string); ok {
		return mcp.NewToolResultText(s), nil
	} else if verbose {
		log.Print("x")
	} else {
		return mcp.NewToolResultText("unknown type, nothing to show"), nil
	}
	return mcp.NewToolResultText("verbose"), nil
}

var verbose bool

// Every case of the true side returns: a dispatch.
func kinds(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if s, ok := req.GetArguments()["kind"].(string); ok {
		switch s {
		case "a":
			return mcp.NewToolResultText("A"), nil
		default:
			return mcp.NewToolResultText(s), nil
		}
	} else {
		return mcp.NewToolResultText("unknown kind, listing all"), nil
	}
}

var running sync.Map

// A false loaded is the normal start, not a failure.
func start(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	var status string
	if prev, loaded := running.LoadOrStore(id, "running"); loaded {
		status = prev.(string)
	} else {
		return mcp.NewToolResultText("job " + id + " started; status unknown until it reports"), nil
	}
	return mcp.NewToolResultText("job already running: " + status), nil
}

type iter struct{}

func (iter) Next() (string, bool) { return "", false }

// A false more is the end of the list.
func sync2(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var it iter
	done := 0
	for {
		if _, more := it.Next(); more {
			done++
		} else {
			return mcp.NewToolResultText("synced, 0 errors, status of the rest unknown"), nil
		}
	}
}

func Register(s *server.MCPServer, g *gosdk.Server) {
	s.AddTool(mcp.NewTool("typed"), typed)
	s.AddTool(mcp.NewTool("kinds"), kinds)
	s.AddTool(mcp.NewTool("start"), start)
	s.AddTool(mcp.NewTool("sync"), sync2)
	s.AddTool(mcp.NewTool("search"), search)
	s.AddTool(mcp.NewTool("describe"), describe)
	s.AddTool(mcp.NewTool("greet"), greet)
	s.AddTool(mcp.NewTool("cached"), cached)
	g.AddTool(&gosdk.Tool{Name: "lookup"}, lookup)
}
