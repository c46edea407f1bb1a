// Package models stands for a generated API client's models (go-swagger):
// a module of its own, so its errors are foreign.
package models

import (
	"errors"
	"net/http"
)

// AlertRule is a model the caller fills in.
type AlertRule struct{ Title string }

// Validate reports what is wrong with the rule's fields.
func (r *AlertRule) Validate() error {
	if r.Title == "" {
		return errors.New("title in body is required")
	}
	return nil
}

// Push sends the rule to the server: its errors carry upstream text.
func (r *AlertRule) Push(c *http.Client) error {
	_, err := c.Get("http://grafana.internal:3000/api/rules")
	return err
}

// Validate reports what is wrong with a list of rules.
func Validate(rules []*AlertRule) error {
	for _, r := range rules {
		if err := r.Validate(); err != nil {
			return err
		}
	}
	return nil
}
