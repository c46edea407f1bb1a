package errorigin

import (
	"strings"
	"unicode"
)

// isCredentialEnv reports whether an environment variable named name
// holds a credential: one of its _-separated words says so
// (GITHUB_TOKEN, OPENAI_API_KEY, AWS_SECRET_ACCESS_KEY, DB_PASSWORD), or
// it ends in _AUTH (PROXY_AUTH). Words, not substrings: PWD is the
// working directory and GIT_AUTHOR_NAME a name.
func isCredentialEnv(name string) bool {
	words := strings.Split(strings.ToUpper(name), "_")
	if len(words) > 1 && words[len(words)-1] == "AUTH" {
		return true
	}
	for _, w := range words {
		switch w {
		case "TOKEN", "SECRET", "PASSWORD", "PASSWD", "KEY", "APIKEY", "CREDENTIAL", "CREDENTIALS", "COOKIE", "SESSION":
			return true
		}
	}
	return false
}

// isCredentialHeader reports whether an HTTP header named name carries a
// credential.
func isCredentialHeader(name string) bool {
	switch strings.ToLower(name) {
	case "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "x-auth-token":
		return true
	}
	return false
}

// isCredentialField reports whether a struct field named name holds a
// credential by its last CamelCase word (Password, ClientSecret, APIKey,
// AccessToken). This is narrower than for environment variables, since
// fields named Key or Token are often map keys and page tokens.
func isCredentialField(name string) bool {
	words := IdentWords(name)
	for i, w := range words {
		words[i] = strings.ToLower(w)
	}
	if len(words) == 0 {
		return false
	}
	last, prev := words[len(words)-1], ""
	if len(words) > 1 {
		prev = words[len(words)-2]
	}
	switch last {
	case "password", "passwd", "secret", "credential", "credentials", "cookie", "authorization", "apikey":
		return true
	case "token":
		switch prev {
		case "page", "next", "continue", "continuation", "cursor", "progress", "sync", "idempotency",
			"pagination", "resume", "max", "count", "input", "output", "completion", "prompt":
			return false // paging and accounting, not credentials
		}
		return true
	case "key":
		switch prev {
		case "api", "access", "secret", "private", "signing", "encryption", "client", "auth", "license":
			return true
		}
	}
	return false
}

// IdentWords splits a Go identifier into its words: "APIKey" is API,
// Key; "GetDataSourceByUID" is Get, Data, Source, By, UID;
// "client_secret" is client, secret.
func IdentWords(name string) []string {
	var words []string
	rs := []rune(name)
	start := 0
	flush := func(end int) {
		if end > start {
			words = append(words, string(rs[start:end]))
		}
	}
	for i := range rs {
		switch {
		case rs[i] == '_':
			flush(i)
			start = i + 1
		case i > start && unicode.IsUpper(rs[i]) &&
			(unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])):
			flush(i)
			start = i
		}
	}
	flush(len(rs))
	return words
}
