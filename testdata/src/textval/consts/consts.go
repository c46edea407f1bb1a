// Package consts holds message constants another package folds.
package consts

const Failed = "lookup failed"

type Msg string

const Busy Msg = "index busy"
