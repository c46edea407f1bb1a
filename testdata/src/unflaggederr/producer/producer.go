// Package producer keeps its tools' bodies in methods that return the
// project's own result, which the handlers convert into the SDK's: the
// result's IsError becomes the SDK result's, so a failure written
// without it is sent as a success.
package producer

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// ToolResult is the project's result.
type ToolResult struct {
	Content []Content
	IsError bool
}

// Content is one content of a ToolResult.
type Content struct {
	Type string
	Text string
}

// App holds the tools.
type App struct{ dir string }

// publish forgets IsError on its failure path.
func (a *App) publish(ctx context.Context, title string) *ToolResult {
	if err := os.Mkdir(a.dir+"/"+title, 0o755); err != nil {
		return &ToolResult{Content: []Content{{Type: "text", Text: "could not publish: the title is taken, pick another title"}}} // want `^tool function reports a failure in a result without producer.ToolResult.IsError: its text says "could not" after an error check, and the adapter copies producer.ToolResult.IsError into isError, so the model is told the call worked; set IsError to true$`
	}
	return &ToolResult{Content: []Content{{Type: "text", Text: "published " + title}}}
}

// remove flags its failure: nothing to report.
func (a *App) remove(ctx context.Context, title string) *ToolResult {
	if err := os.Remove(a.dir + "/" + title); err != nil {
		return &ToolResult{Content: []Content{{Type: "text", Text: "could not remove the post: it does not exist, list the posts first"}}, IsError: true}
	}
	return &ToolResult{Content: []Content{{Type: "text", Text: "removed " + title}}}
}

// convert turns the project's result into the SDK's.
func convert(r *ToolResult) *mcp.CallToolResult {
	var contents []mcp.Content
	for _, c := range r.Content {
		contents = append(contents, &mcp.TextContent{Text: c.Text})
	}
	return &mcp.CallToolResult{Content: contents, IsError: r.IsError}
}

// Args are the tools' arguments.
type Args struct {
	Title string `json:"title"`
}

// Register adds the tools.
func Register(s *mcp.Server, a *App) {
	mcp.AddTool(s, &mcp.Tool{Name: "publish"}, func(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
		return convert(a.publish(ctx, args.Title)), nil, nil
	})
	mcp.AddTool(s, &mcp.Tool{Name: "remove"}, func(ctx context.Context, req *mcp.CallToolRequest, args Args) (*mcp.CallToolResult, any, error) {
		return convert(a.remove(ctx, args.Title)), nil, nil
	})
}
