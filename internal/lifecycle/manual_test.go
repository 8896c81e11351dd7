package lifecycle_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/corpus/tldr"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/manpage"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	typedpkg "github.com/oterminus/oterminus/internal/typed"
)

// typedInput is a typed line's input, as the shell reports its first
// word a command, with the manual path to explain it from (nil: none).
func typedInput(text, dir string, manual *manpage.Search) *request.Input {
	return &request.Input{Text: text, Platform: "linux", Dir: dir, Home: "/home/u", Dialect: dialect.Default,
		Policy: policy.Config{Mode: policy.ModeWrite}, Registry: registry.Default(), FirstWord: typedpkg.WordCommand,
		Manual: manual}
}

// Pages are read only when the request asks (explain sets Manual), and
// only for the commands no declaration read whole.
func TestManualPagesOnlyWhenAsked(t *testing.T) {
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "man1"), 0o755)
	for _, name := range []string{"frob", "ls"} {
		os.WriteFile(filepath.Join(root, "man1", name+".1"),
			[]byte(".TH X 1\n.SH NAME\nx \\- y\n.SH OPTIONS\n.TP\n\\-\\-frob\nfrobs.\n"), 0o644)
	}
	search := manpage.NewSearch(root, "")
	dir := t.TempDir()
	for _, c := range []struct {
		line   string
		manual *manpage.Search
		want   []string // the commands explained from a page
	}{
		{"frob --frob", nil, nil},                 // translate: no page read
		{"frob --frob", search, []string{"frob"}}, // explain
		{"ls -la", search, nil},                   // the declaration read it whole
		{"ls --frob", search, []string{"ls"}},     // the declaration does not read --frob
		{"ls -la | frob --frob", search, []string{"frob"}},
	} {
		out := lifecycle.Run(context.Background(), typedInput(c.line, dir, c.manual))
		var got []string
		for _, e := range out.Manual {
			got = append(got, strings.Join(e.Command, " "))
			if e.Page == nil || len(e.Words) == 0 || e.Words[0].Entry == nil {
				t.Errorf("%s: %s not explained: %v %+v", c.line, got, e.Err, e.Words)
			}
		}
		if strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("%s (manual %v): explained %q from pages, want %q", c.line, c.manual != nil, got, c.want)
		}
	}
}

// The figures issue 36 asks for, over the tldr pages' examples whose
// program has a manual page on this machine (the rest are skipped and
// counted): (a) the share of lines whose every option word is explained,
// from a declaration or a page, and (b) the share answered "not checked"
// with nothing explained; before (declarations only: no page read) and
// after. Run with -v to see them. The floors are a little below what
// this branch reached on Debian 12 with its pages (87.2% and 2.1%, from
// 31.8% and 56.2% before), so a
// change that loses lines fails.
func TestTLDRExplainedFromPages(t *testing.T) {
	rows, err := tldr.Rows()
	if err != nil {
		t.Fatal(err)
	}
	search := manpage.NewSearch("", "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin")
	hasPage := map[string]bool{}
	dir := t.TempDir()
	var measured, skipped, notLines int
	var before, after figures
	for _, r := range rows {
		program := firstProgram(r.Command)
		if _, seen := hasPage[program]; !seen {
			_, err := search.Find(program)
			hasPage[program] = err == nil
		}
		if !hasPage[program] {
			skipped++
			continue
		}
		out := lifecycle.Run(context.Background(), typedInput(r.Command, dir, search))
		if !out.Direct || out.Validation == nil {
			notLines++ // read as a request, not a typed line
			continue
		}
		measured++
		before.add(out, false)
		after.add(out, true)
	}
	if measured < 1000 {
		t.Skipf("only %d tldr lines have a program with a manual page on this machine (%d skipped): too few to measure", measured, skipped)
	}
	t.Logf("tldr lines whose program has a manual page here: %d (skipped: %d without one, %d read as requests)", measured, skipped, notLines)
	t.Logf("before (declarations only): every option word explained %s; not checked with nothing explained %s", before.share(before.full, measured), before.share(before.none, measured))
	t.Logf("after (declarations and pages): every option word explained %s; not checked with nothing explained %s", after.share(after.full, measured), after.share(after.none, measured))
	if got := 100 * float64(after.full) / float64(measured); got < 85 {
		t.Errorf("every option word explained on %.1f%% of the lines, under the floor of 85%%", got)
	}
	if got := 100 * float64(after.none) / float64(measured); got > 4 {
		t.Errorf("not checked with nothing explained on %.1f%% of the lines, over the ceiling of 4%%", got)
	}
	if after.full <= before.full || after.none >= before.none {
		t.Errorf("pages explained no more than declarations: before %+v, after %+v", before, after)
	}
}

type figures struct{ full, none int }

func (f *figures) share(n, of int) string {
	return fmt.Sprintf("%.1f%% (%d)", 100*float64(n)/float64(of), n)
}

// add counts one line: full when every command's option words are
// explained (read by a declaration, or, with pages, each found in its
// page), none when it is not checked and no word of it is explained.
func (f *figures) add(o *request.Outcome, pages bool) {
	v := o.Validation
	commands := 1
	declared := v.Typed != nil
	if len(v.Stages) > 0 {
		commands, declared = len(v.Stages), true
		for _, st := range v.Stages {
			declared = declared && st.Typed != nil
		}
	}
	explainedAny := declared
	full := declared
	if !declared && pages {
		full = len(o.Manual) > 0
		for _, e := range o.Manual {
			if e.Page == nil {
				full = false
				continue
			}
			if len(e.Words) == 0 && e.Page.About != "" {
				explainedAny = true
			}
			for _, w := range e.Words {
				if w.Explained() {
					explainedAny = true
				} else if strings.HasPrefix(w.Words, "-") {
					full = false
				}
			}
		}
		// A command the declaration read whole in a pipeline with one it
		// did not: something is explained.
		explainedAny = explainedAny || len(o.Manual) < commands
	}
	if full {
		f.full++
	}
	if o.Stage == request.StageUnchecked && !explainedAny {
		f.none++
	}
}

// firstProgram is the line's first word after its assignments.
func firstProgram(line string) string {
	for _, w := range strings.Fields(line) {
		if !strings.Contains(w, "=") {
			return strings.Trim(w, `"'`)
		}
	}
	return ""
}
