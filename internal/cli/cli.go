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
	"runtime/debug"
	"strings"

	"github.com/mattn/go-isatty"
	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/advice"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/oneshot"
	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/termtext"
	"github.com/oterminus/oterminus/internal/typed"
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

// command is one subcommand. Its flags are declared once, in flags:
// they are parsed before run, listed by help and offered by Tab.
type command struct {
	name   string
	usage  string // arguments after the name
	short  string
	hidden bool
	// flags declares the command's flags; nil for none.
	flags func(fs *pflag.FlagSet)
	// raw commands read their own arguments: a machine protocol that
	// answers its errors in its own way.
	raw bool
	// ordered commands take flags only before their first operand: the
	// rest (a request, a question, a subcommand's own words) is theirs.
	ordered bool
	// words are what Tab offers for the first operand.
	words func(e *Env) []string
	// subs make a command of commands: the first operand names one.
	subs []*command
	// after is the help's last paragraph.
	after func() string
	run   func(ctx context.Context, e *Env, fs *pflag.FlagSet) int
	// nargs is how many operands a subcommand takes (-1: any); a
	// top-level command checks its own.
	nargs int
	// readOnly commands run and change nothing, so --dry-run and
	// --explain before them are no-ops (see globals.go).
	readOnly bool
}

// commands lists the subcommands; the first word of the arguments selects
// one, and anything else is a request.
func commands() []*command {
	shells := func(*Env) []string { return dialect.Names() }
	return []*command{
		{name: "explain", usage: "[--shell S] [--json] [--] REQUEST... | --last", short: "explain what a request or command would do, or with --last why the last command failed; runs nothing",
			flags: explainFlags, ordered: true, run: runExplain, readOnly: true, after: func() string { return explainExit }},
		{name: "eval", usage: "[--policy-mode M] [--live [--model M] [--contract C]] [-v] PATH...", short: "run eval case files (the original's JSON format), optionally against the live model",
			flags: evalFlags, run: runEval, readOnly: true},
		{name: "warm", usage: "[--background]", short: "load the model in Ollama so the next request does not wait for it",
			flags: func(fs *pflag.FlagSet) { fs.Bool("background", false, "return at once; load in a detached process") }, run: runWarm, readOnly: true},
		{name: "init", usage: "zsh|bash|fish [--key KEY] [--explain-key KEY] [--no-bind] | zsh|bash|fish --cache", short: "print the shell integration: eval \"$(oterminus init zsh)\"",
			flags: initFlags, words: shells, run: runInit, readOnly: true},
		{name: "completion", usage: "zsh|bash|fish", short: "print Tab completion for oterminus's commands: eval \"$(oterminus completion zsh)\"",
			words: shells, run: runCompletion, readOnly: true},
		{name: "widget", usage: "translate|explain --shell S [--cursor N] [--status N] [--last-command C] [--session ID] -- BUFFER", short: "answer a key press of the shell integration",
			hidden: true, raw: true, run: runWidget},
		{name: "keep", usage: "--session ID [--finish] -- LINE", short: "keep what the line oterminus answered will change, just before the shell runs it (the shell integration calls it)",
			hidden: true, flags: keepFlags, run: runKeep},
		{name: "undo", usage: "[--list] [--force] [ID]", short: "take back the last write oterminus answered and kept (or the one ID names); --list shows what is kept",
			flags: undoFlags, run: runUndo},
		{name: "ask", usage: "[--role NAME] [--model M] [--max-steps N] [--budget D] QUESTION...", short: "answer a question with the model's help: each command it runs is validated like a typed one, and changes wait for your yes",
			flags: askFlags, ordered: true, run: runAsk},
		{name: "roles", short: "list the roles of 'oterminus ask' (presets of model, tools and instructions)", run: runRoles},
		{name: "config", usage: "COMMAND", short: "read and change the configuration", subs: configCommands(),
			after: func() string { return "Keys: " + strings.Join(config.KeyNames(), ", ") }},
		{name: "audit", usage: "COMMAND", short: "read, summarise or clear the audit log", subs: auditCommands()},
		{name: "capabilities", usage: "[FAMILY] [--no-color]", short: "list what oterminus can run, by capability, or one family's options, examples and notes",
			flags: noColorFlag, words: familyNames, run: runCapabilities, readOnly: true},
		// doctor is not readOnly: it sends requests to the Ollama server, so
		// "--dry-run doctor" is refused as the original refused it (exit 2).
		{name: "doctor", usage: "[--json] [--no-color]", short: "check the installation, configuration, Ollama, model and shell integration",
			flags: doctorFlags, run: runDoctor},
		{name: "version", short: "print the version", run: runVersion, readOnly: true},
		{name: "help", usage: "[COMMAND]", short: "show help", words: commandNames, run: runHelp, readOnly: true},
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
	c, rest, err := commandAfterFlags(args)
	switch {
	case err != nil:
		return usageError(e, c.name, err)
	case c != nil:
		return c.exec(ctx, e, rest)
	case len(args) == 1:
		if c := nearCommand(args[0]); c != nil {
			return fail(e, ExitUsage, withHint(fmt.Errorf("unknown command %q", args[0]), "did you mean 'oterminus %s'? (to check a command of that name, write oterminus -- %s)", c.name, args[0]))
		}
	}
	return requestCommand().exec(ctx, e, args)
}

// exec parses the command's flags from args and runs it, or the
// subcommand the first of args names.
func (c *command) exec(ctx context.Context, e *Env, args []string) int {
	if c.subs != nil {
		if len(args) == 0 || args[0] == "help" || args[0] == "-h" || args[0] == "--help" {
			return help(e, c)
		}
		if s := c.sub(args[0]); s != nil {
			return s.exec(ctx, e, args[1:])
		}
		return usageError(e, c.name, fmt.Errorf("unknown %s command %q", c.name, args[0]))
	}
	fs := c.flagSet()
	if c.raw {
		args = append([]string{"--"}, args...)
	}
	if err := fs.Parse(args); err != nil {
		return usageError(e, c.name, err)
	}
	if fs.Changed("help") {
		return help(e, c)
	}
	if strings.Contains(c.name, " ") && c.nargs >= 0 && fs.NArg() != c.nargs {
		return usageError(e, c.name, fmt.Errorf("usage: %s", strings.TrimSpace("oterminus "+c.name+" "+c.usage)))
	}
	return c.run(ctx, e, fs)
}

// sub is c's subcommand of that name, named with c's ("config set").
func (c *command) sub(name string) *command {
	for _, s := range c.subs {
		if s.name == c.name+" "+name {
			return s
		}
	}
	return nil
}

// flagSet is the command's flags, with -h and --help; exec reports their
// errors.
func (c *command) flagSet() *pflag.FlagSet {
	fs := pflag.NewFlagSet(strings.TrimSpace("oterminus "+c.name), pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SetInterspersed(!c.ordered)
	fs.SortFlags = false // help and Tab list them as declared
	if c.flags != nil {
		c.flags(fs)
	}
	fs.BoolP("help", "h", false, "show help")
	return fs
}

// nearCommand is the command a word alone is a typo of (doctr: doctor),
// unless the word names a program oterminus declares.
func nearCommand(word string) *command {
	if registry.Default().ForProgram(word) != nil {
		return nil
	}
	for _, c := range commands() {
		if !c.hidden && typed.IsTypo(word, c.name) {
			return c
		}
	}
	return nil
}

// withHint is err with advice for the person (see package advice).
var withHint = advice.With

// fail prints an error (and its hint) to stderr and returns code.
func fail(e *Env, code int, err error) int {
	msg := strings.TrimSuffix(err.Error(), ".")
	fmt.Fprintf(e.Stderr, "oterminus: error: %s\n", termtext.Escape(redact.Text(msg)))
	var h advice.Hinter
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

// runHelp shows the help of the command named (and subcommand), or of
// oterminus.
func runHelp(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	c := requestCommand()
	for i, word := range fs.Args() {
		next := lookupCommand(word)
		if i > 0 {
			next = c.sub(word)
		}
		if next == nil {
			return usageError(e, "", fmt.Errorf("unknown command %q", strings.Join(fs.Args()[:i+1], " ")))
		}
		c = next
	}
	return help(e, c)
}

// help writes c's help: its usage, what it does, and its flags or its
// subcommands; oterminus's own lists the commands.
func help(e *Env, c *command) int {
	if c.name == "" {
		fmt.Fprint(e.Stdout, usage)
		listCommands(e, commands())
		fmt.Fprint(e.Stdout, "\nRun 'oterminus help COMMAND' for a command's options.\n")
		return ExitOK
	}
	fmt.Fprintf(e.Stdout, "Usage: %s\n\n%s.\n", strings.TrimSpace("oterminus "+c.name+" "+c.usage), strings.ToUpper(c.short[:1])+c.short[1:])
	if c.subs != nil {
		fmt.Fprint(e.Stdout, "\nCommands:\n")
		listCommands(e, c.subs)
	}
	if c.flags != nil {
		fmt.Fprintf(e.Stdout, "\nOptions:\n%s", c.flagSet().FlagUsages())
	}
	if c.after != nil {
		fmt.Fprintf(e.Stdout, "\n%s\n", c.after())
	}
	return ExitOK
}

// listCommands lists the visible commands and what each does; a
// subcommand's usage is short enough to go with its name.
func listCommands(e *Env, cs []*command) {
	width, line := 16, make([]string, len(cs))
	for i, c := range cs {
		name, sub := strings.CutPrefix(c.name, strings.Fields(c.name)[0]+" ")
		if line[i] = name; sub {
			line[i] = strings.TrimSpace(name + " " + c.usage)
		}
		width = max(width, len(line[i])+2)
	}
	for i, c := range cs {
		if !c.hidden {
			fmt.Fprintf(e.Stdout, "  %-*s %s\n", width, line[i], c.short)
		}
	}
}

func runVersion(_ context.Context, e *Env, _ *pflag.FlagSet) int {
	fmt.Fprintf(e.Stdout, "oterminus %s\n", version())
	return ExitOK
}
