package widget

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/ask"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/termtext"
)

// askInTerminal runs ask in the terminal for a line that starts with ?,
// while the shell's line editor waits. The helper holds the terminal:
// signals off, so Ctrl-C is a key it reads (a SIGINT would abort the line
// editor and lose the buffer), echo off, keys read one at a time; the
// exact previous state is restored before the shell redraws. The buffer
// is kept, byte for byte, unless the answer ends with a command that the
// typed-command path accepts for this shell: then that command, rendered
// from its validated argv, replaces it, for the person to run with Enter.
func (c *Call) askInTerminal(ctx context.Context, buffer, question string, d *dialect.Dialect, h Host) Output {
	if question == "" {
		return Keeping(c.EventID, "oterminus: write a question after the ?, e.g. ? which files here are biggest; your line is unchanged")
	}
	tty, err := h.OpenTTY()
	if err != nil {
		return Keeping(c.EventID, "oterminus: a question needs a terminal to answer on; your line is unchanged")
	}
	defer tty.Close()
	restore, err := terminal.Raw(tty, true)
	if err != nil {
		return Keeping(c.EventID, "oterminus: a question needs a terminal to answer on; your line is unchanged")
	}
	defer restore()

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	keys := terminal.ReadKeys(tty, cancel)
	// Show the question on its line when the shell cleared it; start
	// below the line when the shell has not moved there yet.
	switch d.Screen() {
	case dialect.Cleared:
		fmt.Fprintf(tty, "\r\x1b[K%s\n", termtext.Escape(redact.Text(strings.TrimSpace(buffer))))
	case dialect.OnLine:
		fmt.Fprint(tty, "\n")
	}
	run, err := h.PrepareAsk(question)
	if err != nil {
		fmt.Fprint(tty, terminalLines(err))
		return Keeping(c.EventID)
	}
	run.EventID, run.Ask, run.Out = c.EventID, keys.Ask, tty
	res := ask.Run(ctx, run)
	if res.End != ask.Answered {
		fmt.Fprint(tty, terminalLines(res.Stopped(run)))
		return Keeping(c.EventID)
	}
	// The last line of an answer the token limit cut off may be a prefix
	// of the command the model meant: it is never offered.
	if line := ask.LastLine(res.Answer); line != "" && !res.CutOff {
		checked := h.CheckAnswer(line, run.Dir)
		if checked.Refusal == "" && Insertable(checked.Command) {
			fmt.Fprintf(tty, "oterminus: the answer's command is in your line (%s, risk %s); Enter runs it\n", termtext.Escape(checked.Family), checked.Risk)
			return Output{Action: Insert, EventID: c.EventID, Buffer: checked.Command}
		}
	}
	return Keeping(c.EventID)
}

// terminalLines are an error and its hint as lines on the terminal,
// saying the line is unchanged.
func terminalLines(err error) string {
	s := "oterminus: " + termtext.Escape(redact.Text(strings.TrimSuffix(err.Error(), "."))) + "; your line is unchanged\n"
	var h interface{ Hint() string }
	if errors.As(err, &h) && h.Hint() != "" {
		s += "hint: " + termtext.Escape(h.Hint()) + "\n"
	}
	return s
}
