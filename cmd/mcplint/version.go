package main

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"golang.org/x/mod/semver"
)

// isVersionQuery reports whether args ask for the version: "version",
// -V, -V=full, --version.
func isVersionQuery(args []string) bool {
	if len(args) != 1 {
		return false
	}
	switch args[0] {
	case "version", "-V", "--V", "-V=full", "--V=full", "-version", "--version":
		return true
	}
	return false
}

// printVersion prints the version. For -V=full it prints the line the go
// command reads to key its build cache (cmd/go/internal/work.toolID):
// "mcplint version devel <version> buildID=<sha256 of the executable>".
// The word devel makes the go command key on the buildID, so a rebuilt
// mcplint with the same version never reuses stale vet results.
func printVersion(w io.Writer, args []string) int {
	v := moduleVersion()
	if args[0] != "-V=full" && args[0] != "--V=full" {
		fmt.Fprintf(w, "mcplint %s\n", v)
		if strings.HasPrefix(v, "(devel) go") {
			// Neither a module version nor a commit: say why, where a
			// bug report is being written, not only in the docs.
			fmt.Fprintln(w, "no version or commit recorded: built from a checkout with VCS stamping off (GOFLAGS=-buildvcs=false) or outside a repository; build with GOFLAGS=-buildvcs=true, or install a tagged version, to record one")
		}
		return 0
	}
	exe, err := os.Executable()
	if err != nil {
		fmt.Fprintf(os.Stderr, "mcplint: %v\n", err)
		return 1
	}
	f, err := os.Open(exe)
	if err != nil {
		fmt.Fprintf(os.Stderr, "mcplint: %v\n", err)
		return 1
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		fmt.Fprintf(os.Stderr, "mcplint: %v\n", err)
		return 1
	}
	fmt.Fprintf(w, "mcplint version devel %s buildID=%02x\n", v, h.Sum(nil))
	return 0
}

// moduleVersion returns the main module's version from the build info
// (a tag or pseudo-version when installed with go install m@v), followed
// by the VCS revision and time when the binary was built in a checkout.
func moduleVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown"
	}
	v := bi.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, when, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			when = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if rev != "" && !strings.Contains(v, rev[:min(12, len(rev))]) {
		// A version that is not a pseudo-version of this revision (a plain
		// "go build" in a checkout reports "(devel)").
		v += " (" + rev + dirty
		if when != "" {
			v += ", " + when
		}
		v += ")"
	}
	return v + " " + bi.GoVersion
}

// semanticVersion returns the main module's version without its "v"
// when it is a semantic version (a tag or pseudo-version of go install
// m@v), else "" (a build in a checkout says "(devel)").
func semanticVersion() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	return semverOf(bi.Main.Version)
}

// semverOf is v without its "v" when v is a semantic version, else "".
func semverOf(v string) string {
	// IsValid takes the shorthands v1 and v1.2, which SemVer does not:
	// the version must be its canonical form (build metadata aside).
	if !semver.IsValid(v) || semver.Canonical(v) != strings.TrimSuffix(v, semver.Build(v)) {
		return ""
	}
	return strings.TrimPrefix(v, "v")
}
