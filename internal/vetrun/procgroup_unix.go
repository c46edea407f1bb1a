//go:build unix

package vetrun

import (
	"os/exec"
	"syscall"
	"time"
)

// inOwnGroup puts cmd in a new process group that the context's end
// kills whole: go vet runs its tool in child processes of its own.
func inOwnGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error {
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	// A killed group closes its pipes at once; the delay only bounds a
	// wait for output that some stray descendant keeps open.
	cmd.WaitDelay = 2 * time.Second
}
