package planner

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"time"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// Configured is the planner the person's settings describe. getenv reads
// OLLAMA_HOST and the OpenAI-compatible server's key, from the variable
// the settings name (the key goes only to the HTTP header). A command
// line the model writes is read as typed in dir with getenv's variables,
// which the reader then keeps out of a model's line.
func Configured(cfg *config.Config, getenv func(string) string, dir string) (*Planner, error) {
	apiKey := ""
	if cfg.Provider == ProviderOpenAI && cfg.OpenAI.APIKeyEnv != "" {
		apiKey = getenv(cfg.OpenAI.APIKeyEnv)
	}
	return New(Config{
		Host: cfg.OllamaHost, OllamaHost: getenv("OLLAMA_HOST"), Model: cfg.Model,
		Timeout: time.Duration(cfg.TimeoutSeconds) * time.Second, KeepAlive: cfg.KeepAlive, NumPredict: cfg.NumPredict,
		Contract: cfg.ReplyContract, Reader: reader.ProcessEnv(dir, getenv),
		Provider: cfg.Provider, BaseURL: cfg.OpenAI.BaseURL, APIKey: apiKey,
		Registry: registry.Default(), ChoiceFile: filepath.Join(config.StateDir(getenv), "model-choice.json"),
	})
}

// Lazy is a model built by build on its first call: a typed command
// never asks one, and would otherwise pay for the HTTP client at every
// start. A build error (a bad host, say) is each call's error, so typed
// commands work whatever the model settings say.
func Lazy(build func() (*Planner, error)) request.Model {
	return &lazy{build: build}
}

type lazy struct {
	build func() (*Planner, error)
	once  sync.Once
	p     *Planner
	err   error
}

func (l *lazy) get() (*Planner, error) {
	l.once.Do(func() { l.p, l.err = l.build() })
	return l.p, l.err
}

func (l *lazy) Plan(ctx context.Context, req request.Task) (*request.Plan, error) {
	p, err := l.get()
	if err != nil {
		return nil, err
	}
	return p.Plan(ctx, req)
}

func (l *lazy) ExplainFailure(ctx context.Context, req request.FailureTask) (*request.FailureExplanation, error) {
	p, err := l.get()
	if err != nil {
		return nil, err
	}
	return p.ExplainFailure(ctx, req)
}

// Warmed says what warming model did, which depends on the server and on
// keep_alive: an OpenAI-compatible server loads models itself, 0 unloads
// the model as soon as it is loaded, a negative one keeps it until the
// server stops. model is escaped by the caller.
func (p *Planner) Warmed(model string) string {
	host, keep := p.Host(), p.cfg.KeepAlive
	switch {
	case p.Provider() == ProviderOpenAI:
		return fmt.Sprintf("%s is served at %s; an OpenAI-compatible server loads models itself, so there is nothing to warm", model, host)
	case keep == 0:
		return fmt.Sprintf("%s answered at %s, but keep_alive is 0, so Ollama unloads it at once; set keep_alive (e.g. 30m) to keep it loaded", model, host)
	case keep < 0:
		return fmt.Sprintf("%s is loaded at %s and stays loaded until Ollama stops (keep_alive %s)", model, host, config.Format(keep))
	}
	return fmt.Sprintf("%s is loaded at %s (kept for %s after each request)", model, host, config.Format(keep))
}
