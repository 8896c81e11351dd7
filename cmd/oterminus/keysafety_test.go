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
	"unicode/utf8"

	"github.com/oterminus/oterminus/internal/ollamatest"
	"github.com/oterminus/oterminus/internal/shelltest"
)

// readmeStartLines are the start-up lines the README gives, by shell,
// with the installed binary's path as BIN: the tests load the
// integration exactly as a person who followed the README does.
func readmeStartLines(t *testing.T) map[string]string {
	t.Helper()
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	lines := map[string]string{}
	bin := strings.NewReplacer(`"$HOME/.local/bin/oterminus"`, "BIN", "~/.local/bin/oterminus", "BIN")
	for _, line := range strings.Split(string(data), "\n") {
		for _, sh := range shelltest.Shells {
			if strings.Contains(line, " init "+sh+" --cache") && !strings.HasPrefix(line, "`") {
				lines[sh] = bin.Replace(line)
			}
		}
	}
	if len(lines) != len(shelltest.Shells) {
		t.Fatalf("the README's start-up lines: found %v", lines)
	}
	return lines
}

// A keyFailure is one way the integration or its helper can fail. The
// key pressed on a typed line must never run it, and must leave it as
// typed.
type keyFailure struct {
	name string
	// arrange breaks things before the start-up line runs; home is HOME,
	// shim the oterminus the start-up line names.
	arrange func(t *testing.T, home, shim string)
	// widget, when set, replaces what the shim does for a key press.
	widget string
	// said is what the screen shows after the press (a regexp).
	said string
	// hangs: the press is cancelled with Ctrl-C once the helper started.
	hangs bool
}

func writeConfig(text string) func(t *testing.T, home, shim string) {
	return func(t *testing.T, home, _ string) {
		dir := filepath.Join(home, ".config", "oterminus")
		if err := os.MkdirAll(dir, 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "config.toml"), []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
}

var keyFailures = []keyFailure{
	{name: "unknown-key", arrange: writeConfig("polcy_mode = \"safe\"\n"), said: `oterminus: configuration error:`},
	{name: "unterminated-string", arrange: writeConfig("model = \"qwen\n"), said: `oterminus: configuration error:`},
	{name: "missing-binary", said: `oterminus: cannot run`,
		// The cache was written by an earlier start; the binary was removed since.
		arrange: func(t *testing.T, home, shim string) {
			for _, sh := range shelltest.Shells {
				cmd := exec.Command(shim, "init", sh, "--cache")
				cmd.Env = []string{"HOME=" + home, "PATH=/usr/bin:/bin", "XDG_CONFIG_HOME=" + home + "/.config"}
				if out, err := cmd.CombinedOutput(); err != nil {
					t.Fatalf("init %s --cache: %v\n%s", sh, err, out)
				}
			}
			if err := os.Remove(shim); err != nil {
				t.Fatal(err)
			}
		}},
	{name: "unwritable-cache", said: `oterminus: checked echo`,
		// A file where the cache directory goes: no one, root included, can make it.
		arrange: func(t *testing.T, home, _ string) {
			if err := os.WriteFile(filepath.Join(home, ".cache"), nil, 0o600); err != nil {
				t.Fatal(err)
			}
		}},
	{name: "helper-crashes", widget: `kill -SEGV $$`, said: `oterminus: failed \(exit`},
	// The hang is a loop in the shim, not `exec sleep`: a Ctrl-C that
	// reached bash while it was starting exec was taken by bash's own
	// handler, and sleep, started after, never saw it, so the test hung
	// on a loaded machine (about 1 run in 15) whatever the integration did.
	{name: "helper-hangs", widget: `trap 'exit 130' INT; touch "$HOME/started"; while :; do sleep 0.1; done`, hangs: true},
}

// TestKeyNeverRunsTheLine loads the integration with the README's line
// in real zsh, bash and fish, breaks it one way at a time, types a line
// that would write ran.txt, and presses Ctrl-O: the line never runs and
// stays as typed (issue 35). With a broken configuration, the start says
// what is wrong and the keys are bound anyway.
func TestKeyNeverRunsTheLine(t *testing.T) {
	lines := readmeStartLines(t)
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			for _, f := range keyFailures {
				t.Run(f.name, func(t *testing.T) { testKeyFailure(t, sh, lines[sh], f) })
			}
		})
	}
}

func testKeyFailure(t *testing.T, sh, startLine string, f keyFailure) {
	const typed = "echo RAN > ran.txt"
	s := newSession(t, sh, ollamatest.New("qwen2.5-coder:1.5b"))
	if f.widget != "" {
		script := "#!/bin/bash\nif [ \"$1\" = widget ]; then " + f.widget + "; fi\nexec -a \"$0\" '" + mustBinary(t) + "' \"$@\"\n"
		if err := os.WriteFile(s.shim, []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if f.arrange != nil {
		f.arrange(t, s.home, s.shim)
	}
	s.run(s.spec.prompt)
	s.run(strings.ReplaceAll(s.spec.dump, "FILE", shelltest.QuoteFor(sh, s.x.DumpFile())))
	s.run(strings.ReplaceAll(startLine, "BIN", shelltest.QuoteFor(sh, s.shim)))
	if strings.HasPrefix(f.name, "unknown") || strings.HasPrefix(f.name, "unterminated") {
		if !regexp.MustCompile(`oterminus:warning:.*config\.toml`).MatchString(squeezed(s.x.Screen())) {
			t.Errorf("%s: the start did not say what is wrong:\n%s", sh, s.x.Screen())
		}
	}
	s.fresh()
	s.x.Type(typed)
	s.x.Keys("C-o")
	buffer := ""
	if f.hangs {
		waitFile(t, s, filepath.Join(s.home, "started"))
		s.x.Keys("C-c")
		buffer = dumpAfterInterrupt(t, s)
	} else {
		s.x.WaitFor(f.said)
		buffer = s.x.Dump()
	}
	s.wantBuffer(f.name, buffer, typed)
	if _, err := os.Stat(filepath.Join(s.work, "ran.txt")); err == nil {
		t.Errorf("%s: %s: Ctrl-O ran the line:\n%s", sh, f.name, s.x.Screen())
	}
}

// dumpAfterInterrupt reads the buffer back after a Ctrl-C: zsh drops
// keys typed while it handles the interrupt, so the dump key is pressed
// again until the shell answers it.
func dumpAfterInterrupt(t *testing.T, s *session) string {
	t.Helper()
	for deadline := time.Now().Add(s.x.Timeout); time.Now().Before(deadline); {
		os.Remove(s.x.DumpFile())
		s.x.Keys("C-t")
		for try := time.Now().Add(2 * time.Second); time.Now().Before(try); time.Sleep(20 * time.Millisecond) {
			if data, err := os.ReadFile(s.x.DumpFile()); err == nil {
				return string(data)
			}
		}
	}
	t.Fatalf("%s: the buffer was never dumped after Ctrl-C:\n%s", s.sh, s.x.Screen())
	return ""
}

func mustBinary(t *testing.T) string {
	t.Helper()
	bin, err := binary()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

// waitFile waits, as long as the terminal waits for a screen, for path
// to exist.
func waitFile(t *testing.T, s *session, path string) {
	t.Helper()
	for deadline := time.Now().Add(s.x.Timeout); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(path); err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %s never appeared\n%s", s.sh, path, s.x.Screen())
		}
	}
}

// TestCtrlCRightAfterKey presses Ctrl-C within a tenth of a second
// after the shell took Ctrl-O, while a slow model is asked: whichever part
// of the press the Ctrl-C lands in (the binding's own work, the helper's
// start, its wait), the request stays on the line (issue 35: bash lost
// it). The helper is started through a shim that notes the press, then
// takes a fifth of a second to start it, as a loaded machine may: the
// Ctrl-C is sent once the note is there, so it always lands during the
// press, never before the shell read Ctrl-O. The delays are the case's
// input, not a measurement.
func TestCtrlCRightAfterKey(t *testing.T) {
	const request = "list everything slowly"
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			fake := ollamatest.New("qwen2.5-coder:1.5b")
			s := newSession(t, sh, fake)
			pressed := filepath.Join(s.home, "pressed")
			script := "#!/bin/bash\nif [ \"$1\" = widget ]; then echo >> '" + pressed + "'; sleep 0.2; fi\nexec -a \"$0\" '" + mustBinary(t) + "' \"$@\"\n"
			if err := os.WriteFile(s.shim, []byte(script), 0o755); err != nil {
				t.Fatal(err)
			}
			s.setup()
			for i, gap := range []time.Duration{0, 20 * time.Millisecond, 50 * time.Millisecond, 100 * time.Millisecond, 400 * time.Millisecond} {
				s.fresh()
				fake.Script(*reply(1500, `{"action_type":"shell_command","mode":"structured","command_family":"ls","arguments":{},"command":null,"risk_level":"safe",`+contract+`}`))
				s.x.Type(request)
				s.x.Keys("C-o")
				waitLines(t, s, pressed, i+1)
				time.Sleep(gap)
				s.x.Keys("C-c")
				s.wantBuffer(fmt.Sprintf("Ctrl-C %v into the press", gap), dumpAfterInterrupt(t, s), request)
			}
		})
	}
}

// waitLines waits, as long as the terminal waits for a screen, for the
// file at path to hold n lines.
func waitLines(t *testing.T, s *session, path string, n int) {
	t.Helper()
	for deadline := time.Now().Add(s.x.Timeout); ; time.Sleep(5 * time.Millisecond) {
		if data, err := os.ReadFile(path); err == nil && strings.Count(string(data), "\n") >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %s never had %d lines\n%s", s.sh, path, n, s.x.Screen())
		}
	}
}

// TestLongLineAnswerShows: a line taller than the screen (a pasted line
// over the size limit) is kept, and its answer is shown on a screen of its
// own until a key, which is dropped; the shells print answers next to the
// line, where this one scrolled out of sight (issue 35). The terminal is
// 160 columns by 40 rows; the line takes 52 rows.
func TestLongLineAnswerShows(t *testing.T) {
	line := "echo " + strings.Repeat("a", 8300)
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			s := newSession(t, sh, ollamatest.New("qwen2.5-coder:1.5b"))
			s.setup()
			s.fresh()
			s.x.Type(line)
			s.waitBuffer(line)
			s.x.Keys("C-o")
			s.x.WaitFor(`oterminus: the line is 8305 bytes; the limit is 8192\s+\(press a key to go back to your line\)`)
			s.x.Keys("x")
			s.waitOffScreen("press a key to go back")
			s.waitBuffer(line)
		})
	}
}

// TestMessageAsWideAsTheTerminal: an answer exactly as wide as the
// terminal is shown under the line, and the line is drawn once; zsh's
// zle -M took such a line for two rows and left a copy of the edited line
// above the prompt (issue 35). The width is the answer's own, read from a
// first press on a wide terminal. TERM is what tmux sets inside (screen,
// from ncurses-base): with xterm's description zsh counted right.
func TestMessageAsWideAsTheTerminal(t *testing.T) {
	for _, sh := range shelltest.Shells {
		t.Run(sh, func(t *testing.T) {
			t.Parallel()
			s := newSession(t, sh, ollamatest.New("qwen2.5-coder:1.5b"), "TERM=screen")
			s.setup()
			s.fresh()
			s.x.Type("ls")
			s.x.Keys("C-o")
			answer := regexp.MustCompile(`oterminus: checked ls \(safe\)[^\n]*`).FindString(s.x.WaitFor(`oterminus: checked ls \(safe\)`))
			answer = strings.TrimRight(answer, " ")
			s.x.Resize(utf8.RuneCountInString(answer), 20)
			s.fresh()
			s.x.Type("ls")
			s.x.Keys("C-o")
			screen := s.x.WaitFor(regexp.QuoteMeta(answer))
			if n := len(regexp.MustCompile(`(?m)^.*\bls\s*$`).FindAllString(screen, -1)); n != 1 {
				t.Errorf("%s: the line is drawn %d times, want once:\n%s", sh, n, screen)
			}
			s.waitBuffer("ls")
		})
	}
}
