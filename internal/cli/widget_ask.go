package cli

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
	"github.com/oterminus/oterminus/internal/widget"
)

// askFromWidget runs ask in the terminal for a line that starts with ?,
// while the shell's line editor waits. The helper holds the terminal:
// signals off, so Ctrl-C is a key it reads (a SIGINT would abort the line
// editor and lose the buffer), echo off, keys read one at a time; the
// exact previous state is restored before the shell redraws. The buffer
// is kept, byte for byte, unless the answer ends with a command that the
// typed-command path accepts for this shell: then that command, rendered
// from its validated argv, replaces it, for the person to run with Enter.
func (w *widgetCall) askFromWidget(ctx context.Context, d *dialect.Dialect, question string) widget.Output {
	if question == "" {
		return widget.Keeping(w.press.EventID, "oterminus: write a question after the ?, e.g. ? which files here are biggest; your line is unchanged")
	}
	tty, err := w.e.OpenTTY()
	if err != nil {
		return widget.Keeping(w.press.EventID, "oterminus: a question needs a terminal to answer on; your line is unchanged")
	}
	defer tty.Close()
	restore, err := terminal.Raw(tty, true)
	if err != nil {
		return widget.Keeping(w.press.EventID, "oterminus: a question needs a terminal to answer on; your line is unchanged")
	}
	defer restore()

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	keys := terminal.ReadKeys(tty, cancel)
	// Show the question on its line when the shell cleared it; start
	// below the line when the shell has not moved there yet.
	switch d.Screen() {
	case dialect.Cleared:
		fmt.Fprintf(tty, "\r\x1b[K%s\n", termtext.Escape(redact.Text(strings.TrimSpace(w.buffer))))
	case dialect.OnLine:
		fmt.Fprint(tty, "\n")
	}
	run, err := newAsk(w.e, w.cfg, askOptions{maxSteps: ask.DefaultMaxSteps, budget: ask.DefaultBudget}, question)
	if err != nil {
		fmt.Fprint(tty, widgetLines(err, "your line is unchanged"))
		return widget.Keeping(w.press.EventID)
	}
	run.EventID = w.press.EventID
	run.Check, run.Ask, run.Out = ask.NewChecker(w.cfg.Policy, dialect.Default, w.e.Getenv), keys.Ask, tty
	res := ask.Run(ctx, run)
	if res.End != ask.Answered {
		fmt.Fprint(tty, widgetLines(askStopped(res, run), "your line is unchanged"))
		return widget.Keeping(w.press.EventID)
	}
	if line := ask.LastLine(res.Answer); line != "" {
		c := ask.NewChecker(w.cfg.Policy, d, w.e.Getenv)(line, w.e.Dir)
		if c.Refusal == "" && widget.Insertable(c.Command) {
			fmt.Fprintf(tty, "oterminus: the answer's command is in your line (%s, risk %s); Enter runs it\n", termtext.Escape(c.Family), c.Risk)
			return widget.Output{Action: widget.Insert, EventID: w.press.EventID, Buffer: c.Command}
		}
	}
	return widget.Keeping(w.press.EventID)
}

// widgetLines are an error and its hint as lines on the terminal.
func widgetLines(err error, tail string) string {
	s := "oterminus: " + termtext.Escape(redact.Text(strings.TrimSuffix(err.Error(), "."))) + "; " + tail + "\n"
	var h hinter
	if errors.As(err, &h) && h.Hint() != "" {
		s += "hint: " + termtext.Escape(h.Hint()) + "\n"
	}
	return s
}
