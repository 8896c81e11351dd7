package typed

import (
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
)

// TestAssignmentsAllowList: a typed line keeps its assignments; a name
// off the allow-list is flagged, a listed one is not, however long the
// value (the reader cuts long words in its messages, and the line's own
// word is read instead).
func TestAssignmentsAllowList(t *testing.T) {
	long := "/tmp/" + strings.Repeat("d", 60)
	for _, c := range []struct {
		line    string
		assigns []string
		flagged string
	}{
		{"TZ=UTC date", []string{"TZ=UTC"}, ""},
		{"LC_ALL=C LANG=C sort notes.txt", []string{"LC_ALL=C", "LANG=C"}, ""},
		{"TMPDIR=" + long + " mktemp", []string{"TMPDIR=" + long}, ""},
		{"MANOPT=-P./pager.sh man ls", []string{"MANOPT=-P./pager.sh"}, "The assignment MANOPT= "},
		{"GCONV_PATH=. git log", []string{"GCONV_PATH=."}, "The assignment GCONV_PATH= "},
		{"TZ=UTC GIT_WORK_TREE=" + long + " git status", []string{"TZ=UTC", "GIT_WORK_TREE=" + long}, "The assignment GIT_WORK_TREE= "},
		{"LANG=" + long + " ls", []string{"LANG=" + long}, "The assignment LANG= "},
	} {
		p, ok := Detect(c.line, Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: "bash", Reader: reader.Env{Dir: t.TempDir()}})
		if !ok {
			t.Errorf("%s: not read as a command", c.line)
			continue
		}
		if !slices.Equal(p.Assignments, c.assigns) {
			t.Errorf("%s: assignments %q, want %q", c.line, p.Assignments, c.assigns)
		}
		if flagged := p.Unreadable; c.flagged == "" && flagged != "" || !strings.HasPrefix(flagged, c.flagged) {
			t.Errorf("%s: flagged %q, want %q", c.line, flagged, c.flagged)
		}
	}
}
