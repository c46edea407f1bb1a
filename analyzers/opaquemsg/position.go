package opaquemsg

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"
	"unicode"

	"github.com/mcplint-go/mcplint/analyzers/internal/results"
	"github.com/mcplint-go/mcplint/analyzers/internal/srcfile"
)

// textPos is where to report a text: the string literal or named
// constant that holds its words, in the statement where the text is made,
// else in the return statement that sends it, else in the function the
// text comes from (msg := "..."), so that the finding points at what to
// rewrite; the place the text is made otherwise.
//
// With inHelper, a text a result helper of the package makes whose words
// are in none of those is looked for in the helper's body: the line to
// change is there, whichever handler returns the result.
func (ch *checker) textPos(c candidate, inHelper bool) token.Pos {
	consts := c.text.Const("\x00")
	scopes := []ast.Node{ch.stmtAt(c.anchor)}
	if c.send.Return.Stmt != nil {
		scopes = append(scopes, c.send.Return.Stmt)
	}
	if c.origin.Block != nil {
		scopes = append(scopes, c.origin.Block.Parent().Syntax())
	}
	if b := c.send.Build; inHelper && b != nil && b.Kind == results.Helper && b.Call != nil && b.Pos == c.anchor {
		if fn := b.Call.Call.StaticCallee(); fn != nil {
			if fn.Origin() != nil {
				fn = fn.Origin()
			}
			if fn.Pkg == ch.res.Handlers.SSA && fn.Syntax() != nil {
				scopes = append(scopes, fn.Syntax())
			}
		}
	}
	for _, n := range scopes {
		if p := ch.literalIn(n, consts); p.IsValid() {
			return p
		}
	}
	return c.anchor
}

// stmtAt returns the innermost statement or value spec around pos.
func (ch *checker) stmtAt(pos token.Pos) ast.Node {
	f := srcfile.FileOf(ch.pass.Files, pos)
	if f == nil {
		return nil
	}
	path, _ := srcfile.PathEnclosing(f, pos, pos)
	for _, n := range path {
		switch n.(type) {
		case ast.Stmt, *ast.ValueSpec:
			return n
		}
	}
	return nil
}

// literalIn returns the string literal or string constant in n that
// holds the most of consts, the text's constant parts: every word of it
// must appear there.
func (ch *checker) literalIn(n ast.Node, consts string) token.Pos {
	if n == nil {
		return token.NoPos
	}
	var found token.Pos
	most := 0
	ast.Inspect(n, func(x ast.Node) bool {
		var s string
		switch x := x.(type) {
		case *ast.BasicLit:
			if x.Kind != token.STRING {
				return true
			}
			v, err := strconv.Unquote(x.Value)
			if err != nil {
				return true
			}
			s = v
		case *ast.Ident:
			k, ok := ch.pass.TypesInfo.Uses[x].(*types.Const)
			if !ok || k.Val().Kind() != constant.String {
				return true
			}
			s = constant.StringVal(k.Val())
		default:
			return true
		}
		if n := held(consts, s); n > most {
			found, most = x.Pos(), n
		}
		return true
	})
	return found
}

// held returns how many bytes of literal s, between fmt verbs, consts
// holds, or 0 when some piece is not in consts or no piece has a letter:
// "failed: %v" is held by "failed: \x00", a bare "%s: %v" by nothing.
func held(consts, s string) int {
	n, letter := 0, false
	for _, chunk := range fmtVerb.Split(s, -1) {
		chunk = strings.TrimSpace(chunk)
		if chunk == "" {
			continue
		}
		if !strings.Contains(consts, chunk) {
			return 0
		}
		n += len(chunk)
		letter = letter || strings.IndexFunc(chunk, unicode.IsLetter) >= 0
	}
	if !letter {
		return 0
	}
	return n
}
