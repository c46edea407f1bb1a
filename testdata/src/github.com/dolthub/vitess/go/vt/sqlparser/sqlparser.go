// Package sqlparser is a test stub of dolthub's vitess SQL parser: its
// errors describe the statement given ("syntax error at position 7 near
// 'SELEC'").
package sqlparser

import "errors"

// Statement is a parsed statement.
type Statement interface{}

// Parse parses sql.
func Parse(sql string) (Statement, error) {
	if sql == "" {
		return nil, errors.New("empty statement")
	}
	return struct{}{}, nil
}
