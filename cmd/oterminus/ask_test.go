package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/oterminus/oterminus/internal/ollamatest"
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

	// Ctrl-C while the model works.
	s.fresh()
	s.x.Run(s.shim + " ask where am I")
	s.x.WaitFor(`\[step 1/8\] pwd  \(pwd, safe\)`)
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

	// The terminal is as it was.
	s.run("stty -g > modes-after")
	before, _ := os.ReadFile(filepath.Join(s.work, "modes-before"))
	after, _ := os.ReadFile(filepath.Join(s.work, "modes-after"))
	if len(before) == 0 || string(before) != string(after) {
		t.Errorf("terminal modes changed: before %q, after %q", before, after)
	}
}
