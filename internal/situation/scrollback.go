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
	// Lines can be of any length: only the most recent bytes are kept.
	out := &tail{max: maxScrollbackBytes}
	cmd := exec.CommandContext(ctx, "tmux", "capture-pane", "-p", "-J", "-t", pane,
		"-S", "-"+strconv.Itoa(n))
	cmd.Stdout = out
	if cmd.Run() != nil {
		return ""
	}
	lines := strings.Split(strings.TrimRight(string(out.buf), "\n "), "\n")
	// The last line is the prompt the key was pressed at, not history.
	if len(lines) > 0 {
		lines = lines[:len(lines)-1]
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// maxScrollbackBytes bounds what is kept of tmux's answer; the source's
// own limit, applied later, is far smaller.
const maxScrollbackBytes = 256 << 10

// tail is a writer that keeps only the last max bytes written to it.
type tail struct {
	buf []byte
	max int
}

func (t *tail) Write(p []byte) (int, error) {
	n := len(p)
	if len(p) >= t.max {
		t.buf = append(t.buf[:0], p[len(p)-t.max:]...)
		return n, nil
	}
	if over := len(t.buf) + len(p) - t.max; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	t.buf = append(t.buf, p...)
	return n, nil
}
