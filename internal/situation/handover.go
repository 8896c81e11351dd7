package situation

import (
	"context"
	"strconv"
	"strings"

	"github.com/oterminus/oterminus/internal/request"
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

// LastFromEnv is the last command as the shell integration's wrapper
// reported it, or nil.
func LastFromEnv(getenv func(string) string) *request.LastCommand {
	text := getenv(envLastCommand)
	if strings.TrimSpace(text) == "" {
		return nil
	}
	status, err := strconv.Atoi(strings.TrimSpace(getenv(envLastStatus)))
	if err != nil {
		status = 0
	}
	return &request.LastCommand{Text: text, Status: status}
}

// Gatherer is the lifecycle's Gather: the sources opts turns on, read
// only if the request reaches the planner, with the history the shell
// integration handed over in in.Getenv.
func Gatherer(opts Options, in Input) func(context.Context) []request.ContextItem {
	return func(ctx context.Context) []request.ContextItem {
		if h := in.Getenv(envHistory); h != "" {
			in.History = strings.Split(strings.TrimRight(h, "\n"), "\n")
		}
		return Gather(ctx, in, opts)
	}
}
