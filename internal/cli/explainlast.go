package cli

import (
	"context"
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
	if note, err := oneshot.Explainable(last, cfg.Context.LastCommand); err != nil || note != "" {
		if err != nil {
			return fail(e, ExitUsage, err)
		}
		fmt.Fprintln(e.Stdout, note)
		return ExitOK
	}
	start := time.Now()
	fo := lifecycle.ExplainLast(ctx, lifecycle.Input("", where(e, cfg, d, terminal.Interruptibly, last)), *last)
	l := oneshot.Last{Out: fo, Redact: cfg.Audit.Redact}
	code, confirmation := l.Code()
	writeAudit(e, cfg, l.Report(start, d.Name(), confirmation))
	style := preview.Style{Color: !f.noColor && !f.json && useColor(cfg.Color, e)}
	if err := l.Show(e.Stdout, code, f.json, style); err != nil {
		return fail(e, max(code, ExitFailed), err)
	}
	return code
}
