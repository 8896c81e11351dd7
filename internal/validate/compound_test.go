package validate

import (
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
)

// compound builds a proposal from stages written "ARGV... [REDIR...]"
// joined by "|", "&&", "||" or ";" as their own words, redirections as
// single words ("2>&1", ">out.txt", "2>/dev/null", "<in.txt", "&>f").
func compound(words ...string) *proposal.Proposal {
	c := &proposal.Compound{}
	pipe := &proposal.Pipeline{}
	stage := &proposal.Stage{}
	end := func() {
		pipe.Stages = append(pipe.Stages, stage)
		stage = &proposal.Stage{}
	}
	for _, w := range words {
		switch {
		case w == "|":
			end()
		case w == "&&" || w == "||" || w == ";":
			end()
			c.Pipelines = append(c.Pipelines, pipe)
			pipe = &proposal.Pipeline{Op: w}
		case w == "2>&1":
			stage.Redirects = append(stage.Redirects, proposal.Redirect{Fd: 2, Op: ">&", Target: "1"})
		case strings.HasPrefix(w, "2>>"):
			stage.Redirects = append(stage.Redirects, proposal.Redirect{Fd: 2, Op: ">>", Target: w[3:]})
		case strings.HasPrefix(w, "2>"):
			stage.Redirects = append(stage.Redirects, proposal.Redirect{Fd: 2, Op: ">", Target: w[2:]})
		case strings.HasPrefix(w, "&>"):
			stage.Redirects = append(stage.Redirects, proposal.Redirect{Fd: -1, Op: "&>", Target: w[2:]})
		case strings.HasPrefix(w, ">>"):
			stage.Redirects = append(stage.Redirects, proposal.Redirect{Fd: 1, Op: ">>", Target: w[2:]})
		case strings.HasPrefix(w, ">"):
			stage.Redirects = append(stage.Redirects, proposal.Redirect{Fd: 1, Op: ">", Target: w[1:]})
		case strings.HasPrefix(w, "<"):
			stage.Redirects = append(stage.Redirects, proposal.Redirect{Fd: 0, Op: "<", Target: w[1:]})
		default:
			stage.Argv = append(stage.Argv, w)
		}
	}
	end()
	c.Pipelines = append(c.Pipelines, pipe)
	return &proposal.Proposal{Mode: proposal.Structured, Compound: c, Origin: proposal.OriginDirect}
}

func TestCompoundAccepted(t *testing.T) {
	for _, c := range []struct {
		words  []string
		risk   registry.Risk
		bash   string // the bash and zsh rendering
		fish   string
		writes []string
	}{
		{[]string{"du", "-sh", "*x", "|", "sort", "-h", "|", "tail"}, registry.Safe,
			"du -sh '*x' | sort -h | tail", "du -sh '*x' | sort -h | tail", nil},
		{[]string{"grep", "-rn", "TODO", "src", "2>/dev/null", "|", "wc", "-l"}, registry.Safe,
			"grep -rn TODO src 2> /dev/null | wc -l", "grep -rn TODO src 2> /dev/null | wc -l", nil},
		{[]string{"cat", "my notes.txt", "|", "sort", "-u", ">sorted list.txt"}, registry.Write,
			"cat 'my notes.txt' | sort -u > 'sorted list.txt'", "cat 'my notes.txt' | sort -u > 'sorted list.txt'", []string{"sorted list.txt"}},
		{[]string{"sort", "<in.txt", ">>out.txt", "2>&1"}, registry.Write,
			"sort < in.txt >> out.txt 2>&1", "sort < in.txt >> out.txt 2>&1", []string{"out.txt"}},
		{[]string{"ls", "-l", "&&", "wc", "-l", "a.txt", "||", "echo", "it's gone", ";", "pwd"}, registry.Safe,
			`ls -l && wc -l a.txt || echo 'it'"'"'s gone'; pwd`, `ls -l && wc -l a.txt || echo 'it\'s gone'; pwd`, nil},
		{[]string{"find", ".", "-name", "*.log", "&>all.txt"}, registry.Write,
			"find . -name '*.log' &> all.txt", "find . -name '*.log' &> all.txt", []string{"all.txt"}},
		{[]string{"ls", "|", "tee", "copy.txt", "|", "wc", "-l"}, registry.Write,
			"ls | tee copy.txt | wc -l", "ls | tee copy.txt | wc -l", []string{"copy.txt"}},
		{[]string{"awk", "-F", ":", "{print $1}", "/etc/passwd", "|", "sed", "-n", "1,3p"}, registry.Safe,
			"awk -F : '{print $1}' /etc/passwd | sed -n 1,3p", "awk -F : '{print $1}' /etc/passwd | sed -n 1,3p", nil},
		{[]string{"echo", "$HOME", ">~x"}, registry.Write,
			"echo '$HOME' > '~x'", "echo '$HOME' > '~x'", []string{"~x"}},
	} {
		p := compound(c.words...)
		for _, shell := range []string{"bash", "zsh", "fish"} {
			r := Check(p, input(t, shell))
			want := c.bash
			if shell == "fish" {
				want = c.fish
			}
			if !r.Accepted() || r.Risk != c.risk || r.Text != want || !slices.Equal(r.Writes, c.writes) {
				t.Errorf("%s %q: accepted=%v %v risk %s text %q writes %q; want %s %q %q",
					shell, c.words, r.Accepted(), r.Reasons, r.Risk, r.Text, r.Writes, c.risk, want, c.writes)
			}
		}
	}
}

func TestCompoundRefused(t *testing.T) {
	for _, c := range []struct {
		words  []string
		reason string
	}{
		{[]string{"ls", "|", "sh"}, "Stage 2 (sh): base command 'sh' is not in the v1 allowlist."},
		{[]string{"ls", "|", "sort", "-T", "/tmp"}, "Stage 2 (sort): Unsupported option '-T'"},
		{[]string{"ls", "|", "awk", "{system(\"id\")}"}, "Stage 2 (awk): PROGRAM: system in an awk program is not supported"},
		{[]string{"cat", "|", "sort"}, "Stage 1 (cat): Command 'cat' requires FILE..."}, // a first stage has no input
		{[]string{"cd", "/tmp", "&&", "ls"}, "Stage 1 (cd): cd in a pipeline or list changes what the other commands' paths mean"},
		{[]string{"sort", "a.txt", ">a.txt"}, "The redirection to 'a.txt' empties or grows the file while the same pipeline reads it."},
		{[]string{"sort", "<./a.txt", ">a.txt"}, "The redirection to 'a.txt' empties or grows the file"},
		{[]string{"ls", ">a", ">b"}, "Stage 1 (ls): descriptor 1 is redirected twice, which zsh and bash read differently."},
		{[]string{"ls", "&>a", "2>b"}, "Stage 1 (ls): descriptor 2 is redirected twice"},
		{[]string{"ls", ">a", "|", "wc"}, "Stage 1 (ls): standard output goes both to the pipe and 'a'"},
		{[]string{"ls", "|", "wc", "<a"}, "Stage 2 (wc): '< a' and the pipe both feed standard input"},
		{[]string{"ls", "|", "xargs", "sh", "-c", "id"}, "Stage 2 (xargs): 'sh' cannot be the command of 'xargs'"},
		{[]string{"ls", ">bad\x1bname"}, "Command cannot be rendered for bash"},
	} {
		r := Check(compound(c.words...), input(t, "bash"))
		if r.Accepted() || !slices.ContainsFunc(r.Reasons, func(s string) bool { return strings.Contains(s, c.reason) }) {
			t.Errorf("%q: accepted=%v reasons %q; want one containing %q", c.words, r.Accepted(), r.Reasons, c.reason)
		}
	}
}

// xargs after a pipe runs its command with the words the pipe brings:
// xargs rm is a removal of unknown targets, at rm's risk.
func TestCompoundXargs(t *testing.T) {
	r := Check(compound("ls", "|", "xargs", "rm"), input(t, "bash"))
	if !r.Accepted() || r.Risk != registry.Dangerous {
		t.Errorf("ls | xargs rm: accepted=%v risk %s reasons %q; want accepted (policy decides) at dangerous", r.Accepted(), r.Risk, r.Reasons)
	}
	r = Check(compound("ls", "|", "xargs", "wc", "-l"), input(t, "bash"))
	if !r.Accepted() || r.Risk != registry.Safe {
		t.Errorf("ls | xargs wc -l: accepted=%v risk %s reasons %q; want accepted, safe", r.Accepted(), r.Risk, r.Reasons)
	}
}

// TestCompoundRisk: the whole has the highest risk of its parts, each
// stage keeps its own, and '2>/dev/null' writes nothing.
func TestCompoundRisk(t *testing.T) {
	r := Check(compound("ls", "2>/dev/null", "&&", "mkdir", "-p", "build", "&&", "rm", "-r", "build"), input(t, "bash"))
	var risks []registry.Risk
	for _, st := range r.Stages {
		risks = append(risks, st.Risk)
	}
	if r.Risk != registry.Dangerous || !slices.Equal(risks, []registry.Risk{registry.Safe, registry.Write, registry.Dangerous}) || len(r.Writes) != 0 {
		t.Errorf("risk %s, stages %v, writes %q; want dangerous [safe write dangerous] none", r.Risk, risks, r.Writes)
	}
}
