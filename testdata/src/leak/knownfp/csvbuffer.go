package knownfp

// github-mcp-server pkg/github/csv_output.go:100 (corpus/triage.tsv, the
// fetched corpus): a csv.Writer writing into a bytes.Buffer with the
// default comma cannot fail (bytes.Buffer.Write never returns an error),
// but leak judges encoding/csv's Write and Error by their package, not by
// the writer the encoder was given.

import (
	"bytes"
	"context"
	"encoding/csv"

	"github.com/mark3labs/mcp-go/mcp"
)

func toCSV(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	if err := w.Write([]string{"a", "b"}); err != nil {
		return mcp.NewToolResultError("writing the CSV failed: " + err.Error()), nil // want `raw error from encoding/csv \(csv.Writer.Write\) reaches the tool result text`
	}
	w.Flush()
	return mcp.NewToolResultText(buf.String()), nil
}
