package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// undoCost measures the two costs of undo (issue 38): what its shell hook
// adds to a line oterminus did not answer, which must be nothing, and the
// time to keep a tree before a line runs, as a ratio to `cp -a` of the
// same tree.
func undoCost(b *bench) error {
	if err := undoHooks(b); err != nil {
		return err
	}
	return undoKeep(b)
}

// hookLines is how many unanswered lines each round calls the hooks for,
// and hookRounds how many rounds a shell runs, alternating with the
// baseline.
const (
	hookLines  = 5000
	hookRounds = 9
)

// undoHookForms time, inside one shell, hookRounds rounds of: a loop of
// hookLines empty commands (the baseline, "B"), then the same loop with
// what the undo block adds to the shell's hooks on a line oterminus did
// not answer ("H"). Each round prints its two
// times in microseconds; fish, which has no clock variable, prints its
// `time` reports instead.
var undoHookForms = []struct {
	shell string
	bare  []string
	code  string
}{
	// The H loops add the undo block's statements in the shells' own
	// hooks, as the scripts have them (one test each in zsh's preexec and
	// precmd, bash's prompt hook, fish's preexec and postexec).
	{"zsh", []string{"zsh", "-f", "-i", "-c"}, `eval "$(@BIN@ init zsh)"; _oterminus_bin=@SHIM@; zmodload zsh/datetime
repeat @R@ {
  t=$EPOCHREALTIME; repeat @N@ { : }; print B $(( (EPOCHREALTIME - t) * 1e6 ))
  t=$EPOCHREALTIME; repeat @N@ { :; [[ -n $_oterminus_undo_line ]] && _oterminus_undo_keep 'ls -la'; [[ -n $_oterminus_undo_kept ]] && _oterminus_undo_finish }; print H $(( (EPOCHREALTIME - t) * 1e6 ))
}`},
	// No DEBUG trap is set while no answer is armed (checked).
	{"bash", []string{"bash", "--norc", "--noprofile", "-i", "-c"}, `eval "$(@BIN@ init bash)"; _oterminus_bin=@SHIM@; [[ -z $(trap -p DEBUG) ]] || exit 9
for ((r = 0; r < @R@; r++)); do
  t=${EPOCHREALTIME/./}; for ((i = 0; i < @N@; i++)); do :; done; echo B $(( ${EPOCHREALTIME/./} - t ))
  t=${EPOCHREALTIME/./}; for ((i = 0; i < @N@; i++)); do :; [[ -n $_oterminus_undo_kept ]] && _oterminus_undo_finish; done; echo H $(( ${EPOCHREALTIME/./} - t ))
done`},
	{"fish", []string{"fish", "--no-config", "-i", "-c"}, `@BIN@ init fish | source; set -g _oterminus_bin @SHIM@; set -l lines (seq @N@)
for r in (seq @R@)
  echo B >&2; time begin; for i in $lines; true; end; end
  echo H >&2; time begin; for i in $lines; true; test -n "$_oterminus_undo_line"; and _oterminus_undo_keep 'ls -la'; test -n "$_oterminus_undo_kept"; and _oterminus_undo_finish; end; end
end`},
}

var fishExecuted = regexp.MustCompile(`Executed in\s+([0-9.]+) (micros|millis|secs)`)

// hookTimes reads a form's output: the B and H times in microseconds.
func hookTimes(out string) (base, hooked []float64) {
	var mark string
	for _, line := range strings.Split(out, "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) == 2 && (f[0] == "B" || f[0] == "H"):
			if v, err := strconv.ParseFloat(f[1], 64); err == nil {
				if f[0] == "B" {
					base = append(base, v)
				} else {
					hooked = append(hooked, v)
				}
			}
		case len(f) == 1 && (f[0] == "B" || f[0] == "H"):
			mark = f[0]
		default:
			m := fishExecuted.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			v, _ := strconv.ParseFloat(m[1], 64)
			v *= map[string]float64{"micros": 1, "millis": 1e3, "secs": 1e6}[m[2]]
			if mark == "B" {
				base = append(base, v)
			} else if mark == "H" {
				hooked = append(hooked, v)
			}
		}
	}
	return base, hooked
}

func median(v []float64) float64 {
	slices.Sort(v)
	return v[len(v)/2]
}

func undoHooks(b *bench) error {
	fmt.Printf("Undo: the shell hook on a line oterminus did not answer (%d rounds of %d lines, alternating with the same loop without it, medians)\n", hookRounds, hookLines)
	shim := filepath.Join(b.dir, "undo-shim")
	log := filepath.Join(b.dir, "undo-shim.log")
	if err := os.WriteFile(shim, []byte("#!/bin/sh\necho \"$*\" >> '"+log+"'\n"), 0o755); err != nil {
		return err
	}
	for _, f := range undoHookForms {
		if _, err := exec.LookPath(f.shell); err != nil {
			fmt.Printf("  %-5s not installed, skipped\n", f.shell)
			continue
		}
		_ = os.Remove(log)
		code := strings.NewReplacer("@BIN@", b.oterminus, "@SHIM@", shim, "@R@", fmt.Sprint(hookRounds), "@N@", fmt.Sprint(hookLines)).Replace(f.code)
		cmd := exec.Command(f.bare[0], append(f.bare[1:], code+"\nexit 0")...)
		cmd.Env = b.env
		out, err := cmd.CombinedOutput()
		if err != nil {
			return fmt.Errorf("%s: %v\n%s", f.shell, err, out)
		}
		base, hooked := hookTimes(string(out))
		if len(base) != hookRounds || len(hooked) != hookRounds {
			return fmt.Errorf("%s: %d and %d timings, want %d each:\n%s", f.shell, len(base), len(hooked), hookRounds, out)
		}
		started := 0
		if data, err := os.ReadFile(log); err == nil {
			started = bytes.Count(data, []byte("\n"))
		}
		fmt.Printf("  %-5s %.2f µs a line (the loop alone: %.2f µs a line); %d processes started for %d lines\n", f.shell,
			(median(hooked)-median(base))/hookLines, median(base)/hookLines, started, hookRounds*hookLines)
	}
	fmt.Printf("  (budget: nothing; no process)\n")
	return nil
}

// undoKeep times `oterminus keep` of 1,000 small files and one 100 MB
// file (armed first by a Ctrl-O answer, not timed) against `cp -a` of
// the same tree, interleaved.
func undoKeep(b *bench) error {
	work := filepath.Join(b.dir, "undo-work")
	tree := filepath.Join(work, "tree")
	for i := range 1000 {
		dir := filepath.Join(tree, fmt.Sprintf("d%02d", i/100))
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("f%04d.txt", i)), bytes.Repeat([]byte{'a' + byte(i%26)}, 2048), 0o644); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(tree, "big.bin"), bytes.Repeat([]byte("0123456789abcdef"), 100<<20/16), 0o644); err != nil {
		return err
	}
	defer os.RemoveAll(work)
	line := "rm -r tree"
	run := func(argv ...string) (time.Duration, error) {
		cmd := exec.Command(argv[0], argv[1:]...)
		cmd.Env, cmd.Dir = b.env, work
		start := time.Now()
		out, err := cmd.CombinedOutput()
		if err != nil {
			return 0, fmt.Errorf("%s: %v\n%s", strings.Join(argv, " "), err, out)
		}
		return time.Since(start), nil
	}
	undoDir := filepath.Join(envValue(b.env, "XDG_STATE_HOME"), "oterminus", "undo")
	n := max(*runs/60, 5)
	var keeps, copies []time.Duration
	for i := -1; i < n; i++ {
		if _, err := run(b.oterminus, "widget", "translate", "--shell", "bash", "--session", "bench", "--word-kind", "file", "--", line); err != nil {
			return err
		}
		k, err := run(b.oterminus, "keep", "--session", "bench", "--", line)
		if err != nil {
			return err
		}
		kept, _ := os.ReadDir(undoDir)
		if !slices.ContainsFunc(kept, func(e os.DirEntry) bool { return e.IsDir() }) {
			return fmt.Errorf("oterminus keep kept nothing in %s", undoDir)
		}
		c, err := run("cp", "-a", "tree", "copy")
		if err != nil {
			return err
		}
		if err := os.RemoveAll(undoDir); err != nil {
			return err
		}
		if err := os.RemoveAll(filepath.Join(work, "copy")); err != nil {
			return err
		}
		if i >= 0 {
			keeps, copies = append(keeps, k), append(copies, c)
		}
	}
	slices.Sort(keeps)
	slices.Sort(copies)
	k, c := keeps[len(keeps)/2], copies[len(copies)/2]
	fmt.Printf("Undo: keeping 1,000 files of 2 KiB and one of 100 MiB before the line runs (%d interleaved runs, medians)\n", n)
	fmt.Printf("  oterminus keep %s; cp -a of the same tree %s; %.2fx cp -a\n\n", ms(k), ms(c), ratio(k, c))
	return nil
}

// envValue is NAME's value in env.
func envValue(env []string, name string) string {
	for _, kv := range slices.Backward(env) {
		if v, ok := strings.CutPrefix(kv, name+"="); ok {
			return v
		}
	}
	return ""
}
