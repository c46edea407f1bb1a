// Package grpcstatus builds errors with gRPC's status package, as
// dolthub/dolt-mcp's request helpers do: status.Errorf's text is its
// fixed prefix and the caller's message, so a message the module wrote is
// no leak (113 false findings on dolt-mcp before); an error formatted
// into it is still its own source.
package grpcstatus

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

func argument(req mcp.CallToolRequest, name string) (string, error) {
	v, ok := req.GetArguments()[name].(string)
	if !ok {
		return "", status.Errorf(codes.InvalidArgument, "%s not defined", name)
	}
	if v == "" {
		return "", status.Error(codes.InvalidArgument, "empty "+name)
	}
	return v, nil
}

func read(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := argument(req, "path")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	b, err := os.ReadFile(path)
	if err != nil {
		err = status.Errorf(codes.Internal, "reading %s: %v", path, err)
		return mcp.NewToolResultError(err.Error()), nil // want `^raw error from os \(os\.ReadFile\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText(string(b)), nil
}
