// Package chat is a stub of a model API client whose package name is not
// its path's last element (as github.com/sashabaranov/go-openai's openai).
package chat

import "context"

// Client calls the model API.
type Client struct{}

// Choice is one answer.
type Choice struct{ Text string }

// Response is a completion, returned by value.
type Response struct{ Choices []Choice }

// Complete asks the model.
func (c *Client) Complete(ctx context.Context, prompt string) (Response, error) {
	return Response{}, nil
}
