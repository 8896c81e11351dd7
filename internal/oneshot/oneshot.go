// Package oneshot is the one-shot request of the command line
// (oterminus [--dry-run | --explain] REQUEST...) after the lifecycle: with
// the lifecycle's outcome it decides what the person is shown, whether the
// command is confirmed and run, the exit code, and what the request's
// report says happened (the --json object and the audit line).
//
// It may not read flags, the environment, signals or the configuration
// file, and it does not write the audit log or print errors: the command
// line gives it the parsed values, a writer for the person and a way to
// open the terminal, and receives the exit code and the error to show.
// The confirmation question is asked on the terminal it opens, never on
// stdin, so a piped stdin cannot answer for the person.
package oneshot

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/advice"
	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/terminal"
)

// Exit codes (the original's).
const (
	ExitOK          = 0
	ExitFailed      = 1   // the command could not be started
	ExitUsage       = 2   // usage, configuration, planner or setup error
	ExitRejected    = 3   // validation or policy refused the command
	ExitTimeout     = 124 // the command ran out of time
	ExitInterrupted = 130 // Ctrl-C
)

// Mode is what happens after the lifecycle.
type Mode string

// The modes.
const (
	Execute Mode = "execute"
	DryRun  Mode = "dry-run"
	Explain Mode = "explain"
)

// Run is one request being finished.
type Run struct {
	Mode    Mode
	JSON    bool
	Verbose bool
	Config  *config.Config
	Style   preview.Style
	// Human receives text for a person: stdout, or nothing when stdout
	// carries JSON.
	Human io.Writer
	// Dir and Home are where a command runs and the home it is given.
	Dir, Home string
	// OpenTTY opens the controlling terminal for the confirmation.
	OpenTTY func() (*os.File, error)
	// Interruptible makes Ctrl-C cancel the context it returns; it is
	// installed around confirming and running. Nil installs nothing.
	Interruptible func(context.Context) (context.Context, context.CancelFunc)

	// Out is the lifecycle's outcome.
	Out *request.Outcome
	// After is what happened after the lifecycle: with the outcome, the
	// request's report.
	After audit.After
}

// Finish reports the outcome and, in execute mode, confirms and runs it.
// It returns the exit code and the error to print on stderr; in JSON mode
// the error is part of the object on stdout, and none is returned.
func (r *Run) Finish(ctx context.Context) (int, error) {
	code, err := r.finish(ctx)
	if r.JSON {
		err = nil
	}
	return code, err
}

func (r *Run) finish(ctx context.Context) (int, error) {
	o := r.Out
	switch o.Stage {
	case request.StageInvalid:
		r.After.Confirmation = audit.InvalidInput
		return ExitUsage, advice.With(o.InputErr, "type a command or a short request in plain words")
	case request.StageAmbiguous:
		r.After.Confirmation = "blocked_ambiguous"
		fmt.Fprint(r.Human, preview.Ambiguity(o, r.Style))
		return ExitOK, nil
	case request.StagePlannerError:
		r.After.Confirmation = "planner_error"
		code := ExitUsage
		if errors.Is(o.PlannerErr, context.Canceled) {
			r.After.Confirmation, code = "cancelled_by_user", ExitInterrupted
		}
		return code, PlannerFailure(o.PlannerErr)
	}
	if o.Stage == request.StageUnchecked {
		// A typed line oterminus has no declaration for: said in the
		// person's words; oterminus itself runs only what it checked.
		r.After.Confirmation = audit.NotPromptedRejected
		fmt.Fprintln(r.Human, preview.Unchecked(o, "run it in your shell as typed"))
		for _, l := range preview.ManualLines(o) {
			fmt.Fprintln(r.Human, l)
		}
		return ExitRejected, nil
	}
	// An explanation says all a preview would and more; printing both
	// said the command, the risk and the warnings twice.
	if r.Mode == Explain {
		fmt.Fprint(r.Human, preview.Explain(o, r.Style))
	} else {
		fmt.Fprint(r.Human, preview.Proposal(o, r.Verbose, r.Style))
	}
	if o.Stage == request.StageRejected {
		r.After.Confirmation = "not_prompted_rejected"
		return ExitRejected, nil
	}
	switch r.Mode {
	case DryRun:
		r.After.Confirmation = "skipped_dry_run"
		fmt.Fprintln(r.Human, r.Style.Warning(preview.DryRunNotice))
		return ExitOK, nil
	case Explain:
		r.After.Confirmation = "skipped_explain"
		return ExitOK, nil
	}
	if len(o.Validation.Stages) > 0 || len(o.Proposal.Assignments) > 0 {
		// oterminus runs one argv without a shell; a pipeline, a list or
		// variables set for the command need the shell it was rendered for.
		r.After.Confirmation = "not_prompted_compound"
		return ExitUsage, advice.With(errors.New("a pipeline, list, redirection or variable assignment runs in your shell, not from oterminus"),
			"press Ctrl-O at your prompt (oterminus init %s) to put it on the command line, or copy it", o.Request.Dialect.Name())
	}
	return r.confirmAndRun(ctx)
}

func (r *Run) confirmAndRun(ctx context.Context) (int, error) {
	if r.Interruptible != nil {
		var stop context.CancelFunc
		ctx, stop = r.Interruptible(ctx)
		defer stop()
	}
	o := r.Out
	v := o.Validation
	eligible, reason := policy.AutoExecute{
		Enabled: r.Config.AutoExecuteSafe, Origin: o.Origin(), Mode: o.Proposal.Mode,
		Accepted: v.Accepted(), Risk: v.Risk, Warnings: len(v.Warnings), Argv: v.Argv,
		Family: o.Family, Scope: r.Config.Policy.Scope(o.Request.Platform),
	}.Eligible()
	r.After.AutoEligible, r.After.AutoReason = &eligible, reason
	if eligible {
		r.After.Confirmation = "skipped_auto_execute_safe"
		fmt.Fprintln(r.Human, r.Style.Muted("Safe typed command: running without confirmation (auto_execute_safe)."))
	} else {
		ok, err := r.confirm(ctx, preview.Confirmation(o))
		if err != nil {
			r.After.Confirmation = "cancelled"
			if errors.Is(err, context.Canceled) {
				fmt.Fprintln(r.Human, "\nCancelled.")
				return ExitInterrupted, nil
			}
			return ExitUsage, err
		}
		if !ok {
			r.After.Confirmation = "cancelled"
			fmt.Fprintln(r.Human, "Cancelled.")
			return ExitOK, nil
		}
		r.After.Confirmation = "confirmed"
	}
	res := execute.Run(ctx, v.Argv, execute.Options{
		Timeout:        time.Duration(r.Config.TimeoutSeconds) * time.Second,
		MaxOutputChars: r.Config.MaxOutputChars,
		Dir:            r.Dir,
		Home:           r.Home,
	})
	r.After.Exec = &res
	return r.showExecution(res)
}

func (r *Run) showExecution(res execute.Result) (int, error) {
	w := r.Human
	switch {
	case res.Err != nil:
		return ExitFailed, advice.With(fmt.Errorf("execution failed: %w", res.Err), "check that the program is installed and the paths exist")
	case res.TimedOut:
		return ExitTimeout, advice.With(fmt.Errorf("the command timed out after %d seconds", r.Config.TimeoutSeconds),
			"raise timeout_seconds with 'oterminus config set timeout_seconds N'")
	case res.Raw:
		fmt.Fprint(w, res.Stdout.Text)
		return res.ExitCode, nil
	}
	preview.Execution(w, res, r.Config.MaxOutputChars, r.Style)
	if res.Interrupted {
		return ExitInterrupted, nil
	}
	return res.ExitCode, nil
}

// confirm asks on the terminal, never on stdin, so a piped stdin cannot
// answer for the person.
func (r *Run) confirm(ctx context.Context, level policy.Level) (bool, error) {
	tty, err := r.OpenTTY()
	if err != nil {
		return false, advice.With(errors.New("cannot ask for confirmation: no terminal is available"),
			"run from a terminal, or use --dry-run to preview only")
	}
	defer tty.Close()
	if r.JSON {
		// stdout carries JSON, so the person reads the preview here.
		fmt.Fprint(tty, preview.Proposal(r.Out, r.Verbose, preview.Style{}))
	}
	question, want := preview.Prompt(level)
	line, err := terminal.Answer(ctx, tty, question)
	if err != nil {
		return false, err
	}
	line = strings.TrimSpace(line)
	if want == "" {
		return strings.EqualFold(line, "y") || strings.EqualFold(line, "yes"), nil
	}
	return line == want, nil
}

// Report is the request's report once Finish returned code: the --json
// object and the audit line. start is when the lifecycle started and
// shell the dialect's name.
func (r *Run) Report(start time.Time, shell string, code int) *audit.Report {
	a := &r.After
	a.EventID, a.Start, a.Shell, a.Interface = audit.NewEventID(), start, shell, "cli"
	a.RunMode, a.Shown, a.ExitCode = string(r.Mode), ShownError(r.Out), code
	a.AutoEnabled, a.Redact = r.Config.AutoExecuteSafe, r.Config.Audit.Redact
	if r.Out.Validation != nil {
		a.ConfirmationLevel = string(preview.Confirmation(r.Out))
	}
	return audit.NewReport(r.Out, r.After)
}

// ShownError is the lifecycle's error as the person is shown it: a
// planner failure with its hint.
func ShownError(o *request.Outcome) error {
	switch {
	case o.InputErr != nil:
		return o.InputErr
	case o.PlannerErr != nil:
		return PlannerFailure(o.PlannerErr)
	}
	return nil
}

// PlannerFailure turns a planner error into one actionable line.
func PlannerFailure(err error) error {
	if errors.Is(err, lifecycle.ErrNoPlanner) {
		return advice.With(fmt.Errorf("planning failed: %w", err), "type the command itself, or configure a model with 'oterminus config set model NAME'")
	}
	var h advice.Hinter
	if errors.As(err, &h) {
		return advice.With(fmt.Errorf("planning failed: %w", err), "%s", h.Hint())
	}
	return fmt.Errorf("planning failed: %w", err)
}
