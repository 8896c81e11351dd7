package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/termtext"
)

// runMode is what happens after the lifecycle.
type runMode string

const (
	modeExecute runMode = "execute"
	modeDryRun  runMode = "dry-run"
	modeExplain runMode = "explain"
)

type requestFlags struct {
	mode    runMode
	shell   string
	json    bool
	verbose bool
	noColor bool
}

func newRequestFlagSet(name string, f *requestFlags) *pflag.FlagSet {
	fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	// Flags come first; the request starts at its first word, so
	// "oterminus ls -la" needs no quoting or "--".
	fs.SetInterspersed(false)
	fs.StringVar(&f.shell, "shell", dialect.Default.Name, "shell dialect to render for")
	fs.BoolVar(&f.json, "json", false, "print one JSON object")
	fs.BoolVar(&f.verbose, "verbose", false, "detailed preview and timings")
	fs.BoolVar(&f.noColor, "no-color", false, "no colour, whatever the color setting")
	fs.BoolP("help", "h", false, "show help")
	return fs
}

func runRequest(ctx context.Context, e *Env, args []string) int {
	var f requestFlags
	fs := newRequestFlagSet("oterminus", &f)
	dryRun := fs.Bool("dry-run", false, "validate and preview only")
	explain := fs.Bool("explain", false, "explain only")
	showVersion := fs.Bool("version", false, "print the version")
	if err := fs.Parse(args); err != nil {
		return usageError(e, "", err)
	}
	switch {
	case fs.Changed("help"):
		return runHelp(ctx, e, nil)
	case *showVersion:
		return runVersion(ctx, e, nil)
	case *dryRun && *explain:
		return usageError(e, "", errors.New("--dry-run and --explain cannot be combined"))
	case *dryRun:
		f.mode = modeDryRun
	case *explain:
		f.mode = modeExplain
	default:
		f.mode = modeExecute
	}
	if fs.NArg() == 0 {
		return fail(e, ExitUsage, withHint(errors.New("no request given"),
			`type a command or a request, e.g. oterminus --dry-run "find files bigger than 100MB here"`))
	}
	return handle(ctx, e, fs.Args(), f)
}

// requestText joins the request words. A command given as several words
// was already read by the shell that started oterminus, so each word is
// quoted for the target shell and reads back as itself ("oterminus ls
// 'my dir'" is ls of one path, where the original's plain join made two;
// "--shell zsh -- cat =ls" is cat of the word =ls). Plain language is
// joined with spaces.
func requestText(words []string, d *dialect.Dialect) string {
	if len(words) > 1 && registry.Default().ForProgram(words[0]) != nil {
		return d.Join(words)
	}
	return strings.Join(words, " ")
}

func runExplain(ctx context.Context, e *Env, args []string) int {
	f := requestFlags{mode: modeExplain}
	fs := newRequestFlagSet("oterminus explain", &f)
	last := fs.Bool("last", false, "explain why the last command failed")
	if err := fs.Parse(args); err != nil {
		return usageError(e, "explain", err)
	}
	if fs.Changed("help") {
		return runHelp(ctx, e, []string{"explain"})
	}
	if *last {
		if fs.NArg() > 0 {
			return usageError(e, "explain", errors.New("--last explains the last command and takes no request"))
		}
		return explainLast(ctx, e, f)
	}
	if fs.NArg() == 0 {
		return fail(e, ExitUsage, withHint(errors.New("nothing to explain"), `give a command or request, e.g. oterminus explain "tar -xzf a.tgz -C out"`))
	}
	return handle(ctx, e, fs.Args(), f)
}

// session is one request being handled.
type session struct {
	e     *Env
	flags requestFlags
	cfg   *config.Config
	out   *planning.Outcome
	style preview.Style
	// human receives text for a person: stdout, or the terminal when
	// stdout carries JSON.
	human io.Writer
	// after is what happened after the lifecycle: with the outcome, the
	// request's report (the --json object and the audit line).
	after audit.After
}

// setup loads what every command-line request needs: the configuration
// and the dialect; code is non-zero when one failed (and was reported).
func setup(e *Env, f requestFlags, cmd string) (cfg *config.Config, d *dialect.Dialect, code int) {
	cfg, err := loadConfig(e)
	if err != nil {
		return nil, nil, fail(e, ExitUsage, withHint(err, "fix the setting, or run 'oterminus config validate' to check the file"))
	}
	if d, err = dialect.Lookup(f.shell); err != nil {
		return nil, nil, usageError(e, cmd, err)
	}
	return cfg, d, ExitOK
}

// cliRequest is a request made at the command line: the planner waits
// with signal handling, and context is gathered only if it is asked.
func cliRequest(e *Env, cfg *config.Config, d *dialect.Dialect, text string) *planning.Input {
	return &planning.Input{
		Text: text, Platform: runtime.GOOS, Dir: e.Dir, Home: e.Getenv("HOME"), Dialect: d,
		Policy: cfg.Policy, Shortcuts: cfg.Shortcuts, Registry: registry.Default(),
		Planner: interruptiblePlanner{newPlanner(cfg, e)},
		Gather:  gatherer(cfg, e, d.Name, lastFromEnv(e), false),
		Reader:  readerEnv(e), LookPath: onPath,
	}
}

// onPath reports a program on the PATH oterminus was started with (the
// person's shell's, when the widget runs it): a first word that names
// one is a command the person typed, never a request.
func onPath(name string) bool {
	if name == "" || strings.ContainsRune(name, '/') {
		return false
	}
	_, err := exec.LookPath(name)
	return err == nil
}

// readerEnv is what typed text is read with: the exported variables this
// process was given (the shell's own, when the widget runs), the user
// database for ~user, and the files of the working directory for globs.
func readerEnv(e *Env) reader.Env {
	env := reader.SystemEnv(e.Dir)
	env.Home = e.Getenv("HOME")
	env.Getenv = func(name string) (string, bool) {
		v := e.Getenv(name)
		return v, v != ""
	}
	return env
}

func handle(ctx context.Context, e *Env, words []string, f requestFlags) int {
	cfg, d, code := setup(e, f, "")
	if code != ExitOK {
		return code
	}
	text := requestText(words, d)
	f.verbose = f.verbose || cfg.Verbose // OTERMINUS_VERBOSE is --verbose for every request
	req := cliRequest(e, cfg, d, text)
	s := &session{e: e, flags: f, cfg: cfg, human: e.Stdout,
		style: preview.Style{Color: !f.noColor && useColor(cfg.Color, e)}}
	if f.json {
		s.human, s.style = io.Discard, preview.Style{}
	}
	start := time.Now()
	s.out = lifecycle.Run(ctx, req)
	code = s.finish(ctx)
	s.after.EventID, s.after.Start, s.after.Shell, s.after.Interface = audit.NewEventID(), start, d.Name, "cli"
	s.after.RunMode, s.after.Shown, s.after.ExitCode = string(f.mode), shownError(s.out), code
	s.after.AutoEnabled, s.after.Redact = cfg.AutoExecuteSafe, cfg.Audit.Redact
	if s.out.Validation != nil {
		s.after.ConfirmationLevel = string(preview.Confirmation(s.out))
	}
	report := audit.NewReport(s.out, s.after)
	writeAudit(e, cfg, report)
	if f.verbose {
		preview.Trace(e.Stderr, s.out, s.after.Exec, time.Since(start))
	}
	if f.json {
		if err := writeJSON(e.Stdout, report); err != nil {
			return fail(e, ExitFailed, err)
		}
	}
	return code
}

// writeAudit writes a request's audit line; a failure is one warning line.
func writeAudit(e *Env, cfg *config.Config, r *audit.Report) {
	log := &audit.Log{Path: cfg.Audit.Path, Enabled: cfg.Audit.Enabled, Redact: cfg.Audit.Redact}
	if err := log.Write(r.Event()); err != nil {
		fmt.Fprintf(e.Stderr, "oterminus: warning: the audit log was not written: %s\n", termtext.Escape(err.Error()))
	}
}

func useColor(mode string, e *Env) bool {
	switch mode {
	case "always":
		return true
	case "never":
		return false
	}
	return e.StdoutIsTerminal && strings.ToLower(e.Getenv("TERM")) != "dumb"
}

// finish reports the outcome and, in execute mode, confirms and runs it.
func (s *session) finish(ctx context.Context) int {
	o := s.out
	switch o.Stage {
	case planning.StageInvalid:
		s.after.Confirmation = audit.InvalidInput
		return s.failOrJSON(ExitUsage, withHint(o.InputErr, "type a command or a short request in plain words"))
	case planning.StageAmbiguous:
		s.after.Confirmation = "blocked_ambiguous"
		fmt.Fprint(s.human, preview.Ambiguity(o, s.style))
		return ExitOK
	case planning.StagePlannerError:
		s.after.Confirmation = "planner_error"
		code := ExitUsage
		if errors.Is(o.PlannerErr, context.Canceled) {
			s.after.Confirmation, code = "cancelled_by_user", ExitInterrupted
		}
		return s.failOrJSON(code, plannerFailure(o.PlannerErr))
	}
	if o.Stage == planning.StageUnchecked {
		// A typed line oterminus has no declaration for: said in the
		// person's words; oterminus itself runs only what it checked.
		s.after.Confirmation = audit.NotPromptedRejected
		fmt.Fprintln(s.human, preview.Unchecked(o, "run it in your shell as typed"))
		return ExitRejected
	}
	// An explanation says all a preview would and more; printing both
	// said the command, the risk and the warnings twice.
	if s.flags.mode == modeExplain {
		fmt.Fprint(s.human, preview.Explain(o, s.style))
	} else {
		fmt.Fprint(s.human, preview.Proposal(o, s.flags.verbose, s.style))
	}
	if o.Stage == planning.StageRejected {
		s.after.Confirmation = "not_prompted_rejected"
		return ExitRejected
	}
	switch s.flags.mode {
	case modeDryRun:
		s.after.Confirmation = "skipped_dry_run"
		fmt.Fprintln(s.human, s.style.Warning(preview.DryRunNotice))
		return ExitOK
	case modeExplain:
		s.after.Confirmation = "skipped_explain"
		return ExitOK
	}
	if len(o.Validation.Stages) > 0 || len(o.Proposal.Assignments) > 0 {
		// oterminus runs one argv without a shell; a pipeline, a list or
		// variables set for the command need the shell it was rendered for.
		s.after.Confirmation = "not_prompted_compound"
		return s.failOrJSON(ExitUsage, withHint(errors.New("a pipeline, list, redirection or variable assignment runs in your shell, not from oterminus"),
			"press Ctrl-O at your prompt (oterminus init %s) to put it on the command line, or copy it", o.Request.Dialect.Name))
	}
	return s.confirmAndRun(ctx)
}

// failOrJSON prints an error, except in JSON mode, where the error is part
// of the object on stdout.
func (s *session) failOrJSON(code int, err error) int {
	if s.flags.json {
		return code
	}
	return fail(s.e, code, err)
}

func (s *session) confirmAndRun(ctx context.Context) int {
	ctx, stop := interruptible(ctx)
	defer stop()
	o := s.out
	v := o.Validation
	eligible, reason := policy.AutoExecute{
		Enabled: s.cfg.AutoExecuteSafe, Origin: o.Origin(), Mode: o.Proposal.Mode,
		Accepted: v.Accepted(), Risk: v.Risk, Warnings: len(v.Warnings), Argv: v.Argv,
		Family: o.Family, Scope: s.cfg.Policy.Scope(o.Request.Platform),
	}.Eligible()
	s.after.AutoEligible, s.after.AutoReason = &eligible, reason
	if eligible {
		s.after.Confirmation = "skipped_auto_execute_safe"
		fmt.Fprintln(s.human, s.style.Muted("Safe typed command: running without confirmation (auto_execute_safe)."))
	} else {
		ok, err := s.confirm(ctx, preview.Confirmation(o))
		if err != nil {
			s.after.Confirmation = "cancelled"
			if errors.Is(err, context.Canceled) {
				fmt.Fprintln(s.human, "\nCancelled.")
				return ExitInterrupted
			}
			return s.failOrJSON(ExitUsage, err)
		}
		if !ok {
			s.after.Confirmation = "cancelled"
			fmt.Fprintln(s.human, "Cancelled.")
			return ExitOK
		}
		s.after.Confirmation = "confirmed"
	}
	res := execute.Run(ctx, v.Argv, execute.Options{
		Timeout:        time.Duration(s.cfg.TimeoutSeconds) * time.Second,
		MaxOutputChars: s.cfg.MaxOutputChars,
		Dir:            s.e.Dir,
		Home:           s.e.Getenv("HOME"),
	})
	s.after.Exec = &res
	return s.showExecution(res)
}

func (s *session) showExecution(res execute.Result) int {
	w := s.human
	switch {
	case res.Err != nil:
		return s.failOrJSON(ExitFailed, withHint(fmt.Errorf("execution failed: %w", res.Err), "check that the program is installed and the paths exist"))
	case res.TimedOut:
		return s.failOrJSON(ExitTimeout, withHint(fmt.Errorf("the command timed out after %d seconds", s.cfg.TimeoutSeconds),
			"raise timeout_seconds with 'oterminus config set timeout_seconds N'"))
	case res.Raw:
		fmt.Fprint(w, res.Stdout.Text)
		return res.ExitCode
	}
	preview.Execution(w, res, s.cfg.MaxOutputChars, s.style)
	if res.Interrupted {
		return ExitInterrupted
	}
	return res.ExitCode
}

// confirm asks on the terminal, never on stdin, so a piped stdin cannot
// answer for the person.
func (s *session) confirm(ctx context.Context, level policy.Level) (bool, error) {
	tty, err := s.e.OpenTTY()
	if err != nil {
		return false, withHint(errors.New("cannot ask for confirmation: no terminal is available"),
			"run from a terminal, or use --dry-run to preview only")
	}
	defer tty.Close()
	if s.flags.json {
		// stdout carries JSON, so the person reads the preview here.
		fmt.Fprint(tty, preview.Proposal(s.out, s.flags.verbose, preview.Style{}))
	}
	question, want := preview.Prompt(level)
	fmt.Fprint(tty, question)
	answer := make(chan string, 1)
	go func() { answer <- terminal.ReadLine(tty) }()
	select {
	case <-ctx.Done():
		return false, ctx.Err()
	case line := <-answer:
		line = strings.TrimSpace(line)
		if want == "" {
			return strings.EqualFold(line, "y") || strings.EqualFold(line, "yes"), nil
		}
		return line == want, nil
	}
}

// plannerFailure turns a planner error into one actionable line.
func plannerFailure(err error) error {
	if errors.Is(err, lifecycle.ErrNoPlanner) {
		return withHint(fmt.Errorf("planning failed: %w", err), "type the command itself, or configure a model with 'oterminus config set model NAME'")
	}
	var h hinter
	if errors.As(err, &h) {
		return &hinted{err: fmt.Errorf("planning failed: %w", err), hint: h.Hint()}
	}
	return fmt.Errorf("planning failed: %w", err)
}
