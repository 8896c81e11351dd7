package situation

import (
	"context"
	"strings"

	"github.com/oterminus/oterminus/internal/project"
)

// projectFiles lists the markers of the project the working directory
// belongs to, as package project finds it: the working directory or the
// nearest parent that has any (a person is often in a subdirectory).
func projectFiles(_ context.Context, in *Input, _ Options) string {
	root, found := project.Root(in.Dir)
	if root == "" {
		return ""
	}
	list := strings.Join(found, ", ")
	if root != in.Dir {
		list += " (in " + root + ")"
	}
	return list
}
