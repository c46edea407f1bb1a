// Package browser is a stub of a browser automation library, as go-rod:
// each Must method panics where its plain form returns an error.
package browser

// Page is a browser tab.
type Page struct{}

// IsIframe reports whether the page is an iframe.
func (p *Page) IsIframe() bool { return false }

// Navigate loads url.
func (p *Page) Navigate(url string) error { return nil }

// MustNavigate loads url and panics on any error (a timeout, a closed
// tab).
func (p *Page) MustNavigate(url string) *Page {
	if err := p.Navigate(url); err != nil {
		panic(err)
	}
	return p
}

// Must panics if err is not nil.
func Must(err error) {
	if err != nil {
		panic(err)
	}
}
