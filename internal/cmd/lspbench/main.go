// Command lspbench times mcplint's language server as an editor sees it:
// it starts `mcplint lsp` as a subprocess, opens one Go file, then saves
// it a few times, unchanged or (-edit) after appending a comment line,
// and prints for each the time from the notification sent to the file's
// diagnostics published, with the server's peak memory at the end. With
// -edit the file is restored at the end. BENCHMARKS.md ("The language
// server") has the commands and the numbers.
//
// Usage:
//
//	lspbench [-mcplint path] [-saves N] [-edit] file.go
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/mcplint-go/mcplint/internal/lsp/lsptest"
)

func main() {
	bin := flag.String("mcplint", "mcplint", "the mcplint binary")
	saves := flag.Int("saves", 3, "how many saves to time after the open")
	edit := flag.Bool("edit", false, "append a comment line to the file before each save")
	timeout := flag.Duration("timeout", 30*time.Minute, "how long to wait for one analysis")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: lspbench [-mcplint path] [-saves N] [-edit] file.go")
		os.Exit(2)
	}
	if err := run(*bin, flag.Arg(0), *saves, *edit, *timeout); err != nil {
		fmt.Fprintf(os.Stderr, "lspbench: %v\n", err)
		os.Exit(1)
	}
}

func run(bin, file string, saves int, edit bool, timeout time.Duration) error {
	file, err := filepath.Abs(file)
	if err != nil {
		return err
	}
	orig, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	if edit {
		defer os.WriteFile(file, orig, 0o666)
	}
	cmd := exec.Command(bin, "lsp")
	cmd.Stderr = os.Stderr // the server's log: one line per analysis
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	ctx := context.Background()
	c := lsptest.New(ctx, pipe{out, in})
	if _, err := c.Initialize(ctx, filepath.Dir(file), nil); err != nil {
		return err
	}
	timed := func(what string, send func() error) error {
		mark := c.Mark()
		start := time.Now()
		if err := send(); err != nil {
			return err
		}
		wctx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		diags, err := c.Await(wctx, file, mark)
		if err != nil {
			return err
		}
		fmt.Printf("%-7s %8.2fs  %d diagnostics\n", what, time.Since(start).Seconds(), len(diags))
		return nil
	}
	if err := timed("open", func() error { return c.DidOpen(ctx, file) }); err != nil {
		return err
	}
	for i := 1; i <= saves; i++ {
		if edit {
			// An edit go vet cannot serve from its cache: the file's
			// content, and so the package's, is new, also to an earlier
			// lspbench run (hence the clock).
			b := append(append([]byte(nil), orig...), fmt.Sprintf("\n// lspbench edit %d at %d\n", i, time.Now().UnixNano())...)
			if err := os.WriteFile(file, b, 0o666); err != nil {
				return err
			}
		}
		if err := timed(fmt.Sprintf("save %d", i), func() error { return c.DidSave(ctx, file) }); err != nil {
			return err
		}
	}
	fmt.Printf("server peak RSS %s\n", peakRSS(cmd.Process.Pid))
	if err := c.Shutdown(ctx); err != nil {
		return err
	}
	return cmd.Wait()
}

// peakRSS reads the process's high-water mark of resident memory
// (Linux), or says it cannot.
func peakRSS(pid int) string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return "unknown"
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}

// pipe joins the server's stdout and stdin into the client's connection.
type pipe struct {
	io.ReadCloser
	w io.WriteCloser
}

func (p pipe) Write(b []byte) (int, error) { return p.w.Write(b) }

func (p pipe) Close() error {
	p.w.Close()
	return p.ReadCloser.Close()
}
