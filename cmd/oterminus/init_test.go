package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/shelltest"
)

// TestZshViModeLoadedLater does what zsh-vi-mode does when it starts after
// oterminus: it builds its keymaps afresh, which drops other plugins'
// bindings, then runs its zvm_after_init_commands.
func TestZshViModeLoadedLater(t *testing.T) {
	shelltest.Require(t, "zsh")
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	script := `eval "$(` + bin + ` init zsh)"
bindkey -N viins; bindkey -N vicmd
for cmd in $zvm_after_init_commands; do eval $cmd; done
bindkey -M viins '^O'; bindkey -M vicmd '^O'; bindkey -M viins '^[^O'`
	out, err := exec.Command("zsh", "-f", "-i", "-c", script).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := "\"^O\" oterminus-translate\n\"^O\" oterminus-translate\n\"^[^O\" oterminus-explain\n"
	if string(out) != want {
		t.Errorf("after zsh-vi-mode started:\n%s\nwant:\n%s", out, want)
	}
}

// TestInitIsInertOutsideInteractiveShells: sourcing the script in a
// script (not interactive) defines and binds nothing.
func TestInitIsInertOutsideInteractiveShells(t *testing.T) {
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	for shell, script := range map[string]string{
		"zsh":  `eval "$(BIN init zsh)"; whence -w oterminus-translate >/dev/null || echo none`,
		"bash": `eval "$(BIN init bash)"; type -t oterminus-translate || echo none`,
		"fish": `BIN init fish | source; functions -q oterminus-translate; or echo none`,
	} {
		shelltest.Require(t, shell)
		args := shelltest.Args(shell, strings.ReplaceAll(script, "BIN", bin))
		out, err := exec.Command(args[0], args[1:]...).CombinedOutput()
		if err != nil || strings.TrimSpace(string(out)) != "none" {
			t.Errorf("%s: %q, %v; want none", shell, out, err)
		}
	}
}

// TestInitOptions: keys from flags and the environment reach every
// keymap, --no-bind binds nothing, and the script names its widgets.
func TestInitOptions(t *testing.T) {
	shelltest.Require(t, "zsh")
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	run := func(env []string, script string) string {
		cmd := exec.Command("zsh", "-f", "-i", "-c", script)
		cmd.Env = append(cmd.Environ(), env...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v\n%s", err, out)
		}
		return string(out)
	}
	if out := run(nil, `eval "$(`+bin+` init zsh --key '^G' --explain-key '\eo')"; bindkey -M vicmd '^G'; bindkey -M emacs '^[o'`); out != "\"^G\" oterminus-translate\n\"^[o\" oterminus-explain\n" {
		t.Errorf("--key: %q", out)
	}
	if out := run([]string{"OTERMINUS_KEY=^Y"}, `eval "$(`+bin+` init zsh)"; bindkey -M viins '^Y'`); out != "\"^Y\" oterminus-translate\n" {
		t.Errorf("OTERMINUS_KEY: %q", out)
	}
	if out := run(nil, `eval "$(`+bin+` init zsh --no-bind)"; bindkey -M emacs '^O'; zle -l | grep -c oterminus-`); out != "\"^O\" accept-line-and-down-history\n2\n" {
		t.Errorf("--no-bind: %q", out)
	}
}
