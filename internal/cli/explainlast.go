package cli

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/oneshot"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/situation"
	"github.com/oterminus/oterminus/internal/terminal"
)

// explainLast is `oterminus explain --last`: why did the last command
// fail? The shell integration's wrapper tells it the command and status;
// the command is never run again.
func explainLast(ctx context.Context, e *Env, f requestOptions) int {
	cfg, d, code := setup(e, f, "explain")
	if code != ExitOK {
		return code
	}
	last := situation.LastFromEnv(e.Getenv)
	switch {
	case last == nil:
		return fail(e, ExitUsage, withHint(errors.New("no last command is known"),
			`load the shell integration (eval "$(oterminus init zsh)", or bash, or fish) so oterminus can see it`))
	case !cfg.Context.LastCommand:
		return fail(e, ExitUsage, withHint(errors.New("context.last_command is off, so oterminus does not read the last command"),
			"oterminus config set context.last_command true"))
	case !last.Failed():
		fmt.Fprintf(e.Stdout, "oterminus: the last command did not fail (exit status %d): nothing to explain\n", last.Status)
		return ExitOK
	}
	start := time.Now()
	fo := lifecycle.ExplainLast(ctx, newInput(e, cfg, d, "", terminal.Interruptibly, last), *last)
	l := oneshot.Last{Out: fo, Redact: cfg.Audit.Redact}
	code, confirmation := l.Code()
	writeAudit(e, cfg, l.Report(start, d.Name(), confirmation))
	style := preview.Style{Color: !f.noColor && !f.json && useColor(cfg.Color, e)}
	if err := l.Show(e.Stdout, code, f.json, style); err != nil {
		return fail(e, max(code, ExitFailed), err)
	}
	return code
}
