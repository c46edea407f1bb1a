// Package ifaceimpl implements ifaceapi.Notifier: packages that do not
// import it do not see the implementation.
package ifaceimpl

import "os"

type stderrNotifier struct{}

func (stderrNotifier) Notify(msg string) error { // want Notify:`^errors\(0:foreign\(os.File.WriteString\)\)$`
	_, err := os.Stderr.WriteString(msg)
	return err
}
