package sources

import (
	"errors"
	"fmt"
	"os"
	"strconv"

	"textval/consts"
)

// show and showS mark the values the test evaluates.
func show(err error) {}
func showS(s string) {}

var ErrBusy = errors.New("server busy")

var errReassigned = errors.New("first")

func reassign() { errReassigned = errors.New("second") }

func find(name string) error {
	if name == "" {
		return errors.New("name is empty") // line 24
	}
	if _, err := os.Stat(name); err != nil {
		return fmt.Errorf("stat %s: %w", name, err) // line 27
	}
	return nil
}

func wrapped(name string) error {
	if err := find(name); err != nil {
		return err
	}
	if name == "busy" {
		return ErrBusy
	}
	return nil
}

func recursive(n int) error {
	if n > 0 {
		return recursive(n - 1)
	}
	return errors.New("bottom") // line 46
}

func use(name string, n int) {
	show(wrapped(name))  // want `source "name is empty" at 24` `source "stat {\?}: {%w}" at 27` `source "server busy" at 16`
	show(recursive(n))   // want `source "bottom" at 46`
	show(os.ErrNotExist) // want `source "{\?}" at 52`
	show(errReassigned)  // want `source "{\?}" at 53`
	var err error
	if n > 1 {
		err = errors.New("big") // line 56
	}
	show(err) // want `source "big" at 56`

	showS(consts.Failed + ": " + fmt.Sprintf("%d items of %s", n, string(consts.Busy))) // want `text "lookup failed: {%d} items of index busy"`
	showS(strconv.Itoa(n))                                                              // want `text "{\?}"`

	msg := "unknown error"
	if n > 2 {
		msg = describe(n)
	}
	show2(msg) // want `source "unknown error" at 0` `source "{%d} items" at 74` `source "none" at 0`
}

func show2(s string) {}

func describe(n int) string {
	if n > 3 {
		return fmt.Sprintf("%d items", n) // line 74
	}
	return "none"
}
