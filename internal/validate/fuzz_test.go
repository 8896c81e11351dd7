package validate_test

import (
	"slices"
	"testing"

	"github.com/oterminus/oterminus/internal/corpus"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/evals"
	"github.com/oterminus/oterminus/internal/project"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/termtext"
	"github.com/oterminus/oterminus/internal/validate"
)

// FuzzValidate checks, for any experimental command text, that an
// accepted command has a rendering for every shell that parses back to its
// argv and carries no control or invisible characters.
func FuzzValidate(f *testing.F) {
	requests, _ := evals.Seeds()
	for _, r := range requests {
		f.Add(r, true)
	}
	hostile, _ := corpus.Seeds()
	for _, text := range hostile {
		f.Add(text, false)
		f.Add(text, true)
	}
	reg := registry.Default()
	env := &project.Lazy{Dir: f.TempDir()}
	f.Fuzz(func(t *testing.T, command string, typed bool) {
		origin := proposal.OriginPlanner
		if typed {
			origin = proposal.OriginDirect
		}
		for _, shell := range dialect.Names() {
			d, _ := dialect.Lookup(shell)
			r := validate.Check(&proposal.Proposal{Mode: proposal.Experimental, Command: command, Origin: origin},
				validate.Input{Registry: reg, Platform: "linux", Project: env, Dialect: d})
			if !r.Accepted() {
				continue
			}
			if len(r.Argv) == 0 || r.Text == "" {
				t.Fatalf("%s %q: accepted without argv or text", shell, command)
			}
			if termtext.NeedsEscape(r.Text) {
				t.Fatalf("%s %q: rendered text %q has control characters", shell, command, r.Text)
			}
			back, err := d.Fields(r.Text)
			if err != nil || !slices.Equal(back, r.Argv) {
				t.Fatalf("%s %q: %q parses to %q (%v), want %q", shell, command, r.Text, back, err, r.Argv)
			}
		}
	})
}
