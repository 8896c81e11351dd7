package cli

import (
	"os"
	"strings"
	"testing"
)

// The rc-file lines the README gives name oterminus by its full path, as
// install.sh prints them: with a bare "oterminus" every shell start
// said "command not found" until ~/.local/bin was on PATH.
func TestReadmeInitLinesNeedNoPath(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, line := range strings.Split(string(data), "\n") {
		if !strings.Contains(line, " init ") || !strings.Contains(line, "--cache") || strings.HasPrefix(line, "`") {
			continue
		}
		found++
		// Hiding the line's errors hid init's: with a broken
		// configuration, the keys were left to the shell's own bindings.
		if strings.Contains(line, "2>/dev/null") {
			t.Errorf("the README's rc line hides errors: %s", line)
		}
		if !strings.Contains(line, "XDG_CACHE_HOME") {
			t.Errorf("the README's rc line does not read the cache where --cache writes it: %s", line)
		}
		if strings.Contains(line, "$(oterminus init") || strings.Contains(line, "or oterminus init") {
			t.Errorf("the README's rc line depends on PATH: %s", line)
		}
	}
	if found != 3 {
		t.Errorf("found %d rc lines in the README, want 3 (zsh, bash, fish)", found)
	}
	script, err := os.ReadFile("../../install.sh")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(script), `$bindir/oterminus init zsh --cache`) {
		t.Error("install.sh no longer prints the rc line with the full path")
	}
}
