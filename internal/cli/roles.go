package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/ask"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/roles"
	"github.com/oterminus/oterminus/internal/termtext"
)

// loadRole reads the named role, or the default role when none is named;
// the default roles are written on first use. A missing default role is
// no error: ask then runs with no role's instructions.
func loadRole(e *Env, name string) (*roles.Role, error) {
	dir := config.RolesDir(e.Getenv)
	if wrote, err := roles.EnsureDefaults(dir); err != nil {
		fmt.Fprintf(e.Stderr, "oterminus: warning: the default roles were not written: %s\n", termtext.Escape(err.Error()))
	} else if len(wrote) > 0 {
		fmt.Fprintf(e.Stderr, "oterminus: wrote the default roles to %s\n", termtext.Escape(dir))
	}
	named := name != ""
	if !named {
		name = roles.Default
	}
	r, err := roles.Load(dir, name)
	switch {
	case err == nil:
	case !named && errors.Is(err, os.ErrNotExist):
		return &roles.Role{}, nil
	case errors.Is(err, os.ErrNotExist):
		return nil, withHint(fmt.Errorf("there is no role %q", name), "list the roles with 'oterminus roles'; a role is a file %s", termtext.Escape(dir)+"/NAME.md")
	default:
		return nil, withHint(err, "fix the role file, or remove it")
	}
	for _, tool := range r.Tools {
		if !slices.Contains(ask.ToolNames(), tool) {
			return nil, withHint(fmt.Errorf("role %q allows an unknown tool %q", name, tool), "the tools are %s", strings.Join(ask.ToolNames(), ", "))
		}
	}
	return r, nil
}

// runRoles lists the roles: name, model, tools and the first line of the
// instructions.
func runRoles(_ context.Context, e *Env, args []string) int {
	if len(args) > 0 {
		return usageError(e, "roles", fmt.Errorf("roles takes no arguments, got %q", args[0]))
	}
	dir := config.RolesDir(e.Getenv)
	if _, err := roles.EnsureDefaults(dir); err != nil {
		return fail(e, ExitFailed, withHint(err, "check that %s can be created", termtext.Escape(dir)))
	}
	names, err := roles.List(dir)
	if err != nil {
		return fail(e, ExitFailed, err)
	}
	fmt.Fprintf(e.Stdout, "roles in %s (use: oterminus ask --role NAME QUESTION):\n", termtext.Escape(dir))
	roles.Write(e.Stdout, dir, names)
	return ExitOK
}
