// Package config reads oterminus's settings: built-in defaults, then the
// TOML file at $XDG_CONFIG_HOME/oterminus/config.toml, then OTERMINUS_*
// environment variables. Every value remembers where it came from.
//
// Dangerous execution is the exception: it is enabled only by
// OTERMINUS_ALLOW_DANGEROUS in the environment and a file that tries to set
// it is an error, so it can never be switched on by a file someone else
// wrote or a setting that outlives the shell.
//
// It decides what each setting is, where it came from, and how the
// settings are listed and reported (WriteList, WriteShow, WriteGet,
// WriteChanged). It may not read flags or the terminal: the environment
// is handed to it as a function.
package config

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/safefile"
	"github.com/oterminus/oterminus/internal/spelling"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Config is the resolved configuration.
type Config struct {
	Model          string
	OllamaHost     string
	TimeoutSeconds int
	KeepAlive      time.Duration
	NumPredict     int
	ReplyContract  string
	Provider       string
	OpenAI         struct {
		BaseURL   string
		APIKeyEnv string // the NAME of the variable holding the key, never the key
	}
	Policy          policy.Config
	CommandProfile  string
	DisabledPacks   []string // the explicit list; Policy.DisabledPacks adds the profile's
	Shortcuts       bool
	AutoExecuteSafe bool
	MaxOutputChars  int
	Color           string
	// Audit is field for field an audit.Log, which the command line
	// converts it to; config does not import audit.
	Audit struct {
		Path    string
		Enabled bool
		Redact  bool
	}
	Widget struct {
		Key        string
		ExplainKey string
		Warm       bool
	}
	// Undo bounds the copies kept for `oterminus undo`.
	Undo struct {
		BudgetMiB int
		MaxAge    time.Duration
	}
	Context struct {
		Cwd, OS, Project, Git, LastCommand bool
		History                            bool
		HistoryLines                       int
		Scrollback                         bool
		ScrollbackLines                    int
		Budget                             time.Duration
	}

	// Path is the configuration file; FileExists says whether it was there.
	Path       string
	FileExists bool
	// Verbose traces each lifecycle stage on stderr (OTERMINUS_VERBOSE;
	// environment only, like --verbose it is about one shell, not a file).
	Verbose bool

	// Sources records where each key's value came from.
	Sources map[string]Source
	// Warnings are bad values that were ignored: a broken setting must
	// never stop a command or the widget, so its value falls back to the
	// file's or the default, and the caller shows the warning.
	Warnings []*Error
}

// Source is where a value came from.
type Source string

// Sources of values.
const (
	FromDefault     Source = "default"
	FromFile        Source = "file"
	FromEnvironment Source = "environment"
)

// AllowDangerousEnv is the only switch for dangerous execution.
const AllowDangerousEnv = "OTERMINUS_ALLOW_DANGEROUS"

// PathEnv overrides the configuration file location.
const PathEnv = "OTERMINUS_CONFIG"

// VerboseEnv turns on stage tracing, as --verbose does.
const VerboseEnv = "OTERMINUS_VERBOSE"

// Error is a configuration problem, located as precisely as possible.
type Error struct {
	Path string
	Line int    // 0 when unknown
	Key  string // "" when not about one key
	Msg  string
	// Env names the environment variable that held a bad value.
	Env string
	// Value is the bad value as given, for warnings about a variable.
	Value string
	// Using is what applies instead of an ignored value, such as
	// "default write"; set only on warnings.
	Using string
	key   *Key // the key of an ignored value
}

func (e *Error) Error() string {
	if e.Using != "" {
		return e.located() + "; using " + e.Using
	}
	return e.located()
}

// located is the problem and where it is.
func (e *Error) located() string {
	switch {
	case e.Env != "" && (e.Using != "" || e.Value != ""):
		// The value is untrusted text: quoted, and escaped by the printer.
		// The problem may start with the value, quoted either way: say it once.
		msg := strings.TrimPrefix(strings.TrimPrefix(e.Msg, "'"+e.Value+"' "), strconv.Quote(e.Value)+" ")
		return fmt.Sprintf("%s=%q %s", e.Env, e.Value, msg)
	case e.Env != "":
		return fmt.Sprintf("%s: %s", e.Env, e.Msg)
	case e.Line > 0 && e.Key != "":
		return fmt.Sprintf("%s:%d: %s: %s", e.Path, e.Line, e.Key, e.Msg)
	case e.Key != "":
		return fmt.Sprintf("%s: %s: %s", e.Path, e.Key, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("%s:%d: %s", e.Path, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.Path, e.Msg)
}

// Warn writes the warning about an ignored value that every command but
// the widget shows: the problem, what applies instead, and how to fix it.
func (e *Error) Warn(w io.Writer) {
	fmt.Fprintf(w, "oterminus: warning: %s\nhint: %s\n", termtext.Escape(e.Error()), termtext.Escape(e.Hint()))
}

// Hint says how to fix the problem.
func (e *Error) Hint() string {
	switch {
	case e.Env != "":
		return fmt.Sprintf("fix or unset %s where your shell sets it (unset %s)", e.Env, e.Env)
	case e.Key != "" && KeyByName(e.Key) == nil && suggest(e.Key) != "":
		// config set knows no such key: name the one meant instead.
		return fmt.Sprintf("rename it to %s (oterminus config edit), or remove it with 'oterminus config unset %s'", suggest(e.Key), e.Key)
	case e.Key != "" && KeyByName(e.Key) == nil:
		return fmt.Sprintf("remove it with 'oterminus config unset %s'", e.Key)
	case e.Key != "":
		return fmt.Sprintf("fix it with 'oterminus config set %s VALUE', or remove it with 'oterminus config unset %s'", e.Key, e.Key)
	}
	return "fix it with 'oterminus config edit'"
}

// ignore records a bad value that was not applied; Load says what
// applies instead once every source has been read.
func (c *Config) ignore(e *Error, k *Key) {
	e.key = k
	c.Warnings = append(c.Warnings, e)
}

// explainFallbacks completes each warning with the value that applies
// instead of the ignored one: the file's, or the default.
func (c *Config) explainFallbacks() {
	for _, e := range c.Warnings {
		if e.key == nil {
			continue
		}
		value := quoteEmpty(Format(e.key.Get(c)))
		switch c.Sources[e.key.Name] {
		case FromFile:
			e.Using = value + " from the file"
		case FromEnvironment:
			e.Using = value + " from " + e.key.Env
		default:
			e.Using = "default " + value
		}
	}
}

func quoteEmpty(s string) string {
	if s == "" {
		return `""`
	}
	return s
}

// Env is how configuration reads the environment.
type Env func(string) string

// FilePath returns the configuration file path for an environment.
func FilePath(getenv Env) string {
	if p := getenv(PathEnv); p != "" {
		return expandHome(p, getenv)
	}
	return filepath.Join(xdgDir(getenv, "XDG_CONFIG_HOME", ".config"), "oterminus", "config.toml")
}

// StateDir is where oterminus keeps its audit log and widget state.
func StateDir(getenv Env) string {
	return filepath.Join(xdgDir(getenv, "XDG_STATE_HOME", filepath.Join(".local", "state")), "oterminus")
}

// CacheDir is where oterminus keeps what it can make again (the cached
// shell integration).
func CacheDir(getenv Env) string {
	return filepath.Join(xdgDir(getenv, "XDG_CACHE_HOME", ".cache"), "oterminus")
}

// IntegrationInputs are the environment variables that change what
// `oterminus init` prints: the keys, the history setting and where the
// file is. A cached integration is made again when one of them changes.
var IntegrationInputs = []string{"OTERMINUS_KEY", "OTERMINUS_EXPLAIN_KEY", "OTERMINUS_CONTEXT_HISTORY",
	"OTERMINUS_CONTEXT_HISTORY_LINES", "OTERMINUS_CONFIG", "XDG_CONFIG_HOME"}

// HistoryForShell is how many history lines the shell integration hands
// the helper: none unless the person opted in. The script learns it when
// it is made, so a change needs a new shell.
func (c *Config) HistoryForShell() int {
	if !c.Context.History {
		return 0
	}
	return c.Context.HistoryLines
}

func xdgDir(getenv Env, variable, fallback string) string {
	if dir := getenv(variable); filepath.IsAbs(dir) {
		return dir
	}
	return filepath.Join(home(getenv), fallback)
}

func home(getenv Env) string {
	if h := getenv("HOME"); h != "" {
		return h
	}
	h, _ := os.UserHomeDir()
	return h
}

func expandHome(p string, getenv Env) string {
	if p == "~" || strings.HasPrefix(p, "~/") {
		return filepath.Join(home(getenv), p[1:])
	}
	return p
}

// Defaults returns the built-in configuration.
func Defaults() *Config {
	c := &Config{Sources: make(map[string]Source, len(Keys))}
	for _, k := range Keys {
		v, _ := k.fromText(k.def)
		if k.kind == kindList {
			v = []string{}
		}
		k.set(c, v)
		c.Sources[k.Name] = FromDefault
	}
	c.derive()
	return c
}

// MaxFileSize bounds the configuration file; an honest one is a few
// hundred bytes.
const MaxFileSize = 1 << 20

// Load resolves the configuration: defaults, the file, the environment.
// A bad value is not an error: it is ignored and listed in Warnings. The
// error is for a file that cannot be read as a whole: unreadable, invalid
// TOML, an unknown key, or dangerous execution enabled in it.
func Load(getenv Env) (*Config, error) {
	c := Defaults()
	c.Path = FilePath(getenv)
	// The file may be a symlink into a dotfiles repository, but never a
	// FIFO or a device that would hang or flood every key press.
	data, err := safefile.Read(c.Path, MaxFileSize, safefile.FollowLinks)
	switch {
	case err == nil:
		c.FileExists = true
		if err := c.applyFile(data); err != nil {
			return c, err
		}
	case !errors.Is(err, os.ErrNotExist):
		return c, &Error{Path: c.Path, Msg: "cannot read the configuration file: " + unwrapPathError(err)}
	}
	if err := c.applyEnv(getenv); err != nil {
		return c, err
	}
	c.Audit.Path = expandHome(c.Audit.Path, getenv)
	if c.Audit.Path == "" {
		c.Audit.Path = filepath.Join(StateDir(getenv), "audit.jsonl")
	}
	for i, root := range c.Policy.AllowedRoots {
		c.Policy.AllowedRoots[i] = expandHome(root, getenv)
		if !filepath.IsAbs(c.Policy.AllowedRoots[i]) {
			// A relative root would move with the working directory and
			// so restrict nothing; policy matches no path against it.
			c.Warnings = append(c.Warnings, &Error{Path: c.Path, Key: "allowed_roots",
				Msg: fmt.Sprintf("%q is not an absolute path (or ~/...), so no path is inside it", root)})
		}
	}
	c.derive()
	c.explainFallbacks()
	return c, nil
}

func unwrapPathError(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// derive computes values that depend on several keys.
func (c *Config) derive() {
	packs := append([]string{}, registry.Profiles.Get(c.CommandProfile)...)
	for _, p := range c.DisabledPacks {
		if !slices.Contains(packs, p) {
			packs = append(packs, p)
		}
	}
	c.Policy.DisabledPacks = packs
}

func (c *Config) applyFile(data []byte) error {
	var tree map[string]any
	if _, err := toml.Decode(string(data), &tree); err != nil {
		var pe toml.ParseError
		if errors.As(err, &pe) {
			return &Error{Path: c.Path, Line: pe.Position.Line, Msg: "invalid TOML: " + pe.Message}
		}
		return &Error{Path: c.Path, Msg: "invalid TOML: " + err.Error()}
	}
	for _, name := range flatten(tree, "") {
		value := lookup(tree, name)
		line := locate(data, name)
		if name == "allow_dangerous" || strings.HasSuffix(name, ".allow_dangerous") {
			return &Error{Path: c.Path, Line: line, Key: name,
				Msg: "dangerous execution cannot be enabled in a file; set " + AllowDangerousEnv + "=1 in the environment of the shell that needs it"}
		}
		k := KeyByName(name)
		if k == nil {
			msg := "unknown key"
			if s := suggest(name); s != "" {
				msg += fmt.Sprintf(" (did you mean %s?)", s)
			}
			return &Error{Path: c.Path, Line: line, Key: name, Msg: msg}
		}
		v, problem := k.fromTOML(value)
		if problem == "" {
			problem = k.validate(v)
		}
		if problem != "" && k.failsClosed {
			return &Error{Path: c.Path, Line: line, Key: name, Msg: problem}
		}
		if problem != "" {
			c.ignore(&Error{Path: c.Path, Line: line, Key: name, Msg: problem}, k)
			continue
		}
		k.set(c, v)
		c.Sources[name] = FromFile
	}
	return nil
}

// applyEnv applies the environment. A bad value is a warning and is
// ignored, so the file's value or the default applies: a typo in a
// shell's startup file must not take every command (and the widget) down.
// The original falls back like this for some values and stops for others;
// a key that narrows what commands may do stops here too (failsClosed).
func (c *Config) applyEnv(getenv Env) error {
	for _, k := range Keys {
		text, ok := envValue(getenv, k)
		if !ok {
			continue
		}
		v, problem := k.fromText(text)
		if problem == "" {
			problem = k.validate(v)
		}
		if problem != "" && k.failsClosed {
			return &Error{Env: k.Env, Value: text, Msg: problem}
		}
		if problem != "" {
			c.ignore(&Error{Env: k.Env, Value: text, Msg: problem}, k)
			continue
		}
		k.set(c, v)
		c.Sources[k.Name] = FromEnvironment
	}
	c.Policy.AllowDangerous = c.envSwitch(getenv, AllowDangerousEnv)
	// Where a write is run later that only the environment tells: the
	// directories on PATH, and this file (and the roles beside the
	// default one) wherever OTERMINUS_CONFIG and XDG_CONFIG_HOME put them.
	c.Policy.SearchPath = getenv("PATH")
	c.Policy.OwnConfig = []string{c.Path, filepath.Dir(RolesDir(getenv))}
	c.Verbose = c.envSwitch(getenv, VerboseEnv)
	// no-color.org: only a non-empty NO_COLOR turns colour off.
	if c.Color == "auto" && getenv("NO_COLOR") != "" {
		c.Color = "never"
	}
	return nil
}

// envSwitch reads an environment-only boolean; unset or bad is off.
func (c *Config) envSwitch(getenv Env, name string) bool {
	text := getenv(name)
	if text == "" {
		return false
	}
	on, ok := ParseBool(text)
	if !ok {
		c.Warnings = append(c.Warnings, &Error{Env: name, Value: text, Msg: "is not a boolean (1 or 0)", Using: "default false"})
	}
	return on
}

// ParseBool reads a boolean as the original does, in any case: 1, true,
// yes, on and 0, false, no, off.
func ParseBool(text string) (value, ok bool) {
	switch strings.ToLower(strings.TrimSpace(text)) {
	case "1", "true", "yes", "on":
		return true, true
	case "0", "false", "no", "off":
		return false, true
	}
	return false, false
}

// envValue returns a key's environment override. ollama_host also falls
// back to Ollama's own OLLAMA_HOST, below the file.
func envValue(getenv Env, k *Key) (string, bool) {
	if v := getenv(k.Env); v != "" {
		return v, true
	}
	return "", false
}

// flatten lists the dotted names of every leaf in a decoded TOML tree.
func flatten(tree map[string]any, prefix string) []string {
	var names []string
	for key, v := range tree {
		name := prefix + key
		if sub, ok := v.(map[string]any); ok {
			names = append(names, flatten(sub, name+".")...)
			continue
		}
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

func lookup(tree map[string]any, name string) any {
	var v any = tree
	for _, part := range strings.Split(name, ".") {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[part]
	}
	return v
}

// locate finds the line that sets a dotted key, for error messages. TOML
// does not expose key positions, so this reads the file: it follows
// [table] headers and matches "key =" (bare or quoted) and "table.key =".
func locate(data []byte, name string) int {
	table := ""
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "[") && !strings.HasPrefix(line, "[[") {
			table = strings.TrimSpace(strings.Trim(line[:strings.IndexByte(line+"]", ']')], "[ "))
			continue
		}
		eq := strings.IndexByte(line, '=')
		if eq <= 0 || strings.HasPrefix(line, "#") {
			continue
		}
		key := strings.ReplaceAll(strings.TrimSpace(line[:eq]), `"`, "")
		key = strings.ReplaceAll(key, " ", "")
		if table != "" {
			key = table + "." + key
		}
		if key == name {
			return i + 1
		}
	}
	return 0
}

// suggest returns the known key closest to a misspelt one.
func suggest(name string) string {
	best, bestDist := "", 3
	for _, k := range Keys {
		if d := spelling.Distance(name, k.Name); d < bestDist {
			best, bestDist = k.Name, d
		}
	}
	return best
}
