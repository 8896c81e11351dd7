package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/keys"
	"github.com/oterminus/oterminus/shell"
)

// runInit prints a shell's integration script with this binary's path and
// the keys filled in. It reads no rc file and starts nothing: sourcing the
// script only defines functions and bindings.
func runInit(ctx context.Context, e *Env, args []string) int {
	fs := pflag.NewFlagSet("oterminus init", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	key := fs.String("key", "", "translate key (default from widget.key, ^O)")
	explainKey := fs.String("explain-key", "", "explain key (default from widget.explain_key, \\e^O)")
	noBind := fs.Bool("no-bind", false, "define the widgets but bind no key")
	fs.BoolP("help", "h", false, "show help")
	if err := fs.Parse(args); err != nil {
		return usageError(e, "init", err)
	}
	if fs.Changed("help") {
		return runHelp(ctx, e, []string{"init"})
	}
	if fs.NArg() != 1 {
		return usageError(e, "init", fmt.Errorf("init needs one shell: %s", strings.Join(dialect.Names(), ", ")))
	}
	d, err := dialect.Lookup(fs.Arg(0))
	if err != nil {
		return usageError(e, "init", err)
	}
	cfg, err := loadConfig(e)
	if err != nil {
		return fail(e, ExitUsage, withHint(err, "fix the configuration; the integration reads its keys from it"))
	}
	if *key == "" {
		*key = cfg.Widget.Key
	}
	if *explainKey == "" {
		*explainKey = cfg.Widget.ExplainKey
	}
	translate, err := keys.Parse(*key)
	if err != nil {
		return usageError(e, "init", fmt.Errorf("--key %v", err))
	}
	explain, err := keys.Parse(*explainKey)
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
	script, err := shell.Script(d.Name)
	if err != nil {
		return fail(e, ExitFailed, errors.New("no integration script for "+d.Name))
	}
	bind := "1"
	if *noBind {
		bind = "0"
	}
	// History is handed to the helper only when the person opted in; the
	// script learns that here, so a change needs a new shell.
	history := "0"
	if cfg.Context.History {
		history = fmt.Sprint(cfg.Context.HistoryLines)
	}
	text := strings.NewReplacer(
		"@VERSION@", version(),
		"@BIN@", d.Quote(self),
		"@KEYS@", strings.Join(d.Keys(translate), " "),
		"@EXPLAIN_KEYS@", strings.Join(d.Keys(explain), " "),
		"@BIND@", bind,
		"@HISTORY@", history,
		"@KEY_LABEL@", keys.Label(*key),
		"@EXPLAIN_LABEL@", keys.Label(*explainKey),
	).Replace(string(script))
	fmt.Fprint(e.Stdout, text)
	return ExitOK
}
