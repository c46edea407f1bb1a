// Package validation is a stand-in for a third-party struct validator in
// the style of ozzo-validation: rules are values, and ValidateStruct's
// error names each field that broke a rule with the rule's message.
package validation

import (
	"errors"
	"regexp"
)

// Rule validates a value.
type Rule interface{ Validate(value any) error }

// Error is a validation error with a code and a message.
type Error interface {
	error
	Code() string
}

type verr struct{ code, msg string }

func (e verr) Error() string { return e.msg }
func (e verr) Code() string  { return e.code }

// NewError returns an Error with code and message.
func NewError(code, message string) Error { return verr{code, message} }

// FieldRules are the rules of one field.
type FieldRules struct {
	ptr   any
	rules []Rule
}

// Field returns the rules of the field fieldPtr points to.
func Field(fieldPtr any, rules ...Rule) *FieldRules { return &FieldRules{fieldPtr, rules} }

// ValidateStruct checks every field's rules and joins the messages.
func ValidateStruct(structPtr any, fields ...*FieldRules) error {
	var errs []error
	for _, f := range fields {
		for _, r := range f.rules {
			if err := r.Validate(f.ptr); err != nil {
				errs = append(errs, err)
			}
		}
	}
	return errors.Join(errs...)
}

// RequiredRule fails on an empty value.
type RequiredRule struct{ msg string }

func (r RequiredRule) Validate(value any) error { return NewError("required", r.msg) }

// Error returns the rule with another message.
func (r RequiredRule) Error(message string) RequiredRule { return RequiredRule{message} }

// Required is the rule that a value is not empty.
var Required = RequiredRule{"cannot be blank"}

type maxRule struct{ max int }

func (r maxRule) Validate(value any) error {
	return NewError("max", "must be no greater than the maximum")
}

// Max is the rule that a number is at most max.
func Max(max int) Rule { return maxRule{max} }

type matchRule struct{ re *regexp.Regexp }

func (r matchRule) Validate(value any) error { return NewError("match", "must be in a valid format") }

// Match is the rule that a string matches re.
func Match(re *regexp.Regexp) Rule { return matchRule{re} }

// RuleFunc is a rule written as a function.
type RuleFunc func(value any) error

func (f RuleFunc) Validate(value any) error { return f(value) }

// By returns a rule that calls f.
func By(f RuleFunc) Rule { return f }

type whenRule struct{ rules []Rule }

func (r whenRule) Validate(value any) error { return nil }

// When applies rules only when condition holds.
func When(condition bool, rules ...Rule) Rule { return whenRule{rules} }

// Resolver looks hosts up.
type Resolver interface{ Lookup(host string) error }

// DefaultResolver is the resolver ValidateHost uses.
var DefaultResolver Resolver

// ValidateHost checks that host resolves; the resolver's error comes back
// as it is.
func ValidateHost(host string) error { return DefaultResolver.Lookup(host) }
