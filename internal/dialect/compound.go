package dialect

import (
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/termtext"
)

// RenderCompound renders pipelines, lists and redirections: every stage's
// argv as Render renders it (proven word by word), every redirection as
// its operator and its target quoted for the shell, stages joined by " | "
// and pipelines by " && ", " || " or "; ". bash, zsh and fish 3 read all of
// these forms alike (fish 3.0 added && and ||; its 2>&1 and &> are
// bash's), so only the quoting is the dialect's.
func (d *Dialect) RenderCompound(c *proposal.Compound) (string, error) {
	var b strings.Builder
	for i, p := range c.Pipelines {
		switch {
		case i == 0 && p.Op != "":
			return "", fmt.Errorf("the first pipeline cannot follow %q", p.Op)
		case i == 0:
		case p.Op == ";":
			b.WriteString("; ")
		case p.Op == "&&" || p.Op == "||":
			b.WriteString(" " + p.Op + " ")
		default:
			return "", fmt.Errorf("unknown list operator %q", termtext.Escape(p.Op))
		}
		for j, s := range p.Stages {
			if j > 0 {
				b.WriteString(" | ")
			}
			text, err := d.Render(s.Argv)
			if err != nil {
				return "", err
			}
			b.WriteString(text)
			for _, r := range s.Redirects {
				red, err := d.RenderRedirect(r)
				if err != nil {
					return "", err
				}
				b.WriteString(" " + red)
			}
		}
	}
	return b.String(), nil
}

// RenderRedirect renders one redirection: "< FILE", "> FILE", "2>> FILE",
// "&> FILE" or "2>&1".
func (d *Dialect) RenderRedirect(r proposal.Redirect) (string, error) {
	fd := ""
	switch {
	case r.Fd == 2:
		fd = "2"
	case r.Fd == -1 && (r.Op == "&>" || r.Op == "&>>"):
	case r.Fd == 0 && r.Op == "<", r.Fd == 1 && r.Op != "<":
	default:
		return "", fmt.Errorf("redirection %s of descriptor %d cannot be rendered", termtext.Escape(r.Op), r.Fd)
	}
	switch r.Op {
	case ">&":
		if r.Target != "1" && r.Target != "2" || r.Fd < 1 {
			return "", fmt.Errorf("redirection >&%s cannot be rendered", termtext.Escape(r.Target))
		}
		return fmt.Sprintf("%d>&%s", r.Fd, r.Target), nil
	case "<", ">", ">>", "&>", "&>>":
	default:
		return "", fmt.Errorf("redirection %s cannot be rendered", termtext.Escape(r.Op))
	}
	if bad := unrenderable(r.Target); bad != "" || r.Target == "" {
		return "", fmt.Errorf("redirection target %q contains %s, which cannot be placed in a command line safely", termtext.Escape(r.Target), bad)
	}
	word := d.Quote(r.Target)
	if back, err := d.Fields("x " + word); err != nil || !equal(back, []string{"x", r.Target}) {
		return "", fmt.Errorf("%s rendering of redirection target %q does not parse back", d.Name(), termtext.Escape(r.Target))
	}
	return fd + r.Op + " " + word, nil
}
