// Package inputpanicskeys has mcp-go handlers that assert arguments after
// a helper checked some keys of the arguments map, or after a nil
// comparison (issue 24, vault-mcp-server's create_pki_role and
// create_mount). The server is built here, with nothing recovering.
package inputpanicskeys

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protomisuse/inputpanicskeys/argutil"
)

func newServer() *server.MCPServer {
	s := server.NewMCPServer("inputpanicskeys", "1")
	s.AddTool(mcp.NewTool("create_role"), createRole)
	s.AddTool(mcp.NewTool("keyed"), keyed)
	s.AddTool(mcp.NewTool("local"), local)
	s.AddTool(mcp.NewTool("sameKey"), sameKey)
	s.AddTool(mcp.NewTool("untold"), untold)
	s.AddTool(mcp.NewTool("create_mount"), createMount)
	s.AddTool(mcp.NewTool("nilchecks"), nilChecks)
	s.AddTool(mcp.NewTool("nilhelper"), nilHelper)
	return s
}

// vault-mcp-server's create_pki_role: ExtractMountPath reads "mount" only,
// and allow_any_name is optional.
func createRole(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args, ok := req.Params.Arguments.(map[string]any)
	if !ok {
		return mcp.NewToolResultError("Missing or invalid arguments format"), nil
	}
	mount, err := argutil.MountPath(args)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	roleName, ok := args["role_name"].(string)
	if !ok || roleName == "" {
		return mcp.NewToolResultError("Missing or invalid 'role_name' parameter"), nil
	}
	allowAnyName := args["allow_any_name"].(bool) // want `^type assertion of the model's input to bool without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	m := args["mount"].(string)                   // MountPath read it and failed unless it is a string
	return mcp.NewToolResultText(fmt.Sprint(mount, m, roleName, allowAnyName)), nil
}

// A helper given the key (argutil.String), one that reads a key through
// another (argutil.Kind), and len of the map check the keys they read,
// none for len.
func keyed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	if len(args) == 0 {
		return mcp.NewToolResultError("no arguments"), nil
	}
	name, err := argutil.String(args, "name")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := argutil.Kind(args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := argutil.Count(args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	n := args["name"].(string)
	k := args["kind"].(string)
	force := args["force"].(bool) // want `^type assertion of the model's input to bool without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	desc := args["desc"].(string) // want `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	return mcp.NewToolResultText(fmt.Sprint(name, n, k, force, desc)), nil
}

// checkPath is a helper of the package: it reads "path" and, through
// argutil.MountPath, "mount".
func checkPath(args map[string]any) error {
	if p, ok := args["path"].(string); !ok || !strings.HasPrefix(p, "/") {
		return errors.New("path must be absolute")
	}
	_, err := argutil.MountPath(args)
	return err
}

func local(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	if err := checkPath(args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	p := args["path"].(string)
	m := args["mount"].(string)
	r := args["recursive"].(bool) // want `^type assertion of the model's input to bool without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	return mcp.NewToolResultText(fmt.Sprint(p, m, r)), nil
}

// The error of a helper that reads the key asserted, and fails when it is
// missing or of another type, checks it.
func sameKey(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	if _, err := argutil.MountPath(args); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := argutil.String(args, "role"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(args["mount"].(string) + args["role"].(string)), nil
}

// Helpers whose keys cannot be told (a loop over keys given, the map
// handed to encoding/json) are taken to check every key.
func untold(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	if err := argutil.Require(args, "a", "b"); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	a := args["a"].(string)
	var dst struct{ C string }
	if err := argutil.Decode(args, &dst); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	c := args["c"].(string)
	return mcp.NewToolResultText(a + c + dst.C), nil
}

// vault-mcp-server's create_mount: options may hold any JSON value.
func createMount(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var options any
	var path string
	if args, ok := req.Params.Arguments.(map[string]any); ok {
		if path, ok = args["path"].(string); !ok || path == "" {
			return mcp.NewToolResultError("Missing or invalid 'path' parameter"), nil
		}
		options = args["options"]
	} else {
		return mcp.NewToolResultError("Invalid arguments format"), nil
	}
	opts := map[string]string{}
	if strings.HasPrefix(path, "kv") {
		if options != nil {
			for key, value := range options.(map[string]any) { // want `^type assertion of the model's input to map\[string\]any without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
				if s, ok := value.(string); ok {
					opts[key] = s
				}
			}
		}
	}
	return mcp.NewToolResultText(fmt.Sprint(path, opts)), nil
}

// A nil comparison of the value asserted checks nothing of its type; a nil
// comparison of a comma-ok assertion's result, or a check of the type,
// does.
func nilChecks(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	var out []string
	if args["tag"] != nil {
		out = append(out, args["tag"].(string)) // want `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	}
	if v := args["label"]; v == nil {
		return mcp.NewToolResultError("label is required"), nil
	} else {
		out = append(out, v.(string)) // want `^type assertion of the model's input to string without ok panics when the argument is missing or of another type; in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	}
	if v := args["note"]; v != nil {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	if m, _ := args["meta"].(map[string]any); m != nil {
		out = append(out, fmt.Sprint(len(args["meta"].(map[string]any)))) // m != nil: the assertion above succeeded
	}
	if v := args["kind"]; v != nil && reflect.TypeOf(v).Kind() == reflect.String {
		out = append(out, v.(string)) // its type is checked
	}
	return mcp.NewToolResultText(strings.Join(out, ",")), nil
}

// A nil comparison before a helper that asserts the value: the helper's
// assertion is reported at the call; its other operations are taken for
// checked, as before.
func nilHelper(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	var out string
	if f := args["filter"]; f != nil {
		out = applyFilter(f) // want `^call of applyFilter, where type assertion of the model's input to string without ok panics when the value is missing or of another type \(inputpanicskeys\.go:196\); in a tool handler, the panic fails the call without an isError result: mcp-go: without server\.WithRecovery, streamable HTTP drops the connection and stdio answers -32603; use the comma-ok form or the SDK's argument accessor, and return an isError result$`
	}
	if f := args["fields"]; f != nil {
		out += firstField(f)
	}
	return mcp.NewToolResultText(out), nil
}

func applyFilter(f any) string { return strings.ToUpper(f.(string)) }

func firstField(f any) string {
	if fs, ok := f.([]any); ok && len(fs) > 0 {
		return fmt.Sprint(fs[0])
	}
	return ""
}
