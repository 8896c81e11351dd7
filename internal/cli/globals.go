package cli

import (
	"context"
	"fmt"
	"slices"
	"strings"
)

// Global flags may come before a subcommand: "oterminus --json explain
// ls" is "oterminus explain --json ls", and "oterminus --dry-run doctor"
// runs doctor rather than a request that reads "doctor". A "--" ends the
// flags and makes what follows a request, so "oterminus -- doctor" can
// still ask for one.

// leadingFlags splits the global request flags at the start of args from
// the rest. --shell takes a value; anything else that is not one of them
// ends the flags, and the request parser reports it.
func leadingFlags(args []string) (flags, rest []string) {
	for i := 0; i < len(args); i++ {
		name, _, hasValue := strings.Cut(args[i], "=")
		switch name {
		case "--dry-run", "--explain", "--json", "--verbose", "--no-color":
			if hasValue {
				return args[:i], args[i:]
			}
		case "--shell":
			if !hasValue {
				if i+1 == len(args) {
					return args[:i], args[i:]
				}
				i++
			}
		default:
			return args[:i], args[i:]
		}
	}
	return args, nil
}

// withGlobals runs a subcommand that global flags came before: the flags
// it takes are passed on in front of its own arguments, the ones that
// change nothing for it are dropped, and any other is a usage error
// rather than silently ignored.
func withGlobals(ctx context.Context, e *Env, c *command, flags, args []string) int {
	var passed []string
	for i := 0; i < len(flags); i++ {
		flag := flags[i]
		name, _, hasValue := strings.Cut(flag, "=")
		value := []string{flag}
		if name == "--shell" && !hasValue {
			value = flags[i : i+2]
			i++
		}
		switch {
		case slices.Contains(c.globals, name):
			passed = append(passed, value...)
		case name == "--verbose" || name == "--no-color" || name == "--shell":
			// Presentation only: harmless to drop for a command without it.
		case (name == "--dry-run" || name == "--explain") && c.readOnly:
			// The command runs nothing, so it already is a dry run.
		default:
			return usageError(e, c.name, fmt.Errorf("%s does not apply to %s", name, c.name))
		}
	}
	return c.run(ctx, e, append(passed, args...))
}
