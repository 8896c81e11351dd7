package cli

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/ask"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/typed"
	"github.com/oterminus/oterminus/internal/widget"
)

// runWidget is what the shell integration calls on a key press (see
// widget.ParseArgs). It always answers in the widget protocol on stdout
// and exits 0; the shell keeps its buffer unless told to insert. It never
// reads stdin.
func runWidget(ctx context.Context, e *Env, raw *pflag.FlagSet) (code int) {
	call, args, err := widget.ParseArgs(raw.Args(), time.Now())
	// Whatever goes wrong below (a reply no reader foresaw), the shell
	// gets an answer in its protocol: keep, so the buffer stays byte for
	// byte, never a crash with no answer.
	defer func() {
		if r := recover(); r != nil {
			code = answer(e, &call, widget.Crashed(call.EventID, r))
		}
	}()
	if err != nil {
		return answer(e, &call, widget.Keeping("", "oterminus: "+err.Error()))
	}
	cfg, out := answerPress(ctx, e, &call, args.Buffer, args.WordKind)
	// The shell's first key press loads the model in the background, so
	// its first request does not wait for Ollama to load it; a press
	// that asked the model already loaded it.
	if args.First && cfg != nil && cfg.Widget.Warm && !call.AskedModel {
		warmInBackground(e)
	}
	showAside(e, args.Buffer, out, call.Warnings)
	return answer(e, &call, out)
}

// showAside shows the answer on its own screen, until a key, when the
// line it is about stays and is taller than the terminal: the shells print
// an answer just above or below the line, where it would scroll out of
// sight (a pasted 100 KB line, refused for its size). It shows what
// answer will write: the message, then the press's warnings.
func showAside(e *Env, buffer string, out widget.Output, warnings []string) {
	if out.Action != widget.Keep || len(out.Message)+len(warnings) == 0 {
		return
	}
	tty, err := e.OpenTTY()
	if err != nil {
		return
	}
	defer tty.Close()
	lines := slices.Concat(out.Message, warnings)
	if terminal.Covers(buffer, terminal.Width(tty), terminal.Height(tty), len(lines)) {
		terminal.ShowAside(tty, lines)
	}
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
func answerPress(ctx context.Context, e *Env, call *widget.Call, buffer string, kind typed.WordKind) (*config.Config, widget.Output) {
	// The warnings go into the widget's answer: the shells discard
	// stderr, so loadConfig's copy there would be written for nobody. A
	// bad value is ignored, and the key press still works.
	cfg, err := config.Load(e.Getenv)
	if err != nil {
		return nil, widget.Keeping("", "oterminus: configuration error: "+err.Error(),
			"hint: run 'oterminus config validate' to see what to fix")
	}
	press := call.Configure(cfg, config.StateDir(e.Getenv), buffer)
	d, err := dialect.Lookup(call.Shell)
	if err != nil {
		return cfg, widget.Keeping("", "oterminus: "+err.Error())
	}
	wait := terminal.HoldWhile(e.OpenTTY, widget.ShownWhileWaiting(d, buffer), "oterminus: thinking (Ctrl-C cancels)")
	at := where(e, cfg, d, wait, call.Last)
	req := lifecycle.Input(buffer, at)
	req.FirstWord = kind
	return cfg, call.Answer(ctx, press, widget.Host{
		Input:        req,
		GatherForFix: at.Gatherer(true),
		PrepareAsk: func(question string) (ask.Config, error) {
			return prepareAsk(e, cfg, question, ask.Setup{MaxSteps: ask.DefaultMaxSteps, Budget: ask.DefaultBudget})
		},
		OpenTTY: e.OpenTTY,
		Manual:  manualPath(e),
	})
}
