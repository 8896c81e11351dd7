package widget

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/ask"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/termtext"
	"github.com/oterminus/oterminus/internal/typed"
)

// askInTerminal runs ask in the terminal for a line that starts with ?,
// while the shell's line editor waits. The helper holds the terminal:
// signals off, so Ctrl-C is a key it reads (a SIGINT would abort the line
// editor and lose the buffer), echo off, keys read one at a time; the
// exact previous state is restored before the shell redraws. The buffer
// is kept, byte for byte, unless the answer ends with a command: that
// line is the model's proposal, read and checked as the planner's are
// (lifecycle.ModelLine) and answered as a translate press answers one
// (Translated): rendered from its validated argv, it replaces the buffer,
// for the person to run with Enter; when it is dangerous or experimental
// it is only shown, and a second press on the unchanged ? line inserts
// it (Answer takes that press before asking again).
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
	line := ask.LastLine(res.Answer)
	if line == "" || res.CutOff {
		return Keeping(c.EventID)
	}
	o, err := lifecycle.ModelLine(h.Input, line)
	switch {
	case errors.Is(err, typed.ErrNotACommand):
		return Keeping(c.EventID) // the answer ends in prose
	case err != nil:
		fmt.Fprint(tty, terminalLines(fmt.Errorf("the answer's last line is not put in your line: %w", err)))
		return Keeping(c.EventID)
	}
	o.Plan = &request.Plan{Proposal: o.Proposal, Model: res.Model}
	a := Translated(o, c.EventID, c.Key)
	if a.Wait {
		err := c.Store.Save(c.Session, Pending{
			Line: Line{Buffer: buffer, Dir: h.Input.Dir, Shell: c.Shell}, EventID: c.EventID, Created: time.Now(),
			Proposal: proposal.Contract(o.Proposal), Model: res.Model,
		})
		if err != nil {
			a = NotRemembered(o, c.EventID, err)
		}
	}
	// The answer's lines are on the terminal already: these go below
	// them, before the shell draws its prompt again.
	for _, m := range a.Message {
		fmt.Fprint(tty, messageLines(m))
	}
	a.Message = nil
	return a.Output
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
