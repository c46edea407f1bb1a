package opaquemsg

// SaysWhat reports whether a constant failure text has words and passes
// opaquemsg's judgement with the built-in phrases: it says more than that
// something failed, and it is not a "failed to <verb>" that may have
// dropped its cause. Another analyzer's fix asks before it shows the
// model a written text the model did not see before (a result the SDK
// used to drop), so that the fix draws no opaquemsg finding.
func SaysWhat(s string) bool {
	t := tokenize([]piece{{text: s}})
	return len(t.words) > 0 && builtin.judge(t, nil, func() bool { return true }) == fine
}

var builtin = newVocab(nil)
