package cli

import (
	"context"
	"path/filepath"
	"sync"
	"time"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/planner"
	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/registry"
)

// model is what oterminus asks a model for: proposals and explanations
// of failed commands.
type model interface {
	planning.Planner
	planning.FailureExplainer
}

// newPlanner returns the Ollama planner for natural-language requests,
// built the first time a request needs it: a typed command never does,
// and would pay for the HTTP client at every start. A bad host is
// reported then, not before: typed commands work without Ollama.
func newPlanner(cfg *config.Config, e *Env) model {
	return &lazyPlanner{cfg: cfg, e: e}
}

// lazyPlanner builds the planner on its first call.
type lazyPlanner struct {
	cfg   *config.Config
	e     *Env
	once  sync.Once
	model model
}

func (l *lazyPlanner) get() model {
	l.once.Do(func() {
		p, err := ollamaPlanner(l.cfg, l.e)
		if err != nil {
			l.model = failingPlanner{err}
			return
		}
		l.model = p
	})
	return l.model
}

func (l *lazyPlanner) Plan(ctx context.Context, req planning.Request) (*planning.Plan, error) {
	return l.get().Plan(ctx, req)
}

func (l *lazyPlanner) ExplainFailure(ctx context.Context, req planning.FailureRequest) (*planning.FailureExplanation, error) {
	return l.get().ExplainFailure(ctx, req)
}

func ollamaPlanner(cfg *config.Config, e *Env) (*planner.Planner, error) {
	return planner.New(planner.Config{
		Host: cfg.OllamaHost, OllamaHost: e.Getenv("OLLAMA_HOST"), Model: cfg.Model,
		Timeout: time.Duration(cfg.TimeoutSeconds) * time.Second, KeepAlive: cfg.KeepAlive, NumPredict: cfg.NumPredict,
		Contract: cfg.ReplyContract, Reader: readerEnv(e),
		Provider: cfg.Provider, BaseURL: cfg.OpenAI.BaseURL, APIKey: apiKey(cfg, e),
		Registry: registry.Default(), ChoiceFile: filepath.Join(config.StateDir(e.Getenv), "model-choice.json"),
	})
}

// apiKey reads the OpenAI-compatible server's key from the variable the
// configuration names; the key goes only to the planner's HTTP header.
func apiKey(cfg *config.Config, e *Env) string {
	if cfg.Provider != planner.ProviderOpenAI || cfg.OpenAI.APIKeyEnv == "" {
		return ""
	}
	return e.Getenv(cfg.OpenAI.APIKeyEnv)
}

// failingPlanner reports a setup error when it is asked to plan.
type failingPlanner struct{ err error }

func (f failingPlanner) Plan(context.Context, planning.Request) (*planning.Plan, error) {
	return nil, f.err
}

func (f failingPlanner) ExplainFailure(context.Context, planning.FailureRequest) (*planning.FailureExplanation, error) {
	return nil, f.err
}
