// Package pg_query is a test stub of wasilibs/go-pgquery, pganalyze's
// PostgreSQL parser built to WebAssembly, with the same API: its
// errors are the parser's message about the query given ("syntax error
// at or near \"SELEC\"").
package pg_query

import "errors"

// ParseResult is a parse tree.
type ParseResult struct{}

// Parse parses input.
func Parse(input string) (*ParseResult, error) {
	if input == "" {
		return nil, errors.New("syntax error at end of input")
	}
	return &ParseResult{}, nil
}
