package origins

import (
	"bytes"
	"fmt"
	"html"
	"io"
	"net/http"
	"regexp"
	"strings"
	"unicode"
)

// The standard library's text functions whose result is made from their
// argument keep the argument's sources: one call of each.
func transforms(resp *http.Response, re *regexp.Regexp, r *strings.Replacer) {
	raw, _ := io.ReadAll(resp.Body)
	s := string(raw)
	textSink(strings.TrimSpace(s))                        // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.ToLower(s))                          // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.ToUpper(s))                          // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.Trim(s, " "))                        // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.TrimPrefix(s, "x"))                  // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.TrimSuffix(s, "x"))                  // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.TrimLeft(s, " "))                    // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.TrimRight(s, " "))                   // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.ReplaceAll(s, "a", "b"))             // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.Replace(s, "a", "b", 1))             // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.Title(s))                            // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.Clone(s))                            // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.ToValidUTF8(s, "?"))                 // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.Join([]string{"a", s}, ","))         // want `^written\|body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.Map(unicode.ToUpper, s))             // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(r.Replace(s))                                // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(string(bytes.TrimSpace(raw)))                // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(re.ReplaceAllString(s, ""))                  // want `^written\|body \[an HTTP body read with io.ReadAll\]$`
	textSink(re.ReplaceAllLiteralString(s, ""))           // want `^written\|body \[an HTTP body read with io.ReadAll\]$`
	textSink(re.ReplaceAllStringFunc(s, strings.ToLower)) // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(html.EscapeString(s))                        // want `^body \[an HTTP body read with io.ReadAll\]$`
	textSink(fmt.Sprint(s))                               // want `^written\|body \[an HTTP body read with io.ReadAll\]$`
	textSink(fmt.Sprintln(s))                             // want `^written\|body \[an HTTP body read with io.ReadAll\]$`
	textSink(strings.Repeat(s, 2))                        // want `^written \[\]$`
}

// A credential header read from the map itself, and a credential field of
// a struct held by value: addressable (a FieldAddr) or not (a Field).
func secretPlaces(req *http.Request, cfg config, cfgs []config) {
	textSink(req.Header["Authorization"][0]) // want `^secret \[header Authorization\]$`
	textSink(req.Header["Accept"][0])        // want `^written \[\]$`
	textSink(cfg.Password)                   // want `^secret \[field config.Password\]$`
	textSink(cfgs[0].APIKey)                 // want `^secret \[field config.APIKey\]$`
	textSink(cfg.Name)                       // want `^written \[\]$`
	textSink(loadConfig().Password)          // want `^secret \[field config.Password\]$`
	textSink(loadConfig().Name)              // want `^written \[\]$`
}

func loadConfig() config { return config{} }
