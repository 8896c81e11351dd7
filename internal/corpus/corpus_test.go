package corpus

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Path is the corpus file, relative to this package.
var Path = filepath.Join("..", "..", "testdata", "hostile", "corpus.jsonl")

// TestCorpus takes every hostile case through the lifecycle for each
// shell: rejected cases are refused (with the stated reason), accepted
// ones give exactly the stated argv, risk and rendering, and nothing a
// person reads about any case carries a control, bidi or zero-width
// character.
func TestCorpus(t *testing.T) {
	cases, err := Load(Path)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < 80 {
		t.Errorf("the corpus has %d cases; it needs at least 80", len(cases))
	}
	for _, c := range cases {
		// A reason may name the home directory the case runs with.
		c.Reason = strings.ReplaceAll(c.Reason, "$HOME", os.Getenv("HOME"))
		t.Run(c.Name, func(t *testing.T) {
			for _, sh := range Shells {
				dir := t.TempDir()
				if err := c.Prepare(dir); err != nil {
					t.Fatal(err)
				}
				out, err := c.Run(dir, sh)
				var contract *proposal.Error
				switch {
				case errors.As(err, &contract):
					if c.Expect != "rejected" || !strings.Contains(err.Error(), c.Reason) {
						t.Fatalf("%s: the reply broke the contract (%v); want %s %q", sh, err, c.Expect, c.Reason)
					}
					continue
				case err != nil:
					t.Fatalf("%s: %v", sh, err)
				}
				checkPrintable(t, sh, out)
				if c.Expect == "rejected" {
					if out.Accepted() {
						t.Fatalf("%s: accepted as %q; want rejected", sh, out.Validation.Text)
					}
					if !slices.ContainsFunc(out.Validation.Reasons, func(r string) bool { return strings.Contains(r, c.Reason) }) {
						t.Errorf("%s: no reason contains %q: %q", sh, c.Reason, out.Validation.Reasons)
					}
					continue
				}
				if !out.Accepted() {
					t.Fatalf("%s: rejected (%q); want accepted", sh, out.Validation.Reasons)
				}
				v := out.Validation
				if !slices.Equal(v.Argv, c.Argv) {
					t.Errorf("%s: argv %q, want %q", sh, v.Argv, c.Argv)
				}
				if v.Risk.String() != c.Risk {
					t.Errorf("%s: risk %s, want %s", sh, v.Risk, c.Risk)
				}
				if v.Text != c.Render[sh] {
					t.Errorf("%s: renders as %q, want %q", sh, v.Text, c.Render[sh])
				}
			}
		})
	}
}

// checkPrintable asserts the invariant for what a person reads: the
// preview, the explanation and the widget's line.
func checkPrintable(t *testing.T, sh string, o *request.Outcome) {
	t.Helper()
	texts := map[string]string{
		"preview": preview.Proposal(o, true, preview.Style{}),
		"explain": preview.Explain(o, preview.Style{}),
		"line":    preview.Line(o),
	}
	for what, text := range texts {
		for _, line := range strings.Split(text, "\n") {
			if termtext.NeedsEscape(line) {
				t.Errorf("%s: the %s shows an unescaped control or invisible character: %q", sh, what, line)
			}
		}
	}
}

// TestEveryFamilyIsCovered: each family of the registry appears in the
// corpus, so a new family cannot skip the hostile review.
func TestEveryFamilyIsCovered(t *testing.T) {
	cases, err := Load(Path)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, c := range cases {
		var reply struct {
			Family  *string `json:"command_family"`
			Command *string `json:"command"`
		}
		text := c.Typed
		if c.FromModel() && json.Unmarshal([]byte(c.ReplyText()), &reply) == nil {
			if reply.Family != nil {
				seen[*reply.Family] = true
			}
			if reply.Command != nil {
				text = *reply.Command
			}
		}
		if f := strings.Fields(text); len(f) > 0 {
			seen[f[0]] = true
		}
	}
	for _, f := range registry.Default().Families() {
		if !seen[f.Name] {
			t.Errorf("no hostile case for family %s", f.Name)
		}
	}
}
