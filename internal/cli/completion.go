package cli

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/roles"
)

// completionWords are what Tab offers after each command: the words that
// may come first, and the flags. TestCompletionCoversCommands keeps the
// list in step with commands().
var completionWords = map[string]struct{ args, flags []string }{
	"":             {flags: []string{"--dry-run", "--explain", "--shell", "--json", "--verbose", "--version", "--help"}},
	"explain":      {flags: []string{"--last", "--shell", "--json", "--help"}},
	"eval":         {flags: []string{"--policy-mode", "--live", "--model", "--contract", "--verbose", "--help"}},
	"warm":         {flags: []string{"--background"}},
	"init":         {flags: []string{"--key", "--explain-key", "--no-bind", "--help"}}, // args: the shells, see completionFor
	"completion":   {},                                                                 // args: the shells
	"config":       {args: []string{"path", "show", "list", "get", "set", "unset", "reset", "init", "validate", "edit"}},
	"capabilities": {flags: []string{"--no-color", "--help"}}, // args: the family names
	"audit":        {args: []string{"tail", "status", "stats", "clear"}, flags: []string{"--json"}},
	"doctor":       {flags: []string{"--json"}},
	"ask":          {flags: []string{"--role", "--model", "--max-steps", "--budget", "--help"}},
	"roles":        {},
	"version":      {},
	"help":         {},
}

// valueFlags are the flags that take a value, with the values Tab offers
// for it (none for a free value).
func valueFlags(e *Env) map[string][]string {
	return map[string][]string{
		"--shell": dialect.Names(), "--role": roleNames(e), "--policy-mode": config.KeyByName("policy_mode").Choices(),
		"--model": nil, "--contract": nil, "--max-steps": nil, "--budget": nil,
		"--key": nil, "--explain-key": nil, "-n": nil,
	}
}

// completionFor is what Tab offers after a command: completionWords, the
// shells for init and completion, and for capabilities the family names,
// looked up only here so that no run but completion's builds the
// registry's index at start-up.
func completionFor(name string) struct{ args, flags []string } {
	w := completionWords[name]
	switch name {
	case "init", "completion":
		w.args = dialect.Names()
	case "capabilities":
		w.args = familyNames()
	}
	return w
}

// familyNames are the command families, which capabilities takes.
func familyNames() []string {
	var names []string
	for _, f := range registry.Default().Families() {
		names = append(names, f.Name)
	}
	return names
}

// roleNames are the roles ask --role takes: those in the roles directory,
// or the default ones before it is written.
func roleNames(e *Env) []string {
	if names, err := roles.List(config.RolesDir(e.Getenv)); err == nil {
		return names
	}
	return slices.Sorted(maps.Keys(roles.Defaults))
}

// completionPlaces are the places Tab may be pressed on an oterminus
// command line and the words offered at each, for the shells' scripts.
func completionPlaces(e *Env) []dialect.Place {
	var top, names []string
	for _, c := range commands() {
		if c.hidden {
			continue
		}
		top = append(top, c.name)
		if _, ok := completionWords[c.name]; ok && c.name != "help" {
			names = append(names, c.name)
		}
	}
	places := []dialect.Place{
		{Key: "oterminus", Words: append(top, completionWords[""].flags...)},
		{Key: "oterminus help", Words: names},
	}
	for _, name := range names {
		w := completionFor(name)
		places = append(places, dialect.Place{Key: "oterminus " + name, Words: append(slices.Clone(w.args), w.flags...)})
		if len(w.flags) > 0 {
			places = append(places, dialect.Place{Key: "oterminus " + name + " *", Words: w.flags})
		}
	}
	for _, sub := range []string{"get", "set", "unset", "reset"} {
		places = append(places, dialect.Place{Key: "oterminus config " + sub, Words: config.KeyNames()})
	}
	for _, k := range config.Keys {
		if choices := k.Choices(); len(choices) > 0 {
			places = append(places, dialect.Place{Key: "oterminus config set " + k.Name, Words: choices})
		}
	}
	flags := valueFlags(e)
	for _, f := range slices.Sorted(maps.Keys(flags)) {
		places = append(places, dialect.Place{Key: f, Words: flags[f]})
	}
	return places
}

// runCompletion prints Tab completion for oterminus's own commands, their
// flags and their values, to be loaded in the shell's startup file.
func runCompletion(_ context.Context, e *Env, args []string) int {
	if len(args) != 1 {
		return usageError(e, "completion", fmt.Errorf("completion needs one shell: %s", strings.Join(dialect.Names(), ", ")))
	}
	d, err := dialect.Lookup(args[0])
	if err != nil {
		return usageError(e, "completion", err)
	}
	script, err := d.Completion(version(), completionPlaces(e))
	if err != nil {
		return fail(e, ExitFailed, err)
	}
	fmt.Fprint(e.Stdout, script)
	return ExitOK
}
