package cli

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/termtext"
	"github.com/spf13/pflag"
)

// configUsage is the help of oterminus config.
//
//go:embed help/config.txt
var configUsage string

func runConfig(ctx context.Context, e *Env, fs *pflag.FlagSet) int {
	args := fs.Args()
	if len(args) == 0 || args[0] == "help" {
		fmt.Fprintf(e.Stdout, configUsage, strings.Join(config.KeyNames(), ", "))
		return ExitOK
	}
	path := config.FilePath(e.Getenv)
	sub, rest := args[0], args[1:]
	need := func(n int, form string) bool {
		if len(rest) != n {
			usageError(e, "config", fmt.Errorf("usage: oterminus config %s", form))
			return false
		}
		return true
	}
	switch sub {
	case "path":
		fmt.Fprintln(e.Stdout, path)
		return ExitOK
	case "show":
		return configShow(e)
	case "list":
		if !need(0, "list") {
			return ExitUsage
		}
		return configList(e)
	case "get":
		if !need(1, "get KEY") {
			return ExitUsage
		}
		return configGet(e, rest[0])
	case "set":
		if !need(2, "set KEY VALUE") {
			return ExitUsage
		}
		return configChanged(e, rest[0], config.SetInFile(path, rest[0], rest[1]))
	case "reset", "unset":
		if !need(1, sub+" KEY") {
			return ExitUsage
		}
		return configChanged(e, rest[0], config.ResetInFile(path, rest[0]))
	case "init":
		force := len(rest) == 1 && rest[0] == "--force"
		if len(rest) > 0 && !force {
			return usageError(e, "config", errors.New("usage: oterminus config init [--force]"))
		}
		return configInit(e, path, force)
	case "validate":
		return configValidate(e, path)
	case "edit":
		return configEdit(ctx, e, path)
	}
	return usageError(e, "config", fmt.Errorf("unknown config command %q", sub))
}

// loadConfig loads the configuration and warns once on stderr about each
// value it ignored, with what applies instead and how to fix it.
func loadConfig(e *Env) (*config.Config, error) {
	cfg, err := config.Load(e.Getenv)
	if cfg != nil {
		for _, w := range cfg.Warnings {
			warnSetting(e.Stderr, w)
		}
	}
	return cfg, err
}

func warnSetting(w io.Writer, problem *config.Error) {
	fmt.Fprintf(w, "oterminus: warning: %s\nhint: %s\n", termtext.Escape(problem.Error()), termtext.Escape(problem.Hint()))
}

// configList prints each setting with its value and where it came from,
// one per line, for scripts and for a quick look.
func configList(e *Env) int {
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, withHint(err, "fix it with 'oterminus config edit'"))
	}
	cfg.WriteList(e.Stdout)
	return ExitOK
}

func configShow(e *Env) int {
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, withHint(err, "fix it with 'oterminus config edit'"))
	}
	cfg.WriteShow(e.Stdout, e.Getenv)
	return ExitOK
}

func configGet(e *Env, name string) int {
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	if err := cfg.WriteGet(e.Stdout, name); err != nil {
		return usageError(e, "config", err)
	}
	return ExitOK
}

// configChanged reports a set or reset.
func configChanged(e *Env, name string, err error) int {
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	config.WriteChanged(e.Stdout, name, e.Getenv)
	return ExitOK
}

func configInit(e *Env, path string, force bool) int {
	if _, err := os.Stat(path); err == nil && !force {
		return fail(e, ExitFailed, withHint(fmt.Errorf("%s already exists", path), "use --force to replace it with the defaults"))
	}
	if err := config.WriteFile(path, config.Template()); err != nil {
		return fail(e, ExitFailed, err)
	}
	fmt.Fprintf(e.Stdout, "oterminus: wrote %s\n", path)
	return ExitOK
}

// configValidate checks the file (see config.Config.Invalid).
func configValidate(e *Env, path string) int {
	cfg, err := config.Load(e.Getenv)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	inFile, fromEnv := cfg.Invalid()
	for _, w := range fromEnv {
		warnSetting(e.Stderr, w)
	}
	for _, problem := range inFile {
		fail(e, ExitUsage, problem)
	}
	switch {
	case len(inFile) > 0:
		return ExitUsage
	case !cfg.FileExists:
		fmt.Fprintf(e.Stdout, "oterminus: no configuration file at %s; defaults apply\n", path)
		return ExitFailed
	}
	fmt.Fprintf(e.Stdout, "oterminus: %s is valid\n", path)
	return ExitOK
}

// configEdit opens the file in the person's editor, then validates what
// they saved. The editor gets the terminal even when output is
// redirected; without one (a script as EDITOR) the standard streams.
func configEdit(ctx context.Context, e *Env, path string) int {
	cmd, err := config.Editor(ctx, e.Getenv, path)
	if errors.Is(err, config.ErrNoEditor) {
		err = withHint(err, "set EDITOR, or change settings with 'oterminus config set KEY VALUE'")
	}
	if err != nil {
		return fail(e, ExitFailed, err)
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = e.Stdin, e.Stdout, e.Stderr
	if tty, err := e.OpenTTY(); err == nil {
		defer tty.Close()
		cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	}
	if err := cmd.Run(); err != nil {
		return fail(e, ExitFailed, fmt.Errorf("the editor failed: %w", err))
	}
	return configValidate(e, path)
}
