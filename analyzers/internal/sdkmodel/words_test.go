package sdkmodel

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// outcomeWords renders every Outcome of m, Behaviour rows and single
// Outcomes alike, with where it sits: "Handlers[0].OnError[0]: ...".
// Their Text, Note and Versions go into diagnostics as written.
func outcomeWords(m *Model) []string {
	var out []string
	behaviour := reflect.TypeFor[Behaviour]()
	outcome := reflect.TypeFor[Outcome]()
	render := func(path string, o Outcome) {
		since := ""
		if o.Since != nil {
			since = o.Since.String()
		}
		out = append(out, fmt.Sprintf("%s: %s|%d|%s|%s|%s|%s|%s|%v",
			path, o.Channel, o.Code, o.Text, since, o.Versions, o.Note, o.Task, o.Replaces))
	}
	var walk func(path string, v reflect.Value)
	walk = func(path string, v reflect.Value) {
		switch {
		case v.Type() == behaviour:
			for i := 0; i < v.Len(); i++ {
				render(fmt.Sprintf("%s[%d]", path, i), v.Index(i).Interface().(Outcome))
			}
			return
		case v.Type() == outcome:
			render(path, v.Interface().(Outcome))
			return
		}
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() {
				walk(path, v.Elem())
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				walk(fmt.Sprintf("%s[%d]", path, i), v.Index(i))
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				if f := v.Type().Field(i); f.IsExported() {
					walk(strings.TrimPrefix(path+"."+f.Name, "."), v.Field(i))
				}
			}
		}
	}
	walk("", reflect.ValueOf(m))
	return out
}

// pinnedOutcomes is every outcome of the table as outcomeWords renders
// it: channel, code, text, marker, versions, note, task, replaces. The
// conformance tests check channels, codes and texts on the wire; the
// versions and notes are words of diagnostics, which a slip would change
// without any test of behaviour noticing. Changing an outcome means
// editing this list in the same change, on purpose.
var pinnedOutcomes = []string{
	"Handlers[0].OnError[0]: a JSON-RPC error|0|err.Error()||v1.2.0–v1.8.0|||false",
	"Handlers[0].OnJSONRPCError[0]: a JSON-RPC error|9223372036854775807|Message||v1.2.0–v1.8.0|||false",
	"Handlers[0].OnWrappedJSONRPCError[0]: a JSON-RPC error|9223372036854775807|err.Error()||v1.2.0–v1.8.0|||false",
	"Handlers[0].OnNilNil[0]: a null result|0||mcp.MetaKeyServerInfo|v1.7.0+|and the server crashes on protocol 2026-07-28||false",
	"Handlers[0].OnNilNil[1]: a null result|0|||v1.2.0–v1.6.x|||false",
	"Handlers[0].OnPanic[0]: no answer|0|||v1.2.0–v1.8.0|nothing recovers a handler panic: the process dies||false",
	"Handlers[1].OnError[0]: an isError result|0|err.Error()||v1.2.0–v1.8.0|||false",
	"Handlers[1].OnJSONRPCError[0]: a JSON-RPC error|9223372036854775807|Message||v1.2.0–v1.8.0|||false",
	"Handlers[1].OnWrappedJSONRPCError[0]: an isError result|0|err.Error()||v1.2.0–v1.8.0|the JSON-RPC code is lost||false",
	"Handlers[1].OnNilResult[0]: a success result|0|||v1.2.0–v1.8.0|whose only content is the output, here its zero value||false",
	"Handlers[1].OnPanic[0]: no answer|0|||v1.2.0–v1.8.0|nothing recovers a handler panic: the process dies||false",
	"Handlers[2].OnError[0]: a JSON-RPC error|-32603|err.Error()||v0.20.0–v1.2.1|||false",
	"Handlers[2].OnNilNil[0]: a JSON-RPC error|-32603|\"tool '<name>' handler returned no result\"|mcp.ValidateParamHeadersLookup|v1.2.0+|||false",
	"Handlers[2].OnNilNil[1]: a null result|0||server.ServerTaskTool|v0.44.0–v1.1.x|||false",
	"Handlers[2].OnNilNil[2]: no answer|0|||v0.20.0–v0.43.x|a nil-pointer panic in the server||false",
	"Handlers[2].OnPanic[0]: no answer|0||mcp.ValidateParamHeadersLookup|v1.2.0+|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603||false",
	"Handlers[2].OnPanic[1]: no answer|0||mcp.ProtocolVersion20260728|v1.0.0–v1.1.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603 (v1.1) or an error with a null id that the client cannot match (v1.0)||false",
	"Handlers[2].OnPanic[2]: no answer|0||mcp.IconTheme|v0.54.1–v0.58.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers an error with a null id that the client cannot match||false",
	"Handlers[2].OnPanic[3]: no answer|0|||v0.20.0–v0.53.x|without server.WithRecovery, streamable HTTP drops the connection and a stdio server dies||false",
	"Handlers[3].OnError[0]: a JSON-RPC error|-32603|err.Error()||v0.32.0–v1.2.1|||false",
	"Handlers[3].OnNilNil[0]: a JSON-RPC error|-32603|\"tool '<name>' handler returned no result\"|mcp.ValidateParamHeadersLookup|v1.2.0+|||false",
	"Handlers[3].OnNilNil[1]: a null result|0||server.ServerTaskTool|v0.44.0–v1.1.x|||false",
	"Handlers[3].OnNilNil[2]: no answer|0|||v0.20.0–v0.43.x|a nil-pointer panic in the server||false",
	"Handlers[3].OnPanic[0]: no answer|0||mcp.ValidateParamHeadersLookup|v1.2.0+|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603||false",
	"Handlers[3].OnPanic[1]: no answer|0||mcp.ProtocolVersion20260728|v1.0.0–v1.1.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603 (v1.1) or an error with a null id that the client cannot match (v1.0)||false",
	"Handlers[3].OnPanic[2]: no answer|0||mcp.IconTheme|v0.54.1–v0.58.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers an error with a null id that the client cannot match||false",
	"Handlers[3].OnPanic[3]: no answer|0|||v0.20.0–v0.53.x|without server.WithRecovery, streamable HTTP drops the connection and a stdio server dies||false",
	"Handlers[4].OnError[0]: an isError result|0|\"tool execution failed: \" + err.Error()||v0.37.0–v1.2.1|||false",
	"Handlers[4].OnPanic[0]: no answer|0||mcp.ValidateParamHeadersLookup|v1.2.0+|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603||false",
	"Handlers[4].OnPanic[1]: no answer|0||mcp.ProtocolVersion20260728|v1.0.0–v1.1.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers -32603 (v1.1) or an error with a null id that the client cannot match (v1.0)||false",
	"Handlers[4].OnPanic[2]: no answer|0||mcp.IconTheme|v0.54.1–v0.58.x|without server.WithRecovery, streamable HTTP drops the connection and stdio answers an error with a null id that the client cannot match||false",
	"Handlers[4].OnPanic[3]: no answer|0|||v0.20.0–v0.53.x|without server.WithRecovery, streamable HTTP drops the connection and a stdio server dies||false",
	"Handlers[5].OnError[0]: a JSON-RPC error|-32603|err.Error()||v0.44.0+||failed|false",
	"Handlers[5].OnNilNil[0]: a JSON-RPC error|-32603|\"tool '<name>' handler returned no result\"|mcp.ValidateParamHeadersLookup|v1.2.0+||failed|false",
	"Handlers[5].OnNilNil[1]: no answer|0||mcp.ProtocolVersion20260728|v1.0.0–v1.1.x|(the task ends completed and tasks/result panics on the nil result)||false",
	"Handlers[5].OnNilNil[2]: a success result|0|||v0.44.x|and no content|completed|false",
	"Handlers[5].OnPanic[0]: a JSON-RPC error|-32603|\"panic in task tool handler <name>: \" + value|mcp.ProtocolVersion20260728|v1.0.0+||failed|false",
	"Handlers[5].OnPanic[1]: no answer|0|||v0.44.x|the task runs in a goroutine of its own and nothing recovers the panic: the process dies||false",
	"Handlers[5].OnContextError[0]: a success result|0|||v0.44.0+||cancelled|false",
	"Recoveries[0].Outcome: a JSON-RPC error|-32603|\"panic recovered in <tool> tool handler: \" + value|||||false",
	"StdioServers[0].OnPanic[0]: a JSON-RPC error|-32603|\"internal panic: \" + value|mcp.ProtocolVersion20260728|v1.0.0+|||false",
	"StdioServers[0].OnPanic[1]: a JSON-RPC error|-32603|\"internal panic: \" + value|mcp.IconTheme|v0.54.1–v0.58.x|with a null id that the client cannot match||false",
	"StdioServers[0].OnPanic[2]: no answer|0|||v0.20.0–v0.53.x|the stdio server dies||false",
	"StdioServers[1].OnPanic[0]: a JSON-RPC error|-32603|\"internal panic: \" + value|mcp.ProtocolVersion20260728|v1.0.0+|||false",
	"StdioServers[1].OnPanic[1]: a JSON-RPC error|-32603|\"internal panic: \" + value|mcp.IconTheme|v0.54.1–v0.58.x|with a null id that the client cannot match||false",
	"StdioServers[1].OnPanic[2]: no answer|0|||v0.20.0–v0.53.x|the stdio server dies||false",
	"ErrorSetters[0].CopiesErrorText[0]: an isError result|0|err.Error() when Content is empty|mcp.CodeHeaderMismatch|v1.6.0+|||false",
	"ErrorSetters[0].CopiesErrorText[1]: an isError result|0|err.Error(), replacing Content||v1.3.0–v1.5.x|||true",
	"Results[0].OnInputWithContent[0]: a JSON-RPC error|-32603|\"server bug: result has both content and inputRequests\"||v1.7.0+|||false",
}

func TestOutcomeWords(t *testing.T) {
	got := outcomeWords(Default())
	have := map[string]bool{}
	for _, g := range got {
		have[g] = true
	}
	want := map[string]bool{}
	for _, w := range pinnedOutcomes {
		want[w] = true
		if !have[w] {
			t.Errorf("pinned outcome missing or changed:\n\t%s", w)
		}
	}
	for _, g := range got {
		if !want[g] {
			t.Errorf("outcome not pinned:\n\t%s", g)
		}
	}
	if len(got) != len(pinnedOutcomes) {
		t.Errorf("%d outcomes, %d pinned", len(got), len(pinnedOutcomes))
	}
}
