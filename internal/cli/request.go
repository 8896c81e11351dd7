package cli

import (
	"context"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/manpage"
	"github.com/oterminus/oterminus/internal/oneshot"
	"github.com/oterminus/oterminus/internal/planner"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/situation"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/typed"
)

// requestFlags declares the flags of a request, which explain shares.
func requestFlags(fs *pflag.FlagSet) {
	fs.String("shell", dialect.Default.Name(), "render for this shell: "+strings.Join(dialect.Names(), ", "))
	fs.Bool("json", false, "print one JSON object on stdout instead of text")
	fs.Bool("verbose", false, "show the detailed preview, and trace each stage on stderr")
	fs.Bool("no-color", false, "no colour, whatever the color setting")
}

// requestCommand is a request: oterminus [FLAGS] REQUEST... Its flags
// come first; the request starts at its first word, so "oterminus ls
// -la" needs no quoting or "--".
func requestCommand() *command {
	return &command{ordered: true, run: runRequest, flags: func(fs *pflag.FlagSet) {
		fs.Bool("dry-run", false, "validate and preview, never run")
		fs.Bool("explain", false, "explain the command, never run")
		requestFlags(fs)
		fs.Bool("version", false, "print the version")
	}}
}

func explainFlags(fs *pflag.FlagSet) {
	requestFlags(fs)
	fs.Bool("last", false, "explain why the last command failed")
	fs.Bool("exit-code", false, "exit 3 when the command would be refused or is not checked, as git diff --exit-code exits 1 on a difference")
}

// explainExit is explain's exit status, said in its help.
const explainExit = `Exit status: 0 when the request or command was explained, whatever the
explanation says of it (a refused or unchecked command is an answer, not an
error); 2 on a usage, configuration or model error; 130 on Ctrl-C. With
--exit-code, the verdict too: 3 when the command would be refused or is not
checked, as 'git diff --exit-code' exits 1 when there is a difference.`

// requestOptions are a request's flags, read.
type requestOptions struct {
	mode                   oneshot.Mode
	shell                  string
	json, verbose, noColor bool
	// exitCode makes explain's exit status its verdict (--exit-code).
	exitCode bool
}

func readRequestFlags(fs *pflag.FlagSet, mode oneshot.Mode) requestOptions {
	shell, _ := fs.GetString("shell")
	return requestOptions{mode: mode, shell: shell, json: on(fs, "json"), verbose: on(fs, "verbose"), noColor: on(fs, "no-color")}
}

// on is a declared boolean flag's value.
func on(fs *pflag.FlagSet, name string) bool {
	v, _ := fs.GetBool(name)
	return v
}

func runRequest(ctx context.Context, e *Env, fs *pflag.FlagSet) int {
	mode := oneshot.Execute
	switch {
	case on(fs, "version"):
		return runVersion(ctx, e, fs)
	case on(fs, "dry-run") && on(fs, "explain"):
		return usageError(e, "", errors.New("--dry-run and --explain cannot be combined"))
	case on(fs, "dry-run"):
		mode = oneshot.DryRun
	case on(fs, "explain"):
		mode = oneshot.Explain
	}
	if fs.NArg() == 0 {
		return fail(e, ExitUsage, withHint(errors.New("no request given"),
			`type a command or a request, e.g. oterminus --dry-run "find files bigger than 100MB here"`))
	}
	return handle(ctx, e, fs.Args(), readRequestFlags(fs, mode))
}

func runExplain(ctx context.Context, e *Env, fs *pflag.FlagSet) int {
	f := readRequestFlags(fs, oneshot.Explain)
	f.exitCode = on(fs, "exit-code")
	if on(fs, "last") {
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
func setup(e *Env, f requestOptions, cmd string) (cfg *config.Config, d *dialect.Dialect, code int) {
	cfg, err := loadConfig(e)
	if err != nil {
		return nil, nil, fail(e, ExitUsage, withHint(err, "fix the setting, or run 'oterminus config validate' to check the file"))
	}
	if d, err = dialect.Lookup(f.shell); err != nil {
		return nil, nil, usageError(e, cmd, err)
	}
	return cfg, d, ExitOK
}

// where is where the person is, for the lifecycle, with the planner the
// settings describe, built only if a request reaches it.
func where(e *Env, cfg *config.Config, d *dialect.Dialect, wait func(context.Context, func(context.Context) error) error, last *request.LastCommand) lifecycle.Where {
	model := planner.Lazy(func() (*planner.Planner, error) { return planner.Configured(cfg, e.Getenv, e.Dir) })
	return lifecycle.Where{Config: cfg, Dialect: d, Dir: e.Dir, Getenv: e.Getenv, Model: model, Wait: wait, Last: last}
}

func handle(ctx context.Context, e *Env, words []string, f requestOptions) int {
	cfg, d, code := setup(e, f, "")
	if code != ExitOK {
		return code
	}
	text := typed.JoinWords(words, registry.Default(), d)
	f.verbose = f.verbose || cfg.Verbose // OTERMINUS_VERBOSE is --verbose for every request
	req := lifecycle.Input(text, where(e, cfg, d, terminal.Interruptibly, situation.LastFromEnv(e.Getenv)))
	if f.mode == oneshot.Explain {
		req.Manual = manualPath(e)
	}
	r := &oneshot.Run{Mode: f.mode, JSON: f.json, Verbose: f.verbose, Config: cfg, Human: e.Stdout,
		Style: preview.Style{Color: !f.noColor && useColor(cfg.Color, e)},
		Dir:   e.Dir, Home: e.Getenv("HOME"), OpenTTY: e.OpenTTY, Interruptible: terminal.Interruptible}
	if f.json {
		r.Human, r.Style = io.Discard, preview.Style{}
	}
	start := time.Now()
	r.Out = lifecycle.Run(ctx, req)
	code, err := r.Finish(ctx)
	if err != nil {
		fail(e, code, err)
	}
	if f.mode == oneshot.Explain && code == ExitRejected && !f.exitCode {
		code = ExitOK // see explainExit
	}
	report := r.Report(start, d.Name(), code)
	writeAudit(e, cfg, report)
	if f.verbose {
		preview.Trace(e.Stderr, r.Out, r.After.Exec, time.Since(start))
	}
	if f.json {
		if err := report.WriteJSON(e.Stdout); err != nil {
			return fail(e, ExitFailed, err)
		}
	}
	return code
}

// manualPath is the manual path explain reads pages from: man's, from
// $MANPATH and $PATH.
func manualPath(e *Env) *manpage.Search {
	return manpage.NewSearch(e.Getenv("MANPATH"), e.Getenv("PATH"))
}

// writeAudit writes a request's audit line; a failure is one warning line.
func writeAudit(e *Env, cfg *config.Config, r *audit.Report) {
	log := audit.Log(cfg.Audit)
	log.WriteOrWarn(r.Event(), e.Stderr)
}

// useColor is preview's decision for this process's stdout and $TERM.
func useColor(mode string, e *Env) bool {
	return preview.UseColor(mode, e.StdoutIsTerminal, e.Getenv("TERM"))
}
