// Package frominput marks values in tool handlers: mark(v) is reported
// with whether v comes from the model's input alone (handlers.FromInput).
package frominput

import (
	"context"
	"encoding/json"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func mark(v any) {}

type point struct{ X, Y int }

type query struct{ Q string }

func handler(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	q, _ := args["q"].(string)
	mark(q)                              // want `^input=true$`
	mark(req.GetString("q", ""))         // want `^input=true$`
	mark(req.GetString("q", q))          // want `^input=true$`
	mark(req.GetString("q", os.Args[0])) // want `^input=false$`
	mark(req.Params.Name)                // want `^input=true$`
	mark(args["p"].(point).X)            // want `^input=true$`
	mark(args["pair"].([2]string)[1])    // want `^input=true$`
	mark(q + "/")                        // want `^input=true$`
	mark("a" + "b")                      // want `^input=false$`
	mark(-len(q))                        // want `^input=false$`
	mark(-req.GetInt("n", 0))            // want `^input=true$`
	mark(^req.GetInt("n", 0))            // want `^input=true$`
	mark(strings.ToUpper(q))             // want `^input=false$`
	mark(os.Getenv("HOME"))              // want `^input=false$`
	raw, _ := json.Marshal(args)
	var in query
	_ = json.Unmarshal(raw, &in)
	mark(in.Q) // want `^input=false$`
	var decoded query
	_ = req.BindArguments(&decoded)
	mark(decoded.Q) // want `^input=true$`
	var other query
	_ = json.Unmarshal([]byte(os.Getenv("Q")), &other)
	mark(other.Q) // want `^input=false$`
	var filled query
	fill(&filled)
	mark(filled.Q) // want `^input=false$`
	return mcp.NewToolResultText("ok"), nil
}

// fill writes q from the environment: a call given only q's address is
// no decoder of the input.
func fill(q *query) { q.Q = os.Getenv("Q") }

func main() {
	s := server.NewMCPServer("x", "1")
	s.AddTool(mcp.NewTool("t"), handler)
}
