package registry

import (
	"slices"
	"testing"
)

func TestTable(t *testing.T) {
	r := Default()
	// The original's 42, plus xdg-open, basename, 17 text filters for
	// pipelines, xargs, 18 system families the tldr pages use most, and
	// 26 file and text families the tldr corpus counts.
	added := []string{"xdg-open", "basename", "cut", "tr", "tee", "sed", "awk", "column", "nl", "echo", "printf",
		"rev", "tac", "fold", "paste", "comm", "diff", "sha256sum", "md5sum", "xargs",
		"kill", "pkill", "killall", "date", "id", "groups", "hostname", "uptime", "free", "nproc", "lsblk", "who", "w", "cal",
		"ip", "ss", "systemctl", "journalctl",
		"gzip", "gunzip", "zcat", "xz", "unxz", "bzip2", "bunzip2", "tree", "realpath", "readlink", "ln", "mktemp",
		"rmdir", "sha1sum", "sha512sum", "b2sum", "hexdump", "xxd", "od", "strings", "cmp", "shuf", "base64", "seq",
		"dirname", "sleep", "jq", "less", "more", "dd", "shred", "truncate", "crontab"}
	for _, name := range added {
		if r.Family(name) == nil {
			t.Errorf("no family %s", name)
		}
	}
	if n := len(r.Families()); n != 42+len(added) {
		t.Errorf("registry has %d families, want the original's 42 plus %d", n, len(added))
	}
	for _, f := range r.Families() {
		if len(f.Examples) == 0 || len(f.Aliases) == 0 {
			t.Errorf("%s has no examples or aliases", f.Name)
		}
		if CapabilityByID(f.Capability).Description == "" {
			t.Errorf("%s has unknown capability %q", f.Name, f.Capability)
		}
		if !slices.Contains(PackIDs(), f.Pack) {
			t.Errorf("%s has unknown pack %q", f.Name, f.Pack)
		}
		// Every family with a program is declared; project_health has
		// none (its commands are the project's own tools).
		if (f.Spec == nil) != f.ProjectTooling {
			t.Errorf("%s: a family is declared unless it is the project's own tooling", f.Name)
		}
	}
	if _, err := New([]*Family{lsFamily, lsFamily}); err == nil {
		t.Error("duplicate family names were accepted")
	}
}

func TestPathOperands(t *testing.T) {
	r := Default()
	for _, c := range []struct {
		family string
		args   []string
		want   []string
	}{
		{"cd", []string{"src"}, []string{"src"}},
		{"cd", nil, nil}, // no operand, no path for policy: the declaration has no operand defaults
		{"find", []string{"src", "-name", "x"}, []string{"src"}},
		{"grep", []string{"-m", "3", "x", "file"}, []string{"file"}},
		{"grep", []string{"-r", "--include=*.go", "TODO", "src", "lib"}, []string{"src", "lib"}},
		{"grep", []string{"-f", "pats", "x", "file"}, []string{"pats", "x", "file"}}, // refused: every word counts
		{"chmod", []string{"-R", "u+x", "f"}, []string{"f"}},
		{"man", []string{"ls"}, nil},
	} {
		if got := r.Family(c.family).PathOperands(c.args); !slices.Equal(got, c.want) {
			t.Errorf("%s %q: paths %q, want %q", c.family, c.args, got, c.want)
		}
	}
}

func TestPyInt(t *testing.T) {
	for in, want := range map[string]int{"5": 5, " 7 ": 7, "+3": 3, "-2": -2, "1_000": 1000} {
		if got, ok := PyInt(in); !ok || got != want {
			t.Errorf("PyInt(%q) = %d, %v", in, got, ok)
		}
	}
	for _, in := range []string{"", "_1", "1_", "1__0", "5.0", "x", "0x10"} {
		if _, ok := PyInt(in); ok {
			t.Errorf("PyInt(%q) accepted", in)
		}
	}
}

// TestAssessments: what a command can do beyond its family's promise
// raises its risk: setuid and setgid modes, opening a launcher.
func TestAssessments(t *testing.T) {
	for _, c := range []struct {
		argv []string
		want Risk
	}{
		{[]string{"chmod", "755", "x"}, Write},
		{[]string{"chmod", "1777", "tmp"}, Write}, // sticky bit only
		{[]string{"chmod", "4755", "x"}, Dangerous},
		{[]string{"chmod", "2755", "x"}, Dangerous},
		{[]string{"chmod", "u+s", "x"}, Dangerous},
		{[]string{"chmod", "g=rxs", "x"}, Dangerous},
		{[]string{"chmod", "u+x,g+s", "x"}, Dangerous},
		{[]string{"chmod", "a-x", "x"}, Write},
		{[]string{"chmod", "-R", "g+s", "dir"}, Dangerous},
		{[]string{"mkdir", "-m", "2775", "shared"}, Write}, // setgid on a directory: group inheritance
		{[]string{"chmod", "-R", "755", "/"}, Dangerous},
		{[]string{"xdg-open", "notes.txt"}, Write}, // it starts the default application
		{[]string{"xdg-open", "App.Desktop"}, Dangerous},
		{[]string{"xdg-open", "install.sh"}, Dangerous},
		{[]string{"open", "-R", "Tool.app/"}, Dangerous},
	} {
		cmd, err := Default().ForProgram(c.argv[0]).ReadArgv(c.argv)
		if err != nil {
			t.Errorf("%q: %v", c.argv, err)
			continue
		}
		if got := cmd.Risk(); got != c.want {
			t.Errorf("%q: %s, want %s", c.argv, cmd.Risk(), c.want)
		}
	}
}

// TestDefaultTable checks the built-in table as New checks a table: no
// duplicate name or program, no blank capability.
func TestDefaultTable(t *testing.T) {
	if _, err := New(table); err != nil {
		t.Fatal(err)
	}
	if _, err := New([]*Family{lsFamily, lsFamily}); err == nil {
		t.Error("New accepted a family twice")
	}
}
