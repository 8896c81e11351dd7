package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/termtext"
)

// waitingPlanner wraps the planner with the terminal takeover. While it
// holds the terminal, Ctrl-C is a key it reads, so it needs no signal
// handling (a SIGTERM or SIGHUP just ends it, and every shell resets the
// terminal's modes when its line editor resumes). Without a terminal it
// waits with signal handling instead.
type waitingPlanner struct {
	inner model
	e     *Env
	// echo is the line to show while waiting, for shells that hide it
	// while a key binding runs (bash clears the prompt line).
	echo string
}

func (w waitingPlanner) Plan(ctx context.Context, req planning.Request) (plan *planning.Plan, err error) {
	err = w.wait(ctx, func(ctx context.Context) error {
		plan, err = w.inner.Plan(ctx, req)
		return err
	})
	return plan, err
}

func (w waitingPlanner) ExplainFailure(ctx context.Context, req planning.FailureRequest) (ex *planning.FailureExplanation, err error) {
	err = w.wait(ctx, func(ctx context.Context) error {
		ex, err = w.inner.ExplainFailure(ctx, req)
		return err
	})
	return ex, err
}

// wait runs call while holding the terminal: cancel keys end it, and a
// spinner shows it is working.
func (w waitingPlanner) wait(ctx context.Context, call func(context.Context) error) error {
	tty, err := w.e.OpenTTY()
	if err != nil {
		return interruptibly(ctx, call)
	}
	defer tty.Close()
	restore, err := terminal.Raw(tty, false)
	if err != nil {
		return interruptibly(ctx, call)
	}
	defer restore()

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	go terminal.ReadCancelKeys(tty, cancel)
	if w.echo != "" {
		line := []rune(termtext.Escape(strings.ReplaceAll(w.echo, "\n", " ")))
		if limit := terminal.Width(tty) / 2; len(line) > limit {
			line = append(line[:max(limit-1, 0)], '…')
		}
		fmt.Fprintf(tty, "\r\x1b[K%s", string(line))
		defer fmt.Fprint(tty, "\r\x1b[K")
	}
	stop := terminal.Spin(tty, "oterminus: thinking (Ctrl-C cancels)")
	defer stop()
	return call(ctx)
}
