package cli

import (
	"bytes"
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/termtext"
)

func testEnv(t *testing.T) (*Env, *bytes.Buffer, *bytes.Buffer) {
	var stdout, stderr bytes.Buffer
	home := t.TempDir()
	vars := map[string]string{"HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_STATE_HOME": home + "/.state", "OLLAMA_HOST": "127.0.0.1:1"}
	return &Env{
		Stdout: &stdout, Stderr: &stderr, Getenv: func(k string) string { return vars[k] }, Dir: t.TempDir(),
		OpenTTY: func() (*os.File, error) { return nil, errors.New("no terminal in tests") },
	}, &stdout, &stderr
}

// TestBadInput feeds requests nobody should type. Each gets a one-line
// error (exit 2) or a refusal (exit 3); nothing panics or hangs, and
// nothing reaches the terminal unescaped.
func TestBadInput(t *testing.T) {
	for _, c := range []struct {
		name    string
		request []string
		code    int
		want    string
	}{
		{"empty", []string{""}, ExitUsage, "the request is empty"},
		{"blank", []string{" \t "}, ExitUsage, "the request is empty"},
		{"one MiB", []string{strings.Repeat("find big files ", 1<<16)}, ExitUsage, "the limit is 8192"},
		{"one MiB in many words", byteFields(bytes.Fields(bytes.Repeat([]byte("word "), 200000))).toStrings(), ExitUsage, "the limit is 8192"},
		{"NUL in a command", []string{"ls a\x00b"}, ExitRejected, "null bytes"},
		{"invalid UTF-8", []string{"ls \xff\xfe"}, ExitUsage, "error: the line is not valid UTF-8"}, // a typed command, not "the request"
		{"screen clearing", []string{"ls '\x1b[2J\x1b[H'"}, ExitRejected, `\e[2J\e[H`},
		{"OSC 52 clipboard", []string{"cat '\x1b]52;c;cm0gLXJmIH4=\x07'"}, ExitRejected, `\e]52;c;`},
		{"bidi override", []string{"ls 'a\u202etxt.exe'"}, ExitRejected, `\u{202e}`},
		{"zero width", []string{"ls 'a\u200bb'"}, ExitRejected, `\u{200b}`},
		{"C1 control", []string{"ls 'a\u009bb'"}, ExitRejected, `\x9b`},
	} {
		t.Run(c.name, func(t *testing.T) {
			e, stdout, stderr := testEnv(t)
			code := Main(context.Background(), append([]string{"--dry-run", "--"}, c.request...), e)
			if code != c.code {
				t.Errorf("exit %d, want %d; stderr %q", code, c.code, stderr.String())
			}
			out := stdout.String() + stderr.String()
			if !strings.Contains(out, c.want) {
				t.Errorf("output lacks %q:\n%s", c.want, out)
			}
			if termtext.NeedsEscape(strings.ReplaceAll(out, "\n", "")) {
				t.Errorf("unescaped control or invisible characters reached the output: %q", out)
			}
			if code == ExitUsage && strings.Count(strings.TrimSpace(stderr.String()), "\n") > 1 {
				t.Errorf("error is more than an error line and a hint: %q", stderr.String())
			}
		})
	}
}

type byteFields [][]byte

func (f byteFields) toStrings() []string {
	out := make([]string, len(f))
	for i, b := range f {
		out[i] = string(b)
	}
	return out
}

func TestJSONEscapesInvisibleCharacters(t *testing.T) {
	e, stdout, _ := testEnv(t)
	Main(context.Background(), []string{"--json", "--dry-run", "--", "ls", "a\u202eb\u0085c\x7f"}, e)
	out := stdout.String()
	if termtext.NeedsEscape(strings.ReplaceAll(out, "\n", "")) {
		t.Errorf("raw characters in JSON: %q", out)
	}
	if !strings.Contains(out, `a\u202eb\u0085c\u007f`) {
		t.Errorf("JSON does not carry the escaped word: %s", out)
	}
}

// TestCompletionOffersWhatCommandsTake: Tab offers each visible command,
// the flags each declares, the shells, and the values of settings and
// flags.
func TestCompletionOffersWhatCommandsTake(t *testing.T) {
	e, _, _ := testEnv(t)
	places := map[string][]string{}
	for _, p := range dialect.Places(completionTree(e)) {
		places[p.Key] = p.Words
	}
	for _, c := range commands() {
		if _, ok := places["oterminus "+c.name]; ok == c.hidden {
			t.Errorf("command %s (hidden %v): place offered %v", c.name, c.hidden, ok)
		}
	}
	for key, want := range map[string][]string{
		"oterminus":                        {"explain", "doctor", "help", "--dry-run", "--shell"},
		"oterminus init":                   {"bash", "zsh", "fish", "--key", "--cache"},
		"oterminus ask *":                  {"--role", "--max-steps", "--budget"},
		"oterminus config set policy_mode": {"safe", "write", "dangerous"},
		"oterminus capabilities":           {"find", "git", "--no-color"},
		"--shell":                          {"bash", "zsh", "fish"},
		"--policy-mode":                    {"safe", "write", "dangerous"},
		"--role":                           {"command", "default", "explain"},
	} {
		if _, ok := places[key]; !ok {
			t.Errorf("no place %q", key)
		}
		for _, w := range want {
			if !slices.Contains(places[key], w) {
				t.Errorf("%q offers %v, without %q", key, places[key], w)
			}
		}
	}
	if words := places["oterminus config"]; slices.Contains(words, "--force") {
		t.Errorf("config offers a subcommand's flag before the subcommand: %v", words)
	}
}

// TestWidgetAnswersAPanic: a press whose answering panics (here, reading
// the environment) still answers in the widget protocol: keep, the
// buffer untouched, exit 0, nothing on the terminal unescaped.
func TestWidgetAnswersAPanic(t *testing.T) {
	e, stdout, _ := testEnv(t)
	e.Getenv = func(string) string { panic("boom \x1b[31m") }
	code := Main(context.Background(), []string{"widget", "translate", "--shell", "bash", "--", "ls -la  "}, e)
	if code != ExitOK {
		t.Fatalf("exit %d, want %d", code, ExitOK)
	}
	lines := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	if len(lines) < 2 || !strings.HasPrefix(lines[0], "keep ") {
		t.Fatalf("answer %q: want keep and a message", stdout.String())
	}
	if !strings.Contains(stdout.String(), "internal error: boom") || strings.Contains(stdout.String(), "\x1b") {
		t.Errorf("answer %q: want the failure named, escaped", stdout.String())
	}
}
