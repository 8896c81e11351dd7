package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// reportRun runs oterminus with the audit log on and returns the exit
// code, the --json text (empty without --json) and the audit line parsed.
func reportRun(t *testing.T, vars map[string]string, args ...string) (code int, object string, line map[string]any) {
	t.Helper()
	home := t.TempDir()
	env := map[string]string{"HOME": home, "XDG_CONFIG_HOME": home + "/.config", "XDG_STATE_HOME": home + "/.state",
		"OLLAMA_HOST": "127.0.0.1:1", "OTERMINUS_AUDIT_LOG_PATH": filepath.Join(home, "audit.jsonl")}
	for k, v := range vars {
		env[k] = v
	}
	var stdout, stderr bytes.Buffer
	e := &Env{Stdout: &stdout, Stderr: &stderr, Getenv: func(k string) string { return env[k] }, Dir: "/",
		OpenTTY: func() (*os.File, error) { return nil, errors.New("no terminal in tests") }}
	code = Main(context.Background(), args, e)
	data, err := os.ReadFile(env["OTERMINUS_AUDIT_LOG_PATH"])
	if err != nil {
		t.Fatalf("no audit line: %v; stderr %s", err, stderr.String())
	}
	if err := json.Unmarshal(data, &line); err != nil {
		t.Fatalf("the audit holds more than one line: %v\n%s", err, data)
	}
	return code, stdout.String(), line
}

// jsonKeys are the --json object's keys in the order scripts see them.
var jsonKeys = []string{"request", "shell", "stage", "error", "hint", "direct_command_detected", "ambiguity_detected",
	"ambiguity_reason", "ambiguity_safe_options", "ambiguity_follow_up_questions", "routed_category",
	"proposal_origin", "proposal_mode", "command_family", "arguments", "summary", "explanation", "manual_pages", "notes",
	"risk_level", "checked", "line_risk", "unread", "unread_at_most", "dangers",
	"validation_accepted", "rendered_command", "argv", "stages", "writes", "warnings", "rejection_reasons",
	"confirmation_level", "confirmation_result", "auto_execute_safe_eligible", "auto_execute_safe_reason",
	"execution_exit_code", "stdout", "stderr", "exit_code"}

// auditKeys are the request line's keys, sorted; execution_ms is there
// only when a command ran.
var auditKeys = []string{"ambiguity_detected", "ambiguity_reason", "ambiguity_safe_options", "argv",
	"auto_execute_safe_eligible", "auto_execute_safe_enabled", "auto_execute_safe_reason", "checked", "command_family",
	"confirmation_result", "context_sources", "dangers", "direct_command_detected", "duration_ms", "error", "event",
	"event_id", "execution_exit_code", "failure_explanation_error", "failure_explanation_generated",
	"failure_explanation_requested", "failure_stderr_summary", "failure_suggested_next_action", "interface",
	"line_risk", "model", "model_chosen", "planner_invoked", "planner_repaired", "planner_skip_reason", "planner_skipped",
	"proposal_mode", "proposal_origin", "rejection_reasons", "rendered_command", "rerun_source_history_id",
	"risk_level", "routed_category", "run_mode", "shell", "stages", "stderr_original_chars", "stderr_truncated",
	"stderr_visible_chars", "stdout_original_chars", "stdout_truncated", "stdout_visible_chars", "timestamp",
	"timings_ms", "two_press", "unread", "unread_at_most", "user_input", "validation_accepted", "warnings", "writes"}

// One report per request gives both records: the --json object keeps its
// keys and order, the audit line its keys, and each case states the
// values where the two differ on purpose.
func TestOneReportGivesTheJSONAndTheAuditLine(t *testing.T) {
	for _, c := range []struct {
		name       string
		vars       map[string]string
		args       []string
		code       int
		json       map[string]any // expected values of --json keys
		audit      map[string]any // expected values of audit keys
		auditExtra []string       // audit keys besides auditKeys
	}{
		{
			name: "a typed command, previewed", args: []string{"--json", "--dry-run", "--", "ls", "-la"},
			json: map[string]any{"stage": "accepted", "rendered_command": "ls -la", "argv": []any{"ls", "-la"},
				"confirmation_level": "standard", "confirmation_result": "skipped_dry_run", "error": nil, "exit_code": 0.0},
			audit: map[string]any{"rendered_command": "ls -la", "argv": []any{"ls", "-la"}, "user_input": "ls -la",
				"run_mode": "dry-run", "interface": "cli", "confirmation_result": "skipped_dry_run", "planner_skip_reason": "direct_command"},
		},
		{
			name: "a secret is redacted in the audit, not in the person's own output",
			args: []string{"--json", "--dry-run", "--", "cat", "MY_API_KEY=topsecret42"},
			json: map[string]any{"rendered_command": "cat MY_API_KEY=topsecret42", "argv": []any{"cat", "MY_API_KEY=topsecret42"}},
			audit: map[string]any{"rendered_command": "cat MY_API_KEY=[REDACTED]", "argv": []any{"cat", "MY_API_KEY=[REDACTED]"},
				"user_input": "cat MY_API_KEY=[REDACTED]"},
		},
		{
			name: "a typed pipeline: its stages and written file in both, a secret in a stage redacted in the audit",
			args: []string{"--json", "--dry-run", "--", "cat notes.txt | grep MY_API_KEY=topsecret42 > out.txt"},
			json: map[string]any{"argv": []any{}, "writes": []any{"out.txt"}, "risk_level": "write", "stages": []any{
				map[string]any{"argv": []any{"cat", "notes.txt"}, "command_family": "cat", "risk_level": "safe", "redirections": []any{}},
				map[string]any{"argv": []any{"grep", "MY_API_KEY=topsecret42"}, "command_family": "grep", "risk_level": "safe",
					"redirections": []any{"> out.txt"}}}},
			audit: map[string]any{"writes": []any{"out.txt"}, "stages": []any{
				map[string]any{"argv": []any{"cat", "notes.txt"}, "command_family": "cat", "risk_level": "safe", "redirections": []any{}},
				map[string]any{"argv": []any{"grep", "MY_API_KEY=[REDACTED]"}, "command_family": "grep", "risk_level": "safe",
					"redirections": []any{"> out.txt"}}}},
		},
		{
			name: "the planner fails: shown with its hint, recorded as it happened",
			args: []string{"--json", "find big files please"}, code: 2,
			json: map[string]any{"stage": "planner_error", "error": "planning failed: cannot reach Ollama at http://127.0.0.1:1",
				"hint":      "start it with 'ollama serve', or point OLLAMA_HOST (or ollama_host in the config) at the right server",
				"exit_code": 2.0, "confirmation_result": "planner_error"},
			audit: map[string]any{"error": "cannot reach Ollama at http://127.0.0.1:1", "planner_invoked": true,
				"confirmation_result": "planner_error", "run_mode": "execute"},
		},
		{
			name: "a command that ran: its output in the JSON, only its size in the audit",
			vars: map[string]string{"OTERMINUS_AUTO_EXECUTE_SAFE": "true"}, args: []string{"--json", "pwd"},
			json: map[string]any{"stdout": "/\n", "stderr": "", "execution_exit_code": 0.0,
				"confirmation_result": "skipped_auto_execute_safe", "auto_execute_safe_eligible": true},
			audit: map[string]any{"execution_exit_code": 0.0, "stdout_original_chars": 2.0, "stdout_visible_chars": 2.0,
				"auto_execute_safe_enabled": true, "auto_execute_safe_eligible": true},
			auditExtra: []string{"execution_ms"},
		},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, text, line := reportRun(t, c.vars, c.args...)
			if code != c.code {
				t.Errorf("exit code %d, want %d", code, c.code)
			}
			var object map[string]any
			if err := json.Unmarshal([]byte(text), &object); err != nil {
				t.Fatalf("stdout is not one JSON object: %v\n%s", err, text)
			}
			if got := keysInOrder(t, text); !slices.Equal(got, jsonKeys) {
				t.Errorf("--json keys:\n got %q\nwant %q", got, jsonKeys)
			}
			want := slices.Sorted(slices.Values(append(slices.Clone(auditKeys), c.auditExtra...)))
			if got := slices.Sorted(maps.Keys(line)); !slices.Equal(got, want) {
				t.Errorf("audit keys:\n got %q\nwant %q", got, want)
			}
			for k, v := range c.json {
				if !reflect.DeepEqual(object[k], v) {
					t.Errorf("--json %s = %#v, want %#v", k, object[k], v)
				}
			}
			for k, v := range c.audit {
				if !reflect.DeepEqual(line[k], v) {
					t.Errorf("audit %s = %#v, want %#v", k, line[k], v)
				}
			}
			// The time the command ran is among the stages' timings too,
			// where the original's audit keeps it.
			timed, _ := line["timings_ms"].(map[string]any)
			if _, ok := timed["execution_ms"]; ok != slices.Contains(c.auditExtra, "execution_ms") {
				t.Errorf("timings_ms %v: execution_ms there %v, want %v", timed, ok, !ok)
			}
		})
	}
}

// keysInOrder lists the top-level keys of a JSON object as written.
func keysInOrder(t *testing.T, text string) []string {
	t.Helper()
	dec := json.NewDecoder(strings.NewReader(text))
	if _, err := dec.Token(); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		keys = append(keys, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			t.Fatal(err)
		}
	}
	return keys
}
