package cli

import (
	"fmt"

	"github.com/spf13/pflag"
)

// Global flags may come before a subcommand: "oterminus --json explain
// ls" is "oterminus explain --json ls", and "oterminus --dry-run doctor"
// runs doctor rather than a request that reads "doctor". A "--" ends the
// flags and makes what follows a request, so "oterminus -- doctor" can
// still ask for one.

// commandAfterFlags is the command named after the request flags at the
// start of args, with the flags it takes and its own arguments; nil when
// args are a request.
func commandAfterFlags(args []string) (c *command, rest []string, err error) {
	top := requestCommand().flagSet()
	if top.Parse(args) != nil || top.NArg() == 0 || top.ArgsLenAtDash() == 0 || top.Changed("help") || top.Changed("version") {
		return nil, nil, nil
	}
	if c = lookupCommand(top.Arg(0)); c == nil {
		return nil, nil, nil
	}
	passed, err := globalsFor(c, top)
	return c, append(passed, top.Args()[1:]...), err
}

// globalsFor are the global flags set in top that c takes, to pass on in
// front of its own arguments: c declares them with the same words, so they
// mean the same there (eval's --verbose lists passing cases, which a
// request's does not). The ones that change nothing for it are dropped,
// and any other is an error rather than silently ignored.
func globalsFor(c *command, top *pflag.FlagSet) (passed []string, err error) {
	declared := c.flagSet()
	top.Visit(func(f *pflag.Flag) {
		switch {
		case c.flags != nil && declared.Lookup(f.Name) != nil && declared.Lookup(f.Name).Usage == f.Usage:
			passed = append(passed, "--"+f.Name+"="+f.Value.String())
		case f.Name == "verbose" || f.Name == "no-color" || f.Name == "shell":
			// Presentation only: harmless to drop for a command without it.
		case (f.Name == "dry-run" || f.Name == "explain") && c.readOnly:
			// The command runs nothing, so it already is a dry run.
		case err == nil:
			err = fmt.Errorf("--%s does not apply to %s", f.Name, c.name)
		}
	})
	return passed, err
}
