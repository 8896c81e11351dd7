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

// A shortcut's exact phrase is a request even when its first word is a
// program on PATH (/usr/bin/print on Debian): "print working directory"
// takes the shortcut to pwd, not the typed line of print.
func TestShortcutPhraseIsARequest(t *testing.T) {
	onPath := func(name string) bool { return name == "print" || name == "show" }
	for _, text := range []string{"print working directory", "Show current directory"} {
		out := lifecycle.Run(context.Background(), &request.Input{
			Text: text, Platform: "linux", Dir: t.TempDir(), Home: "/home/u", LookPath: onPath,
			Dialect: dialect.Default, Policy: policy.Config{Mode: policy.ModeWrite},
			Registry: registry.Default(), Shortcuts: true, Planner: listPlanner{},
		})
		if out.Direct || out.ShortcutRule != "show_current_directory" || !out.Accepted() {
			t.Errorf("%q: direct %v, shortcut %q, accepted %v; want the pwd shortcut", text, out.Direct, out.ShortcutRule, out.Accepted())
		}
	}
	// With the shortcuts off, the line is read as it would be without them.
	out := lifecycle.Run(context.Background(), &request.Input{
		Text: "print working directory", Platform: "linux", Dir: t.TempDir(), Home: "/home/u", LookPath: onPath,
		Dialect: dialect.Default, Policy: policy.Config{Mode: policy.ModeWrite},
		Registry: registry.Default(), Planner: listPlanner{},
	})
	if out.ShortcutRule != "" {
		t.Errorf("shortcuts off: shortcut %q", out.ShortcutRule)
	}
}
