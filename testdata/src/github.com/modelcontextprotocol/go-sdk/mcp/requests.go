package mcp

import (
	"context"
	"errors"
)

// The server's requests and notifications to its own client.

type PingParams struct {
	Meta `json:"_meta,omitempty"`
}

type ListRootsParams struct {
	Meta `json:"_meta,omitempty"`
}

type ListRootsResult struct {
	Meta `json:"_meta,omitempty"`
}

type CreateMessageParams struct {
	Meta `json:"_meta,omitempty"`
}

type CreateMessageResult struct {
	Meta  `json:"_meta,omitempty"`
	Model string `json:"model"`
}

type CreateMessageWithToolsParams struct {
	Meta `json:"_meta,omitempty"`
}

type CreateMessageWithToolsResult struct {
	Meta  `json:"_meta,omitempty"`
	Model string `json:"model"`
}

type ProgressNotificationParams struct {
	Meta          `json:"_meta,omitempty"`
	ProgressToken any     `json:"progressToken"`
	Message       string  `json:"message,omitempty"`
	Progress      float64 `json:"progress"`
	Total         float64 `json:"total,omitempty"`
}

type ElicitationCompleteParams struct {
	Meta          `json:"_meta,omitempty"`
	ElicitationID string `json:"elicitationId"`
}

var errNoClient = errors.New("client does not support this request")

func (ss *ServerSession) Ping(ctx context.Context, params *PingParams) error { return errNoClient }

func (ss *ServerSession) ListRoots(ctx context.Context, params *ListRootsParams) (*ListRootsResult, error) {
	return nil, errNoClient
}

func (ss *ServerSession) CreateMessage(ctx context.Context, params *CreateMessageParams) (*CreateMessageResult, error) {
	return nil, errNoClient
}

func (ss *ServerSession) CreateMessageWithTools(ctx context.Context, params *CreateMessageWithToolsParams) (*CreateMessageWithToolsResult, error) {
	return nil, errNoClient
}

func (ss *ServerSession) NotifyProgress(ctx context.Context, params *ProgressNotificationParams) error {
	return errNoClient
}

func (ss *ServerSession) NotifyElicitationComplete(ctx context.Context, params *ElicitationCompleteParams) error {
	return errNoClient
}
