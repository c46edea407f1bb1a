package crosspkg

import (
	"context"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"opaquemsg/helpers"
)

type in struct{ Name string }

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, get)
}

// Texts passed to result helpers of another package, through their
// BuilderFacts.
func get(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Name == "" {
		return helpers.Fail("Operation failed") // want `^tool failure text "Operation failed" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	if _, err := os.Stat(a.Name); err != nil {
		// The helper appends the error when it is not nil.
		return helpers.FailErr("failed to stat", err)
	}
	if _, err := os.Stat(a.Name + ".x"); err != nil {
		return helpers.Fail("failed to stat the resource") // want `^tool failure text "failed to stat the resource" leaves out the error it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	if a.Name == "x" {
		return helpers.Text("failed") // a success text
	}
	return helpers.Fail("resource " + a.Name + " is locked: do not retry, ask the user to unlock it")
}
