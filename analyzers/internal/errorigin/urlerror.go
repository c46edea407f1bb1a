package errorigin

import (
	"go/types"
	"strings"

	"golang.org/x/tools/go/ssa"

	"github.com/mcplint-go/mcplint/analyzers/internal/flow"
	"github.com/mcplint-go/mcplint/analyzers/internal/textval"
)

// urlCredentials returns the credentials in the URL of an HTTP request
// whose error repeats that URL, as Secret sources: net/http's client
// returns a *url.Error whose text is `Get "<url>": <cause>`, and strips
// only a userinfo password from the URL (net/http Client.do, stripPassword;
// Go 1.26), so an API key in the query ("?api_key=" + os.Getenv(...))
// reaches whatever shows the error. The calls: http.Get, Head, Post,
// PostForm and the same methods of *http.Client (the URL is an argument),
// and Client.Do of a request made here by NewRequest or
// NewRequestWithContext (the URL is that call's argument). ok is false
// when the call is none of these or its URL carries no credential.
func (c *Classifier) urlCredentials(obj *types.Func, args []ssa.Value) (Origin, bool) {
	if pkgPath(obj) != "net/http" {
		return Origin{}, false
	}
	var u ssa.Value
	switch objName(obj) {
	case "Get", "Head", "Post", "PostForm", "Client.Get", "Client.Head", "Client.Post", "Client.PostForm":
		if len(args) > 0 {
			u = args[0]
		}
	case "Client.Do":
		if len(args) == 1 {
			u = requestURL(args[0])
		}
	}
	if u == nil {
		return Origin{}, false
	}
	var out Origin
	for _, v := range shownParts(u) {
		for _, s := range c.textOf(v).Sources {
			if s.Kind != Secret {
				continue
			}
			s.Via += " in the request URL, which the error of " + shortName(obj) + " repeats"
			s.InURL = true
			out = out.withSource(s)
		}
	}
	out.Kind = Secret
	return out, len(out.Sources) > 0
}

// shownParts returns the values a URL is built from that its error shows:
// every hole of its text but one in the userinfo's password
// ("https://bot:" + secret + "@host"), which net/http replaces with
// "***" in the error (stripPassword). A URL whose text is not known is
// its one part.
func shownParts(u ssa.Value) []ssa.Value {
	t := textval.String(u)
	holes := t.Holes()
	if len(holes) == 0 || len(holes) == 1 && len(t.Parts) == 1 {
		return []ssa.Value{u}
	}
	var out []ssa.Value
	var before strings.Builder
	for i, p := range t.Parts {
		if !p.IsHole() {
			before.WriteString(p.Const)
			continue
		}
		after := ""
		if i+1 < len(t.Parts) && !t.Parts[i+1].IsHole() {
			after = t.Parts[i+1].Const
		}
		if !inPassword(before.String(), after) {
			out = append(out, p.Hole)
		}
		before.WriteString("x")
	}
	return out
}

// inPassword reports whether a hole between the text before and after
// it is a URL's userinfo password: "scheme://user:" before it, with no
// path, query or "@" yet, and "@" right after it.
func inPassword(before, after string) bool {
	_, rest, ok := strings.Cut(before, "://")
	if !ok || strings.ContainsAny(rest, "/?#@") || !strings.Contains(rest, ":") {
		return false
	}
	return strings.HasPrefix(after, "@")
}

// requestURL returns the URL argument of the net/http NewRequest or
// NewRequestWithContext call that made req, when every value req can
// hold comes from one such call; nil otherwise.
func requestURL(req ssa.Value) ssa.Value {
	var u ssa.Value
	for _, o := range flow.Origins(req, nil) {
		v := o.Value
		if x, ok := v.(*ssa.Extract); ok && x.Index == 0 {
			v = x.Tuple
		}
		call, ok := v.(*ssa.Call)
		if !ok {
			return nil
		}
		obj := flow.StaticFunc(call.Common())
		if obj == nil || pkgPath(obj) != "net/http" {
			return nil
		}
		args := flow.Args(call.Common())
		var arg ssa.Value
		switch {
		case obj.Name() == "NewRequest" && len(args) == 3:
			arg = args[1]
		case obj.Name() == "NewRequestWithContext" && len(args) == 4:
			arg = args[2]
		default:
			return nil
		}
		if u != nil && u != arg {
			return nil
		}
		u = arg
	}
	return u
}

// withoutURL returns o without the sources only a request URL's error
// shows: the error a *url.Error wraps (errors.Unwrap) is the cause
// alone ("dial tcp ...: connection refused").
func (o Origin) withoutURL() Origin {
	out := o
	out.Sources = nil
	secret := false
	for _, s := range o.Sources {
		if s.InURL {
			continue
		}
		secret = secret || s.Kind == Secret
		out.Sources = append(out.Sources, s)
	}
	if !secret && len(out.Sources) < len(o.Sources) {
		out.Kind &^= Secret
	}
	return out
}
