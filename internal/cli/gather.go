package cli

import (
	"context"
	"runtime"
	"strconv"
	"strings"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/situation"
)

// The shell integration hands over what only the shell knows through the
// environment of the one command it runs (never exported to the shell
// session): the last command and its status for `oterminus ...` typed at
// the prompt, and recent history when context.history is on. The widget
// gets the last command as arguments instead.
const (
	envLastCommand = "OTERMINUS_LAST_COMMAND"
	envLastStatus  = "OTERMINUS_LAST_STATUS"
	envHistory     = "OTERMINUS_HISTORY"
)

// gatherer returns the lifecycle's Gather: the context sources the
// configuration enables, read only if the request reaches the planner.
func gatherer(cfg *config.Config, e *Env, shell string, last *planning.LastCommand, fixing bool) func(context.Context) []planning.ContextItem {
	return func(ctx context.Context) []planning.ContextItem {
		var history []string
		if h := e.Getenv(envHistory); h != "" {
			history = strings.Split(strings.TrimRight(h, "\n"), "\n")
		}
		return situation.Gather(ctx, situation.Input{
			Dir: e.Dir, Platform: runtime.GOOS, Shell: shell, Last: last,
			History: history, Getenv: e.Getenv, Fixing: fixing,
		}, situation.Options(cfg.Context))
	}
}

// lastFromEnv is the last command as the shell integration's wrapper
// reported it, or nil.
func lastFromEnv(e *Env) *planning.LastCommand {
	text := e.Getenv(envLastCommand)
	if strings.TrimSpace(text) == "" {
		return nil
	}
	status, err := strconv.Atoi(strings.TrimSpace(e.Getenv(envLastStatus)))
	if err != nil {
		status = 0
	}
	return &planning.LastCommand{Text: text, Status: status}
}
