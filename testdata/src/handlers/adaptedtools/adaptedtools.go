// Package adaptedtools defines tool functions registered through the
// adapter package: they are handlers whose errors become isError results.
package adaptedtools

import (
	"context"

	"handlers/adapter"
)

type listArgs struct{ Limit int }

func list(ctx context.Context, args listArgs) ([]string, error) { // want `handler tool function behind an adapter registration converted by adapter.Must`
	return nil, nil
}

var ListTool = adapter.Must("list", list)

// Not a tool: never given to the adapter.
func helper(ctx context.Context, args listArgs) ([]string, error) {
	return nil, nil
}
