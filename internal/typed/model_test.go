package typed

import (
	"errors"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
)

// A model's line is read as a typed one with what only a person may do
// taken away: no NAME=value before the command, no variable (even one
// the person's shell has), and the proposal is the planner's. Prose is
// told apart from a line that breaks a rule.
func TestModelLine(t *testing.T) {
	env := reader.Env{Home: "/home/u", Dir: t.TempDir(), Getenv: func(string) (string, bool) { return "s3cret", true }}
	in := Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: "bash", Reader: env,
		LookPath: func(string) bool { return true }}
	for _, c := range []struct {
		line, err string
	}{
		{"GCONV_PATH=. git log", `"GCONV_PATH=. git log" sets GCONV_PATH=. before its command; a model's command may not set variables`},
		{"TZ=UTC date", `"TZ=UTC date" sets TZ=UTC before its command; a model's command may not set variables`},
		{"Sure, here is how to do it.", "not a command line"},
		{"frobnicate --all", "not a command line"},
	} {
		_, err := ModelLine(c.line, in)
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: error %v, want %q", c.line, err, c.err)
		}
		if prose := strings.Contains(c.err, "not a command line"); errors.Is(err, ErrNotACommand) != prose {
			t.Errorf("%s: ErrNotACommand %v, want %v", c.line, errors.Is(err, ErrNotACommand), prose)
		}
	}
	for _, line := range []string{"rm -r victim", "sudo ls", "ls $HOME", "ls | wc -l"} {
		p, err := ModelLine(line, in)
		if err != nil {
			t.Errorf("%s: %v", line, err)
			continue
		}
		if p.Origin != proposal.OriginPlanner || strings.Contains(strings.Join(p.Argv, " "), "s3cret") {
			t.Errorf("%s: origin %q, argv %q", line, p.Origin, p.Argv)
		}
	}
	if p, _ := ModelLine("ls $HOME", in); p.Unreadable == "" || !strings.Contains(p.Unreadable, "The model's command cannot be read") {
		t.Errorf("ls $HOME: a variable was read: %+v", p)
	}
}
