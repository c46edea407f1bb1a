package gosdk

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"opaquemsg/msgs"
)

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "typed"}, typed)
	mcp.AddTool(s, &mcp.Tool{Name: "helpers"}, viaHelpers)
	s.AddTool(&mcp.Tool{Name: "raw"}, raw)
	mcp.AddTool(s, &mcp.Tool{Name: "sorted"}, sorted)
	mcp.AddTool(s, &mcp.Tool{Name: "logging"}, logging)
	mcp.AddTool(s, &mcp.Tool{Name: "contents"}, contents)
	mcp.AddTool(s, &mcp.Tool{Name: "contentsSaid"}, contentsSaid)
}

func failure(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// contents falls through every case it handles to a last return whose
// text says nothing of why (github-mcp-server's get_file_contents).
func contents(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	file, dir := lookup(a.Path)
	if file != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: *file}}}, nil, nil
	}
	if dir != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(len(dir))}}}, nil, nil
	}
	return failure("failed to get file contents"), nil, nil // want `^tool failure text "failed to get file contents" is the handler's last return, after every case it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
}

func lookup(path string) (*string, []string) {
	if path == "" {
		return nil, nil
	}
	return &path, nil
}

// contentsSaid says why at its last return: not reported.
func contentsSaid(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if _, dir := lookup(a.Path); dir != nil {
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fmt.Sprint(len(dir))}}}, nil, nil
	}
	return failure("the path is neither a file nor a directory: pass a path the repository has"), nil, nil
}

// A failed notification to the client says only that the connection
// failed: a text without it drops nothing the model could act on (go-sdk
// examples/server/everything). A failed read still counts.
func logging(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := req.Session.Log(ctx, &mcp.LoggingMessageParams{Data: "something happened", Level: "error"}); err != nil {
		return nil, nil, fmt.Errorf("log failed")
	}
	if _, err := os.ReadFile(a.Path); err != nil {
		return nil, nil, fmt.Errorf("read failed") // want `^tool failure text "read failed" leaves out the error it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return nil, nil, nil
}

type in struct {
	Path    string `json:"path"`
	MaxSize int    `json:"max_size"`
}

// A typed handler's error text becomes the isError content.
func typed(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if a.Path == "" {
		return nil, nil, errors.New("invalid arguments") // want `^tool failure text "invalid arguments" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	data, err := os.ReadFile(a.Path)
	if err != nil {
		return nil, nil, fmt.Errorf("failed to read file") // want `^tool failure text "failed to read file" leaves out the error it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	if _, err := os.Stat(a.Path + ".lock"); err != nil {
		return nil, nil, fmt.Errorf("failed to read file: %w", err)
	}
	if len(data) > a.MaxSize {
		return nil, nil, fmt.Errorf("file is %d bytes, over max_size: raise max_size or pick a smaller file", len(data))
	}
	if _, err := os.Stat(a.Path + ".size"); err != nil {
		// Names the typed argument (its Go field name).
		return nil, nil, errors.New("failed to check maxsize")
	}
	return nil, nil, nil
}

var errBusy = errors.New("Error: try again later") // want `^tool failure text "Error: try again later" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\) \(1 handler sends it\)$`

var errIndex = errors.New("the index is rebuilding: retry in a minute")

func load(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, errors.New("could not load index") // want `^tool failure text "could not load index" leaves out the error it handles: the model cannot tell why it failed or whether retrying helps; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\) \(1 handler sends it\)$`
	}
	if len(data) == 0 {
		return nil, errBusy
	}
	if len(data) == 1 {
		return nil, errIndex
	}
	if len(data) == 2 {
		return nil, msgs.ErrGeneric // another package's sentinel: not followed
	}
	return data, nil
}

func check(path string) error {
	if _, err := load(path); err != nil {
		return err
	}
	return nil
}

// Errors written by helpers of this package are judged where written.
func viaHelpers(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	if err := check(a.Path); err != nil {
		return nil, nil, err
	}
	res := &mcp.CallToolResult{}
	if _, err := load(a.Path + ".bak"); err != nil {
		res.SetError(err)
		return res, nil, nil
	}
	return nil, nil, nil
}

// Not a handler: its generic text is never a tool failure.
func unused() error { return errors.New("operation failed") }

// A raw handler's error leaves as a JSON-RPC error; the text still counts.
func raw(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.Params.Arguments) == 0 {
		return nil, errors.New("bad request") // want `^tool failure text "bad request" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	if len(req.Params.Arguments) == 1 {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "Internal Server Error"}}}, nil // want `^tool failure text "Internal Server Error" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "Operation failed"}}}, nil
}

var errInternal = errors.New("internal error")

func fetch(path string) error {
	if path == "" {
		return errInternal
	}
	return fmt.Errorf("cannot fetch %s", path)
}

// The handler sorts errInternal out before it returns the rest: the
// sentinel's text never reaches this return.
func sorted(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	err := fetch(a.Path)
	if errors.Is(err, errInternal) {
		return nil, nil, errors.New("the fetch service is down: retry in a minute")
	}
	if err != nil {
		return nil, nil, err
	}
	if err := check(a.Path); err != nil {
		return nil, nil, errors.New(msgs.Internal) // want `^tool failure text "internal error" is a generic phrase: the model cannot tell what failed or what to do next; say what failed, which input or rule, and the next step \(retry later, change the input, or do not retry and tell the user\)$`
	}
	return nil, nil, nil
}
