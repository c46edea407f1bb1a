// Package safeadvice: the error shown is one leak shows by default
// (strconv, encoding/json: safesrc.Default), so flagging the result is
// all the advice asks; following it leaves no leak finding (a reviewer's
// case). os's error still gets "log that error and write instead ...".
package safeadvice

import (
	"context"
	"encoding/json"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func count(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := strconv.Atoi(req.GetString("n", ""))
	if err != nil {
		return mcp.NewToolResultText("invalid count: " + err.Error()), nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText(strconv.Itoa(n * 2)), nil
}

func decode(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var v map[string]any
	if err := json.Unmarshal([]byte(req.GetString("doc", "")), &v); err != nil {
		return mcp.NewToolResultText("the doc argument is not valid JSON: " + err.Error()), nil // want `^tool handler reports a failure in a result without IsError: its text carries an error's text after an error check, and mcp-go sends a success result, so the model is told the call worked; call mcp\.NewToolResultError instead of mcp\.NewToolResultText$`
	}
	return mcp.NewToolResultText("ok"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("count"), count)
	s.AddTool(mcp.NewTool("decode"), decode)
}
