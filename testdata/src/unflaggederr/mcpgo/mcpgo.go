package mcpgo

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("count"), count)
	s.AddTool(mcp.NewTool("lookup"), lookup)
	s.AddTool(mcp.NewTool("cleared"), cleared)
	s.AddTool(mcp.NewTool("structured"), structured)
	s.AddTool(mcp.NewTool("fetch"), fetch)
	s.AddTool(mcp.NewTool("action"), action)
	s.AddTool(mcp.NewTool("search"), search)
	s.AddTool(mcp.NewTool("write"), write)
	s.AddTool(mcp.NewTool("batch"), batch)
	s.AddTool(mcp.NewTool("flagged"), flagged)
	s.AddTool(mcp.NewTool("merged"), merged)
	s.AddTool(mcp.NewTool("suppressed"), suppressed)
	s.AddTool(mcp.NewTool("dispatch"), dispatch)
	s.AddTool(mcp.NewTool("quota"), quota)
}

var errNotFound = errors.New("no such item")

type item struct{ Name string }

func find(id string) (*item, error) {
	if id == "" {
		return nil, errNotFound
	}
	return &item{Name: id}, nil
}

// Case 1 with mcp-go's constructor: the error's text (written here) and
// failure words after an error check. The fix calls NewToolResultError.
func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := strconv.Atoi(req.GetString("n", ""))
	if err != nil {
		return mcp.NewToolResultText("n must be a number: pass digits only"), nil // want `^tool handler reports a failure in a result without IsError: its text says "must be" after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	it, err := find(strconv.Itoa(n))
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("lookup of item %d: %v", n, err)), nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText(it.Name), nil
}

// Foreign error text, and a text that says nothing specific: reported,
// but no fix (flagging them would make a leak or an opaque message).
func lookup(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultText("cannot read the file: " + err.Error()), nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText, and since the text shows another module's error \(os\.ReadFile\), log that error and write instead what failed and whether to retry, change the input or stop$`
	}
	if _, ok := req.GetArguments()["mode"].(string); !ok {
		return mcp.NewToolResultText("Operation failed"), nil // want `^tool handler reports a failure in a result without IsError: its text says "failed" after a failed ok check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	if _, err := find(string(data)); errors.Is(err, errNotFound) {
		return mcp.NewToolResultText(""), nil // want `^tool handler returns an empty result after an errors\.Is/As check: mcp-go sends a success result, so the model is told the call worked and never learns what failed; return mcp\.NewToolResultError\(<what failed and what to do>\)$`
	}
	return mcp.NewToolResultText(string(data)), nil
}

// Case 3: the flag cleared on a failure path, in a literal and by an
// assignment. Case 2: a result without content in an error branch.
func cleared(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	it, err := find(req.GetString("id", ""))
	if err != nil {
		return &mcp.CallToolResult{IsError: false, Content: []mcp.Content{mcp.NewTextContent("item lookup failed: check the id")}}, nil // want `^tool handler sets IsError to false after an error check: mcp-go sends a success result, so the model is told the call worked; set it to true$`
	}
	if it.Name == "x" {
		res := mcp.NewToolResultText("item x cannot be used: choose another id")
		if _, err := find("y"); err != nil {
			res.IsError = false
			return res, nil // want `^tool handler sets IsError to false after an error check: mcp-go sends a success result, so the model is told the call worked; set it to true$`
		}
	}
	if _, err := find(it.Name); err != nil {
		return &mcp.CallToolResult{}, nil // want `^tool handler returns an empty result after an error check: mcp-go sends a success result, so the model is told the call worked and never learns what failed; return mcp\.NewToolResultError\(<what failed and what to do>\)$`
	}
	return mcp.NewToolResultText(it.Name), nil
}

type report struct {
	Name  string
	Error string
}

// NewToolResultStructured: the flag is set after the call, through a new
// variable or right after the assignment in the failure branch.
func structured(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	it, err := find(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultStructured(report{Name: "x"}, "item lookup failed: "+err.Error()), nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and mcp-go sends a success result, so the model is told the call worked; set IsError = true on the result$`
	}
	if _, err := find(it.Name + "/child"); err != nil {
		r := mcp.NewToolResultStructured(report{Name: it.Name}, "child lookup failed: check the item")
		return r, nil // want `^tool handler reports a failure in a result without IsError: its text says "failed" after an error check, and mcp-go sends a success result, so the model is told the call worked; set IsError = true on the result$`
	}
	if _, err := find(it.Name + "/owner"); err != nil {
		return mcp.NewToolResultStructured(report{Name: it.Name, Error: err.Error()}, "see the structured content"), nil // want `^tool handler reports a failure in a result without IsError: its structured content sets the Error field after an error check, and mcp-go sends a success result, so the model is told the call worked; set IsError = true on the result$`
	}
	if _, err := find(it.Name + "/meta"); err != nil {
		res, _ := mcp.NewToolResultJSON(map[string]any{"item": it.Name, "error": err.Error()})
		return res, nil // want `^tool handler reports a failure in a result without IsError: its structured content has an "error" entry after an error check, and mcp-go sends a success result, so the model is told the call worked; set IsError = true on the result$`
	}
	return mcp.NewToolResultStructured(report{Name: it.Name}, it.Name), nil
}

// HTTP status checks: a failing status with an error text is reported (a
// raw body gets no fix: flagged, it would be a leak); a 202 "accepted" on
// the failure side of != 200 is a success and is not.
func fetch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get(req.GetString("url", ""))
	if err != nil {
		return mcp.NewToolResultError("request could not be sent: check the url"), nil
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 500 {
		body, _ := io.ReadAll(resp.Body)
		return mcp.NewToolResultText("upstream failed: " + string(body)), nil // want `^tool handler reports a failure in a result without IsError: its text says "failed" after a failed HTTP status check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	if resp.StatusCode != http.StatusOK {
		if resp.StatusCode == http.StatusAccepted {
			return mcp.NewToolResultText("accepted, still processing: call again in a minute"), nil
		}
		return mcp.NewToolResultText("upstream denied the request: status " + strconv.Itoa(resp.StatusCode)), nil // want `^tool handler reports a failure in a result without IsError: its text says "denied" after a failed HTTP status check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// The default case of a switch over an enum, and the if-chain that does the
// same: a failure when the text says so.
func action(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	verb := req.GetString("verb", "")
	switch verb {
	case "start":
		return mcp.NewToolResultText("started"), nil
	case "stop":
		return mcp.NewToolResultText("stopped"), nil
	default:
		return mcp.NewToolResultText(fmt.Sprintf("unknown verb %q: use start or stop", verb)), nil // want `^tool handler reports a failure in a result without IsError: its text says "unknown" in the default case of a switch, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
}

// Not reported: a search that found nothing, outside any error branch;
// "error" in a success text outside any failure path.
func search(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	hits, err := find(req.GetString("q", ""))
	if err != nil {
		return mcp.NewToolResultError("search failed: try a shorter query"), nil
	}
	if hits.Name == "" {
		return mcp.NewToolResultText("No events found"), nil
	}
	if hits.Name == "-" {
		return mcp.NewToolResultText(""), nil
	}
	return mcp.NewToolResultText("Error rate for " + hits.Name + ": 0.1%"), nil
}

// Not reported: the write succeeded before a later stat failed, and the
// text says what happened without claiming failure.
func write(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if err := os.WriteFile(path, []byte("x"), 0o644); err != nil {
		return mcp.NewToolResultError("write failed: check the path is writable"), nil
	}
	info, err := os.Stat(path)
	if err != nil {
		return mcp.NewToolResultText("wrote " + path), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("wrote %d bytes to %s", info.Size(), path)), nil
}

// Not reported: per-item errors inside a successful list.
func batch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var lines []string
	for _, id := range []string{"a", "b"} {
		if _, err := find(id); err != nil {
			lines = append(lines, id+": error: "+err.Error())
			continue
		}
		lines = append(lines, id+": ok")
	}
	return mcp.NewToolResultText(fmt.Sprint(lines)), nil
}

// Not reported: the result is flagged before it is returned, or its flag
// is set from a value the analysis cannot judge.
func flagged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := find(req.GetString("id", ""))
	if err != nil {
		res := mcp.NewToolResultText("lookup failed: " + err.Error())
		res.IsError = true
		return res, nil
	}
	_, err = find("z")
	return &mcp.CallToolResult{IsError: err != nil, Content: []mcp.Content{mcp.NewTextContent("lookup of z failed")}}, nil
}

// A result defined in two branches and returned once: each failing
// definition is reported where it is made.
func merged(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var res *mcp.CallToolResult
	if _, err := find(req.GetString("id", "")); err != nil {
		res = mcp.NewToolResultText("item lookup failed: check the id") // want `^tool handler reports a failure in a result without IsError: its text says "failed" after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	} else {
		res = mcp.NewToolResultText("found")
	}
	return res, nil
}

func suppressed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := find(req.GetString("id", "")); err != nil {
		//mcplint:ignore unflaggederr the client renders this text as a warning banner
		return mcp.NewToolResultText("item lookup failed: check the id"), nil
	}
	return mcp.NewToolResultText("found"), nil
}

// Not reported: a type dispatch is not a failure path, and a copy of a
// result made elsewhere is not an empty literal (mcp-grafana's reflective
// tool adapter).
func dispatch(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v := req.GetArguments()["v"]
	if r, ok := v.(*mcp.CallToolResult); ok {
		return r, nil
	}
	if r, ok := v.(mcp.CallToolResult); ok {
		return &r, nil
	}
	if s, ok := v.(*string); ok {
		if s == nil {
			return mcp.NewToolResultText(""), nil
		}
		return mcp.NewToolResultText(*s), nil
	}
	return mcp.NewToolResultText(fmt.Sprint(v)), nil
}

type quotaError struct{ limit int }

func (e *quotaError) Error() string { return fmt.Sprintf("quota of %d calls exceeded", e.limit) } // want Error:`^helperText\(quota of \{\?\} calls exceeded\)$`

// An error's text outside any check, the error surely non-nil: reported.
// No fix: the classifier cannot vouch for a concrete error's text.
func quota(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if len(req.GetString("q", "")) > 100 {
		e := &quotaError{limit: 100}
		return mcp.NewToolResultText(e.Error()), nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// Not a tool handler: not reported.
func helperText(err error) *mcp.CallToolResult {
	if err != nil {
		return mcp.NewToolResultText("failed: " + err.Error())
	}
	return nil
}
