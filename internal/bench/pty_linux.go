package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// timeTyped starts argv on a new terminal, as a terminal emulator would,
// types input at it, and measures until the program exits. A shell
// started so reads its line editor's settings and draws its prompts, as
// it does for a person: `-c` skips both.
func timeTyped(env []string, input string, argv ...string) (time.Duration, error) {
	master, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		return 0, err
	}
	defer master.Close()
	fd := int(master.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		return 0, fmt.Errorf("unlocking the terminal: %w", err)
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		return 0, fmt.Errorf("naming the terminal: %w", err)
	}
	slave, err := os.OpenFile("/dev/pts/"+strconv.Itoa(n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		return 0, err
	}
	defer slave.Close()
	if err := unix.IoctlSetWinsize(int(slave.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: 24, Col: 80}); err != nil {
		return 0, err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Env = slices.Concat(env, []string{"TERM=xterm-256color"})
	cmd.Stdin, cmd.Stdout, cmd.Stderr = slave, slave, slave
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	// What the shell writes is read and dropped, so it never blocks on a
	// full terminal; the reader ends when the master is closed.
	go io.Copy(io.Discard, master)
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	// Typed at once: the terminal keeps it until the line editor reads.
	if _, err := master.WriteString(input); err != nil {
		cmd.Process.Kill()
		cmd.Wait()
		return 0, err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return time.Since(start), err
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		<-done
		return 0, fmt.Errorf("%s did not exit after the typed input", argv[0])
	}
}
