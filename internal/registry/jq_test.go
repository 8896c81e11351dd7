package registry

import (
	"slices"
	"strings"
	"testing"
)

// jq's --rawfile and --slurpfile take a name and a file: the file is a
// read, as -f's is, and the line renders as typed.
func TestJqReadsTheFilesItBinds(t *testing.T) {
	for _, c := range []struct {
		line  string
		reads []string
	}{
		{"jq --rawfile tpl notes.txt . data.json", []string{"notes.txt", "data.json"}},
		{"jq --slurpfile s a.json --arg n 5 .x b.json", []string{"a.json", "b.json"}},
		{"jq -f prog.jq data.json", []string{"prog.jq", "data.json"}},
	} {
		words := strings.Fields(c.line)
		cmd, err := Default().Family("jq").ReadArgv(words)
		if err != nil {
			t.Errorf("%s: %v", c.line, err)
			continue
		}
		if got := cmd.Paths(ReadPath); !slices.Equal(got, c.reads) {
			t.Errorf("%s: reads %q, want %q", c.line, got, c.reads)
		}
		if got := strings.Join(cmd.Argv(), " "); got != c.line {
			t.Errorf("%s: rendered %q", c.line, got)
		}
		if cmd.Risk() != Safe {
			t.Errorf("%s: risk %s", c.line, cmd.Risk())
		}
	}
}
