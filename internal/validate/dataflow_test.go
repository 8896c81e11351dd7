package validate_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/shelltest"
	"github.com/oterminus/oterminus/internal/validate"
)

// The argv test (TestRenderingsInRealShells) shows which programs run;
// this one shows where their data goes. Every stage is the flow recorder:
// it reads its standard input whole, logs it, then writes one marker line
// to standard output ("O" and the stage's id) and one to standard error
// ("E" and the id). After the real shell has run each line's rendering
// in a directory of its own, every pipe, file and the terminal must have
// carried exactly the markers the validated redirections send there: a
// rendering that turned '2>' into '>', dropped a '2>&1' or let zsh copy
// output to both a file and a pipe would fail here, though it creates the
// same files and runs the same argvs.

// recordFlow is the flow recorder's main.
func recordFlow(log string) int {
	args := append([]string{filepath.Base(os.Args[0])}, os.Args[1:]...)
	id := flowID(args)
	in, err := io.ReadAll(io.LimitReader(os.Stdin, 1<<20))
	if err != nil {
		return 99
	}
	os.Stdout.WriteString("O" + id + "\n")
	os.Stderr.WriteString("E" + id + "\n")
	f, err := os.OpenFile(log, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return 99
	}
	defer f.Close()
	if _, err := f.WriteString(os.Getenv("COMPOUND_LINE") + "\x00" + id + "\x00" + string(in) + "\x00"); err != nil {
		return 99
	}
	return 0
}

// flowID names a stage by its argv.
func flowID(argv []string) string {
	sum := sha256.Sum256([]byte(strings.Join(argv, "\x00")))
	return hex.EncodeToString(sum[:6])
}

// flow is where one line's data is expected to go.
type flow struct {
	stdin map[string][]string // stage id -> the markers (or file lines) it reads, one entry per run
	files map[string][]string // redirection target -> the lines it ends with; nil when unknowable
	tty   []string            // markers sent to the shell's own output
}

// expectFlow follows each running stage's descriptors through its
// validated redirections, in order, as the shell sets them up: a pipe
// first, then each redirection ('2>&1' copies where 1 points now).
func expectFlow(p *proposal.Proposal, r *validate.Result, initial func(string) []string) flow {
	fl := flow{stdin: map[string][]string{}, files: map[string][]string{}}
	type dest = string // "tty", "null", "pipe:N", "file:NAME"
	truncated := map[string]int{}
	n := 0
	for j, pipe := range p.Compound.Pipelines {
		stages := r.Stages[n : n+len(pipe.Stages)]
		n += len(pipe.Stages)
		if j > 0 && pipe.Op == "||" { // every recorder exits 0
			continue
		}
		pipes := map[string][]string{} // "pipe:N" -> the markers written into it
		var reads []struct{ id, from string }
		for k, st := range stages {
			in, out, errd := dest("null"), dest("tty"), dest("tty")
			if k > 0 {
				in = "pipe:" + strconv.Itoa(k)
			}
			if k < len(stages)-1 {
				out = "pipe:" + strconv.Itoa(k+1)
			}
			file := func(target string) dest {
				if target == proposal.DevNull {
					return "null"
				}
				return "file:" + target
			}
			for _, red := range st.Redirects {
				switch red.Op {
				case "<":
					in = file(red.Target)
				case ">", ">>":
					if red.Op == ">" {
						truncated[red.Target]++
					}
					if red.Fd == 2 {
						errd = file(red.Target)
					} else {
						out = file(red.Target)
					}
				case "&>", "&>>":
					if red.Op == "&>" {
						truncated[red.Target]++
					}
					out, errd = file(red.Target), file(red.Target)
				case ">&":
					if red.Fd == 2 && red.Target == "1" {
						errd = out
					} else if red.Fd == 1 && red.Target == "2" {
						out = errd
					}
				}
			}
			id := flowID(st.Argv)
			reads = append(reads, struct{ id, from string }{id, in})
			for _, d := range []struct{ to, marker string }{{out, "O" + id}, {errd, "E" + id}} {
				switch {
				case d.to == "tty":
					fl.tty = append(fl.tty, d.marker)
				case strings.HasPrefix(d.to, "pipe:"):
					pipes[d.to] = append(pipes[d.to], d.marker)
				case strings.HasPrefix(d.to, "file:"):
					name := strings.TrimPrefix(d.to, "file:")
					if _, seen := fl.files[name]; !seen {
						fl.files[name] = initial(name)
					}
					fl.files[name] = append(fl.files[name], d.marker)
				}
			}
		}
		// Resolve this pipeline's pipes into what each stage reads.
		for _, rd := range reads {
			var got []string
			switch {
			case rd.from == "null":
			case strings.HasPrefix(rd.from, "pipe:"):
				got = pipes[rd.from]
			case strings.HasPrefix(rd.from, "file:"):
				name := strings.TrimPrefix(rd.from, "file:")
				if _, written := fl.files[name]; written {
					got = []string{"?"} // written by this line too: its content when read is unknowable
				} else {
					got = initial(name)
				}
			}
			fl.stdin[rd.id] = append(fl.stdin[rd.id], strings.Join(sorted(got), "\n"))
		}
	}
	for name, writers := range truncated {
		// Two '>' onto one file race (each truncates): its end is unknowable;
		// one '>' truncates the initial content first.
		if writers > 1 {
			fl.files[name] = nil
		} else {
			fl.files[name] = slices.DeleteFunc(fl.files[name], func(s string) bool { return !isMarker(s) })
		}
	}
	return fl
}

func isMarker(s string) bool { return len(s) == 13 && (s[0] == 'O' || s[0] == 'E') }

func sorted(lines []string) []string {
	out := slices.Clone(lines)
	slices.Sort(out)
	return out
}

func lines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// TestRedirectionsCarryDataInRealShells runs the pipelines, lists and
// redirections of the argv test, each line in a fresh copy of the
// working directory, and compares what every stage read, what every
// redirection target holds and what reached the terminal with what the
// validated stages' redirections say.
func TestRedirectionsCarryDataInRealShells(t *testing.T) {
	typedLines := append(everywhere(compoundLines()...), redirectionLines()...)
	for _, shell := range shelltest.Shells {
		t.Run(shell, func(t *testing.T) {
			t.Parallel() // each shell has its own fixture
			path := shelltest.Require(t, shell)
			fx := newRenderFixture(t)
			initial := func(name string) []string {
				data, err := os.ReadFile(filepath.Join(fx.dir, name))
				if err != nil {
					return nil
				}
				return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
			}
			var flows []flow
			var typed, texts []string
			programs := map[string]bool{}
			for _, l := range typedLines {
				if !l.in(shell) {
					continue
				}
				p, r, ok := fx.check(l.text, shell)
				if !ok || !r.Accepted() || p.Compound == nil {
					t.Errorf("%s: %q is not an accepted compound line", shell, l.text)
					continue
				}
				for _, st := range r.Stages {
					programs[st.Argv[0]] = true
				}
				flows = append(flows, expectFlow(p, r, initial))
				typed, texts = append(typed, l.text), append(texts, r.Text)
			}
			script := fx.prelude(t, shell, programs)
			for i, text := range texts {
				dir := filepath.Join(fx.root, "line"+strconv.Itoa(i))
				if err := os.CopyFS(dir, os.DirFS(fx.dir)); err != nil {
					t.Fatal(err)
				}
				set := "export COMPOUND_LINE=%d\ncd %s\n%s\n"
				if shell == "fish" { // fish's cd is a function that runs echo, a recorder here
					set = "set -gx COMPOUND_LINE %d\nbuiltin cd %s\n%s\n"
				}
				fmt.Fprintf(script, set, i, shellQuote(dir), text)
			}
			log := filepath.Join(fx.root, "flow.log")
			cmd := exec.Command(path, append(shellFlags(shell), "-c", script.String())...)
			cmd.Dir = fx.dir
			cmd.Env = []string{"COMPOUND_FLOW_LOG=" + log, "LC_ALL=C.UTF-8", "TERM=dumb", "XDG_CONFIG_HOME=" + fx.xdg,
				"XDG_DATA_HOME=" + fx.xdg, "HOME=" + fx.home, "PATH=" + fx.bin}
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%s: %v\n%s", shell, err, out)
			}
			read := readFlow(t, log)
			var tty []string
			inputs, files := 0, 0
			for i, fl := range flows {
				tty = append(tty, fl.tty...)
				for id, contents := range fl.stdin {
					contents = sorted(contents)
					if slices.Contains(contents, "?") {
						continue
					}
					inputs++
					if got := sorted(read[i][id]); !slices.Equal(got, contents) {
						t.Errorf("%s line %d %q rendered %q: stage %s read %q, want %q", shell, i, typed[i], texts[i], id, got, contents)
					}
				}
				for name, content := range fl.files {
					if content == nil {
						continue
					}
					files++
					data, err := os.ReadFile(filepath.Join(fx.root, "line"+strconv.Itoa(i), name))
					if err != nil {
						t.Errorf("%s line %d %q: %v", shell, i, typed[i], err)
						continue
					}
					if got := sorted(lines(string(data))); !slices.Equal(got, sorted(content)) {
						t.Errorf("%s line %d %q rendered %q: %s holds %q, want %q", shell, i, typed[i], texts[i], name, got, sorted(content))
					}
				}
			}
			if got := sorted(lines(string(out))); !slices.Equal(got, sorted(tty)) {
				t.Errorf("%s: the terminal got %d lines, want %d:\n got %.2000q\nwant %.2000q", shell, len(got), len(tty), got, sorted(tty))
			}
			t.Logf("%s: %d lines: %d stage inputs, %d redirection targets and %d terminal markers as validated", shell, len(typed), inputs, files, len(tty))
			if inputs < 200 || files < 50 {
				t.Errorf("%s: only %d stage inputs and %d files checked", shell, inputs, files)
			}
		})
	}
}

// readFlow reads the flow recorder's log: per line, per stage id, what
// each run of the stage read, its lines sorted and joined.
func readFlow(t *testing.T, log string) map[int]map[string][]string {
	t.Helper()
	data, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	fields := strings.Split(string(data), "\x00")
	got := map[int]map[string][]string{}
	for i := 0; i+2 < len(fields); i += 3 {
		line, err := strconv.Atoi(fields[i])
		if err != nil {
			t.Fatalf("bad flow record at field %d", i)
		}
		if got[line] == nil {
			got[line] = map[string][]string{}
		}
		got[line][fields[i+1]] = append(got[line][fields[i+1]], strings.Join(sorted(lines(fields[i+2])), "\n"))
	}
	return got
}

// shellQuote quotes a path for all three shells: single quotes, with no
// single quote or backslash inside (the test's temporary paths have none).
func shellQuote(s string) string {
	if strings.ContainsAny(s, `'\`) {
		panic("unquotable test path " + s)
	}
	return "'" + s + "'"
}
