package preview

import (
	"fmt"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/linerisk"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/termtext"
)

// The answers about a line the person typed. The line is theirs: it stays
// as typed, and Enter runs it whatever oterminus thinks of it, so the
// answer says what the line does and how oterminus judges it, in the
// person's words, never as a refusal. There are three:
//
//   - checked: a declaration read every word; its risk and warnings;
//   - not checked: no declaration for a program of the line;
//   - beyond what oterminus would run itself: the policy or a rule flags
//     it; what it does, why, and which setting would let oterminus
//     accept it.

// Unchanged ends every answer about a typed line that oterminus would not
// run itself.
const Unchanged = "your line is unchanged, and Enter runs it as typed"

// TypedAnswer is the widget's answer about a typed line: one line, and a
// second for a hint or what a write would change now.
func TypedAnswer(o *request.Outcome) []string {
	lines := typedAnswer(o)
	if c := o.Correction; c != nil && o.Corrected != nil {
		// A typo whose correction oterminus would not insert: named, so
		// the person can fix it.
		lines = append(lines, fmt.Sprintf("oterminus: did you mean %s (not %s)?", esc(c.To), esc(c.From)))
	}
	return lines
}

// CorrectedAnswer is the answer when a typo's correction is inserted:
// the change, then what the corrected line is.
func CorrectedAnswer(o *request.Outcome) []string {
	lines := typedAnswer(o.Corrected)
	lines[0] = fmt.Sprintf("oterminus: corrected %s -> %s: %s", esc(o.Correction.From), esc(o.Correction.To), strings.TrimPrefix(lines[0], "oterminus: "))
	return lines
}

func typedAnswer(o *request.Outcome) []string {
	if o.Stage == request.StageUnchecked {
		return []string{Unchecked(o, Unchanged)}
	}
	v := o.Validation
	name := typedName(o)
	risk := lineRisk(o)
	if v.Accepted() && o.Line.Checked != linerisk.Partial && o.Line.Checked != linerisk.None {
		return withChangesLine(o, "oterminus: checked "+name+" ("+risk+")"+firstWarning(o))
	}
	if _, other := splitPolicyReasons(v.Reasons); len(other) > 0 || len(o.Line.Unread) > 0 {
		why := ""
		if len(other) > 0 {
			why = ": " + termtext.Clip(esc(personWords(other[0])), 200)
		}
		read := "is flagged"
		if o.Line.Checked == linerisk.Partial {
			read = "is read in part and flagged"
		}
		if d := dangers(o.Line); d != "" {
			why += "; dangerous: " + d
		}
		if n := notRead(o.Line); n != "" {
			why += "; " + n
		}
		return withChangesLine(o, fmt.Sprintf("oterminus: %s (%s) %s%s; %s", name, risk, read, why, Unchanged))
	}
	// Only the policy stops it: say what it does, and the setting.
	does := ""
	if w := warning(o); w != "" {
		does = ": " + strings.TrimSuffix(w, ".")
	} else if d := dangers(o.Line); d != "" {
		does = ": " + d
	}
	return withChangesLine(o, fmt.Sprintf("oterminus: %s (%s) is beyond what oterminus runs under policy_mode %s%s; %s",
		name, risk, o.Request.Policy.Mode, does, Unchanged), "hint: "+settingFor(v.Risk, o.Request.Policy))
}

// Unchecked is the answer about a typed line with a program oterminus has
// no declaration for, ending with what becomes of the line there.
func Unchecked(o *request.Outcome, ending string) string {
	programs := make([]string, len(o.Proposal.Undeclared))
	for i, p := range o.Proposal.Undeclared {
		programs[i] = esc(p)
	}
	head := "oterminus: not checked"
	if o.Line.Checked == linerisk.Partial {
		// A pipeline or list read in part: what was read, then every
		// stage that was not.
		read := make([]string, len(o.Line.Read))
		for i, r := range o.Line.Read {
			read[i] = esc(r)
		}
		head = "oterminus: checked in part (" + lineRisk(o) + "): read " + strings.Join(read, ", ") + "; not checked"
	}
	if d := dangers(o.Line); d != "" {
		head = "oterminus: dangerous: " + d + "; " + strings.TrimPrefix(head, "oterminus: ")
	}
	return head + ": oterminus has no declaration for " + strings.Join(programs, ", ") + "; " + ending
}

// typedName names a typed line's command: its family, or the programs of
// a pipeline or list.
func typedName(o *request.Outcome) string {
	if c := compoundFamily(o); c != "" {
		return c
	}
	if o.Proposal.Family != "" {
		return esc(o.Proposal.Family)
	}
	return "the command"
}

// firstWarning is " - warning: W" for the first warning that says
// something about this line, or "".
func firstWarning(o *request.Outcome) string {
	if w := warning(o); w != "" {
		return " - warning: " + w
	}
	return ""
}

// warning is the first warning that says something about this line,
// escaped, or "".
func warning(o *request.Outcome) string {
	warnings := slices.DeleteFunc(visibleWarnings(o), func(w string) bool { return same(w, proposal.ExperimentalWarning) })
	if len(warnings) == 0 {
		return ""
	}
	return esc(warnings[0])
}

// splitPolicyReasons reports whether any reason is the policy's, and the
// others.
func splitPolicyReasons(reasons []string) (byPolicy bool, other []string) {
	for _, r := range reasons {
		if policy.IsModeReason(r) {
			byPolicy = true
		} else {
			other = append(other, r)
		}
	}
	return byPolicy, other
}

// personWords says a reason about the person's own line without the
// refusing words the same reason uses for a model's proposal: the line
// is theirs, and Enter runs it either way.
func personWords(reason string) string {
	return strings.NewReplacer(
		" is refused: ", " is not run by oterminus: ",
		"; it is refused unless dangerous commands are allowed", "; oterminus runs it only when dangerous commands are allowed",
		"Refusing to change ", "It would change ",
		" is not in the v1 allowlist", " has no declaration",
	).Replace(strings.TrimSuffix(reason, "."))
}

// settingFor names the settings that would let oterminus accept a line
// of the risk: only those missing from pol, so a person who already set
// policy_mode = dangerous is told only of the environment's switch.
func settingFor(r registry.Risk, pol policy.Config) string {
	if r != registry.Dangerous {
		return "oterminus would accept it with policy_mode = " + r.String()
	}
	var missing []string
	if pol.Mode != policy.ModeDangerous {
		missing = append(missing, "policy_mode = dangerous")
	}
	if !pol.AllowDangerous {
		missing = append(missing, "OTERMINUS_ALLOW_DANGEROUS=1")
	}
	return "oterminus would accept it with " + strings.Join(missing, " and ")
}

func withChangesLine(o *request.Outcome, lines ...string) []string {
	if c := ChangesLine(o); c != "" {
		return append(lines, c)
	}
	return lines
}
