// Package api is a project's own handler type and result: a tool's
// result carries a message and a flag, which the adapter copies into the
// SDK result's text and IsError.
package api

// Params carries what a tool is called with.
type Params struct {
	Args map[string]any
}

// Result is what a tool returns.
type Result struct {
	Message string
	Failed  bool
	// Hint is shown nowhere.
	Hint string
}

// Fail returns a failed result with message.
func Fail(message string) *Result {
	return &Result{Message: message, Failed: true}
}

// Text returns a result with message and no flag.
func Text(message string) *Result {
	return &Result{Message: message}
}

// Unavailable returns the result of a store that cannot be reached, its
// message written here and no flag: a constant the FieldsFact carries.
func Unavailable() *Result {
	return &Result{Message: "could not reach the store: try again in a minute"}
}

// ToolHandlerFunc is the tools' handler type.
type ToolHandlerFunc func(params Params) (*Result, error)

// ServerTool is a tool and its handler.
type ServerTool struct {
	Name    string
	Handler ToolHandlerFunc
}
