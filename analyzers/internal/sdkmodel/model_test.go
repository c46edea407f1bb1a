package sdkmodel

import "testing"

func TestIsSDKPackage(t *testing.T) {
	m := Default()
	for path, want := range map[string]bool{
		"github.com/mark3labs/mcp-go/mcp":                          true,
		"github.com/mark3labs/mcp-go/server":                       true,
		"github.com/modelcontextprotocol/go-sdk/mcp":               true,
		"github.com/modelcontextprotocol/go-sdk":                   true,
		"github.com/mark3labs/mcp-go/examples/typed_tools":         false,
		"github.com/modelcontextprotocol/go-sdk/examples/server/x": false,
		"github.com/modelcontextprotocol/go-sdk/examples":          false,
		"github.com/mark3labs/mcp-go/examplesx":                    true,
		"github.com/mark3labs/mcp-go-extra/mcp":                    false,
		"example.com/server":                                       false,
	} {
		if got := m.IsSDKPackage(path); got != want {
			t.Errorf("IsSDKPackage(%q) = %v, want %v", path, got, want)
		}
	}
}
