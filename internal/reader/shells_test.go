package reader_test

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	. "github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/shelltest"
)

// The test binary doubles as the argv recorder: the real-shell test links
// it under program names (ls, cat, grep, ...) first in PATH, and each run
// appends one line to $READER_ARGV_LOG: the typed line's number and the
// argv, each word Go-quoted so any byte survives.
func TestMain(m *testing.M) {
	if log := os.Getenv("READER_ARGV_LOG"); log != "" {
		os.Exit(record(log))
	}
	os.Exit(m.Run())
}

func record(log string) int {
	var b strings.Builder
	b.WriteString(os.Getenv("READER_LINE"))
	args := append([]string{filepath.Base(os.Args[0])}, os.Args[1:]...)
	for _, a := range args {
		b.WriteByte(' ')
		b.WriteString(strconv.Quote(a))
	}
	b.WriteByte('\n')
	f, err := os.OpenFile(log, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 99
	}
	defer f.Close()
	if _, err := f.WriteString(b.String()); err != nil { // one write: atomic with O_APPEND
		fmt.Fprintln(os.Stderr, err)
		return 99
	}
	code, _ := strconv.Atoi(os.Getenv("READER_EXIT"))
	return code
}

// recorded are the programs the recorder stands in for.
var recorded = []string{"ls", "cat", "grep", "sort", "wc", "head", "tail", "mkdir", "chmod", "find", "cp", "mv",
	"rm", "touch", "du", "cut", "tr", "sed", "awk", "xargs", "tee", "uniq", "diff", "stat", "ln", "and"}

// fixture is a working directory with awkward file names, a home, and the
// environment both the shells and the reader see.
type fixture struct {
	dir, home, bin, log string
	prelude             string // shell commands run first (options)
	vars                map[string]string
}

func newFixture(t *testing.T) *fixture {
	t.Helper()
	root := t.TempDir()
	fx := &fixture{dir: filepath.Join(root, "work"), home: filepath.Join(root, "home"), bin: filepath.Join(root, "bin"),
		log: filepath.Join(root, "argv.log")}
	files := []string{"a.txt", "b.txt", "c.log", "my file.txt", "it's.txt", `say "hi".txt`, "-n.txt", "new\nline.txt",
		"x10.dat", "x9.dat", "X1.dat", ".hidden.txt", "sub/one.go", "sub/two.go", "sub/deep/three.go", "in.txt",
		"out/.keep", "run.sh", "build.sh", "data_1.csv", "data_2.csv", "README.md", "ü.txt", "[ab].txt", "a b/c.txt",
		"$HOME.txt", ".hid/h.go", "sub/.dot/d.go"}
	for _, f := range files {
		p := filepath.Join(fx.dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("line\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{"notes.md", "todo.md", "log/x"} {
		p := filepath.Join(fx.home, f)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, nil, 0o644)
	}
	if err := os.Symlink("sub", filepath.Join(fx.dir, "lnk")); err != nil {
		t.Fatal(err)
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	os.MkdirAll(fx.bin, 0o755)
	for _, name := range recorded {
		if err := os.Symlink(exe, filepath.Join(fx.bin, name)); err != nil {
			t.Fatal(err)
		}
	}
	fx.vars = map[string]string{
		"HOME": fx.home, "PATH": fx.bin, "LC_ALL": "C.UTF-8", "TERM": "dumb",
		"XDG_CONFIG_HOME": filepath.Join(root, "xdg/config"), "XDG_DATA_HOME": filepath.Join(root, "xdg/data"),
		"XDG_CACHE_HOME": filepath.Join(root, "xdg/cache"), "XDG_RUNTIME_DIR": filepath.Join(root, "xdg/run"),
		"FOO": "bar", "SPACED": " a b  c ", "GLOBBY": "*.txt", "EMPTY": "", "MYPATH": "/x:/y z", "DIR": "sub",
	}
	return fx
}

func (fx *fixture) env() Env {
	return Env{
		Home: fx.home,
		Getenv: func(name string) (string, bool) {
			v, ok := fx.vars[name]
			return v, ok
		},
		LookupUser: func(name string) (string, bool) {
			u, err := user.Lookup(name)
			if err != nil {
				return "", false
			}
			return u.HomeDir, true
		},
		Dir:     fx.dir,
		Options: Options{InteractiveComments: true},
	}
}

// run has the real shell run each line (numbered), every program being the
// recorder exiting with status code, and returns the argvs recorded per
// line.
//
// interactive runs bash with history expansion on and zsh as an
// interactive shell reading the lines from stdin (history expansion, and
// '#' read per interactivecomments), as at the user's prompt.
func (fx *fixture) run(t *testing.T, shell string, lines []string, code int, interactive bool) map[int][][]string {
	t.Helper()
	os.Remove(fx.log)
	var script strings.Builder
	script.WriteString(fx.prelude + "\n")
	if interactive {
		switch shell {
		case "bash":
			script.WriteString("set -o history -H\n")
		case "zsh":
			script.WriteString("setopt interactivecomments\n")
		}
	}
	if shell == "fish" { // fish ships functions for ls, grep...: run the programs
		for _, name := range recorded {
			if name != "and" {
				fmt.Fprintf(&script, "function %s; command %s $argv; end\n", name, name)
			}
		}
	}
	for i, l := range lines {
		if shell == "fish" {
			fmt.Fprintf(&script, "set -gx READER_LINE %d\n%s\n", i, l)
		} else {
			fmt.Fprintf(&script, "export READER_LINE=%d\n%s\n", i, l)
		}
	}
	file := filepath.Join(filepath.Dir(fx.log), "script."+shell)
	if err := os.WriteFile(file, []byte(script.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	var args []string
	switch shell {
	case "bash":
		args = []string{"--norc", "--noprofile", file}
	case "zsh":
		args = []string{"-f", file}
		if interactive {
			args = []string{"-f", "-i"}
		}
	case "fish":
		args = []string{"--no-config", file}
	}
	cmd := exec.Command(shelltest.Require(t, shell), args...)
	cmd.Dir = fx.dir
	if interactive && shell == "zsh" {
		cmd.Stdin = strings.NewReader(script.String())
	}
	cmd.Env = []string{"READER_ARGV_LOG=" + fx.log, "READER_EXIT=" + strconv.Itoa(code)}
	for k, v := range fx.vars {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	out, _ := cmd.CombinedOutput() // the recorder's exit codes make the status meaningless
	if shell == "fish" && strings.Contains(string(out), "rror") {
		t.Logf("fish said: %s", out)
	}
	got := map[int][][]string{}
	f, err := os.Open(fx.log)
	if err != nil {
		if os.IsNotExist(err) {
			return got
		}
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		n, rest, _ := strings.Cut(sc.Text(), " ")
		id, err := strconv.Atoi(n)
		if err != nil {
			t.Fatalf("%s: a program ran outside any line: %q", shell, sc.Text())
		}
		var argv []string
		for rest != "" {
			q, err := strconv.QuotedPrefix(rest)
			if err != nil {
				t.Fatalf("bad record %q", sc.Text())
			}
			s, _ := strconv.Unquote(q)
			argv = append(argv, s)
			rest = strings.TrimPrefix(rest[len(q):], " ")
		}
		got[id] = append(got[id], argv)
	}
	return got
}

// expected lists the argvs the reader says run when every program exits
// with status code: && and || skip pipelines as the shell does.
func expected(line *Line, code int) [][]string {
	var out [][]string
	status := 0
	for i, p := range line.Pipelines {
		run := i == 0 || p.Op == ";" || (p.Op == "&&" && status == 0) || (p.Op == "||" && status != 0)
		if !run {
			continue
		}
		for _, c := range p.Stages {
			out = append(out, c.Argv)
		}
		status = code
	}
	return out
}

// targets lists the files the reader says the line's redirections write
// when every program exits with status code.
func targets(line *Line, code int, dir string) []string {
	var out []string
	status := 0
	for i, p := range line.Pipelines {
		if !(i == 0 || p.Op == ";" || (p.Op == "&&" && status == 0) || (p.Op == "||" && status != 0)) {
			continue
		}
		for _, c := range p.Stages {
			for _, r := range c.Redirs {
				if r.Op == "<" || r.Op == ">&" || r.Op == "<&" || r.File() == "/dev/null" {
					continue
				}
				f := r.File()
				if !filepath.IsAbs(f) {
					f = filepath.Join(dir, f)
				}
				out = append(out, f)
			}
		}
		status = code
	}
	return out
}

// files lists every file under the fixture's directories.
func (fx *fixture) files() map[string]bool {
	out := map[string]bool{}
	for _, root := range []string{fx.dir, fx.home} {
		filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err == nil {
				out[p] = true
			}
			return nil
		})
	}
	return out
}

func sortArgvs(a [][]string) [][]string {
	b := slices.Clone(a)
	slices.SortFunc(b, func(x, y []string) int { return slices.Compare(x, y) })
	return b
}

// TestRealShells is the reader's invariant: for every line it accepts,
// the real shell passes exactly the argvs it read, stage by stage; for
// every line it refuses, the reason names the construct.
func TestRealShells(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		t.Run(shell, func(t *testing.T) {
			t.Parallel() // each shell has its own fixture; together they took most of the package's time
			shelltest.Require(t, shell)
			fx := newFixture(t)
			checkShell(t, shell, fx, fx.env(), shellCases())
		})
	}
}

// TestRealBashGlobstar checks '**' against bash with globstar on.
func TestRealBashGlobstar(t *testing.T) {
	t.Parallel()
	shelltest.Require(t, "bash")
	fx := newFixture(t)
	fx.prelude = "shopt -s globstar"
	env := fx.env()
	env.Options.GlobStar = true
	var cases []shellCase
	for _, l := range []string{"ls **/*.go", "ls sub/**/*.go", "ls **/deep", "ls -d **/*/", "ls a** **.dat",
		"grep -l x **/*.go | wc -l"} {
		cases = append(cases, shellCase{l, "", "", ""})
	}
	cases = append(cases, shellCase{"ls **", "recursive glob", "", ""}, shellCase{"ls **/", "recursive glob", "", ""})
	checkShell(t, "bash", fx, env, cases)
}

func checkShell(t *testing.T, shell string, fx *fixture, env Env, cases []shellCase) {
	{
		{
			var lines []string
			var reads []*Line
			refused, skipped := 0, 0
			for _, c := range cases {
				want := c.want(shell)
				if want == "-" {
					skipped++
					continue
				}
				line, err := Read(c.line, shell, env)
				if want != "" {
					refused++
					if err == nil {
						t.Errorf("%s: %q read as %q; want refusal naming %q", shell, c.line, line.Argvs(), want)
					} else if e, ok := err.(*Error); !ok || !strings.Contains(e.Reason, want) {
						t.Errorf("%s: %q refused with %q; want it to name %q", shell, c.line, err, want)
					}
					continue
				}
				if err != nil {
					t.Errorf("%s: %q refused: %v", shell, c.line, err)
					continue
				}
				lines = append(lines, c.line)
				reads = append(reads, line)
			}
			passed := 0
			failed := map[int]bool{}
			before := fx.files()
			for _, pass := range []struct {
				code        int
				interactive bool
			}{{0, false}, {1, false}, {0, true}} {
				code := pass.code
				if pass.interactive && shell == "fish" {
					continue
				}
				got := fx.run(t, shell, lines, code, pass.interactive)
				for i, line := range reads {
					want := expected(line, code)
					if !slices.EqualFunc(sortArgvs(got[i]), sortArgvs(want), slices.Equal) {
						failed[i] = true
						t.Errorf("%s (status %d, interactive %v): %q\n  shell ran  %q\n  reader read %q", shell, code, pass.interactive, lines[i], got[i], want)
					}
				}
				if !pass.interactive && code == 0 {
					// Redirections wrote exactly the files the reader named.
					want := map[string]bool{}
					after := fx.files()
					for _, line := range reads {
						for _, f := range targets(line, 0, fx.dir) {
							want[f] = true
							if !after[f] {
								t.Errorf("%s: the reader's redirection target %s was not written", shell, f)
							}
						}
					}
					for f := range after {
						if !before[f] && !want[f] {
							t.Errorf("%s: the shell wrote %s, which no redirection read names", shell, f)
						}
					}
					t.Logf("%s: %d files written by redirections, as read", shell, len(want))
				}
				for id := range got {
					if id < 0 || id >= len(lines) {
						t.Errorf("%s: record for unknown line %d", shell, id)
					}
				}
			}
			passed = len(lines) - len(failed)
			t.Logf("%s: %d accepted lines agree with the real shell (%d disagree), %d refusals checked, %d not applicable",
				shell, passed, len(failed), refused, skipped)
		}
	}
}
