package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/oterminus/oterminus/internal/config"
)

// setting is one row of the settings matrix: values for a key in the
// environment and in the file, and what `config get` must print for each.
// The expected values are written here, not read from the key table, so
// the table cannot agree with itself by mistake.
type setting struct {
	key, env string
	// valid, in another case, and bad, as environment text; "" skips a
	// column that has no such value (any text is a valid model name).
	valid, cased, bad string
	// want is what `config get` prints for valid and cased; def is the
	// default it prints after a bad value was ignored.
	want, def string
	// fileValid and fileBad are TOML values for the file.
	fileValid, fileBad string
	// failsClosed marks a key that narrows what commands may do: a bad
	// value stops every entry point instead of falling back.
	failsClosed bool
}

var settingsMatrix = []setting{
	{key: "provider", env: "OTERMINUS_PROVIDER", valid: "openai", cased: "OpenAI", bad: "claude", want: "openai", def: "ollama", fileValid: `"openai"`, fileBad: `"claude"`},
	{key: "num_predict", env: "OTERMINUS_NUM_PREDICT", valid: "256", bad: "lots", want: "256", def: "512", fileValid: `256`, fileBad: `"256"`},
	{key: "reply_contract", env: "OTERMINUS_REPLY_CONTRACT", valid: "command", cased: "Command", bad: "prose", want: "command", def: "structured", fileValid: `"command"`, fileBad: `"prose"`},
	{key: "openai.base_url", env: "OTERMINUS_OPENAI_BASE_URL", valid: "http://127.0.0.1:8080/v1", want: "http://127.0.0.1:8080/v1", def: "", fileValid: `"http://127.0.0.1:8080/v1"`, fileBad: `1`},
	{key: "openai.api_key_env", env: "OTERMINUS_OPENAI_API_KEY_ENV", valid: "MY_KEY", want: "MY_KEY", def: "OPENAI_API_KEY", fileValid: `"MY_KEY"`, fileBad: `[]`},
	{key: "model", env: "OTERMINUS_MODEL", valid: "qwen", cased: "NONE", want: "qwen", fileValid: `"qwen"`, fileBad: `1`, def: ""},
	{key: "ollama_host", env: "OTERMINUS_OLLAMA_HOST", valid: "127.0.0.1:1", want: "127.0.0.1:1", fileValid: `"127.0.0.1:1"`, fileBad: `true`, def: ""},
	{key: "timeout_seconds", env: "OTERMINUS_TIMEOUT_SECONDS", valid: "30", bad: "soon", want: "30", def: "60", fileValid: `30`, fileBad: `"30"`},
	{key: "keep_alive", env: "OTERMINUS_KEEP_ALIVE", valid: "1h", cased: "1H", bad: "forever", want: "1h0m0s", def: "30m0s", fileValid: `"1h"`, fileBad: `true`},
	{key: "policy_mode", env: "OTERMINUS_POLICY_MODE", valid: "safe", cased: "SAFE", bad: "bogus", want: "safe", def: "write", fileValid: `"Safe"`, fileBad: `"wrte"`},
	{key: "allowed_roots", env: "OTERMINUS_ALLOWED_ROOTS", valid: "/", want: "[/]", def: "[]", fileValid: `["/"]`, fileBad: `"/"`},
	{key: "command_profile", env: "OTERMINUS_COMMAND_PROFILE", valid: "developer", cased: "Developer", bad: "expert", want: "developer", def: "", fileValid: `"DEVELOPER"`, fileBad: `"expert"`, failsClosed: true},
	{key: "disabled_command_packs", env: "OTERMINUS_DISABLED_COMMAND_PACKS", valid: "network", cased: "Network", bad: "netwrk", want: "[network]", def: "[]", fileValid: `["Network"]`, fileBad: `["netwrk"]`, failsClosed: true},
	{key: "deterministic_shortcuts", env: "OTERMINUS_DETERMINISTIC_SHORTCUTS", valid: "off", cased: "OFF", bad: "some", want: "off", def: "minimal", fileValid: `"Off"`, fileBad: `"some"`},
	{key: "auto_execute_safe", env: "OTERMINUS_AUTO_EXECUTE_SAFE", valid: "true", cased: "YES", bad: "maybe", want: "true", def: "false", fileValid: `true`, fileBad: `"yes"`},
	{key: "max_output_chars", env: "OTERMINUS_MAX_OUTPUT_CHARS", valid: "500", bad: "0", want: "500", def: "20000", fileValid: `500`, fileBad: `-1`},
	{key: "color", env: "OTERMINUS_COLOR", valid: "never", cased: "NEVER", bad: "sometimes", want: "never", def: "auto", fileValid: `"Never"`, fileBad: `"sometimes"`},
	{key: "audit.enabled", env: "OTERMINUS_AUDIT_ENABLED", valid: "false", cased: "Off", bad: "maybe", want: "false", def: "true", fileValid: `false`, fileBad: `"no"`},
	{key: "audit.redact", env: "OTERMINUS_AUDIT_REDACT", valid: "false", cased: "NO", bad: "2", want: "false", def: "true", fileValid: `false`, fileBad: `0`},
	{key: "audit.path", env: "OTERMINUS_AUDIT_LOG_PATH", valid: "$HOME/matrix-audit.jsonl", want: "$HOME/matrix-audit.jsonl", fileValid: `"~/matrix-audit.jsonl"`, fileBad: `[]`, def: `$HOME/.local/state/oterminus/audit.jsonl`},
	{key: "widget.key", env: "OTERMINUS_KEY", valid: "^G", bad: "x", want: "^G", def: "^O", fileValid: `"^G"`, fileBad: `"x"`},
	{key: "widget.explain_key", env: "OTERMINUS_EXPLAIN_KEY", valid: `\eo`, bad: "^", want: `\eo`, def: `\e^O`, fileValid: `"\\eo"`, fileBad: `"^"`},
	{key: "widget.warm", env: "OTERMINUS_WARM", valid: "false", cased: "FALSE", bad: "later", want: "false", def: "true", fileValid: `false`, fileBad: `"off"`},
	{key: "undo.budget_mib", env: "OTERMINUS_UNDO_BUDGET_MIB", valid: "64", bad: "lots", want: "64", def: "1024", fileValid: `64`, fileBad: `"64"`},
	{key: "undo.max_age", env: "OTERMINUS_UNDO_MAX_AGE", valid: "24h", cased: "24H", bad: "forever", want: "24h0m0s", def: "168h0m0s", fileValid: `"24h"`, fileBad: `true`},
	{key: "context.cwd", env: "OTERMINUS_CONTEXT_CWD", valid: "off", cased: "OFF", bad: "nah", want: "false", def: "true", fileValid: `false`, fileBad: `1`},
	{key: "context.os", env: "OTERMINUS_CONTEXT_OS", valid: "0", cased: "False", bad: "nah", want: "false", def: "true", fileValid: `false`, fileBad: `1`},
	{key: "context.project", env: "OTERMINUS_CONTEXT_PROJECT", valid: "no", cased: "No", bad: "nah", want: "false", def: "true", fileValid: `false`, fileBad: `1`},
	{key: "context.git", env: "OTERMINUS_CONTEXT_GIT", valid: "false", cased: "fAlSe", bad: "nah", want: "false", def: "true", fileValid: `false`, fileBad: `1`},
	{key: "context.last_command", env: "OTERMINUS_CONTEXT_LAST_COMMAND", valid: "false", cased: "OFF", bad: "nah", want: "false", def: "true", fileValid: `false`, fileBad: `1`},
	{key: "context.history", env: "OTERMINUS_CONTEXT_HISTORY", valid: "on", cased: "ON", bad: "nah", want: "true", def: "false", fileValid: `true`, fileBad: `"on"`},
	{key: "context.history_lines", env: "OTERMINUS_CONTEXT_HISTORY_LINES", valid: "5", bad: "500", want: "5", def: "20", fileValid: `5`, fileBad: `0`},
	{key: "context.scrollback", env: "OTERMINUS_CONTEXT_SCROLLBACK", valid: "1", cased: "True", bad: "nah", want: "true", def: "false", fileValid: `true`, fileBad: `"1"`},
	{key: "context.scrollback_lines", env: "OTERMINUS_CONTEXT_SCROLLBACK_LINES", valid: "10", bad: "many", want: "10", def: "40", fileValid: `10`, fileBad: `1000`},
	{key: "context.budget", env: "OTERMINUS_CONTEXT_BUDGET", valid: "2s", cased: "2S", bad: "1h", want: "2s", def: "150ms", fileValid: `"2s"`, fileBad: `"soon"`},
}

// envOnly are the switches that exist only in the environment.
var envOnly = []struct{ env, valid, cased, bad string }{
	{"OTERMINUS_ALLOW_DANGEROUS", "1", "YES", "maybe"},
	{"OTERMINUS_VERBOSE", "1", "On", "loud"},
}

// TestSettingsMatrix drives every setting, in the environment and in the
// file, with a valid value, the same in another case, and a bad one,
// through --dry-run and through the widget: a bad value warns, names the
// variable or the file's line, falls back, and never stops the command.
func TestSettingsMatrix(t *testing.T) {
	var keys []string
	for _, s := range settingsMatrix {
		keys = append(keys, s.key)
	}
	for _, k := range config.Keys {
		if !slices.Contains(keys, k.Name) {
			t.Errorf("the settings matrix has no row for %s: add one", k.Name)
		}
	}
	dir := t.TempDir()
	for _, s := range settingsMatrix {
		writeScript(t, dir, "env_"+s.key, envScript(s))
		writeScript(t, dir, "file_"+s.key, fileScript(s))
	}
	for _, s := range envOnly {
		writeScript(t, dir, "env_"+s.env, envOnlyScript(s.env, s.valid, s.cased, s.bad))
	}
	testscript.Run(t, Params(t, dir))
}

func writeScript(t *testing.T, dir, name, script string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name+".txtar"), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
}

// accepted checks that a value applied without a warning, through both
// entry points. The widget keeps a typed command as typed and answers
// that it checked it.
func accepted(b *strings.Builder, key, want string) {
	fmt.Fprintf(b, "exec oterminus config get %s\nstdout %s\n! stderr .\n", key, q("^"+regexp.QuoteMeta(want)+"$"))
	fmt.Fprintf(b, "exec oterminus --dry-run -- ls\nstdout '^Command *: ls'\n! stderr 'warning'\n")
	fmt.Fprintf(b, "exec oterminus widget translate --shell zsh -- ls\nstdout '^keep '\nstdout '^oterminus: checked ls \\(safe\\)$'\n! stdout 'warning'\n")
}

// ignored checks that a bad value warned, with its fix, and fell back.
func ignored(b *strings.Builder, key, warning, hint, def, doctorStatus string) {
	doctorWarning, doctorHint := warning, hint
	warning, hint = q("^oterminus: warning: "+warning), q("^hint: "+hint)
	fmt.Fprintf(b, "exec oterminus config get %s\nstdout %s\nstderr %s\nstderr %s\n", key, q("^"+regexp.QuoteMeta(def)+"$"), warning, hint)
	fmt.Fprintf(b, "exec oterminus --dry-run -- ls\nstdout '^Command *: ls'\nstderr %s\nstderr %s\n", warning, hint)
	fmt.Fprintf(b, "exec oterminus widget translate --shell zsh -- ls\nstdout '^keep '\nstdout '^oterminus: checked ls \\(safe\\)$'\nstdout %s\nstdout %s\n", warning, hint)
	// Doctor names it too: an error when it is in the file, which is then
	// invalid (it exits 1 either way here: the tests have no Ollama).
	fmt.Fprintf(b, "! exec oterminus doctor\nstdout %s\nstdout %s\n", q("^"+doctorStatus+" +config +"+doctorWarning), q("^ +hint: "+doctorHint))
}

// refused checks that a bad value of a key that fails closed stops each
// entry point with an error naming it, and that the widget keeps the line.
func refused(b *strings.Builder, key, problem string) {
	problem = q(problem)
	fmt.Fprintf(b, "! exec oterminus config get %s\nstderr %s\n", key, problem)
	fmt.Fprintf(b, "! exec oterminus --dry-run -- ls\n! stdout .\nstderr %s\n", problem)
	fmt.Fprintf(b, "exec oterminus widget translate --shell zsh -- ls\nstdout '^keep '\nstdout %s\n", problem)
	fmt.Fprintf(b, "! exec oterminus doctor\nstdout %s\n", q("^error +config +")+"\n")
}

func envScript(s setting) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s through %s\nenv NO_COLOR=\n", s.key, s.env)
	fmt.Fprintf(&b, "env %s=%s\n", s.env, s.valid)
	accepted(&b, s.key, s.want)
	if s.cased != "" {
		want := s.want
		if s.key == "model" { // NONE clears the model
			want = ""
		}
		fmt.Fprintf(&b, "env %s=%s\n", s.env, s.cased)
		accepted(&b, s.key, want)
	}
	if s.bad != "" && s.failsClosed {
		fmt.Fprintf(&b, "env %s=%s\n", s.env, s.bad)
		refused(&b, s.key, regexp.QuoteMeta(fmt.Sprintf("%s=%q ", s.env, s.bad)))
	} else if s.bad != "" {
		fmt.Fprintf(&b, "env %s=%s\n", s.env, s.bad)
		warning := regexp.QuoteMeta(fmt.Sprintf("%s=%q ", s.env, s.bad)) + ".*; using default " + regexp.QuoteMeta(quoteEmpty(s.def)) + "$"
		ignored(&b, s.key, warning, regexp.QuoteMeta("fix or unset "+s.env), s.def, "warn")
	}
	return b.String()
}

func envOnlyScript(env, valid, cased, bad string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s, environment only\n", env)
	for _, v := range []string{valid, cased} {
		fmt.Fprintf(&b, "env %s=%s\n", env, v)
		fmt.Fprintf(&b, "exec oterminus --dry-run -- ls\nstdout '^Command *: ls'\n! stderr 'warning'\n")
		fmt.Fprintf(&b, "exec oterminus widget translate --shell zsh -- ls\nstdout '^keep '\nstdout '^oterminus: checked ls \\(safe\\)$'\n! stdout 'warning'\n")
	}
	fmt.Fprintf(&b, "env %s=%s\n", env, bad)
	warning := regexp.QuoteMeta(fmt.Sprintf("%s=%q is not a boolean (1 or 0); using default false", env, bad)) + "$"
	fmt.Fprintf(&b, "exec oterminus --dry-run -- ls\nstdout '^Command *: ls'\nstderr %s\n", q("^oterminus: warning: "+warning))
	fmt.Fprintf(&b, "exec oterminus widget translate --shell zsh -- ls\nstdout '^keep '\nstdout '^oterminus: checked ls \\(safe\\)$'\nstdout %s\n", q("^oterminus: warning: "+warning))
	return b.String()
}

func fileScript(s setting) string {
	table, name := "", s.key
	if i := strings.IndexByte(s.key, '.'); i >= 0 {
		table, name = s.key[:i], s.key[i+1:]
	}
	content := func(value string) string {
		if table == "" {
			return fmt.Sprintf("%s = %s\n", name, value)
		}
		return fmt.Sprintf("[%s]\n%s = %s\n", table, name, value)
	}
	line := 1
	if table != "" {
		line = 2
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# %s in the file\nenv NO_COLOR=\nmkdir $HOME/.config/oterminus\n", s.key)
	fmt.Fprintf(&b, "cp valid.toml $HOME/.config/oterminus/config.toml\n")
	accepted(&b, s.key, s.want)
	fmt.Fprintf(&b, "exec oterminus config validate\n")
	fmt.Fprintf(&b, "cp bad.toml $HOME/.config/oterminus/config.toml\n")
	if s.failsClosed {
		refused(&b, s.key, regexp.QuoteMeta(fmt.Sprintf("config.toml:%d: %s: ", line, s.key)))
	} else {
		warning := regexp.QuoteMeta(fmt.Sprintf("config.toml:%d: %s: ", line, s.key)) + ".*; using default " + regexp.QuoteMeta(quoteEmpty(s.def)) + "$"
		ignored(&b, s.key, ".*"+warning, regexp.QuoteMeta("fix it with 'oterminus config set "+s.key+" VALUE'"), s.def, "error")
	}
	fmt.Fprintf(&b, "! exec oterminus config validate\nstderr %s\n", q(regexp.QuoteMeta(fmt.Sprintf("config.toml:%d: %s: ", line, s.key))))
	fmt.Fprintf(&b, "-- valid.toml --\n%s-- bad.toml --\n%s", content(s.fileValid), content(s.fileBad))
	return b.String()
}

// q quotes a pattern for a script line: a ' inside '...' is doubled, and
// $HOME is left for the script to expand.
func q(pattern string) string {
	quoted := "'" + strings.ReplaceAll(pattern, "'", "''") + "'"
	return strings.ReplaceAll(quoted, `\$HOME`, "'$HOME'")
}

func quoteEmpty(s string) string {
	if s == "" {
		return `""`
	}
	return s
}
