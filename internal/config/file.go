package config

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/advice"
	"github.com/oterminus/oterminus/internal/safefile"
)

// ErrDangerousInFile refuses to persist dangerous execution.
var ErrDangerousInFile error = advice.Const("dangerous execution cannot be enabled in the configuration file; set " +
	AllowDangerousEnv + "=1 in the environment of the shell that needs it")

// ErrDangerousNotInFile answers a reset of dangerous execution: there is
// nothing in the file to reset, only the environment turns it on.
var ErrDangerousNotInFile error = advice.Const("dangerous execution is not a file setting: it is on only while " +
	AllowDangerousEnv + "=1 is in the environment; unset " + AllowDangerousEnv + " to turn it off")

// Template is a commented configuration file with every default, as
// `config init` writes it.
func Template() string {
	var b strings.Builder
	b.WriteString("# oterminus configuration. Every setting is shown, commented out, with its\n")
	b.WriteString("# default; uncomment a line (or use 'oterminus config set') to change it.\n")
	b.WriteString("# OTERMINUS_* environment variables override these; dangerous execution is\n")
	b.WriteString("# enabled only by OTERMINUS_ALLOW_DANGEROUS=1 in the environment.\n")
	table := ""
	for _, k := range Keys {
		t, name := splitKey(k.Name)
		if t != table {
			fmt.Fprintf(&b, "\n[%s]\n", t)
			table = t
		}
		v, _ := k.fromText(k.def)
		if k.kind == kindList {
			v = []string{}
		}
		fmt.Fprintf(&b, "\n# %s (%s)\n# %s = %s\n", k.Documentation(), k.Env, name, tomlValue(v))
	}
	return b.String()
}

// splitKey splits "audit.enabled" into its table and key.
func splitKey(name string) (table, key string) {
	if i := strings.IndexByte(name, '.'); i >= 0 {
		return name[:i], name[i+1:]
	}
	return "", name
}

// tomlValue writes a value as TOML.
func tomlValue(v any) string {
	switch v := v.(type) {
	case string:
		return strconv.Quote(v)
	case []string:
		quoted := make([]string, len(v))
		for i, s := range v {
			quoted[i] = strconv.Quote(s)
		}
		return "[" + strings.Join(quoted, ", ") + "]"
	case time.Duration:
		return strconv.Quote(Format(v))
	}
	return fmt.Sprint(v)
}

// Parse reads a value for a key as `config set` receives it.
func (k *Key) Parse(text string) (any, error) {
	v, problem := k.fromText(text)
	if problem == "" {
		problem = k.validate(v)
	}
	if problem != "" {
		return nil, fmt.Errorf("%s: %s", k.Name, problem)
	}
	return v, nil
}

// SetInFile sets a key in the file at path, editing only that key's line
// (or adding it under its table), so comments and layout stay. The result
// is validated before it replaces the file.
func SetInFile(path, name, text string) error {
	if name == "allow_dangerous" || strings.HasSuffix(name, ".allow_dangerous") {
		return ErrDangerousInFile
	}
	k := KeyByName(name)
	if k == nil {
		return UnknownKey(name)
	}
	v, err := k.Parse(text)
	if err != nil {
		return err
	}
	if k.noneClears && v == "" {
		// "none" clears the setting: the default applies again.
		return ResetInFile(path, name)
	}
	lines := readLines(path)
	line := fmt.Sprintf("%s = %s", keyPart(name), tomlValue(v))
	if i := locate([]byte(strings.Join(lines, "\n")), name); i > 0 {
		lines[i-1] = line
	} else {
		lines = insertInTable(lines, name, line)
	}
	return writeChecked(path, lines)
}

// ResetInFile removes a key from the file, so its default applies again.
// A key oterminus does not know can be removed too: it is what stops the
// file from loading, and the warning about it says to remove it this way.
func ResetInFile(path, name string) error {
	if name == "allow_dangerous" || strings.HasSuffix(name, ".allow_dangerous") {
		return ErrDangerousNotInFile
	}
	lines := readLines(path)
	i := locate([]byte(strings.Join(lines, "\n")), name)
	if i == 0 && KeyByName(name) == nil {
		return UnknownKey(name)
	}
	if i == 0 {
		return nil
	}
	return writeChecked(path, append(lines[:i-1], lines[i:]...))
}

// UnknownKey is the error for a key that does not exist, with the
// closest known one.
func UnknownKey(name string) error {
	msg := fmt.Sprintf("unknown key %q", name)
	if s := suggest(name); s != "" {
		msg += fmt.Sprintf(" (did you mean %s?)", s)
	}
	return errors.New(msg)
}

func keyPart(name string) string {
	_, key := splitKey(name)
	return key
}

func readLines(path string) []string {
	data, err := safefile.Read(path, MaxFileSize, safefile.FollowLinks)
	if err != nil || len(data) == 0 {
		return nil
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// insertInTable adds line at the end of the key's [table], creating the
// table when the file has none. Top-level keys go before the first table.
func insertInTable(lines []string, name, line string) []string {
	table, _ := splitKey(name)
	current, end := "", -1
	for i, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "[") && !strings.HasPrefix(t, "[[") {
			if current == table && end < 0 {
				end = i
			}
			current = strings.TrimSpace(strings.Trim(t[:strings.IndexByte(t+"]", ']')], "[ "))
		}
	}
	if current == table && end < 0 {
		end = len(lines)
	}
	if end >= 0 {
		for end > 0 && strings.TrimSpace(lines[end-1]) == "" { // before trailing blank lines
			end--
		}
		return append(lines[:end], append([]string{line}, lines[end:]...)...)
	}
	return append(lines, "", "["+table+"]", line)
}

// writeChecked validates the new content and writes it atomically, 0600.
func writeChecked(path string, lines []string) error {
	content := strings.Join(lines, "\n") + "\n"
	probe := Defaults()
	probe.Path = path
	if err := probe.applyFile([]byte(content)); err != nil {
		return fmt.Errorf("the change would make the file invalid: %w", err)
	}
	if len(probe.Warnings) > 0 {
		return fmt.Errorf("the change would make the file invalid: %s", probe.Warnings[0].located())
	}
	return WriteFile(path, content)
}

// WriteFile replaces the file atomically; its directory is created 0700.
func WriteFile(path, content string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".config-*.toml")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.WriteString(content); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
