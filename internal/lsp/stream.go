package lsp

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"go.lsp.dev/jsonrpc2"
)

// maxMessage bounds the memory one message may take; a longer one is
// skipped and answered with an error. An editor's largest message is a
// file's text in didOpen, which this server does not keep.
const maxMessage = 64 << 20

// stream frames JSON-RPC messages with LSP's Content-Length headers, as
// jsonrpc2.NewStream does, but reads on past input it cannot use: a
// body that is not a JSON-RPC message is answered with the JSON-RPC
// error for it (jsonrpc2's stream would end the connection), an
// oversized one is skipped, and garbage between messages is skipped up
// to the next header.
type stream struct {
	in     *bufio.Reader
	out    io.Writer
	closer io.Closer
	mu     sync.Mutex // writes: conn's, and this stream's own error replies
	log    func(format string, args ...any)
}

func newStream(rwc io.ReadWriteCloser, log func(string, ...any)) *stream {
	return &stream{in: bufio.NewReader(rwc), out: rwc, closer: rwc, log: log}
}

// Read implements jsonrpc2.Stream.
func (s *stream) Read(ctx context.Context) (jsonrpc2.Message, int64, error) {
	var total int64
	for {
		if err := ctx.Err(); err != nil {
			return nil, total, err
		}
		length, n, err := s.header()
		total += n
		if err != nil {
			return nil, total, err
		}
		if length > maxMessage {
			n, err := io.CopyN(io.Discard, s.in, length)
			total += n
			if err != nil {
				return nil, total, err
			}
			s.replyError(jsonrpc2.InvalidRequest, fmt.Sprintf("message of %d bytes: at most %d", length, maxMessage))
			continue
		}
		body := make([]byte, length)
		m, err := io.ReadFull(s.in, body)
		total += int64(m)
		if err != nil {
			return nil, total, err
		}
		msg, err := jsonrpc2.DecodeMessage(body)
		if err == nil {
			return msg, total, nil
		}
		code := jsonrpc2.InvalidRequest
		if !json.Valid(body) {
			code = jsonrpc2.ParseError
		}
		s.log("skipped a message that is not JSON-RPC: %v", err)
		s.replyError(code, err.Error())
	}
}

// header reads a message's headers and returns its Content-Length. A
// header block without one is skipped: the next line that holds a
// Content-Length header starts the next message.
func (s *stream) header() (int64, int64, error) {
	var total int64
	length := int64(-1)
	for {
		line, err := s.in.ReadString('\n')
		total += int64(len(line))
		if err != nil {
			return 0, total, err
		}
		if i := strings.Index(line, "Content-Length:"); i > 0 {
			s.log("skipped input before a header: %q", line[:min(i, 80)])
			line = line[i:]
		}
		line = strings.TrimSpace(line)
		if line == "" {
			if length >= 0 {
				return length, total, nil
			}
			continue
		}
		name, value, ok := strings.Cut(line, ":")
		if !ok {
			s.log("skipped a line that is not a header: %q", line[:min(len(line), 80)])
			continue
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.ParseInt(strings.TrimSpace(value), 10, 64)
			if err != nil || n <= 0 {
				s.log("skipped a bad Content-Length: %q", value)
				length = -1
				continue
			}
			length = n
		}
	}
}

// Write implements jsonrpc2.Stream.
func (s *stream) Write(ctx context.Context, msg jsonrpc2.Message) (int64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	data, err := json.Marshal(msg)
	if err != nil {
		return 0, fmt.Errorf("marshaling message: %w", err)
	}
	return s.write(data)
}

func (s *stream) write(data []byte) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n, err := fmt.Fprintf(s.out, "Content-Length: %d\r\n\r\n%s", len(data), data)
	return int64(n), err
}

// replyError answers a message it could not read, whose id it does not
// know: JSON-RPC's answer then has the id null.
func (s *stream) replyError(code jsonrpc2.Code, msg string) {
	data, err := json.Marshal(struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      *int            `json:"id"`
		Error   *jsonrpc2.Error `json:"error"`
	}{"2.0", nil, jsonrpc2.NewError(code, msg)})
	if err == nil {
		_, err = s.write(data)
	}
	if err != nil && !errors.Is(err, io.ErrClosedPipe) {
		s.log("replying to a bad message: %v", err)
	}
}

// Close implements jsonrpc2.Stream.
func (s *stream) Close() error { return s.closer.Close() }
