package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/roles"
)

// completionTree is what Tab completes: the commands as declared, with
// the values of the flags that take one, and for config set each key's
// values.
func completionTree(e *Env) dialect.Command {
	var tree func(c *command) dialect.Command
	tree = func(c *command) dialect.Command {
		t := dialect.Command{Name: c.name, Values: map[string][]string{}}
		if c.words != nil {
			t.Words = c.words(e)
		}
		c.flagSet().VisitAll(func(f *pflag.Flag) {
			t.Flags = append(t.Flags, "--"+f.Name)
			if f.Value.Type() != "bool" {
				t.Values["--"+f.Name] = valueWords(e, f.Name)
				if f.Shorthand != "" {
					t.Values["-"+f.Shorthand] = nil
				}
			}
		})
		for _, s := range c.subs {
			if !s.hidden {
				t.Subs = append(t.Subs, tree(s))
			}
		}
		if c.name == "config set" {
			for _, k := range config.Keys {
				if choices := k.Choices(); len(choices) > 0 {
					t.Subs = append(t.Subs, dialect.Command{Name: c.name + " " + k.Name, Words: choices})
				}
			}
		}
		return t
	}
	root := tree(requestCommand())
	for _, c := range commands() {
		if !c.hidden {
			root.Subs = append(root.Subs, tree(c))
		}
	}
	return root
}

// valueWords are what Tab offers for the value of a flag; nil offers
// nothing (a free value).
func valueWords(e *Env, flag string) []string {
	switch flag {
	case "shell":
		return dialect.Names()
	case "role":
		return roles.Names(config.RolesDir(e.Getenv))
	case "policy-mode":
		return config.KeyByName("policy_mode").Choices()
	}
	return nil
}

// familyNames are the command families, which capabilities takes, looked
// up only when Tab needs them, so that no other run builds the
// registry's index at start-up.
func familyNames(*Env) []string { return registry.Default().Names() }

func commandNames(*Env) []string {
	var names []string
	for _, c := range commands() {
		if !c.hidden && c.name != "help" {
			names = append(names, c.name)
		}
	}
	return names
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
	script, err := d.Completion(version(), dialect.Places(completionTree(e)))
	if err != nil {
		return fail(e, ExitFailed, err)
	}
	fmt.Fprint(e.Stdout, script)
	return ExitOK
}
