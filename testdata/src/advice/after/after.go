// Package after is package advice/before rewritten as each finding's
// message asks, word for word: no analyzer reports anything here
// (TestAdviceFollowed in package analyzers).
package after

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"regexp"
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/example/regclient"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// New builds the mcp-go server here, without server.WithRecovery.
func New() *server.MCPServer {
	s := server.NewMCPServer("advice", "1")
	s.AddTool(mcp.NewTool("price"), price)
	s.AddTool(mcp.NewTool("quote"), quote)
	s.AddTool(mcp.NewTool("stock"), stock)
	s.AddTool(mcp.NewTool("reserve"), reserve)
	s.AddTool(mcp.NewTool("count"), count)
	s.AddTool(mcp.NewTool("size"), size)
	s.AddTool(mcp.NewTool("catalog"), catalog)
	s.AddTaskTool(mcp.NewTool("build"), build)
	s.AddTaskTool(mcp.NewTool("publish"), publish)
	s.AddTool(mcp.NewTool("drop"), drop)
	s.AddTool(mcp.NewTool("ping"), ping)
	s.AddTool(mcp.NewTool("a"), routeA)
	s.AddTool(mcp.NewTool("boom"), boom)
	s.AddTool(mcp.NewTool("match"), match)
	s.AddTool(mcp.NewTool("render"), renderImage)
	s.AddTool(mcp.NewTool("discard"), discard)
	s.AddTool(mcp.NewTool("lock"), lock)
	s.AddTool(mcp.NewTool("empty"), empty)
	s.AddTool(mcp.NewTool("fail"), fail)
	s.AddTool(mcp.NewTool("status"), status)
	s.AddTool(mcp.NewTool("contents"), contents)
	s.AddTool(mcp.NewTool("unlock"), unlock)
	s.AddTool(mcp.NewTool("plan"), plan)
	s.AddTool(mcp.NewTool("whoami"), whoami)
	s.AddTool(mcp.NewTool("trace"), trace)
	s.AddTool(mcp.NewTool("items"), items)
	return s
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

// &mcp.CreateTaskResult{IsError: true, Content: ...}, nil; and with os's
// error, logged first.
func build(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	if req.GetString("id", "") == "" {
		return &mcp.CreateTaskResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("id is required: pass the build id")}}, nil
	}
	return &mcp.CreateTaskResult{}, nil
}

func publish(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
	if _, err := os.Stat("/srv/artifact"); err != nil {
		log.Printf("publish: %v", err)
		return &mcp.CreateTaskResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("the artifact is missing: build it first, then publish")}}, nil
	}
	return &mcp.CreateTaskResult{}, nil
}

// The result with a nil error.
func drop(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("id is required: pass the item's id"), nil
	}
	return mcp.NewToolResultText("dropped"), nil
}

// A result: an isError result for the failure.
func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("host", "") == "" {
		return mcp.NewToolResultError("host is required: pass the host to ping"), nil
	}
	return mcp.NewToolResultText("pong"), nil
}

// Each tool registered with its own handler: mcp-go answers an unknown
// tool itself.
func routeA(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("a"), nil
}

// mcp.INVALID_PARAMS.
func notFound(id mcp.RequestId) mcp.JSONRPCError {
	return mcp.NewJSONRPCError(id, mcp.INVALID_PARAMS, "resource not found", nil)
}

// An isError result instead.
func boom(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("id is required: pass an id"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

// The comma-ok form and an isError result; the length checked;
// regexp.Compile with an isError result on its error.
func match(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	q, ok := args["q"].(string)
	if !ok {
		return mcp.NewToolResultError("q must be a string: pass a query"), nil
	}
	fields := strings.Fields(q)
	if len(fields) == 0 {
		return mcp.NewToolResultError("q is blank: pass at least one word"), nil
	}
	pat, ok := args["re"].(string)
	if !ok {
		return mcp.NewToolResultError("re must be a string: pass a regular expression"), nil
	}
	re, err := regexp.Compile(pat)
	if err != nil {
		return mcp.NewToolResultError("re is not a valid regular expression: " + err.Error()), nil
	}
	return mcp.NewToolResultText(fields[0] + re.String()), nil
}

// IsError = true set on the result.
func renderImage(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := strconv.Atoi(req.GetString("id", "")); err != nil {
		res := mcp.NewToolResultImage("render failed: the id must be a number", "", "image/png")
		res.IsError = true
		return res, nil
	}
	return mcp.NewToolResultImage("rendered", "", "image/png"), nil
}

func okText(s string) *mcp.CallToolResult   { return mcp.NewToolResultText(s) }
func failText(s string) *mcp.CallToolResult { return mcp.NewToolResultError(s) }

// failText instead of okText; IsError: true in the result literal.
func discard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if _, err := strconv.Atoi(id); err != nil {
		return failText("cannot remove " + id + ": the id must be a number"), nil
	}
	if _, err := strconv.ParseUint(id, 10, 8); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("cannot remove " + id + ": the id must be below 256")}}, nil
	}
	return okText("removed " + id), nil
}

// Set to true.
func lock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat("/srv/locks"); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("the lock store is missing: ask an administrator to create it")}}, nil
	}
	return mcp.NewToolResultText("locked"), nil
}

// mcp.NewToolResultError(<what failed and what to do>).
func empty(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Remove("/srv/queue"); err != nil {
		return mcp.NewToolResultError("the queue could not be emptied: try again later"), nil
	}
	return mcp.NewToolResultText("emptied"), nil
}

// What failed, which input or rule, and the next step.
func fail(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.GetString("id", "") == "" {
		return mcp.NewToolResultError("the id argument is empty: pass the id of an item, or do not retry and tell the user"), nil
	}
	return mcp.NewToolResultText("ok"), nil
}

func status(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://status.example.com/v1")
	if err != nil {
		log.Printf("status: %v", err)
		return mcp.NewToolResultError("the status service did not answer: try again in a minute"), nil
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode >= 500:
		return mcp.NewToolResultErrorf("the status service failed (HTTP %d): retry later", resp.StatusCode), nil
	case resp.StatusCode == 429:
		return mcp.NewToolResultError("the status service is rate limiting this server: retry later"), nil
	}
	return mcp.NewToolResultText("up"), nil
}

func lookupFile(path string) (*string, []string) {
	if path == "" {
		return nil, nil
	}
	return &path, nil
}

func contents(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	file, dir := lookupFile(path)
	if file != nil {
		return mcp.NewToolResultText(*file), nil
	}
	if dir != nil {
		return mcp.NewToolResultText(strings.Join(dir, "\n")), nil
	}
	return mcp.NewToolResultError(fmt.Sprintf("no file or directory at path %q: change the path", path)), nil
}

func cleanup(path string) error {
	if path == "" {
		return errors.New("no path")
	}
	return nil
}

// What failed and whether to retry, change the input or stop, rather than
// an error.
func unlock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := cleanup(req.GetString("path", "")); err == nil {
		return mcp.NewToolResultError("the lock was already removed: do not retry"), nil
	}
	return mcp.NewToolResultText("locked"), nil
}

var reg = &regclient.Client{}

// Sent only after checking the error (errors.Is); otherwise what failed
// and whether to retry.
func plan(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	p, err := reg.ReadPlan(ctx, id)
	if errors.Is(err, regclient.ErrNotFound) {
		return mcp.NewToolResultErrorf("plan not found: %s", id), nil
	}
	if err != nil {
		log.Printf("plan %s: %v", id, err)
		return mcp.NewToolResultError("the registry did not answer: retry later"), nil
	}
	return mcp.NewToolResultText(p.ID), nil
}

// The credential removed from the text.
func whoami(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("signed in with a token"), nil
}

// The stack logged, a written message returned.
func trace(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if r := recover(); r != nil {
			log.Printf("trace: %v\n%s", r, debug.Stack())
			res = mcp.NewToolResultError("the trace failed inside the server: do not retry; tell the user")
		}
	}()
	return mcp.NewToolResultText(strings.Repeat("x", len(req.GetString("n", "")))), nil
}

// The body logged, a written message returned.
func items(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://items.example.com/v1")
	if err != nil {
		log.Printf("items: %v", err)
		return mcp.NewToolResultError("the items service is unreachable: retry later"), nil
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		log.Printf("items: %s: %s", resp.Status, data)
		return mcp.NewToolResultError("listing items failed at the items service: retry later"), nil
	}
	return mcp.NewToolResultText(string(data)), nil
}

func resultText(res *mcp.CallToolResult) string {
	return res.Content[0].(mcp.TextContent).Text
}

// res.IsError checked first.
func Fetch(ctx context.Context, c *client.Client, req mcp.CallToolRequest) (string, error) {
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return "", err
	}
	if res.IsError {
		return "", fmt.Errorf("fetch failed: %s", resultText(res))
	}
	return resultText(res), nil
}

// The text of res.Content logged.
func Notify(ctx context.Context, c *client.Client, req mcp.CallToolRequest) {
	res, err := c.CallTool(ctx, req)
	if err != nil {
		return
	}
	if res.IsError {
		log.Printf("notify failed: %s", resultText(res))
	}
}

// res itself returned.
func Proxy(ctx context.Context, c *client.Client, r mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	res, err := c.CallTool(ctx, r)
	if err != nil {
		return nil, err
	}
	if res.IsError {
		return res, nil
	}
	return res, nil
}
