package ask

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/oterminus/oterminus/internal/advice"
	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/oneshot"
	"github.com/oterminus/oterminus/internal/planner"
	"github.com/oterminus/oterminus/internal/roles"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Setup is what an ask is prepared from: the loaded settings, the flags
// and where the person is. The caller adds the terminal (Check, Ask, Out).
type Setup struct {
	Config *config.Config
	// Role names the role; "" is the default role.
	Role string
	// Model overrides the role's model and the configured one.
	Model    string
	MaxSteps int
	Budget   time.Duration
	Getenv   func(string) string
	Dir      string
	// Warn receives one line when the default roles are written or the
	// audit log cannot be, which never stops an ask.
	Warn io.Writer
}

// CheckLimits refuses limits an ask cannot keep to.
func (s Setup) CheckLimits() error {
	if s.MaxSteps < 1 || s.MaxSteps > 50 {
		return errors.New("--max-steps must be from 1 to 50")
	}
	if s.Budget <= 0 {
		return errors.New("--budget must be a positive duration, e.g. 2m")
	}
	return nil
}

// Prepare is the ask Setup describes: its role (the default roles written
// on first use), its model, its limits and its audit.
func Prepare(question string, s Setup) (Config, error) {
	dir := config.RolesDir(s.Getenv)
	if wrote, err := roles.EnsureDefaults(dir); err != nil {
		fmt.Fprintf(s.Warn, "oterminus: warning: the default roles were not written: %s\n", termtext.Escape(err.Error()))
	} else if len(wrote) > 0 {
		fmt.Fprintf(s.Warn, "oterminus: wrote the default roles to %s\n", termtext.Escape(dir))
	}
	role, err := roles.Resolve(dir, s.Role, ToolNames())
	if err != nil {
		return Config{}, err
	}
	cfg := *s.Config
	if s.Model != "" {
		cfg.Model = s.Model
	} else if role.Model != "" {
		cfg.Model = role.Model
	}
	p, err := planner.Configured(&cfg, s.Getenv, s.Dir)
	if err != nil {
		return Config{}, oneshot.PlannerFailure(err)
	}
	notice := ""
	if !p.OnThisMachine(context.Background()) {
		notice = p.NotOnThisMachine()
	}
	log := audit.Log(cfg.Audit)
	warned := false
	return Config{
		Notice:   notice,
		Question: question, Model: p, ModelName: cfg.Model, Temperature: role.Temperature,
		Instructions: role.Instructions, Tools: role.Tools, Platform: runtime.GOOS,
		Dir: s.Dir, Home: s.Getenv("HOME"), MaxSteps: s.MaxSteps, Budget: s.Budget,
		StepTimeout: time.Duration(cfg.TimeoutSeconds) * time.Second,
		EventID:     audit.NewEventID(), Role: role.Name, Redact: log.Redact,
		Audit: func(ev audit.Event) {
			if err := log.Write(ev); err != nil && !warned {
				warned = true
				fmt.Fprintf(s.Warn, "oterminus: warning: the audit log was not written: %s\n", termtext.Escape(err.Error()))
			}
		},
	}, nil
}

// Stopped says why an ask that ran under c ended without an answer, with
// what to do about it.
func (r Result) Stopped(c Config) error {
	switch r.End {
	case StepLimit:
		return advice.With(fmt.Errorf("ask stopped: the model used its %d steps without answering", c.MaxSteps),
			"ask a narrower question, or allow more steps with --max-steps N")
	case TimeBudget:
		return advice.With(fmt.Errorf("ask stopped: its time budget of %s ran out", c.Budget),
			"allow more time with --budget, e.g. --budget 5m")
	case Interrupted:
		return errors.New("ask interrupted")
	}
	return oneshot.PlannerFailure(r.Err)
}
