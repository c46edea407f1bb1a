package errorigin

import "testing"

// TestCredentialEnv checks the names of environment variables taken for
// credentials: a credential word anywhere among the _-separated words, or
// AUTH as the last of several; never a substring (PWD, GIT_AUTHOR_NAME).
func TestCredentialEnv(t *testing.T) {
	for name, want := range map[string]bool{
		"GITHUB_TOKEN":          true,
		"OPENAI_API_KEY":        true,
		"AWS_SECRET_ACCESS_KEY": true,
		"DB_PASSWORD":           true,
		"SMTP_PASSWD":           true,
		"STRIPE_APIKEY":         true,
		"GOOGLE_CREDENTIALS":    true,
		"SESSION_COOKIE":        true,
		"PROXY_AUTH":            true,
		"basic_auth":            true,  // read case-insensitively
		"AUTH":                  false, // one word: not "ends in _AUTH"
		"AUTH_MODE":             false, // AUTH that is not the last word names a setting
		"GIT_AUTHOR_NAME":       false,
		"OAUTH_ISSUER":          false,
		"PWD":                   false,
		"HOME":                  false,
		"KEYBOARD_LAYOUT":       false,
		"TOKENIZER_PATH":        false,
		// One of each credential word.
		"X_TOKEN": true, "X_SECRET": true, "X_PASSWORD": true, "X_PASSWD": true, "X_KEY": true,
		"X_APIKEY": true, "X_CREDENTIAL": true, "X_CREDENTIALS": true, "X_COOKIE": true, "X_SESSION": true,
	} {
		if got := isCredentialEnv(name); got != want {
			t.Errorf("isCredentialEnv(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestCredentialField checks struct fields by their last CamelCase word,
// with paging and accounting tokens and plain keys left out.
func TestCredentialField(t *testing.T) {
	for name, want := range map[string]bool{
		"Password":      true,
		"ClientSecret":  true,
		"APIKey":        true,
		"AccessToken":   true,
		"Authorization": true,
		"api_key":       true,
		"NextPageToken": false,
		"PageToken":     false,
		"MaxTokens":     false, // "tokens", not "token"
		"InputToken":    false,
		"Key":           false,
		"CacheKey":      false,
		"SecretName":    false,
		// One of each credential word, each paging or accounting word
		// before Token, each word that makes Key a credential.
		"Passwd": true, "Credential": true, "Credentials": true, "SessionCookie": true, "ProxyAuthorization": true,
		"Apikey":    true,
		"NextToken": false, "ContinueToken": false, "ContinuationToken": false, "CursorToken": false,
		"ProgressToken": false, "SyncToken": false, "IdempotencyToken": false, "PaginationToken": false,
		"ResumeToken": false, "MaxToken": false, "CountToken": false, "OutputToken": false,
		"CompletionToken": false, "PromptToken": false, "RefreshToken": true,
		"AccessKey": true, "SecretKey": true, "PrivateKey": true, "SigningKey": true, "EncryptionKey": true,
		"ClientKey": true, "AuthKey": true, "LicenseKey": true, "PublicKey": false,
	} {
		if got := isCredentialField(name); got != want {
			t.Errorf("isCredentialField(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestCredentialHeader checks each header taken for a credential, in any
// case, and headers that are not.
func TestCredentialHeader(t *testing.T) {
	for name, want := range map[string]bool{
		"Authorization":       true,
		"Proxy-Authorization": true,
		"Cookie":              true,
		"Set-Cookie":          true,
		"X-Api-Key":           true,
		"X-Auth-Token":        true,
		"AUTHORIZATION":       true,
		"Content-Type":        false,
		"X-Request-Id":        false,
		"Authorization-Hint":  false,
	} {
		if got := isCredentialHeader(name); got != want {
			t.Errorf("isCredentialHeader(%q) = %v, want %v", name, got, want)
		}
	}
}
