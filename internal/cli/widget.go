package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/ask"
	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/direct"
	"github.com/oterminus/oterminus/internal/keys"
	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/widget"
)

// runWidget is what the shell integration calls on a key press:
//
//	oterminus widget translate|explain --shell S [--cursor N] [--status N]
//	    [--last-command C] [--session ID] -- BUFFER
//
// It always answers in the widget protocol on stdout and exits 0; the
// shell keeps its buffer unless told to insert. It never reads stdin.
func runWidget(ctx context.Context, e *Env, raw *pflag.FlagSet) int {
	args := raw.Args()
	if len(args) == 0 || (args[0] != "translate" && args[0] != "explain") {
		return usageError(e, "widget", errors.New("widget needs translate or explain"))
	}
	call := widget.Call{Action: args[0], Start: time.Now()}
	var cursor, status int
	var lastCommand, wordKind string
	var first bool
	fs := pflag.NewFlagSet("oterminus widget", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&call.Shell, "shell", "", "the calling shell")
	fs.IntVar(&cursor, "cursor", -1, "cursor position in the buffer")
	fs.IntVar(&status, "status", 0, "exit status of the last command")
	fs.StringVar(&lastCommand, "last-command", "", "the last command line")
	fs.StringVar(&call.Session, "session", "", "an id of the shell session")
	fs.BoolVar(&first, "first", false, "the first key press of this shell session")
	fs.StringVar(&wordKind, "word-kind", "", "what the shell knows of the line's first word (whence -w, type -t)")
	if err := fs.Parse(args[1:]); err != nil {
		return answer(e, &call, widget.Keeping("", "oterminus: "+err.Error()))
	}
	if strings.TrimSpace(lastCommand) != "" {
		call.Last = &planning.LastCommand{Text: lastCommand, Status: status}
	}
	buffer := strings.Join(fs.Args(), " ")
	cfg, out := answerPress(ctx, e, &call, buffer, direct.ParseWordKind(wordKind))
	// The shell's first key press loads the model in the background, so
	// its first request does not wait for Ollama to load it; a press
	// that asked the model already loaded it.
	if first && cfg != nil && cfg.Widget.Warm && !call.AskedModel {
		warmInBackground(e)
	}
	return answer(e, &call, out)
}

// answer writes out, with the press's warnings, in the widget protocol.
func answer(e *Env, call *widget.Call, out widget.Output) int {
	out.Message = append(out.Message, call.Warnings...)
	if err := out.Write(e.Stdout); err != nil {
		fmt.Fprintf(e.Stdout, "keep -\noterminus: %s\n", err)
	}
	return ExitOK
}

// answerPress loads the settings and answers the press (see
// widget.Call.Answer); cfg is nil when they did not load.
func answerPress(ctx context.Context, e *Env, call *widget.Call, buffer string, kind direct.WordKind) (*config.Config, widget.Output) {
	// The warnings go into the widget's answer: the shells discard
	// stderr, so loadConfig's copy there would be written for nobody. A
	// bad value is ignored, and the key press still works.
	cfg, err := config.Load(e.Getenv)
	if err != nil {
		return nil, widget.Keeping("", "oterminus: configuration error: "+err.Error(),
			"hint: run 'oterminus config validate' to see what to fix")
	}
	for _, problem := range cfg.Warnings {
		call.Warnings = append(call.Warnings, "oterminus: warning: "+problem.Error(), "hint: "+problem.Hint())
	}
	d, err := dialect.Lookup(call.Shell)
	if err != nil {
		return cfg, widget.Keeping("", "oterminus: "+err.Error())
	}
	log := audit.Log(cfg.Audit)
	call.Store, call.Key = widget.Store{Dir: config.StateDir(e.Getenv)}, keys.Label(cfg.Widget.Key)
	call.Log, call.Redact, call.EventID = &log, cfg.Audit.Redact, audit.NewEventID()
	wait := terminal.HoldWhile(e.OpenTTY, widget.ShownWhileWaiting(d, buffer), "oterminus: thinking (Ctrl-C cancels)")
	req := newInput(e, cfg, d, buffer, wait, call.Last)
	req.FirstWord = kind
	press := widget.Press{Action: call.Action, Buffer: buffer, Last: call.Last, ReadLast: cfg.Context.LastCommand,
		Key: keys.Label(cfg.Widget.Key), ExplainKey: keys.Label(cfg.Widget.ExplainKey)}
	return cfg, call.Answer(ctx, press, widget.Host{
		Input:        req,
		GatherForFix: gatherer(e, cfg, d, call.Last, true),
		PrepareAsk: func(question string) (ask.Config, error) {
			return prepareAsk(e, cfg, question, ask.Setup{MaxSteps: ask.DefaultMaxSteps, Budget: ask.DefaultBudget})
		},
		CheckAnswer: ask.NewChecker(cfg.Policy, d, e.Getenv),
		OpenTTY:     e.OpenTTY,
	})
}
