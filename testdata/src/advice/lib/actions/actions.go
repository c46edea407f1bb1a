// Package actions drives the browser for the tools of advice/before and
// advice/after: Search reaches a Must call.
package actions

import "github.com/example/browser"

// Search opens the search page.
func Search(p *browser.Page, q string) string {
	p.MustNavigate("https://example.com/search?q=" + q)
	return q
}
