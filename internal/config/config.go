// Package config reads oterminus's settings: built-in defaults, then the
// TOML file at $XDG_CONFIG_HOME/oterminus/config.toml, then OTERMINUS_*
// environment variables. Every value remembers where it came from.
//
// Dangerous execution is the exception: it is enabled only by
// OTERMINUS_ALLOW_DANGEROUS in the environment and a file that tries to set
// it is an error, so it can never be switched on by a file someone else
// wrote or a setting that outlives the shell.
package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/registry"
)

// Config is the resolved configuration.
type Config struct {
	Model          string
	OllamaHost     string
	TimeoutSeconds int
	KeepAlive      time.Duration
	NumPredict     int
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
	Audit           struct {
		Enabled bool
		Redact  bool
		Path    string
	}
	Widget struct {
		Key        string
		ExplainKey string
		Warm       bool
	}
	Context struct {
		Cwd, OS, Project, Git, LastCommand bool
		History                            bool
		HistoryLines                       int
		Scrollback                         bool
		ScrollbackLines                    int
	}

	// Path is the configuration file; FileExists says whether it was there.
	Path       string
	FileExists bool
	// Sources records where each key's value came from.
	Sources map[string]Source
	// Warnings are problems that do not stop oterminus (none today).
	Warnings []string
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

// Error is a configuration problem, located as precisely as possible.
type Error struct {
	Path string
	Line int    // 0 when unknown
	Key  string // "" when not about one key
	Msg  string
	// Env names the environment variable that held a bad value.
	Env string
}

func (e *Error) Error() string {
	switch {
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
	c := &Config{Sources: map[string]Source{}}
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

// Load resolves the configuration: defaults, the file, the environment.
func Load(getenv Env) (*Config, error) {
	c := Defaults()
	c.Path = FilePath(getenv)
	data, err := os.ReadFile(c.Path)
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
	}
	c.derive()
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
	packs := append([]string{}, registry.Profiles[c.CommandProfile]...)
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
		if problem != "" {
			return &Error{Path: c.Path, Line: line, Key: name, Msg: problem}
		}
		k.set(c, v)
		c.Sources[name] = FromFile
	}
	return nil
}

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
		if problem != "" {
			return &Error{Env: k.Env, Msg: problem}
		}
		k.set(c, v)
		c.Sources[k.Name] = FromEnvironment
	}
	if text := getenv(AllowDangerousEnv); text != "" {
		switch strings.ToLower(strings.TrimSpace(text)) {
		case "1", "true", "yes", "on":
			c.Policy.AllowDangerous = true
		case "0", "false", "no", "off":
		default:
			return &Error{Env: AllowDangerousEnv, Msg: fmt.Sprintf("'%s' is not a boolean; use 1 or 0", text)}
		}
	}
	if c.Color == "auto" && hasEnv(getenv, "NO_COLOR") {
		c.Color = "never"
	}
	return nil
}

// envValue returns a key's environment override. ollama_host also falls
// back to Ollama's own OLLAMA_HOST, below the file.
func envValue(getenv Env, k *Key) (string, bool) {
	if v := getenv(k.Env); v != "" {
		return v, true
	}
	return "", false
}

func hasEnv(getenv Env, name string) bool {
	_, ok := os.LookupEnv(name)
	return ok || getenv(name) != ""
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
		if d := distance(name, k.Name); d < bestDist {
			best, bestDist = k.Name, d
		}
	}
	return best
}

// distance is the Levenshtein edit distance.
func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur := make([]int, len(b)+1)
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(b)]
}
