package lifecycle_test

import (
	"context"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// listPlanner answers every request with ls -l, so a benchmark measures
// the stages around the planner and not a model.
type listPlanner struct{}

func (listPlanner) Plan(context.Context, request.Task) (*request.Plan, error) {
	return &request.Plan{Proposal: &proposal.Proposal{Mode: proposal.Structured, Family: "ls",
		Argv: []string{"ls", "-l"}, Origin: proposal.OriginPlanner}}, nil
}

// BenchmarkRun follows one request of each kind through Run: a typed
// line, a request for the planner, a vague request the ambiguity stage
// stops, and an exact request a shortcut answers.
func BenchmarkRun(b *testing.B) {
	reg := registry.Default()
	dir := b.TempDir()
	for _, c := range []struct{ name, text string }{
		{"typed", "ls -la src"},
		{"request", "find files containing TODO in the src directory and show line numbers"},
		{"ambiguous", "clean up this folder"},
		{"shortcut", "where am i"},
	} {
		b.Run(c.name, func(b *testing.B) {
			req := &request.Input{Text: c.text, Platform: "linux", Dir: dir, Home: "/home/u",
				Dialect: dialect.Default, Policy: policy.Config{Mode: policy.ModeWrite},
				Registry: reg, Shortcuts: true, Planner: listPlanner{}}
			b.ReportAllocs()
			for b.Loop() {
				lifecycle.Run(context.Background(), req)
			}
		})
	}
}
