package cli

import (
	"context"

	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/terminal"
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
	if held, err := terminal.Hold(ctx, tty, w.echo, "oterminus: thinking (Ctrl-C cancels)", call); held {
		return err
	}
	return interruptibly(ctx, call)
}
