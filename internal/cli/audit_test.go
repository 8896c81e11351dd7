package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `audit tail` and `audit stats` read a log with a 44 MB line (the red
// team's) instead of failing with "token too long", and say it was skipped.
func TestAuditCommandsSurviveAHugeLine(t *testing.T) {
	e, stdout, stderr := testEnv(t)
	path := filepath.Join(e.Getenv("XDG_STATE_HOME"), "oterminus", "audit.jsonl")
	os.MkdirAll(filepath.Dir(path), 0o700)
	var log bytes.Buffer
	log.WriteString(`{"event":"request","event_id":"e1","shell":"zsh","confirmation_result":"inserted","user_input":"pwd","rendered_command":"pwd","command_family":"pwd"}` + "\n")
	log.WriteString(`{"event":"request","user_input":"` + strings.Repeat("A", 44<<20) + `"}` + "\n")
	log.WriteString(`{"event":"request","event_id":"e2","shell":"bash","confirmation_result":"inserted","user_input":"` + strings.Repeat("B", 5000) + `","rendered_command":"ls","command_family":"ls"}` + "\n")
	if err := os.WriteFile(path, log.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"audit", "tail"}, {"audit", "stats"}, {"audit", "status"}} {
		stdout.Reset()
		stderr.Reset()
		code := Main(context.Background(), args, e)
		out := stdout.String()
		if code != ExitOK || stderr.Len() > 0 || !strings.Contains(out, "skipped") {
			t.Errorf("%v: exit %d, stderr %q, stdout %.500q", args, code, stderr.String(), out)
		}
		if len(out) > 4096 {
			t.Errorf("%v printed %d bytes", args, len(out))
		}
	}
	stdout.Reset()
	Main(context.Background(), []string{"audit", "tail"}, e)
	if out := stdout.String(); !strings.Contains(out, `"pwd" -> pwd`) || !strings.Contains(out, "BBB…") {
		t.Errorf("tail: %q", out)
	}
}

// TestAuditRedactsASecretSplitAcrossWords: the red team's line reaches the
// audit with the secret in none of user_input, rendered_command, argv and
// stages[].argv, though the shell split it into words without quotes.
func TestAuditRedactsASecretSplitAcrossWords(t *testing.T) {
	e, _, stderr := testEnv(t)
	line := `echo {"password": "s3cr3t"} > cfg.json`
	if code := Main(context.Background(), []string{"--dry-run", line}, e); code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	data, err := os.ReadFile(filepath.Join(e.Getenv("XDG_STATE_HOME"), "oterminus", "audit.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	var ev struct {
		UserInput       string   `json:"user_input"`
		RenderedCommand string   `json:"rendered_command"`
		Argv            []string `json:"argv"`
		Stages          []struct {
			Argv []string `json:"argv"`
		} `json:"stages"`
	}
	if err := json.Unmarshal(bytes.TrimSpace(data), &ev); err != nil {
		t.Fatal(err)
	}
	if len(ev.Stages) != 1 {
		t.Fatalf("stages %+v in %s", ev.Stages, data)
	}
	for name, value := range map[string]string{
		"user_input": ev.UserInput, "rendered_command": ev.RenderedCommand,
		"argv": strings.Join(ev.Argv, " "), "stages[0].argv": strings.Join(ev.Stages[0].Argv, " "),
	} {
		if strings.Contains(value, "s3cr3t") {
			t.Errorf("%s holds the secret: %q", name, value)
		}
	}
	for name, value := range map[string]string{"user_input": ev.UserInput, "rendered_command": ev.RenderedCommand,
		"stages[0].argv": strings.Join(ev.Stages[0].Argv, " ")} {
		if !strings.Contains(value, "[REDACTED]") {
			t.Errorf("%s has no marker: %q", name, value)
		}
	}
	if bytes.Contains(data, []byte("s3cr3t")) {
		t.Errorf("the audit line holds the secret: %s", data)
	}
}
