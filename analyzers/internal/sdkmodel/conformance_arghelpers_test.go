package sdkmodel_test

// The mcp-go argument helpers' errors on the wire: leak treats their text
// as the SDK's own (sdkmodel.ArgHelper), so a handler that sends it in an
// isError result shows the model the SDK's words and the argument's name,
// never the value the model sent.

import (
	"context"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// argHelperText is what every argument helper's error says: the key, and
// that it is missing or of the wrong type (mcp-go mcp/tools.go
// Require*).
var argHelperText = regexp.MustCompile(`^(required argument "city" not found|argument "city" (is not an? [a-z0-9]+( slice)?|cannot be converted to [a-z0-9]+))$`)

func TestConformanceMCPGoArgHelpersWire(t *testing.T) {
	const secret = "VALUE-THE-MODEL-SENT"
	args := map[string]map[string]any{
		"missing":    {},
		"wrong type": {"city": map[string]any{"name": secret}},
		"a string":   {"city": secret},
	}
	n := 0
	for _, ah := range sdkmodel.Default().ArgHelpers {
		if ah.SDK != sdkmodel.MCPGo {
			continue
		}
		n++
		for what, a := range args {
			if what == "a string" && strings.Contains(ah.Func.Name, "String") {
				continue // a string is what RequireString wants
			}
			t.Run(ah.Func.Name+"/"+what, func(t *testing.T) {
				var seen string
				handler := func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
					meth := reflect.ValueOf(req).MethodByName(ah.Func.Name)
					if !meth.IsValid() {
						return mcp.NewToolResultText("no such helper"), nil
					}
					out := meth.Call([]reflect.Value{reflect.ValueOf("city")})
					err, _ := out[1].Interface().(error)
					if err == nil {
						return mcp.NewToolResultText("accepted"), nil
					}
					seen = err.Error()
					return mcp.NewToolResultError(err.Error()), nil
				}
				ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
				defer cancel()
				s := newMCPGoServer()
				s.AddTool(mcp.NewTool("t"), server.ToolHandlerFunc(handler))
				conn, err := mcpGoConnect(ctx, s, protoLegacy)
				if err != nil {
					t.Fatal(err)
				}
				defer conn.c.Close()
				var req mcp.CallToolRequest
				req.Params.Name = "t"
				req.Params.Arguments = a
				_, _ = conn.c.CallTool(ctx, req)
				w, err := conn.tr.response("tools/call")
				if err != nil {
					t.Fatal(err)
				}
				got, err := observe(w)
				if err != nil {
					t.Fatal(err)
				}
				if got.Channel != sdkmodel.ToolError || got.Text != seen {
					t.Fatalf("%s: want an isError result with the helper's error %q, the SDK sent %s", ah.Func, seen, got)
				}
				if !argHelperText.MatchString(got.Text) || strings.Contains(got.Text, secret) {
					t.Errorf("%s of %s: the text that left is %q, not the SDK's written words about the key", ah.Func, what, got.Text)
				}
			})
		}
	}
	if n == 0 {
		t.Error("the table has no mcp-go argument helper rows")
	}
}
