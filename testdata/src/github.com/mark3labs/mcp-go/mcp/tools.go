package mcp

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
)

type ToolArgumentsSchema struct {
	Defs                 map[string]any `json:"$defs,omitempty"`
	Type                 string         `json:"type"`
	Properties           map[string]any `json:"properties"`
	Required             []string       `json:"required,omitempty"`
	AdditionalProperties any            `json:"additionalProperties,omitempty"`
}

type ToolInputSchema ToolArgumentsSchema

type ToolOutputSchema ToolArgumentsSchema

type ToolAnnotation struct {
	Title           string `json:"title,omitempty"`
	ReadOnlyHint    *bool  `json:"readOnlyHint,omitempty"`
	DestructiveHint *bool  `json:"destructiveHint,omitempty"`
	IdempotentHint  *bool  `json:"idempotentHint,omitempty"`
	OpenWorldHint   *bool  `json:"openWorldHint,omitempty"`
}

type TaskSupport string

type ToolExecution struct {
	TaskSupport TaskSupport `json:"taskSupport,omitempty"`
}

type Tool struct {
	Meta            *Meta            `json:"_meta,omitempty"`
	Name            string           `json:"name"`
	Title           string           `json:"title,omitempty"`
	Description     string           `json:"description,omitempty"`
	InputSchema     ToolInputSchema  `json:"inputSchema"`
	RawInputSchema  json.RawMessage  `json:"-"`
	OutputSchema    ToolOutputSchema `json:"outputSchema,omitzero"`
	RawOutputSchema json.RawMessage  `json:"-"`
	Annotations     ToolAnnotation   `json:"annotations"`
	DeferLoading    bool             `json:"defer_loading,omitempty"`
	Icons           []Icon           `json:"icons,omitempty"`
	Execution       *ToolExecution   `json:"execution,omitempty"`
}

func (t Tool) GetName() string { return t.Name }

type ToolOption func(*Tool)

type PropertyOption func(map[string]any)

func NewTool(name string, opts ...ToolOption) Tool {
	t := Tool{
		Name:        name,
		InputSchema: ToolInputSchema{Type: "object", Properties: map[string]any{}},
	}
	for _, opt := range opts {
		opt(&t)
	}
	return t
}

func WithDescription(description string) ToolOption {
	return func(t *Tool) { t.Description = description }
}

func WithInputSchema[T any]() ToolOption {
	return func(t *Tool) { t.InputSchema.Type = "object" }
}

func WithOutputSchema[T any]() ToolOption {
	return func(t *Tool) { t.OutputSchema.Type = "object" }
}

func withProperty(kind, name string, opts []PropertyOption) ToolOption {
	return func(t *Tool) {
		prop := map[string]any{"type": kind}
		for _, opt := range opts {
			opt(prop)
		}
		if req, _ := prop["required"].(bool); req {
			delete(prop, "required")
			t.InputSchema.Required = append(t.InputSchema.Required, name)
		}
		t.InputSchema.Properties[name] = prop
	}
}

func WithString(name string, opts ...PropertyOption) ToolOption {
	return withProperty("string", name, opts)
}

func WithNumber(name string, opts ...PropertyOption) ToolOption {
	return withProperty("number", name, opts)
}

func WithInteger(name string, opts ...PropertyOption) ToolOption {
	return withProperty("integer", name, opts)
}

func WithBoolean(name string, opts ...PropertyOption) ToolOption {
	return withProperty("boolean", name, opts)
}

func WithObject(name string, opts ...PropertyOption) ToolOption {
	return withProperty("object", name, opts)
}

func WithArray(name string, opts ...PropertyOption) ToolOption {
	return withProperty("array", name, opts)
}

func Required() PropertyOption {
	return func(p map[string]any) { p["required"] = true }
}

func Description(desc string) PropertyOption {
	return func(p map[string]any) { p["description"] = desc }
}

func Enum(values ...string) PropertyOption {
	return func(p map[string]any) { p["enum"] = values }
}

func DefaultString(value string) PropertyOption {
	return func(p map[string]any) { p["default"] = value }
}

type TaskParams struct {
	TTL *int64 `json:"ttl,omitempty"`
}

type CallToolParams struct {
	Name      string      `json:"name"`
	Arguments any         `json:"arguments,omitempty"`
	Meta      *Meta       `json:"_meta,omitempty"`
	Task      *TaskParams `json:"task,omitempty"`
	MultiRoundTripParams
	RawArguments json.RawMessage `json:"-"`
}

type CallToolRequest struct {
	Request
	Header http.Header    `json:"-"`
	Params CallToolParams `json:"params"`
}

func (r CallToolRequest) GetArguments() map[string]any {
	m, _ := r.Params.Arguments.(map[string]any)
	return m
}

func (r CallToolRequest) GetRawArguments() any {
	if len(r.Params.RawArguments) > 0 {
		return r.Params.RawArguments
	}
	return r.Params.Arguments
}

func (r CallToolRequest) BindArguments(target any) error {
	if target == nil {
		return errors.New("target must be a non-nil pointer")
	}
	data, err := json.Marshal(r.Params.Arguments)
	if err != nil {
		return err
	}
	return json.Unmarshal(data, target)
}

func (r CallToolRequest) lookup(key string) (any, error) {
	v, ok := r.GetArguments()[key]
	if !ok {
		return nil, fmt.Errorf("required argument %q not found", key)
	}
	return v, nil
}

func (r CallToolRequest) GetString(key string, defaultValue string) string {
	if s, err := r.RequireString(key); err == nil {
		return s
	}
	return defaultValue
}

func (r CallToolRequest) RequireString(key string) (string, error) {
	v, err := r.lookup(key)
	if err != nil {
		return "", err
	}
	s, ok := v.(string)
	if !ok {
		return "", fmt.Errorf("argument %q is not a string", key)
	}
	return s, nil
}

func (r CallToolRequest) GetInt(key string, defaultValue int) int {
	if n, err := r.RequireInt(key); err == nil {
		return n
	}
	return defaultValue
}

func (r CallToolRequest) RequireInt(key string) (int, error) {
	f, err := r.RequireFloat(key)
	if err != nil {
		return 0, err
	}
	return int(f), nil
}

func (r CallToolRequest) GetFloat(key string, defaultValue float64) float64 {
	if f, err := r.RequireFloat(key); err == nil {
		return f
	}
	return defaultValue
}

func (r CallToolRequest) RequireFloat(key string) (float64, error) {
	v, err := r.lookup(key)
	if err != nil {
		return 0, err
	}
	switch n := v.(type) {
	case float64:
		return n, nil
	case int:
		return float64(n), nil
	}
	return 0, fmt.Errorf("argument %q is not a number", key)
}

func (r CallToolRequest) GetBool(key string, defaultValue bool) bool {
	if b, err := r.RequireBool(key); err == nil {
		return b
	}
	return defaultValue
}

func (r CallToolRequest) RequireBool(key string) (bool, error) {
	v, err := r.lookup(key)
	if err != nil {
		return false, err
	}
	b, ok := v.(bool)
	if !ok {
		return false, fmt.Errorf("argument %q is not a boolean", key)
	}
	return b, nil
}

func (r CallToolRequest) GetStringSlice(key string, defaultValue []string) []string {
	if s, err := r.RequireStringSlice(key); err == nil {
		return s
	}
	return defaultValue
}

func (r CallToolRequest) RequireStringSlice(key string) ([]string, error) {
	v, err := r.lookup(key)
	if err != nil {
		return nil, err
	}
	switch s := v.(type) {
	case []string:
		return s, nil
	case []any:
		out := make([]string, 0, len(s))
		for i, e := range s {
			str, ok := e.(string)
			if !ok {
				return nil, fmt.Errorf("element %d of argument %q is not a string", i, key)
			}
			out = append(out, str)
		}
		return out, nil
	}
	return nil, fmt.Errorf("argument %q is not a string slice", key)
}

func (r CallToolRequest) GetIntSlice(key string, defaultValue []int) []int {
	if s, err := r.RequireIntSlice(key); err == nil {
		return s
	}
	return defaultValue
}

func (r CallToolRequest) RequireIntSlice(key string) ([]int, error) {
	fs, err := r.RequireFloatSlice(key)
	if err != nil {
		return nil, err
	}
	out := make([]int, len(fs))
	for i, f := range fs {
		out[i] = int(f)
	}
	return out, nil
}

func (r CallToolRequest) GetFloatSlice(key string, defaultValue []float64) []float64 {
	if s, err := r.RequireFloatSlice(key); err == nil {
		return s
	}
	return defaultValue
}

func (r CallToolRequest) RequireFloatSlice(key string) ([]float64, error) {
	v, err := r.lookup(key)
	if err != nil {
		return nil, err
	}
	s, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("argument %q is not a number slice", key)
	}
	out := make([]float64, 0, len(s))
	for i, e := range s {
		f, ok := e.(float64)
		if !ok {
			return nil, fmt.Errorf("element %d of argument %q is not a number", i, key)
		}
		out = append(out, f)
	}
	return out, nil
}

func (r CallToolRequest) GetBoolSlice(key string, defaultValue []bool) []bool {
	if s, err := r.RequireBoolSlice(key); err == nil {
		return s
	}
	return defaultValue
}

func (r CallToolRequest) RequireBoolSlice(key string) ([]bool, error) {
	v, err := r.lookup(key)
	if err != nil {
		return nil, err
	}
	s, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("argument %q is not a boolean slice", key)
	}
	out := make([]bool, 0, len(s))
	for i, e := range s {
		b, ok := e.(bool)
		if !ok {
			return nil, fmt.Errorf("element %d of argument %q is not a boolean", i, key)
		}
		out = append(out, b)
	}
	return out, nil
}

type CallToolResult struct {
	Result
	MultiRoundTripResult
	Content              []Content       `json:"content"`
	StructuredContent    any             `json:"structuredContent,omitempty"`
	RawStructuredContent json.RawMessage `json:"-"`
	IsError              bool            `json:"isError,omitempty"`
}

func (r *CallToolResult) NeedsInput() bool { return r.ResultType == "input_required" }

type ListToolsRequest struct {
	PaginatedRequest
	Header http.Header `json:"-"`
}

type ListToolsResult struct {
	PaginatedResult
	Tools []Tool `json:"tools"`
}

// ValidateParamHeadersLookup is a stub of the v1.2.0 header check; mcplint
// uses its presence as the v1.2.0 version marker.
func ValidateParamHeadersLookup(lookupHeader func(string) (string, bool), tool *Tool, params json.RawMessage) error {
	return nil
}
