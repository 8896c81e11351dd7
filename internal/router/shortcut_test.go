package router

import (
	"testing"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/wording"
)

// TestShortcut: each rule answers its exact phrases, in any case and
// spacing, with a structured proposal of its family; anything more or
// less than a phrase, or a family the scope disables, goes on to the
// planner.
func TestShortcut(t *testing.T) {
	linux := registry.Scope{Platform: "linux"}
	for _, c := range []struct {
		request string
		scope   registry.Scope
		rule    string // "" when no rule must match
		family  string
	}{
		{"show current directory", linux, "show_current_directory", "pwd"},
		{"where am i", linux, "show_current_directory", "pwd"},
		{"print working directory", linux, "show_current_directory", "pwd"},
		{"  Where   AM  I ", linux, "show_current_directory", "pwd"},
		{"clear screen", linux, "clear_screen", "clear"},
		{"clear the screen", linux, "clear_screen", "clear"},
		{"CLEAR\tThe Screen", linux, "clear_screen", "clear"},
		// Near misses: a phrase with more or fewer words is a request
		// for the planner, not a shortcut.
		{"where am i?", linux, "", ""},
		{"where am i in the repo", linux, "", ""},
		{"show the current directory", linux, "", ""},
		{"clear", linux, "", ""},
		{"please clear the screen", linux, "", ""},
		{"pwd", linux, "", ""},
		{"", linux, "", ""},
		// A disabled pack turns its rules off.
		{"where am i", registry.Scope{Platform: "linux", Disabled: []string{"filesystem"}}, "", ""},
		{"clear screen", registry.Scope{Platform: "linux", Disabled: []string{"system"}}, "", ""},
		{"clear screen", registry.Scope{Platform: "linux", Disabled: []string{"filesystem"}}, "clear_screen", "clear"},
	} {
		p, rule, ok := Shortcut(wording.Read(c.request), registry.Default(), c.scope)
		if c.rule == "" {
			if ok || p != nil || rule != "" {
				t.Errorf("%q (disabled %v): matched rule %q, want no match", c.request, c.scope.Disabled, rule)
			}
			continue
		}
		if !ok || p == nil {
			t.Errorf("%q (disabled %v): no match, want rule %q", c.request, c.scope.Disabled, c.rule)
			continue
		}
		if rule != c.rule || p.Family != c.family || p.Mode != proposal.Structured || p.Origin != proposal.OriginShortcut {
			t.Errorf("%q: rule %q family %q mode %q origin %q, want rule %q family %q, structured, from a shortcut",
				c.request, rule, p.Family, p.Mode, p.Origin, c.rule, c.family)
		}
		if want := "Matched the deterministic shortcut rule '" + c.rule + "'."; p.Explanation != want {
			t.Errorf("%q: explanation %q, want %q", c.request, p.Explanation, want)
		}
	}
}
