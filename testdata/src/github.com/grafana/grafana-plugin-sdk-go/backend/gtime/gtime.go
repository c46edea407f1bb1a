// Package gtime is a test stub of the Grafana plugin SDK's gtime.
package gtime

import (
	"fmt"
	"time"
)

// TimeRange is a relative or absolute time range.
type TimeRange struct {
	From, To string
	Now      time.Time
}

// ParseFrom parses From.
func (tr TimeRange) ParseFrom() (time.Time, error) {
	d, err := time.ParseDuration(tr.From)
	if err != nil {
		return time.Time{}, fmt.Errorf("invalid time %q: %w", tr.From, err)
	}
	return tr.Now.Add(-d), nil
}
