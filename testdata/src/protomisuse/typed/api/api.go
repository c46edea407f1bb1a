// Package api is a project's own handler types, with no SDK type in them:
// the tool packages below implement them, the adapters above decide the
// channel of what they return.
package api

// Params carries what a tool is called with.
type Params struct {
	Args map[string]any
}

// Result is what a tool returns; Error is a failure the model sees.
type Result struct {
	Content string
	Error   error
}

// NewResult returns a result with content and the tool's own failure.
func NewResult(content string, err error) *Result {
	return &Result{Content: content, Error: err}
}

// ToolHandlerFunc is the project's handler type.
type ToolHandlerFunc func(params Params) (*Result, error)

// ServerTool is a tool and its handler.
type ServerTool struct {
	Name    string
	Handler ToolHandlerFunc
}

// Prompt is a second shape: a field of an unnamed func type.
type Prompt struct {
	Name string
	Run  func(params Params) (string, error)
}

// Executor is a third shape: an interface the tools implement.
type Executor interface {
	Name() string
	Execute(params Params) (string, error)
}

// Provider is a dependency the adapter calls in every handler: its
// implementations are not tools.
type Provider interface {
	Lookup(name string) (*Result, error)
}

// Store is a dependency with a callback of the handler shape: not a tool.
type Store struct {
	Get func(params Params) (*Result, error)
}
