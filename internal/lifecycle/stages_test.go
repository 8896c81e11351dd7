package lifecycle_test

import (
	"context"
	"slices"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// TestEachStageOnce: a request visits each stage once, in order, and a
// stage that ends it is the last one recorded.
func TestEachStageOnce(t *testing.T) {
	for _, c := range []struct {
		text     string
		recalled bool
		want     []string
	}{
		{"ls -la", false, []string{"direct_command_detection_ms", "validation_ms"}},
		{"find files containing TODO in src", false, []string{"direct_command_detection_ms", "ambiguity_detection_ms",
			"routing_ms", "deterministic_shortcut_ms", "planner_ms", "validation_ms"}},
		{"where am i", false, []string{"direct_command_detection_ms", "ambiguity_detection_ms",
			"routing_ms", "deterministic_shortcut_ms", "validation_ms"}},
		{"clean up this folder", false, []string{"direct_command_detection_ms", "ambiguity_detection_ms"}},
		// Recalled from history: a request, whatever it looks like.
		{"ls -la", true, []string{"direct_command_detection_ms", "ambiguity_detection_ms",
			"routing_ms", "deterministic_shortcut_ms", "planner_ms", "validation_ms"}},
	} {
		out := lifecycle.Run(context.Background(), &request.Input{
			Text: c.text, Recalled: c.recalled, Platform: "linux", Dir: t.TempDir(), Home: "/home/u",
			Dialect: dialect.Default, Policy: policy.Config{Mode: policy.ModeWrite},
			Registry: registry.Default(), Shortcuts: true, Planner: listPlanner{},
		})
		var got []string
		for _, tm := range out.Timings {
			got = append(got, tm.Name)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q (recalled %v): stages %q, want %q", c.text, c.recalled, got, c.want)
		}
		if c.recalled && (out.Direct || out.Route == nil) {
			t.Errorf("%q recalled: direct %v, route %v; want a routed request", c.text, out.Direct, out.Route)
		}
	}
}
