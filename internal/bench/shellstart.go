package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// startForms are the ways a person loads the integration at shell start:
// the plain eval line, which costs one oterminus process, and the README's
// cached line, which sources the script `init --cache` wrote and starts no
// process until the program or its settings change. Each is compared with
// the same shell starting bare, interleaved in one run.
var startForms = []struct {
	shell  string
	bare   []string // an interactive shell that reads no startup files, with -c last
	eval   string   // the plain line
	cached string   // the README's line
}{
	{"zsh", []string{"zsh", "-f", "-i", "-c"}, `eval "$(BIN init zsh)"`,
		`[[ -r ${XDG_CACHE_HOME:-$HOME/.cache}/oterminus/init.zsh ]] && source "${XDG_CACHE_HOME:-$HOME/.cache}/oterminus/init.zsh" || eval "$(BIN init zsh --cache)"`},
	{"bash", []string{"bash", "--norc", "--noprofile", "-i", "-c"}, `eval "$(BIN init bash)"`,
		`[[ -r ${XDG_CACHE_HOME:-$HOME/.cache}/oterminus/init.bash ]] && source "${XDG_CACHE_HOME:-$HOME/.cache}/oterminus/init.bash" || eval "$(BIN init bash --cache)"`},
	{"fish", []string{"fish", "--no-config", "-i", "-c"}, `BIN init fish | source`,
		`begin; set -l c ~/.cache; test -n "$XDG_CACHE_HOME"; and set c $XDG_CACHE_HOME; test -r $c/oterminus/init.fish; and source $c/oterminus/init.fish; or BIN init fish --cache | source; end`},
}

func shellStart(b *bench) error {
	n := max(*runs/3, 20)
	fmt.Printf("Shell start, interactive, no other startup files (%d interleaved runs, medians)\n", n)
	for _, f := range startForms {
		if _, err := exec.LookPath(f.shell); err != nil {
			fmt.Printf("  %-5s not installed, skipped\n", f.shell)
			continue
		}
		// The first start writes the cache; the runs measure the starts after.
		warm := exec.Command(f.bare[0], append(f.bare[1:], strings.ReplaceAll(f.cached, "BIN", b.oterminus))...)
		warm.Env = b.env
		if out, err := warm.CombinedOutput(); err != nil {
			return fmt.Errorf("%s with the cached line: %v\n%s", f.shell, err, out)
		}
		with := func(code string) []string {
			return append(append([]string{}, f.bare...), strings.ReplaceAll(code, "BIN", b.oterminus)+"; exit 0")
		}
		// Each line is compared with bare starts in its own run: a start
		// timed right after the eval line's oterminus process ran about 2 ms
		// slower (bash, zsh), which charged the cached line for the eval
		// line's process when all three took turns.
		cached, err := interleave(b.env, n, with(":"), with(f.cached))
		if err != nil {
			return err
		}
		eval, err := interleave(b.env, n, with(":"), with(f.eval))
		if err != nil {
			return err
		}
		fmt.Printf("  %-5s bare %s, with the cached line %s (%.2fx, +%s); bare %s, with the eval line %s (%.2fx, +%s)\n",
			f.shell, ms(cached[0]), ms(cached[1]), ratio(cached[1], cached[0]), ms(cached[1]-cached[0]),
			ms(eval[0]), ms(eval[1]), ratio(eval[1], eval[0]), ms(eval[1]-eval[0]))
	}
	fmt.Printf("  (budget: under 5 ms added, and the cached line under 1.5x a bare start)\n")
	return typedStart(b, n)
}

// typedStart measures the start a person waits for: the shell on a
// terminal, its line editor set up and its prompt drawn, a file sourced
// at the first prompt, then exit. The file holds the cached line, or,
// bare, ':'; both are typed as "source" and a name of the same length,
// so what the line editor does per key costs both the same. With -c a
// shell skips its line editor, so binding a key there also pays for
// reading inputrc (bash) or loading zle (zsh), which every interactive
// start does anyway.
func typedStart(b *bench, n int) error {
	fmt.Printf("Shell start at a terminal, the line sourced at the first prompt, then exit (%d interleaved runs, medians)\n", n)
	for _, f := range startForms {
		if _, err := exec.LookPath(f.shell); err != nil {
			fmt.Printf("  %-5s not installed, skipped\n", f.shell)
			continue
		}
		bare, line := filepath.Join(b.dir, "0."+f.shell), filepath.Join(b.dir, "1."+f.shell)
		if err := os.WriteFile(bare, []byte(":\n"), 0o644); err != nil {
			return err
		}
		if err := os.WriteFile(line, []byte(strings.ReplaceAll(f.cached, "BIN", b.oterminus)+"\n"), 0o644); err != nil {
			return err
		}
		argv := f.bare[:len(f.bare)-1] // without -c
		typed := func(file string) func() (time.Duration, error) {
			return func() (time.Duration, error) { return timeTyped(b.env, "source "+file+"\nexit\n", argv...) }
		}
		m, err := interleaveFuncs(n, typed(bare), typed(line))
		if err != nil {
			return fmt.Errorf("%s at a terminal: %w", f.shell, err)
		}
		fmt.Printf("  %-5s bare %s; with the cached line %s (%.2fx, +%s)\n", f.shell, ms(m[0]), ms(m[1]), ratio(m[1], m[0]), ms(m[1]-m[0]))
	}
	fmt.Println()
	return nil
}

func ratio(a, b time.Duration) float64 { return float64(a) / float64(b) }
