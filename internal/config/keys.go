package config

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/keys"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/registry"
)

// kind is the type of a configuration value.
type kind int

const (
	kindString kind = iota
	kindBool
	kindInt
	kindList
	kindEnum
	kindDuration
)

// Key describes one setting: its name in the file (dotted for tables),
// the environment variable that overrides it, its default and how to
// read and store it. The table below is the single place a setting is
// defined; parsing, `config show/get/set/reset` and `config init` use it.
type Key struct {
	Name    string
	Env     string
	Doc     string
	kind    kind
	enum    []string
	def     string // default, written as the value would be in the environment
	listSep string // separator of list values given in the environment
	set     func(c *Config, v any)
	get     func(c *Config) any
	check   func(v any) string // extra validation beyond the kind
	// lower folds list items to lower case: pack ids are names, not paths.
	lower bool
	// noneClears makes "none" and "null" mean no value, as the original's
	// `config set model none` does.
	noneClears bool
	// failsClosed marks keys that narrow what commands may do (a profile,
	// disabled packs): a bad value there is an error, not a warning, since
	// falling back would quietly allow what the person meant to disable.
	failsClosed bool
	// AtInit marks keys `oterminus init` writes into the shell script:
	// a change reaches shells started afterwards.
	AtInit bool
}

// Keys lists every setting in the order `config show` and `config init`
// print them.
// packsNamed stands in a key's Doc for the names of the command packs.
const packsNamed = "@PACKS@"

// Documentation is the key's Doc, with the command packs named.
func (k *Key) Documentation() string {
	return strings.ReplaceAll(k.Doc, packsNamed, strings.Join(registry.PackIDs(), ", "))
}

var Keys = []*Key{
	{Name: "provider", Env: "OTERMINUS_PROVIDER", kind: kindEnum, def: "ollama", enum: []string{"ollama", "openai"},
		Doc: "Model server: ollama, or openai for any OpenAI-compatible chat-completions server (see openai.base_url).",
		set: func(c *Config, v any) { c.Provider = v.(string) }, get: func(c *Config) any { return c.Provider }},
	{Name: "model", Env: "OTERMINUS_MODEL", kind: kindString, noneClears: true,
		Doc: "Model for natural-language requests; empty picks an installed one (see README).",
		set: func(c *Config, v any) { c.Model = v.(string) }, get: func(c *Config) any { return c.Model }},
	{Name: "ollama_host", Env: "OTERMINUS_OLLAMA_HOST", kind: kindString,
		Doc: "Ollama server, e.g. 127.0.0.1:11434 or http://gpu-box:11434; empty uses OLLAMA_HOST or the default.",
		set: func(c *Config, v any) { c.OllamaHost = v.(string) }, get: func(c *Config) any { return c.OllamaHost }},
	{Name: "timeout_seconds", Env: "OTERMINUS_TIMEOUT_SECONDS", kind: kindInt, def: "60",
		Doc:   "Seconds to wait for the model, and for a command run by one-shot mode.",
		check: positive,
		set:   func(c *Config, v any) { c.TimeoutSeconds = v.(int) }, get: func(c *Config) any { return c.TimeoutSeconds }},
	{Name: "keep_alive", Env: "OTERMINUS_KEEP_ALIVE", kind: kindDuration, def: "30m",
		Doc: "How long Ollama keeps the model loaded after a request (Go duration; \"-1\" keeps it loaded).",
		set: func(c *Config, v any) { c.KeepAlive = v.(time.Duration) }, get: func(c *Config) any { return c.KeepAlive }},
	{Name: "num_predict", Env: "OTERMINUS_NUM_PREDICT", kind: kindInt, def: "512",
		Doc:   "Most tokens the model may write in one reply; a reply cut off there is asked for once more with twice the cap.",
		check: positive,
		set:   func(c *Config, v any) { c.NumPredict = v.(int) }, get: func(c *Config) any { return c.NumPredict }},
	{Name: "reply_contract", Env: "OTERMINUS_REPLY_CONTRACT", kind: kindEnum, def: "structured", enum: []string{"structured", "command"},
		Doc: "What the model writes: structured (a JSON object, constrained by a grammar) or command (the command line, read like typed text). Compare them with 'oterminus eval --live'.",
		set: func(c *Config, v any) { c.ReplyContract = v.(string) }, get: func(c *Config) any { return c.ReplyContract }},
	{Name: "policy_mode", Env: "OTERMINUS_POLICY_MODE", kind: kindEnum, def: "write",
		enum: []string{"safe", "write", "dangerous"},
		Doc:  "Highest risk allowed: safe (read-only), write, or dangerous (also needs OTERMINUS_ALLOW_DANGEROUS=1).",
		set:  func(c *Config, v any) { c.Policy.Mode = policy.Mode(v.(string)) }, get: func(c *Config) any { return string(c.Policy.Mode) }},
	{Name: "allowed_roots", Env: "OTERMINUS_ALLOWED_ROOTS", kind: kindList, listSep: ":",
		Doc: "When set, commands may only name paths under these directories (symlinks resolved).",
		set: func(c *Config, v any) { c.Policy.AllowedRoots = v.([]string) }, get: func(c *Config) any { return c.Policy.AllowedRoots }},
	{Name: "command_profile", Env: "OTERMINUS_COMMAND_PROFILE", kind: kindEnum,
		enum: []string{"", "beginner", "safe", "developer", "power"}, failsClosed: true,
		Doc: "Named set of disabled command packs: beginner, safe, developer or power; empty disables none.",
		set: func(c *Config, v any) { c.CommandProfile = v.(string) }, get: func(c *Config) any { return c.CommandProfile }},
	{Name: "disabled_command_packs", Env: "OTERMINUS_DISABLED_COMMAND_PACKS", kind: kindList, listSep: ",", lower: true,
		// The packs are filled in where the text is shown (see packsNamed): a
		// call here would make Go build the whole table at every start.
		Doc:   "Command packs to disable, added to the profile's: " + packsNamed + ".",
		check: knownPacks, failsClosed: true,
		set: func(c *Config, v any) { c.DisabledPacks = v.([]string) }, get: func(c *Config) any { return c.DisabledPacks }},
	{Name: "deterministic_shortcuts", Env: "OTERMINUS_DETERMINISTIC_SHORTCUTS", kind: kindEnum, def: "minimal",
		enum: []string{"off", "minimal"},
		Doc:  "Answer a few exact requests (\"where am i\") without the model: minimal or off.",
		set:  func(c *Config, v any) { c.Shortcuts = v.(string) == "minimal" }, get: func(c *Config) any { return map[bool]string{true: "minimal", false: "off"}[c.Shortcuts] }},
	{Name: "auto_execute_safe", Env: "OTERMINUS_AUTO_EXECUTE_SAFE", kind: kindBool, def: "false",
		Doc: "One-shot mode only: run safe, warning-free typed commands without asking.",
		set: func(c *Config, v any) { c.AutoExecuteSafe = v.(bool) }, get: func(c *Config) any { return c.AutoExecuteSafe }},
	{Name: "max_output_chars", Env: "OTERMINUS_MAX_OUTPUT_CHARS", kind: kindInt, def: "20000",
		Doc:   "One-shot mode only: characters of each output stream to show.",
		check: positive,
		set:   func(c *Config, v any) { c.MaxOutputChars = v.(int) }, get: func(c *Config) any { return c.MaxOutputChars }},
	{Name: "color", Env: "OTERMINUS_COLOR", kind: kindEnum, def: "auto", enum: []string{"auto", "always", "never"},
		Doc: "Colour in previews: auto (terminal only), always or never. NO_COLOR turns it off.",
		set: func(c *Config, v any) { c.Color = v.(string) }, get: func(c *Config) any { return c.Color }},
	{Name: "openai.base_url", Env: "OTERMINUS_OPENAI_BASE_URL", kind: kindString,
		Doc: "With provider = \"openai\": the server's OpenAI API address, e.g. http://127.0.0.1:8080/v1.",
		set: func(c *Config, v any) { c.OpenAI.BaseURL = v.(string) }, get: func(c *Config) any { return c.OpenAI.BaseURL }},
	{Name: "openai.api_key_env", Env: "OTERMINUS_OPENAI_API_KEY_ENV", kind: kindString, def: "OPENAI_API_KEY",
		Doc: "With provider = \"openai\": the NAME of the environment variable holding the API key (the key itself is never stored).",
		set: func(c *Config, v any) { c.OpenAI.APIKeyEnv = v.(string) }, get: func(c *Config) any { return c.OpenAI.APIKeyEnv }},
	{Name: "audit.enabled", Env: "OTERMINUS_AUDIT_ENABLED", kind: kindBool, def: "true",
		Doc: "Write one JSON line per request and outcome to the audit log.",
		set: func(c *Config, v any) { c.Audit.Enabled = v.(bool) }, get: func(c *Config) any { return c.Audit.Enabled }},
	{Name: "audit.redact", Env: "OTERMINUS_AUDIT_REDACT", kind: kindBool, def: "true",
		Doc: "Redact tokens, passwords and credentials before they reach the audit log.",
		set: func(c *Config, v any) { c.Audit.Redact = v.(bool) }, get: func(c *Config) any { return c.Audit.Redact }},
	{Name: "audit.path", Env: "OTERMINUS_AUDIT_LOG_PATH", kind: kindString,
		Doc: "Audit log file; empty means $XDG_STATE_HOME/oterminus/audit.jsonl.",
		set: func(c *Config, v any) { c.Audit.Path = v.(string) }, get: func(c *Config) any { return c.Audit.Path }},
	{Name: "widget.key", Env: "OTERMINUS_KEY", AtInit: true, kind: kindString, def: "^O",
		Doc:   "Key that translates the prompt, in caret notation (^O) or \\e-prefixed for Alt (\\eo).",
		check: keyNotation,
		set:   func(c *Config, v any) { c.Widget.Key = v.(string) }, get: func(c *Config) any { return c.Widget.Key }},
	{Name: "widget.explain_key", Env: "OTERMINUS_EXPLAIN_KEY", AtInit: true, kind: kindString, def: `\e^O`,
		Doc:   "Key that explains the prompt without changing it.",
		check: keyNotation,
		set:   func(c *Config, v any) { c.Widget.ExplainKey = v.(string) }, get: func(c *Config) any { return c.Widget.ExplainKey }},
	{Name: "widget.warm", Env: "OTERMINUS_WARM", kind: kindBool, def: "true",
		Doc: "On the first natural-language request of a shell, also ask Ollama to keep the model loaded.",
		set: func(c *Config, v any) { c.Widget.Warm = v.(bool) }, get: func(c *Config) any { return c.Widget.Warm }},
	{Name: "undo.budget_mib", Env: "OTERMINUS_UNDO_BUDGET_MIB", kind: kindInt, def: "1024",
		Doc:   "Most MiB the copies kept for `oterminus undo` may take together; a write that would pass it is not kept (0 keeps none).",
		check: func(v any) string { return between(v, 0, 1<<20) },
		set:   func(c *Config, v any) { c.Undo.BudgetMiB = v.(int) }, get: func(c *Config) any { return c.Undo.BudgetMiB }},
	{Name: "undo.max_age", Env: "OTERMINUS_UNDO_MAX_AGE", kind: kindDuration, def: "168h",
		Doc: "How long a kept change stays for `oterminus undo` (Go duration); older ones are removed first.",
		set: func(c *Config, v any) { c.Undo.MaxAge = v.(time.Duration) }, get: func(c *Config) any { return c.Undo.MaxAge }},
	{Name: "context.cwd", Env: "OTERMINUS_CONTEXT_CWD", kind: kindBool, def: "true",
		Doc: "Tell the model the working directory.",
		set: func(c *Config, v any) { c.Context.Cwd = v.(bool) }, get: func(c *Config) any { return c.Context.Cwd }},
	{Name: "context.os", Env: "OTERMINUS_CONTEXT_OS", kind: kindBool, def: "true",
		Doc: "Tell the model the operating system and shell.",
		set: func(c *Config, v any) { c.Context.OS = v.(bool) }, get: func(c *Config) any { return c.Context.OS }},
	{Name: "context.project", Env: "OTERMINUS_CONTEXT_PROJECT", kind: kindBool, def: "true",
		Doc: "Tell the model which project markers (go.mod, package.json, ...) the directory has.",
		set: func(c *Config, v any) { c.Context.Project = v.(bool) }, get: func(c *Config) any { return c.Context.Project }},
	{Name: "context.git", Env: "OTERMINUS_CONTEXT_GIT", kind: kindBool, def: "true",
		Doc: "Tell the model the git branch and whether the tree is dirty.",
		set: func(c *Config, v any) { c.Context.Git = v.(bool) }, get: func(c *Config) any { return c.Context.Git }},
	{Name: "context.last_command", Env: "OTERMINUS_CONTEXT_LAST_COMMAND", kind: kindBool, def: "true",
		Doc: "Tell the model the last command and its exit status (redacted).",
		set: func(c *Config, v any) { c.Context.LastCommand = v.(bool) }, get: func(c *Config) any { return c.Context.LastCommand }},
	{Name: "context.history", Env: "OTERMINUS_CONTEXT_HISTORY", AtInit: true, kind: kindBool, def: "false",
		Doc: "Opt-in: send the last history_lines shell history lines (redacted).",
		set: func(c *Config, v any) { c.Context.History = v.(bool) }, get: func(c *Config) any { return c.Context.History }},
	{Name: "context.history_lines", Env: "OTERMINUS_CONTEXT_HISTORY_LINES", AtInit: true, kind: kindInt, def: "20",
		Doc:   "How many history lines to send when context.history is on (at most 200).",
		check: func(v any) string { return between(v, 1, 200) },
		set:   func(c *Config, v any) { c.Context.HistoryLines = v.(int) }, get: func(c *Config) any { return c.Context.HistoryLines }},
	{Name: "context.scrollback", Env: "OTERMINUS_CONTEXT_SCROLLBACK", kind: kindBool, def: "false",
		Doc: "Opt-in: inside tmux, send the pane's recent scrollback (commands and their output, redacted).",
		set: func(c *Config, v any) { c.Context.Scrollback = v.(bool) }, get: func(c *Config) any { return c.Context.Scrollback }},
	{Name: "context.scrollback_lines", Env: "OTERMINUS_CONTEXT_SCROLLBACK_LINES", kind: kindInt, def: "40",
		Doc:   "How many scrollback lines to send when context.scrollback is on (at most 500).",
		check: func(v any) string { return between(v, 1, 500) },
		set:   func(c *Config, v any) { c.Context.ScrollbackLines = v.(int) }, get: func(c *Config) any { return c.Context.ScrollbackLines }},
	{Name: "context.budget", Env: "OTERMINUS_CONTEXT_BUDGET", kind: kindDuration, def: "150ms",
		Doc:   "How long gathering context may take before the request goes without what has not answered (Go duration, 10ms to 5s).",
		check: func(v any) string { return durationBetween(v, 10*time.Millisecond, 5*time.Second) },
		set:   func(c *Config, v any) { c.Context.Budget = v.(time.Duration) }, get: func(c *Config) any { return c.Context.Budget }},
}

// Get returns the key's current value in c.
func (k *Key) Get(c *Config) any { return k.get(c) }

// KeyByName returns the key of a name, or nil.
func KeyByName(name string) *Key {
	for _, k := range Keys {
		if k.Name == name {
			return k
		}
	}
	return nil
}

// Choices lists the values a key takes when they are few (an enum's
// names, true and false), for Tab completion; nil for free values.
func (k Key) Choices() []string {
	switch k.kind {
	case kindEnum:
		return slices.Clone(k.enum)
	case kindBool:
		return []string{"true", "false"}
	}
	return nil
}

// KeyNames lists every key name.
func KeyNames() []string {
	names := make([]string, len(Keys))
	for i, k := range Keys {
		names[i] = k.Name
	}
	return names
}

func positive(v any) string {
	if v.(int) < 1 {
		return "must be at least 1"
	}
	return ""
}

// between checks an int from lo to hi. Keys call it from a function
// literal, not as a call that returns one: a call in Keys' literal would
// run at every start-up and stop the table being static data.
func between(v any, lo, hi int) string {
	if n := v.(int); n < lo || n > hi {
		return fmt.Sprintf("must be from %d to %d", lo, hi)
	}
	return ""
}

func durationBetween(v any, lo, hi time.Duration) string {
	if d := v.(time.Duration); d < lo || d > hi {
		return fmt.Sprintf("must be from %s to %s", lo, hi)
	}
	return ""
}

func knownPacks(v any) string {
	for _, p := range v.([]string) {
		if !slices.Contains(registry.PackIDs(), p) {
			return fmt.Sprintf("'%s' is not a command pack; packs are %s", p, strings.Join(registry.PackIDs(), ", "))
		}
	}
	return ""
}

// keyNotation accepts ^X (Ctrl), \eX (Alt) and sequences of those, so the
// init scripts can translate the key for each shell.
func keyNotation(v any) string {
	if _, err := keys.Parse(v.(string)); err != nil {
		return err.Error()
	}
	return ""
}

// fromText reads a value written as text (environment, `config set`).
func (k *Key) fromText(s string) (any, string) {
	v, problem := k.parseText(s)
	return k.normalize(v), problem
}

// fromTOML reads a value decoded from the file, without coercion: a
// string where a number belongs is an error, as in the original.
func (k *Key) fromTOML(v any) (any, string) {
	v, problem := k.parseTOML(v)
	return k.normalize(v), problem
}

// normalize folds the case of names, so "Write", "SAFE" and "Network" are
// read as the original reads them, and turns "none" into no value where
// a key allows it. Paths, hosts, models and keys keep their case.
func (k *Key) normalize(v any) any {
	switch v := v.(type) {
	case string:
		if k.kind == kindEnum {
			return strings.ToLower(v)
		}
		if k.noneClears && (strings.EqualFold(v, "none") || strings.EqualFold(v, "null")) {
			return ""
		}
	case []string:
		if k.lower {
			for i := range v {
				v[i] = strings.ToLower(v[i])
			}
		}
	}
	return v
}

func (k *Key) parseText(s string) (any, string) {
	switch k.kind {
	case kindBool:
		if b, ok := ParseBool(s); ok {
			return b, ""
		}
		return nil, fmt.Sprintf("'%s' is not a boolean (true or false)", s)
	case kindInt:
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			return nil, fmt.Sprintf("'%s' is not a whole number", s)
		}
		return n, ""
	case kindList:
		var items []string
		for _, item := range strings.Split(s, k.listSep) {
			if item = strings.TrimSpace(item); item != "" {
				items = append(items, item)
			}
		}
		return items, ""
	case kindDuration:
		return parseDuration(s)
	}
	return strings.TrimSpace(s), ""
}

func (k *Key) parseTOML(v any) (any, string) {
	switch k.kind {
	case kindBool:
		if b, ok := v.(bool); ok {
			return b, ""
		}
		return nil, "must be true or false"
	case kindInt:
		if n, ok := v.(int64); ok {
			return int(n), ""
		}
		return nil, "must be a whole number"
	case kindList:
		raw, ok := v.([]any)
		if !ok {
			return nil, "must be a list of strings, like [\"a\", \"b\"]"
		}
		items := []string{}
		for _, item := range raw {
			s, ok := item.(string)
			if !ok || strings.TrimSpace(s) == "" {
				return nil, "must be a list of non-empty strings"
			}
			items = append(items, strings.TrimSpace(s))
		}
		return items, ""
	case kindDuration:
		switch d := v.(type) {
		case string:
			return parseDuration(d)
		case int64:
			return parseDuration(strconv.FormatInt(d, 10))
		}
		return nil, "must be a duration such as \"30m\""
	}
	s, ok := v.(string)
	if !ok {
		return nil, "must be a string"
	}
	// Only spaces is neither a value nor the empty string that asks for
	// the default (for model: pick an installed one); it is a mistake.
	if s != "" && strings.TrimSpace(s) == "" {
		return nil, "is only spaces; write a value, or \"\" for the default"
	}
	return strings.TrimSpace(s), ""
}

// validate checks an enum and the key's own rule.
func (k *Key) validate(v any) string {
	if k.kind == kindEnum && !slices.Contains(k.enum, v.(string)) {
		return fmt.Sprintf("'%s' is not one of %s", v, strings.Join(nonEmpty(k.enum), ", "))
	}
	if k.check != nil {
		return k.check(v)
	}
	return ""
}

func nonEmpty(list []string) []string {
	var out []string
	for _, s := range list {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// parseDuration reads a Go duration or a number of seconds; a negative
// value keeps the model loaded indefinitely.
func parseDuration(s string) (any, string) {
	s = strings.ToLower(strings.TrimSpace(s)) // every unit is lower case: "1H" is 1h
	if n, err := strconv.Atoi(s); err == nil {
		return time.Duration(n) * time.Second, ""
	}
	d, err := time.ParseDuration(s)
	if err != nil {
		return nil, fmt.Sprintf("'%s' is not a duration (forms like 30m, 1h or -1)", s)
	}
	return d, ""
}

// Format writes a value the way `config show` and `get` print it.
func Format(v any) string {
	switch v := v.(type) {
	case []string:
		return "[" + strings.Join(v, ", ") + "]"
	case time.Duration:
		if v < 0 {
			return "-1"
		}
		return v.String()
	case string:
		return v
	}
	return fmt.Sprint(v)
}
