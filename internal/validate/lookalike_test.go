package validate

import (
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/proposal"
)

// TestLookalikeWords (issue 34 class 8): a model's command holding a word
// that looks like other text (a Cyrillic or Greek letter that looks
// Latin, a word mixing scripts, a bidirectional control, a zero-width
// character) is refused, first, with the characters named; the same line
// typed by the person is theirs: flagged first among the warnings, never
// refused for it. Plain words and other scripts' words pass.
func TestLookalikeWords(t *testing.T) {
	structured := func(origin proposal.Origin, argv ...string) *proposal.Proposal {
		return &proposal.Proposal{Mode: proposal.Structured, Family: argv[0], Argv: argv, Origin: origin}
	}
	piped := &proposal.Proposal{Mode: proposal.Structured, Origin: proposal.OriginPlanner, Compound: &proposal.Compound{
		Pipelines: []*proposal.Pipeline{{Stages: []*proposal.Stage{{Argv: []string{"ls"},
			Redirects: []proposal.Redirect{{Fd: 1, Op: ">", Target: "list\u200b.txt"}}}}}}}}
	for _, c := range []struct {
		name     string
		p        *proposal.Proposal
		accepted bool
		named    string // in the first reason (a model's) or warning (a person's); "" for none
	}{
		{"model: Cyrillic o", structured(proposal.OriginPlanner, "mv", "notes.txt", "n\u043etes.txt"), false,
			`"n\u{043e}tes.txt" holds U+043E CYRILLIC SMALL LETTER O (looks like Latin o)`},
		{"model: Greek omicron in a path", structured(proposal.OriginPlanner, "cat", "pr\u03bfject.md"), false, "U+03BF GREEK SMALL LETTER OMICRON"},
		{"model: mixed scripts", structured(proposal.OriginPlanner, "cat", "file\u0436.txt"), false, "U+0436 a Cyrillic letter (mixes scripts"},
		{"model: right-to-left override in text", experimental("cat a\u202etxt.exe", proposal.OriginPlanner), false, "U+202E RIGHT-TO-LEFT OVERRIDE"},
		{"model: isolate", structured(proposal.OriginPlanner, "cat", "a\u2067b"), false, "U+2067 RIGHT-TO-LEFT ISOLATE"},
		{"model: zero-width in a redirection", piped, false, "U+200B ZERO WIDTH SPACE"},
		{"model: word joiner", structured(proposal.OriginPlanner, "cat", "a\u2060b"), false, "U+2060 WORD JOINER"},
		{"model: BOM", structured(proposal.OriginPlanner, "cat", "\ufeffnotes.txt"), false, "U+FEFF ZERO WIDTH NO-BREAK SPACE"},
		{"person: Cyrillic o, flagged", structured(proposal.OriginDirect, "mv", "notes.txt", "n\u043etes.txt"), true,
			`"n\u{043e}tes.txt" holds U+043E CYRILLIC SMALL LETTER O`},
		{"model: plain", structured(proposal.OriginPlanner, "mv", "notes.txt", "notes2.txt"), true, ""},
		{"model: accents are Latin", structured(proposal.OriginPlanner, "cat", "caf\u00e9.txt"), true, ""},
		{"model: Han", structured(proposal.OriginPlanner, "cat", "\u65e5\u672c.txt"), true, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := Check(c.p, input(t, "bash"))
			if r.Accepted() != c.accepted {
				t.Fatalf("accepted = %v, want %v (reasons %q)", r.Accepted(), c.accepted, r.Reasons)
			}
			var first string
			switch {
			case !c.accepted:
				first = r.Reasons[0]
			case len(r.Warnings) > 0:
				first = r.Warnings[0]
			}
			if c.named == "" {
				if strings.Contains(first, "looks like other text") {
					t.Errorf("flagged: %q", first)
				}
				return
			}
			if !strings.HasPrefix(first, "Text that looks like other text: ") || !strings.Contains(first, c.named) {
				t.Errorf("first reason or warning %q, want it to name %s", first, c.named)
			}
		})
	}
}
