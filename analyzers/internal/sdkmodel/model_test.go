package sdkmodel_test

import (
	"testing"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// TestSDKOf checks that the SDKs' own packages are told apart from the
// example servers that ship in the same modules, which are user code.
func TestSDKOf(t *testing.T) {
	m := sdkmodel.Default()
	for path, want := range map[string]sdkmodel.SDK{
		"github.com/mark3labs/mcp-go/mcp":                              sdkmodel.MCPGo,
		"github.com/mark3labs/mcp-go/server":                           sdkmodel.MCPGo,
		"github.com/mark3labs/mcp-go/examples/everything":              "",
		"github.com/modelcontextprotocol/go-sdk/mcp":                   sdkmodel.GoSDK,
		"github.com/modelcontextprotocol/go-sdk/examples/server/hello": "",
		"github.com/modelcontextprotocol/go-sdk/examplesx":             sdkmodel.GoSDK,
		"github.com/grafana/mcp-grafana/tools":                         "",
		"github.com/mark3labs/mcp-go-extra/mcp":                        "",
	} {
		if got := m.SDKOf(path); got != want {
			t.Errorf("SDKOf(%q) = %q, want %q", path, got, want)
		}
	}
}
