package widget

import (
	"context"
	"time"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/keys"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/undo"
)

// Call is one key press being answered: the two-press state it reads
// and writes, and the audit line it leaves. The command line fills it
// from its flags and the configuration.
type Call struct {
	// Action is the key pressed: "translate" or "explain".
	Action string
	// Session is the shell session, whose pending proposal Store keeps.
	Session string
	Shell   string
	Store   Store
	// Key is the translate key's label, for messages.
	Key string
	// Last is the last command the shell reported, or nil.
	Last *request.LastCommand
	// Log is where the audit line goes; Redact redacts it.
	Log    *audit.Log
	Redact bool
	// Start and EventID are the press's time and audit event.
	Start   time.Time
	EventID string

	// AskedModel says the press already went to the model.
	AskedModel bool
	// Warnings are lines to show after the answer's own message.
	Warnings []string
	// Undo is where an answer at write risk is armed, for the shell's
	// hook to keep what the line changes; its Dir is "" for none.
	Undo undo.Store
}

// Configure sets the press up under the settings in cfg: its audit log
// and event, where the two-press state is kept (stateDir), the key's
// label, and a warning for each setting that did not apply (the shells
// discard stderr, so they go into the answer). It returns the press on
// buffer for Decide.
func (c *Call) Configure(cfg *config.Config, stateDir, buffer string) Press {
	log := audit.Log(cfg.Audit)
	c.Log, c.Redact, c.EventID = &log, cfg.Audit.Redact, audit.NewEventID()
	c.Store, c.Key = Store{Dir: stateDir}, keys.Label(cfg.Widget.Key)
	c.Undo = undo.New(stateDir, int64(cfg.Undo.BudgetMiB)<<20, cfg.Undo.MaxAge)
	for _, problem := range cfg.Warnings {
		c.Warnings = append(c.Warnings, "oterminus: warning: "+problem.Error(), "hint: "+problem.Hint())
	}
	return Press{Action: c.Action, Buffer: buffer, Last: c.Last, ReadLast: cfg.Context.LastCommand,
		Key: c.Key, ExplainKey: keys.Label(cfg.Widget.ExplainKey)}
}

// Record writes the press's audit line; a failure becomes one warning
// line after the answer, never a lost buffer.
func (c *Call) Record(o *request.Outcome, a audit.After) {
	c.AskedModel = o.Plan != nil || o.PlannerErr != nil || a.Failure != nil
	if c.Log == nil || !c.Log.Enabled {
		return
	}
	a.RunMode = map[string]string{"translate": "translate", "explain": "explain-key"}[c.Action]
	switch {
	case a.Failure != nil:
		a.RunMode = "explain-last"
	case o.Fixing != nil:
		a.RunMode = "fix-last"
	}
	a.Start, a.EventID, a.Shell, a.Interface, a.Redact = c.Start, c.EventID, c.Shell, "widget", c.Redact
	if err := c.Log.Write(audit.NewReport(o, a).Event()); err != nil {
		c.Warnings = append(c.Warnings, "oterminus: warning: the audit log was not written: "+err.Error())
	}
}

// Answered records an answer's confirmation and returns its output.
func (c *Call) Answered(o *request.Outcome, a Answer, twoPress bool) Output {
	c.Record(o, audit.After{Confirmation: a.Confirmation, TwoPress: twoPress})
	return a.Output
}

// ExplainLast explains why the last command failed; nothing changes.
func (c *Call) ExplainLast(ctx context.Context, req *request.Input, last request.LastCommand) Output {
	fo := lifecycle.ExplainLast(ctx, req, last)
	o := &request.Outcome{Request: req, Fixing: &last, Context: fo.Context, Timings: fo.Timings}
	a := ExplainedFailure(fo, c.EventID)
	c.Record(o, audit.After{Failure: fo, Confirmation: a.Confirmation})
	return a.Output
}

// Translate answers a translate press on a line: the second press of a
// proposal shown for it, or else a new outcome (and any proposal shown
// for another line is forgotten). A proposal that needs a second press is
// stored for it.
func (c *Call) Translate(req *request.Input, line Line, run func() *request.Outcome) Output {
	pending, waiting := c.Store.Take(c.Session, line, time.Now())
	if waiting && pending.Corrected == "" {
		if out, ok := c.insertPending(req, line, pending); ok {
			return out
		}
	}
	c.Store.Discard(c.Session)
	o := run()
	if waiting && pending.Corrected != "" {
		// A typo's dangerous correction shown by the previous press: the
		// line, read again, still gives it.
		if a, ok := CorrectionRechecked(o, pending.Corrected, c.EventID); ok {
			return c.Answered(o, a, true)
		}
	}
	a := Translated(o, c.EventID, c.Key)
	switch {
	case a.Action == Insert && o.Corrected != nil:
		c.armUndo(o.Corrected, &a.Output, a.Buffer, true)
	case a.Action == Insert:
		c.armUndo(o, &a.Output, a.Buffer, true)
	case a.Confirmation == audit.KeptTyped:
		c.armUndo(o, &a.Output, line.Buffer, true)
	}
	if a.Wait {
		p := Pending{Line: line, EventID: c.EventID, Created: time.Now(), Model: modelOf(o)}
		if o.Origin() == proposal.OriginDirect {
			p.Corrected = o.Correction.Text
		} else {
			p.Proposal = proposal.Contract(o.Proposal)
		}
		if err := c.Store.Save(c.Session, p); err != nil {
			a = NotRemembered(o, c.EventID, err)
		}
	}
	return c.Answered(o, a, false)
}

// secondPress inserts a proposal shown by the previous press on the same
// line, after validating it again under the current policy.
func (c *Call) secondPress(req *request.Input, line Line) (Output, bool) {
	pending, ok := c.Store.Take(c.Session, line, time.Now())
	if !ok || pending.Corrected != "" {
		return Output{}, false
	}
	return c.insertPending(req, line, pending)
}

// insertPending inserts the model's proposal pending for line, after
// validating it again under the current policy.
func (c *Call) insertPending(req *request.Input, line Line, pending *Pending) (Output, bool) {
	p, err := proposal.Parse(pending.Proposal, req.Registry, req.Home)
	if err != nil {
		return Output{}, false
	}
	o := lifecycle.Check(req, p)
	o.Plan = &request.Plan{Proposal: p, Model: pending.Model}
	if line.Fixing != "" {
		o.Fixing = c.Last
	}
	a := Rechecked(o, c.EventID)
	if a.Action == Insert {
		c.armUndo(o, &a.Output, a.Buffer, true)
	}
	return c.Answered(o, a, true), true
}

// armUndo says in the answer whether the write can be taken back, and
// arms it: if line then runs unchanged in this directory, the shell's
// hook keeps what it changes. Any earlier armed answer is forgotten.
func (c *Call) armUndo(o *request.Outcome, out *Output, line string, say bool) {
	if c.Undo.Dir == "" {
		return
	}
	c.Undo.Disarm(c.Session)
	u := preview.Undo(o)
	if u.Line == "" {
		return
	}
	if say {
		out.Message = append(out.Message, "oterminus: "+u.Line)
	}
	if !u.Keepable() {
		return
	}
	if err := c.Undo.Arm(c.Session, line, o.Request.Dir, u.Paths, c.EventID, time.Now()); err != nil {
		out.Message = append(out.Message, "oterminus: warning: undo will not keep it: "+err.Error())
		return
	}
	out.Armed = true
}

func modelOf(o *request.Outcome) string {
	if o.Plan == nil {
		return ""
	}
	return o.Plan.Model
}
