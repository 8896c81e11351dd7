package oneshot

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/advice"
	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Explainable says whether the last command can be explained: an error
// with its advice when it cannot, a note when there is nothing to
// explain, neither when it can. readLast is context.last_command.
func Explainable(last *request.LastCommand, readLast bool) (note string, err error) {
	switch {
	case last == nil:
		return "", advice.With(errors.New("no last command is known"),
			`load the shell integration (eval "$(oterminus init zsh)", or bash, or fish) so oterminus can see it`)
	case !readLast:
		return "", advice.With(errors.New("context.last_command is off, so oterminus does not read the last command"),
			"oterminus config set context.last_command true")
	case !last.Failed():
		return fmt.Sprintf("oterminus: the last command did not fail (exit status %d): nothing to explain", last.Status), nil
	}
	return "", nil
}

// Last is oterminus explain --last after the lifecycle explained why the
// last command failed.
type Last struct {
	Out *request.FailureOutcome
	// Redact is audit.redact: the audit line's text is redacted.
	Redact bool
}

// Code is the exit code, and the confirmation the audit line records.
func (l Last) Code() (code int, confirmation string) {
	switch {
	case errors.Is(l.Out.Err, context.Canceled):
		return ExitInterrupted, audit.CancelledByUser
	case l.Out.Err != nil:
		return ExitUsage, audit.PlannerError
	}
	return ExitOK, audit.Explained
}

// Report is the request's audit report; start is when the lifecycle
// started and shell the dialect's name.
func (l Last) Report(start time.Time, shell, confirmation string) *audit.Report {
	fo := l.Out
	o := &request.Outcome{Request: fo.Request, Fixing: &fo.Failed, Context: fo.Context, Timings: fo.Timings}
	return audit.NewReport(o, audit.After{
		Failure: fo, Start: start, EventID: audit.NewEventID(), Shell: shell, Interface: "cli",
		RunMode: "explain-last", Confirmation: confirmation, Redact: l.Redact,
	})
}

// JSON is the --json object, with the error as the person is shown it.
func (l Last) JSON(code int) ([]byte, error) {
	shown := ""
	if l.Out.Err != nil {
		shown = PlannerFailure(l.Out.Err).Error()
	}
	return audit.FailureJSON(l.Out, shown, code)
}

// Show writes what the person reads after the lifecycle returned code:
// the --json object, or the explanation. It returns the error to print
// on stderr, none in JSON mode, where the object carries it.
func (l Last) Show(w io.Writer, code int, asJSON bool, style preview.Style) error {
	if asJSON {
		data, err := l.JSON(code)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", termtext.EscapeJSON(data))
		return err
	}
	if l.Out.Err != nil {
		return PlannerFailure(l.Out.Err)
	}
	_, err := fmt.Fprintln(w, strings.Join(preview.Failure(l.Out, style), "\n"))
	return err
}
