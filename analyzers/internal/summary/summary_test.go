package summary

import (
	"reflect"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	for _, c := range []Counts{
		{Tools: map[string]int{}},
		{Tools: map[string]int{"mcp-go ToolHandlerFunc": 2, "go-sdk typed ToolHandlerFor": 1}, Candidates: 3, Middleware: 1, Registered: 4, Clients: 5},
	} {
		got, err := Parse(c.String())
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, c) {
			t.Errorf("Parse(%q) = %+v, want %+v", c.String(), got, c)
		}
	}
	if c := (Counts{Tools: map[string]int{"a": 2}, Clients: 1}); c.Total() != 3 {
		t.Errorf("Total = %d, want 3", c.Total())
	}
	for _, bad := range []string{"", "tools=;candidates=1", "tools=a;candidates=x;middleware=0;registered=0;clients=0", "tools=a;candidates=0;middleware=0;registered=0;clients=0"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
}
