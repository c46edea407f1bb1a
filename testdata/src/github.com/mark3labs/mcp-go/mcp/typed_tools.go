package mcp

import "context"

type TypedToolHandlerFunc[T any] func(ctx context.Context, request CallToolRequest, args T) (*CallToolResult, error)

type StructuredToolHandlerFunc[TArgs any, TResult any] func(ctx context.Context, request CallToolRequest, args TArgs) (TResult, error)

func NewTypedToolHandler[T any](handler TypedToolHandlerFunc[T]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
		var args T
		if err := request.BindArguments(&args); err != nil {
			return NewToolResultError("failed to bind arguments: " + err.Error()), nil
		}
		return handler(ctx, request, args)
	}
}

func NewStructuredToolHandler[TArgs any, TResult any](handler StructuredToolHandlerFunc[TArgs, TResult]) func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
	return func(ctx context.Context, request CallToolRequest) (*CallToolResult, error) {
		var args TArgs
		if err := request.BindArguments(&args); err != nil {
			return NewToolResultError("failed to bind arguments: " + err.Error()), nil
		}
		out, err := handler(ctx, request, args)
		if err != nil {
			return NewToolResultError("tool execution failed: " + err.Error()), nil
		}
		return NewToolResultStructuredOnly(out), nil
	}
}
