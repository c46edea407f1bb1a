package viafake

import (
	"context"
	"testing"

	"github.com/example/apiclient"
)

type fake struct{ c *apiclient.Client }

func (f fake) Explain(ctx context.Context, q string) (string, error) { // want Explain:`^mayPanic\(index 0 of what \(apiclient\.Client\)\.ListBuilds returned without a length check at viafake/viafake_test\.go:14\)$`
	builds, _ := f.c.ListBuilds(ctx, q)
	return builds[0].ID, nil
}

func TestWhy(t *testing.T) {
	explain = fake{c: &apiclient.Client{}}
	defer func() { _ = recover() }()
	if _, _, err := why(context.Background(), nil, in{Q: "x"}); err != nil {
		t.Fatal(err)
	}
}
