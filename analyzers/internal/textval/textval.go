// Package textval evaluates the text of a string or error value
// statically, as far as it can: constant parts (through consts of any
// package, concatenation, fmt.Sprintf and fmt.Errorf formats, errors.New,
// err.Error() of such errors) and holes for everything else (arguments,
// parameters, foreign errors), so that analyzers can judge what the text
// says (opaquemsg, unflaggederr) and what flows into it (leak).
package textval

import (
	"go/constant"
	"go/token"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/typeinfo"
)

// Part is a piece of a text: a constant, or a hole where a value is
// formatted in.
type Part struct {
	// Const is the text of a constant part (Hole == nil).
	Const string
	// Hole is the value formatted into the text.
	Hole ssa.Value
	// Verb is the fmt verb the hole is formatted with ("%v", "%+v",
	// "%w", "%s", "%q", "%d"...), or "" for a string concatenated as is
	// or an error's Error() text.
	Verb string
	// Written is the verb the format writes for a string operand that
	// is a hole as a whole ("%s" in Sprintf("walking %s", root)): Verb
	// is then "" since fmt inserts the string as is, and Written lets a
	// diagnostic show the format as the code has it.
	Written string
}

// ShownVerb returns the verb a diagnostic shows for hole p: the verb of
// the code's format, or "%v" for a value concatenated as is.
func (p Part) ShownVerb() string {
	switch {
	case p.Verb != "":
		return p.Verb
	case p.Written != "":
		return p.Written
	}
	return "%v"
}

// IsHole reports whether p is a hole.
func (p Part) IsHole() bool { return p.Hole != nil }

// Text is an evaluated text.
type Text struct {
	Parts []Part
}

// Const returns the text with every hole replaced by repl.
func (t Text) Const(repl string) string {
	return t.Render(func(Part) string { return repl })
}

// Render returns the text with every hole p replaced by hole(p).
func (t Text) Render(hole func(p Part) string) string {
	var b strings.Builder
	for _, p := range t.Parts {
		if p.IsHole() {
			b.WriteString(hole(p))
		} else {
			b.WriteString(p.Const)
		}
	}
	return b.String()
}

// Holes returns the holes of t.
func (t Text) Holes() []Part {
	var out []Part
	for _, p := range t.Parts {
		if p.IsHole() {
			out = append(out, p)
		}
	}
	return out
}

// IsConst reports whether t has no holes.
func (t Text) IsConst() bool { return len(t.Holes()) == 0 }

// IsEmpty reports whether t is the empty constant.
func (t Text) IsEmpty() bool { return t.IsConst() && t.Const("") == "" }

func (t *Text) add(parts ...Part) {
	for _, p := range parts {
		if !p.IsHole() && p.Const == "" {
			continue
		}
		n := len(t.Parts)
		if !p.IsHole() && n > 0 && !t.Parts[n-1].IsHole() {
			t.Parts[n-1].Const += p.Const
			continue
		}
		t.Parts = append(t.Parts, p)
	}
}

// maxDepth bounds recursion through nested formatting.
const maxDepth = 8

// String evaluates string value v. A value with several definitions
// (a φ-node) becomes one hole; callers that want each alternative walk
// flow.Origins first.
func String(v ssa.Value) Text {
	var t Text
	evalString(&t, v, 0)
	return t
}

// Error evaluates the text an error value's Error method returns.
func Error(v ssa.Value) Text {
	var t Text
	evalError(&t, v, "", 0)
	return t
}

func evalString(t *Text, v ssa.Value, depth int) {
	if depth > maxDepth {
		t.add(Part{Hole: v})
		return
	}
	origins := flow.Origins(v, nil)
	if len(origins) != 1 || origins[0].Shared {
		// Several definitions, or a variable a closure or callee may
		// set: the text is not known.
		t.add(Part{Hole: v})
		return
	}
	v = origins[0].Value
	switch x := v.(type) {
	case *ssa.Const:
		if x.Value != nil && x.Value.Kind() == constant.String {
			t.add(Part{Const: constant.StringVal(x.Value)})
			return
		}
		if x.Value == nil {
			return // the empty string of a zero value
		}
	case *ssa.BinOp:
		if x.Op == token.ADD {
			evalString(t, x.X, depth+1)
			evalString(t, x.Y, depth+1)
			return
		}
	case *ssa.Call:
		if evalCall(t, x, depth) {
			return
		}
	}
	t.add(Part{Hole: v})
}

// evalCall evaluates calls whose result text is known from their
// arguments; it reports false for any other call.
func evalCall(t *Text, call *ssa.Call, depth int) bool {
	common := call.Common()
	obj := flow.StaticFunc(common)
	if obj == nil {
		return false
	}
	args := flow.Args(common)
	if typeinfo.IsErrorMethod(obj) {
		if common.IsInvoke() {
			evalError(t, common.Value, "", depth+1)
			return true
		}
		if len(common.Args) == 1 {
			evalError(t, common.Args[0], "", depth+1)
			return true
		}
	}
	if obj.Pkg() == nil {
		return false
	}
	switch obj.Pkg().Path() + "." + obj.Name() {
	case "fmt.Sprintf", "fmt.Errorf":
		if len(args) == 2 {
			format(t, args[0], flow.VariadicValues(args[1]), depth)
			return true
		}
	case "fmt.Sprint", "fmt.Sprintln":
		if len(args) == 1 {
			for i, a := range flow.VariadicValues(args[0]) {
				if i > 0 && obj.Name() == "Sprintln" {
					t.add(Part{Const: " "})
				}
				operand(t, a, "%v", depth)
			}
			return true
		}
	case "strings.TrimSpace":
		if len(args) == 1 {
			evalString(t, args[0], depth+1)
			return true
		}
	}
	return false
}

// Format evaluates fmt-style text: format f with operands.
func Format(f ssa.Value, operands []ssa.Value) Text {
	var t Text
	format(&t, f, operands, 0)
	return t
}

// Append returns the concatenation of texts.
func Append(texts ...Text) Text {
	var t Text
	for _, x := range texts {
		t.add(x.Parts...)
	}
	return t
}

// format evaluates a fmt format with its operands.
func format(t *Text, f ssa.Value, operands []ssa.Value, depth int) {
	k, ok := f.(*ssa.Const)
	if !ok || k.Value == nil || k.Value.Kind() != constant.String {
		evalString(t, f, depth+1)
		for _, o := range operands {
			operand(t, o, "%v", depth)
		}
		return
	}
	s := constant.StringVal(k.Value)
	argi := 0
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			j := strings.IndexByte(s[i:], '%')
			if j < 0 {
				j = len(s) - i
			}
			t.add(Part{Const: s[i : i+j]})
			i += j - 1
			continue
		}
		// A verb: flags, width, precision, then the verb letter.
		j := i + 1
		for j < len(s) && strings.IndexByte("+-# 0123456789.*[]", s[j]) >= 0 {
			j++
		}
		if j >= len(s) {
			t.add(Part{Const: s[i:]})
			return
		}
		verb := s[i : j+1]
		i = j
		if s[j] == '%' {
			t.add(Part{Const: "%"})
			continue
		}
		if argi < len(operands) {
			operand(t, operands[argi], verb, depth)
			argi++
		}
	}
}

// Operand evaluates one value formatted with verb ("" for a string
// concatenated as is, or an error's Error text).
func Operand(v ssa.Value, verb string) Text {
	var t Text
	if verb == "" {
		if typeinfo.ImplementsError(v.Type()) {
			evalError(&t, v, "", 0)
		} else if isString(v.Type()) {
			evalString(&t, v, 0)
		} else {
			t.add(Part{Hole: v})
		}
		return t
	}
	operand(&t, v, verb, 0)
	return t
}

// operand evaluates one formatted operand: strings and errors are
// looked into; other values are holes.
func operand(t *Text, v ssa.Value, verb string, depth int) {
	v = unwrapIface(v)
	if depth > maxDepth {
		t.add(Part{Hole: v, Verb: verb})
		return
	}
	switch verb {
	case "%v", "%s", "%w":
		if typeinfo.ImplementsError(v.Type()) {
			evalError(t, v, verb, depth+1)
			return
		}
		if isString(v.Type()) {
			var sub Text
			evalString(&sub, v, depth+1)
			if len(sub.Parts) == 1 && sub.Parts[0].IsHole() && sub.Parts[0].Verb == "" {
				sub.Parts[0].Written = verb
			}
			t.add(sub.Parts...)
			return
		}
	}
	t.add(Part{Hole: v, Verb: verb})
}

// evalError evaluates an error's text: errors.New and fmt.Errorf calls
// are looked into, anything else is a hole formatted with verb ("" for
// Error()).
func evalError(t *Text, v ssa.Value, verb string, depth int) {
	origins := flow.Origins(v, nil)
	if len(origins) == 1 && !origins[0].Shared && depth <= maxDepth {
		if call, _ := flow.CallOf(origins[0].Value); call != nil {
			if obj := flow.StaticFunc(call.Common()); obj != nil && obj.Pkg() != nil {
				args := flow.Args(call.Common())
				switch obj.Pkg().Path() + "." + obj.Name() {
				case "errors.New":
					if len(args) == 1 {
						evalString(t, args[0], depth+1)
						return
					}
				case "fmt.Errorf":
					if len(args) == 2 {
						format(t, args[0], flow.VariadicValues(args[1]), depth+1)
						return
					}
				}
			}
		}
		v = origins[0].Value
	}
	t.add(Part{Hole: v, Verb: verb})
}

func unwrapIface(v ssa.Value) ssa.Value { return flow.Concrete(v) }

func isString(t types.Type) bool {
	b, ok := t.Underlying().(*types.Basic)
	return ok && b.Info()&types.IsString != 0
}
