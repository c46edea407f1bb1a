package opaquemsg

import (
	"go/ast"
	"go/constant"
	"go/token"
	"go/types"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/ast/astutil"
)

// textPos is where to report a text: the string literal or named
// constant that holds its words, in the statement where the text is made
// (or else in the return statement that sends it), so that the finding
// points at what to rewrite; the place the text is made otherwise.
func (ch *checker) textPos(c candidate) token.Pos {
	consts := c.text.Const("\x00")
	if p := ch.literalIn(ch.stmtAt(c.anchor), consts); p.IsValid() {
		return p
	}
	if c.send.Return.Stmt != nil {
		if p := ch.literalIn(c.send.Return.Stmt, consts); p.IsValid() {
			return p
		}
	}
	return c.anchor
}

// stmtAt returns the innermost statement or value spec around pos.
func (ch *checker) stmtAt(pos token.Pos) ast.Node {
	for _, f := range ch.pass.Files {
		if pos < f.FileStart || pos >= f.FileEnd {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, pos, pos)
		for _, n := range path {
			switch n.(type) {
			case ast.Stmt, *ast.ValueSpec:
				return n
			}
		}
	}
	return nil
}

// literalIn returns the first string literal or string constant in n
// whose words all appear in consts, the text's constant parts.
func (ch *checker) literalIn(n ast.Node, consts string) token.Pos {
	if n == nil {
		return token.NoPos
	}
	var found token.Pos
	ast.Inspect(n, func(x ast.Node) bool {
		if found.IsValid() {
			return false
		}
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
		if holds(consts, s) {
			found = x.Pos()
		}
		return true
	})
	return found
}

// holds reports whether every piece of literal s between fmt verbs is in
// consts, and some piece has a letter: "failed: %v" is held by
// "failed: \x00", a bare "%s: %v" by nothing.
func holds(consts, s string) bool {
	letter := false
	for _, chunk := range fmtVerb.Split(s, -1) {
		chunk = strings.TrimSpace(chunk)
		if chunk == "" {
			continue
		}
		if !strings.Contains(consts, chunk) {
			return false
		}
		if strings.IndexFunc(chunk, unicode.IsLetter) >= 0 {
			letter = true
		}
	}
	return letter
}
