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
	cfg, err := config.Load(w.e.Getenv)
	if err != nil {
		return widget.Keeping("", "oterminus: configuration error: "+err.Error(),
			"hint: run 'oterminus config validate' to see what to fix")
	}
	w.cfg = cfg
	w.log = &audit.Log{Path: cfg.Audit.Path, Enabled: cfg.Audit.Enabled, Redact: cfg.Audit.Redact}
	w.eventID = audit.NewEventID()
	d, err := dialect.Lookup(w.shell)
	if err != nil {
		return widget.Keeping("", "oterminus: "+err.Error())
	}
	req := &lifecycle.Request{
		Text: w.buffer, Platform: runtime.GOOS, Dir: w.e.Dir, Home: w.e.Getenv("HOME"), Dialect: d,
		Policy: cfg.Policy, Shortcuts: cfg.Shortcuts, Registry: registry.Default(),
		Planner: waitingPlanner{inner: newPlanner(cfg, w.e), e: w.e},
	}
	if strings.TrimSpace(w.buffer) == "" {
		return w.emptyBuffer(req)
	}
	if w.action == "explain" {
		return w.explain(ctx, req)
	}
	store := widget.Store{Dir: config.StateDir(w.e.Getenv)}
	if out, ok := w.secondPress(store, req); ok {
		return out
	}
	store.Discard(w.session)
	return w.translate(lifecycle.Run(ctx, req), store)
}

// record writes the request's audit line; a failure becomes one warning
// line after the answer, never a lost buffer.
func (w *widgetCall) record(o *lifecycle.Outcome, confirmation string, twoPress bool) {
	w.askedModel = o.Plan != nil || o.PlannerErr != nil
	if !w.log.Enabled {
		return
	}
	err := w.log.Write(audit.RequestEvent(audit.Request{
		Outcome: o, Start: w.start, EventID: w.eventID, Shell: w.shell, Interface: "widget",
		RunMode:      map[string]string{"translate": "translate", "explain": "explain-key"}[w.action],
		Confirmation: confirmation, TwoPress: twoPress, Redact: w.cfg.Audit.Redact,
	}))
	if err != nil {
		w.warnings = append(w.warnings, "oterminus: warning: the audit log was not written: "+err.Error())
	}
}

func (w *widgetCall) emptyBuffer(req *lifecycle.Request) widget.Output {
	w.record(&lifecycle.Outcome{Request: req, Stage: lifecycle.StageInvalid, InputErr: errors.New("the request is empty")}, audit.EmptyBuffer, false)
	return widget.Keeping(w.eventID, fmt.Sprintf("oterminus: type a command or a request first; %s translates it, %s explains it",
		keys.Label(w.cfg.Widget.Key), keys.Label(w.cfg.Widget.ExplainKey)))
}

// needsSecondPress is the two-press rule: a proposal from the model that
// is experimental or dangerous is shown first and inserted only by a
// second press on the unchanged buffer. Commands the person typed are
// theirs already and are never gated.
func needsSecondPress(o *lifecycle.Outcome) bool {
	return o.Origin() == proposal.OriginPlanner &&
		(o.Proposal.Mode == proposal.Experimental || o.Validation.Risk == registry.Dangerous)
}

func (w *widgetCall) translate(o *lifecycle.Outcome, store widget.Store) widget.Output {
	switch o.Stage {
	case lifecycle.StageInvalid:
		w.record(o, audit.InvalidInput, false)
		return widget.Keeping(w.eventID, "oterminus: "+o.InputErr.Error())
	case lifecycle.StageAmbiguous:
		w.record(o, audit.BlockedAmbiguous, false)
		return widget.Keeping(w.eventID, "oterminus: ambiguous request: "+o.Ambiguity.Reason,
			"try instead: "+strings.Join(o.Ambiguity.Options, "; "))
	case lifecycle.StagePlannerError:
		if errors.Is(o.PlannerErr, context.Canceled) {
			w.record(o, audit.CancelledByUser, false)
			return widget.Keeping(w.eventID, "oterminus: cancelled; your line is unchanged")
		}
		w.record(o, audit.PlannerError, false)
		return widget.Keeping(w.eventID, plannerMessage(o.PlannerErr)...)
	case lifecycle.StageRejected:
		w.record(o, audit.NotPromptedRejected, false)
		return widget.Keeping(w.eventID, preview.Line(o))
	}
	text := o.Validation.Text
	if needsSecondPress(o) {
		err := store.Save(w.session, widget.Pending{
			Buffer: w.buffer, Dir: w.e.Dir, Shell: w.shell, EventID: w.eventID, Created: time.Now(),
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
func (w *widgetCall) secondPress(store widget.Store, req *lifecycle.Request) (widget.Output, bool) {
	pending, ok := store.Take(w.session, w.buffer, w.e.Dir, w.shell, time.Now())
	if !ok {
		return widget.Output{}, false
	}
	p, err := proposal.Parse(pending.Proposal, req.Registry)
	if err != nil {
		return widget.Output{}, false
	}
	o := lifecycle.Check(req, p)
	o.Plan = &lifecycle.Plan{Proposal: p, Model: pending.Model}
	if !o.Accepted() {
		w.record(o, audit.NotPromptedRejected, true)
		return widget.Keeping(w.eventID, preview.Line(o)), true
	}
	w.record(o, audit.Inserted, true)
	return widget.Output{Action: widget.Insert, EventID: w.eventID, Buffer: o.Validation.Text,
		Message: []string{preview.Line(o) + ", inserted on the second press"}}, true
}

func modelOf(o *lifecycle.Outcome) string {
	if o.Plan == nil {
		return ""
	}
	return o.Plan.Model
}

func (w *widgetCall) explain(ctx context.Context, req *lifecycle.Request) widget.Output {
	o := lifecycle.Run(ctx, req)
	switch o.Stage {
	case lifecycle.StageInvalid:
		w.record(o, audit.InvalidInput, false)
		return widget.Keeping(w.eventID, "oterminus: "+o.InputErr.Error())
	case lifecycle.StageAmbiguous:
		w.record(o, audit.BlockedAmbiguous, false)
		return widget.Keeping(w.eventID, strings.TrimRight(preview.Ambiguity(o, preview.Style{}), "\n"))
	case lifecycle.StagePlannerError:
		if errors.Is(o.PlannerErr, context.Canceled) {
			w.record(o, audit.CancelledByUser, false)
			return widget.Keeping(w.eventID, "oterminus: cancelled; your line is unchanged")
		}
		w.record(o, audit.PlannerError, false)
		return widget.Keeping(w.eventID, plannerMessage(o.PlannerErr)...)
	}
	w.record(o, audit.Explained, false)
	return widget.Keeping(w.eventID, strings.TrimRight(preview.Explain(o, preview.Style{}), "\n"))
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
