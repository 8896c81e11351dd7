//go:build darwin || freebsd || netbsd || openbsd || dragonfly

package terminal

import "golang.org/x/sys/unix"

// The BSDs name the termios requests TIOCGETA and TIOCSETA.
const (
	ioctlGetTermios = unix.TIOCGETA
	ioctlSetTermios = unix.TIOCSETA
)
