// Found by FuzzHandlers: protomisuse's fix for a typed handler's
// *jsonrpc.Error with the message "failed" made it errors.New("failed"),
// whose text the model then reads: a new opaquemsg finding (textval does
// not read a *jsonrpc.Error's Message, so it was not judged before). No
// fix now when opaquemsg.SaysWhat rejects the message.

package srv

import (
	"context"
	"fuzz.example/lib"
	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	gomcp "github.com/modelcontextprotocol/go-sdk/mcp"
	"log"
	"os"
	"strings"
)

type app struct{ ready bool }

type Args struct {
	Query string `json:"query"`
	N     int    `json:"n"`
}

type Out struct {
	Text string `json:"text"`
}

func check7(s string) error {
	panic("unreachable: " + s)
}

func (a *app) tool1(ctx context.Context, req *gomcp.CallToolRequest, args Args) (*gomcp.CallToolResult, Out, error) {
	var err2 error
	s3 := err2.Error()
	if err2 != nil {
		if s3 == "" {
			for _, item4 := range []string{"a", "b"} {
				if item4 == strings.TrimSpace(s3) {
					s5 := os.Getenv("API_TOKEN")
					_ = s5
					err6 := check7("failed: " + err2.Error())
					_ = err6
				}
			}
			s8 := err2.Error()
			_ = s8
			if a.ready {
				s9 := err2.Error()
				_ = s9
			} else {
				res10 := &gomcp.CallToolResult{}
				res10.SetError(err2)
				res11 := &gomcp.CallToolResult{}
				_ = res11
			}
		} else {
			//mcplint:ignore unflaggederr,opaquemsg,ignoredtoolerr fuzzing
			return &gomcp.CallToolResult{}, Out{Text: args.Query}, nil
		}
		if strings.HasPrefix("failed: "+err2.Error(), "x") {
			res12 := &gomcp.CallToolResult{}
			_ = res12
		} else {
			return nil, Out{Text: "quote \" and \\ backslash"}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "permission denied: ask an admin to grant access"}
		}
	} else {
		data14, err13 := lib.Load(err2.Error())
		_ = err13
		_ = data14
	}
	if err2 == nil {
		log.Fatalf("fatal: %v", s3)
		res15 := &gomcp.CallToolResult{}
		_ = res15
		panic("rate limited: retry in a minute")
	}
	return nil, Out{}, &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: "failed"}
}

func Register(g *gomcp.Server) {
	a := &app{}
	_ = a
	gomcp.AddTool(g, &gomcp.Tool{Name: "tool1"}, a.tool1)
}
