// Package codes is a test stub of google.golang.org/grpc/codes.
package codes

// Code is a gRPC status code.
type Code uint32

// Some of the codes.
const (
	InvalidArgument Code = 3
	Internal        Code = 13
)

func (c Code) String() string {
	if c == InvalidArgument {
		return "InvalidArgument"
	}
	return "Internal"
}
