package validate

import (
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/project"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
)

func input(t *testing.T, shell string) Input {
	d, err := dialect.Lookup(shell)
	if err != nil {
		t.Fatal(err)
	}
	return Input{Registry: registry.Default(), Platform: "linux", Project: &project.Lazy{Dir: t.TempDir()}, Dialect: d}
}

func experimental(command string, origin proposal.Origin) *proposal.Proposal {
	p := &proposal.Proposal{Mode: proposal.Experimental, Command: command, Origin: origin}
	if origin == proposal.OriginDirect { // direct detection names the family it found
		p.Family = strings.Fields(command)[0]
	}
	return p
}

func TestExperimental(t *testing.T) {
	for _, c := range []struct {
		command  string
		origin   proposal.Origin
		accepted bool
		risk     registry.Risk
		reason   string
	}{
		{"ls -ltrh", proposal.OriginDirect, true, registry.Safe, ""},
		{"ls -ltr", proposal.OriginPlanner, true, registry.Safe, ""},
		{"ls -ltrf", proposal.OriginPlanner, false, registry.Safe, "Unsupported option '-f' (in '-ltrf')"},
		{"ls --color=auto", proposal.OriginDirect, true, registry.Safe, ""},
		{"ls --color=$(id)", proposal.OriginDirect, false, registry.Dangerous, "command substitution"},
		{"ls | wc -l", proposal.OriginPlanner, false, registry.Safe, "blocked pipelines"},
		{"ls && rm -rf /", proposal.OriginPlanner, false, registry.Safe, "command chaining"},
		{"ls > out", proposal.OriginPlanner, false, registry.Safe, "redirection"},
		{"sleep 1 &", proposal.OriginPlanner, false, registry.Dangerous, "background"}, // refused for the &, which is dangerous (the original's rule)
		{"ls 2>&1", proposal.OriginPlanner, false, registry.Safe, "blocked redirection"},
		{"ls 'a\nb'", proposal.OriginPlanner, false, registry.Safe, "line break"},
		{"ls -l", proposal.OriginPlanner, true, registry.Safe, ""}, // the declaration reads it: structured once lifecycle normalises it
		{"rm -rf tmp", proposal.OriginDirect, true, registry.Dangerous, ""},
		{"chmod u+x run.sh", proposal.OriginPlanner, true, registry.Write, ""},
		{"chown root /", proposal.OriginPlanner, true, registry.Dangerous, ""},
		{"git commit -m x", proposal.OriginPlanner, true, registry.Dangerous, ""}, // read; dangerous, so policy decides
		{"git commit -S -m x", proposal.OriginPlanner, false, registry.Dangerous, "signing runs the configured gpg program"},
		{"git -c core.fsmonitor=id status", proposal.OriginPlanner, false, registry.Dangerous, "Subcommand 'git -c' is not supported"},
		{"git status -s", proposal.OriginPlanner, true, registry.Safe, ""},
		{"ps aux", proposal.OriginPlanner, true, registry.Safe, ""},
		{"ps eww", proposal.OriginPlanner, false, registry.Safe, "'eww' is one word too many"},
		{"env FOO=bar", proposal.OriginPlanner, false, registry.Dangerous, "env runs the program named after it"},
		{"xdg-open ssh:evil.example", proposal.OriginPlanner, true, registry.Dangerous, ""}, // read whole; dangerous, which policy refuses
		{"curl 'https://example.com/[1-100000]'", proposal.OriginPlanner, false, registry.Safe, "cannot contain [ ] { }"},
		{"tar xzf a.tgz --to-command=sh", proposal.OriginPlanner, false, registry.Dangerous, "Option '--to-command' for 'tar' is refused: it runs a program for each member extracted."},
		{"tar -xf a.tar", proposal.OriginPlanner, true, registry.Write, ""},
		{"tar -tf host:a.tar", proposal.OriginPlanner, false, registry.Safe, "reads as host:path"},
		{"tar -tf a.tar -x", proposal.OriginPlanner, false, registry.Write, "cannot list and extract at once"},
		{"find . -exec rm {} ;", proposal.OriginPlanner, false, registry.Dangerous, "must end with ';'"},
		{"find . -exec wc -l {} \\;", proposal.OriginPlanner, true, registry.Safe, ""}, // an escaped ';' is a word
		{"find . -exec rm {} ';'", proposal.OriginPlanner, true, registry.Dangerous, ""},
		{"find . -exec sh -c 'rm x' \\;", proposal.OriginPlanner, false, registry.Dangerous, "'sh' cannot be the command of '-exec' for 'find'"},
		{"find . -name '*.tmp' -delete", proposal.OriginPlanner, true, registry.Write, ""},
		{"find . -delete", proposal.OriginPlanner, true, registry.Dangerous, ""},
		{"find . -delete -exec rm {} ;", proposal.OriginPlanner, false, registry.Dangerous, "must end with ';'"},
		{"find . -fprint x", proposal.OriginPlanner, false, registry.Dangerous, "Unsupported option '-fprint'"},
		{"sort -o out in", proposal.OriginPlanner, true, registry.Write, ""}, // a declared write; policy checks "out"
		{"sort -o out in --compress-program=sh", proposal.OriginPlanner, false, registry.Dangerous, "Unsupported option '--compress-program=sh' for command 'sort'."},
		{"uniq in out", proposal.OriginPlanner, false, registry.Safe, "'out' is one word too many"},
		{"tail -f app.log", proposal.OriginPlanner, true, registry.Safe, ""}, // follows until Ctrl-C, reading only
		{"curl -X POST https://example.com", proposal.OriginPlanner, false, registry.Safe, "The value of -X cannot be POST: it changes data on the server"},
		{"curl -o page.html https://example.com", proposal.OriginPlanner, false, registry.Safe, "is a download, outside network diagnostics"},
		{"curl -H 'Authorization: Bearer abc' https://example.com", proposal.OriginPlanner, false, registry.Safe, "carries a credential or session"},
		{"grep -f /etc/shadow x notes.txt", proposal.OriginPlanner, true, registry.Safe, ""}, // policy checks /etc/shadow as a read
		{"unzip -P secret a.zip -d out", proposal.OriginPlanner, false, registry.Write, "Unsupported option '-P' for command 'unzip'."},
		{"zip -r backup.zip /", proposal.OriginPlanner, false, registry.Write, "cannot include broad or unsafe roots"}, // policy refuses dangerous in write mode
		{"rm --no-preserve-root -rf /", proposal.OriginPlanner, false, registry.Dangerous, "Option '--no-preserve-root' for 'rm' is refused"},
		{"env rm -rf /", proposal.OriginPlanner, false, registry.Dangerous, "env runs the program named after it"},
		{"sudo ls", proposal.OriginPlanner, false, registry.Dangerous, "a model may not propose it"},
		{"nmap -A host", proposal.OriginPlanner, false, registry.Dangerous, "not in the v1 allowlist"},
		{"poetry run pytest", proposal.OriginPlanner, false, registry.Dangerous, "poetry run"},
		{"pip install x", proposal.OriginPlanner, false, registry.Dangerous, "'pip install' is unsupported"},
		{"open .", proposal.OriginPlanner, false, registry.Safe, "unavailable on platform 'linux'"},
		{"ls '--'", proposal.OriginDirect, false, registry.Safe, "Option terminator"},
		{"'unclosed", proposal.OriginPlanner, false, registry.Dangerous, "cannot be read as bash would read it"},
		{"ls $'\\e[2J'", proposal.OriginPlanner, false, registry.Safe, "control character"},
		// A model's text is read as bash reads it (issue 29): ~ is the
		// home directory; a variable and brace expansion are refused.
		{"cat ~/notes.txt", proposal.OriginPlanner, true, registry.Safe, ""},
		{"echo $HOME", proposal.OriginPlanner, false, registry.Safe, "may not expand variables"},
		{"ls {a,b}", proposal.OriginPlanner, false, registry.Safe, "brace expansion"},
		{"find . ! -name x", proposal.OriginPlanner, true, registry.Safe, ""},
	} {
		in := input(t, "bash")
		in.Home = "/home/u"
		r := Check(experimental(c.command, c.origin), in)
		if r.Accepted() != c.accepted || r.Risk != c.risk || (c.reason != "" && !containsAny(r.Reasons, c.reason)) {
			t.Errorf("%q: accepted=%v risk=%s reasons=%q; want %v %s %q", c.command, r.Accepted(), r.Risk, r.Reasons, c.accepted, c.risk, c.reason)
		}
	}
}

func containsAny(list []string, sub string) bool {
	return slices.ContainsFunc(list, func(s string) bool { return strings.Contains(s, sub) })
}

func TestControlCharactersNeverRender(t *testing.T) {
	for _, word := range []string{"a\x1b[2Jb", "a\x00b", "x\u202ey", "zero\u200bwidth", "bell\a", "\u009b31m", "\x7f"} {
		for _, shell := range dialect.Names() {
			r := Check(&proposal.Proposal{Mode: proposal.Structured, Family: "ls", Argv: []string{"ls", word}}, input(t, shell))
			if r.Accepted() || r.Text != "" || !containsAny(r.Reasons, "cannot be rendered") {
				t.Errorf("%s %q: accepted=%v text=%q reasons=%q", shell, word, r.Accepted(), r.Text, r.Reasons)
			}
		}
	}
}

func TestStructuredRendersPerShell(t *testing.T) {
	p := &proposal.Proposal{Mode: proposal.Structured, Family: "ls", Argv: []string{"ls", "-l", "=x"}}
	for shell, want := range map[string]string{"bash": "ls -l =x", "zsh": "ls -l '=x'", "fish": "ls -l =x"} {
		r := Check(p, input(t, shell))
		if r.Text != want || r.Command != "ls -l =x" {
			t.Errorf("%s: text %q command %q, want %q", shell, r.Text, r.Command, want)
		}
	}
}

func TestLegacyCommandIgnored(t *testing.T) {
	p := &proposal.Proposal{Mode: proposal.Structured, Family: "ls", Argv: []string{"ls", "."}, Command: "ls $(rm -rf ~)"}
	r := Check(p, input(t, "bash"))
	// The legacy text is ignored, but a substitution in it still refuses
	// the proposal: it shows what the proposer was trying to do.
	if r.Accepted() || !slices.Equal(r.Argv, []string{"ls", "."}) || len(r.Warnings) != 2 || !containsAny(r.Reasons, "substitution") {
		t.Errorf("accepted=%v argv=%q warnings=%q reasons=%q", r.Accepted(), r.Argv, r.Warnings, r.Reasons)
	}
}

func TestProjectHealth(t *testing.T) {
	in := input(t, "bash")
	p := &proposal.Proposal{Mode: proposal.Structured, Family: "project_health", Operation: "build_docs"}
	r := Check(p, in)
	if !r.Accepted() || r.Risk != registry.Write || !slices.Equal(r.Argv, []string{"poetry", "run", "mkdocs", "build", "--strict"}) {
		t.Errorf("markerless dir: %+v", r)
	}
	if r := Check(experimental("project_health", proposal.OriginPlanner), in); r.Accepted() {
		t.Error("experimental project_health accepted")
	}
}
