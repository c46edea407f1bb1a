// Package upstream builds a go-sdk server, with nothing recovering, whose
// handlers assert or index what another program sends back: JSON decoded
// from a response body and asserted without ok, the first element of a
// list an API client returned with no length check. An API that answers
// with another shape or an empty list kills the process (go-sdk recovers
// no handler panic). Reported once, at the server's construction; what
// the code checks first, asserts with ok, or made itself is not.
package upstream

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/example/apiclient"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Q string `json:"q"`
}

var client = &apiclient.Client{}

// state asserts a field of the decoded body without ok: reported.
func state(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	resp, err := http.Get("https://ci.example.com/status")
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	var m map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&m); err != nil {
		return nil, nil, err
	}
	return nil, m["state"].(string), nil
}

// latest takes the first build of a list without a length check:
// reported.
func latest(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	builds, err := client.ListBuilds(ctx, a.Q)
	if err != nil {
		return nil, nil, err
	}
	return nil, builds[0].ID, nil
}

// firstOnPage indexes a field of the API's result: reported, through a
// helper of the package.
func firstOnPage(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	return nil, firstID(ctx), nil
}

func firstID(ctx context.Context) string {
	p, err := client.Page(ctx, "")
	if err != nil {
		return ""
	}
	return p.Builds[0].ID
}

// answer indexes a field of a result returned by value (go-openai's
// resp.Choices[0]): reported.
func answer(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	resp, err := client.Complete(ctx, a.Q)
	if err != nil {
		return nil, nil, err
	}
	return nil, resp.Choices[0].ID, nil
}

// kind asserts another field: a fourth site, which the message counts
// without listing.
func kind(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	resp, err := http.Get("https://ci.example.com/kind")
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	var v any
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		return nil, nil, err
	}
	return nil, v.(map[string]any)["kind"], nil
}

// checked looks at the length and the type first: not reported.
func checked(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	builds, err := client.ListBuilds(ctx, a.Q)
	if err != nil {
		return nil, nil, err
	}
	if len(builds) == 0 {
		return nil, "no build matches " + a.Q, nil
	}
	p, err := client.Page(ctx, "")
	if err != nil || len(p.Builds) < 1 {
		return nil, nil, err
	}
	resp, err := http.Get("https://ci.example.com/status")
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	var m map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&m); err != nil {
		return nil, nil, err
	}
	s, ok := m["state"].(string)
	if !ok {
		return nil, "the status has no state", nil
	}
	c, err := client.Complete(ctx, a.Q)
	if err != nil || len(c.Choices) == 0 {
		return nil, nil, err
	}
	return nil, builds[0].ID + p.Builds[0].ID + s + c.Choices[0].ID, nil
}

// own decodes JSON the handler encoded itself (json.Marshal, an encoder
// into a bytes.Buffer), splits text, takes the first segment of a
// library's computation (no context: no other program answers it) and
// the first byte of a text an API sent: not reported.
func own(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	b, err := json.Marshal(map[string]any{"q": a.Q})
	if err != nil {
		return nil, nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, nil, err
	}
	var buf bytes.Buffer
	if err := json.NewEncoder(&buf).Encode(map[string]any{"q": a.Q}); err != nil {
		return nil, nil, err
	}
	var again map[string]any
	if err := json.Unmarshal(buf.Bytes(), &again); err != nil {
		return nil, nil, err
	}
	builds, err := client.ListBuilds(ctx, again["q"].(string))
	if err != nil {
		return nil, nil, err
	}
	pg, err := client.Page(ctx, "")
	if err != nil {
		return nil, nil, err
	}
	// A byte of a text the API sent: not a list whose length it decides.
	sep := pg.Next[0]
	for _, b := range builds {
		if owner := strings.Split(b.ID, "/")[0]; owner != "" {
			return nil, owner, nil
		}
	}
	return nil, m["q"].(string) + apiclient.Segments(a.Q)[0] + string(sep), nil
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "ci"}, nil) // want `^this go-sdk server recovers no handler panic, and 5 of its handlers reach code that panics on what another program does or sends back: a type assertion of decoded JSON to string without ok at upstream/upstream\.go:38, index 0 of what \(apiclient\.Client\)\.ListBuilds returned without a length check at upstream/upstream\.go:48, index 0 of what \(apiclient\.Client\)\.Page returned without a length check at upstream/upstream\.go:62 and 2 more \(go-sdk: nothing recovers a handler panic: the process dies\); install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`
	mcp.AddTool(s, &mcp.Tool{Name: "state"}, state)
	mcp.AddTool(s, &mcp.Tool{Name: "latest"}, latest)
	mcp.AddTool(s, &mcp.Tool{Name: "first_on_page"}, firstOnPage)
	mcp.AddTool(s, &mcp.Tool{Name: "answer"}, answer)
	mcp.AddTool(s, &mcp.Tool{Name: "kind"}, kind)
	mcp.AddTool(s, &mcp.Tool{Name: "checked"}, checked)
	mcp.AddTool(s, &mcp.Tool{Name: "own"}, own)
	return s
}
