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
	"github.com/oterminus/oterminus/internal/direct"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/oneshot"
	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/termtext"
)

type requestFlags struct {
	mode    oneshot.Mode
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
	fs.StringVar(&f.shell, "shell", dialect.Default.Name(), "shell dialect to render for")
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
		f.mode = oneshot.DryRun
	case *explain:
		f.mode = oneshot.Explain
	default:
		f.mode = oneshot.Execute
	}
	if fs.NArg() == 0 {
		return fail(e, ExitUsage, withHint(errors.New("no request given"),
			`type a command or a request, e.g. oterminus --dry-run "find files bigger than 100MB here"`))
	}
	return handle(ctx, e, fs.Args(), f)
}

func runExplain(ctx context.Context, e *Env, args []string) int {
	f := requestFlags{mode: oneshot.Explain}
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
		Gather:  gatherer(cfg, e, d.Name(), lastFromEnv(e), false),
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
	text := direct.JoinWords(words, registry.Default(), d)
	f.verbose = f.verbose || cfg.Verbose // OTERMINUS_VERBOSE is --verbose for every request
	req := cliRequest(e, cfg, d, text)
	r := &oneshot.Run{Mode: f.mode, JSON: f.json, Verbose: f.verbose, Config: cfg, Human: e.Stdout,
		Style: preview.Style{Color: !f.noColor && useColor(cfg.Color, e)},
		Dir:   e.Dir, Home: e.Getenv("HOME"), OpenTTY: e.OpenTTY, Interruptible: interruptible}
	if f.json {
		r.Human, r.Style = io.Discard, preview.Style{}
	}
	start := time.Now()
	r.Out = lifecycle.Run(ctx, req)
	code, err := r.Finish(ctx)
	if err != nil {
		fail(e, code, err)
	}
	report := r.Report(start, d.Name(), code)
	writeAudit(e, cfg, report)
	if f.verbose {
		preview.Trace(e.Stderr, r.Out, r.After.Exec, time.Since(start))
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

// useColor is preview's decision for this process's stdout and $TERM.
func useColor(mode string, e *Env) bool {
	return preview.UseColor(mode, e.StdoutIsTerminal, e.Getenv("TERM"))
}
