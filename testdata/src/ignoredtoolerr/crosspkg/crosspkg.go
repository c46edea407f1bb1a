// Package crosspkg follows tool results through helpers of another
// package.
package crosspkg

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"ignoredtoolerr/helpers"
)

func request(name string) mcp.CallToolRequest {
	var req mcp.CallToolRequest
	req.Params.Name = name
	return req
}

func viaText(ctx context.Context, c *client.Client) (string, error) {
	res, err := c.CallTool(ctx, request("search"))
	if err != nil {
		return "", err
	}
	return helpers.Text(res), nil // want `^helpers\.Text reads the content of res before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

func viaCall(ctx context.Context, c *client.Client) (int, error) {
	res, err := helpers.Call(ctx, c, "count")
	if err != nil {
		return 0, err
	}
	n := 0
	for _, c := range res.Content { // want `^res\.Content is read before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
		n += len(mcp.GetTextFromContent(c))
	}
	return n, nil
}

func noErrorResult(ctx context.Context, c *client.Client) {
	res, _ := helpers.Call(ctx, c, "count")
	fmt.Println(helpers.Text(res)) // want `^helpers\.Text reads the content of res before res\.IsError is checked: a tool execution error arrives as a result with IsError set, so this takes the failure for success; check res\.IsError first$`
}

// --- must not report ---

func checked(ctx context.Context, c *client.Client) (string, error) {
	res, err := helpers.Call(ctx, c, "search")
	if err != nil {
		return "", err
	}
	if err := helpers.Check(res); err != nil {
		return "", err
	}
	return helpers.Text(res), nil
}
