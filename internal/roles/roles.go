// Package roles reads the roles of `oterminus ask`: named presets in
// $XDG_CONFIG_HOME/oterminus/roles/NAME.md, each a front matter (model,
// temperature, the tools allowed) and a body of instructions added to the
// system prompt. A few defaults are written the first time roles are
// used, so there is something to read and copy.
//
// It decides what a role file says and how the roles are listed (Write).
// It may not read flags, the configuration or the terminal, and which
// tools exist is package ask's to say.
package roles

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/oterminus/oterminus/internal/advice"
)

// Role is one role.
type Role struct {
	Name         string
	Model        string // "" uses the configured model
	Temperature  float64
	Tools        []string // nil allows every tool
	Instructions string
	Path         string
}

// Default is the role used when none is named.
const Default = "default"

// maxRoleFile bounds what is read of a role file.
const maxRoleFile = 32 << 10

// Defaults are written on first use, when the directory does not exist,
// in name order. A slice, not a map: static data, nothing built at start-up.
var Defaults = []DefaultRole{
	{"command", `---
model:
temperature: 0
tools: list_directory, read_file
---
The user wants one command. Look only as far as you need, then answer with one short sentence and the
command alone on the last line, for the user to run themselves.
`},
	{"default", `---
model:
temperature: 0
tools: run_command, list_directory, read_file, search
---
Answer the question. Look before you answer: list directories and read files rather than guess.
`},
	{"explain", `---
model:
temperature: 0
tools: list_directory, read_file, search
---
Explain what is here and how it works. Only look: never ask to change anything.
`},
}

// DefaultRole is one of Defaults: a role's name and its file's text.
type DefaultRole struct{ Name, Text string }

// EnsureDefaults writes the default roles if the directory does not exist
// yet. It reports which files it wrote.
func EnsureDefaults(dir string) ([]string, error) {
	if _, err := os.Stat(dir); err == nil || !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	var wrote []string
	for _, d := range Defaults {
		path := filepath.Join(dir, d.Name+".md")
		if err := os.WriteFile(path, []byte(d.Text), 0o600); err != nil {
			return wrote, err
		}
		wrote = append(wrote, path)
	}
	return wrote, nil
}

// CheckName refuses a role name that is not a plain file name.
func CheckName(name string) error {
	if name == "" || len(name) > 40 {
		return fmt.Errorf("role name %q must be 1 to 40 characters", name)
	}
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return fmt.Errorf("role name %q may hold only a-z, 0-9, '-' and '_'", name)
		}
	}
	return nil
}

// Load reads the role NAME from dir.
func Load(dir, name string) (*Role, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, name+".md")
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxRoleFile+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxRoleFile {
		return nil, fmt.Errorf("%s is larger than %d KiB", path, maxRoleFile>>10)
	}
	r, err := Parse(string(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	r.Name, r.Path = name, path
	return r, nil
}

// Parse reads a role file: an optional front matter between "---" lines
// (model, temperature, tools), then the instructions.
func Parse(text string) (*Role, error) {
	r := &Role{}
	text = strings.ReplaceAll(text, "\r\n", "\n")
	if !strings.HasPrefix(text, "---\n") {
		r.Instructions = strings.TrimSpace(text)
		return r, nil
	}
	head, body, ok := strings.Cut(text[len("---\n"):], "\n---")
	if !ok {
		return nil, errors.New("the front matter has no closing '---' line")
	}
	body = strings.TrimPrefix(body, "\n")
	for i, line := range strings.Split(head, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fmt.Errorf("front matter line %d is not 'key: value'", i+2)
		}
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		switch key {
		case "model":
			r.Model = value
		case "temperature":
			if value == "" {
				continue
			}
			t, err := strconv.ParseFloat(value, 64)
			if err != nil || t < 0 || t > 2 {
				return nil, fmt.Errorf("temperature %q is not a number from 0 to 2", value)
			}
			r.Temperature = t
		case "tools":
			r.Tools = []string{}
			for _, name := range strings.Split(value, ",") {
				if name = strings.TrimSpace(name); name != "" && !slices.Contains(r.Tools, name) {
					r.Tools = append(r.Tools, name)
				}
			}
		default:
			return nil, fmt.Errorf("unknown front matter key %q (known: model, temperature, tools)", key)
		}
	}
	r.Instructions = strings.TrimSpace(body)
	return r, nil
}

// List returns the names of the roles in dir, sorted.
func List(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), ".md")
		if ok && e.Type().IsRegular() && CheckName(name) == nil {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	return names, nil
}

// Names are the roles in dir, or the default ones before dir is written.
func Names(dir string) []string {
	if names, err := List(dir); err == nil {
		return names
	}
	names := make([]string, len(Defaults))
	for i, d := range Defaults {
		names[i] = d.Name
	}
	return names
}

// Resolve is the role an ask runs with: the one named, or the default
// role when none is named. A missing default role is no error: the ask
// then runs with no role's instructions. A role that allows a tool not in
// tools (the ones ask has) is an error, so a typo never widens a role.
func Resolve(dir, name string, tools []string) (*Role, error) {
	named := name != ""
	if !named {
		name = Default
	}
	r, err := Load(dir, name)
	switch {
	case err == nil:
	case !named && errors.Is(err, os.ErrNotExist):
		return &Role{}, nil
	case errors.Is(err, os.ErrNotExist):
		return nil, advice.With(fmt.Errorf("there is no role %q", name),
			"list the roles with 'oterminus roles'; a role is a file %s", filepath.Join(dir, "NAME.md"))
	default:
		return nil, advice.With(err, "fix the role file, or remove it")
	}
	for _, tool := range r.Tools {
		if !slices.Contains(tools, tool) {
			return nil, advice.With(fmt.Errorf("role %q allows an unknown tool %q", name, tool), "the tools are %s", strings.Join(tools, ", "))
		}
	}
	return r, nil
}
