package preview

import (
	"strings"

	"github.com/oterminus/oterminus/internal/linerisk"
	"github.com/oterminus/oterminus/internal/request"
)

// The words every answer about a typed line uses for how much of it was
// read (package linerisk): the widget's line, explain, --json and the
// audit give the same risk, so that no answer says "checked X (safe)"
// about a line oterminus read only in part.

// lineRisk is the line's risk as every answer says it: safe, write,
// dangerous or unknown.
func lineRisk(o *request.Outcome) string {
	if o.Line.Checked == "" {
		return o.Validation.Risk.String()
	}
	return o.Line.RiskWord()
}

// notRead says what of the line was not read and what it can do at most,
// escaped: "not read: W (why)" for each part; "" when all was read.
func notRead(a linerisk.Answer) string {
	if len(a.Unread) == 0 {
		return ""
	}
	parts := make([]string, len(a.Unread))
	for i, u := range a.Unread {
		parts[i] = "`" + esc(u.Words) + "` (" + esc(u.Why) + ")"
	}
	return "not read: " + strings.Join(parts, ", ") + "; at most the unread part is " + a.UnreadWord()
}

// dangers says why the line is dangerous by nature, escaped, or "".
func dangers(a linerisk.Answer) string {
	d := make([]string, len(a.Dangers))
	for i, s := range a.Dangers {
		d[i] = esc(s)
	}
	return strings.Join(d, "; ")
}
