package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

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

// TestInitCache: the cached start-up line runs oterminus once, then
// sources the cache without starting it, and makes the cache again when
// the configuration changes or a key setting in the environment does.
func TestInitCache(t *testing.T) {
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	readme := readmeStartLines(t)
	lines := map[string]string{
		"zsh":  strings.ReplaceAll(readme["zsh"], "BIN", "oterminus") + `; whence -w oterminus-translate`,
		"bash": strings.ReplaceAll(readme["bash"], "BIN", "oterminus") + `; type -t oterminus-translate`,
		"fish": strings.ReplaceAll(readme["fish"], "BIN", "oterminus") + `; functions -q oterminus-translate; and echo function`,
	}
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			shelltest.Require(t, sh)
			home := t.TempDir()
			dir := t.TempDir()
			calls := filepath.Join(home, "calls")
			shim := "#!/bin/bash\necho \"$*\" >> '" + calls + "'\nexec -a \"$0\" '" + bin + "' \"$@\"\n"
			if err := os.WriteFile(filepath.Join(dir, "oterminus"), []byte(shim), 0o755); err != nil {
				t.Fatal(err)
			}
			start := func(env ...string) string {
				t.Helper()
				args := shelltest.Interactive(sh)
				cmd := exec.Command(args[0], append(args[1:], "-c", lines[sh])...)
				cmd.Env = append([]string{"HOME=" + home, "PATH=" + dir + ":/usr/bin:/bin", "TERM=dumb"}, env...)
				out, err := cmd.CombinedOutput()
				if err != nil || !strings.Contains(string(out), "function") {
					t.Fatalf("%s: %v\n%s", sh, err, out)
				}
				data, _ := os.ReadFile(calls)
				return string(data)
			}
			if got := start(); strings.Count(got, "init") != 1 {
				t.Fatalf("first start: calls %q, want one init", got)
			}
			if got := start(); strings.Count(got, "init") != 1 {
				t.Errorf("second start ran oterminus: calls %q", got)
			}
			if got := start("OTERMINUS_KEY=^G"); strings.Count(got, "init") != 2 {
				t.Errorf("a changed OTERMINUS_KEY did not make the cache again: calls %q", got)
			}
			if got := start("OTERMINUS_KEY=^G"); strings.Count(got, "init") != 2 {
				t.Errorf("the same OTERMINUS_KEY made the cache again: calls %q", got)
			}
			// The line reads the cache where --cache writes it (issue 35:
			// fish's read ~/.cache whatever XDG_CACHE_HOME said).
			xdg := "XDG_CACHE_HOME=" + filepath.Join(home, "xdg-cache")
			if got := start("OTERMINUS_KEY=^G", xdg); strings.Count(got, "init") != 3 {
				t.Errorf("the first start with XDG_CACHE_HOME: calls %q, want one more init", got)
			}
			if got := start("OTERMINUS_KEY=^G", xdg); strings.Count(got, "init") != 3 {
				t.Errorf("the cache in XDG_CACHE_HOME was not read: calls %q", got)
			}
			if err := os.MkdirAll(filepath.Join(home, ".config", "oterminus"), 0o700); err != nil {
				t.Fatal(err)
			}
			future := time.Now().Add(time.Minute)
			conf := filepath.Join(home, ".config", "oterminus", "config.toml")
			if err := os.WriteFile(conf, []byte("[widget]\nwarm = false\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			os.Chtimes(conf, future, future)
			if got := start("OTERMINUS_KEY=^G"); strings.Count(got, "init") != 4 {
				t.Errorf("a changed configuration did not make the cache again: calls %q", got)
			}
		})
	}
}

// inittraceLine is one line GODEBUG=inittrace=1 writes for a package's
// initialisation: "init PKG @T ms, T ms clock, N bytes, M allocs".
var inittraceLine = regexp.MustCompile(`^init (\S+) @\S+ ms, \S+ ms clock, (\d+) bytes, (\d+) allocs$`)

// TestPackageInitDoesNothing: no oterminus package allocates while its
// variables are initialised. The binary starts on every key press and
// lives for milliseconds; a map literal or a call at package level is
// built at every start, whether or not that run needs it.
func TestPackageInitDoesNothing(t *testing.T) {
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go not found:", err)
	}
	bin := filepath.Join(t.TempDir(), "oterminus")
	build := exec.Command(goBin, "build", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0") // as make build and install.sh build it
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "--version")
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s --version: %v\n%s", bin, err, stderr.String())
	}
	const prefix = "github.com/oterminus/oterminus/"
	parsed := 0
	var allocating []string
	for _, line := range strings.Split(stderr.String(), "\n") {
		m := inittraceLine.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil {
			continue
		}
		parsed++
		allocs, err := strconv.Atoi(m[3])
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if strings.HasPrefix(m[1], prefix) && allocs > 0 {
			allocating = append(allocating, m[1]+": "+m[3]+" allocs, "+m[2]+" bytes")
		}
	}
	if parsed == 0 {
		t.Fatalf("no inittrace line parsed; has its format changed? stderr:\n%s", stderr.String())
	}
	if len(allocating) > 0 {
		t.Errorf("packages allocating while initialised (build the data on first use, or declare it static):\n%s", strings.Join(allocating, "\n"))
	}
}

// TestStartRunsNoSubshell: the cached line, sourced at a shell start,
// runs every command in the shell itself (no $(…) subshell: bash read its
// INT trap and PROMPT_COMMAND's kind in two) and autoloads nothing (zsh
// loaded add-zsh-hook and add-zle-hook-widget), which cost more than the
// budget of a start (issue 35). The shell traces each command it runs,
// with the id of the process that runs it; the first press, which defines
// the rest, is a separate test (TestWidget).
func TestStartRunsNoSubshell(t *testing.T) {
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	readme := readmeStartLines(t)
	traced := map[string]string{
		"bash": `PS4='+${BASHPID}+ '; set -x; ` + readme["bash"],
		"zsh":  `zmodload zsh/system; setopt prompt_subst; PS4='+${sysparams[pid]}+ '; set -x; ` + readme["zsh"],
	}
	for _, sh := range []string{"zsh", "bash"} {
		t.Run(sh, func(t *testing.T) {
			shelltest.Require(t, sh)
			home := t.TempDir()
			start := func() (pid string, trace []string) {
				args := shelltest.Interactive(sh)
				cmd := exec.Command(args[0], append(args[1:], "-c", `echo "pid=$$"; `+strings.ReplaceAll(traced[sh], "BIN", bin))...)
				cmd.Env = []string{"HOME=" + home, "PATH=/usr/bin:/bin", "TERM=dumb"}
				out, err := cmd.CombinedOutput()
				if err != nil {
					t.Fatalf("%s: %v\n%s", sh, err, out)
				}
				for _, line := range strings.Split(string(out), "\n") {
					if p, ok := strings.CutPrefix(line, "pid="); ok {
						pid = p
					} else if strings.HasPrefix(line, "+") {
						trace = append(trace, line)
					}
				}
				return pid, trace
			}
			start() // writes the cache
			pid, trace := start()
			if len(trace) < 20 {
				t.Fatalf("%s: only %d traced commands, the trace did not work:\n%s", sh, len(trace), strings.Join(trace, "\n"))
			}
			for _, line := range trace {
				command, ok := strings.CutPrefix(strings.TrimLeft(line, "+"), pid+"+ ")
				if !ok {
					t.Errorf("%s: a command ran in another process than the shell (%s): %.200s", sh, pid, line)
				}
				if strings.HasPrefix(command, "autoload") || strings.Contains(command, " init "+sh) {
					t.Errorf("%s: the start ran %.200s", sh, command)
				}
			}
		})
	}
}
