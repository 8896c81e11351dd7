// Package shell holds the shell integration scripts, embedded in the
// binary and printed by "oterminus init". Each is a real file in this
// directory, checked with the shell's own syntax checker by make lint.
package shell

import "embed"

//go:embed oterminus.zsh oterminus.bash oterminus.fish
var scripts embed.FS

// Script returns the integration script for a shell.
func Script(name string) ([]byte, error) {
	return scripts.ReadFile("oterminus." + name)
}
