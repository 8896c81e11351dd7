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
	w := widgetCall{e: e, action: args[0], press: widget.Call{Action: args[0], Start: time.Now()}}
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
	if w.first && w.cfg != nil && w.cfg.Widget.Warm && !w.press.AskedModel {
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
	cfg                *config.Config
	press              widget.Call // the two-press state and the audit line
}

func (w *widgetCall) answer(out widget.Output) int {
	out.Message = append(out.Message, w.press.Warnings...)
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
		w.press.Warnings = append(w.press.Warnings, "oterminus: warning: "+problem.Error(), "hint: "+problem.Hint())
	}
	w.cfg = cfg
	d, err := dialect.Lookup(w.shell)
	if err != nil {
		return widget.Keeping("", "oterminus: "+err.Error())
	}
	w.press.Session, w.press.Shell, w.press.Last = w.session, w.shell, w.last()
	w.press.Store, w.press.Key = widget.Store{Dir: config.StateDir(w.e.Getenv)}, keys.Label(cfg.Widget.Key)
	w.press.Log = &audit.Log{Path: cfg.Audit.Path, Enabled: cfg.Audit.Enabled, Redact: cfg.Audit.Redact}
	w.press.Redact, w.press.EventID = cfg.Audit.Redact, audit.NewEventID()
	press := &w.press
	req := &planning.Input{
		Text: w.buffer, Platform: runtime.GOOS, Dir: w.e.Dir, Home: w.e.Getenv("HOME"), Dialect: d,
		Policy: cfg.Policy, Shortcuts: cfg.Shortcuts, Registry: registry.Default(),
		Planner: waitingPlanner{inner: newPlanner(cfg, w.e), e: w.e, echo: hiddenLine(d, w.buffer)},
		Gather:  gatherer(cfg, w.e, d.Name(), w.last(), false),
		Reader:  readerEnv(w.e), LookPath: onPath, FirstWord: direct.ParseWordKind(w.wordKind),
	}
	decision := widget.Decide(widget.Press{Action: w.action, Buffer: w.buffer, Last: w.last(), ReadLast: cfg.Context.LastCommand,
		Key: keys.Label(cfg.Widget.Key), ExplainKey: keys.Label(cfg.Widget.ExplainKey)})
	switch decision.Job {
	case widget.JobNone:
		press.Record(&planning.Outcome{Request: req, Stage: planning.StageInvalid, InputErr: errors.New(decision.Reason)}, audit.After{Confirmation: decision.Confirmation})
		return widget.Keeping(press.EventID, decision.Message...)
	case widget.JobExplain:
		o := lifecycle.Run(ctx, req)
		return press.Answered(o, widget.Explained(o, press.EventID), false)
	case widget.JobExplainLast:
		return press.ExplainLast(ctx, req, *w.last())
	case widget.JobAsk:
		return w.askFromWidget(ctx, d, decision.Question)
	case widget.JobFixLast:
		last := w.last()
		req.Gather = gatherer(cfg, w.e, req.Dialect.Name(), last, true)
		return press.Translate(req, widget.Line{Dir: w.e.Dir, Shell: w.shell, Fixing: last.Text},
			func() *planning.Outcome { return lifecycle.Fix(ctx, req, *last) })
	}
	if text, ok := d.Recall(w.buffer); ok {
		// A request recalled from history, kept there as a comment: the
		// request again, never a typed line.
		req.Text, req.Recalled = text, true
	}
	return press.Translate(req, widget.Line{Buffer: w.buffer, Dir: w.e.Dir, Shell: w.shell},
		func() *planning.Outcome { return lifecycle.Run(ctx, req) })
}

// hiddenLine is the line to show while the model works, in a shell that
// hides it while a key binding runs (bash clears the prompt line first).
func hiddenLine(d *dialect.Dialect, buffer string) string {
	if d.Screen() == dialect.Cleared {
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
