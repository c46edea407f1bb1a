package testfiles

import (
	"context"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
)

// The test asserts on the text of a failing call on purpose: _test.go
// files are not checked by default.
func TestFailureText(t *testing.T) {
	c, err := client.NewInProcessClient(NewServer())
	if err != nil {
		t.Fatal(err)
	}
	var req mcp.CallToolRequest
	req.Params.Name = "fail"
	res, err := c.CallTool(context.Background(), req)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(mcp.GetTextFromContent(res.Content[0]), "must be") {
		t.Errorf("unexpected text")
	}
}
