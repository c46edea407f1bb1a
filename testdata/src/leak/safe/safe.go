// Package safe shows errors of the default safe sources, which describe
// the model's own input or a fixed condition: none is reported but parseFile's, parseURL's and push's. Each
// case is a false positive found on the corpus servers before the
// defaults were set.
package safe

import (
	"context"
	"encoding/json"
	"fmt"
	goparser "go/parser"
	"go/token"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"time"

	"github.com/go-openapi/errors"
	"github.com/google/jsonschema-go/jsonschema"
	"github.com/google/uuid"
	"github.com/grafana/grafana-plugin-sdk-go/backend/gtime"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/prometheus/prometheus/promql/parser"
	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"othermod.example/dep/models"
	"sigs.k8s.io/yaml"

	"github.com/Masterminds/semver/v3"
	"github.com/dolthub/vitess/go/vt/sqlparser"
	"github.com/gobwas/glob"
	pg_query "github.com/pganalyze/pg_query_go/v6"
	pgquery "github.com/wasilibs/go-pgquery"
)

type args struct {
	N        string
	Since    string
	Zone     string
	Grep     string
	Body     string
	ID       string
	Version  string
	From     string
	Selector string
	Kind     string
	Title    string
}

var mapper meta.RESTMapper

func parse(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	if _, err := strconv.Atoi(a.N); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := time.ParseDuration(a.Since); err != nil { // flux-operator get_events.go
		return mcp.NewToolResultError(fmt.Sprintf("Invalid since: %v", err)), nil
	}
	if _, err := time.LoadLocation(a.Zone); err != nil { // go-sdk examples/http
		return nil, fmt.Errorf("failed to load timezone: %w", err)
	}
	if _, err := regexp.Compile(a.Grep); err != nil { // flux-operator get_logs.go
		return mcp.NewToolResultError(fmt.Sprintf("Invalid grep: %v", err)), nil
	}
	if _, err := glob.Compile(a.Grep); err != nil { // mcp-filesystem-server search_files.go, after protomisuse's advice
		return mcp.NewToolResultError(fmt.Sprintf("Invalid pattern: %v", err)), nil
	}
	if _, err := mcp.NewToolResultJSON(a); err != nil { // jira-mcp jira_history.go: "unable to marshal JSON: " + json.Marshal's error
		return mcp.NewToolResultError(fmt.Sprintf("failed to encode the history: %v", err)), nil
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(a.Body), &v); err != nil { // go-sdk examples/server/memory
		return nil, err
	}
	if _, err := semver.NewVersion(a.Version); err != nil { // sh-mcp-go handler.go:63 (a blind trial)
		return mcp.NewToolResultError(fmt.Sprintf("version %q is not valid semver: %v", a.Version, err)), nil
	}
	if _, err := semver.NewConstraint(a.Selector); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("invalid constraint: %v", err)), nil
	}
	if _, err := sqlparser.Parse(a.Body); err != nil { // dolthub/dolt-mcp exec.go (a blind trial)
		return mcp.NewToolResultError(fmt.Sprintf("invalid query: %v", err)), nil
	}
	if _, err := pg_query.Parse(a.Body); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("invalid query: %v", err)), nil
	}
	if _, err := pgquery.Parse(a.Body); err != nil { // dolt-mcp's postgres dialect
		return mcp.NewToolResultError(fmt.Sprintf("invalid query: %v", err)), nil
	}
	if _, err := uuid.Parse(a.ID); err != nil { // mcp-grafana sift.go
		return nil, fmt.Errorf("invalid investigation ID format: %w", err)
	}
	if _, err := schema.ParseGroupVersion(a.Version); err != nil { // flux-operator k8s/client.go
		return mcp.NewToolResultError("Failed to parse group version kind: " + err.Error()), nil
	}
	if _, err := (gtime.TimeRange{From: a.From, Now: time.Now()}).ParseFrom(); err != nil { // mcp-grafana time_helpers.go
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := parser.NewParser().ParseMetricSelector(a.Selector); err != nil { // mcp-grafana alerting rules
		return nil, fmt.Errorf("invalid selector: %w", err)
	}
	var resolved *jsonschema.Resolved
	if err := resolved.Validate(v); err != nil { // go-sdk examples/server/toolschemas
		return mcp.NewToolResultError(fmt.Sprintf("invalid input: %v", err)), nil
	}
	out, err := yaml.Marshal(v) // flux-operator get_events.go
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("Failed marshalling data: %v", err)), nil
	}
	if err := ctx.Err(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	if _, err := mapper.RESTMapping(schema.GroupKind{Kind: a.Kind}); err != nil { // flux-operator reconcile_resource.go
		return mcp.NewToolResultError(fmt.Sprintf("unknown kind: %v", err)), nil
	}
	if a.Title == "" {
		return mcp.NewToolResultError(errors.Required("title", "body", a.Title).Error()), nil
	}
	rule := &models.AlertRule{Title: a.Title}
	if err := rule.Validate(); err != nil { // mcp-grafana alerting_manage_rules_handlers.go
		return mcp.NewToolResultError(fmt.Sprintf("invalid rule: %v", err)), nil
	}
	if err := models.Validate([]*models.AlertRule{rule}); err != nil {
		// A Validate function is not covered: its errors may be a
		// loader's (gojsonschema.Validate).
		return mcp.NewToolResultError(fmt.Sprintf("invalid rules: %v", err)), nil // want `^raw error from othermod\.example/dep/models \(models\.Validate\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	if _, err := goparser.ParseExpr(a.Title); err != nil { // gopls rename_symbol.go
		return nil, fmt.Errorf("symbol does not parse: %v", err)
	}
	return mcp.NewToolResultText(string(out)), nil
}

// parseFile is reported: go/parser's file errors name the server's files.
func parseFile(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	if _, err := goparser.ParseFile(token.NewFileSet(), a.Title, nil, 0); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `^raw error from go/parser \(parser\.ParseFile\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// parseURL is reported: net/url is not a default safe source, since a
// parse error repeats the whole URL, credentials included.
func parseURL(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	if _, err := url.Parse(a.Title); err != nil {
		return mcp.NewToolResultError("invalid URL: " + err.Error()), nil // want `^raw error from net/url \(url\.Parse\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText("ok"), nil
}

// push is reported: only the Validate method of a foreign model is
// exempt, not the model's other methods.
func push(ctx context.Context, req mcp.CallToolRequest, a args) (*mcp.CallToolResult, error) {
	rule := &models.AlertRule{Title: a.Title}
	if err := rule.Push(http.DefaultClient); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("push rule: %v", err)), nil // want `^raw error from net/http \(http\.Client\.Get\) reaches the tool result text: log it and return a written message that says what failed and whether to retry, change the input or stop$`
	}
	return mcp.NewToolResultText("pushed"), nil
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("parse"), mcp.NewTypedToolHandler(parse))
	s.AddTool(mcp.NewTool("push"), mcp.NewTypedToolHandler(push))
	s.AddTool(mcp.NewTool("url"), mcp.NewTypedToolHandler(parseURL))
	s.AddTool(mcp.NewTool("file"), mcp.NewTypedToolHandler(parseFile))
}
