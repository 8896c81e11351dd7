package preview

import (
	"context"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/corpus/tldr"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/evals"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// internalNames are words of oterminus's own making that a person never
// typed or saw: the explanation's old labels and the model contract's
// field names.
var internalNames = []string{"Selected mode", "Direct input", "Family domain", "Proposal mode", "Rendered cmd",
	"command_family", "action_type", "risk_level", "needs_confirmation", "Field required"}

// optionWord finds the option words a note or warning names.
var optionWord = regexp.MustCompile(`(?:^|[\s(,;'"])(--?[A-Za-z][A-Za-z0-9-]*)`)

// TestNotesFitTheLine reads the previews and the explanation of every
// upstream eval input and of 50 tldr example lines: no note or warning
// names an option the line does not use (unless it is the declared
// warning of an option the line uses), no internal field name shows,
// and the explanation of a typed line gives each option it uses its help
// once.
func TestNotesFitTheLine(t *testing.T) {
	cases, err := evals.Load([]string{"../../testdata/evals/upstream"})
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, c := range cases {
		r := evals.Run(context.Background(), c, evals.Options{})
		if checkFit(t, c.UserInput, r.Outcome) {
			checked++
		}
	}
	if checked < 50 {
		t.Errorf("only %d upstream eval inputs had a proposal to read", checked)
	}
	typed := 0
	for _, line := range tldrSample(t, 50) {
		o := run(t, line)
		if checkFit(t, line, o) && o.Direct {
			typed++
		}
	}
	if typed < 45 {
		t.Errorf("only %d of the 50 tldr lines were read as typed commands", typed)
	}
}

// run is outcome without its demand for a proposal: a line that goes to
// the model (here none answers) has no preview to read.
func run(t *testing.T, text string) *request.Outcome {
	t.Helper()
	d, err := dialect.Lookup("bash")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	return lifecycle.Run(context.Background(), &request.Input{
		Text: text, Platform: "linux", Dir: dir, Home: dir, Dialect: d,
		Policy: policy.Config{Mode: policy.ModeWrite}, Shortcuts: true,
		Registry: registry.Default(), Planner: scriptedPlanner{},
	})
}

// checkFit checks one outcome's preview and explanation; false when there
// is no proposal to read.
func checkFit(t *testing.T, input string, o *request.Outcome) bool {
	t.Helper()
	if o == nil || o.Proposal == nil || o.Validation == nil {
		return false
	}
	v := o.Validation
	words, declared := v.Argv, []string{}
	if v.Typed != nil {
		words = append(words, itemNames(v.Typed)...)
		declared = append(declared, v.Typed.Warnings()...)
	}
	for _, st := range v.Stages {
		words = append(words, st.Argv...)
		if st.Typed != nil {
			words = append(words, itemNames(st.Typed)...)
			declared = append(declared, st.Typed.Warnings()...)
		}
	}
	explained := Explain(o, Style{})
	for _, out := range []string{Proposal(o, false, Style{}), Proposal(o, true, Style{}), explained} {
		for _, name := range internalNames {
			if strings.Contains(out, name) {
				t.Errorf("%q: shows %q:\n%s", input, name, out)
			}
		}
		for _, l := range strings.Split(out, "\n") {
			label, value, ok := strings.Cut(l, ":")
			if label = strings.TrimSpace(label); !ok || label != "Notes" && label != "Warnings" {
				continue
			}
			for _, note := range noteSentences(value) {
				if slices.ContainsFunc(declared, func(w string) bool { return strings.Contains(note, w) || strings.Contains(w, note) }) {
					continue
				}
				for _, m := range optionWord.FindAllStringSubmatch(note, -1) {
					if !uses(words, m[1]) {
						t.Errorf("%q: the note %q is about %s, which the line does not use", input, note, m[1])
					}
				}
			}
		}
	}
	if o.Direct && v.Typed != nil {
		helps := map[string]int{}
		for _, p := range v.Typed.Parts() {
			helps[p.Help]++
		}
		for _, it := range v.Typed.Items {
			if it.Option == nil || it.Option.Help == "" {
				continue
			}
			want := helps[it.Option.Help]
			if got := strings.Count(explained, esc(it.Option.Help)+"\n"); got != want || want == 0 {
				t.Errorf("%q: explain gives the help of %s %d times, want once:\n%s", input, it.Name, got, explained)
			}
		}
	}
	return true
}

// noteSentences splits a Notes or Warnings value into what each note
// says (they are joined with ". " or "; ").
func noteSentences(value string) []string {
	value = strings.TrimSpace(value)
	var out []string
	for _, part := range strings.Split(value, "; ") {
		out = append(out, strings.TrimSpace(part))
	}
	return out
}

// itemNames are the option names a declaration read from the line
// (tar -xzf is -x, -z and -f), its nested commands' included.
func itemNames(c *registry.Command) []string {
	var out []string
	for _, it := range c.Items {
		out = append(out, it.Name)
		if it.Nested != nil {
			out = append(out, it.Nested.Argv()...)
			out = append(out, itemNames(it.Nested)...)
		}
	}
	return out
}

// uses reports whether the line has the option word: as typed, with a
// value after '=', or bundled in a cluster of short options.
func uses(words []string, option string) bool {
	for _, w := range words {
		switch {
		case w == option, strings.HasPrefix(w, option+"="):
			return true
		case len(option) == 2 && strings.HasPrefix(w, "-") && !strings.HasPrefix(w, "--") && strings.Contains(w[1:], option[1:]):
			return true
		}
	}
	return false
}

// tldrSample is the first example of each of the first n tldr pages
// (sorted) whose program a family declares, and whose command is one
// line of that program.
func tldrSample(t *testing.T, n int) []string {
	t.Helper()
	rows, err := tldr.Rows()
	if err != nil {
		t.Fatal(err)
	}
	reg := registry.Default()
	first := map[string]string{}
	for _, row := range rows {
		fam := reg.ForProgram(row.Page)
		if _, seen := first[row.Page]; seen || fam == nil || !fam.Direct || !strings.HasPrefix(row.Command, row.Page+" ") {
			continue
		}
		first[row.Page] = row.Command
	}
	pages := make([]string, 0, len(first))
	for p := range first {
		pages = append(pages, p)
	}
	sort.Strings(pages)
	if len(pages) < n {
		t.Fatalf("only %d tldr pages of declared programs", len(pages))
	}
	lines := make([]string, n)
	for i, p := range pages[:n] {
		lines[i] = first[p]
	}
	return lines
}
