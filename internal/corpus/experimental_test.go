package corpus

import (
	"slices"
	"testing"

	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/validate"
	"github.com/oterminus/oterminus/internal/widget"
)

// TestModelExperimentalKeepsItsPromise: a model's experimental command
// that oterminus accepts is either reported as structured (its
// declaration read every word: the note says so, and nothing says
// experimental) or stays experimental and needs EXECUTE EXPERIMENTAL in
// a one-shot run and a second press in the widget. Over every
// experimental reply of the hostile corpus, and a command no declaration
// read.
func TestModelExperimentalKeepsItsPromise(t *testing.T) {
	cases, err := Load(Path)
	if err != nil {
		t.Fatal(err)
	}
	normalised, kept := 0, 0
	for _, c := range cases {
		if !c.FromModel() {
			continue
		}
		dir := t.TempDir()
		if err := c.Prepare(dir); err != nil {
			t.Fatal(err)
		}
		out, err := c.Run(dir, "bash")
		if err != nil || !out.Accepted() || out.Proposal.Compound != nil {
			continue
		}
		switch {
		case slices.Contains(out.Proposal.Notes, lifecycle.NormalisedNote):
			normalised++
			if out.Proposal.Mode != proposal.Structured || out.Proposal.Command != "" {
				t.Errorf("%s: normalised, but mode %s, command %q", c.Name, out.Proposal.Mode, out.Proposal.Command)
			}
		case out.Proposal.Mode == proposal.Experimental:
			kept++
			checkVeryStrong(t, c.Name, out)
		}
	}
	if normalised == 0 {
		t.Error("no experimental reply of the corpus was normalised; the test reads nothing")
	}
	t.Logf("%d normalised, %d kept experimental", normalised, kept)

	// A command no declaration read (the validator took it as is).
	risk := registry.Write
	out := &request.Outcome{
		Proposal:   &proposal.Proposal{Mode: proposal.Experimental, Command: "touch expfile", Origin: proposal.OriginPlanner, Risk: &risk},
		Validation: &validate.Result{Risk: registry.Write, Argv: []string{"touch", "expfile"}, Command: "touch expfile"},
	}
	checkVeryStrong(t, "touch expfile, not read", out)
}

func checkVeryStrong(t *testing.T, name string, out *request.Outcome) {
	t.Helper()
	if got := preview.Confirmation(out); got != policy.VeryStrong {
		t.Errorf("%s: experimental from the model, confirmation %v; want very strong (EXECUTE EXPERIMENTAL)", name, got)
	}
	if !widget.NeedsSecondPress(out) {
		t.Errorf("%s: experimental from the model inserted on the first press", name)
	}
}
