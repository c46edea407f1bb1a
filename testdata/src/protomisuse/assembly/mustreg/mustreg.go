// Package mustreg passes the server it is given on to musttools, as a
// registry package between main and the tools does.
package mustreg

import (
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"protomisuse/assembly/musttools"
)

func Register(s *mcp.Server) { musttools.Register(s) }

func RegisterShot(s *mcp.Server) { musttools.RegisterShot(s) }
