package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/shelltest"
)

// binary returns the oterminus binary under test: OTERMINUS_BIN when set
// (make test sets it to the build), otherwise a fresh build.
var binary = sync.OnceValues(func() (string, error) {
	if bin := os.Getenv("OTERMINUS_BIN"); bin != "" {
		return bin, nil
	}
	dir, err := os.MkdirTemp("", "oterminus-bin-")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "oterminus")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		return "", &buildError{string(out)}
	}
	return bin, nil
})

type buildError struct{ out string }

func (e *buildError) Error() string { return "go build: " + e.out }

// shellSpec is how each shell is set up and asked things in the tests.
type shellSpec struct {
	prompt  string   // sets a plain prompt
	ready   string   // regexp of the prompt at the end of the screen
	dump    string   // binds Ctrl-T, in every keymap, to write the buffer to FILE
	init    string   // loads the integration from BIN
	vi      string   // switches to vi keys
	setenv  string   // exports variable %[1]s with value %[2]s
	status  string   // prints "st=" and the last exit status
	hooks   string   // prints "hooks=N", how often our prompt hook is registered
	newline []string // keys that put a line break into the buffer
}

var specs = map[string]shellSpec{
	"zsh": {
		prompt:  `PS1='%% '`,
		ready:   `(?m)^% ?$`,
		dump:    `_t_dump() { print -rn -- "$BUFFER" >| FILE.tmp; mv -f FILE.tmp FILE }; zle -N _t_dump; for m in emacs viins vicmd; do bindkey -M $m '^T' _t_dump; done`,
		init:    `eval "$(BIN init zsh)"`,
		vi:      `bindkey -v`,
		setenv:  `export %[1]s=%[2]s`,
		status:  `echo st=$?`,
		hooks:   `print hooks=${#${(M)precmd_functions:#_oterminus_precmd}}`,
		newline: []string{"C-v", "C-j"},
	},
	"bash": {
		prompt:  `PS1='$ '`,
		ready:   `(?m)^\$ ?$`,
		dump:    `for m in emacs-standard vi-insert vi-command; do bind -m $m -x '"\C-t": printf %s "$READLINE_LINE" > FILE.tmp; mv -f FILE.tmp FILE'; done`,
		init:    `eval "$(BIN init bash)"`,
		vi:      `set -o vi`,
		setenv:  `export %[1]s=%[2]s`,
		status:  `echo st=$?`,
		hooks:   `echo "hooks=$(grep -o _oterminus_precmd <<<"${PROMPT_COMMAND[*]}" | wc -l)"`,
		newline: []string{"C-v", "C-j"},
	},
	"fish": {
		prompt: `function fish_prompt; printf '> '; end`,
		ready:  `(?m)^> ?$`,
		dump:   `function _t_dump; printf '%s' (commandline | string collect) > FILE.tmp; mv -f FILE.tmp FILE; end; bind \ct _t_dump; bind -M insert \ct _t_dump`,
		init:   `BIN init fish | source`,
		// Without a config, fish has no handler to finish the switch, so set
		// the variable first (as config.fish does) and call it then.
		vi:      `set -g fish_key_bindings fish_vi_key_bindings; fish_vi_key_bindings`,
		setenv:  `set -gx %[1]s %[2]s`,
		status:  `echo st=$status`,
		hooks:   `echo hooks=(functions --handlers | string match -e _oterminus_postexec | count)`,
		newline: []string{"M-Enter"},
	},
}

const contract = `"summary":"s","explanation":"e","needs_confirmation":true,"notes":[]`

// widgetReplies are the fake model's answers, in the order the scenarios ask.
var widgetReplies = []ollamatest.Reply{
	{Content: `{"action_type":"shell_command","mode":"structured","command_family":"find","arguments":{"path":".","type":"f","size":"+100M"},"command":null,"risk_level":"safe",` + contract + `}`},
	{Content: `{"action_type":"shell_command","mode":"structured","command_family":"ls","arguments":{"path":"it's $(x) a b","long":true},"command":null,"risk_level":"safe",` + contract + `}`},
	{Content: `{"action_type":"shell_command","mode":"experimental","command_family":"ls","arguments":null,"command":"ls | wc -l","risk_level":"safe",` + contract + `}`},
	{DelayMS: 8000, Content: `{"action_type":"shell_command","mode":"structured","command_family":"ls","arguments":{},"command":null,"risk_level":"safe",` + contract + `}`},
	{Content: `{"action_type":"shell_command","mode":"experimental","command_family":"rm","arguments":null,"command":"rm -r ./build","risk_level":"dangerous",` + contract + `}`},
}

// TestWidget presses the keys in real zsh, bash and fish: a typed
// command, an ambiguous request, a planned request, a hostile planned
// name, a refused plan, a multi-line buffer, Ollama down, a slow model
// interrupted with Ctrl-C, two-press confirmation, the explain key, vi
// insert mode, loading the integration twice, and what happens after an
// insertion (the audit outcomes, $? kept, nothing started otherwise).
func TestWidget(t *testing.T) {
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			testWidgetIn(t, sh)
		})
	}
}

// session is one real shell in a tmux terminal with the integration
// loaded, talking to a fake Ollama.
type session struct {
	t     *testing.T
	sh    string
	spec  shellSpec
	x     *shelltest.Term
	home  string // HOME, which holds the state directory and the audit log
	work  string // the shell's starting directory
	calls string // the shim's log of helper starts
	shim  string // the oterminus the shell runs
	host  string // the fake Ollama's host:port
	step  int
}

// startSession starts sh with the integration loaded from a shim that
// logs each start of the helper, so tests can tell that commands
// oterminus did not insert start nothing. env adds variables.
func startSession(t *testing.T, sh string, fake *ollamatest.Server, env ...string) *session {
	s := newSession(t, sh, fake, env...)
	s.setup()
	return s
}

// newSession starts sh at its first prompt, nothing set up yet.
func newSession(t *testing.T, sh string, fake *ollamatest.Server, env ...string) *session {
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(fake)
	t.Cleanup(srv.Close)
	// Detached processes (the first-use warm-up, outcome recording) may
	// still write to the home directory after the test, so it is not a
	// t.TempDir, which must be empty at cleanup.
	home, err := os.MkdirTemp("", "oterminus-home-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { time.AfterFunc(time.Second, func() { os.RemoveAll(home) }) })
	s := &session{t: t, sh: sh, spec: specs[sh], home: home, work: t.TempDir(), calls: filepath.Join(home, "calls"),
		shim: filepath.Join(t.TempDir(), "oterminus"), host: strings.TrimPrefix(srv.URL, "http://")}
	// exec -a keeps the shim's name, so "init" embeds the shim's path.
	script := "#!/bin/bash\necho \"$*\" >> '" + s.calls + "'\nexec -a \"$0\" '" + bin + "' \"$@\"\n"
	if err := os.WriteFile(s.shim, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	s.x = shelltest.StartTerm(t, sh, s.work, append([]string{
		"HOME=" + home, "PATH=/usr/bin:/bin", "TERM=xterm-256color", "LANG=C.UTF-8",
		"XDG_CONFIG_HOME=" + home + "/.config", "XDG_STATE_HOME=" + home + "/.state", "OLLAMA_HOST=" + s.host,
	}, env...))
	s.x.WaitFor(`\S ?$`) // the first prompt
	return s
}

// setup sets a plain prompt, the buffer-dump key and the integration.
func (s *session) setup() {
	s.run(s.spec.prompt)
	s.run(strings.ReplaceAll(s.spec.dump, "FILE", shelltest.QuoteFor(s.sh, s.x.DumpFile())))
	s.run(strings.ReplaceAll(s.spec.init, "BIN", s.shim))
}

// ready waits for a prompt at the end of the screen.
func (s *session) ready() {
	s.t.Helper()
	s.x.WaitFor(s.spec.ready + `\z`)
}

// run types a setup line and waits until the shell has run it.
func (s *session) run(line string) {
	s.t.Helper()
	s.step++
	s.x.Run(fmt.Sprintf("%s; echo step%d''done", line, s.step))
	s.x.WaitFor(fmt.Sprintf(`(?m)^step%ddone$`, s.step))
}

// fresh gives an empty line on a cleared screen. A Ctrl-C that lands
// while the shell still finishes a key binding interrupts the binding
// instead of the line, so the reset is tried again if needed.
// The Ctrl-C is a signal, handled while later keys may already be
// read, so the test waits for the shell to react before clearing, and
// accepts only a prompt alone at the top of a cleared screen.
func (s *session) fresh() {
	s.t.Helper()
	for try := 0; try < 5; try++ {
		before := s.x.Screen()
		s.x.Keys("C-c")
		s.x.Changed(before, time.Second) // fish ignores Ctrl-C on an empty line
		s.x.Clear()
		s.x.Keys("C-l")
		if s.x.Within(2*time.Second, `\A`+strings.TrimPrefix(s.spec.ready, "(?m)^")+`\z`) {
			return
		}
	}
	s.t.Fatalf("%s: no empty prompt after Ctrl-C:\n%s", s.sh, s.x.Screen())
}

// ask types text on a fresh line, presses key, waits for waitFor and
// returns the buffer.
func (s *session) ask(text string, key string, waitFor string) string {
	s.t.Helper()
	s.fresh()
	s.x.Type(text)
	s.x.Keys(key)
	s.x.WaitFor(waitFor)
	return s.x.Dump()
}

func (s *session) wantBuffer(what, got, want string) {
	s.t.Helper()
	if got != want {
		s.t.Errorf("%s: %s: buffer %q, want %q\n%s", s.sh, what, got, want, s.x.Screen())
	}
}

func testWidgetIn(t *testing.T, sh string) {
	shelltest.Require(t, "pgrep") // to look for a helper left behind
	fake := ollamatest.New("qwen2.5-coder:1.5b")
	fake.Script(widgetReplies...)
	s := startSession(t, sh, fake)
	spec, x, home, calls, shim, host := s.spec, s.x, s.home, s.calls, s.shim, s.host
	d, _ := dialect.Lookup(sh)
	ready, run, setup, fresh, ask, wantBuffer := s.ready, s.run, s.setup, s.fresh, s.ask, s.wantBuffer

	// A typed command is rendered from typed arguments, with a preview.
	got := ask("ls -lah", "C-o", `oterminus: ls \(structured, risk safe\)`)
	wantBuffer("typed command", got, "ls -l -h -a .")

	// An ambiguous request keeps the line and offers safe options.
	got = ask("clean this folder", "C-o", `try instead: list large files`)
	wantBuffer("ambiguous request", got, "clean this folder")

	// A planned request: the model's proposal, rendered for this shell.
	got = ask("find files bigger than 100MB here", "C-o", `oterminus: find \(structured, risk safe, qwen2.5-coder:1.5b\)`)
	wantBuffer("planned request", got, "find . -type f -size +100M")

	// A hostile name from the model is quoted for this shell.
	want, err := d.Render([]string{"ls", "-l", "it's $(x) a b"})
	if err != nil {
		t.Fatal(err)
	}
	got = ask("list the odd file in detail", "C-o", `oterminus: ls \(structured`)
	wantBuffer("hostile planned name", got, want)

	// A plan that validation refuses is never inserted.
	got = ask("count the files here", "C-o", `refused ls \(experimental.*blocked pipelines`)
	wantBuffer("refused plan", got, "count the files here")

	// A multi-line buffer survives byte for byte.
	fresh()
	x.Type("ls a")
	x.Keys(spec.newline...)
	x.Type("ls b")
	x.Keys("C-o")
	x.WaitFor(`refused ls.*multiline`)
	wantBuffer("multi-line buffer", x.Dump(), "ls a\nls b")

	// Ollama down: one line naming the server, the line kept.
	fresh()
	run(fmt.Sprintf(spec.setenv, "OLLAMA_HOST", "127.0.0.1:1"))
	got = ask("show the biggest files", "C-o", `cannot reach Ollama at http://127\.0\.0\.1:1`)
	wantBuffer("Ollama down", got, "show the biggest files")
	fresh()
	run(fmt.Sprintf(spec.setenv, "OLLAMA_HOST", host))

	// A slow model interrupted with Ctrl-C: cancelled at once, line kept,
	// shell alive, no helper left behind.
	fresh()
	x.Type("list everything slowly")
	x.Keys("C-o")
	if screen := x.WaitFor(`thinking \(Ctrl-C cancels\)`); !strings.Contains(screen, "list everything slowly") {
		t.Errorf("%s: the line is hidden while waiting:\n%s", sh, screen)
	}
	x.Keys("C-c")
	x.WaitFor(`oterminus: cancelled; your line is unchanged`)
	wantBuffer("Ctrl-C while waiting", x.Dump(), "list everything slowly")
	if out, _ := exec.Command("pgrep", "-f", "widget translate --shell "+sh+" .*--session "+x.PanePID()).Output(); len(out) > 0 {
		t.Errorf("%s: a helper is still running after Ctrl-C: %s", sh, out)
	}
	fresh()
	x.Run("echo al''ive")
	x.WaitFor(`(?m)^alive$`)

	// Two-press confirmation for a dangerous plan (the policy allows
	// dangerous commands here): shown first, inserted by a second press.
	fresh()
	run(fmt.Sprintf(spec.setenv, "OTERMINUS_POLICY_MODE", "dangerous"))
	run(fmt.Sprintf(spec.setenv, "OTERMINUS_ALLOW_DANGEROUS", "1"))
	got = ask("remove the folder ./build", "C-o", `press Ctrl-O again on this line to insert it`)
	wantBuffer("two-press, first press", got, "remove the folder ./build")
	x.Keys("C-o")
	x.WaitFor(`inserted on the second press`)
	wantBuffer("two-press, second press", x.Dump(), "rm -r ./build")
	fresh()
	run(fmt.Sprintf(spec.setenv, "OTERMINUS_POLICY_MODE", "write"))

	// The explain key explains without changing the line.
	got = ask("tar -tf a.tar", "M-C-o", `Family domain : archive_inspection`)
	wantBuffer("explain key", got, "tar -tf a.tar")

	// Outcomes: run as inserted, edited, abandoned; $? kept; nothing
	// started for commands oterminus did not insert.
	auditFile := filepath.Join(home, ".state", "oterminus", "audit.jsonl")
	ask("pwd", "C-o", `oterminus: pwd \(structured`)
	x.Keys("Enter")
	waitOutcome(t, auditFile, "accepted", `"exit_code":0`)
	ready() // type only at a prompt, as a person would
	ask("ls -la", "C-o", `oterminus: ls \(structured`)
	x.Type(" /")
	x.Keys("Enter")
	waitOutcome(t, auditFile, "edited", `"command":"ls -l -a . /"`)
	ready()
	ask("whoami", "C-o", `oterminus: whoami \(structured`)
	x.Keys("C-c")
	waitOutcome(t, auditFile, "abandoned", `"exit_code":null`)
	ready()
	ask("ls /nonexistent-dir", "C-o", `oterminus: ls \(structured`)
	x.Keys("Enter")
	waitOutcome(t, auditFile, "accepted", `"exit_code":2`)
	x.Run(spec.status) // the hooks that recorded the outcome kept $?
	x.WaitFor(`(?m)^st=2$`)
	before := lines(t, calls)
	fresh()
	x.Run("true")
	x.Run("false")
	x.Run(spec.status)
	x.WaitFor(`(?m)^st=1$`)
	if after := lines(t, calls); after != before {
		t.Errorf("%s: commands oterminus did not insert started the helper (%d calls, then %d)", sh, before, after)
	}

	// Loading the integration twice registers each hook once and still works.
	fresh()
	run(strings.ReplaceAll(spec.init, "BIN", shim))
	x.Run(spec.hooks)
	x.WaitFor(`(?m)^\s*hooks=\s*1$`)
	got = ask("ls -lah", "C-o", `oterminus: ls \(structured, risk safe\)`)
	wantBuffer("loaded twice", got, "ls -l -h -a .")

	// vi insert mode (last: the keys that reset the line differ there).
	fresh()
	run(spec.vi)
	if sh == "fish" {
		// fish_vi_key_bindings replaces all bindings: load again after it,
		// as users do.
		setup()
	}
	x.Type("du -sh .")
	x.Keys("C-o")
	x.WaitFor(`oterminus: du \(structured, risk safe\)`)
	wantBuffer("vi insert mode", x.Dump(), "du -h -s .")
}

// waitOutcome waits for the audit log's last outcome to be want, with a
// field matching fieldRE.
func waitOutcome(t *testing.T, path, want, fieldRE string) {
	t.Helper()
	if last, ok := outcomeWithin(path, want, fieldRE, 15*time.Second); !ok {
		t.Fatalf("no %s outcome matching %s; last outcome: %s", want, fieldRE, last)
	}
}

// outcomeWithin reports whether the audit log's last outcome becomes want,
// with a field matching fieldRE, within d; and the last outcome seen.
func outcomeWithin(path, want, fieldRE string, d time.Duration) (string, bool) {
	re := regexp.MustCompile(fieldRE)
	deadline := time.Now().Add(d)
	for {
		var last string
		if f, err := os.Open(path); err == nil {
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				var ev map[string]any
				if json.Unmarshal(sc.Bytes(), &ev) == nil && ev["event"] == "outcome" {
					last = sc.Text()
				}
			}
			f.Close()
		}
		if strings.Contains(last, `"outcome":"`+want+`"`) && re.MatchString(last) {
			return last, true
		}
		if time.Now().After(deadline) {
			return last, false
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func lines(t *testing.T, path string) int {
	data, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return strings.Count(string(data), "\n")
}

// TestWidgetOpenAI is the planned-request path of the widget with
// provider = "openai", in zsh: the fake answers on its OpenAI-compatible
// API, and OLLAMA_HOST points nowhere.
func TestWidgetOpenAI(t *testing.T) {
	shelltest.Require(t, "zsh")
	fake := ollamatest.New("qwen2.5-coder:1.5b")
	fake.Script(ollamatest.Reply{Content: `{"command_family":"find","arguments":{"path":".","type":"f","size":"+100M"},"summary":"s","explanation":"e"}`})
	s := startSession(t, "zsh", fake)
	s.run(fmt.Sprintf(s.spec.setenv, "OTERMINUS_PROVIDER", "openai"))
	s.run(fmt.Sprintf(s.spec.setenv, "OTERMINUS_OPENAI_BASE_URL", "http://"+s.host+"/v1"))
	s.run(fmt.Sprintf(s.spec.setenv, "OLLAMA_HOST", "127.0.0.1:1"))
	got := s.ask("find files bigger than 100MB here", "C-o", `oterminus: find \(structured, risk safe, qwen2.5-coder:1.5b\)`)
	s.wantBuffer("planned request over the OpenAI API", got, "find . -type f -size +100M")
	chats := 0
	for _, r := range fake.Requests() {
		if r.Path == "/v1/chat/completions" {
			chats++
		} else if r.Path == "/api/chat" && strings.Contains(string(r.Body), `"messages":[`) {
			t.Errorf("a chat request went to the Ollama API")
		}
	}
	if chats != 1 {
		t.Errorf("%d chat requests on the OpenAI API, want 1", chats)
	}
}
