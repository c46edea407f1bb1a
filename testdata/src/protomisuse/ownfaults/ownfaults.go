// Package ownfaults: a failure of what the server alone owns (its
// scratch directory, the files it writes there, the binary's embedded
// files at a path the code fixes) is a server fault, which the spec sends
// as a protocol error: not reported. A path the model gives, and what
// another module does with the scratch files, stay tool failures.
package ownfaults

import (
	"context"
	"embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/ownfaults/docs"
)

//go:embed prompts
var prompts embed.FS

const templateFile = "prompts/template.md"

// Tests point these at fakes; the program writes and reads real files.
var (
	writeFile = os.WriteFile
	readFile  = os.ReadFile
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("render"), render)
	s.AddTool(mcp.NewTool("save"), save)
	s.AddTool(mcp.NewTool("template"), template)
	s.AddTool(mcp.NewTool("prompt"), prompt)
	s.AddTool(mcp.NewTool("docs"), listDocs)
	s.AddTool(mcp.NewTool("check"), checkDocs)
	s.AddTool(mcp.NewTool("cleanup"), cleanup)
	s.AddTool(mcp.NewTool("moved"), moved)
	s.AddTool(mcp.NewTool("upload"), upload)
	s.AddTool(mcp.NewTool("readArg"), readArg)
	s.AddTool(mcp.NewTool("fallback"), fallback)
	s.AddTool(mcp.NewTool("promptVia"), promptVia)
	s.AddTool(mcp.NewTool("home"), home)
}

// The user's home directory is no scratch directory the handler made:
// what is in it is the user's, and a failure there is the tool's.
func home(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir, err := os.UserHomeDir()
	if err != nil {
		return mcp.NewToolResultError("no home directory to write the notes to"), nil
	}
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), nil, 0o644); err != nil {
		return nil, err // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText("saved"), nil
}

// A closure that only reads the scratch directory (diagram-as-code's
// deferred cleanup) leaves it the handler's.
func cleanup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir, err := os.MkdirTemp("", "cleanup")
	if err != nil {
		return nil, fmt.Errorf("failed to create temp directory: %v", err)
	}
	defer func() {
		if err := os.RemoveAll(dir); err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
	}()
	if err := writeFile(filepath.Join(dir, "input.yaml"), nil, 0o644); err != nil {
		return nil, fmt.Errorf("failed to write input file: %v", err)
	}
	return mcp.NewToolResultText("ok"), nil
}

// A closure that stores to the variable can point it anywhere.
func moved(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir, err := os.MkdirTemp("", "moved")
	if err != nil {
		return nil, fmt.Errorf("failed to create temp directory: %v", err)
	}
	pick := func() { dir = req.GetString("dir", dir) }
	pick()
	if err := writeFile(filepath.Join(dir, "input.yaml"), nil, 0o644); err != nil {
		return nil, fmt.Errorf("failed to write input file: %v", err) // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText("ok"), nil
}

func render(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	dir, err := os.MkdirTemp("", "render")
	if err != nil {
		return nil, fmt.Errorf("failed to create temp directory: %v", err)
	}
	defer os.RemoveAll(dir)
	in := filepath.Join(dir, "input.yaml")
	if err := writeFile(in, []byte(req.GetString("yaml", "")), 0o644); err != nil {
		return nil, fmt.Errorf("failed to write input file: %v", err)
	}
	out := filepath.Join(dir, "out", "diagram.png")
	if err := exec.CommandContext(ctx, "render", in, out).Run(); err != nil {
		return nil, fmt.Errorf("failed to render the diagram: %v", err) // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	data, err := readFile(out)
	if err != nil {
		return nil, fmt.Errorf("failed to read the diagram: %v", err)
	}
	return mcp.NewToolResultText(string(data)), nil
}

// The model names the directories: their failures are its to act on.
func save(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	target := req.GetString("dir", "")
	if err := os.MkdirAll(target, 0o755); err != nil {
		return nil, fmt.Errorf("failed to create output directory: %v", err) // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	dir, err := os.MkdirTemp(target, "save")
	if err != nil {
		return nil, err // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	if err := os.WriteFile(filepath.Join(dir, req.GetString("name", "")), nil, 0o644); err != nil {
		return nil, err // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText("saved"), nil
}

func readPrompt(name string) ([]byte, error) {
	b, err := prompts.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("failed to read embedded prompt %s: %v", name, err)
	}
	return b, nil
}

func template(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := readPrompt(templateFile)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

// The model names the embedded file: "not found" is its to act on.
func prompt(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := readPrompt(req.GetString("name", ""))
	if err != nil {
		return nil, err // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func listDocs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	names, err := docs.List()
	if err != nil {
		return nil, fmt.Errorf("failed to list documentation files: %v", err)
	}
	return mcp.NewToolResultText(fmt.Sprint(names)), nil
}

func checkDocs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := docs.Check(lint); err != nil {
		return nil, fmt.Errorf("documentation check failed: %v", err) // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText("ok"), nil
}

func lint(path string) error {
	_, err := os.Stat(path)
	return err
}

// The model names the pattern of the temporary file: "pattern contains
// path separator" is its to act on.
func upload(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := os.CreateTemp("", "upload-*-"+req.GetString("filename", ""))
	if err != nil {
		return nil, fmt.Errorf("cannot create the upload file: %w", err) // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	defer f.Close()
	return mcp.NewToolResultText(f.Name()), nil
}

// A comma-ok assertion of the model's argument, then a file: no crash,
// and reported.
func readArg(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	p, ok := req.GetArguments()["path"].(string)
	if !ok {
		return mcp.NewToolResultError("path must be a string: pass the file's path"), nil
	}
	b, err := os.ReadFile(p)
	if err != nil {
		return nil, err // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// The error returned in the branch of a failed embedded read is another
// call's: judged as that one.
func fallback(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := prompts.ReadFile(templateFile)
	if err != nil {
		return nil, fmt.Errorf("no template, and the fallback failed: %v", lint(req.GetString("path", ""))) // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// A closure's parameter is not the helper's: the model's name is read.
func readVia(fallback, key string) ([]byte, error) {
	var b []byte
	var err error
	load := func(p string) { b, err = prompts.ReadFile(p) }
	load(key)
	return b, err
}

func promptVia(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := readVia(templateFile, req.GetString("name", ""))
	if err != nil {
		return nil, err // want `^tool handler returns a Go error: mcp-go sends it as a JSON-RPC error \(code -32603\), which the model never sees; log the error and return mcp\.NewToolResultError\(<what failed and what to do>\), nil$`
	}
	return mcp.NewToolResultText(string(b)), nil
}

// Exported, with a comma-ok lookup before the file: no crash, no fact.
var paths = map[string]string{}

func Stat(k string) error {
	p, ok := paths[k]
	if !ok {
		return nil
	}
	_, err := os.Stat(p)
	return err
}
