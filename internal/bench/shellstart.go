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
// the documented eval line, which costs one oterminus process, and a file
// written once by `oterminus init SHELL > FILE` and sourced, which costs
// none. Each is compared with the same shell starting bare.
var startForms = []struct {
	shell string
	bare  []string // an interactive shell that reads no startup files
	eval  string   // the README's line
}{
	{"zsh", []string{"zsh", "-f", "-i", "-c"}, `eval "$(BIN init zsh)"`},
	{"bash", []string{"bash", "--norc", "--noprofile", "-i", "-c"}, `eval "$(BIN init bash)"`},
	{"fish", []string{"fish", "--no-config", "-i", "-c"}, `BIN init fish | source`},
}

func shellStart(b *bench) error {
	n := max(*runs/3, 20)
	fmt.Printf("Shell start, interactive, no other startup files (%d interleaved runs, medians)\n", n)
	for _, f := range startForms {
		if _, err := exec.LookPath(f.shell); err != nil {
			fmt.Printf("  %-5s not installed, skipped\n", f.shell)
			continue
		}
		script, err := exec.Command(b.oterminus, "init", f.shell).Output()
		if err != nil {
			return fmt.Errorf("oterminus init %s: %v", f.shell, err)
		}
		file := filepath.Join(b.dir, "init."+f.shell)
		if err := os.WriteFile(file, script, 0o644); err != nil {
			return err
		}
		with := func(code string) []string { return append(append([]string{}, f.bare...), code) }
		m, err := interleave(b.env, n,
			with("exit 0"),
			with(strings.ReplaceAll(f.eval, "BIN", b.oterminus)+"; exit 0"),
			with("source "+file+"; exit 0"))
		if err != nil {
			return err
		}
		fmt.Printf("  %-5s bare %s; with the eval line %s (%.2fx, +%s); sourcing a pre-generated file %s (%.2fx, +%s)\n",
			f.shell, ms(m[0]), ms(m[1]), ratio(m[1], m[0]), ms(m[1]-m[0]), ms(m[2]), ratio(m[2], m[0]), ms(m[2]-m[0]))
	}
	fmt.Printf("  (budget: under 5 ms added)\n\n")
	return nil
}

func ratio(a, b time.Duration) float64 { return float64(a) / float64(b) }
