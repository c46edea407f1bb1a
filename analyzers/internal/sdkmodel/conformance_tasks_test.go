package sdkmodel_test

// Conformance of the mcp-go task tool row with the pinned mcp-go: the
// status a task ends with (tasks/get) and what tasks/result answers, for
// each way a task tool handler returns. The tasks extension of protocol
// 2026-07-28 keeps "failed" for JSON-RPC errors: a tool failure ends the
// task "completed" with an isError result, and protomisuse reports the
// returns that end it "failed" instead (issue 15 §2).

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
)

// taskScenario is one way a task tool handler returns.
type taskScenario struct {
	Name string
	// Want gives the outcome to expect: a row of the table, or nil for a
	// return the table counts as a success.
	Want func(*sdkmodel.Handler) sdkmodel.Behaviour
	// Rule is the outcome the spec wants, for returns the table has no
	// row for: a result with isError ends the task completed.
	Rule   sdkmodel.Outcome
	Handle func(context.Context) (*mcp.CreateTaskResult, error)
	Err    error
	Panic  bool
}

func taskScenarios() []taskScenario {
	plain := errors.New("conformance: task tool failure")
	cancelled := fmt.Errorf("conformance: stopped: %w", context.Canceled)
	expired := fmt.Errorf("conformance: stopped: %w", context.DeadlineExceeded)
	return []taskScenario{
		{Name: "plain error", Want: onError.Get, Err: plain,
			Handle: func(context.Context) (*mcp.CreateTaskResult, error) { return nil, plain }},
		{Name: "wrapped context.Canceled", Want: func(h *sdkmodel.Handler) sdkmodel.Behaviour { return h.OnContextError }, Err: cancelled,
			Handle: func(context.Context) (*mcp.CreateTaskResult, error) { return nil, cancelled }},
		{Name: "wrapped context.DeadlineExceeded", Want: func(h *sdkmodel.Handler) sdkmodel.Behaviour { return h.OnContextError }, Err: expired,
			Handle: func(context.Context) (*mcp.CreateTaskResult, error) { return nil, expired }},
		{Name: "nil nil", Want: onNilNil.Get,
			Handle: func(context.Context) (*mcp.CreateTaskResult, error) { return nil, nil }},
		{Name: "panic", Want: onPanic.Get, Panic: true,
			Handle: func(context.Context) (*mcp.CreateTaskResult, error) { panic(panicValue) }},
		{Name: "isError result", Rule: sdkmodel.Outcome{Channel: sdkmodel.ToolError, Task: "completed", Text: `"conformance: the API failed"`},
			Handle: func(context.Context) (*mcp.CreateTaskResult, error) {
				return &mcp.CreateTaskResult{IsError: true, Content: []mcp.Content{mcp.NewTextContent("conformance: the API failed")}}, nil
			}},
	}
}

// taskOutcome is what a client learns of a task: its final status and
// message (tasks/get) and the answer to tasks/result.
type taskOutcome struct {
	Status, StatusMessage string
	Result                observation
}

// runTask calls tool t of s as a task, waits for tasks/result and then
// reads the task's status.
func runTask(ctx context.Context, s *server.MCPServer) (*taskOutcome, error) {
	conn, err := mcpGoConnect(ctx, s, protoLegacy)
	if err != nil {
		return nil, err
	}
	defer conn.c.Close()
	send := func(id int64, method string, params any) (*transport.JSONRPCResponse, error) {
		return conn.tr.SendRequest(ctx, transport.JSONRPCRequest{
			JSONRPC: mcp.JSONRPC_VERSION, ID: mcp.NewRequestId(id), Method: method, Params: params})
	}
	created, err := send(1000, "tools/call", map[string]any{"name": "t", "arguments": map[string]any{}, "task": map[string]any{}})
	if err != nil {
		return nil, err
	}
	if created.Error != nil {
		return nil, fmt.Errorf("tools/call as a task: %+v", created.Error)
	}
	var task struct {
		Task struct {
			TaskID string `json:"taskId"`
		} `json:"task"`
	}
	if err := json.Unmarshal(created.Result, &task); err != nil || task.Task.TaskID == "" {
		return nil, fmt.Errorf("tools/call as a task answered %s (%v)", created.Result, err)
	}
	id := map[string]any{"taskId": task.Task.TaskID}
	// tasks/result blocks until the task ends.
	if _, err := send(1001, "tasks/result", id); err != nil {
		return nil, err
	}
	w, err := conn.tr.response("tasks/result")
	if err != nil {
		return nil, err
	}
	out := &taskOutcome{}
	if out.Result, err = observe(w); err != nil {
		return nil, err
	}
	got, err := send(1002, "tasks/get", id)
	if err != nil {
		return nil, err
	}
	if got.Error != nil {
		return nil, fmt.Errorf("tasks/get: %+v", got.Error)
	}
	var st struct {
		Status        string `json:"status"`
		StatusMessage string `json:"statusMessage"`
	}
	if err := json.Unmarshal(got.Result, &st); err != nil {
		return nil, fmt.Errorf("tasks/get answered %s: %v", got.Result, err)
	}
	out.Status, out.StatusMessage = st.Status, st.StatusMessage
	return out, nil
}

// TestConformanceMCPGoTaskStatus checks the Task status of every outcome
// of the task tool row, and the spec's rule that an isError result ends a
// task completed, against the pinned mcp-go.
func TestConformanceMCPGoTaskStatus(t *testing.T) {
	m := sdkmodel.Default()
	pkgs := pinnedSDKTypes(t)
	h := m.Handler(sdkmodel.MCPGoTask)
	if h == nil {
		t.Fatal("the table has no mcp-go task tool row")
	}
	for _, b := range []sdkmodel.Behaviour{h.OnError, h.OnContextError, h.OnNilNil, h.OnPanic} {
		for _, o := range b {
			if o.Channel != sdkmodel.Crash && o.Task == "" {
				t.Errorf("%s: outcome %s (%s) does not say the task's status", h.Kind, o.Describe(), o.Versions)
			}
		}
	}
	for _, sc := range taskScenarios() {
		t.Run(sc.Name, func(t *testing.T) {
			t.Parallel()
			want := sc.Rule
			if sc.Want != nil {
				var ok bool
				if want, ok = resolveOne(t, string(h.Kind)+" "+sc.Name, sc.Want(h), pkgs); !ok {
					return
				}
			}
			if want.Channel == sdkmodel.Crash {
				// A panic that kills the process is checked in a child by
				// TestConformanceMCPGoHandlers; the pinned version recovers.
				t.Fatalf("the table says %s on the pinned mcp-go", want.Describe())
			}
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			s := newMCPGoServer()
			s.AddTaskTool(mcp.NewTool("t", mcp.WithTaskSupport(mcp.TaskSupportRequired)),
				func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CreateTaskResult, error) {
					return sc.Handle(ctx)
				})
			got, err := runTask(ctx, s)
			if err != nil {
				t.Fatal(err)
			}
			what := fmt.Sprintf("%s, %s", h.Kind, sc.Name)
			if got.Status != want.Task {
				t.Errorf("%s: the table says the task ends %q, it ended %q (%q)", what, want.Task, got.Status, got.StatusMessage)
			}
			r := returned{Tool: "t", Err: sc.Err}
			if sc.Panic {
				r.Panic = panicValue
			}
			checkOutcome(t, what, want, got.Result, r)
			// A failed task's status message is the text tasks/result sends.
			if got.Status == "failed" && got.StatusMessage != got.Result.Text {
				t.Errorf("%s: status message %q, tasks/result %s", what, got.StatusMessage, got.Result)
			}
			// A cancelled task's status message is the error's text:
			// leak names it as the sink of such an error.
			if got.Status == "cancelled" && sc.Err != nil && got.StatusMessage != sc.Err.Error() {
				t.Errorf("%s: status message %q, want the error's text %q", what, got.StatusMessage, sc.Err.Error())
			}
		})
	}
}
