package widget

import (
	"context"
	"errors"
	"os"

	"github.com/oterminus/oterminus/internal/ask"
	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/manpage"
	"github.com/oterminus/oterminus/internal/request"
)

// Host is what answering a press needs from the command line beyond the
// press itself: the lifecycle's input for the buffer, and ways to reach
// what only the command line may open.
type Host struct {
	// Input is the lifecycle's input for the buffer.
	Input *request.Input
	// GatherForFix gathers context for fixing the last command, which
	// leaves that command out of the context (it is the task).
	GatherForFix func(context.Context) []request.ContextItem
	// PrepareAsk prepares an ask of a ? line's question, with its
	// Check set (see ask.Prepare).
	PrepareAsk func(question string) (ask.Config, error)
	// OpenTTY opens the terminal a ? question is answered on.
	OpenTTY func() (*os.File, error)
	// Manual is the manual path the explain key reads pages from; the
	// translate key never reads one.
	Manual *manpage.Search
}

// Answer answers press p: the job Decide gives it, run on h.Input, with
// the two-press state and the audit line in c.
func (c *Call) Answer(ctx context.Context, p Press, h Host) Output {
	req := h.Input
	decision := Decide(p)
	switch decision.Job {
	case JobNone:
		c.Record(&request.Outcome{Request: req, Stage: request.StageInvalid, InputErr: errors.New(decision.Reason)},
			audit.After{Confirmation: decision.Confirmation})
		return Keeping(c.EventID, decision.Message...)
	case JobExplain:
		req.Manual = h.Manual
		o := lifecycle.Run(ctx, req)
		a := Explained(o, c.EventID)
		if o.Validation != nil && o.Stage != request.StageUnchecked {
			// Its Undo line says it already; the line is armed as after
			// the translate key.
			c.armUndo(o, &a.Output, p.Buffer, false)
		}
		return c.Answered(o, a, false)
	case JobExplainLast:
		return c.ExplainLast(ctx, req, *c.Last)
	case JobAsk:
		// A second press on the ? line a dangerous answer was shown for
		// inserts it; any other press forgets it and asks again.
		if out, ok := c.secondPress(req, Line{Buffer: p.Buffer, Dir: req.Dir, Shell: c.Shell}); ok {
			return out
		}
		c.Store.Discard(c.Session)
		return c.askInTerminal(ctx, p.Buffer, decision.Question, req.Dialect, h)
	case JobFixLast:
		req.Gather = h.GatherForFix
		return c.Translate(req, Line{Dir: req.Dir, Shell: c.Shell, Fixing: c.Last.Text},
			func() *request.Outcome { return lifecycle.Fix(ctx, req, *c.Last) })
	}
	if text, ok := req.Dialect.Recall(p.Buffer); ok {
		// A request recalled from history, kept there as a comment: the
		// request again, never a typed line.
		req.Text, req.Recalled = text, true
	}
	return c.Translate(req, Line{Buffer: p.Buffer, Dir: req.Dir, Shell: c.Shell},
		func() *request.Outcome { return lifecycle.Run(ctx, req) })
}

// ShownWhileWaiting is the line to show while the model works, in a
// shell that hides it while a key binding runs (bash clears the prompt
// line first); "" in the others.
func ShownWhileWaiting(d *dialect.Dialect, buffer string) string {
	if d.Screen() == dialect.Cleared {
		return buffer
	}
	return ""
}
