package ifaceapi

import (
	"strconv"
	"testing"
)

// fakeFetcher is a test's fake of Fetcher: it does not count.
type fakeFetcher struct{} // want fakeFetcher:`^notimpl\(test\)$`

func (fakeFetcher) Fetch(path string) error { // want Fetch:`^errors\(0:foreign\(strconv.Atoi\)\)$`
	_, err := strconv.Atoi(path)
	return err
}

func TestProbe(t *testing.T) {
	if err := Probe(memStore{}, fakeFetcher{}); err != nil {
		t.Log(err)
	}
}
