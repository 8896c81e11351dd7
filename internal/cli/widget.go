package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/keys"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/widget"
)

// runWidget is what the shell integration calls on a key press:
//
//	oterminus widget translate|explain --shell S [--cursor N] [--status N]
//	    [--last-command C] [--session ID] -- BUFFER
//
// It always answers in the widget protocol on stdout and exits 0; the
// shell keeps its buffer unless told to insert. It never reads stdin.
func runWidget(ctx context.Context, e *Env, args []string) int {
	if len(args) == 0 || (args[0] != "translate" && args[0] != "explain") {
		return usageError(e, "widget", errors.New("widget needs translate or explain"))
	}
	w := widgetCall{e: e, action: args[0], start: time.Now()}
	fs := pflag.NewFlagSet("oterminus widget", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&w.shell, "shell", "", "the calling shell")
	fs.IntVar(&w.cursor, "cursor", -1, "cursor position in the buffer")
	fs.IntVar(&w.lastStatus, "status", 0, "exit status of the last command")
	fs.StringVar(&w.lastCommand, "last-command", "", "the last command line")
	fs.StringVar(&w.session, "session", "", "an id of the shell session")
	fs.BoolVar(&w.first, "first", false, "the first key press of this shell session")
	if err := fs.Parse(args[1:]); err != nil {
		return w.answer(widget.Keeping("", "oterminus: "+err.Error()))
	}
	w.buffer = strings.Join(fs.Args(), " ")
	out := w.run(ctx)
	w.warmOnFirstUse()
	return w.answer(out)
}

// warmOnFirstUse loads the model in the background on a shell's first key
// press, so its first natural-language request does not wait for Ollama
// to load the model. A request that asked the model already loaded it.
func (w *widgetCall) warmOnFirstUse() {
	if w.first && w.cfg != nil && w.cfg.Widget.Warm && !w.askedModel {
		warmInBackground(w.e)
	}
}

type widgetCall struct {
	e                  *Env
	action             string
	shell, lastCommand string
	session, buffer    string
	cursor, lastStatus int
	first              bool // the shell's first key press: warm the model
	askedModel         bool // this request already went to the model
	start              time.Time
	cfg                *config.Config
	log                *audit.Log
	eventID            string
	warnings           []string // shown after the answer's own message
}

func (w *widgetCall) answer(out widget.Output) int {
	out.Message = append(out.Message, w.warnings...)
	if err := out.Write(w.e.Stdout); err != nil {
		fmt.Fprintf(w.e.Stdout, "keep -\noterminus: %s\n", err)
	}
	return ExitOK
}

func (w *widgetCall) run(ctx context.Context) widget.Output {
	cfg, err := loadConfig(w.e)
	if err != nil {
		return widget.Keeping("", "oterminus: configuration error: "+err.Error(),
			"hint: run 'oterminus config validate' to see what to fix")
	}
	// A bad value is ignored: the key press still works, and the person
	// sees why a setting did not apply (the shells discard stderr).
	for _, problem := range cfg.Warnings {
		w.warnings = append(w.warnings, "oterminus: warning: "+problem.Error(), "hint: "+problem.Hint())
	}
	w.cfg = cfg
	w.log = &audit.Log{Path: cfg.Audit.Path, Enabled: cfg.Audit.Enabled, Redact: cfg.Audit.Redact}
	w.eventID = audit.NewEventID()
	d, err := dialect.Lookup(w.shell)
	if err != nil {
		return widget.Keeping("", "oterminus: "+err.Error())
	}
	req := &planning.Input{
		Text: w.buffer, Platform: runtime.GOOS, Dir: w.e.Dir, Home: w.e.Getenv("HOME"), Dialect: d,
		Policy: cfg.Policy, Shortcuts: cfg.Shortcuts, Registry: registry.Default(),
		Planner: waitingPlanner{inner: newPlanner(cfg, w.e), e: w.e, echo: hiddenLine(w.shell, w.buffer)},
		Gather:  gatherer(cfg, w.e, d.Name, w.last(), false),
		Reader:  readerEnv(w.e),
	}
	store := widget.Store{Dir: config.StateDir(w.e.Getenv)}
	if strings.TrimSpace(w.buffer) == "" {
		return w.emptyLine(ctx, req, store)
	}
	if strings.HasSuffix(strings.TrimRight(w.buffer, " \t"), `\`) {
		// The shell would read on: the line is not finished, so it is not
		// a request yet.
		w.record(&planning.Outcome{Request: req, Stage: planning.StageInvalid, InputErr: errors.New("the line ends with a backslash")}, audit.InvalidInput, false)
		return widget.Keeping(w.eventID, `oterminus: the line ends with \, so it continues on the next line: finish it or remove the \; your line is unchanged`)
	}
	if w.action == "explain" {
		return w.explain(ctx, req)
	}
	line := widget.Line{Buffer: w.buffer, Dir: w.e.Dir, Shell: w.shell}
	if out, ok := w.secondPress(store, req, line); ok {
		return out
	}
	store.Discard(w.session)
	return w.translate(lifecycle.Run(ctx, req), store, line)
}

// hiddenLine is the line to show while the model works, in a shell that
// hides it while a key binding runs: bash clears the prompt line first.
func hiddenLine(shell, buffer string) string {
	if shell == "bash" {
		return buffer
	}
	return ""
}

// last is the last command the shell reported, or nil.
func (w *widgetCall) last() *planning.LastCommand {
	if strings.TrimSpace(w.lastCommand) == "" {
		return nil
	}
	return &planning.LastCommand{Text: w.lastCommand, Status: w.lastStatus}
}

// record writes the request's audit line; a failure becomes one warning
// line after the answer, never a lost buffer.
func (w *widgetCall) record(o *planning.Outcome, confirmation string, twoPress bool) {
	w.write(o, audit.After{Confirmation: confirmation, TwoPress: twoPress})
}

func (w *widgetCall) write(o *planning.Outcome, a audit.After) {
	w.askedModel = o.Plan != nil || o.PlannerErr != nil || a.Failure != nil
	if !w.log.Enabled {
		return
	}
	a.RunMode = map[string]string{"translate": "translate", "explain": "explain-key"}[w.action]
	switch {
	case a.Failure != nil:
		a.RunMode = "explain-last"
	case o.Fixing != nil:
		a.RunMode = "fix-last"
	}
	a.Start, a.EventID, a.Shell, a.Interface, a.Redact = w.start, w.eventID, w.shell, "widget", w.cfg.Audit.Redact
	if err := w.log.Write(audit.NewReport(o, a).Event()); err != nil {
		w.warnings = append(w.warnings, "oterminus: warning: the audit log was not written: "+err.Error())
	}
}

// emptyLine gives the key a job on an empty line: right after a command
// failed, translate proposes a fix and explain says why it failed.
// Otherwise it says what the keys do.
func (w *widgetCall) emptyLine(ctx context.Context, req *planning.Input, store widget.Store) widget.Output {
	last := w.last()
	if !last.Failed() || !w.cfg.Context.LastCommand {
		w.record(&planning.Outcome{Request: req, Stage: planning.StageInvalid, InputErr: errors.New("the request is empty")}, audit.EmptyBuffer, false)
		return widget.Keeping(w.eventID, w.nothingToDo(last)...)
	}
	if w.action == "explain" {
		return w.explainLast(ctx, req, *last)
	}
	req.Gather = gatherer(w.cfg, w.e, req.Dialect.Name, last, true)
	line := widget.Line{Dir: w.e.Dir, Shell: w.shell, Fixing: last.Text}
	if out, ok := w.secondPress(store, req, line); ok {
		return out
	}
	store.Discard(w.session)
	return w.translate(lifecycle.Fix(ctx, req, *last), store, line)
}

// nothingToDo says why an empty line gave the key nothing to do.
func (w *widgetCall) nothingToDo(last *planning.LastCommand) []string {
	usage := fmt.Sprintf("type a command or a request first; %s translates it, %s explains it",
		keys.Label(w.cfg.Widget.Key), keys.Label(w.cfg.Widget.ExplainKey))
	switch {
	case last == nil:
		return []string{"oterminus: " + usage}
	case last.Status == 0:
		return []string{"oterminus: the last command succeeded: nothing to fix or explain; " + usage}
	case !last.Failed():
		return []string{fmt.Sprintf("oterminus: the last command was interrupted (exit status %d), not failed: nothing to fix; %s", last.Status, usage)}
	}
	return []string{"oterminus: the last command failed, but context.last_command is off, so oterminus does not read it",
		"hint: oterminus config set context.last_command true"}
}

// explainLast explains why the last command failed; nothing changes.
func (w *widgetCall) explainLast(ctx context.Context, req *planning.Input, last planning.LastCommand) widget.Output {
	fo := lifecycle.ExplainLast(ctx, req, last)
	o := &planning.Outcome{Request: req, Fixing: &last, Context: fo.Context, Timings: fo.Timings}
	switch {
	case errors.Is(fo.Err, context.Canceled):
		w.write(o, audit.After{Failure: fo, Confirmation: audit.CancelledByUser})
		return widget.Keeping(w.eventID, "oterminus: cancelled; your line is unchanged")
	case fo.Err != nil:
		w.write(o, audit.After{Failure: fo, Confirmation: audit.PlannerError})
		return widget.Keeping(w.eventID, plannerMessage(fo.Err)...)
	}
	w.write(o, audit.After{Failure: fo, Confirmation: audit.Explained})
	return widget.Keeping(w.eventID, preview.Failure(fo, preview.Style{})...)
}

// needsSecondPress is the two-press rule: a proposal from the model that
// is experimental or dangerous is shown first and inserted only by a
// second press on the unchanged buffer. Commands the person typed are
// theirs already and are never gated; an experimental line that its
// family's declaration read word by word is as checked as a structured
// one.
func needsSecondPress(o *planning.Outcome) bool {
	experimental := o.Proposal.Mode == proposal.Experimental && o.Validation.Typed == nil
	return o.Origin() == proposal.OriginPlanner && (experimental || o.Validation.Risk == registry.Dangerous)
}

func (w *widgetCall) translate(o *planning.Outcome, store widget.Store, line widget.Line) widget.Output {
	switch o.Stage {
	case planning.StageInvalid:
		w.record(o, audit.InvalidInput, false)
		return widget.Keeping(w.eventID, "oterminus: "+o.InputErr.Error())
	case planning.StageAmbiguous:
		w.record(o, audit.BlockedAmbiguous, false)
		return widget.Keeping(w.eventID, "oterminus: ambiguous request: "+o.Ambiguity.Reason,
			"try instead: "+strings.Join(o.Ambiguity.Options, "; "))
	case planning.StagePlannerError:
		return w.plannerFailed(o)
	case planning.StageRejected:
		w.record(o, audit.NotPromptedRejected, false)
		return widget.Keeping(w.eventID, preview.Line(o))
	}
	text := o.Validation.Text
	if needsSecondPress(o) {
		err := store.Save(w.session, widget.Pending{
			Line: line, EventID: w.eventID, Created: time.Now(),
			Proposal: proposal.Contract(o.Proposal), Model: modelOf(o),
		})
		w.record(o, audit.TwoPressPending, false)
		if err != nil {
			return widget.Keeping(w.eventID, preview.Line(o), "oterminus: cannot remember it for a second press: "+err.Error())
		}
		why := "it is experimental: review it before running it"
		if o.Validation.Risk == registry.Dangerous {
			why = "it is dangerous: review it before running it"
		}
		return widget.Keeping(w.eventID, preview.Line(o)+" proposes: "+text,
			fmt.Sprintf("%s; press %s again on this line to insert it", why, keys.Label(w.cfg.Widget.Key)))
	}
	w.record(o, audit.Inserted, false)
	return widget.Output{Action: widget.Insert, EventID: w.eventID, Buffer: text, Message: []string{preview.Line(o)}}
}

// secondPress inserts a proposal shown by the previous press on the same
// line, after validating it again under the current policy.
func (w *widgetCall) secondPress(store widget.Store, req *planning.Input, line widget.Line) (widget.Output, bool) {
	pending, ok := store.Take(w.session, line, time.Now())
	if !ok {
		return widget.Output{}, false
	}
	p, err := proposal.Parse(pending.Proposal, req.Registry)
	if err != nil {
		return widget.Output{}, false
	}
	o := lifecycle.Check(req, p)
	o.Plan = &planning.Plan{Proposal: p, Model: pending.Model}
	if line.Fixing != "" {
		o.Fixing = w.last()
	}
	if !o.Accepted() {
		w.record(o, audit.NotPromptedRejected, true)
		return widget.Keeping(w.eventID, preview.Line(o)), true
	}
	w.record(o, audit.Inserted, true)
	return widget.Output{Action: widget.Insert, EventID: w.eventID, Buffer: o.Validation.Text,
		Message: []string{preview.Line(o) + ", inserted on the second press"}}, true
}

func modelOf(o *planning.Outcome) string {
	if o.Plan == nil {
		return ""
	}
	return o.Plan.Model
}

func (w *widgetCall) explain(ctx context.Context, req *planning.Input) widget.Output {
	o := lifecycle.Run(ctx, req)
	switch o.Stage {
	case planning.StageInvalid:
		w.record(o, audit.InvalidInput, false)
		return widget.Keeping(w.eventID, "oterminus: "+o.InputErr.Error())
	case planning.StageAmbiguous:
		w.record(o, audit.BlockedAmbiguous, false)
		return widget.Keeping(w.eventID, strings.TrimRight(preview.Ambiguity(o, preview.Style{}), "\n"))
	case planning.StagePlannerError:
		return w.plannerFailed(o)
	}
	w.record(o, audit.Explained, false)
	return widget.Keeping(w.eventID, strings.TrimRight(preview.Explain(o, preview.Style{}), "\n"))
}

// plannerFailed answers a planner error: cancelled by the person, or a
// failure shown with its hint.
func (w *widgetCall) plannerFailed(o *planning.Outcome) widget.Output {
	if errors.Is(o.PlannerErr, context.Canceled) {
		w.record(o, audit.CancelledByUser, false)
		return widget.Keeping(w.eventID, "oterminus: cancelled; your line is unchanged")
	}
	w.record(o, audit.PlannerError, false)
	return widget.Keeping(w.eventID, plannerMessage(o.PlannerErr)...)
}

// plannerMessage is a planner error as the widget shows it: the error and
// its hint.
func plannerMessage(err error) []string {
	msg := []string{"oterminus: " + err.Error()}
	var h hinter
	if errors.As(err, &h) && h.Hint() != "" {
		msg = append(msg, "hint: "+h.Hint())
	}
	return msg
}
