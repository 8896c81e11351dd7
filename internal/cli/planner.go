package cli

import (
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/lifecycle"
)

// newPlanner returns the planner for natural-language requests.
func newPlanner(cfg *config.Config, e *Env) lifecycle.Planner {
	return nil
}
