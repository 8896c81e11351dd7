package validate_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/direct"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/shelltest"
	"github.com/oterminus/oterminus/internal/validate"
)

// The test binary doubles as the argv recorder: the real-shell test links
// it under every program name a stage uses, first and alone in PATH. Each
// run appends one record to $COMPOUND_ARGV_LOG in a single write: the
// line's number, the number of words, and every word, each NUL-terminated.
// It prints nothing and reads nothing, so pipes carry no data.
func TestMain(m *testing.M) {
	if log := os.Getenv("COMPOUND_ARGV_LOG"); log != "" {
		os.Exit(recordArgv(log))
	}
	os.Exit(m.Run())
}

func recordArgv(log string) int {
	args := append([]string{filepath.Base(os.Args[0])}, os.Args[1:]...)
	rec := os.Getenv("COMPOUND_LINE") + "\x00" + strconv.Itoa(len(args)) + "\x00"
	for _, a := range args {
		rec += a + "\x00"
	}
	f, err := os.OpenFile(log, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return 99
	}
	defer f.Close()
	if _, err := f.WriteString(rec); err != nil {
		return 99
	}
	return 0
}

// stubs are the programs the recorder stands in for; echo and printf
// are shell builtins, switched off (bash, zsh) or wrapped (fish) so the
// program runs.
var stubs = []string{"cat", "ls", "grep", "sort", "uniq", "head", "tail", "wc", "cut", "tr", "tee", "sed", "awk",
	"column", "nl", "echo", "printf", "rev", "tac", "fold", "paste", "comm", "diff", "sha256sum", "md5sum", "du", "find"}

// compoundLines are typed lines, each valid in bash, zsh and fish alike:
// pipelines, lists and redirections of every filter family.
func compoundLines() []string {
	firsts := []string{"cat a.txt", "cat 'my notes.txt' b.txt", "ls -l sub", "grep -n line a.txt b.txt", "sort -r a.txt",
		"head -n 5 a.txt", "tail -n +2 a.txt", "du -s sub", "find sub -name '*.go'", `echo 'hello world' "x y"`,
		`printf '%s\n' a b`, "diff a.txt b.txt", "sed -n '1,2p' a.txt", "awk -F : '{print $1}' a.txt",
		"cut -d , -f 2 a.txt", "tac a.txt", "rev a.txt", "nl a.txt", "wc -l a.txt b.txt", "sha256sum a.txt",
		"md5sum b.txt", "comm a.txt b.txt", "paste a.txt b.txt", "fold -w 20 a.txt", "column -t a.txt", "uniq -c a.txt"}
	filters := []string{"sort", "sort -u", "uniq -c", "head -n 3", "tail -n 2", "wc -l", "grep -v '^#'", "cut -c 1-5",
		"tr a-z A-Z", "sed 's/a/b/g'", "awk '{print $2}'", "column -t", "nl", "rev", "tac", "fold -w 40",
		"paste -s -d ,", "sha256sum", "md5sum", "grep -c x", "tee copy.txt"}
	redirs := []string{"", " > out%d.txt", " >> out%d.txt", " 2> err%d.txt", " 2>/dev/null", " > out%d.txt 2>&1",
		" &> all%d.txt", " &>> all%d.txt", " 2>> 'err %d.txt'"}
	at := func(list []string, i int) string { return list[i%len(list)] }
	redir := func(i int) string {
		r := at(redirs, i)
		if strings.Contains(r, "%d") {
			r = fmt.Sprintf(r, i)
		}
		return r
	}
	var lines []string
	for i, f := range firsts {
		lines = append(lines, f+" | "+at(filters, i))
	}
	for i := range 30 {
		lines = append(lines, at(firsts, i)+" | "+at(filters, i+3)+" | "+at(filters, i+7)+redir(i))
	}
	for i := range 25 {
		lines = append(lines, at(firsts, i)+redir(i+1)+" && "+at(firsts, i+5)+" || "+at(firsts, i+9)+"; "+at(firsts, i+13)+" | "+at(filters, i))
	}
	for i, f := range filters {
		lines = append(lines, f+" < in.txt"+redir(i+2))
	}
	for i := range 10 {
		lines = append(lines, at(firsts, i+3)+" 2>&1 | "+at(filters, i+5))
	}
	return lines
}

// TestCompoundsInRealShells: every typed compound line is accepted, and
// its rendering, run by the real shell, runs exactly the validated argvs
// (stages skipped by || skipped) and creates or changes exactly the files
// its redirections name, nothing else.
func TestCompoundsInRealShells(t *testing.T) {
	lines := compoundLines()
	if len(lines) < 100 {
		t.Fatalf("only %d lines", len(lines))
	}
	for _, shell := range shelltest.Shells {
		t.Run(shell, func(t *testing.T) {
			path := shelltest.Require(t, shell)
			root := t.TempDir()
			dir, bin, log := filepath.Join(root, "work"), filepath.Join(root, "bin"), filepath.Join(root, "argv.log")
			for _, f := range []string{"a.txt", "b.txt", "my notes.txt", "in.txt", "sub/one.go", "sub/two.go"} {
				os.MkdirAll(filepath.Dir(filepath.Join(dir, f)), 0o755)
				if err := os.WriteFile(filepath.Join(dir, f), []byte(f+"\n"), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			exe, err := os.Executable()
			if err != nil {
				t.Fatal(err)
			}
			os.MkdirAll(bin, 0o755)
			for _, name := range stubs {
				if err := os.Symlink(exe, filepath.Join(bin, name)); err != nil {
					t.Fatal(err)
				}
			}
			d, _ := dialect.Lookup(shell)
			in := direct.Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: shell,
				Reader: reader.Env{Home: root, Dir: dir}}
			var script strings.Builder
			switch shell {
			case "bash":
				script.WriteString("enable -n echo printf\n")
			case "zsh":
				script.WriteString("disable echo printf\n")
			case "fish": // fish ships functions for ls, grep...: run the programs
				for _, name := range stubs {
					fmt.Fprintf(&script, "function %s; command %s $argv; end\n", name, name)
				}
			}
			want := map[int][]string{}
			written := map[string]bool{}
			for i, l := range lines {
				p, ok := direct.Detect(l, in)
				if !ok || p.Compound == nil {
					t.Fatalf("%q is not read as a compound command", l)
				}
				r := validate.Check(p, validate.Input{Registry: registry.Default(), Platform: "linux", Env: registry.NewEnv(dir), Dialect: d})
				if !r.Accepted() {
					t.Fatalf("%q: refused: %q", l, r.Reasons)
				}
				n := 0
				for j, pipe := range p.Compound.Pipelines {
					stages := len(pipe.Stages)
					if j > 0 && pipe.Op == "||" { // every stub exits 0
						n += stages
						continue
					}
					for _, st := range r.Stages[n : n+stages] {
						want[i] = append(want[i], strings.Join(st.Argv, "\x00"))
						for _, red := range st.Redirects {
							if red.Writes() {
								written[filepath.Join(dir, red.Target)] = true
							}
						}
					}
					n += stages
				}
				if shell == "fish" {
					fmt.Fprintf(&script, "set -gx COMPOUND_LINE %d\n%s\n", i, r.Text)
				} else {
					fmt.Fprintf(&script, "export COMPOUND_LINE=%d\n%s\n", i, r.Text)
				}
			}
			before := snapshot(t, dir)
			cmd := exec.Command(path, append(shellFlags(shell), "-c", script.String())...)
			cmd.Dir = dir
			cmd.Env = []string{"COMPOUND_ARGV_LOG=" + log, "PATH=" + bin, "HOME=" + root, "LC_ALL=C.UTF-8", "TERM=dumb",
				"XDG_CONFIG_HOME=" + filepath.Join(root, "xdg"), "XDG_DATA_HOME=" + filepath.Join(root, "xdg")}
			if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 {
				t.Errorf("%s said %q (%v)", shell, out, err)
			}
			got := readRecords(t, log)
			for i, l := range lines {
				g, w := slices.Clone(got[i]), slices.Clone(want[i])
				slices.Sort(g) // the stages of a pipeline run at once
				slices.Sort(w)
				if !slices.Equal(g, w) {
					t.Errorf("%s line %d %q:\n ran  %q\n want %q", shell, i, l, g, w)
				}
				delete(got, i)
			}
			for i, g := range got {
				t.Errorf("%s: argvs %q ran outside any line (%d)", shell, g, i)
			}
			after := snapshot(t, dir)
			for name, content := range after {
				if old, ok := before[name]; (!ok || old != content) && !written[name] {
					t.Errorf("%s: %s was created or changed, but no redirection names it", shell, name)
				}
			}
			for name := range before {
				if _, ok := after[name]; !ok {
					t.Errorf("%s: %s was removed", shell, name)
				}
			}
			for name := range written {
				if _, ok := after[name]; !ok {
					t.Errorf("%s: the redirection target %s was not created", shell, name)
				}
			}
		})
	}
}

func shellFlags(shell string) []string {
	switch shell {
	case "zsh":
		return []string{"-f"}
	case "fish":
		return []string{"--no-config"}
	}
	return []string{"--norc", "--noprofile"}
}

// snapshot maps every file under dir to its content.
func snapshot(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		out[p] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// readRecords reads the recorder's log: per line number, every argv
// recorded, its words joined by NUL.
func readRecords(t *testing.T, log string) map[int][]string {
	t.Helper()
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	fields := bytes.Split(data, []byte{0})
	got := map[int][]string{}
	for i := 0; i+1 < len(fields); {
		line, err1 := strconv.Atoi(string(fields[i]))
		n, err2 := strconv.Atoi(string(fields[i+1]))
		if err1 != nil || err2 != nil || i+2+n > len(fields) {
			t.Fatalf("bad record at field %d of %q", i, data)
		}
		var words []string
		for _, f := range fields[i+2 : i+2+n] {
			words = append(words, string(f))
		}
		got[line] = append(got[line], strings.Join(words, "\x00"))
		i += 2 + n
	}
	return got
}
