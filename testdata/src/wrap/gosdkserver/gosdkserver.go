// Package gosdkserver registers the tool functions of package gosdktools.
package gosdkserver

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"wrap/gosdktools"
)

func New() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "store"}, nil)
	st := &gosdktools.Store{Root: "/srv"}
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, st.Read)
	s.AddTool(&mcp.Tool{Name: "raw"}, gosdktools.NewRaw("/srv"))
	mcp.AddTool(s, &mcp.Tool{Name: "stat"}, gosdktools.Stat)
	mcp.AddTool(s, &mcp.Tool{Name: "list"}, gosdktools.NewList("/srv"))
	return s
}
