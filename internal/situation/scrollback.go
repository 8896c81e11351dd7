package situation

import (
	"context"
	"os/exec"
	"strconv"
	"strings"
)

// scrollback is the recent text of the tmux pane the shell runs in:
// commands and what they printed, the original's "deep context". Outside
// tmux there is no scrollback to read; terminals do not offer theirs.
func scrollback(ctx context.Context, in *Input, opts Options) string {
	pane := in.Getenv("TMUX_PANE")
	if in.Getenv("TMUX") == "" || pane == "" {
		return ""
	}
	n := max(opts.ScrollbackLines, 1)
	// -J joins wrapped lines; no -e, so no colour codes.
	out, err := exec.CommandContext(ctx, "tmux", "capture-pane", "-p", "-J", "-t", pane,
		"-S", "-"+strconv.Itoa(n)).Output()
	if err != nil {
		return ""
	}
	lines := strings.Split(strings.TrimRight(string(out), "\n "), "\n")
	// The last line is the prompt the key was pressed at, not history.
	if len(lines) > 0 {
		lines = lines[:len(lines)-1]
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
