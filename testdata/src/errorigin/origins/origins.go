package origins

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"reflect"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"

	pkgerrors "github.com/pkg/errors"

	"errorigin/lib"
	deplib "othermod.example/dep/lib"
)

func errSink(err error)            {}
func textSink(s string)            {}
func valueSink(verb string, v any) {}

type notFound struct{ id string }

func (e *notFound) Error() string { return "no item " + e.id }

type config struct {
	APIKey    string
	PageToken string
	Password  string
	Name      string
}

func errorsOrigins(ctx context.Context, path string) {
	_, err := os.ReadFile(path)
	errSink(err)                                     // want `foreign\(os.ReadFile\) \[os.ReadFile\]`
	errSink(errors.New("constant"))                  // want `^written \[\]`
	errSink(fmt.Errorf("reading %s: %w", path, err)) // want `written\|foreign\(os.ReadFile\) \[os.ReadFile\]`
	_, err2 := strconv.Atoi(path)
	errSink(errors.Join(err, err2)) // want `foreign\(os.ReadFile\) \[os.ReadFile; strconv.Atoi\]`
	errSink(lib.Get(path))          // want `^written \[\]`
	errSink(lib.ErrMissing)         // want `^written \[\]`
	errSink(lib.Load(path))         // want `written\|foreign\(os.ReadFile\) \[os.ReadFile\]`
	errSink(deplib.Check())         // want `foreign\(lib.Check\) \[lib.Check\]`
	errSink(ctx.Err())              // want `foreign\(context.Context.Err\) \[context.Context.Err\]`
}

func stacks(path string) {
	_, err := os.ReadFile(path)
	traced := pkgerrors.New("traced")
	errSink(traced)          // want `^written\|stack-carrier \[\]`
	valueSink("%+v", traced) // want `written\|stack\|stack-carrier \[%\+v of a stack-carrying error\]`
	valueSink("%v", traced)  // want `^written\|stack-carrier \[\]`
	wrapped := pkgerrors.Wrap(err, "reading")
	valueSink("%+v", wrapped)                          // want `written\|foreign\|stack\|stack-carrier\(os.ReadFile\) \[os.ReadFile; %\+v of a stack-carrying error\]`
	valueSink("%+v", fmt.Errorf("again: %w", traced))  // want `^written \[\]`
	textSink(fmt.Sprintf("failed: %+v", lib.Traced())) // want `written\|stack \[%\+v of a stack-carrying error\]`
	textSink(string(debug.Stack()))                    // want `stack \[debug.Stack\]`
	buf := make([]byte, 1024)
	n := runtime.Stack(buf, false)
	textSink(string(buf[:n])) // want `stack \[runtime.Stack\]`
	defer func() {
		if r := recover(); r != nil {
			textSink(fmt.Sprintf("panic: %v", r)) // want `written\|stack \[a recovered panic value\]`
			if e, ok := r.(error); ok {
				errSink(e) // want `stack \[a recovered panic value\]`
			}
		}
	}()
}

func assertions(err error, v reflect.Value) {
	out := v.Call(nil)
	e, _ := out[0].Interface().(error)
	errSink(e) // want `^unknown \[\]`
	var nf *notFound
	if errors.As(err, &nf) {
		textSink(nf.Error()) // want `^written \[\]`
	}
	switch x := err.(type) {
	case *notFound:
		errSink(x) // want `^written \[\]`
	}
	var pe *os.PathError
	if errors.As(err, &pe) {
		errSink(pe) // want `foreign\(fs.PathError\) \[fs.PathError\]`
	}
}

func bodies(c *http.Client, req *http.Request) {
	resp, err := c.Do(req)
	if err != nil {
		return
	}
	body, _ := io.ReadAll(resp.Body)
	textSink(string(body))                                      // want `body \[an HTTP body read with io.ReadAll\]`
	errSink(fmt.Errorf("status %d: %s", resp.StatusCode, body)) // want `written\|body \[an HTTP body read with io.ReadAll\]`
	limited, _ := io.ReadAll(io.LimitReader(resp.Body, 512))
	textSink(string(limited)) // want `body \[an HTTP body read with io.ReadAll\]`
	buffered, _ := io.ReadAll(bufio.NewReader(resp.Body))
	textSink(string(buffered)) // want `body \[an HTTP body read with io.ReadAll\]`
	sized, _ := io.ReadAll(bufio.NewReaderSize(resp.Body, 4096))
	textSink(string(sized)) // want `body \[an HTTP body read with io.ReadAll\]`
	var copied bytes.Buffer
	teed, _ := io.ReadAll(io.TeeReader(resp.Body, &copied))
	textSink(string(teed)) // want `body \[an HTTP body read with io.ReadAll\]`
	var buf bytes.Buffer
	io.Copy(&buf, resp.Body)
	textSink(buf.String())           // want `body \[an HTTP body copied into a buffer\]`
	valueSink("%v", resp)            // want `body \[an \*http.Response formatted with %v\]`
	valueSink("%d", resp.StatusCode) // want `^written \[\]`
	errSink(lib.Fetch(c, "u"))       // want `written\|foreign\|body\(http.Client.Get\) \[http.Client.Get; an HTTP body read with io.ReadAll\]`
	f, _ := os.Open("x")
	local, _ := io.ReadAll(f)
	textSink(string(local)) // want `^written \[\]`
}

func commands() {
	out, err := exec.Command("git", "status").CombinedOutput()
	if err != nil {
		textSink(string(out)) // want `body \[a command's output with its stderr \(\(\*exec.Cmd\).CombinedOutput\)\]`
	}
	cmd := exec.Command("git", "log")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		textSink(stderr.String()) // want `body \[a command's stderr \(exec.Cmd.Stderr\)\]`
	}
	if _, err := exec.Command("ls").Output(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			textSink(string(ee.Stderr)) // want `body \[a command's stderr \(exec.ExitError.Stderr\)\]`
		}
	}
}

func secrets(req *http.Request, cfg *config) {
	textSink(os.Getenv("GITHUB_TOKEN"))   // want `secret \[environment variable GITHUB_TOKEN\]`
	textSink(os.Getenv("HOME"))           // want `^written \[\]`
	textSink(os.Getenv("PORTAL_SESSION")) // want `secret \[environment variable PORTAL_SESSION\]`
	if v, ok := os.LookupEnv("DB_PASSWORD"); ok {
		textSink(v) // want `secret \[environment variable DB_PASSWORD\]`
	}
	textSink(req.Header.Get("Authorization"))                                 // want `secret \[header Authorization\]`
	textSink(req.Header.Get("Accept"))                                        // want `^written \[\]`
	valueSink("%v", req.Header)                                               // want `secret \[a whole header map\]`
	valueSink("%+v", req)                                                     // want `secret \[an \*http.Request formatted with %\+v \(its headers\)\]`
	textSink(cfg.APIKey)                                                      // want `secret \[field config.APIKey\]`
	textSink(cfg.Password)                                                    // want `secret \[field config.Password\]`
	textSink(cfg.PageToken)                                                   // want `^written \[\]`
	textSink(cfg.Name)                                                        // want `^written \[\]`
	errSink(fmt.Errorf("login as %s with %s failed", cfg.Name, cfg.Password)) // want `written\|secret \[field config.Password\]`
}

func wrap(err error) error { return fmt.Errorf("x: %w", err) }

func readBody(r io.Reader) ([]byte, error) {
	return io.ReadAll(io.LimitReader(r, 1024))
}

func apiError(code int, body []byte) error {
	return fmt.Errorf("api returned %d: %s", code, strings.TrimSpace(string(body)))
}

func params(c *http.Client, path string) {
	_, err := os.ReadFile(path)
	errSink(wrap(err))                     // want `written\|foreign\(os.ReadFile\) \[os.ReadFile\]`
	errSink(wrap(errors.New("c")))         // want `^written \[\]`
	errSink(lib.Wrap(err))                 // want `written\|foreign\(os.ReadFile\) \[os.ReadFile\]`
	textSink(lib.Describe("reading", err)) // want `written\|foreign\(os.ReadFile\) \[os.ReadFile\]`
	textSink(lib.Describe("reading", nil)) // want `^written \[\]`
	resp, err := c.Get(path)
	if err != nil {
		return
	}
	b, _ := readBody(resp.Body)
	errSink(apiError(resp.StatusCode, b)) // want `written\|body \[an HTTP body read by origins.readBody\]`
	lb, _ := lib.ReadBody(resp.Body)
	textSink(string(lb)) // want `^body \[an HTTP body read by lib.ReadBody\]`
	f, _ := os.Open(path)
	fb, _ := lib.ReadBody(f)
	textSink(string(fb)) // want `^written \[\]`
	fn := func() error { return err }
	errSink(fn()) // want `unknown \[\]`
}
