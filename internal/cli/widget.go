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
	"github.com/oterminus/oterminus/internal/direct"
	"github.com/oterminus/oterminus/internal/keys"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/planning"
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
	fs.StringVar(&w.wordKind, "word-kind", "", "what the shell knows of the line's first word (whence -w, type -t)")
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
	first              bool   // the shell's first key press: warm the model
	wordKind           string // what the shell said the first word is
	askedModel         bool   // this request already went to the model
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
	// The warnings go into the widget's answer below; the shells discard
	// stderr, so loadConfig's copy there would be written for nobody.
	cfg, err := config.Load(w.e.Getenv)
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
		Planner: waitingPlanner{inner: newPlanner(cfg, w.e), e: w.e, echo: hiddenLine(d, w.buffer)},
		Gather:  gatherer(cfg, w.e, d.Name, w.last(), false),
		Reader:  readerEnv(w.e), LookPath: onPath, FirstWord: direct.ParseWordKind(w.wordKind),
	}
	store := widget.Store{Dir: config.StateDir(w.e.Getenv)}
	decision := widget.Decide(widget.Press{Action: w.action, Buffer: w.buffer, Last: w.last(), ReadLast: cfg.Context.LastCommand,
		Key: keys.Label(cfg.Widget.Key), ExplainKey: keys.Label(cfg.Widget.ExplainKey)})
	switch decision.Job {
	case widget.JobNone:
		w.record(&planning.Outcome{Request: req, Stage: planning.StageInvalid, InputErr: errors.New(decision.Reason)}, decision.Confirmation, false)
		return widget.Keeping(w.eventID, decision.Message...)
	case widget.JobExplain:
		o := lifecycle.Run(ctx, req)
		return w.answered(o, widget.Explained(o, w.eventID), false)
	case widget.JobExplainLast:
		return w.explainLast(ctx, req, *w.last())
	case widget.JobFixLast:
		last := w.last()
		req.Gather = gatherer(cfg, w.e, req.Dialect.Name, last, true)
		return w.translate(store, req, widget.Line{Dir: w.e.Dir, Shell: w.shell, Fixing: last.Text},
			func() *planning.Outcome { return lifecycle.Fix(ctx, req, *last) })
	}
	if isQuestion(w.buffer) {
		return w.askFromWidget(ctx, d)
	}
	if text, ok := d.Recall(w.buffer); ok {
		// A request recalled from history, kept there as a comment: the
		// request again, never a typed line.
		req.Text, req.Recalled = text, true
	}
	return w.translate(store, req, widget.Line{Buffer: w.buffer, Dir: w.e.Dir, Shell: w.shell},
		func() *planning.Outcome { return lifecycle.Run(ctx, req) })
}

// hiddenLine is the line to show while the model works, in a shell that
// hides it while a key binding runs (bash clears the prompt line first).
func hiddenLine(d *dialect.Dialect, buffer string) string {
	if d.Screen == dialect.Cleared {
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

// answered records an answer's confirmation and returns its output.
func (w *widgetCall) answered(o *planning.Outcome, a widget.Answer, twoPress bool) widget.Output {
	w.record(o, a.Confirmation, twoPress)
	return a.Output
}

// explainLast explains why the last command failed; nothing changes.
func (w *widgetCall) explainLast(ctx context.Context, req *planning.Input, last planning.LastCommand) widget.Output {
	fo := lifecycle.ExplainLast(ctx, req, last)
	o := &planning.Outcome{Request: req, Fixing: &last, Context: fo.Context, Timings: fo.Timings}
	a := widget.ExplainedFailure(fo, w.eventID)
	w.write(o, audit.After{Failure: fo, Confirmation: a.Confirmation})
	return a.Output
}

// translate answers a translate press on a line: the second press of a
// proposal shown for it, or else a new outcome (and any proposal shown
// for another line is forgotten). A proposal that needs a second press is
// stored for it.
func (w *widgetCall) translate(store widget.Store, req *planning.Input, line widget.Line, run func() *planning.Outcome) widget.Output {
	if out, ok := w.secondPress(store, req, line); ok {
		return out
	}
	store.Discard(w.session)
	o := run()
	a := widget.Translated(o, w.eventID, keys.Label(w.cfg.Widget.Key))
	if a.Wait {
		err := store.Save(w.session, widget.Pending{
			Line: line, EventID: w.eventID, Created: time.Now(),
			Proposal: proposal.Contract(o.Proposal), Model: modelOf(o),
		})
		if err != nil {
			a = widget.NotRemembered(o, w.eventID, err)
		}
	}
	return w.answered(o, a, false)
}

// secondPress inserts a proposal shown by the previous press on the same
// line, after validating it again under the current policy.
func (w *widgetCall) secondPress(store widget.Store, req *planning.Input, line widget.Line) (widget.Output, bool) {
	pending, ok := store.Take(w.session, line, time.Now())
	if !ok {
		return widget.Output{}, false
	}
	p, err := proposal.Parse(pending.Proposal, req.Registry, req.Home)
	if err != nil {
		return widget.Output{}, false
	}
	o := lifecycle.Check(req, p)
	o.Plan = &planning.Plan{Proposal: p, Model: pending.Model}
	if line.Fixing != "" {
		o.Fixing = w.last()
	}
	return w.answered(o, widget.Rechecked(o, w.eventID), true), true
}

func modelOf(o *planning.Outcome) string {
	if o.Plan == nil {
		return ""
	}
	return o.Plan.Model
}
