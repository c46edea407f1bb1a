package errorigin

import (
	"fmt"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/sdkmodel"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// argCheck says what makes a textSource call's result a source.
type argCheck int

const (
	always           argCheck = iota
	credentialEnv             // argument 0 is a constant credential-like variable name
	credentialHeader          // argument 0 is a constant credential header name
	httpBody                  // argument 0 reads an HTTP response or request body
	filledBuffer              // the receiver is a buffer filled from a body or a command's stderr
)

// textSource is a function whose result (result 0) is text of a Leaks
// kind when Check holds.
type textSource struct {
	Func  sdkmodel.FuncRef
	Kind  Kind
	Check argCheck
	// Via names the source in diagnostics; %s is the checked argument.
	Via string
}

// textSources lists the standard library's functions that return stack
// traces, credentials, raw HTTP bodies and command output.
func textSources() []textSource {
	return []textSource{
		{Func: sdkmodel.FuncRef{Pkg: "runtime/debug", Name: "Stack"}, Kind: Stack, Via: "debug.Stack"},
		{Func: sdkmodel.FuncRef{Pkg: "os", Name: "Getenv"}, Kind: Secret, Check: credentialEnv, Via: "environment variable %s"},
		{Func: sdkmodel.FuncRef{Pkg: "os", Name: "LookupEnv"}, Kind: Secret, Check: credentialEnv, Via: "environment variable %s"},
		{Func: sdkmodel.FuncRef{Pkg: "net/http", Recv: "Header", Name: "Get"}, Kind: Secret, Check: credentialHeader, Via: "header %s"},
		{Func: sdkmodel.FuncRef{Pkg: "net/http", Recv: "Header", Name: "Values"}, Kind: Secret, Check: credentialHeader, Via: "header %s"},
		{Func: sdkmodel.FuncRef{Pkg: "io", Name: "ReadAll"}, Kind: Body, Check: httpBody, Via: "an HTTP body read with io.ReadAll"},
		{Func: sdkmodel.FuncRef{Pkg: "io/ioutil", Name: "ReadAll"}, Kind: Body, Check: httpBody, Via: "an HTTP body read with ioutil.ReadAll"},
		{Func: sdkmodel.FuncRef{Pkg: "net/http/httputil", Name: "DumpResponse"}, Kind: Body, Via: "httputil.DumpResponse"},
		{Func: sdkmodel.FuncRef{Pkg: "net/http/httputil", Name: "DumpRequest"}, Kind: Body, Via: "httputil.DumpRequest"},
		{Func: sdkmodel.FuncRef{Pkg: "net/http/httputil", Name: "DumpRequestOut"}, Kind: Body, Via: "httputil.DumpRequestOut"},
		{Func: sdkmodel.FuncRef{Pkg: "os/exec", Recv: "Cmd", Name: "CombinedOutput"}, Kind: Body, Via: "a command's output with its stderr ((*exec.Cmd).CombinedOutput)"},
		{Func: sdkmodel.FuncRef{Pkg: "bytes", Recv: "Buffer", Name: "String"}, Kind: Body, Check: filledBuffer, Via: "%s"},
		{Func: sdkmodel.FuncRef{Pkg: "bytes", Recv: "Buffer", Name: "Bytes"}, Kind: Body, Check: filledBuffer, Via: "%s"},
		{Func: sdkmodel.FuncRef{Pkg: "strings", Recv: "Builder", Name: "String"}, Kind: Body, Check: filledBuffer, Via: "%s"},
	}
}

// sourceCall classifies the text call returns at result 0 when call is
// of a textSources function whose check holds.
func (c *Classifier) sourceCall(call *ssa.Call) (Origin, bool) {
	common := call.Common()
	obj := flow.StaticFunc(common)
	if obj == nil {
		return Origin{}, false
	}
	args := flow.Args(common)
	for _, s := range textSources() {
		if !s.Func.Match(obj) {
			continue
		}
		via := s.Via
		switch s.Check {
		case credentialEnv, credentialHeader:
			if len(args) == 0 {
				return Origin{}, false
			}
			name, ok := ConstString(args[0])
			if !ok || s.Check == credentialEnv && !isCredentialEnv(name) || s.Check == credentialHeader && !isCredentialHeader(name) {
				return Origin{}, false
			}
			via = fmt.Sprintf(via, name)
		case httpBody:
			if len(args) == 0 {
				return Origin{}, false
			}
			o := c.readText(args[0], call.Pos(), via)
			return o, o.Kind&Body != 0 || len(o.Params) > 0
		case filledBuffer:
			if common.IsInvoke() || len(common.Args) == 0 {
				return Origin{}, false
			}
			what := c.filledFrom(common.Args[0])
			if what == "" {
				return Origin{}, false
			}
			via = fmt.Sprintf(via, what)
		}
		return source(Source{Kind: s.Kind, Pkg: obj.Pkg().Path(), Name: objName(obj), Via: via, Pos: call.Pos()}), true
	}
	return Origin{}, false
}

// sourceValue classifies text read from a place rather than returned by
// a call: a credential-named struct field, a credential header looked up
// in an http.Header map, an *exec.ExitError's captured stderr.
func (c *Classifier) sourceValue(v ssa.Value) (Origin, bool) {
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op != token.MUL {
			break
		}
		switch a := x.X.(type) {
		case *ssa.FieldAddr:
			if o, ok := c.errorBodyField(a.X.Type(), a.Field, x.Pos()); ok {
				return o, true
			}
			if name := c.responseBody(a.X.Type(), a.Field); name != "" {
				return source(Source{Kind: Body, Pkg: derefNamedPkg(a.X.Type()), Name: name,
					Via: "the response body " + name + " holds", Pos: x.Pos()}), true
			}
			return fieldSource(a.X.Type(), a.Field, x.Pos())
		case *ssa.IndexAddr:
			return c.sourceValue(a.X)
		}
	case *ssa.Call:
		// A source that returns its text as a slice
		// (Header.Values("Cookie")), read by element or joined.
		if _, ok := x.Type().Underlying().(*types.Slice); ok {
			return c.sourceCall(x)
		}
	case *ssa.Field:
		if o, ok := c.errorBodyField(x.X.Type(), x.Field, x.Pos()); ok {
			return o, true
		}
		return fieldSource(x.X.Type(), x.Field, x.Pos())
	case *ssa.Lookup:
		if typeinfo.IsNamed(x.X.Type(), "net/http", "Header") {
			if name, ok := ConstString(x.Index); ok && isCredentialHeader(name) {
				return source(Source{Kind: Secret, Pkg: "net/http", Name: "Header", Via: "header " + name, Pos: x.Pos()}), true
			}
		}
	}
	return Origin{}, false
}

// errorBodyField classifies a load of field i of t when t is another
// module's error type and the field a text or byte slice named for a body
// (RawBody, Body, ResponseBody): an API client keeps the upstream response
// there (go-buildkite's ErrorResponse.RawBody), reached through errors.As.
// The field's name is all the type tells: its package's code is not in
// sight.
func (c *Classifier) errorBodyField(t types.Type, i int, pos token.Pos) (Origin, bool) {
	n, ok := types.Unalias(derefType(t)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return Origin{}, false
	}
	path := n.Obj().Pkg().Path()
	if InModule(path, c.module) || c.model.IsSDKPackage(path) {
		return Origin{}, false
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() || !typeinfo.ImplementsError(types.NewPointer(n)) {
		return Origin{}, false
	}
	f := st.Field(i)
	if !isText(f.Type()) || !strings.Contains(f.Name(), "Body") {
		return Origin{}, false
	}
	return source(Source{Kind: Body, Pkg: path, Name: n.Obj().Name() + "." + f.Name(),
		Via: "the upstream body in " + n.Obj().Name() + "." + f.Name(), Pos: pos}), true
}

// responseBody returns "Type.Field" when field i of t is a buffer or
// byte slice of another module's response type, a struct that embeds
// *http.Response (go-atlassian's ResponseScheme keeps the body it read in
// Bytes, a bytes.Buffer): what the field holds is the upstream body, not
// text the module wrote. "" otherwise.
func (c *Classifier) responseBody(t types.Type, i int) string {
	n, ok := types.Unalias(derefType(t)).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	path := n.Obj().Pkg().Path()
	if InModule(path, c.module) || c.model.IsSDKPackage(path) || path == "net/http" {
		return ""
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return ""
	}
	embeds := false
	for j := 0; j < st.NumFields(); j++ {
		if f := st.Field(j); f.Embedded() && typeinfo.IsNamed(derefType(f.Type()), "net/http", "Response") {
			embeds = true
		}
	}
	f := st.Field(i)
	if !embeds || f.Embedded() {
		return ""
	}
	switch ft := f.Type().Underlying().(type) {
	case *types.Slice:
		if b, ok := ft.Elem().Underlying().(*types.Basic); !ok || b.Kind() != types.Byte {
			return ""
		}
	case *types.Struct:
		if !typeinfo.IsNamed(f.Type(), "bytes", "Buffer") {
			return ""
		}
	default:
		return ""
	}
	return n.Obj().Name() + "." + f.Name()
}

// fieldSource classifies a load of field i of a struct of type t (or a
// pointer to one).
func fieldSource(t types.Type, i int, pos token.Pos) (Origin, bool) {
	n, ok := types.Unalias(derefType(t)).(*types.Named)
	if !ok {
		return Origin{}, false
	}
	st, ok := n.Underlying().(*types.Struct)
	if !ok || i >= st.NumFields() {
		return Origin{}, false
	}
	f := st.Field(i)
	pkg := ""
	if n.Obj().Pkg() != nil {
		pkg = n.Obj().Pkg().Path()
	}
	if pkg == "os/exec" && n.Obj().Name() == "ExitError" && f.Name() == "Stderr" {
		return source(Source{Kind: Body, Pkg: pkg, Name: "ExitError", Via: "a command's stderr (exec.ExitError.Stderr)", Pos: pos}), true
	}
	if isText(f.Type()) && isCredentialField(f.Name()) {
		return source(Source{Kind: Secret, Pkg: pkg, Name: n.Obj().Name() + "." + f.Name(),
			Via: "field " + n.Obj().Name() + "." + f.Name(), Pos: pos}), true
	}
	return Origin{}, false
}

// bytesText classifies the text of a byte slice.
func (c *Classifier) bytesText(v ssa.Value) Origin {
	if c.enter(v) {
		return Origin{Kind: Unknown}
	}
	defer delete(c.active, v)
	out := Origin{}
	for _, o := range flow.Origins(v, nil) {
		out = out.join(c.bytesDef(o.Value))
	}
	if out.Kind == 0 {
		return Origin{Kind: Written}
	}
	return out
}

func (c *Classifier) bytesDef(v ssa.Value) Origin {
	switch x := v.(type) {
	case *ssa.Call:
		return c.textCall(x, 0)
	case *ssa.Extract:
		if call, ok := x.Tuple.(*ssa.Call); ok {
			return c.textCall(call, x.Index)
		}
	case *ssa.Slice:
		return c.bytesText(x.X)
	case *ssa.MakeSlice, *ssa.Alloc:
		if passedToStack(x) {
			return source(Source{Kind: Stack, Pkg: "runtime", Name: "Stack", Via: "runtime.Stack", Pos: x.Pos()})
		}
	case *ssa.Convert:
		return c.textOf(x.X)
	case *ssa.Parameter:
		return writtenParam(x)
	}
	if o, ok := c.sourceValue(v); ok {
		return o
	}
	return Origin{Kind: Written}
}

// passedToStack reports whether buffer v (or a slice of it) is passed to
// runtime.Stack, which writes a stack trace into it.
func passedToStack(v ssa.Value) bool {
	stack := sdkmodel.FuncRef{Pkg: "runtime", Name: "Stack"}
	for _, r := range flow.Refs(v) {
		switch r := r.(type) {
		case *ssa.Call:
			if obj := flow.StaticFunc(r.Common()); obj != nil && stack.Match(obj) {
				return true
			}
		case *ssa.Slice:
			if passedToStack(r) {
				return true
			}
		}
	}
	return false
}

// formattedSource classifies a value that is neither an error nor text,
// formatted with verb: an *http.Response or *http.Request (a dump of the
// exchange, headers included), a header map, a recovered panic value.
func (c *Classifier) formattedSource(v ssa.Value, verb string) (Origin, bool) {
	if verb == "%T" || verb == "%p" {
		return Origin{}, false
	}
	t := v.Type()
	switch {
	case typeinfo.IsNamed(derefType(t), "net/http", "Response"):
		return source(Source{Kind: Body, Pkg: "net/http", Name: "Response", Via: "an *http.Response formatted with " + verbOr(verb), Pos: v.Pos()}), true
	case typeinfo.IsNamed(derefType(t), "net/http", "Request"):
		return source(Source{Kind: Secret, Pkg: "net/http", Name: "Request", Via: "an *http.Request formatted with " + verbOr(verb) + " (its headers)", Pos: v.Pos()}), true
	case typeinfo.IsNamed(t, "net/http", "Header"):
		return source(Source{Kind: Secret, Pkg: "net/http", Name: "Header", Via: "a whole header map", Pos: v.Pos()}), true
	}
	if o, ok := c.sourceValue(v); ok {
		return o, true
	}
	if _, ok := t.Underlying().(*types.Interface); ok {
		out := Origin{}
		for _, o := range flow.Origins(v, nil) {
			if isRecover(o.Value) {
				out = out.join(recovered(o.Value))
			}
		}
		return out, out.Kind != 0
	}
	return Origin{}, false
}

func verbOr(verb string) string {
	if verb == "" {
		return "%v"
	}
	return verb
}

// asserted classifies an error obtained by a type assertion of x to an
// error interface.
func (c *Classifier) asserted(x ssa.Value) Origin {
	if isErrorIface(x.Type()) {
		return c.errorOf(x)
	}
	// x is an interface{}: only what is known to be stored in it counts.
	out := Origin{}
	for _, o := range flow.Origins(x, nil) {
		switch v := o.Value.(type) {
		case *ssa.MakeInterface:
			out = out.join(c.operand(v.X, ""))
		default:
			if isRecover(v) {
				out = out.join(recovered(v))
			} else {
				out = out.join(Origin{Kind: Unknown})
			}
		}
	}
	return out
}

// assertion classifies the error a type assertion yields: one of a
// concrete type is that type's (a switch to the module's own error type
// shows the module's text); one of an interface is the asserted value's.
func (c *Classifier) assertion(ta *ssa.TypeAssert) Origin {
	if _, iface := ta.AssertedType.Underlying().(*types.Interface); !iface {
		return c.concreteType(ta.AssertedType, ta)
	}
	return c.asserted(ta.X)
}

func isRecover(v ssa.Value) bool {
	call, ok := v.(*ssa.Call)
	if !ok {
		return false
	}
	b, ok := call.Call.Value.(*ssa.Builtin)
	return ok && b.Name() == "recover"
}

func recovered(v ssa.Value) Origin {
	return source(Source{Kind: Stack, Via: "a recovered panic value", Pos: v.Pos()})
}

// stackOf is the stack trace source of %+v applied to v, a
// stack-carrying error.
func stackOf(v ssa.Value) Source {
	return Source{Kind: Stack, Via: "%+v of a stack-carrying error", Pos: v.Pos()}
}

// verbsOf returns the fmt verb format gives each of operands: "%v" unless
// the constant format says otherwise for an operand textval leaves whole.
func verbsOf(format ssa.Value, operands []ssa.Value) []string {
	verbs := make([]string, len(operands))
	for i := range verbs {
		verbs[i] = "%v"
	}
	if _, ok := ConstString(format); !ok {
		return verbs
	}
	for _, h := range textval.Format(format, operands).Holes() {
		for i, v := range operands {
			if flow.Concrete(v) == h.Hole {
				verbs[i] = h.Verb
			}
		}
	}
	return verbs
}

// readText classifies the bytes read from reader r: a body when r reads
// an HTTP response's or request's Body, directly or through
// io.LimitReader or a bufio.Reader; a Read flow of the parameter r comes
// from; else nothing. via names the body's reader for diagnostics.
func (c *Classifier) readText(r ssa.Value, pos token.Pos, via string) Origin {
	out := Origin{}
	for _, o := range flow.Origins(flow.Concrete(r), nil) {
		switch x := flow.Concrete(o.Value).(type) {
		case *ssa.UnOp:
			if fa, ok := x.X.(*ssa.FieldAddr); ok && x.Op == token.MUL && isBodyField(fa) {
				out = out.join(source(Source{Kind: Body, Pkg: "net/http", Name: "Response.Body", Via: via, Pos: pos}))
			}
		case *ssa.Parameter:
			if i := flow.ParamIndex(x); i >= 0 {
				out = out.withParam(ParamFlow{Index: i, Read: true})
			}
		case *ssa.Call:
			obj := flow.StaticFunc(x.Common())
			if obj == nil || obj.Pkg() == nil {
				continue
			}
			switch obj.Pkg().Path() + "." + obj.Name() {
			case "io.LimitReader", "bufio.NewReader", "bufio.NewReaderSize", "io.TeeReader":
				if args := flow.Args(x.Common()); len(args) > 0 {
					out = out.join(c.readText(args[0], pos, via))
				}
			}
		}
	}
	return out
}

// readsHTTPBody reports whether reader r reads an HTTP body.
func (c *Classifier) readsHTTPBody(r ssa.Value) bool {
	return c.readText(r, token.NoPos, "").Kind&Body != 0
}

func isBodyField(fa *ssa.FieldAddr) bool {
	t := derefType(fa.X.Type())
	if !typeinfo.IsNamed(t, "net/http", "Response") && !typeinfo.IsNamed(t, "net/http", "Request") {
		return false
	}
	st, ok := t.Underlying().(*types.Struct)
	return ok && fa.Field < st.NumFields() && st.Field(fa.Field).Name() == "Body"
}

// filledFrom says what a bytes.Buffer or strings.Builder (a pointer to a
// local variable) was filled with, when it is an HTTP body (io.Copy,
// ReadFrom) or a command's stderr (assigned to exec.Cmd.Stderr), or what
// a buffer field of a client library's response holds (responseBody);
// else "".
func (c *Classifier) filledFrom(buf ssa.Value) string {
	if fa, ok := flow.Concrete(buf).(*ssa.FieldAddr); ok {
		if name := c.responseBody(fa.X.Type(), fa.Field); name != "" {
			return "the response body " + name + " holds"
		}
	}
	alloc, ok := flow.Concrete(buf).(*ssa.Alloc)
	if !ok {
		return ""
	}
	for _, r := range flow.Refs(alloc) {
		switch r := r.(type) {
		case *ssa.MakeInterface:
			for _, rr := range flow.Refs(r) {
				switch u := rr.(type) {
				case *ssa.Store:
					if fa, ok := u.Addr.(*ssa.FieldAddr); ok && u.Val == r && isField(fa, "os/exec", "Cmd", "Stderr") {
						return "a command's stderr (exec.Cmd.Stderr)"
					}
				case *ssa.Call:
					if c.copiesBody(u, r) {
						return "an HTTP body copied into a buffer"
					}
				}
			}
		case *ssa.Call:
			if c.copiesBody(r, alloc) {
				return "an HTTP body copied into a buffer"
			}
		}
	}
	return ""
}

// copiesBody reports whether call copies an HTTP body into dst: io.Copy
// or io.CopyN with dst first, or dst's ReadFrom.
func (c *Classifier) copiesBody(call *ssa.Call, dst ssa.Value) bool {
	common := call.Common()
	obj := flow.StaticFunc(common)
	if obj == nil || obj.Pkg() == nil {
		return false
	}
	switch {
	case (obj.Pkg().Path() == "io" && (obj.Name() == "Copy" || obj.Name() == "CopyN")):
		args := flow.Args(common)
		return len(args) >= 2 && args[0] == dst && c.readsHTTPBody(args[1])
	case obj.Name() == "ReadFrom" && !common.IsInvoke():
		return len(common.Args) == 2 && common.Args[0] == dst && c.readsHTTPBody(common.Args[1])
	}
	return false
}

func isField(fa *ssa.FieldAddr, pkg, typ, field string) bool {
	t := derefType(fa.X.Type())
	if !typeinfo.IsNamed(t, pkg, typ) {
		return false
	}
	st, ok := t.Underlying().(*types.Struct)
	return ok && fa.Field < st.NumFields() && st.Field(fa.Field).Name() == field
}

func isBytes(t types.Type) bool {
	s, ok := t.Underlying().(*types.Slice)
	if !ok {
		return false
	}
	b, ok := s.Elem().Underlying().(*types.Basic)
	return ok && b.Kind() == types.Byte
}

// isText reports whether t is a string or a byte slice.
func isText(t types.Type) bool {
	if b, ok := t.Underlying().(*types.Basic); ok && b.Info()&types.IsString != 0 {
		return true
	}
	return isBytes(t)
}

func isErrorIface(t types.Type) bool {
	_, iface := t.Underlying().(*types.Interface)
	return iface && typeinfo.ImplementsError(t)
}

// returnsError reports whether result idx of call is of a type that
// implements error, rather than an interface{} that may hold one.
func returnsError(call *ssa.Call, idx int) bool {
	t := call.Type()
	if tup, ok := t.(*types.Tuple); ok {
		if idx >= tup.Len() {
			return false
		}
		t = tup.At(idx).Type()
	}
	return typeinfo.ImplementsError(t)
}

// objName names obj within its package: "ReadFile", "Client.Do".
func objName(obj *types.Func) string {
	if sig, ok := obj.Type().(*types.Signature); ok && sig.Recv() != nil {
		if n, ok := types.Unalias(derefType(sig.Recv().Type())).(*types.Named); ok {
			return n.Obj().Name() + "." + obj.Name()
		}
	}
	return obj.Name()
}

// derefNamedPkg is the package path of the named type t is, or points to.
func derefNamedPkg(t types.Type) string {
	if n, ok := types.Unalias(derefType(t)).(*types.Named); ok && n.Obj().Pkg() != nil {
		return n.Obj().Pkg().Path()
	}
	return ""
}
