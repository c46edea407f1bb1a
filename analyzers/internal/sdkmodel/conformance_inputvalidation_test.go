package sdkmodel_test

// Conformance of the input schema validation protomisuse relies on
// (Model.Validations, analyzers/protomisuse/inputpanics.go): with mcp-go
// server.WithInputSchemaValidation, a call whose arguments break the
// tool's schema (a required string missing or of another type, an array
// shorter than its minItems) is answered with an isError result before
// the handler runs, so the handler's assertion and index cannot panic.

import (
	"context"
	"testing"
	"time"

	mcpgo "github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

func TestConformanceInputSchemaValidationMCPGo(t *testing.T) {
	m := sdkmodel.Default()
	var opt server.ServerOption
	for _, v := range m.Validations {
		if v.SDK == sdkmodel.MCPGo && v.Func.Name == "WithInputSchemaValidation" {
			opt = server.WithInputSchemaValidation()
		}
	}
	if opt == nil {
		t.Fatal("no mcp-go WithInputSchemaValidation row")
	}
	for _, args := range []map[string]any{
		{},
		{"q": 1.0, "ids": []any{"a"}},
		{"q": "x", "ids": []any{}},
	} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		s := newMCPGoServer(opt)
		ran := false
		s.AddTool(mcpgo.NewTool("t",
			mcpgo.WithString("q", mcpgo.Required()),
			mcpgo.WithArray("ids", mcpgo.Required(), mcpgo.MinItems(1), mcpgo.WithStringItems())),
			func(ctx context.Context, req mcpgo.CallToolRequest) (*mcpgo.CallToolResult, error) {
				ran = true
				q := req.GetArguments()["q"].(string)
				ids := req.GetArguments()["ids"].([]any)
				return mcpgo.NewToolResultText(q + ids[0].(string)), nil
			})
		conn, err := mcpGoConnect(ctx, s, protoLegacy)
		if err != nil {
			cancel()
			t.Fatal(err)
		}
		var req mcpgo.CallToolRequest
		req.Params.Name = "t"
		req.Params.Arguments = args
		_, _ = conn.c.CallTool(ctx, req)
		w, err := conn.tr.response("tools/call")
		conn.c.Close()
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		got, err := observe(w)
		if err != nil {
			t.Fatal(err)
		}
		if ran || got.Channel != sdkmodel.ToolError {
			t.Errorf("arguments %v under WithInputSchemaValidation: handler ran %v, the SDK sent %s; want an isError result before the handler", args, ran, got)
		}
	}
}
