package preview

import (
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/validate"
)

// compoundFamily names a pipeline's or list's families in order
// ("du | sort && ls"); "" for a single command.
func compoundFamily(o *request.Outcome) string {
	if o.Proposal == nil || o.Proposal.Compound == nil {
		return ""
	}
	return esc(o.Proposal.Compound.Programs())
}

// compoundLines writes what a pipeline or list is made of: each stage as
// it will run with its family and risk, then the files its redirections
// write and read, so Enter is an informed yes.
func compoundLines(b *strings.Builder, o *request.Outcome, width int, s Style) {
	v := o.Validation
	if v == nil || len(v.Stages) == 0 {
		return
	}
	for i, st := range v.Stages {
		// The family is escaped before the risk is coloured: escaping
		// the colour's own escape sequence would print it as text.
		field(b, width, fmt.Sprintf("Stage %d", i+1), stageLine(o, st, s))
	}
	if len(v.Writes) > 0 {
		field(b, width, "Writes", esc(strings.Join(v.Writes, ", ")))
	}
	if len(v.Reads) > 0 {
		field(b, width, "Reads", esc(strings.Join(v.Reads, ", ")))
	}
}

// stageLine is one stage as it will run, with its family and risk.
func stageLine(o *request.Outcome, st *validate.Stage, s Style) string {
	// The family is escaped before the risk is coloured: escaping the
	// colour's own escape sequence would print it as text.
	family := "not allowed"
	if st.Family != nil {
		family = esc(st.Family.Name) + ", " + s.Risk(st.Risk)
	}
	text := o.Request.Dialect.Join(st.Argv)
	for _, r := range st.Redirects {
		if red, err := o.Request.Dialect.RenderRedirect(r); err == nil {
			text += " " + red
		}
	}
	return s.Command(escCommand(text)) + " (" + family + ")"
}
