package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/shelltest"
)

// coexistCase is one shell set up the way people set theirs up: minimal
// stand-ins that do to traps, prompt hooks, widgets and keymaps what the
// real plugins do, loaded before and after the integration.
type coexistCase struct {
	name   string
	shell  string
	before []string // setup lines before the integration is loaded
	after  []string // setup lines after it
	emacs  bool     // emacs keys: Ctrl-A Ctrl-K empties the line
	checks []check  // lines to run at the end and what they must print
}

type check struct{ line, want string }

var coexistCases = []coexistCase{
	{
		name: "bash-string-hooks", shell: "bash", emacs: true,
		before: []string{
			// undistract-me and others: extdebug, and a DEBUG trap of the user's.
			`shopt -s extdebug; _user_traps=0; trap '_user_traps=$((_user_traps+1))' DEBUG`,
			// bash-completion: programmable completion functions.
			`_comp_stub() { COMPREPLY=(); }; complete -F _comp_stub ls`,
		},
		after: []string{
			// direnv and zoxide, loaded after oterminus, prepend hooks that
			// clobber $?; history -a; is the common hand-written one.
			`_direnv_like() { false; }; _zoxide_like() { (exit 7) | true; }`,
			`PROMPT_COMMAND="history -a; _direnv_like; _zoxide_like;$PROMPT_COMMAND"`,
			// fzf binds keys of its own (Ctrl-T is the test's dump key).
			`_fzf_like() { READLINE_LINE+=" #fzf"; }; bind -x '"\C-r": _fzf_like'; bind '"\ec": "cd "'`,
			`set -u`,
		},
		checks: []check{
			{`trap -p DEBUG`, `\Atrap -- '_user_traps=\$\(\(_user_traps\+1\)\)' DEBUG\n\z`},
			{`echo "counted=$((_user_traps > 5))"`, `\Acounted=1\n\z`},
			{`jobs`, `\A\z`},
			{`shopt extdebug; [[ $- == *u* ]] && echo nounset`, `\Aextdebug\s+on\nnounset\n\z`},
		},
	},
	{
		name: "bash-array-hooks-vi", shell: "bash",
		before: []string{`PROMPT_COMMAND=(_early_hook); _early_hook() { false; }`},
		after: []string{
			// starship-like: PS0 set again after ours, and an array entry
			// that sets PS1 at every prompt; zoxide-like first, clobbering
			// $? and PIPESTATUS.
			`PS0='$(:)'; _starship_like() { PS1='$ '; }; _zoxide_like() { (exit 7) | true; }`,
			`PROMPT_COMMAND=(_zoxide_like "${PROMPT_COMMAND[@]}" _starship_like)`,
			`_comp_stub() { COMPREPLY=(); }; complete -F _comp_stub ls`,
			`_fzf_like() { READLINE_LINE+=" #fzf"; }; bind -m vi-insert -x '"\C-r": _fzf_like'`,
			`set -o vi; set -u`,
		},
		checks: []check{
			{`trap -p DEBUG`, `\A\z`},
			{`jobs`, `\A\z`},
		},
	},
	{
		name: "zsh-plugins-emacs", shell: "zsh", emacs: true,
		before: []string{`autoload -Uz add-zsh-hook`},
		after: []string{
			// zsh-autosuggestions and zsh-syntax-highlighting wrap widgets,
			// ours included, and set POSTDISPLAY and region_highlight.
			`_wrap() { local w=$1 kind=$2; zle -A $w _orig_${kind}_$w; eval "_${kind}_$w() { POSTDISPLAY=''; zle _orig_${kind}_$w -- \"\$@\"; region_highlight=(\"0 \${#BUFFER} fg=green\"); }"; zle -N $w _${kind}_$w; }`,
			`for w in self-insert accept-line backward-delete-char oterminus-translate; do _wrap $w as; _wrap $w hl; done`,
			// a hook before ours that clobbers $?, and a powerline-like prompt.
			`_direnv_like() { false }; precmd_functions=(_direnv_like $precmd_functions)`,
			`_pl_segment() { print -n ''; }; setopt prompt_subst; PS1='$(_pl_segment)%% '`,
			`_fzf_like() { BUFFER+=' #fzf' }; zle -N _fzf_like; bindkey '^R' _fzf_like`,
			`setopt nounset ksh_arrays`,
		},
		checks: []check{{`[[ -o nounset && -o ksh_arrays ]] && echo opts-kept`, `\Aopts-kept\n\z`}, {`jobs`, `\A\z`}},
	},
	{
		name: "zsh-vi-fzf", shell: "zsh",
		after: []string{
			`bindkey -v; _fzf_like() { BUFFER+=' #fzf' }; zle -N _fzf_like; bindkey -M viins '^R' _fzf_like; bindkey -M emacs '^R' _fzf_like`,
			`setopt nounset ksh_arrays`,
		},
		checks: []check{{`jobs`, `\A\z`}},
	},
	{
		name: "fish-hooks-emacs", shell: "fish", emacs: true,
		before: []string{
			// a postexec handler defined first that clobbers $status
			`function _clobber --on-event fish_postexec; false; end`,
		},
		after: []string{
			`function _fzf_like; commandline -a ' #fzf'; end; bind \cr _fzf_like`,
			`function fish_prompt; set -l s $status; command true; printf '> '; end`,
		},
		checks: []check{{`jobs`, `\A\z`}},
	},
	{
		name: "fish-vi", shell: "fish",
		before: []string{`function fish_mode_prompt; end`, `set -g fish_key_bindings fish_vi_key_bindings; fish_vi_key_bindings`},
		after:  []string{`function _fzf_like; commandline -a ' #fzf'; end; bind -M insert \cr _fzf_like`},
	},
}

// TestCoexistence runs the widget in real shells next to stand-ins for the
// plugins people use. In each: Ctrl-O on a request inserts the model's
// proposal, Enter runs it, the audit records the right outcome and exit
// status (even when other hooks ran first and clobbered $?), a line
// emptied or cancelled is abandoned, an edited one is edited, Ctrl-O again
// gives the request back, a typed command is kept as typed and Enter runs
// it, and the shell, its traps and options are intact afterwards.
func TestCoexistence(t *testing.T) {
	for _, c := range coexistCases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			testCoexistence(t, c)
		})
	}
}

func testCoexistence(t *testing.T, c coexistCase) {
	s := newSession(t, c.shell, ollamatest.New("qwen2.5-coder:1.5b"))
	s.run(s.spec.prompt)
	s.run(strings.ReplaceAll(s.spec.dump, "FILE", quoteFor(s.sh, s.x.DumpFile())))
	for _, l := range c.before {
		s.run(l)
	}
	s.run(strings.ReplaceAll(s.spec.init, "BIN", s.shim))
	for _, l := range c.after {
		s.run(l)
	}
	auditFile := s.auditPath()
	x := s.x
	// insert asks for request, which the model answers with r, and waits
	// for its proposal, want, in the buffer.
	insert := func(request string, r *ollamatest.Reply, want string) {
		t.Helper()
		s.ready()
		s.fake.Script(*r)
		x.Type(request)
		s.mark()
		x.Keys("C-o")
		s.waitAnswered()
		s.waitBuffer(want)
	}

	insert("show the current folder", pwdReply, "pwd")
	x.Keys("Enter")
	waitOutcome(t, auditFile, "accepted", `"exit_code":0`)

	if c.emacs { // emptied and entered: nothing ran
		insert("show the current folder", pwdReply, "pwd")
		x.Keys("C-a", "C-k")
		s.waitBuffer("")
		x.Keys("Enter")
		waitOutcome(t, auditFile, "abandoned", `"exit_code":null`)
	}

	insert("list the folder /nonexistent-dir", lsMissing, "ls /nonexistent-dir")
	x.Keys("Enter")
	waitOutcome(t, auditFile, "accepted", `"exit_code":2`)

	// A Ctrl-C that lands while the dump key's binding still finishes
	// interrupts the binding instead of the line: press it again then.
	insert("show my user name", whoamiReply, "whoami")
	for try := 0; ; try++ {
		x.Keys("C-c")
		if _, ok := outcomeWithin(auditFile, "abandoned", `"exit_code":null`, 2*time.Second); ok {
			break
		}
		if try == 4 {
			waitOutcome(t, auditFile, "abandoned", `"exit_code":null`)
		}
	}

	insert("list everything here in detail", lsLongReply, "ls -l -a .")
	x.Type(" /")
	x.Keys("Enter")
	waitOutcome(t, auditFile, "edited", `"command":"ls -l -a . /"`)

	// Ctrl-O again on the inserted line, unchanged, gives the request back
	// in any keymap; the inserted command was given up.
	insert("list everything here in detail", lsLongReply, "ls -l -a .")
	x.Keys("C-o")
	s.waitBuffer("list everything here in detail")
	waitOutcome(t, auditFile, "abandoned", `"exit_code":null`)
	s.cancelLine()

	// A typed command is kept as typed, under the plugins' wrappers too:
	// Ctrl-O answers, the line stays, and Enter runs it, which records
	// no outcome and keeps $? for the next line.
	s.ready()
	x.Type("ls -d /nonexistent-dir")
	s.mark()
	x.Keys("C-o")
	x.WaitFor(`(?m)^oterminus: checked ls \(safe\)$`)
	s.waitAnswered()
	s.keptTyped("ls -d /nonexistent-dir")
	outcomes := s.outcomes()
	x.Keys("Enter")
	s.ready()
	x.Run(s.spec.status)
	x.WaitFor(`(?m)^st=2$`)
	if got := s.outcomes(); got != outcomes {
		t.Errorf("%s: running the kept line recorded an outcome (%d, then %d)", c.name, outcomes, got)
	}

	// The shell still runs commands, and what the person set is intact.
	s.ready()
	x.Run("echo al''ive")
	x.WaitFor(`(?m)^alive$`)
	// Other plugins' keys still work.
	s.ready()
	x.Type("echo x")
	x.Keys("C-r")
	s.waitBuffer("echo x #fzf")
	s.cancelLine()
	for i, ch := range c.checks {
		s.ready()
		out := filepath.Join(s.work, fmt.Sprintf("check%d", i))
		group := "{ %s; } >%s 2>&1"
		if c.shell == "fish" {
			group = "begin; %s; end >%s 2>&1"
		}
		s.run(fmt.Sprintf(group, ch.line, quoteFor(c.shell, out)))
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		if !regexp.MustCompile(ch.want).Match(data) {
			t.Errorf("%s: %s printed %q, which does not match %s", c.name, ch.line, data, ch.want)
		}
	}
}

func quoteFor(sh, word string) string { return shelltest.QuoteFor(sh, word) }

// waitAnswered waits until the press since mark was answered: its audit
// request is written and the helper is gone. While the helper waits for
// the model it reads the terminal for Ctrl-C, so a key pressed then (the
// buffer-dump key) would not reach the shell.
func (s *session) waitAnswered() {
	s.t.Helper()
	pattern := "widget translate --shell " + s.sh + " .*--session " + s.x.PanePID()
	for deadline := time.Now().Add(s.x.Timeout); ; time.Sleep(50 * time.Millisecond) {
		out, _ := exec.Command("pgrep", "-f", pattern).Output()
		if len(s.requests()) > s.pressed && len(out) == 0 {
			return
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("%s: the press was not answered (%d audit requests, helper %q)\n%s", s.sh, len(s.requests())-s.pressed, out, s.x.Screen())
		}
	}
}

// cancelLine gives up the line with Ctrl-C until an empty prompt ends
// the screen: a Ctrl-C that lands while the dump key's binding still
// runs interrupts the binding, not the line. Unlike fresh, it clears
// nothing, so it works in every keymap (Ctrl-L does not clear in bash's
// vi insert mode).
func (s *session) cancelLine() {
	s.t.Helper()
	for try := 0; try < 5; try++ {
		s.x.Keys("C-c")
		if s.x.Within(2*time.Second, s.spec.ready+`\z`) {
			return
		}
	}
	s.t.Fatalf("%s: no empty prompt after Ctrl-C:\n%s", s.sh, s.x.Screen())
}

// waitBuffer waits until the line editor's buffer is want.
func (s *session) waitBuffer(want string) {
	s.t.Helper()
	deadline := time.Now().Add(s.x.Timeout)
	for {
		got := s.x.Dump()
		if got == want {
			return
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("%s: buffer %q, want %q\n%s", s.sh, got, want, s.x.Screen())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestRequestRecall: after Ctrl-O replaced a request with the model's
// proposal, the shell's own undo (Ctrl-_ in all three, as the README says)
// gives the typed request back in one step, so does Ctrl-O again on the
// unchanged inserted line, and in bash and zsh the request is in the
// shell's history as an entry that runs nothing, where Up finds it. A typed command is
// never replaced, so Ctrl-O on it, once or again, leaves it as typed and
// adds nothing to history.
func TestRequestRecall(t *testing.T) {
	const request = "list everything here in detail"
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			s := startSession(t, sh, ollamatest.New("qwen2.5-coder:1.5b"))
			// ask presses Ctrl-O on the line, which the model answers with
			// the ls proposal, and waits for it in the buffer.
			ask := func() {
				t.Helper()
				s.fake.Script(*lsLongReply)
				s.mark()
				s.x.Keys("C-o")
				s.waitAnswered()
				s.waitBuffer("ls -l -a .")
			}
			s.ready()
			s.x.Type(request)
			ask()
			s.x.Keys("C-_")
			s.waitBuffer(request)
			if sh == "zsh" {
				// The answer about the command undone goes with it (issue 35).
				s.waitOffScreen("oterminus: ls (structured")
			}

			// The documented key, in every keymap: Ctrl-O again on the
			// unchanged inserted line.
			ask()
			s.x.Keys("C-o")
			s.waitBuffer(request)
			if sh == "zsh" {
				// zsh shows the answer under the line until told
				// otherwise: the answer about the command given up goes.
				s.waitOffScreen("oterminus: ls (structured")
			}

			// A typed command stays as typed, on the second press too.
			s.fresh()
			s.x.Type("ls -la")
			for press := 1; press <= 2; press++ {
				s.mark()
				s.x.Keys("C-o")
				s.waitAnswered()
				s.x.WaitFor(`(?m)^oterminus: checked ls \(safe\)$`)
				s.keptTyped("ls -la")
			}

			if sh == "fish" {
				return
			}
			// Up, on an empty line, finds the request: no entry for the
			// typed command was added after it. It is a comment, or in zsh
			// without interactive_comments (zsh -f) the argument of ':',
			// and Enter on it runs nothing.
			entry := map[string]string{"bash": "# " + request, "zsh": ": '" + request + "'"}[sh]
			s.fresh()
			s.x.Keys("Up")
			s.waitBuffer(entry)
			s.x.Keys("Enter")
			s.ready()
			if screen := s.x.Screen(); strings.Contains(screen, "not found") {
				t.Errorf("%s: Enter on the request's history entry ran something:\n%s", sh, screen)
			}
		})
	}
}

// TestCompletion presses Tab after oterminus's own commands and flags in
// real zsh (with compinit, as people have it), bash and fish.
func TestCompletion(t *testing.T) {
	load := map[string]string{
		"zsh":  `autoload -Uz compinit && compinit -u -D; eval "$(BIN completion zsh)"`,
		"bash": `eval "$(BIN completion bash)"`,
		"fish": `BIN completion fish | source`,
	}
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			s := startSession(t, sh, ollamatest.New("qwen2.5-coder:1.5b"))
			s.run(strings.ReplaceAll(load[sh], "BIN", s.shim))
			for _, c := range []struct{ typed, want string }{
				{"oterminus con", "oterminus config "},
				{"oterminus config va", "oterminus config validate "},
				{"oterminus config get widget.k", "oterminus config get widget.key "},
				{"oterminus init --no", "oterminus init --no-bind "},
				{"oterminus completion fi", "oterminus completion fish "},
				// A key's values after config set KEY, never the
				// subcommands again.
				{"oterminus config set policy_mode da", "oterminus config set policy_mode dangerous "},
				{"oterminus config set color al", "oterminus config set color always "},
				{"oterminus config set audit.enabled f", "oterminus config set audit.enabled false "},
				// The values of options and commands: shells, roles,
				// policy modes, families.
				{"oterminus init z", "oterminus init zsh "},
				{"oterminus explain --shell fi", "oterminus explain --shell fish "},
				{"oterminus ask --role expl", "oterminus ask --role explain "},
				{"oterminus eval --policy-mode w", "oterminus eval --policy-mode write "},
				{"oterminus capabilities gunz", "oterminus capabilities gunzip "},
				{"oterminus --json doc", "oterminus --json doctor "},
			} {
				s.fresh()
				s.x.Type(c.typed)
				s.x.Keys("Tab")
				s.waitBuffer(c.want)
			}
			// Tab on nothing after a key lists the key's values, and only
			// them; bash lists on the second press.
			s.fresh()
			s.x.Type("oterminus config set policy_mode ")
			listed := `\bdangerous\b`
			values := []string{`\bsafe\b`, `\bwrite\b`, `\bdangerous\b`}
			s.x.Keys("Tab")
			if !s.x.Within(2*time.Second, listed) {
				s.x.Keys("Tab")
			}
			screen := s.x.WaitFor(listed)
			for _, v := range values {
				if !regexp.MustCompile(v).MatchString(screen) {
					t.Errorf("%s: Tab after config set policy_mode does not offer %s:\n%s", sh, v, screen)
				}
			}
			for _, not := range []string{"validate", "edit", "provider"} {
				if strings.Contains(screen, not) {
					t.Errorf("%s: Tab after config set policy_mode offers %q:\n%s", sh, not, screen)
				}
			}
		})
	}
}

// waitOffScreen waits, as long as the terminal waits for a screen, until
// the screen no longer shows text.
func (s *session) waitOffScreen(text string) {
	s.t.Helper()
	for deadline := time.Now().Add(s.x.Timeout); strings.Contains(s.x.Screen(), text); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			s.t.Fatalf("%s: %q is still on screen:\n%s", s.sh, text, s.x.Screen())
		}
	}
}
