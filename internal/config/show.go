package config

import (
	"fmt"
	"io"

	"github.com/oterminus/oterminus/internal/termtext"
)

// WriteList writes each setting with its value and where it came from,
// one per line, for scripts and for a quick look (config list).
func (c *Config) WriteList(w io.Writer) {
	for _, k := range Keys {
		fmt.Fprintf(w, "%s=%s (%s)\n", k.Name, termtext.Escape(Format(k.Get(c))), c.Sources[k.Name])
	}
}

// WriteShow writes the file's path and every setting, its value and
// where it came from, for a person (config show). getenv is the
// environment, for what Ollama itself would read.
func (c *Config) WriteShow(w io.Writer, getenv Env) {
	exists := "does not exist; defaults apply"
	if c.FileExists {
		exists = "exists"
	}
	fmt.Fprintf(w, "# %s (%s)\n", termtext.Escape(c.Path), exists)
	for _, k := range Keys {
		value, source := c.shown(getenv, k)
		fmt.Fprintf(w, "%-26s = %-30s (%s)\n", k.Name, termtext.Escape(value), source)
	}
	dangerous := "false"
	if c.Policy.AllowDangerous {
		dangerous = "true"
	}
	fmt.Fprintf(w, "%-26s = %-30s (environment only: %s)\n", "allow_dangerous", dangerous, AllowDangerousEnv)
}

// shown is a setting's value as config show prints it, and where
// it comes from: the file, the default, or the environment variable by
// name. An empty ollama_host is the one Ollama's OLLAMA_HOST (or its
// default address) decides, and an empty model one chosen from the
// installed models: shown as such, not as an empty default.
func (c *Config) shown(getenv Env, k *Key) (value, source string) {
	value, source = Format(k.Get(c)), string(c.Sources[k.Name])
	if c.Sources[k.Name] == FromEnvironment {
		source = "environment: " + k.Env
	}
	if value != "" || c.Sources[k.Name] != FromDefault {
		return value, source
	}
	switch k.Name {
	case "ollama_host":
		if host := getenv("OLLAMA_HOST"); host != "" {
			return host, "environment: OLLAMA_HOST, Ollama's own"
		}
		return "127.0.0.1:11434", "default: Ollama's address"
	case "model":
		return "", "default: chosen from the installed models"
	}
	return value, source
}

// WriteGet writes one setting's value (config get NAME); allow_dangerous,
// which only the environment sets, is one too. A name that is no setting
// is an error and nothing is written.
func (c *Config) WriteGet(w io.Writer, name string) error {
	if name == "allow_dangerous" {
		fmt.Fprintln(w, c.Policy.AllowDangerous)
		return nil
	}
	k := KeyByName(name)
	if k == nil {
		return UnknownKey(name)
	}
	fmt.Fprintln(w, termtext.Escape(Format(k.Get(c))))
	return nil
}

// WriteChanged reports a setting set or reset in the file (config set,
// unset, reset), with an environment variable that still overrides the
// file, and a setting the shell integration reads only when it loads.
func WriteChanged(w io.Writer, name string, getenv Env) {
	k := KeyByName(name)
	fmt.Fprintf(w, "oterminus: %s updated in %s\n", name, FilePath(getenv))
	if k != nil && getenv(k.Env) != "" {
		fmt.Fprintf(w, "note: %s is set in the environment and overrides the file\n", k.Env)
	}
	if k != nil && k.AtInit {
		fmt.Fprintln(w, "note: the shell integration reads this when it loads: it applies to shells started from now on")
	}
}
