package origins

import (
	"bytes"
	"io"
	"io/ioutil"
	"net/http"
	"net/http/httputil"
	"strings"
)

// One call of each text source row the other cases leave out.
func sourceRows(resp *http.Response, req *http.Request) {
	old, _ := ioutil.ReadAll(resp.Body)
	textSink(string(old)) // want `^body \[an HTTP body read with ioutil.ReadAll\]$`
	in, _ := httputil.DumpRequest(req, true)
	textSink(string(in)) // want `^body \[httputil.DumpRequest\]$`
	out, _ := httputil.DumpRequestOut(req, true)
	textSink(string(out)) // want `^body \[httputil.DumpRequestOut\]$`
	dumped, _ := httputil.DumpResponse(resp, true)
	textSink(string(dumped)) // want `^body \[httputil.DumpResponse\]$`
	var buf bytes.Buffer
	io.Copy(&buf, resp.Body)
	textSink(string(buf.Bytes())) // want `^body \[an HTTP body copied into a buffer\]$`
	var sb strings.Builder
	io.Copy(&sb, resp.Body)
	textSink(sb.String()) // want `^body \[an HTTP body copied into a buffer\]$`
}
