// Package urlsecret: net/http's client errors repeat the request URL
// (`Get "https://...?api_key=...": dial tcp ...`), so a credential put
// into the URL reaches any text that shows the error.
package urlsecret

import (
	"context"
	"errors"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type client struct {
	http   *http.Client
	base   string
	APIKey string
}

func Register(s *server.MCPServer, c *client) {
	s.AddTool(mcp.NewTool("quote"), quote)
	s.AddTool(mcp.NewTool("prices"), c.prices)
	s.AddTool(mcp.NewTool("header"), c.header)
	s.AddTool(mcp.NewTool("plain"), plain)
	s.AddTool(mcp.NewTool("password"), password)
	s.AddTool(mcp.NewTool("username"), username)
	s.AddTool(mcp.NewTool("unwrapped"), unwrapped)
}

// Must report: an environment variable named like a credential in the
// query of http.Get's URL.
func quote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://quotes.example.com/v1?api_key=" + os.Getenv("QUOTES_API_KEY"))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `^credential \(environment variable QUOTES_API_KEY in the request URL, which the error of http\.Get repeats\) and 1 other source \(http\.Get\) reach the tool result text: never show credentials; remove it from the text$`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// Must report: a credential field in the URL of a request sent with
// Client.Do.
func (c *client) prices(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/prices?key="+c.APIKey, nil)
	if err != nil {
		return mcp.NewToolResultError("the price service address is misconfigured; stop and tell the user"), nil
	}
	resp, err := c.http.Do(r)
	if err != nil {
		return mcp.NewToolResultError("fetch prices: " + err.Error()), nil // want `^credential \(field client\.APIKey in the request URL, which the error of http\.Client\.Do repeats\) and 1 other source \(http\.Client\.Do\) reach the tool result text: never show credentials; remove it from the text$`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// Must not report a credential: the key goes in a header, which the
// error does not show (the raw error is still reported).
func (c *client) header(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/prices", nil)
	if err != nil {
		return mcp.NewToolResultError("the price service address is misconfigured; stop and tell the user"), nil
	}
	r.Header.Set("X-Api-Key", c.APIKey)
	resp, err := c.http.Do(r)
	if err != nil {
		return mcp.NewToolResultError("fetch prices: " + err.Error()), nil // want `^raw error from net/http \(http\.Client\.Do\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// Must not report a credential: nothing secret in the URL.
func plain(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://quotes.example.com/v1?symbol=" + req.GetString("symbol", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `^raw error from net/http \(http\.Get\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// Must not report a credential: net/http shows a userinfo password as
// "***" in its error (stripPassword; checked on Go 1.26 by a reviewer).
func password(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://bot:" + os.Getenv("QUOTES_PASSWORD") + "@quotes.example.com/v1")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `^raw error from net/http \(http\.Get\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// Must report: a token as the userinfo's user name is shown.
func username(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://" + os.Getenv("QUOTES_TOKEN") + "@quotes.example.com/v1")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `^credential \(environment variable QUOTES_TOKEN in the request URL, which the error of http\.Get repeats\) and 1 other source \(http\.Get\) reach the tool result text: never show credentials; remove it from the text$`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}

// Must not report a credential: the error a *url.Error wraps is its
// cause alone ("dial tcp ...: connection refused"), without the URL.
func unwrapped(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://quotes.example.com/v1?api_key=" + os.Getenv("QUOTES_API_KEY"))
	if err != nil {
		return mcp.NewToolResultError("fetch quotes: " + errors.Unwrap(err).Error()), nil // want `^raw error from net/http \(http\.Get\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	resp.Body.Close()
	return mcp.NewToolResultText("ok"), nil
}
