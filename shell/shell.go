// Package shell holds the shell scripts, embedded in the binary: the
// integration scripts "oterminus init" prints (oterminus.SHELL) and the
// Tab completion scripts "oterminus completion" prints (complete.SHELL,
// with complete.sh the part bash and zsh share). Each is a real file in
// this directory; the tests in cmd/oterminus run them in the real shells.
// Which shell uses which files is decided by package dialect.
package shell

import "embed"

//go:embed oterminus.* complete.*
var scripts embed.FS

// Script returns the integration script for a shell.
func Script(name string) ([]byte, error) {
	return scripts.ReadFile("oterminus." + name)
}

// File returns one of the scripts by its file name.
func File(name string) ([]byte, error) {
	return scripts.ReadFile(name)
}
