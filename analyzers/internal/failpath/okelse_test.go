package failpath

import (
	"testing"

	"golang.org/x/tools/go/ssa"
)

// TestFindingCheck checks the names of a call's bool that make a false
// ok mean "not there" (each listed name, any case, and the found, has
// and ok prefixes), and that a map lookup or type assertion always does.
func TestFindingCheck(t *testing.T) {
	call := &ssa.Call{}
	for name, want := range map[string]bool{
		"ok": true, "found": true, "exists": true, "exist": true, "present": true, "known": true,
		"valid": true, "matched": true, "match": true, "Valid": true,
		"foundIt": true, "hasUser": true, "okay": true,
		"loaded": false, "more": false, "done": false, "isValid": false, "": false,
	} {
		if got := findingCheck(call, name); got != want {
			t.Errorf("findingCheck(call, %q) = %v, want %v", name, got, want)
		}
	}
	if !findingCheck(&ssa.Lookup{}, "loaded") || !findingCheck(&ssa.TypeAssert{}, "") {
		t.Error("a failed map lookup or type assertion is a finding check")
	}
	if findingCheck(&ssa.UnOp{}, "ok") {
		t.Error("a channel receive is not a finding check")
	}
}
