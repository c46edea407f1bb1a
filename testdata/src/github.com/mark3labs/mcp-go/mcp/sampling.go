package mcp

type CreateMessageRequest struct {
	Request
}

type CreateMessageResult struct {
	Result
	Model      string `json:"model"`
	StopReason string `json:"stopReason,omitempty"`
}
