package sdkmodel_test

import (
	"testing"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// The SDKs' example servers use the SDK; they are checked like any user
// code, while the SDK's own packages are not.
func TestExamplesAreUserCode(t *testing.T) {
	m := sdkmodel.Default()
	for path, want := range map[string]sdkmodel.SDK{
		"github.com/mark3labs/mcp-go/mcp":                              sdkmodel.MCPGo,
		"github.com/mark3labs/mcp-go/server":                           sdkmodel.MCPGo,
		"github.com/mark3labs/mcp-go/examples/everything":              "",
		"github.com/modelcontextprotocol/go-sdk/mcp":                   sdkmodel.GoSDK,
		"github.com/modelcontextprotocol/go-sdk/examples/server/hello": "",
		"github.com/modelcontextprotocol/go-sdk/examplesx":             sdkmodel.GoSDK,
		"example.com/server":                                           "",
	} {
		if got := m.SDKOf(path); got != want {
			t.Errorf("SDKOf(%q) = %q, want %q", path, got, want)
		}
	}
}
