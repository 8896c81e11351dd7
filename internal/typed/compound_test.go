package typed

import (
	"fmt"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
)

// show writes a compound as "argv|argv && argv [redirections]" with every
// argv in %q form, for literal comparison.
func show(c *proposal.Compound) string {
	var b strings.Builder
	for _, p := range c.Pipelines {
		if p.Op != "" {
			b.WriteString(" " + p.Op + " ")
		}
		for i, s := range p.Stages {
			if i > 0 {
				b.WriteString(" | ")
			}
			fmt.Fprintf(&b, "%q", s.Argv)
			for _, r := range s.Redirects {
				fmt.Fprintf(&b, " [%d %s %q]", r.Fd, r.Op, r.Target)
			}
		}
	}
	return b.String()
}

func TestDetectCompound(t *testing.T) {
	for _, c := range []struct {
		shell, in string
		direct    bool
		want      string // show() of the compound; "" when not a compound
		refusal   string // the proposal's Unreadable
	}{
		{"bash", "du -sh ~/x | sort -h | tail", true, `["du" "-sh" "/home/u/x"] | ["sort" "-h"] | ["tail"]`, ""},
		{"bash", "grep -r TODO . 2>/dev/null | wc -l", true, `["grep" "-r" "TODO" "."] [2 > "/dev/null"] | ["wc" "-l"]`, ""},
		{"bash", "ls && cat a || pwd; ls -l", true, `["ls"] && ["cat" "a"] || ["pwd"] ; ["ls" "-l"]`, ""},
		{"bash", "sort < in.txt > 'out file' 2>&1", true, `["sort"] [0 < "in.txt"] [1 > "out file"] [2 >& "1"]`, ""},
		{"bash", "ls &>> all.log", true, `["ls"] [-1 &>> "all.log"]`, ""},
		{"zsh", "cat a | sort", true, `["cat" "a"] | ["sort"]`, ""},
		{"fish", "cat a; and wc -l a", true, `["cat" "a"] && ["wc" "-l" "a"]`, ""},
		{"fish", "cat a && wc -l a > n.txt", true, `["cat" "a"] && ["wc" "-l" "a"] [1 > "n.txt"]`, ""},
		{"bash", "ls |& sort", true, `["ls"] [2 >& "1"] | ["sort"]`, "The redirection `|&` (standard error into the pipe) is not supported; write 2>&1 | instead."},
		{"fish", "ls &| sort", true, `["ls"] [2 >& "1"] | ["sort"]`, "The redirection `&|` (standard error into the pipe) is not supported; write 2>&1 | instead."},
		{"bash", "ls >| f", true, `["ls"] [1 >| "f"]`, "The redirection `>| f` is not supported (supported: < > >> 2> 2>> &> &>> 2>&1 1>&2)."},
		{"bash", "ls 2>&-", true, `["ls"] [2 >& "-"]`, "The redirection `2>&-` closes a descriptor, which is not supported."},
		{"bash", "jq . f | sort", true, `["jq" "." "f"] | ["sort"]`, ""}, // typed: jq has no declaration, so the line is not checked
		{"bash", "sort the files | by size", false, "", ""},              // a sentence
		{"bash", "sudo ls | wc", true, `["sudo" "ls"] | ["wc"]`, ""},     // typed: sudo is not checked
		{"bash", "cat $(ls) | sort", true, "", ""},                       // the reader refuses: experimental, refused later
		{"bash", "ls -l", true, "", ""}, // a simple command is no compound
	} {
		p, ok := Detect(c.in, Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: c.shell,
			Reader: reader.Env{Home: "/home/u", Dir: t.TempDir()}})
		if ok != c.direct {
			t.Errorf("%s %q: direct=%v, want %v", c.shell, c.in, ok, c.direct)
			continue
		}
		if !ok {
			continue
		}
		got := ""
		if p.Compound != nil {
			got = show(p.Compound)
		}
		if got != c.want || (c.want != "" && p.Unreadable != c.refusal) {
			t.Errorf("%s %q:\n got %s (%q)\nwant %s (%q)", c.shell, c.in, got, p.Unreadable, c.want, c.refusal)
		}
	}
}
