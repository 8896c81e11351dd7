package preview

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/undo"
)

// UndoAnswer is what the answer about a write says of undo, and what the
// widget arms: the write set to keep if the line runs unchanged.
type UndoAnswer struct {
	// Line is "undo: keeps 2 files (12 KiB)", "undo: too large to keep
	// (...)" or "undo: cannot undo (why: ...)"; "" below write risk.
	Line string
	// Paths is the write set, absolute, when it can be kept.
	Paths []string
}

// Keepable reports whether the line's change will be kept if it runs.
func (u UndoAnswer) Keepable() bool { return u.Paths != nil }

// Undo says, before Enter, whether a write can be taken back: what it
// changes comes from what the validator read of it (the paths its words
// and redirections write, create or remove, or a find's listing), and
// fits in the budget or not.
func Undo(o *request.Outcome) UndoAnswer {
	v := o.Validation
	if v == nil || v.Risk < registry.Write || o.Request == nil || o.Request.UndoBudget <= 0 {
		return UndoAnswer{}
	}
	paths, why := WriteSet(o)
	if why != "" {
		return UndoAnswer{Line: "undo: cannot undo (why: " + why + ")"}
	}
	budget := o.Request.UndoBudget
	plan, err := undo.Measure(paths, budget)
	var cannot *undo.CannotKeep
	switch {
	case errors.As(err, &cannot):
		return UndoAnswer{Line: "undo: " + cannot.Error()}
	case err != nil:
		return UndoAnswer{Line: "undo: cannot undo (why: " + esc(err.Error()) + ")"}
	case !plan.Fits:
		return UndoAnswer{Line: fmt.Sprintf("undo: too large to keep (more than %s; budget %s)", undo.Size(plan.Bytes), undo.Size(budget))}
	}
	return UndoAnswer{Line: fmt.Sprintf("undo: keeps %s (%s)", undo.Files(plan.Files), undo.Size(plan.Bytes)), Paths: paths}
}

// WriteSet is every path a write changes, absolute, or why undo cannot
// take it back; nil and "" below write risk.
func WriteSet(o *request.Outcome) ([]string, string) {
	v := o.Validation
	if v == nil || v.Risk < registry.Write || o.Request == nil {
		return nil, ""
	}
	if o.Proposal != nil && o.Proposal.Unreadable != "" {
		return nil, "the line is not read as its shell would run it"
	}
	dir, typedGlob := o.Request.Dir, strings.ContainsAny(o.Request.Text, "*?[")
	var commands []*registry.Command
	if len(v.Stages) == 0 {
		if v.Typed == nil {
			return nil, "what it changes is not known before it runs"
		}
		commands = append(commands, v.Typed)
	}
	for _, st := range v.Stages {
		if st.Typed == nil {
			if st.Risk >= registry.Write {
				return nil, "what it changes is not known before it runs"
			}
			continue
		}
		commands = append(commands, st.Typed)
	}
	var paths []string
	add := func(p string) string {
		if !filepath.IsAbs(p) {
			p = filepath.Join(dir, p)
		}
		p = filepath.Clean(p)
		if p == "/dev/null" {
			return ""
		}
		if strings.HasPrefix(p, "/dev/") || strings.HasPrefix(p, "/proc/") || strings.HasPrefix(p, "/sys/") {
			return "a device write"
		}
		if !slices.Contains(paths, p) {
			paths = append(paths, p)
		}
		return ""
	}
	for _, c := range commands {
		if c.Risk() < registry.Write {
			continue // a stage that reads (echo in echo x > f): its redirection is below
		}
		if why := effectBeyondFiles(c); why != "" {
			return nil, why
		}
		changed := c.Changed()
		if listing := c.ListingArgv(); listing != nil {
			listed, capped, err := runListing(listing, dir)
			if err != nil || capped {
				return nil, "what it changes could not all be listed now"
			}
			changed = listed
		} else if typedGlob && len(changed) == 0 {
			return nil, "what it changes is not known before it runs"
		}
		if len(changed) == 0 {
			return nil, "what it changes is not known before it runs"
		}
		for _, p := range changed {
			if why := add(p); why != "" {
				return nil, why
			}
		}
	}
	for _, p := range v.Writes {
		if why := add(p); why != "" {
			return nil, why
		}
	}
	if len(paths) == 0 {
		return nil, "what it changes is not known before it runs"
	}
	return paths, ""
}

// effectBeyondFiles is why a command's effect is more than files undo
// can put back, or "".
func effectBeyondFiles(c *registry.Command) string {
	switch {
	case c.Family.Name == "git" && c.Sub != nil && c.Sub.Name == "push":
		return "a git push"
	case c.Network():
		return "a network effect"
	case c.Family.Capability == "process_control":
		return "a process signalled"
	}
	return ""
}
