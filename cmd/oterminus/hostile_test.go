package main

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/corpus"
	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/shelltest"
	"github.com/oterminus/oterminus/internal/termtext"
)

var corpusPath = filepath.Join("..", "..", "testdata", "hostile", "corpus.jsonl")

// recorder stands in for every program: it records the argv it was given,
// one file per call, and does nothing else.
// It finds mktemp outside the shims: mktemp is a family too, and its
// shim would call the recorder again, without end.
const recorder = `#!/bin/sh
name=$1; shift
f=$(PATH=/usr/bin:/bin mktemp "$OTERMINUS_RECORD/call.XXXXXX") || exit 99
printf '%s\0' "$name" "$@" > "$f"
`

// shellBuiltins are the corpus's program names each shell would run as a
// builtin; a function sends them to the recorder like the others.
var shellBuiltins = map[string][]string{
	"bash": {"cd", "pwd", "kill"},
	"zsh":  {"cd", "pwd", "which", "kill"},
	"fish": {"cd", "pwd"},
}

// TestCorpusRunsAsValidated runs the rendering of every accepted corpus
// case in real bash, zsh and fish, in a scratch directory where every
// program is a recorder: the shell must call exactly one program, with
// exactly the validated argv, and create or remove nothing.
func TestCorpusRunsAsValidated(t *testing.T) {
	cases, err := corpus.Load(corpusPath)
	if err != nil {
		t.Fatal(err)
	}
	for _, sh := range corpus.Shells {
		t.Run(sh, func(t *testing.T) {
			shelltest.Require(t, sh)
			t.Parallel()
			shims := t.TempDir()
			script := filepath.Join(shims, ".recorder")
			if err := os.WriteFile(script, []byte(recorder), 0o755); err != nil {
				t.Fatal(err)
			}
			var preamble strings.Builder
			if sh == "fish" {
				// fish autoloads wrappers it ships for some programs (ls adds
				// --color, open calls xdg-open). Like a person's aliases they
				// are configuration, not parsing (see SECURITY.md), so the
				// test turns autoloading off and sees what the shell parsed.
				preamble.WriteString("set -g fish_function_path\n")
			}
			for _, name := range programs(cases) {
				shim := "#!/bin/sh\nexec " + script + " " + name + " \"$@\"\n"
				if err := os.WriteFile(filepath.Join(shims, name), []byte(shim), 0o755); err != nil {
					t.Fatal(err)
				}
			}
			for _, name := range shellBuiltins[sh] {
				if sh == "fish" {
					preamble.WriteString("function " + name + "; " + script + " " + name + " $argv; end\n")
				} else {
					preamble.WriteString(name + "() { " + script + " " + name + " \"$@\"; }\n")
				}
			}
			ran := 0
			for _, c := range cases {
				if c.Expect != "accepted" {
					continue
				}
				ran++
				runRendering(t, sh, c, shims, preamble.String())
			}
			if ran < 30 {
				t.Errorf("only %d accepted cases ran", ran)
			}
		})
	}
}

func runRendering(t *testing.T, sh string, c corpus.Case, shims, preamble string) {
	t.Helper()
	dir, record, home, state := t.TempDir(), t.TempDir(), t.TempDir(), t.TempDir()
	if err := c.Prepare(dir); err != nil {
		t.Fatal(err)
	}
	before := tree(t, dir)
	args := shelltest.Args(sh, preamble+c.Render[sh])
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = dir
	// The shell's own state (fish keeps some) goes outside HOME, so HOME
	// shows only what the command line did.
	cmd.Env = []string{"PATH=" + shims + ":/usr/bin:/bin", "HOME=" + home, "OTERMINUS_RECORD=" + record, "LANG=C.UTF-8",
		"XDG_CONFIG_HOME=" + state + "/config", "XDG_DATA_HOME=" + state + "/data", "XDG_CACHE_HOME=" + state + "/cache"}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("%s: %s: %q failed: %v\n%s", sh, c.Name, c.Render[sh], err, out)
		return
	}
	calls, _ := filepath.Glob(filepath.Join(record, "call.*"))
	if len(calls) != 1 {
		t.Errorf("%s: %s: %q made %d program calls, want 1", sh, c.Name, c.Render[sh], len(calls))
		return
	}
	data, err := os.ReadFile(calls[0])
	if err != nil {
		t.Fatal(err)
	}
	argv := strings.Split(strings.TrimSuffix(string(data), "\x00"), "\x00")
	if !slices.Equal(argv, c.Argv) {
		t.Errorf("%s: %s: %q ran %q, want the validated %q", sh, c.Name, c.Render[sh], argv, c.Argv)
	}
	if after := tree(t, dir); !slices.Equal(before, after) {
		t.Errorf("%s: %s: the scratch directory changed:\nbefore %q\nafter  %q", sh, c.Name, before, after)
	}
	if leftovers, _ := os.ReadDir(home); len(leftovers) > 0 {
		t.Errorf("%s: %s: files appeared in HOME: %v", sh, c.Name, leftovers)
	}
}

// programs are the program names of the accepted cases.
func programs(cases []corpus.Case) []string {
	seen := map[string]bool{}
	for _, c := range cases {
		if c.Expect == "accepted" {
			seen[c.Argv[0]] = true
		}
	}
	names := make([]string, 0, len(seen))
	for n := range seen {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// tree lists every path under dir with its type.
func tree(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		out = append(out, rel+" "+d.Type().String())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// typedAnswer matches the widget's answers about a typed line: checked,
// not checked (the dangers named first, what was read of it said), flagged
// by a rule (read in part, or whole), or beyond the policy.
var typedAnswer = answerRE(`oterminus: (checked .* \((safe|write|dangerous)\)` +
	`|(dangerous: .*; )?(checked in part \((safe|write|dangerous|unknown)\): read .*; )?not checked: oterminus has no declaration for .*; ` + unchanged +
	`|.* is (read in part and )?flagged: .*; ` + unchanged + `|.* is beyond what oterminus runs under policy_mode \w+.*; ` + unchanged + `)`)

// TestCorpusThroughWidget feeds the corpus through Ctrl-O in real zsh,
// bash and fish, each case in one of them (every case in every shell with
// OTERMINUS_FULL_CORPUS=1): each model reply comes from the fake Ollama, each
// typed case is typed. A typed case, accepted or refused, is the person's
// line: it stays byte for byte what was typed, the model is not asked,
// and the audit records it kept_typed. A rejected model proposal never
// reaches the buffer, which stays the request; an accepted one is
// inserted as its exact rendering for that shell, after a second press
// where the two-press rule asks for one.
func TestCorpusThroughWidget(t *testing.T) {
	cases, err := corpus.Load(corpusPath)
	if err != nil {
		t.Fatal(err)
	}
	full := os.Getenv(fullCorpusEnv) == "1"
	for n, sh := range corpus.Shells {
		// Each case goes through one shell, in turn, so that the package
		// stays well inside go test's timeout on a loaded machine (the
		// whole corpus in every shell took over ten minutes there):
		// TestCorpus takes every case through every shell's rendering
		// without a terminal. OTERMINUS_FULL_CORPUS=1 feeds every case
		// through every shell.
		sample := func(i int) bool { return full || i%len(corpus.Shells) == n }
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			testCorpusThroughWidget(t, sh, cases, sample)
		})
	}
}

// fullCorpusEnv set to 1 feeds the whole corpus through every shell.
const fullCorpusEnv = "OTERMINUS_FULL_CORPUS"

func testCorpusThroughWidget(t *testing.T, sh string, cases []corpus.Case, sample func(int) bool) {
	fake := ollamatest.New("qwen2.5-coder:1.5b")
	for i, c := range cases {
		if !c.FromModel() || !sample(i) {
			continue
		}
		reply := ollamatest.Reply{Content: c.ReplyText()}
		fake.Script(reply)
		p, err := proposal.Parse([]byte(c.ReplyText()), registry.Default(), "")
		switch {
		case err != nil:
			fake.Script(reply) // the planner's repair round gets the same broken reply
		case p.Mode == proposal.Experimental && reader.UnquotedGlob(p.Command) != "":
			fake.Script(reply) // so does a command with an unquoted glob
		}
	}
	s := startSession(t, sh, fake)
	base := s.work
	fed, skipped := 0, 0
	for i, c := range cases {
		if !sample(i) {
			continue
		}
		text := c.Typed
		if c.FromModel() {
			text = fmt.Sprintf("corpus case %d please", i+1)
		} else if termtext.NeedsEscape(text) {
			skipped++ // control keys would edit the line instead of being typed into it
			continue
		}
		fed++
		// The expected outcome, computed as the widget will: validation,
		// then the two-press rule for the model's experimental or
		// dangerous proposals.
		dir := t.TempDir()
		if err := c.Prepare(dir); err != nil {
			t.Fatal(err)
		}
		out, err := c.Run(dir, sh)
		accepted := err == nil && out.Accepted()
		// As the widget's needsSecondPress: an experimental line its
		// family's declaration read word by word is not gated.
		twoPress := accepted && c.FromModel() &&
			(out.Proposal.Mode == proposal.Experimental && out.Validation.Typed == nil || out.Validation.Risk == registry.Dangerous)
		special := c.Mode != "" || c.Roots || len(c.Setup.Dirs)+len(c.Setup.Files)+len(c.Setup.Symlinks) > 0
		if special {
			s.fresh()
			s.run("cd " + shelltest.QuoteFor(sh, dir))
			p := c.Policy(dir)
			s.run(fmt.Sprintf(s.spec.setenv, "OTERMINUS_POLICY_MODE", string(p.Mode)))
			s.run(fmt.Sprintf(s.spec.setenv, "OTERMINUS_ALLOW_DANGEROUS", map[bool]string{true: "1", false: "0"}[p.AllowDangerous]))
			s.run(fmt.Sprintf(s.spec.setenv, "OTERMINUS_ALLOWED_ROOTS", shelltest.QuoteFor(sh, strings.Join(p.AllowedRoots, ":"))))
		}
		s.fresh()
		s.x.Type(text)
		s.mark()
		asked := s.modelAsked()
		s.x.Keys("C-o")
		s.x.WaitFor(`(?m)^oterminus: `)
		s.waitAnswered()
		got := s.x.Dump()
		want := text
		if c.FromModel() && accepted && !twoPress {
			want = c.Render[sh]
		}
		if got != want {
			t.Errorf("%s: %s: buffer %q, want %q\n%s", sh, c.Name, got, want, s.x.Screen())
		}
		if !c.FromModel() {
			// The person's line: read locally, answered, and kept.
			if n := s.modelAsked() - asked; n != 0 {
				t.Errorf("%s: %s: the typed line went to the model (%d requests)", sh, c.Name, n)
			}
			reqs := s.requests()
			if len(reqs) != s.pressed+1 {
				t.Errorf("%s: %s: the press wrote %d audit requests, want 1", sh, c.Name, len(reqs)-s.pressed)
			} else if r := reqs[len(reqs)-1]; r["confirmation_result"] != "kept_typed" {
				t.Errorf("%s: %s: audit confirmation_result %v, want kept_typed", sh, c.Name, r["confirmation_result"])
			}
			if !typedAnswer.MatchString(squeezed(s.x.Screen())) {
				t.Errorf("%s: %s: no answer about a typed line:\n%s", sh, c.Name, s.x.Screen())
			}
		}
		if twoPress && got == text {
			s.x.Keys("C-o")
			s.x.WaitFor(`inserted on the second press`)
			if got := s.x.Dump(); got != c.Render[sh] {
				t.Errorf("%s: %s: second press inserted %q, want %q", sh, c.Name, got, c.Render[sh])
			}
		}
		if special {
			s.fresh()
			s.run("cd " + shelltest.QuoteFor(sh, base))
			s.run(fmt.Sprintf(s.spec.setenv, "OTERMINUS_POLICY_MODE", "write"))
			s.run(fmt.Sprintf(s.spec.setenv, "OTERMINUS_ALLOW_DANGEROUS", "0"))
			s.run(fmt.Sprintf(s.spec.setenv, "OTERMINUS_ALLOWED_ROOTS", "''"))
		}
	}
	t.Logf("%s: %d cases through the widget, %d typed cases with control characters left to TestCorpus", sh, fed, skipped)
}
