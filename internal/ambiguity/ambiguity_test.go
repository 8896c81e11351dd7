package ambiguity

import (
	"strings"
	"testing"
)

func TestDetect(t *testing.T) {
	for _, c := range []struct {
		in, reason string // reason "" means not ambiguous
	}{
		{"clean this folder", "Matched ambiguous phrase"},
		{"Please FIX THIS now", "Matched ambiguous phrase"},
		{"make a folder", "broad mutation wording"},
		{"make a new directory called logs", "broad mutation wording"},
		{"fix permissions", "broad mutation wording"},
		{"extract archive.tar", "missing an explicit destination"},
		{"extract archive.tar -C out", ""},
		{"extract archive.tar into ./out", ""},
		{"delete ./build", ""},
		{"clean up notes.txt", ""},
		{"show permissions for run.sh", ""},
		{"list large files", ""},
		{"prefix fix thisword", ""}, // hints match on word boundaries only
		{"", ""},
	} {
		got := Detect(c.in)
		if got.Ambiguous != (c.reason != "") || !strings.Contains(got.Reason, c.reason) {
			t.Errorf("%q: ambiguous=%v reason=%q, want %q", c.in, got.Ambiguous, got.Reason, c.reason)
		}
		if got.Ambiguous && len(got.Options) == 0 {
			t.Errorf("%q: no safe options", c.in)
		}
	}
}
