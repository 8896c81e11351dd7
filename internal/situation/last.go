package situation

import (
	"context"
	"fmt"
	"strings"
)

// lastCommand is the command the shell ran last and how it ended. When the
// request is to fix that command it is the task itself, not context.
func lastCommand(_ context.Context, in *Input, _ Options) string {
	if in.Last == nil || in.Fixing || strings.TrimSpace(in.Last.Text) == "" {
		return ""
	}
	return fmt.Sprintf("%s (exit status %d)", strings.TrimSpace(in.Last.Text), in.Last.Status)
}

// history is the shell's recent history as the integration handed it
// over, at most history_lines lines.
func history(_ context.Context, in *Input, opts Options) string {
	lines := in.History
	if n := opts.HistoryLines; n > 0 && len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
