package lsptest

import (
	"context"
	"os"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// Initialize sends initialize, with root as the workspace root and opts
// as initializationOptions, then initialized.
func (c *Client) Initialize(ctx context.Context, root string, opts any) (protocol.InitializeResult, error) {
	var res protocol.InitializeResult
	params := map[string]any{
		"processId":    os.Getpid(),
		"rootUri":      uri.File(root),
		"capabilities": map[string]any{},
	}
	if opts != nil {
		params["initializationOptions"] = opts
	}
	if _, err := c.conn.Call(ctx, protocol.MethodInitialize, params, &res); err != nil {
		return res, err
	}
	return res, c.conn.Notify(ctx, protocol.MethodInitialized, map[string]any{})
}

// DidOpen sends didOpen with the file's content on disk.
func (c *Client) DidOpen(ctx context.Context, file string) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	return c.conn.Notify(ctx, protocol.MethodTextDocumentDidOpen, &protocol.DidOpenTextDocumentParams{
		TextDocument: protocol.TextDocumentItem{URI: uri.File(file), LanguageID: "go", Version: 1, Text: string(b)},
	})
}

// DidChange sends a didChange that says the buffer changed, without
// saving it.
func (c *Client) DidChange(ctx context.Context, file string, version int32) error {
	return c.conn.Notify(ctx, protocol.MethodTextDocumentDidChange, &protocol.DidChangeTextDocumentParams{
		TextDocument:   protocol.VersionedTextDocumentIdentifier{TextDocumentIdentifier: protocol.TextDocumentIdentifier{URI: uri.File(file)}, Version: version},
		ContentChanges: []protocol.TextDocumentContentChangeEvent{{Text: "x"}},
	})
}

// DidSave sends didSave.
func (c *Client) DidSave(ctx context.Context, file string) error {
	return c.conn.Notify(ctx, protocol.MethodTextDocumentDidSave, &protocol.DidSaveTextDocumentParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: uri.File(file)},
	})
}

// DidChangeConfiguration sends new settings.
func (c *Client) DidChangeConfiguration(ctx context.Context, settings any) error {
	return c.conn.Notify(ctx, protocol.MethodWorkspaceDidChangeConfiguration, map[string]any{"settings": settings})
}

// CodeAction asks for the code actions of a range of the file.
func (c *Client) CodeAction(ctx context.Context, file string, r protocol.Range) ([]protocol.CodeAction, error) {
	var res []protocol.CodeAction
	_, err := c.conn.Call(ctx, protocol.MethodTextDocumentCodeAction, &protocol.CodeActionParams{
		TextDocument: protocol.TextDocumentIdentifier{URI: uri.File(file)},
		Range:        r,
	}, &res)
	return res, err
}

// Call sends any request.
func (c *Client) Call(ctx context.Context, method string, params, result any) error {
	_, err := c.conn.Call(ctx, method, params, result)
	return err
}

// Notify sends any notification.
func (c *Client) Notify(ctx context.Context, method string, params any) error {
	return c.conn.Notify(ctx, method, params)
}

// Shutdown sends shutdown, then exit.
func (c *Client) Shutdown(ctx context.Context) error {
	if _, err := c.conn.Call(ctx, protocol.MethodShutdown, nil, nil); err != nil {
		return err
	}
	return c.conn.Notify(ctx, protocol.MethodExit, nil)
}

// Close closes the connection.
func (c *Client) Close() error { return c.conn.Close() }
