// Package parser is a test stub of Prometheus' PromQL parser.
package parser

import "fmt"

// Parser parses PromQL.
type Parser interface {
	ParseMetricSelector(input string) ([]string, error)
}

type parser struct{}

// NewParser returns a Parser.
func NewParser() Parser { return parser{} }

func (parser) ParseMetricSelector(input string) ([]string, error) {
	if input == "" {
		return nil, fmt.Errorf("1:1: parse error: unexpected end of input")
	}
	return []string{input}, nil
}
