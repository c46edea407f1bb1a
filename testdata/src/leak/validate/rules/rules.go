// Package rules holds a rule function of the module in another package:
// its body is not in the handler's package, so it is not judged safe.
package rules

import "os"

// DirExists fails when the directory does not exist, with os.Stat's error.
func DirExists(v any) error {
	_, err := os.Stat(v.(string))
	return err
}
