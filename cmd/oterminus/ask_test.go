package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/shelltest"
)

func runCommand(command string) ollamatest.Reply {
	args, _ := json.Marshal(map[string]string{"command": command})
	return ollamatest.Reply{ToolCalls: []ollamatest.ToolCall{{Name: "run_command", Arguments: args}}}
}

// TestAskTerminal runs `oterminus ask` in a real terminal (bash in tmux):
// a write step waits for the person and runs only on y; Ctrl-C while the
// model works or while a step waits for an answer ends ask with status
// 130 and leaves the terminal's modes as they were.
func TestAskTerminal(t *testing.T) {
	fake := ollamatest.New("qwen2.5-coder:1.5b")
	fake.Models[0].Tools = true
	fake.Script(
		runCommand("touch made.txt"), ollamatest.Reply{Content: "Made."},
		runCommand("touch declined.txt"), ollamatest.Reply{Content: "Not made."},
		runCommand("pwd"), ollamatest.Reply{DelayMS: 30000, Content: "too late"},
		runCommand("touch waiting.txt"),
		runCommand("cat blocking.fifo"),
	)
	s := newSession(t, "bash", fake)
	s.run(s.spec.prompt)
	s.run("stty -g > modes-before")
	made, declined := filepath.Join(s.work, "made.txt"), filepath.Join(s.work, "declined.txt")

	// y: the step runs only after the answer.
	s.fresh()
	s.x.Run(s.shim + " ask make a file")
	s.x.WaitFor(`Run it\? \[y\]es, \[n\]o, \[m\]odify: ?$`)
	if _, err := os.Stat(made); err == nil {
		t.Fatalf("made.txt exists before the answer:\n%s", s.x.Screen())
	}
	s.x.Run("y")
	s.x.WaitFor(`(?m)^Made\.$`)
	s.ready()
	if _, err := os.Stat(made); err != nil {
		t.Errorf("made.txt was not created after y: %v\n%s", err, s.x.Screen())
	}

	// n: it never runs.
	s.fresh()
	s.x.Run(s.shim + " ask make another file")
	s.x.WaitFor(`Run it\? \[y\]es, \[n\]o, \[m\]odify: ?$`)
	s.x.Run("n")
	s.x.WaitFor(`(?m)^Not made\.$`)
	s.ready()
	if _, err := os.Stat(declined); err == nil {
		t.Errorf("declined.txt was created after n:\n%s", s.x.Screen())
	}

	// Ctrl-C while the model works. The step's line shows before its
	// result goes back to the model: wait for that request, the sixth
	// chat, or a loaded machine sends Ctrl-C first and the next ask gets
	// the 30-second answer meant for this one.
	s.fresh()
	s.x.Run(s.shim + " ask where am I")
	s.x.WaitFor(`\[step 1/8\] pwd  \(pwd, safe\)`)
	waitChats(t, fake, 6)
	s.x.Keys("C-c")
	s.x.WaitFor(`(?m)^Interrupted\.$`)
	s.ready()
	s.run("echo st=$?")
	s.x.WaitFor(`(?m)^st=130$`)

	// Ctrl-C while a step waits for the person's answer.
	s.fresh()
	s.x.Run(s.shim + " ask wait for me")
	s.x.WaitFor(`Run it\? \[y\]es, \[n\]o, \[m\]odify: ?$`)
	s.x.Keys("C-c")
	s.x.WaitFor(`(?m)^Interrupted\.$`)
	s.ready()
	s.run("echo st=$?")
	s.x.WaitFor(`(?m)^st=130$`)
	if _, err := os.Stat(filepath.Join(s.work, "waiting.txt")); err == nil {
		t.Errorf("waiting.txt was created after Ctrl-C")
	}

	// Ctrl-C while a step runs: the step is stopped, and so is ask.
	if err := syscall.Mkfifo(filepath.Join(s.work, "blocking.fifo"), 0o600); err != nil {
		t.Fatal(err)
	}
	s.fresh()
	s.x.Run(s.shim + " ask read the pipe")
	s.x.WaitFor(`\[step 1/8\] cat blocking.fifo  \(cat, safe\)`)
	s.x.Keys("C-c")
	s.x.WaitFor(`(?m)^Interrupted\.$`)
	s.ready()
	s.run("echo st=$?")
	s.x.WaitFor(`(?m)^st=130$`)
	if out, _ := exec.Command("pgrep", "-f", "cat blocking.fifo").Output(); len(out) > 0 {
		t.Errorf("the step is still running after Ctrl-C: %s", out)
	}

	// The terminal is as it was.
	s.run("stty -g > modes-after")
	before, _ := os.ReadFile(filepath.Join(s.work, "modes-before"))
	after, _ := os.ReadFile(filepath.Join(s.work, "modes-after"))
	if len(before) == 0 || string(before) != string(after) {
		t.Errorf("terminal modes changed: before %q, after %q", before, after)
	}
}

// TestAskFromPrompt presses the key on a line that starts with ? in real
// zsh, bash and fish: ask runs in the terminal, below the prompt; a write
// step is approved with keys read by the helper; the answer's last line,
// when it is a command the typed-command path accepts, replaces the line;
// otherwise, and on every failure and Ctrl-C, the line is kept byte for
// byte, and the prompt comes back.
func TestAskFromPrompt(t *testing.T) {
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			testAskFromPromptIn(t, sh)
		})
	}
}

func testAskFromPromptIn(t *testing.T, sh string) {
	fake := ollamatest.New("qwen2.5-coder:1.5b")
	fake.Models[0].Tools = true
	listArgs, _ := json.Marshal(map[string]string{"path": "."})
	fake.Script(
		ollamatest.Reply{Content: "Let me look.", ToolCalls: []ollamatest.ToolCall{{Name: "list_directory", Arguments: listArgs}}},
		ollamatest.Reply{Content: "There is one file, seen.txt. To see it in detail:\n\n```\nls -la seen.txt\n```"},
		ollamatest.Reply{Content: "Nothing to run; all is well."},
		runCommand("touch approved.txt"), ollamatest.Reply{Content: "Created."},
		ollamatest.Reply{DelayMS: 30000, Content: "too late"},
		ollamatest.Reply{Content: "You could run:\nrm -rf /"},
		runCommand("cat blocking-"+sh+".fifo"), // a name of its own: the shells run in parallel
		ollamatest.Reply{Content: "first answer line\nsecond answer line\nthird answer line"},
	)
	s := startSession(t, sh, fake)
	if err := os.WriteFile(filepath.Join(s.work, "seen.txt"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}

	// The answer ends with a command: it replaces the line.
	got := s.ask("? what is here", "C-o", promptWith(s.spec, "ls -la seen.txt"))
	screen := s.x.Screen()
	for _, want := range []string{"[step 1/8] ls -la .  (ls, safe)", " seen.txt\n", "There is one file, seen.txt."} {
		if !strings.Contains(screen, want) {
			t.Errorf("%s: the screen lacks %q:\n%s", sh, want, screen)
		}
	}
	s.wantBuffer("answer with a command", got, "ls -la seen.txt")

	// No command at the end: the line is kept.
	got = s.ask("? is all well", "C-o", `(?s)all is well\.\n.*`+promptWith(s.spec, "? is all well"))
	s.wantBuffer("answer without a command", got, "? is all well")

	// A write step waits for y, typed to the helper.
	s.fresh()
	s.x.Type("? make a file")
	s.x.Keys("C-o")
	s.x.WaitFor(`Run it\? \[y\]es, \[n\]o, \[m\]odify: ?$`)
	if _, err := os.Stat(filepath.Join(s.work, "approved.txt")); err == nil {
		t.Errorf("%s: approved.txt exists before the answer", sh)
	}
	s.x.Type("y")
	s.x.Keys("Enter")
	s.x.WaitFor(`(?s)Created\.\n.*` + promptWith(s.spec, "? make a file"))
	s.wantBuffer("after an approved step", s.x.Dump(), "? make a file")
	if _, err := os.Stat(filepath.Join(s.work, "approved.txt")); err != nil {
		t.Errorf("%s: approved.txt was not created after y: %v", sh, err)
	}

	// Ctrl-C while the model works: the line is kept, the shell lives.
	s.fresh()
	s.x.Type("? take your time")
	s.x.Keys("C-o")
	waitChats(t, fake, 6) // the slow request reached the model
	s.x.Keys("C-c")
	s.x.WaitFor(`(?s)ask interrupted; your line is unchanged\n.*` + promptWith(s.spec, "? take your time"))
	s.wantBuffer("Ctrl-C", s.x.Dump(), "? take your time")

	// A refused command at the end is not inserted.
	got = s.ask("? how do I clean up", "C-o", `(?s)rm -rf /\n.*`+promptWith(s.spec, "? how do I clean up"))
	s.wantBuffer("refused final command", got, "? how do I clean up")

	// Ctrl-C while a step runs: the step is stopped, the line kept.
	fifo := "blocking-" + sh + ".fifo"
	if err := syscall.Mkfifo(filepath.Join(s.work, fifo), 0o600); err != nil {
		t.Fatal(err)
	}
	s.fresh()
	s.x.Type("? read the pipe")
	s.x.Keys("C-o")
	s.x.WaitFor(`\[step 1/8\] cat ` + regexp.QuoteMeta(fifo) + `  \(cat, safe\)`)
	s.x.Keys("C-c")
	s.x.WaitFor(`(?s)ask interrupted; your line is unchanged\n.*` + promptWith(s.spec, "? read the pipe"))
	s.wantBuffer("Ctrl-C during a step", s.x.Dump(), "? read the pipe")
	if out, _ := exec.Command("pgrep", "-f", "cat "+fifo).Output(); len(out) > 0 {
		t.Errorf("%s: the step is still running after Ctrl-C: %s", sh, out)
	}

	// A prompt of two lines is drawn again below the answer, not over it.
	s.fresh()
	s.run(tallPrompts[sh])
	s.x.Type("? tall prompt")
	s.x.Keys("C-o")
	s.x.WaitFor(`first answer line\nsecond answer line\nthird answer line\n(top line\n)?[%$>] \? tall prompt\z`)
}

// TestAskAnswerIsAModelsProposal: the answer's last line is the model's
// proposal (issue 34, class 5), checked as the planner's proposals are,
// in real zsh, bash and fish. A line that sets a variable before its
// command (GCONV_PATH=. git log loads a library the checks never saw)
// and a sudo are never put in the line; in dangerous mode, rm -r victim
// is shown on the first press and the line kept, so Enter could not run
// it; a second press on the unchanged ? line inserts it without asking
// the model again, and only then does Enter make real bash, zsh or fish
// remove victim.
func TestAskAnswerIsAModelsProposal(t *testing.T) {
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			testAskAnswerIsAModelsProposalIn(t, sh)
		})
	}
}

func testAskAnswerIsAModelsProposalIn(t *testing.T, sh string) {
	fake := ollamatest.New("qwen2.5-coder:1.5b")
	fake.Models[0].Tools = true
	fake.Script(
		ollamatest.Reply{Content: "To see the history with the local converters:\nGCONV_PATH=. git log"},
		ollamatest.Reply{Content: "You need root for that:\nsudo ls"},
		ollamatest.Reply{Content: "To remove it:\nrm -r victim"},
	)
	s := startSession(t, sh, fake)
	victim := filepath.Join(s.work, "victim")
	if err := os.MkdirAll(filepath.Join(victim, "inside"), 0o755); err != nil {
		t.Fatal(err)
	}

	got := s.ask("? show the history", "C-o", `(?s)GCONV_PATH=\. git log\n.*`+promptWith(s.spec, "? show the history"))
	s.wantBuffer("an assignment", got, "? show the history")
	// fish's reader reads no NAME=value prefix at all: the line is no
	// command there, and is kept without a word.
	if want := "sets GCONV_PATH=. before its command; a model's command may not set variables"; sh != "fish" && !strings.Contains(s.x.Screen(), want) {
		t.Errorf("%s: the screen does not say why the line was kept:\n%s", sh, s.x.Screen())
	}

	got = s.ask("? list as root", "C-o", `(?s)oterminus: refused sudo .*read only when the person types it.*`+promptWith(s.spec, "? list as root"))
	s.wantBuffer("sudo", got, "? list as root")

	s.fresh()
	s.export("OTERMINUS_POLICY_MODE=dangerous")
	s.export("OTERMINUS_ALLOW_DANGEROUS=1")
	got = s.ask("? clear the folder out", "C-o", `(?s)proposes: rm -r victim\n.*it is dangerous: review it before running it; press Ctrl-O again on this line to insert it\n.*`+promptWith(s.spec, "? clear the folder out"))
	s.wantBuffer("first press", got, "? clear the folder out")
	if _, err := os.Stat(victim); err != nil {
		t.Fatalf("%s: victim is gone after one press: %v", sh, err)
	}
	asked := chatCount(fake)
	s.x.Keys("C-o")
	s.x.WaitFor(`inserted on the second press`)
	s.wantBuffer("second press", s.x.Dump(), "rm -r victim")
	if n := chatCount(fake); n != asked {
		t.Errorf("%s: the second press asked the model again (%d chats, then %d)", sh, asked, n)
	}
	if _, err := os.Stat(victim); err != nil {
		t.Fatalf("%s: victim is gone before Enter: %v", sh, err)
	}
	s.x.Keys("Enter")
	deadline := time.Now().Add(10 * time.Second)
	for {
		if _, err := os.Stat(victim); err != nil {
			break // the shell ran the inserted line
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: Enter did not run the inserted rm -r victim:\n%s", sh, s.x.Screen())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// tallPrompts set a prompt of two lines in each shell.
var tallPrompts = map[string]string{
	"zsh":  `PS1=$'top line\n%% '`,
	"bash": `PS1='top line\n$ '`,
	"fish": `function fish_prompt; printf 'top line\n> '; end`,
}

// waitChats waits until the fake has received n chat requests with
// messages.
func waitChats(t *testing.T, fake *ollamatest.Server, n int) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		chats := chatCount(fake)
		if chats >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d chat requests after 20s, want %d", chats, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// chatCount is how many chat requests with messages the fake has
// received (a warm-up has none).
func chatCount(fake *ollamatest.Server) int {
	chats := 0
	for _, r := range fake.Requests() {
		if r.Path == "/api/chat" && strings.Contains(string(r.Body), `"messages":[`) {
			chats++
		}
	}
	return chats
}

// promptWith matches the shell's prompt with text in the line, at the end
// of the screen: the shell has drawn its prompt again after the helper.
func promptWith(spec shellSpec, text string) string {
	prompt := strings.TrimSuffix(strings.TrimPrefix(spec.ready, "(?m)^"), " ?$")
	return `(?m)^` + prompt + ` ` + regexp.QuoteMeta(text) + `\z`
}
