package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/ask"
	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/termtext"
	"github.com/oterminus/oterminus/internal/validate"
)

// runAsk answers a question with the model's help: see package ask. The
// command line only wires the loop to the terminal, the planner's client,
// the typed-command path and the audit.
func runAsk(ctx context.Context, e *Env, args []string) int {
	fs := pflag.NewFlagSet("oterminus ask", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.SetInterspersed(false)
	roleName := fs.String("role", "", "the role (see 'oterminus roles')")
	model := fs.String("model", "", "the model, instead of the role's or the configured one")
	maxSteps := fs.Int("max-steps", ask.DefaultMaxSteps, "the most commands the model may run")
	budget := fs.Duration("budget", ask.DefaultBudget, "the time the whole ask may take")
	fs.BoolP("help", "h", false, "show help")
	if err := fs.Parse(args); err != nil {
		return usageError(e, "ask", err)
	}
	if fs.Changed("help") {
		return runHelp(ctx, e, []string{"ask"})
	}
	question := strings.TrimSpace(strings.Join(fs.Args(), " "))
	if err := lifecycle.CheckInput(question); err != nil {
		return fail(e, ExitUsage, withHint(err, `ask a question, e.g. oterminus ask "which files here are biggest?"`))
	}
	if *maxSteps < 1 || *maxSteps > 50 {
		return usageError(e, "ask", errors.New("--max-steps must be from 1 to 50"))
	}
	if *budget <= 0 {
		return usageError(e, "ask", errors.New("--budget must be a positive duration, e.g. 2m"))
	}
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, withHint(err, "fix the setting, or run 'oterminus config validate' to check the file"))
	}
	ctx, stop := interruptible(ctx)
	defer stop()
	tty := &ttyAsker{open: e.OpenTTY}
	defer tty.close()
	run, err := newAsk(e, cfg, askOptions{role: *roleName, model: *model, maxSteps: *maxSteps, budget: *budget}, question)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	run.Check, run.Ask, run.Out = askChecker(e, cfg, dialect.Default), tty.ask, e.Stdout
	res := ask.Run(ctx, run)
	switch res.End {
	case ask.Answered:
		return ExitOK
	case ask.Interrupted:
		fmt.Fprintln(e.Stdout, "\nInterrupted.")
		return ExitInterrupted
	case ask.StepLimit:
		return fail(e, ExitFailed, askStopped(res, run))
	case ask.TimeBudget:
		return fail(e, ExitTimeout, askStopped(res, run))
	}
	return fail(e, ExitUsage, askStopped(res, run))
}

// askStopped says why an ask ended without an answer.
func askStopped(res ask.Result, run ask.Config) error {
	switch res.End {
	case ask.StepLimit:
		return withHint(fmt.Errorf("ask stopped: the model used its %d steps without answering", run.MaxSteps),
			"ask a narrower question, or allow more steps with --max-steps N")
	case ask.TimeBudget:
		return withHint(fmt.Errorf("ask stopped: its time budget of %s ran out", run.Budget),
			"allow more time with --budget, e.g. --budget 5m")
	case ask.Interrupted:
		return errors.New("ask interrupted")
	}
	return plannerFailure(res.Err)
}

// askOptions are ask's flags.
type askOptions struct {
	role, model string
	maxSteps    int
	budget      time.Duration
}

// newAsk prepares an ask from the configuration and the role: the model,
// the audit and the limits. The caller adds the terminal: Check, Ask, Out.
func newAsk(e *Env, cfg *config.Config, opts askOptions, question string) (ask.Config, error) {
	role, err := loadRole(e, opts.role)
	if err != nil {
		return ask.Config{}, err
	}
	if opts.model != "" {
		cfg.Model = opts.model
	} else if role.Model != "" {
		cfg.Model = role.Model
	}
	p, err := ollamaPlanner(cfg, e)
	if err != nil {
		return ask.Config{}, plannerFailure(err)
	}
	log := &audit.Log{Path: cfg.Audit.Path, Enabled: cfg.Audit.Enabled, Redact: cfg.Audit.Redact}
	warned := false
	notice := ""
	if !p.OnThisMachine(context.Background()) {
		notice = p.NotOnThisMachine()
	}
	return ask.Config{
		Notice:   notice,
		Question: question, Model: p, ModelName: cfg.Model, Temperature: role.Temperature,
		Instructions: role.Instructions, Tools: role.Tools, Platform: runtime.GOOS,
		Dir: e.Dir, Home: e.Getenv("HOME"), MaxSteps: opts.maxSteps, Budget: opts.budget,
		StepTimeout: time.Duration(cfg.TimeoutSeconds) * time.Second,
		EventID:     audit.NewEventID(), Role: role.Name, Redact: log.Redact,
		Audit: func(ev audit.Event) {
			if err := log.Write(ev); err != nil && !warned {
				warned = true
				fmt.Fprintf(e.Stderr, "oterminus: warning: the audit log was not written: %s\n", termtext.Escape(err.Error()))
			}
		},
	}, nil
}

// askChecker reads a step's text through the typed-command path, as
// `oterminus --dry-run` reads typed text: direct detection with the
// reader (always as bash reads it: the model writes for bash), then
// validation and policy. Text that is not a command oterminus reads is
// refused; the planner is never asked to turn it into one. d is the shell
// the text is read as and rendered for: bash for steps (the model writes
// for bash), the person's shell for a command put in their line.
func askChecker(e *Env, cfg *config.Config, d *dialect.Dialect) ask.Checker {
	home := e.Getenv("HOME")
	return func(text, dir string) ask.Checked {
		req := &planning.Input{
			Text: text, Platform: runtime.GOOS, Dir: dir, Home: home, Dialect: d,
			Policy: cfg.Policy, Registry: registry.Default(), Reader: askReaderEnv(e, dir),
		}
		o := lifecycle.Run(context.Background(), req)
		switch {
		case o.Stage == planning.StageInvalid:
			return ask.Checked{Refusal: o.InputErr.Error()}
		case !o.Direct || o.Validation == nil:
			return ask.Checked{Refusal: "this is not a command oterminus reads: write programs it knows with their arguments " +
				"(see 'oterminus capabilities'), joined by at most pipes, redirections, '&&', '||' or ';'"}
		}
		v := o.Validation
		c := ask.Checked{
			Command: v.Rendered(), Argv: v.Argv, Family: o.Proposal.Family, Risk: v.Risk,
			Level: preview.Confirmation(o), Preview: preview.Proposal(o, false, preview.Style{}),
		}
		if o.Family != nil {
			c.Family = o.Family.Name
		}
		if len(v.Stages) > 0 {
			c.Family = "pipeline"
			if o.Proposal.Compound != nil {
				c.Compound = askCompound(o.Proposal.Compound, v.Stages)
			}
		}
		if o.Accepted() {
			c.Network, c.Secrets = askReach(v, o.Family, dir, home)
		}
		if len(c.Argv) == 0 && len(c.Compound) == 0 && o.Accepted() {
			c.Refusal = "oterminus has no command to run for this text"
		}
		if !o.Accepted() {
			c.Refusal = strings.Join(v.Reasons, " ")
		}
		return c
	}
}

// askReach is what a step reaches beyond the machine's own files: whether
// any of its commands contacts the network (its family, subcommand or an
// option says so, per stage), and the secret-bearing files it reads (its
// read paths and '<' files; a directory whose files it reads as a tree;
// files named only when it runs).
func askReach(v *validate.Result, family *registry.Family, dir, home string) (network bool, secrets []string) {
	type command struct {
		family *registry.Family
		typed  *registry.Command
		argv   []string
	}
	var commands []command
	if len(v.Stages) > 0 {
		for _, st := range v.Stages {
			commands = append(commands, command{st.Family, st.Typed, st.Argv})
		}
	} else {
		commands = append(commands, command{family, v.Typed, v.Argv})
	}
	add := func(s string) {
		if !slices.Contains(secrets, s) {
			secrets = append(secrets, s)
		}
	}
	for _, p := range v.Reads {
		if ask.SecretFile(p, dir, home) {
			add(p)
		}
	}
	for _, c := range commands {
		if c.family == nil {
			continue
		}
		if c.typed == nil {
			network = network || c.family.NetworkTouching
			for _, p := range c.family.PathOperands(c.argv[min(1, len(c.argv)):]) {
				if ask.SecretFile(p, dir, home) {
					add(p)
				}
			}
			continue
		}
		network = network || c.typed.Network()
		nested, fromInput := nestedReach(c.typed)
		if fromInput {
			add("(files named on its input)")
		}
		if c.family.Name == "env" && len(c.argv) == 2 && ask.SecretVariable(c.argv[1]) {
			add("$" + c.argv[1])
		}
		if !nested && slices.Contains(namesOnly, c.family.Name) {
			continue // ls -la ~/.ssh shows names, not what the files hold
		}
		for _, p := range c.typed.Paths(registry.ReadPath) {
			if ask.SecretFile(p, dir, home) {
				add(p)
			} else if found := ask.SecretInTree(p, dir, home); found != "" {
				add(found) // grep -r, find -exec cat: the files below
			}
		}
	}
	return network, secrets
}

// namesOnly are families that read names and metadata, never what a
// file holds (unless a nested command does: find -exec cat).
var namesOnly = []string{"cd", "ls", "tree", "du", "stat", "file", "find", "lsof", "realpath", "readlink", "dirname", "basename", "df"}

// nestedReach reports whether a command holds a nested command (find
// -exec cat {} + reads the files below its start paths), and whether one
// takes its operands from input (xargs cat), so the files it reads are
// named only when it runs.
func nestedReach(c *registry.Command) (nested, fromInput bool) {
	for _, it := range c.Items {
		if it.Nested == nil {
			continue
		}
		nested = true
		if it.Option != nil && it.Option.Nested != nil && it.Option.Nested.FromInput ||
			it.Operand != nil && it.Operand.Nested != nil && it.Operand.Nested.FromInput {
			fromInput = true
		}
		if _, in := nestedReach(it.Nested); in {
			fromInput = true
		}
	}
	return nested, fromInput
}

// askCompound pairs the validated stages, in order, with the pipelines
// and operators of the compound they were read from.
func askCompound(c *proposal.Compound, stages []*validate.Stage) []execute.Pipeline {
	var out []execute.Pipeline
	n := 0
	for _, p := range c.Pipelines {
		pipe := execute.Pipeline{Op: p.Op}
		for range p.Stages {
			if n == len(stages) {
				return nil
			}
			pipe.Stages = append(pipe.Stages, execute.Stage{Argv: stages[n].Argv, Redirects: stages[n].Redirects})
			n++
		}
		out = append(out, pipe)
	}
	return out
}

// askVariables are the variables a step's text may read: where things
// are, never what is secret. Model text must not be able to copy a token
// from the environment into a command.
var askVariables = []string{"HOME", "USER", "LOGNAME", "SHELL", "TMPDIR", "LANG"}

func askReaderEnv(e *Env, dir string) reader.Env {
	env := reader.SystemEnv(dir)
	env.Dir = dir
	env.Home = e.Getenv("HOME")
	env.Getenv = func(name string) (string, bool) {
		if name == "PWD" {
			return dir, true
		}
		for _, allowed := range askVariables {
			if name == allowed {
				v := e.Getenv(name)
				return v, v != ""
			}
		}
		return "", false
	}
	return env
}

// ttyAsker asks on the terminal, never on stdin, so a piped stdin cannot
// approve a step. It is opened at the first question.
type ttyAsker struct {
	open func() (*os.File, error)
	tty  *os.File
	err  error
}

func (t *ttyAsker) ask(ctx context.Context, question string) (string, error) {
	if t.tty == nil && t.err == nil {
		t.tty, t.err = t.open()
	}
	if t.err != nil {
		return "", ask.ErrNoTerminal
	}
	fmt.Fprint(t.tty, question)
	answer := make(chan string, 1)
	go func() { answer <- readLine(t.tty) }()
	select {
	case <-ctx.Done():
		return "", ctx.Err()
	case line := <-answer:
		return line, nil
	}
}

func (t *ttyAsker) close() {
	if t.tty != nil {
		t.tty.Close()
	}
}
