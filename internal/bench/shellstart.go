package main

import (
	"fmt"
	"os/exec"
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
	bare   []string // an interactive shell that reads no startup files
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
		m, err := interleave(b.env, n, with(":"), with(f.eval), with(f.cached))
		if err != nil {
			return err
		}
		fmt.Printf("  %-5s bare %s; with the eval line %s (%.2fx, +%s); with the cached line %s (%.2fx, +%s)\n",
			f.shell, ms(m[0]), ms(m[1]), ratio(m[1], m[0]), ms(m[1]-m[0]), ms(m[2]), ratio(m[2], m[0]), ms(m[2]-m[0]))
	}
	fmt.Printf("  (budget: under 5 ms added)\n\n")
	return nil
}

func ratio(a, b time.Duration) float64 { return float64(a) / float64(b) }
