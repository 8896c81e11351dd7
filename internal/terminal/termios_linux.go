package terminal

import "golang.org/x/sys/unix"

// Linux names the termios requests TCGETS and TCSETS.
const (
	ioctlGetTermios = unix.TCGETS
	ioctlSetTermios = unix.TCSETS
)
