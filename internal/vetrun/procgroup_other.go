//go:build !unix

package vetrun

import (
	"os/exec"
	"time"
)

// inOwnGroup has no process groups to use here: the context's end kills
// the go command alone, and go vet's tool processes finish their unit.
func inOwnGroup(cmd *exec.Cmd) {
	cmd.WaitDelay = 2 * time.Second
}
