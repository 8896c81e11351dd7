package lifecycle

import (
	"context"
	"runtime"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/situation"
	"github.com/oterminus/oterminus/internal/typed"
)

// Where is where a request is made, and under which settings.
type Where struct {
	Config  *config.Config
	Dialect *dialect.Dialect
	Dir     string
	// Getenv reads the environment the process was given: the shell's
	// own when the widget runs.
	Getenv func(string) string
	// Model is the planner the settings describe, built only if a
	// request reaches it (planner.Lazy); Wait runs each call to it:
	// holding the terminal, or with signal handling installed.
	Model request.Model
	Wait  func(ctx context.Context, call func(context.Context) error) error
	// Last is the last command the shell reported, or nil.
	Last *request.LastCommand
}

// Input is the lifecycle's input for text made at w: read with the
// process's environment, a first word looked up on its PATH, w's model,
// and the context sources the settings turn on (gathered only if the
// model is asked).
func Input(text string, w Where) *request.Input {
	rd := reader.ProcessEnv(w.Dir, w.Getenv)
	return &request.Input{
		Text: text, Platform: runtime.GOOS, Dir: w.Dir, Home: w.Getenv("HOME"), Dialect: w.Dialect,
		Policy: w.Config.Policy, Shortcuts: w.Config.Shortcuts, Registry: registry.Default(),
		Planner: request.Waiting{Model: w.Model, Wait: w.Wait},
		Gather:  w.Gatherer(false),
		Reader:  rd, LookPath: typed.OnPath,
		UndoBudget: int64(w.Config.Undo.BudgetMiB) << 20,
	}
}

// Gatherer gathers the context sources the settings turn on; fixing
// leaves the last command out, for it is the task.
func (w Where) Gatherer(fixing bool) func(context.Context) []request.ContextItem {
	return situation.Gatherer(situation.Options(w.Config.Context), situation.Input{
		Dir: w.Dir, Platform: runtime.GOOS, Shell: w.Dialect.Name(), Last: w.Last, Getenv: w.Getenv, Fixing: fixing})
}
