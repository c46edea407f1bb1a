package sdkmodel

import "go/types"

// ParamField is a field of a tool call's parameters that the protocol
// gives a meaning: the tool's name (go-sdk CallToolParamsRaw.Name, mcp-go
// CallToolParams.Name) or its arguments.
type ParamField struct {
	SDK    SDK
	Struct TypeRef
	Field  string
}

// IsToolName reports whether field, a field of struct type t (or a
// pointer to it), is a tool call's tool name.
func (m *Model) IsToolName(t types.Type, field string) bool { return matchField(m.ToolNames, t, field) }

// IsToolArgs reports whether field of struct type t (or a pointer to it)
// holds a tool call's arguments.
func (m *Model) IsToolArgs(t types.Type, field string) bool { return matchField(m.ToolArgs, t, field) }

func matchField(rows []ParamField, t types.Type, field string) bool {
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	for _, r := range rows {
		if r.Field == field && r.Struct.Match(t) {
			return true
		}
	}
	return false
}
