package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/mcplint-go/mcplint/internal/lsp"
)

// serveLSP is mcplint lsp: a language server on stdin and stdout for an
// editor to run beside gopls (internal/lsp). Its exit status is LSP's:
// 0 after shutdown and exit, 1 when the client left without shutdown;
// 2 for bad flags, as the command's.
func serveLSP(args []string, stdin io.ReadCloser, stdout io.WriteCloser, stderr io.Writer) int {
	fs := flag.NewFlagSet("mcplint lsp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	parallel := fs.Int("parallel", 2, "how many packages to analyse at once (one package never runs twice at once)")
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), `Usage: mcplint lsp [-parallel=N]

mcplint lsp is a language server on stdin and stdout: an editor runs it
beside gopls for Go files. On open and on save of a file it analyses the
file's package, as saved on disk, and publishes the findings; their fixes
and //mcplint:ignore are quick fixes. Settings come from the editor
(initializationOptions, workspace/didChangeConfiguration): see
docs/integrations/editors.md.

Flags:
`)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitClean
		}
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "mcplint lsp: unexpected argument %q: the server takes flags only\n", fs.Arg(0))
		return exitUsage
	}
	if *parallel < 1 {
		fmt.Fprintf(stderr, "mcplint lsp: -parallel=%d: at least 1\n", *parallel)
		return exitUsage
	}
	tool, err := toolPath()
	if err != nil {
		fmt.Fprintf(stderr, "mcplint lsp: %v\n", err)
		return exitFailed
	}
	// An editor that quits may signal its servers rather than send
	// exit: the context's end kills the go commands at work.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err = lsp.Serve(ctx, stdio{stdin, stdout}, lsp.Options{Tool: tool, Parallel: *parallel, Version: moduleVersion(), Log: stderr})
	if err != nil {
		fmt.Fprintf(stderr, "mcplint lsp: %v\n", err)
		return exitFailed
	}
	return exitClean
}

// stdio is the server's connection: it reads stdin and writes stdout.
type stdio struct {
	io.ReadCloser
	out io.WriteCloser
}

func (s stdio) Write(p []byte) (int, error) { return s.out.Write(p) }

func (s stdio) Close() error {
	err := s.ReadCloser.Close()
	if err2 := s.out.Close(); err == nil {
		err = err2
	}
	return err
}
