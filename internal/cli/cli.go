// Package cli is oterminus's command line: it reads flags, the environment
// and the terminal, and wires the lifecycle to them. It is the only package
// that does so; every other package takes values and returns values.
//
// It decides nothing another package owns: what a request's outcome
// leads to (showing, confirming, running, the exit code and the report)
// is oneshot's, a key press of the widget is widget's, ask's steps are
// ask's, and what a person reads is preview's and audit's. It parses
// flags, loads the configuration, picks the planner, installs signal
// handling around the phases that wait, and prints errors.
//
// Output rules: stdout carries what the caller consumes (a preview, a JSON
// object, the widget's protocol); errors go to stderr as
// "oterminus: error: ..." with an optional "hint: ..." line; questions to
// a person go to the terminal (/dev/tty).
package cli

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"

	"github.com/mattn/go-isatty"

	"github.com/oterminus/oterminus/internal/direct"
	"github.com/oterminus/oterminus/internal/oneshot"
	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Exit codes (the original's); oneshot decides a request's.
const (
	ExitOK          = oneshot.ExitOK
	ExitFailed      = oneshot.ExitFailed      // the command could not be started
	ExitUsage       = oneshot.ExitUsage       // usage, configuration, planner or setup error
	ExitRejected    = oneshot.ExitRejected    // validation or policy refused the command
	ExitTimeout     = oneshot.ExitTimeout     // the command ran out of time
	ExitInterrupted = oneshot.ExitInterrupted // Ctrl-C
)

// Version is the release version, set at build time with
// -ldflags "-X github.com/oterminus/oterminus/internal/cli.Version=v1.2.3".
var Version = ""

func version() string {
	if Version != "" {
		return Version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		return info.Main.Version
	}
	return "0.1.0-dev"
}

// Env is the process's outside world, so commands can be tested without
// touching the real one.
type Env struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Getenv         func(string) string
	// Dir is the working directory.
	Dir string
	// OpenTTY opens the controlling terminal for questions to a person.
	OpenTTY func() (*os.File, error)
	// StdoutIsTerminal decides colour in auto mode.
	StdoutIsTerminal bool
}

// OSEnv is the real process environment.
func OSEnv() *Env {
	dir, _ := os.Getwd()
	return &Env{
		Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr,
		Getenv: os.Getenv, Dir: dir,
		OpenTTY:          func() (*os.File, error) { return os.OpenFile("/dev/tty", os.O_RDWR, 0) },
		StdoutIsTerminal: isatty.IsTerminal(os.Stdout.Fd()),
	}
}

// command is one subcommand.
type command struct {
	name   string
	usage  string // arguments after the name
	short  string
	hidden bool
	run    func(ctx context.Context, e *Env, args []string) int
	// globals are the global flags the command takes when they come
	// before its name; readOnly commands run and change nothing, so
	// --dry-run and --explain before them are no-ops (see globals.go).
	globals  []string
	readOnly bool
}

// commands lists the subcommands; the first word of the arguments selects
// one, and anything else is a request.
func commands() []*command {
	return []*command{
		{name: "explain", usage: "[--shell S] [--json] [--] REQUEST... | --last", short: "explain what a request or command would do, or with --last why the last command failed; runs nothing", run: runExplain,
			globals: []string{"--shell", "--json", "--verbose", "--no-color"}, readOnly: true},
		{name: "eval", usage: "[--policy-mode M] [--live [--model M] [--contract C]] [-v] PATH...", short: "run eval case files (the original's JSON format), optionally against the live model", run: runEval, readOnly: true},
		{name: "warm", usage: "[--background]", short: "load the model in Ollama so the next request does not wait for it", run: runWarm, readOnly: true},
		{name: "init", usage: "zsh|bash|fish [--key KEY] [--explain-key KEY] [--no-bind] | zsh|bash|fish --cache", short: "print the shell integration: eval \"$(oterminus init zsh)\"", run: runInit, readOnly: true},
		{name: "completion", usage: "zsh|bash|fish", short: "print Tab completion for oterminus's commands: eval \"$(oterminus completion zsh)\"", run: runCompletion, readOnly: true},
		{name: "widget", usage: "translate|explain --shell S [--cursor N] [--status N] [--last-command C] [--session ID] -- BUFFER", short: "answer a key press of the shell integration", hidden: true, run: runWidget},
		{name: "ask", usage: "[--role NAME] [--model M] [--max-steps N] [--budget D] QUESTION...", short: "answer a question with the model's help: each command it runs is validated like a typed one, and changes wait for your yes", run: runAsk},
		{name: "roles", short: "list the roles of 'oterminus ask' (presets of model, tools and instructions)", run: runRoles},
		{name: "config", usage: "path | show | list | get KEY | set KEY VALUE | unset KEY | reset KEY | init | validate | edit", short: "read and change the configuration", run: runConfig},
		{name: "audit", usage: "tail [-n N] [--json] | status | stats [--json] | clear", short: "read, summarise or clear the audit log", run: runAudit},
		{name: "capabilities", usage: "[FAMILY] [--no-color]", short: "list what oterminus can run, by capability, or one family's options, examples and notes", run: runCapabilities,
			globals: []string{"--no-color"}, readOnly: true},
		{name: "doctor", usage: "[--json]", short: "check the installation, configuration, Ollama, model and shell integration", run: runDoctor,
			globals: []string{"--json", "--no-color"}, readOnly: true},
		{name: "version", short: "print the version", run: runVersion, readOnly: true},
		{name: "help", usage: "[COMMAND]", short: "show help", run: runHelp, readOnly: true},
	}
}

func lookupCommand(name string) *command {
	for _, c := range commands() {
		if c.name == name {
			return c
		}
	}
	return nil
}

// Main runs oterminus with args (without the program name) and returns
// the exit code.
func Main(ctx context.Context, args []string, e *Env) int {
	flags, rest := leadingFlags(args)
	if len(rest) > 0 {
		if c := lookupCommand(rest[0]); c != nil {
			if len(flags) == 0 {
				return c.run(ctx, e, rest[1:])
			}
			return withGlobals(ctx, e, c, flags, rest[1:])
		}
		if c := nearCommand(rest[0]); c != nil && len(rest) == 1 {
			return fail(e, ExitUsage, withHint(fmt.Errorf("unknown command %q", rest[0]), "did you mean 'oterminus %s'? (to check a command of that name, write oterminus -- %s)", c.name, rest[0]))
		}
	}
	return runRequest(ctx, e, args)
}

// nearCommand is the command a word alone is a typo of (doctr: doctor),
// unless the word names a program oterminus declares.
func nearCommand(word string) *command {
	if registry.Default().ForProgram(word) != nil {
		return nil
	}
	for _, c := range commands() {
		if !c.hidden && direct.IsTypo(word, c.name) {
			return c
		}
	}
	return nil
}

// interruptible makes Ctrl-C (and SIGTERM, SIGHUP) cancel ctx. It is
// installed only around the phases that wait (confirming, running a
// command, waiting on the model): a typed command that is only validated
// never pays for signal handling, which costs a goroutine, threads and
// context switches at start.
func interruptible(ctx context.Context) (context.Context, context.CancelFunc) {
	return signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
}

// interruptiblePlanner waits on the model with signal handling installed.
type interruptiblePlanner struct{ inner model }

func (p interruptiblePlanner) Plan(ctx context.Context, req planning.Request) (plan *planning.Plan, err error) {
	err = interruptibly(ctx, func(ctx context.Context) error {
		plan, err = p.inner.Plan(ctx, req)
		return err
	})
	return plan, err
}

func (p interruptiblePlanner) ExplainFailure(ctx context.Context, req planning.FailureRequest) (ex *planning.FailureExplanation, err error) {
	err = interruptibly(ctx, func(ctx context.Context) error {
		ex, err = p.inner.ExplainFailure(ctx, req)
		return err
	})
	return ex, err
}

// interruptibly runs call with SIGINT, SIGTERM and SIGHUP cancelling it.
func interruptibly(ctx context.Context, call func(context.Context) error) error {
	ctx, stop := interruptible(ctx)
	defer stop()
	return call(ctx)
}

// hinter and withHint are oneshot's error-with-advice, which the whole
// command line shares.
type hinter = oneshot.Hinter

var withHint = oneshot.WithHint

// fail prints an error (and its hint) to stderr and returns code.
func fail(e *Env, code int, err error) int {
	msg := strings.TrimSuffix(err.Error(), ".")
	fmt.Fprintf(e.Stderr, "oterminus: error: %s\n", termtext.Escape(redact.Text(msg)))
	var h hinter
	if errors.As(err, &h) && h.Hint() != "" {
		fmt.Fprintf(e.Stderr, "hint: %s\n", termtext.Escape(h.Hint()))
	}
	return code
}

func usageError(e *Env, cmd string, err error) int {
	help := "run 'oterminus help'"
	if cmd != "" {
		help = "run 'oterminus help " + cmd + "'"
	}
	return fail(e, ExitUsage, withHint(err, "%s", help))
}

// usage is the help text before the list of commands.
//
//go:embed help/oterminus.txt
var usage string

func runHelp(_ context.Context, e *Env, args []string) int {
	if len(args) > 0 {
		c := lookupCommand(args[0])
		if c == nil {
			return usageError(e, "", fmt.Errorf("unknown command %q", args[0]))
		}
		fmt.Fprintf(e.Stdout, "Usage: oterminus %s %s\n\n%s.\n", c.name, c.usage, strings.ToUpper(c.short[:1])+c.short[1:])
		return ExitOK
	}
	fmt.Fprint(e.Stdout, usage)
	for _, c := range commands() {
		if !c.hidden {
			fmt.Fprintf(e.Stdout, "  %-16s %s\n", c.name, c.short)
		}
	}
	fmt.Fprint(e.Stdout, "\nRun 'oterminus help COMMAND' for a command's options.\n")
	return ExitOK
}

func runVersion(_ context.Context, e *Env, _ []string) int {
	fmt.Fprintf(e.Stdout, "oterminus %s\n", version())
	return ExitOK
}
