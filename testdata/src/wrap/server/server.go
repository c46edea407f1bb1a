// Package server wraps and registers the tool functions of package tools.
package server

import (
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"wrap/tools"
)

func New() *server.MCPServer {
	s := server.NewMCPServer("files", "1.0.0")
	f := &tools.Files{Root: "/srv"}
	var l tools.Lister = f
	s.AddTool(mcp.NewTool("read"), mcp.NewStructuredToolHandler(f.Read))
	s.AddTool(mcp.NewTool("list"), mcp.NewStructuredToolHandler(l.List))
	s.AddTool(mcp.NewTool("stat"), mcp.NewTypedToolHandler(tools.Stat))
	s.AddTool(mcp.NewTool("find"), mcp.NewStructuredToolHandler(tools.NewFind("/srv")))
	s.AddTools(server.ServerTool{Tool: mcp.NewTool("touch"), Handler: mcp.NewTypedToolHandler(tools.Touch)})
	log := &tools.Logger{}
	s.AddTool(mcp.NewTool("delete"), tools.Delete(log))
	s.AddTool(mcp.NewTool("move"), tools.Move(log))
	s.AddTaskTool(mcp.NewTool("report"), tools.Report)
	sess := &tools.Session{ID: "s1"}
	_ = s.AddSessionTool(sess.ID, mcp.NewTool("ping"), sess.Ping)
	s.SetTools(server.ServerTool{Tool: mcp.NewTool("version"), Handler: tools.Version})
	s.AddTool(mcp.NewTool("lint"), mcp.NewTypedToolHandler(tools.Lint))
	s.AddTool(mcp.NewTool("statvar"), mcp.NewTypedToolHandler(tools.StatVar))
	return s
}
