package cli

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/advice"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/keys"
	"github.com/oterminus/oterminus/internal/termtext"
)

func initFlags(fs *pflag.FlagSet) {
	fs.String("key", "", "translate key (default from widget.key, ^O)")
	fs.String("explain-key", "", "explain key (default from widget.explain_key, \\e^O)")
	fs.Bool("no-bind", false, "define the widgets but bind no key")
	fs.Bool("cache", false, "also write the script to the cache file the start-up line sources")
}

// runInit prints a shell's integration script with this binary's path and
// the keys filled in. It reads no rc file and starts nothing: sourcing the
// script only defines functions and bindings.
func runInit(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	key, _ := fs.GetString("key")
	explainKey, _ := fs.GetString("explain-key")
	noBind, cache := on(fs, "no-bind"), on(fs, "cache")
	if fs.NArg() != 1 {
		return usageError(e, "init", fmt.Errorf("init needs one shell: %s", strings.Join(dialect.Names(), ", ")))
	}
	d, err := dialect.Lookup(fs.Arg(0))
	if err != nil {
		return usageError(e, "init", err)
	}
	if cache && (key != "" || explainKey != "" || noBind) {
		return usageError(e, "init", errors.New("--cache takes no --key, --explain-key or --no-bind: set widget.key and widget.explain_key in the configuration instead"))
	}
	// A configuration that cannot be read must not leave the shell
	// without its bindings: the keys would then do what the shell binds
	// them to (zsh's and bash's Ctrl-O run the line). The default keys are
	// bound, and each key press says what is wrong with the file.
	cfg, err := loadConfig(e)
	broken := err != nil
	if broken {
		fix := "run 'oterminus config validate'"
		var h advice.Hinter
		if errors.As(err, &h) && h.Hint() != "" {
			fix = h.Hint()
		}
		fmt.Fprintf(e.Stderr, "oterminus: warning: %s; the default keys are bound until it is fixed\nhint: %s\n",
			termtext.Escape(err.Error()), termtext.Escape(fix))
		cfg = config.Defaults()
	}
	if key == "" {
		key = cfg.Widget.Key
	}
	if explainKey == "" {
		explainKey = cfg.Widget.ExplainKey
	}
	translate, err := keys.Parse(key)
	if err != nil {
		return usageError(e, "init", fmt.Errorf("--key %v", err))
	}
	explain, err := keys.Parse(explainKey)
	if err != nil {
		return usageError(e, "init", fmt.Errorf("--explain-key %v", err))
	}
	self, err := selfPath()
	if err == nil {
		self, err = filepath.Abs(self)
	}
	if err != nil {
		return fail(e, ExitFailed, fmt.Errorf("cannot find this program's path: %w", err))
	}
	text, err := d.Init(dialect.Integration{Version: version(), Self: self, Translate: translate, Explain: explain,
		TranslateLabel: keys.Label(key), ExplainLabel: keys.Label(explainKey), Bind: !noBind, History: cfg.HistoryForShell()})
	if err != nil {
		return fail(e, ExitFailed, errors.New("no integration script for "+d.Name()))
	}
	// A script made from the defaults is not cached: the next start
	// tries the file again, and says again what is wrong with it.
	if cache && !broken {
		if err := writeCache(e, d, self, text); err != nil {
			fmt.Fprintf(e.Stderr, "oterminus: warning: the integration was not cached: %s\n", termtext.Escape(err.Error()))
		}
	}
	fmt.Fprint(e.Stdout, text)
	return ExitOK
}

// writeCache writes the script, behind a guard, where the start-up line
// sources it: starting a shell then starts no oterminus process. The guard
// runs init again, and stops, when this program or the configuration file
// is newer than the cache, or a setting in the environment changed.
func writeCache(e *Env, d *dialect.Dialect, self, text string) error {
	g := dialect.Guard{Self: self, Cache: filepath.Join(config.CacheDir(e.Getenv), "init."+d.Name()),
		Config: config.FilePath(e.Getenv), Inputs: config.IntegrationInputs}
	for _, name := range g.Inputs {
		g.Values = append(g.Values, e.Getenv(name))
	}
	return d.WriteCache(g, text)
}
