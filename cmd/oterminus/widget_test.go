package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/shelltest"
)

// binary returns the oterminus binary under test: OTERMINUS_BIN when set
// (make test sets it to the build), otherwise a fresh build in buildDir,
// which TestMain removes after the tests.
var binary = sync.OnceValues(func() (string, error) {
	if bin := os.Getenv("OTERMINUS_BIN"); bin != "" {
		return bin, nil
	}
	dir, err := os.MkdirTemp("", "oterminus-bin-")
	if err != nil {
		return "", err
	}
	buildDir.Store(&dir)
	bin := filepath.Join(dir, "oterminus")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		return "", &buildError{string(out)}
	}
	return bin, nil
})

// buildDir is where binary built oterminus, if it did: it outlives every
// test, so no test's TempDir can hold it.
var buildDir atomic.Pointer[string]

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

// findBigFiles is the model's answer to "find files bigger than 100MB
// here".
var findBigFiles = ollamatest.Reply{Content: `{"action_type":"shell_command","mode":"structured","command_family":"find","arguments":{"path":".","type":"f","size":"+100M"},"command":null,"risk_level":"safe",` + contract + `}`}

// reply is the fake model's answer: content, after delayMS.
func reply(delayMS int, content string) *ollamatest.Reply {
	return &ollamatest.Reply{DelayMS: delayMS, Content: content}
}

// widgetCase is one scenario of TestWidget, run on a fresh line of a
// shell session that earlier cases also used. The case sets env, runs
// before, types buffer (a line break pressed as the shell's newline
// keys), presses keys, waits for the screen to match waitFor, runs then,
// and checks the line editor's buffer is want; after runs last, and undo
// is set once the case is over.
type widgetCase struct {
	name    string
	env     []string               // NAME=VALUE exported first
	before  func(*session)         // more setup, once the line is fresh
	reply   *ollamatest.Reply      // the model's answer, when the case asks it
	buffer  string                 // typed on a fresh line
	keys    []string               // pressed then
	waitFor string                 // regexp the screen must match
	then    func(*session, string) // more keys and waits, given the screen
	want    string                 // the buffer afterwards
	wantIn  map[string]string      // the buffer afterwards per shell, when the shells differ
	after   func(*session)         // checks once the buffer is as wanted
	undo    []string               // NAME=VALUE exported at the end
}

// structured is the fake model's structured answer: a safe command of
// family with arguments (a JSON object).
func structured(family, arguments string) *ollamatest.Reply {
	return reply(0, `{"action_type":"shell_command","mode":"structured","command_family":"`+family+`","arguments":`+arguments+`,"command":null,"risk_level":"safe",`+contract+`}`)
}

// The model's answers to the requests whose insertion the tests run,
// edit or abandon.
var (
	pwdReply     = structured("pwd", `{}`)
	whoamiReply  = structured("whoami", `{}`)
	lsLongReply  = structured("ls", `{"path":".","long":true,"all":true}`)                 // ls -l -a .
	lsMissing    = structured("ls", `{"path":"/nonexistent-dir"}`)                         // ls /nonexistent-dir
	duTotalReply = structured("du", `{"path":".","human_readable":true,"summarize":true}`) // du -h -s .
)

// widgetCases are TestWidget's scenarios in the order they run: typed
// commands (checked, a write and what it changes, run as typed by Enter,
// beyond the policy, with no declaration), an ambiguous request, a planned
// request, a hostile planned name, a refused plan, a multi-line typed
// buffer flagged by a rule, Ollama down, a slow model interrupted with
// Ctrl-C, two-press confirmation, the explain key, what happens after an
// insertion (the audit outcomes, $? kept, nothing started otherwise),
// loading the integration twice, and vi insert mode, for a typed command
// and a request (last: the keys that reset the line differ there).
//
// A typed command is never rewritten: Ctrl-O keeps it byte for byte and
// answers on a line of its own; only a request's proposal is inserted.
var widgetCases = []widgetCase{
	{
		name:   "typed command",
		buffer: "ls -lah", keys: []string{"C-o"}, waitFor: `(?m)^oterminus: checked ls \(safe\)$`,
		want:  "ls -lah",
		after: func(s *session) { s.keptTyped("ls -lah") },
	},
	{
		// A write says what it changes now, on a line of its own; the
		// glob stays a glob.
		name: "typed write with a glob",
		before: func(s *session) {
			s.files("a.log", "b.log")
		},
		buffer: "touch *.log", keys: []string{"C-o"}, waitFor: `(?m)^oterminus: changes 2 paths now: a\.log, b\.log$`,
		then: func(s *session, screen string) {
			if !regexp.MustCompile(`(?m)^oterminus: checked touch \(write\)$`).MatchString(screen) {
				s.t.Errorf("%s: no checked answer for the write:\n%s", s.sh, screen)
			}
		},
		want:  "touch *.log",
		after: func(s *session) { s.keptTyped("touch *.log") },
	},
	{
		// Enter runs the line as typed: the shell expands the glob when
		// it runs, so a file made after Ctrl-O is in the output. Nothing
		// was inserted, so nothing records an outcome or starts the
		// helper.
		name: "typed command runs as typed",
		before: func(s *session) {
			s.files("a.log", "b.log")
		},
		buffer: "echo *.log", keys: []string{"C-o"}, waitFor: `(?m)^oterminus: checked echo \(safe\)$`,
		want: "echo *.log",
		after: func(s *session) {
			s.keptTyped("echo *.log")
			s.files("c.log")
			calls, outcomes := lines(s.t, s.calls), s.outcomes()
			s.x.Keys("Enter")
			s.x.WaitFor(`(?m)^a\.log b\.log c\.log$`)
			s.ready()
			if got := lines(s.t, s.calls); got != calls {
				s.t.Errorf("%s: running the kept line started the helper (%d calls, then %d)", s.sh, calls, got)
			}
			if got := s.outcomes(); got != outcomes {
				s.t.Errorf("%s: running the kept line recorded an outcome (%d, then %d)", s.sh, outcomes, got)
			}
		},
	},
	{
		// Beyond the policy: said in the person's words, with the
		// setting that would let oterminus accept it; Enter runs it.
		name: "typed dangerous command",
		before: func(s *session) {
			s.files("build/out.o")
		},
		buffer: "rm -rf build", keys: []string{"C-o"},
		waitFor: `(?m)^oterminus: rm \(dangerous\) is beyond what oterminus runs under policy_mode write`,
		then: func(s *session, _ string) {
			s.waitAnswer(`oterminus: rm \(dangerous\) is beyond what oterminus runs under policy_mode write: Recursive deletion detected\.?; ` + unchanged +
				` hint: oterminus would accept it with policy_mode = dangerous and OTERMINUS_ALLOW_DANGEROUS=1`)
			s.notPolicyWords()
		},
		want: "rm -rf build",
		after: func(s *session) {
			s.keptTyped("rm -rf build")
			s.x.Keys("Enter")
			s.ready()
			s.waitGone("build")
		},
	},
	{
		// No declaration: not checked, and no model is asked; Enter runs
		// it (docker is not on the test's PATH).
		name:   "typed command with no declaration",
		buffer: "docker ps", keys: []string{"C-o"}, waitFor: `(?m)^oterminus: not checked: `,
		then: func(s *session, _ string) {
			s.waitAnswer(`oterminus: not checked: oterminus has no declaration for docker; ` + unchanged)
			s.notPolicyWords()
		},
		want: "docker ps",
		after: func(s *session) {
			s.keptTyped("docker ps")
			s.x.Keys("Enter")
			s.x.WaitFor(`docker.*(not found|Unknown command)|(not found|Unknown command).*docker`)
			s.ready()
		},
	},
	{
		name:   "ambiguous request",
		buffer: "clean this folder", keys: []string{"C-o"}, waitFor: `try instead: (ls -l [^;]*; )?list large files`,
		want: "clean this folder",
	},
	{
		name:   "planned request",
		reply:  &findBigFiles,
		buffer: "find files bigger than 100MB here", keys: []string{"C-o"}, waitFor: `oterminus: find \(structured, risk safe, qwen2.5-coder:1.5b\)`,
		want: "find . -type f -size +100M",
	},
	{
		// Quoted for each shell, which the model's text does not change.
		name:   "hostile planned name",
		reply:  reply(0, `{"action_type":"shell_command","mode":"structured","command_family":"ls","arguments":{"path":"it's $(x) a b","long":true},"command":null,"risk_level":"safe",`+contract+`}`),
		buffer: "list the odd file in detail", keys: []string{"C-o"}, waitFor: `oterminus: ls \(structured`,
		wantIn: map[string]string{
			"bash": `ls -l 'it'"'"'s $(x) a b'`,
			"zsh":  `ls -l 'it'"'"'s $(x) a b'`,
			"fish": `ls -l 'it\'s $(x) a b'`,
		},
	},
	{
		name:   "refused plan",
		reply:  reply(0, `{"action_type":"shell_command","mode":"experimental","command_family":"ls","arguments":null,"command":"ls | wc -l","risk_level":"safe",`+contract+`}`),
		buffer: "count the files here", keys: []string{"C-o"}, waitFor: `refused ls \(experimental.*blocked pipelines`,
		want: "count the files here",
	},
	{
		// Typed over two lines: a rule flags it, and it stays as typed.
		name:   "multi-line buffer",
		buffer: "ls a\nls b", keys: []string{"C-o"}, waitFor: `(?m)^oterminus: ls \(unknown\) is read in part and flagged: .*multiline`,
		then: func(s *session, _ string) {
			s.waitAnswer(`oterminus: ls \(unknown\) is read in part and flagged: .*multiline.*; ` + unchanged)
			s.notPolicyWords()
		},
		want:  "ls a\nls b",
		after: func(s *session) { s.keptTyped("ls a\nls b") },
	},
	{
		name:   "Ollama down",
		env:    []string{"OLLAMA_HOST=127.0.0.1:1"},
		buffer: "show the biggest files", keys: []string{"C-o"}, waitFor: `cannot reach Ollama at http://127\.0\.0\.1:1`,
		want: "show the biggest files",
		undo: []string{"OLLAMA_HOST=HOST"},
	},
	{
		// Cancelled at once, line kept, shell alive, no helper left behind.
		name:   "Ctrl-C while waiting",
		reply:  reply(8000, `{"action_type":"shell_command","mode":"structured","command_family":"ls","arguments":{},"command":null,"risk_level":"safe",`+contract+`}`),
		buffer: "list everything slowly", keys: []string{"C-o"}, waitFor: `thinking \(Ctrl-C cancels\)`,
		then: func(s *session, screen string) {
			if !strings.Contains(screen, "list everything slowly") {
				s.t.Errorf("%s: the line is hidden while waiting:\n%s", s.sh, screen)
			}
			s.x.Keys("C-c")
			s.x.WaitFor(`oterminus: cancelled; your line is unchanged`)
		},
		want: "list everything slowly",
		after: func(s *session) {
			if out, _ := exec.Command("pgrep", "-f", "widget translate --shell "+s.sh+" .*--session "+s.x.PanePID()).Output(); len(out) > 0 {
				s.t.Errorf("%s: a helper is still running after Ctrl-C: %s", s.sh, out)
			}
			s.fresh()
			s.x.Run("echo al''ive")
			s.x.WaitFor(`(?m)^alive$`)
		},
	},
	{
		// The policy allows dangerous commands here: shown on the first
		// press, inserted by a second press.
		name:   "two-press confirmation",
		env:    []string{"OTERMINUS_POLICY_MODE=dangerous", "OTERMINUS_ALLOW_DANGEROUS=1"},
		reply:  reply(0, `{"action_type":"shell_command","mode":"experimental","command_family":"rm","arguments":null,"command":"rm -r ./build","risk_level":"dangerous",`+contract+`}`),
		buffer: "remove the folder ./build", keys: []string{"C-o"}, waitFor: `press Ctrl-O again on this line to insert it`,
		then: func(s *session, _ string) {
			s.wantBuffer("first press", s.x.Dump(), "remove the folder ./build")
			s.x.Keys("C-o")
			s.x.WaitFor(`inserted on the second press`)
		},
		want: "rm -r ./build",
		undo: []string{"OTERMINUS_POLICY_MODE=write"},
	},
	{
		name:   "explain key",
		buffer: "tar -tf a.tar", keys: []string{"M-C-o"}, waitFor: `-t +list the archive's contents`,
		want: "tar -tf a.tar",
	},
	{
		name:   "outcome accepted",
		reply:  pwdReply,
		buffer: "show the current folder", keys: []string{"C-o"}, waitFor: `oterminus: pwd \(structured, risk safe, qwen`,
		want: "pwd",
		after: func(s *session) {
			s.x.Keys("Enter")
			s.waitOutcome("accepted", `"exit_code":0`)
			s.ready() // type only at a prompt, as a person would
		},
	},
	{
		name:   "outcome edited",
		reply:  lsLongReply,
		buffer: "list everything here in detail", keys: []string{"C-o"}, waitFor: `oterminus: ls \(structured, risk safe, qwen`,
		want: "ls -l -a .",
		after: func(s *session) {
			s.x.Type(" /")
			s.x.Keys("Enter")
			s.waitOutcome("edited", `"command":"ls -l -a . /"`)
			s.ready()
		},
	},
	{
		name:   "outcome abandoned",
		reply:  whoamiReply,
		buffer: "show my user name", keys: []string{"C-o"}, waitFor: `oterminus: whoami \(structured, risk safe, qwen`,
		want: "whoami",
		after: func(s *session) {
			s.x.Keys("C-c")
			s.waitOutcome("abandoned", `"exit_code":null`)
			s.ready()
		},
	},
	{
		// The hooks that record the outcome keep $?, and commands
		// oterminus did not insert start nothing.
		name:   "outcome of a failing command",
		reply:  lsMissing,
		buffer: "list the folder /nonexistent-dir", keys: []string{"C-o"}, waitFor: `oterminus: ls \(structured, risk safe, qwen`,
		want: "ls /nonexistent-dir",
		after: func(s *session) {
			s.x.Keys("Enter")
			s.waitOutcome("accepted", `"exit_code":2`)
			s.x.Run(s.spec.status)
			s.x.WaitFor(`(?m)^st=2$`)
			before := lines(s.t, s.calls)
			s.fresh()
			s.x.Run("true")
			s.x.Run("false")
			s.x.Run(s.spec.status)
			s.x.WaitFor(`(?m)^st=1$`)
			if after := lines(s.t, s.calls); after != before {
				s.t.Errorf("%s: commands oterminus did not insert started the helper (%d calls, then %d)", s.sh, before, after)
			}
		},
	},
	{
		// Each hook is registered once, the key still works, and an
		// insertion's outcome is still recorded.
		name: "loaded twice",
		before: func(s *session) {
			s.run(strings.ReplaceAll(s.spec.init, "BIN", s.shim))
			s.x.Run(s.spec.hooks)
			s.x.WaitFor(`(?m)^\s*hooks=\s*1$`)
			s.fresh()
		},
		reply:  lsLongReply,
		buffer: "list everything here in detail", keys: []string{"C-o"}, waitFor: `oterminus: ls \(structured, risk safe, qwen`,
		want: "ls -l -a .",
		after: func(s *session) {
			s.x.Keys("Enter")
			s.waitOutcome("accepted", `"exit_code":0`)
			s.ready()
			reqs, outs := s.requests(), s.events("outcome")
			if id := reqs[len(reqs)-1]["event_id"]; outs[len(outs)-1]["event_id"] != id {
				s.t.Errorf("%s: the outcome is of event %v, want the insertion's %v", s.sh, outs[len(outs)-1]["event_id"], id)
			}
		},
	},
	{
		name: "vi insert mode",
		before: func(s *session) {
			s.run(s.spec.vi)
			if s.sh == "fish" {
				// fish_vi_key_bindings replaces all bindings: load
				// again after it, as users do.
				s.setup()
			}
		},
		// A typed command is kept, then a request is inserted. Ctrl-L
		// does not clear the screen in bash's vi insert keymap, so the
		// request goes on the line Ctrl-C gives.
		buffer: "du -sh .", keys: []string{"C-o"}, waitFor: `(?m)^oterminus: checked du \(safe\)$`,
		want: "du -sh .",
		after: func(s *session) {
			s.keptTyped("du -sh .")
			s.x.Keys("C-c")
			s.x.WaitFor(`(?m)^(\[I\] )?[%$>] ?\z`) // fish shows the vi mode
			s.fake.Script(*duTotalReply)
			s.x.Type("how big is this folder")
			s.x.Keys("C-o")
			s.x.WaitFor(`oterminus: du \(structured, risk safe, qwen`)
			s.waitBuffer("du -h -s .")
		},
	},
}

// TestWidget presses the keys of widgetCases in real zsh, bash and fish,
// one session per shell.
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
	home  string             // HOME, which holds the state directory and the audit log
	work  string             // the shell's starting directory
	calls string             // the shim's log of helper starts
	shim  string             // the oterminus the shell runs
	host  string             // the fake Ollama's host:port
	fake  *ollamatest.Server // the fake Ollama, which each case scripts its answer on
	step  int
	// pressed is how many request events the audit log held before the
	// last key press that keptTyped checks.
	pressed int
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
	home := t.TempDir()
	// Detached processes (the first-use warm-up, outcome recording) may
	// still write to the home directory once the shell is gone; TempDir
	// could not remove it then. This cleanup runs before TempDir's and
	// after StartTerm's, which ends the shell.
	t.Cleanup(func() { waitForProcessesUsing(t, home) })
	s := &session{t: t, sh: sh, spec: specs[sh], home: home, work: t.TempDir(), calls: filepath.Join(home, "calls"),
		shim: filepath.Join(t.TempDir(), "oterminus"), host: strings.TrimPrefix(srv.URL, "http://"), fake: fake}
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
	s := startSession(t, sh, fake)
	for _, c := range widgetCases {
		// The cases share the session and the model's queue of answers,
		// so after a failure the later ones would fail for its reasons.
		if !t.Run(c.name, func(t *testing.T) { s.in(t).runCase(c) }) {
			t.Fatalf("%s: stopped after case %q failed", sh, c.name)
		}
	}
}

// in is the session reporting to t, a subtest of the one that started it.
func (s *session) in(t *testing.T) *session {
	s.t, s.x = t, s.x.For(t)
	return s
}

// runCase runs one widget case on a fresh line.
func (s *session) runCase(c widgetCase) {
	s.t.Helper()
	s.fresh()
	for _, kv := range c.env {
		s.export(kv)
	}
	if c.before != nil {
		c.before(s)
	}
	if c.reply != nil {
		s.fake.Script(*c.reply)
	}
	for i, line := range strings.Split(c.buffer, "\n") {
		if i > 0 {
			s.x.Keys(s.spec.newline...)
		}
		s.x.Type(line)
	}
	s.mark()
	s.x.Keys(c.keys...)
	screen := s.x.WaitFor(c.waitFor)
	if c.then != nil {
		c.then(s, screen)
	}
	want := c.want
	if c.wantIn != nil {
		w, ok := c.wantIn[s.sh]
		if !ok {
			s.t.Fatalf("%s: the case states no buffer for %s", c.name, s.sh)
		}
		want = w
	}
	s.wantBuffer(c.name, s.x.Dump(), want)
	if c.after != nil {
		c.after(s)
	}
	if len(c.undo) > 0 {
		s.fresh()
		for _, kv := range c.undo {
			s.export(kv)
		}
	}
}

// export sets NAME=VALUE in the shell; the value HOST is the fake
// Ollama's host:port.
func (s *session) export(kv string) {
	s.t.Helper()
	name, value, _ := strings.Cut(kv, "=")
	if value == "HOST" {
		value = s.host
	}
	s.run(fmt.Sprintf(s.spec.setenv, name, value))
}

// unchanged ends every answer about a typed line that oterminus would not
// run itself (a regexp).
const unchanged = `your line is unchanged, and Enter runs it as typed`

// auditPath is the session's audit log.
func (s *session) auditPath() string {
	return filepath.Join(s.home, ".state", "oterminus", "audit.jsonl")
}

// events are the audit log's events of kind ("request", "outcome").
func (s *session) events(kind string) []map[string]any {
	var out []map[string]any
	data, err := os.ReadFile(s.auditPath())
	if err != nil && !os.IsNotExist(err) {
		s.t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		var ev map[string]any
		if json.Unmarshal([]byte(line), &ev) == nil && ev["event"] == kind {
			out = append(out, ev)
		}
	}
	return out
}

func (s *session) requests() []map[string]any { return s.events("request") }
func (s *session) outcomes() int              { return len(s.events("outcome")) }

// modelAsked is how many chat requests with messages reached the fake
// model (a warm-up has none).
func (s *session) modelAsked() int {
	n := 0
	for _, r := range s.fake.Requests() {
		if (r.Path == "/api/chat" || r.Path == "/v1/chat/completions") && bytes.Contains(r.Body, []byte(`"messages":[{`)) {
			n++
		}
	}
	return n
}

// mark remembers the audit log's request events before a key press that
// keptTyped checks.
func (s *session) mark() { s.pressed = len(s.requests()) }

// keptTyped checks what a press of Ctrl-O did to the line the person
// typed: nothing. The buffer is byte for byte the typed line, and so is
// the prompt line on the screen; the press wrote one audit request,
// kept_typed, for exactly that input; nothing is waiting to record an
// outcome; and the line never went to the model.
func (s *session) keptTyped(typed string) {
	s.t.Helper()
	if got := s.x.Dump(); got != typed {
		s.t.Errorf("%s: a typed line was changed: buffer %q, want %q\n%s", s.sh, got, typed, s.x.Screen())
	}
	if !strings.Contains(typed, "\n") {
		prompt := map[string]string{"zsh": "% ", "bash": `\$ `, "fish": `(\[I\] )?> `}[s.sh] // fish shows the vi mode
		re := `(?m)^` + prompt + regexp.QuoteMeta(typed) + ` *$`
		if s.sh == "fish" {
			// fish draws its autosuggestion after the line (build/ for
			// "rm -rf build"), as it does with no oterminus; the buffer
			// above is what the line holds.
			re = `(?m)^` + prompt + regexp.QuoteMeta(typed)
		}
		// bash draws the line again after the dump key's binding ran,
		// so the screen is read until it settles.
		if !s.x.Within(s.x.Timeout, re) {
			s.t.Errorf("%s: the prompt line does not show %q as typed:\n%s", s.sh, typed, s.x.Screen())
		}
	}
	var evs []map[string]any
	for deadline := time.Now().Add(s.x.Timeout); ; time.Sleep(50 * time.Millisecond) {
		if evs = s.requests(); len(evs) > s.pressed || time.Now().After(deadline) {
			break
		}
	}
	switch {
	case len(evs) != s.pressed+1:
		s.t.Errorf("%s: the press on %q wrote %d audit requests, want 1", s.sh, typed, len(evs)-s.pressed)
	case evs[len(evs)-1]["user_input"] != typed || evs[len(evs)-1]["confirmation_result"] != "kept_typed":
		s.t.Errorf("%s: audit request for %q: user_input %q, confirmation_result %q, want kept_typed", s.sh, typed,
			evs[len(evs)-1]["user_input"], evs[len(evs)-1]["confirmation_result"])
	}
	quoted, _ := json.Marshal(typed)
	for _, r := range s.fake.Requests() {
		if bytes.Contains(r.Body, bytes.Trim(quoted, `"`)) {
			s.t.Errorf("%s: the typed line %q went to the model: %s %s", s.sh, typed, r.Path, r.Body)
		}
	}
}

// files creates empty files (and their directories) in the work
// directory.
func (s *session) files(names ...string) {
	s.t.Helper()
	for _, name := range names {
		path := filepath.Join(s.work, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			s.t.Fatal(err)
		}
		if err := os.WriteFile(path, nil, 0o644); err != nil {
			s.t.Fatal(err)
		}
	}
}

// waitGone waits until name is gone from the work directory.
func (s *session) waitGone(name string) {
	s.t.Helper()
	for deadline := time.Now().Add(s.x.Timeout); ; time.Sleep(50 * time.Millisecond) {
		if _, err := os.Lstat(filepath.Join(s.work, name)); os.IsNotExist(err) {
			return
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("%s: %s is still there\n%s", s.sh, name, s.x.Screen())
		}
	}
}

// squeezed is text without its white space. The shells wrap a long
// answer, zsh at a word and tmux at the last column, so an answer is
// matched with its spaces and line breaks left out.
func squeezed(text string) string { return strings.Join(strings.Fields(text), "") }

// answerRE compiles an answer's pattern, written with its spaces, to
// match a squeezed screen.
func answerRE(pattern string) *regexp.Regexp { return regexp.MustCompile(squeezed(pattern)) }

// waitAnswer waits until the screen shows the answer pattern matches,
// wherever the shell wrapped it.
func (s *session) waitAnswer(pattern string) {
	s.t.Helper()
	re := answerRE(pattern)
	for deadline := time.Now().Add(s.x.Timeout); ; time.Sleep(25 * time.Millisecond) {
		screen := s.x.Screen()
		if re.MatchString(squeezed(screen)) {
			return
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("%s: the screen never showed %q:\n%s", s.sh, pattern, screen)
		}
	}
}

// notPolicyWords checks that the answer about a typed line does not speak
// in refusals and internal words.
func (s *session) notPolicyWords() {
	s.t.Helper()
	screen := s.x.Screen()
	if m := regexp.MustCompile(`(?i)refused|allowlist|maturity|experimental|\bv1\b`).FindString(screen); m != "" {
		s.t.Errorf("%s: the answer about a typed line says %q:\n%s", s.sh, m, screen)
	}
}

// waitOutcome waits for the audit log's last outcome to be want.
func (s *session) waitOutcome(want, fieldRE string) {
	s.t.Helper()
	waitOutcome(s.t, filepath.Join(s.home, ".state", "oterminus", "audit.jsonl"), want, fieldRE)
}

// waitOutcome waits for the audit log's last outcome to be want, with a
// field matching fieldRE.
func waitOutcome(t *testing.T, path, want, fieldRE string) {
	t.Helper()
	if last, ok := outcomeWithin(path, want, fieldRE, time.Minute); !ok {
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

// waitForProcessesUsing waits, for at most ten seconds, until no process
// has HOME set to home. Where /proc cannot tell, it waits a second, which
// is more than the detached processes take.
func waitForProcessesUsing(t testing.TB, home string) {
	if _, err := os.Stat("/proc/self/environ"); err != nil {
		time.Sleep(time.Second)
		return
	}
	want := []byte("HOME=" + home + "\x00")
	for deadline := time.Now().Add(10 * time.Second); ; {
		pid := processWithEnv(want)
		if pid == "" {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("process %s still uses %s", pid, home)
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// processWithEnv is the id of a process whose environment holds entry
// (NAME=VALUE and its NUL), or "".
func processWithEnv(entry []byte) string {
	environs, _ := filepath.Glob("/proc/[0-9]*/environ")
	for _, path := range environs {
		env, err := os.ReadFile(path)
		if err != nil { // gone, or not ours to read
			continue
		}
		if bytes.HasPrefix(env, entry) || bytes.Contains(env, append([]byte{0}, entry...)) {
			return filepath.Base(filepath.Dir(path))
		}
	}
	return ""
}

func lines(t testing.TB, path string) int {
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
