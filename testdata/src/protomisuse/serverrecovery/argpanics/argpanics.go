// Package argpanics builds a go-sdk server, with nothing recovering, whose
// handlers pass what another program sent back to helpers that panic on
// their inputs: a helper takes the first choice of a completion, the
// first build of a list, reads a secret's data or asserts a decoded
// field, without checking. Whether the helper panics is decided by its
// argument: reported when the argument is another program's answer,
// unchecked at the call, and not when the helper or its caller checks
// it, or the argument is the module's own.
package argpanics

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"

	"github.com/example/apiclient"
	vault "github.com/hashicorp/vault/api"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type in struct {
	Q string `json:"q"`
}

var (
	client  = &apiclient.Client{}
	secrets = &vault.Client{}
)

// firstChoice panics on a completion with no choice.
func firstChoice(c apiclient.Completion) string {
	return c.Choices[0].ID + c.Choices[1].ID
}

// pick panics on an empty list.
func pick(builds []apiclient.Build) string {
	return builds[0].State
}

// keys panics on a nil secret.
func keys(s *vault.Secret) any {
	return s.Data["keys"]
}

// stateOf panics on a status without a string state.
func stateOf(m map[string]any) string {
	return m["state"].(string)
}

// stateOr asserts with ok.
func stateOr(m map[string]any) string {
	if s, ok := m["state"].(string); ok {
		return s
	}
	return "unknown"
}

// firstBuild panics on a page with no build: its field read comes first.
func firstBuild(p *apiclient.BuildPage) string {
	return p.Builds[0].ID
}

// recoveredKeys recovers its own panic.
func recoveredKeys(s *vault.Secret) (keys any) {
	defer func() {
		if recover() != nil {
			keys = nil
		}
	}()
	return s.Data["keys"]
}

// safePick checks the length itself.
func safePick(builds []apiclient.Build) string {
	if len(builds) == 0 {
		return ""
	}
	return builds[0].State
}

// nth takes an index the caller gives: no constant to judge.
func nth(builds []apiclient.Build, i int) string {
	return builds[i].State
}

// literal passes a list to a function literal that takes its first
// element: reported, the literal named as such.
func literal(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	builds, err := client.ListBuilds(ctx, a.Q)
	if err != nil {
		return nil, nil, err
	}
	first := func(xs []apiclient.Build) string { return xs[0].ID }
	return nil, first(builds), nil
}

// page passes a page to firstBuild, which reads its field and then
// indexes: reported (counted, not listed).
func page(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	p, err := client.Page(ctx, a.Q)
	if err != nil {
		return nil, nil, err
	}
	return nil, firstBuild(p), nil
}

// answer passes a completion to firstChoice: reported.
func answer(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	c, err := client.Complete(ctx, a.Q)
	if err != nil {
		return nil, nil, err
	}
	return nil, firstChoice(c), nil
}

// latest passes a list to pick: reported.
func latest(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	builds, err := client.ListBuilds(ctx, a.Q)
	if err != nil {
		return nil, nil, err
	}
	return nil, pick(builds), nil
}

// issuers passes a listed secret to keys: reported.
func issuers(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	s, err := secrets.Logical().List(a.Q + "/issuers")
	if err != nil {
		return nil, nil, err
	}
	return nil, keys(s), nil
}

// state passes a decoded body to stateOf: reported (counted, not
// listed).
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
	return nil, stateOf(m), nil
}

// status passes a decoded body to a helper that asserts with ok: not
// reported.
func status(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	resp, err := http.Get("https://ci.example.com/status")
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	var m map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&m); err != nil {
		return nil, nil, err
	}
	return nil, stateOr(m), nil
}

// checked checks before the call (a length, a nil, a decoded field's
// type), calls helpers that check or recover, passes the module's own
// values, and an index the helper does not fix: not reported.
func checked(ctx context.Context, req *mcp.CallToolRequest, a in) (*mcp.CallToolResult, any, error) {
	builds, err := client.ListBuilds(ctx, a.Q)
	if err != nil {
		return nil, nil, err
	}
	first := safePick(builds) + nth(builds, len(builds)-1)
	if len(builds) > 0 {
		first += pick(builds)
	}
	listed, err := secrets.Logical().List(a.Q + "/issuers")
	if err != nil {
		return nil, nil, err
	}
	first += fmt.Sprint(recoveredKeys(listed))
	s, err := secrets.Logical().List(a.Q + "/roles")
	if err != nil || s == nil {
		return nil, nil, err
	}
	b, err := json.Marshal(map[string]any{"state": a.Q})
	if err != nil {
		return nil, nil, err
	}
	var own map[string]any
	if err := json.Unmarshal(b, &own); err != nil {
		return nil, nil, err
	}
	resp, err := http.Get("https://ci.example.com/status")
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	var remote map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&remote); err != nil {
		return nil, nil, err
	}
	if _, ok := remote["state"].(string); !ok {
		return nil, "the status has no state", nil
	}
	mine := []apiclient.Build{{ID: "local", State: "queued"}}
	return nil, []any{first, keys(s), stateOf(own), pick(mine), keys(&vault.Secret{}), stateOr(remote), stateOf(remote)}, nil
}

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "ci"}, nil) // want `^this go-sdk server recovers no handler panic, and 6 of its handlers reach code that panics on what another program does or sends back: index 0 of what \(apiclient\.Client\)\.ListBuilds returned, in a function literal at argpanics/argpanics\.go:94, without a length check, index 0 of what \(apiclient\.Client\)\.Page returned, in firstBuild at argpanics/argpanics\.go:61, without a length check, index 0 of what \(apiclient\.Client\)\.Complete returned, in firstChoice at argpanics/argpanics\.go:33, without a length check and 3 more \(go-sdk: nothing recovers a handler panic: the process dies\); install a recovery \(\(mcp\.Server\)\.AddReceivingMiddleware with a middleware that recovers\), log the panic and answer an isError result$`
	mcp.AddTool(s, &mcp.Tool{Name: "literal"}, literal)
	mcp.AddTool(s, &mcp.Tool{Name: "answer"}, answer)
	mcp.AddTool(s, &mcp.Tool{Name: "latest"}, latest)
	mcp.AddTool(s, &mcp.Tool{Name: "issuers"}, issuers)
	mcp.AddTool(s, &mcp.Tool{Name: "state"}, state)
	mcp.AddTool(s, &mcp.Tool{Name: "page"}, page)
	mcp.AddTool(s, &mcp.Tool{Name: "status"}, status)
	mcp.AddTool(s, &mcp.Tool{Name: "checked"}, checked)
	return s
}
