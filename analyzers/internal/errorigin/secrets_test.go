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
	} {
		if got := isCredentialField(name); got != want {
			t.Errorf("isCredentialField(%q) = %v, want %v", name, got, want)
		}
	}
}
