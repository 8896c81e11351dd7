package registry

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// What a command prints that holds secrets by what it is: the
// environment, through jq's env and $ENV (as code, not in a string or a
// field name), awk's ENVIRON and systemctl show-environment; files a jq
// program loads by name; a variable whose name says secret. A program jq
// reads from a file is never seen, so it may read the environment.
func TestSecrets(t *testing.T) {
	for _, c := range []struct {
		argv []string
		want string
	}{
		{[]string{"jq", "-r", "env|tostring|@base64", "a.json"}, EnvironmentRead},
		{[]string{"jq", "$ENV.GITHUB_TOKEN", "a.json"}, EnvironmentRead},
		{[]string{"jq", "{$ENV}", "a.json"}, EnvironmentRead},
		{[]string{"jq", `"\(env.HOME)"`, "a.json"}, EnvironmentRead},    // an interpolation is code
		{[]string{"jq", `"\("(" + env.X)"`, "a.json"}, EnvironmentRead}, // a string inside one
		{[]string{"jq", ".a | env", "a.json"}, EnvironmentRead},
		{[]string{"jq", "def f: env; f", "a.json"}, EnvironmentRead},
		{[]string{"jq", `import "config" as $c {search: "~/.docker"}; $c`, "a.json"}, "files the jq program loads by name (import, include)"},
		{[]string{"jq", `include "lib"; .`, "a.json"}, "files the jq program loads by name (import, include)"},
		{[]string{"jq", "-f", "prog.jq", "a.json"}, EnvironmentRead + " (if the program in the file reads it)"},
		{[]string{"jq", ".env", "a.json"}, ""},
		{[]string{"jq", ".config.env.PATH", "a.json"}, ""},
		{[]string{"jq", "{env: .name}", "a.json"}, ""},
		{[]string{"jq", `"env and $ENV"`, "a.json"}, ""},
		{[]string{"jq", `. # env`, "a.json"}, ""},
		{[]string{"jq", ".name", "package.json"}, ""},
		{[]string{"awk", "BEGIN { for (k in ENVIRON) print k, ENVIRON[k] }"}, EnvironmentRead},
		{[]string{"awk", "{ print $1 }", "a.txt"}, ""},
		{[]string{"systemctl", "--user", "show-environment"}, EnvironmentRead},
		{[]string{"systemctl", "status"}, ""},
		{[]string{"printenv", "GITHUB_TOKEN"}, "$GITHUB_TOKEN"},
		{[]string{"printenv", "-0", "AWS_SECRET_ACCESS_KEY"}, "$AWS_SECRET_ACCESS_KEY"},
		{[]string{"printenv", "PATH"}, ""},
	} {
		got := strings.Join(readArgv(t, c.argv...).Secrets(), "; ")
		if got != c.want {
			t.Errorf("%q: secrets %q, want %q", c.argv, got, c.want)
		}
	}
}

// A host name in ss's filter or lsof's -i address is looked up before
// anything is listed (strace shows the DNS query: issue 34), so the
// command uses the network and says which name it looks up; a numeric
// address, a port and a state look nothing up.
func TestLookedUpHostsUseTheNetwork(t *testing.T) {
	for _, c := range []struct {
		argv     []string
		contacts string
	}{
		{[]string{"ss", "dst", "example.com"}, "Looks up example.com in DNS."},
		{[]string{"ss", "-t", "src", "db.internal:5432"}, "Looks up db.internal in DNS."},
		{[]string{"ss", "dst", "=", "example.com"}, "Looks up example.com in DNS."},
		{[]string{"ss", "-t", "dst example.org and src localhost"}, "Looks up example.org, localhost in DNS."},
		{[]string{"lsof", "-i@example.com"}, "Looks up example.com in DNS."},
		{[]string{"lsof", "-iTCP@example.com:80"}, "Looks up example.com in DNS."},
		{[]string{"lsof", "-i", "4@db.internal"}, "Looks up db.internal in DNS."},
		{[]string{"ss", "-tlnp"}, ""},
		{[]string{"ss", "-t", "dst", "127.0.0.1"}, ""},
		{[]string{"ss", "-t", "dst", "[::1]:22"}, ""},
		{[]string{"ss", "dst", "10.0.0.0/8"}, ""},
		{[]string{"ss", "-tn", "state", "established", "dst", ":443"}, ""},
		{[]string{"ss", "-lt", "src", "*:8080"}, ""},
		{[]string{"ss", "-x", "src", "/run/user/1000/bus"}, ""},
		{[]string{"lsof", "-i", ":8080"}, ""},
		{[]string{"lsof", "-i@127.0.0.1"}, ""},
		{[]string{"lsof", "-iTCP", "-sTCP:LISTEN"}, ""},
	} {
		cmd := readArgv(t, c.argv...)
		if got := cmd.Contacts(); got != c.contacts || cmd.Network() != (c.contacts != "") {
			t.Errorf("%q: network %v, contacts %q; want %q", c.argv, cmd.Network(), got, c.contacts)
		}
	}
}

// Which git commands print what a repository's files hold, and which
// files: pathspecs, REV:PATH objects, and the whole tree when a revision
// is not limited by a pathspec. A word of a revision slot is a path when
// it names a file (here: README.md), as git reads it.
func TestRepositoryContents(t *testing.T) {
	isFile := func(w string) bool { return w == "README.md" || w == "docs" }
	for _, c := range []struct {
		line string
		want string // "-" when it prints no contents; else paths, then "whole"
	}{
		{"git show :.env", ".env(top)"},
		{"git show HEAD:.env", ".env(top)"},
		{"git show HEAD:./config/.env", "./config/.env"},
		{"git show :0:.env", ".env(top)"},
		{"git show HEAD:README.md", "README.md(top)"},
		{"git show HEAD:", "whole"},
		{"git show", "whole"},
		{"git show abc123", "whole"},
		{"git show :/fix", "whole"},
		{"git show HEAD --stat", "-"},
		{"git show -s HEAD", "-"},
		{"git show --stat -U3 HEAD", "whole"},
		{"git cat-file -p HEAD:.env", ".env(top)"},
		{"git cat-file -p 1a2b3c", "whole"},
		{"git cat-file -t HEAD:.env", "-"},
		{"git log --oneline", "-"},
		{"git log -p", "whole"},
		{"git log --patch -- .env", ".env"},
		{"git log -p README.md", "README.md"},
		{"git log -U3 main", "whole"},
		{"git log -p -- '*.env'", "whole"},
		{"git log -p -- :!README.md", "whole"},
		{"git diff", "whole"},
		{"git diff HEAD -- .env", ".env"},
		{"git diff --stat", "-"},
		{"git diff --name-only HEAD~3", "-"},
		{"git grep TOKEN", "whole"},
		{"git grep -e TOKEN -- docs", "docs"},
		{"git grep --untracked TOKEN", "whole untracked"},
		{"git grep TOKEN main", "whole"},
		{"git archive HEAD", "whole"},
		{"git archive HEAD docs", "docs"},
		{"git archive -l", "-"},
		{"git stash show", "-"},
		{"git stash show -p", "whole"},
		{"git format-patch -1 --stdout", "whole"},
		{"git status", "-"},
		{"git status -v", "whole"},
		{"git diff-tree -p HEAD", "whole"},
		{"git diff-tree HEAD", "-"},
		{"git fast-export --all", "whole"},
		{"git fast-export --all --no-data", "-"},
		{"git ls-tree -r HEAD", "-"},
	} {
		words := strings.Fields(strings.ReplaceAll(c.line, "'", ""))
		read, ok := readArgv(t, words...).Contents()
		got := "-"
		if ok {
			paths, whole := read.Resolve(isFile)
			var parts []string
			for _, p := range paths {
				parts = append(parts, p.Path+map[bool]string{true: "(top)"}[p.FromTop])
			}
			if whole {
				parts = append(parts, "whole")
			}
			if read.Untracked {
				parts = append(parts, "untracked")
			}
			got = strings.Join(parts, " ")
		}
		if got != c.want {
			t.Errorf("%s: %q, want %q", c.line, got, c.want)
		}
	}
}

// Every option that prints or hides a repository's contents belongs to
// a git subcommand, and no spec hides what it never prints: a marker in
// the wrong place would be a rule that never applies.
func TestContentsMarkersAreGits(t *testing.T) {
	for _, f := range Default().Families() {
		if f.Spec == nil {
			continue
		}
		var walk func(name string, s *Spec)
		walk = func(name string, s *Spec) {
			for o := range s.AllOptions() {
				if o.Contents != NoContents && f.Name != "git" {
					t.Errorf("%s %s: marks contents outside git", name, o.Names[0])
				}
			}
			if s.Contents != NoContents && f.Name != "git" {
				t.Errorf("%s: prints contents outside git", name)
			}
			for _, sub := range s.Subcommands {
				if sub.Spec != nil {
					walk(fmt.Sprintf("%s %s", name, sub.Name), sub.Spec)
				}
			}
		}
		walk(f.Name, f.Spec)
	}
	if !slices.ContainsFunc(Default().Family("git").Spec.Subcommands, func(s Subcommand) bool { return s.Spec != nil && s.Spec.Contents == PrintsContents }) {
		t.Error("no git subcommand prints contents")
	}
}
