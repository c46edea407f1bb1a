// Package llm declares the module's model client as an interface, and
// its one implementation takes the first choice of a completion without
// a length check (k8sgpt's ai.IAI and its OpenAI client).
package llm

import (
	"context"

	chat "github.com/example/go-chat"
)

// Client answers prompts.
type Client interface {
	Summarize(ctx context.Context, text string) (string, error)
	Title(ctx context.Context, text string) (string, error)
}

type openAI struct{ c *chat.Client }

// Default returns the client the server uses.
func Default() Client { return &openAI{c: &chat.Client{}} }

func (o *openAI) Summarize(ctx context.Context, text string) (string, error) {
	resp, err := o.c.Complete(ctx, "summarize: "+text)
	if err != nil {
		return "", err
	}
	return resp.Choices[0].Text, nil
}

// Title looks at the length first.
func (o *openAI) Title(ctx context.Context, text string) (string, error) {
	resp, err := o.c.Complete(ctx, "title: "+text)
	if err != nil || len(resp.Choices) == 0 {
		return "", err
	}
	return resp.Choices[0].Text, nil
}
