package validate_test

import (
	"bytes"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/project"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/shelltest"
	"github.com/oterminus/oterminus/internal/typed"
	"github.com/oterminus/oterminus/internal/validate"
)

// The test binary doubles as the argv recorder: the real-shell test links
// it under every program name a stage uses, first and alone in PATH. Each
// run appends one record to $COMPOUND_ARGV_LOG in a single write: the
// line's number, the number of words, and every word, each NUL-terminated.
// It prints nothing and reads nothing, so pipes carry no data; under
// $COMPOUND_FLOW_LOG it is the flow recorder of dataflow_test.go instead.
func TestMain(m *testing.M) {
	if log := os.Getenv("COMPOUND_ARGV_LOG"); log != "" {
		os.Exit(recordArgv(log))
	}
	if log := os.Getenv("COMPOUND_FLOW_LOG"); log != "" {
		os.Exit(recordFlow(log))
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

// renderingLines are every typed line the test runs, with the shells it
// is typed in; each must be accepted there.
func renderingLines(t *testing.T) []shellLine {
	lines := everywhere(compoundLines()...)
	for _, kind := range [][]shellLine{simpleLines(), findLines(), xargsLines(), globLines(), homeLines(),
		awkwardLines(), redirectionLines(), tldrLines(t)} {
		lines = append(lines, kind...)
	}
	seen := map[string]bool{}
	for _, l := range lines {
		key := l.text + "\x00" + strings.Join(l.shells, " ")
		if seen[key] {
			t.Errorf("%q is listed twice", l.text)
		}
		seen[key] = true
	}
	return lines
}

// TestRenderingsInRealShells: every typed line (simple commands, find
// expressions, xargs, pipelines, lists, redirections, globs, braces, ~
// and $HOME, awkward file names) is accepted, and its rendering, run by
// the real shell with every program an argv recorder, runs exactly the
// validated argvs (stages skipped by || skipped) and creates or changes
// exactly the files its redirections name, nothing else. The reader and
// the shell see the same working directory, HOME and variables.
func TestRenderingsInRealShells(t *testing.T) {
	lines := renderingLines(t)
	for _, shell := range shelltest.Shells {
		t.Run(shell, func(t *testing.T) {
			t.Parallel() // each shell has its own fixture
			path := shelltest.Require(t, shell)
			fx := newRenderFixture(t)
			for _, l := range unrenderable {
				if _, r, ok := fx.check(l, shell); !ok || r.Accepted() || !strings.Contains(strings.Join(r.Reasons, " "), "cannot contain control characters") {
					t.Errorf("%s: %q (a file name with a newline) is not refused naming its control character: %+v", shell, l, r)
				}
			}
			var typed, texts []string
			want := map[int][]string{}
			written := map[string]bool{}
			programs := map[string]bool{}
			for _, l := range lines {
				if !l.in(shell) {
					continue
				}
				p, r, ok := fx.check(l.text, shell)
				if !ok {
					t.Errorf("%s: %q is not read as a command", shell, l.text)
					continue
				}
				if !r.Accepted() || r.Text == "" {
					t.Errorf("%s: %q: refused: %q", shell, l.text, r.Reasons)
					continue
				}
				i := len(typed)
				typed, texts = append(typed, l.text), append(texts, r.Text)
				for _, st := range runs(p, r) {
					want[i] = append(want[i], strings.Join(st.Argv, "\x00"))
					programs[st.Argv[0]] = true
					for _, red := range st.Redirects {
						if red.Writes() {
							written[fx.abs(red.Target)] = true
						}
					}
				}
			}
			if len(typed) < 300 {
				t.Fatalf("%s: only %d lines accepted", shell, len(typed))
			}
			script := fx.prelude(t, shell, programs)
			for i, text := range texts {
				if shell == "fish" {
					fmt.Fprintf(script, "set -gx COMPOUND_LINE %d\n%s\n", i, text)
				} else {
					fmt.Fprintf(script, "export COMPOUND_LINE=%d\n%s\n", i, text)
				}
			}
			before := fx.snapshot(t)
			cmd := exec.Command(path, append(shellFlags(shell), "-c", script.String())...)
			cmd.Dir = fx.dir
			cmd.Env = []string{"COMPOUND_ARGV_LOG=" + fx.log, "LC_ALL=C.UTF-8", "TERM=dumb",
				"XDG_CONFIG_HOME=" + fx.xdg, "XDG_DATA_HOME=" + fx.xdg}
			for k, v := range fx.vars {
				cmd.Env = append(cmd.Env, k+"="+v)
			}
			if out, err := cmd.CombinedOutput(); err != nil || len(out) > 0 {
				t.Errorf("%s said %q (%v)", shell, out, err)
			}
			got := readRecords(t, fx.log)
			for i, l := range typed {
				g, w := slices.Clone(got[i]), slices.Clone(want[i])
				slices.Sort(g) // the stages of a pipeline run at once
				slices.Sort(w)
				if !slices.Equal(g, w) {
					t.Errorf("%s line %d %q rendered %q:\n ran  %q\n want %q", shell, i, l, texts[i], g, w)
				}
				delete(got, i)
			}
			for i, g := range got {
				t.Errorf("%s: argvs %q ran outside any line (%d)", shell, g, i)
			}
			after := fx.snapshot(t)
			for name, state := range after {
				if old, ok := before[name]; (!ok || old != state) && !written[name] {
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
			t.Logf("%s: %d lines, %d programs", shell, len(typed), len(programs))
		})
	}
}

// runs lists the validated commands the rendering runs when every
// program exits 0: a plain proposal's argv, or the stages of a compound
// but those after '||'.
func runs(p *proposal.Proposal, r *validate.Result) []*validate.Stage {
	if p.Compound == nil {
		return []*validate.Stage{{Argv: r.Argv}}
	}
	var out []*validate.Stage
	n := 0
	for j, pipe := range p.Compound.Pipelines {
		if j == 0 || pipe.Op != "||" {
			out = append(out, r.Stages[n:n+len(pipe.Stages)]...)
		}
		n += len(pipe.Stages)
	}
	return out
}

// renderFixture is a working directory with awkward file names, a home,
// and the exported variables both the reader and the shell see.
type renderFixture struct {
	root, dir, home, bin, log, xdg string
	vars                           map[string]string
}

func newRenderFixture(t *testing.T) *renderFixture {
	t.Helper()
	root := t.TempDir()
	fx := &renderFixture{root: root, dir: filepath.Join(root, "work"), home: filepath.Join(root, "home"),
		bin: filepath.Join(root, "bin"), log: filepath.Join(root, "argv.log"), xdg: filepath.Join(root, "xdg")}
	fx.vars = map[string]string{"HOME": fx.home, "PATH": fx.bin, "DIR": "sub"}
	for base, names := range map[string][]string{fx.dir: fixtureFiles, fx.home: homeFiles} {
		for _, f := range names {
			p := filepath.Join(base, f)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(f+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := os.MkdirAll(fx.bin, 0o755); err != nil {
		t.Fatal(err)
	}
	return fx
}

// check reads a typed line as the shell's widget does, with what the
// helper knows of the shell (home, variables, files), and validates it
// for that shell; ok is false when the line is not a command.
func (fx *renderFixture) check(line, shell string) (*proposal.Proposal, *validate.Result, bool) {
	in := typed.Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: shell,
		Reader: reader.Env{Home: fx.home, Dir: fx.dir, Getenv: func(name string) (string, bool) {
			v, ok := fx.vars[name]
			return v, ok
		}}}
	p, ok := typed.Detect(line, in)
	if !ok {
		return nil, nil, false
	}
	d, _ := dialect.Lookup(shell)
	return p, validate.Check(p, validate.Input{Registry: registry.Default(), Platform: "linux", Project: &project.Lazy{Dir: fx.dir}, Dialect: d}), true
}

// abs is a redirection target as the shell opens it from the working
// directory.
func (fx *renderFixture) abs(target string) string {
	if filepath.IsAbs(target) {
		return target
	}
	return filepath.Join(fx.dir, target)
}

// prelude links the recorder under every program name and returns the
// script's start: echo and printf are shell builtins, switched off (bash,
// zsh) or wrapped (fish) so the program runs; fish also ships functions
// for ls, grep... which are wrapped the same way.
func (fx *renderFixture) prelude(t *testing.T, shell string, programs map[string]bool) *strings.Builder {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	var script strings.Builder
	switch shell {
	case "bash":
		script.WriteString("enable -n echo printf\n")
	case "zsh":
		script.WriteString("disable echo printf\n")
	}
	for _, name := range slices.Sorted(maps.Keys(programs)) {
		if err := os.Symlink(exe, filepath.Join(fx.bin, name)); err != nil {
			t.Fatal(err)
		}
		if shell == "fish" {
			fmt.Fprintf(&script, "function %s; command %s $argv; end\n", name, name)
		}
	}
	return &script
}

// snapshot maps every file and directory under the fixture's root (the
// working directory, the home, the recorders) to its mode and content,
// except the recorders' log and the shells' own state.
func (fx *renderFixture) snapshot(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(fx.root, func(p string, e fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case p == fx.xdg:
			return fs.SkipDir
		case p == fx.log:
			return nil
		}
		info, err := e.Info()
		if err != nil {
			return err
		}
		out[p] = info.Mode().String()
		if e.Type().IsRegular() {
			data, err := os.ReadFile(p)
			out[p] += "\n" + string(data)
			return err
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
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
