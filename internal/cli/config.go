package cli

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"os"
	"os/exec"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/config"
)

// configCommands are config's subcommands.
func configCommands() []*command {
	keys := func(*Env) []string { return config.KeyNames() }
	return []*command{
		{name: "config path", short: "print the configuration file's path", run: configPath},
		{name: "config show", short: "every setting, its value and where it came from", run: configShow},
		{name: "config list", short: "every setting as KEY=VALUE (ORIGIN): file, environment or default", run: configList},
		{name: "config get", usage: "KEY", short: "one setting's value", nargs: 1, words: keys, run: configGet},
		{name: "config set", usage: "KEY VALUE", short: `change a setting in the file (comments are kept); "set model none" clears the model`, nargs: 2, words: keys, run: configSet},
		{name: "config unset", usage: "KEY", short: "remove a setting from the file, back to its default", nargs: 1, words: keys, run: configReset},
		{name: "config reset", usage: "KEY", short: "the same as unset", nargs: 1, words: keys, run: configReset},
		{name: "config init", usage: "[--force]", short: "write a commented file with every default", run: configInit,
			flags: func(fs *pflag.FlagSet) { fs.Bool("force", false, "replace an existing file") }},
		{name: "config validate", short: "check the file (exit 0 valid, 1 missing, 2 invalid)", run: configValidate},
		{name: "config edit", short: "open the file in $VISUAL or $EDITOR, then validate it", run: configEdit},
	}
}

func configPath(_ context.Context, e *Env, _ *pflag.FlagSet) int {
	fmt.Fprintln(e.Stdout, config.FilePath(e.Getenv))
	return ExitOK
}

func configSet(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	return configChanged(e, fs.Arg(0), config.SetInFile(config.FilePath(e.Getenv), fs.Arg(0), fs.Arg(1)))
}

func configReset(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	return configChanged(e, fs.Arg(0), config.ResetInFile(config.FilePath(e.Getenv), fs.Arg(0)))
}

// loadConfig loads the configuration and warns once on stderr about each
// value it ignored, with what applies instead and how to fix it.
func loadConfig(e *Env) (*config.Config, error) {
	cfg, err := config.Load(e.Getenv)
	for _, w := range cfg.Warnings {
		w.Warn(e.Stderr)
	}
	return cfg, err
}

// configList prints each setting with its value and where it came from,
// one per line, for scripts and for a quick look.
func configList(_ context.Context, e *Env, _ *pflag.FlagSet) int {
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, withHint(err, "fix it with 'oterminus config edit'"))
	}
	cfg.WriteList(e.Stdout)
	return ExitOK
}

func configShow(_ context.Context, e *Env, _ *pflag.FlagSet) int {
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, withHint(err, "fix it with 'oterminus config edit'"))
	}
	cfg.WriteShow(e.Stdout, e.Getenv)
	return ExitOK
}

func configGet(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	if err := cfg.WriteGet(e.Stdout, fs.Arg(0)); err != nil {
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

func configInit(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	path := config.FilePath(e.Getenv)
	if _, err := os.Stat(path); err == nil && !on(fs, "force") {
		return fail(e, ExitFailed, withHint(fmt.Errorf("%s already exists", path), "use --force to replace it with the defaults"))
	}
	if err := config.WriteFile(path, config.Template()); err != nil {
		return fail(e, ExitFailed, err)
	}
	fmt.Fprintf(e.Stdout, "oterminus: wrote %s\n", path)
	return ExitOK
}

// configValidate checks the file (see config.Config.Invalid).
func configValidate(_ context.Context, e *Env, _ *pflag.FlagSet) int {
	path := config.FilePath(e.Getenv)
	cfg, err := config.Load(e.Getenv)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	inFile, fromEnv := cfg.Invalid()
	for _, w := range fromEnv {
		w.Warn(e.Stderr)
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
func configEdit(ctx context.Context, e *Env, fs *pflag.FlagSet) int {
	path := config.FilePath(e.Getenv)
	cmd, err := config.Editor(ctx, e.Getenv, path)
	if errors.Is(err, config.ErrNoEditor) {
		err = withHint(fmt.Errorf("%w; the file is %s", err, path),
			"open it in any editor, set EDITOR, or change settings with 'oterminus config set KEY VALUE'")
	}
	if err != nil {
		return fail(e, ExitFailed, err)
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = e.Stdin, e.Stdout, e.Stderr
	if tty, err := e.OpenTTY(); err == nil {
		defer tty.Close()
		cmd.Stdin, cmd.Stdout, cmd.Stderr = tty, tty, tty
	}
	// The editor's own exit status is passed on, and a file it may have
	// left half-written is not validated.
	if err := cmd.Run(); err != nil {
		var exit *exec.ExitError
		if errors.As(err, &exit) && exit.ExitCode() > 0 {
			return fail(e, exit.ExitCode(), fmt.Errorf("the editor exited with status %d; %s was not validated", exit.ExitCode(), path))
		}
		return fail(e, ExitFailed, fmt.Errorf("the editor failed: %w", err))
	}
	return configValidate(ctx, e, fs)
}
