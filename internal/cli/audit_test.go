package cli

import (
	"bytes"
	"context"
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
