// Package ifaceimpl implements ifaceapi.Notifier twice: packages that do
// not import it see neither implementation, those that import it see the
// exported one only (export data, which go vet hands importers, holds an
// unexported type only when an exported declaration refers to it).
package ifaceimpl

import "os"

// stderrNotifier is unexported: no importer sees it.
type stderrNotifier struct{}

func (stderrNotifier) Notify(msg string) error { // want Notify:`^errors\(0:foreign\(os.File.WriteString\)\)$`
	_, err := os.Stderr.WriteString(msg)
	return err
}

// FileNotifier is exported: a package that imports this one sees it.
type FileNotifier struct{ Path string }

func (f FileNotifier) Notify(msg string) error { // want Notify:`^errors\(0:foreign\(os.WriteFile\)\)$`
	return os.WriteFile(f.Path, []byte(msg), 0o600)
}

// RelayNotifier's method is in relay_gen.go.
type RelayNotifier struct{}
