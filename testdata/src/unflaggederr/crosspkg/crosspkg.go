package crosspkg

import (
	"context"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"unflaggederr/helpers"
)

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "get"}, get)
	mcp.AddTool(s, &mcp.Tool{Name: "conditional"}, conditional)
	s.AddTool(&mcp.Tool{Name: "raw"}, raw)
}

type in struct{ Name string }

var errUnknown = errors.New("unknown name")

func resolve(name string) (string, error) {
	if name == "" {
		return "", errUnknown
	}
	return "/srv/" + name, nil
}

// Helpers from another package, known through their facts: a success
// helper with a flagged twin gets a call of the twin; one without a twin
// gets no fix; a flagged helper is not reported.
func get(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	path, err := resolve(a.Name)
	if err != nil {
		return helpers.Text("cannot resolve " + a.Name + ": " + err.Error()) // want `^typed tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and go-sdk sends a success result, so the model is told the call worked; call helpers\.Error instead of helpers\.Text$`
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return helpers.Report("reading "+a.Name+" failed", err) // want `^typed tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and go-sdk sends a success result, so the model is told the call worked; build it with a helper that sets IsError, or set IsError = true on the result, and since the text shows another module's error \(os\.ReadFile\), log that error and write instead what failed and whether to retry, change the input or stop$`
	}
	if len(data) == 0 {
		return helpers.Error("file " + a.Name + " is empty: write it first")
	}
	if _, err := resolve(string(data)); err != nil {
		return helpers.Text("No such link target") // want `^typed tool handler reports a failure in a result without IsError: its text says "no such" after an error check, and go-sdk sends a success result, so the model is told the call worked; call helpers\.Error instead of helpers\.Text$`
	}
	return helpers.Text(string(data))
}

func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := resolve(string(req.Params.Arguments)); err != nil {
		return helpers.Flagged("name lookup failed: " + err.Error()), nil
	}
	return &mcp.CallToolResult{}, nil
}

// Not reported: a helper that flags its result when its error argument is
// non-nil, called with the checked error.
func conditional(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	path, err := resolve(a.Name)
	if err != nil {
		return helpers.Result("", err)
	}
	return helpers.Result(path, nil)
}
