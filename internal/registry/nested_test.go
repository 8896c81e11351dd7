package registry

import (
	"slices"
	"strings"
	"testing"
)

func TestNestedWarningsAndHelp(t *testing.T) {
	for _, c := range []struct {
		line     string
		warnings []string
		help     []string
	}{
		{"xargs -0 rm", []string{"rm gets the rest of its operands from its input: what it changes is not known until it runs.",
			"rm may read words from its input as options, and some of its options write files or run programs; end its words with -- where it takes one."},
			[]string{"-0: input items end with a NUL byte, not with blanks or newlines (for find -print0)"}},
		{"find . -exec wc -l {} +", nil, []string{
			"-exec: run the command for each match ({} ;) or for many at once ({} +); its {} is the match",
			"wc -l: print the number of newline characters (lines)"}},
	} {
		cmd := mustRead(t, c.line)
		if got := cmd.Warnings(); !slices.Equal(got, c.warnings) {
			t.Errorf("%s: warnings %q, want %q", c.line, got, c.warnings)
		}
		if got := cmd.Help(); !slices.Equal(got, c.help) {
			t.Errorf("%s: help %q, want %q", c.line, got, c.help)
		}
	}
}

// The listing of what a command's actions would act on keeps the
// expression and swaps only the actions.
func TestListingArgv(t *testing.T) {
	for line, want := range map[string]string{
		"find . -name '*.log' -mtime +7 -delete":                         "find . -depth -name *.log -mtime +7 -print0",
		"find -L src ( -name a -o -name b ) -print -delete":              "find -L src -depth ( -name a -o -name b ) -true -print0",
		"find src -name '*.txt' -exec rm {} +":                           "find src -name *.txt -print0",
		"find . -type d -name .git -prune -o -exec wc -l {} ; -printf x": "find . -type d -name .git -prune -o -print0 -true",
		"find src docs -name '*~' -delete":                               "find src docs -depth -name *~ -print0",
		"find . -name '*.txt'":                                           "",
		"ls -l":                                                          "",
	} {
		got := strings.Join(mustRead(t, line).ListingArgv(), " ")
		if got != want {
			t.Errorf("%s: listing %q, want %q", line, got, want)
		}
	}
}
