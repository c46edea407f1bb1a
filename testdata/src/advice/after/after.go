// Package after is package advice/before rewritten as each finding's
// message asks, word for word: no analyzer reports anything here
// (TestAdviceFollowed in package analyzers).
package after

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("price"), price)
	s.AddTool(mcp.NewTool("quote"), quote)
	s.AddTool(mcp.NewTool("stock"), stock)
	s.AddTool(mcp.NewTool("reserve"), reserve)
	s.AddTool(mcp.NewTool("count"), count)
	s.AddTool(mcp.NewTool("size"), size)
	s.AddTool(mcp.NewTool("catalog"), catalog)
}

// leak and protomisuse: the error logged, a written text returned.
func catalog(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("/srv/catalog.json")
	if err != nil {
		log.Printf("catalog: %v", err)
		return mcp.NewToolResultError("the catalog could not be read: try again later, or tell the user the catalog is unavailable"), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}

// leak: logged, and a written message that says what failed and whether
// to retry.
func price(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://pricing.example.com/v1/" + req.GetString("sku", ""))
	if err != nil {
		log.Printf("pricing: %v", err)
		return mcp.NewToolResultError("the pricing service did not answer: try again in a minute"), nil
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// opaquemsg: what failed, which input, and the next step.
func quote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku := req.GetString("sku", "")
	resp, err := http.Get("https://pricing.example.com/v1/" + sku)
	if err != nil {
		log.Printf("pricing: %v", err)
		return mcp.NewToolResultError(fmt.Sprintf("could not fetch the price of sku %q: the pricing service did not answer; retry later", sku)), nil
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// opaquemsg, the nil error: what failed and what to do, no error.
func stock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://stock.example.com/v1/" + req.GetString("sku", ""))
	if err != nil {
		return mcp.NewToolResultError("the stock service did not answer: try again in a minute"), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return mcp.NewToolResultError("no stock for this sku: change the sku"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// protomisuse: mcp.NewToolResultError(<what failed and what to do>), nil.
func reserve(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	sku := req.GetString("sku", "")
	if sku == "" {
		return mcp.NewToolResultError("sku is required: pass the item's sku"), nil
	}
	return mcp.NewToolResultText("reserved " + sku), nil
}

// unflaggederr: mcp.NewToolResultError instead of mcp.NewToolResultText.
func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := strconv.Atoi(req.GetString("n", ""))
	if err != nil {
		return mcp.NewToolResultError("n must be a number: pass digits only"), nil
	}
	return mcp.NewToolResultText(strconv.Itoa(n)), nil
}

// unflaggederr and leak: flagged, os's error logged, the text written.
func size(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	info, err := os.Stat(req.GetString("path", ""))
	if err != nil {
		log.Printf("size: %v", err)
		return mcp.NewToolResultError("cannot size the file: it does not exist or cannot be read; check the path and try again"), nil
	}
	return mcp.NewToolResultText(strconv.FormatInt(info.Size(), 10)), nil
}

// ignoredtoolerr: res.IsError checked first, and the text of res.Content
// in the error.
func Search(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (string, error) {
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("search failed: %s", res.Content[0].(mcp.TextContent).Text)
	}
	return res.Content[0].(mcp.TextContent).Text, nil
}

func Lookup(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (string, error) {
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("tool lookup failed: %s", res.Content[0].(mcp.TextContent).Text)
	}
	return res.Content[0].(mcp.TextContent).Text, nil
}
