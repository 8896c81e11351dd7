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
	"github.com/spf13/pflag"
)

// valueWords are what Tab offers for the value of a flag that takes one;
// nil offers nothing (a free value).
func valueWords(e *Env, flag string) []string {
	switch flag {
	case "--shell":
		return dialect.Names()
	case "--role":
		return roleNames(e)
	case "--policy-mode":
		return config.KeyByName("policy_mode").Choices()
	}
	return nil
}

// familyNames are the command families, which capabilities takes, looked
// up only when Tab needs them, so that no other run builds the
// registry's index at start-up.
func familyNames(*Env) []string {
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

func commandNames(*Env) []string {
	var names []string
	for _, c := range commands() {
		if !c.hidden && c.name != "help" {
			names = append(names, c.name)
		}
	}
	return names
}

// flagNames are the flags c declares, as typed, and among them the ones
// that take a value.
func flagNames(c *command) (all, valued []string) {
	c.flagSet().VisitAll(func(f *pflag.Flag) {
		all = append(all, "--"+f.Name)
		if f.Value.Type() != "bool" {
			valued = append(valued, "--"+f.Name)
		}
	})
	return all, valued
}

// completionPlaces are the places Tab may be pressed on an oterminus
// command line and the words offered at each, for the shells' scripts:
// each command's words and declared flags, the configuration's keys
// and their values, and the values of the flags that take one.
func completionPlaces(e *Env) []dialect.Place {
	top, valued := flagNames(requestCommand())
	places := []dialect.Place{{Key: "oterminus", Words: append(commandNames(e), append([]string{"help"}, top...)...)}}
	for _, c := range commands() {
		if c.hidden {
			continue
		}
		var first []string
		if c.words != nil {
			first = c.words(e)
		}
		flags, v := flagNames(c)
		valued = append(valued, v...)
		places = append(places, dialect.Place{Key: "oterminus " + c.name, Words: slices.Concat(first, flags)})
		// Further on, a subcommand's own flags (later), or the command's
		// again, but for --help.
		later := c.later
		if c.later == nil {
			later = slices.DeleteFunc(flags, func(f string) bool { return f == "--help" })
		}
		if len(later) > 0 {
			places = append(places, dialect.Place{Key: "oterminus " + c.name + " *", Words: later})
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
	for _, f := range slices.Compact(slices.Sorted(slices.Values(append(valued, "-n")))) {
		places = append(places, dialect.Place{Key: f, Words: valueWords(e, f)})
	}
	return places
}

// runCompletion prints Tab completion for oterminus's own commands, their
// flags and their values, to be loaded in the shell's startup file.
func runCompletion(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	args := fs.Args()
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
