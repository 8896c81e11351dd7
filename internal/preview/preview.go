// Package preview writes what a person reads about a proposal: the
// preview, the explanation, the ambiguity notice and the widget's one-line
// summary (upstream-spec §6.4, §14). Every string that came from the
// request, the model or the file system is escaped first. It also lists
// what oterminus can run (Capabilities, Family).
//
// It decides how things read, never what runs: it may not change an
// outcome, read flags, the configuration or the terminal.
package preview

import (
	"encoding/json"
	"fmt"
	"github.com/oterminus/oterminus/internal/linerisk"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/termtext"
	"github.com/oterminus/oterminus/internal/validate"
)

// esc makes an untrusted string fit to show: secrets redacted (a model's
// summary or a refusal can quote a token), then escaped.
func esc(s string) string { return termtext.Escape(redact.Text(s)) }

// escCommand shows the command itself: escaped but never redacted, since
// it is exactly what the buffer will hold and the person must be able to
// read what runs.
func escCommand(s string) string { return termtext.Escape(s) }

func escAll(list []string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = esc(s)
	}
	return out
}

// joined escapes each item and joins them on one line: after an item
// that ends a sentence a space is enough; "; " separates the others.
func joined(list []string) string {
	var b strings.Builder
	for i, item := range escAll(list) {
		if i > 0 {
			if strings.HasSuffix(list[i-1], ".") || strings.HasSuffix(list[i-1], "?") || strings.HasSuffix(list[i-1], "!") {
				b.WriteString(" ")
			} else {
				b.WriteString("; ")
			}
		}
		b.WriteString(item)
	}
	return b.String()
}

// line writes a preview line, "Label        : value" (labels padded to 13).
func line(b *strings.Builder, label, value string) { field(b, 13, label, value) }

// field writes "label: value" with the label padded to width.
func field(b *strings.Builder, width int, label, value string) {
	fmt.Fprintf(b, "%-*s: %s\n", width, label, value)
}

// Confirmation is the level an outcome's proposal needs.
func Confirmation(o *request.Outcome) policy.Level {
	return policy.Confirmation(checkedMode(o), o.Validation.Risk)
}

// checkedMode is the proposal's mode for confirmation: an experimental
// line that its family's declaration read word by word was checked as
// closely as a structured one, so it needs no more than one.
func checkedMode(o *request.Outcome) proposal.Mode {
	if o.Validation != nil && o.Validation.Typed != nil {
		return proposal.Structured
	}
	return o.Proposal.Mode
}

// Proposal writes the preview of an outcome that has a proposal: the
// compact form for typed commands, the detailed form otherwise.
func Proposal(o *request.Outcome, verbose bool, s Style) string {
	if o.Direct && !verbose {
		return compact(o, s)
	}
	return detailed(o, verbose, s)
}

func compact(o *request.Outcome, s Style) string {
	v := o.Validation
	var b strings.Builder
	b.WriteString(s.Heading("--- command preview ---") + "\n")
	fmt.Fprintf(&b, "Command: %s\n", s.Command(escCommand(commandText(o))))
	fmt.Fprintf(&b, "Risk: %s\n", riskText(v, s))
	compoundLines(&b, o, 0, s)
	if level := Confirmation(o); level == policy.VeryStrong && v.Accepted() {
		fmt.Fprintf(&b, "Confirmation: %s\n", s.Confirmation(level))
	}
	if c := changes(o); c != "" {
		fmt.Fprintf(&b, "Changes: %s\n", c)
	}
	if notes := visibleNotes(o, false); len(notes) > 0 {
		fmt.Fprintf(&b, "Notes: %s\n", joined(notes))
	}
	if warnings := visibleWarnings(o); len(warnings) > 0 {
		fmt.Fprintf(&b, "Warnings: %s\n", s.Warning(joined(warnings)))
	}
	if len(v.Reasons) > 0 {
		fmt.Fprintf(&b, "Rejections: %s\n", s.Error(joined(v.Reasons)))
	}
	return b.String()
}

func detailed(o *request.Outcome, verbose bool, s Style) string {
	p, v := o.Proposal, o.Validation
	var b strings.Builder
	header := "--- oterminus proposal ---"
	if p.Mode == proposal.Experimental {
		header = "--- oterminus proposal (EXPERIMENTAL) ---"
	}
	b.WriteString(s.Heading(header) + "\n")
	line(&b, "Summary", esc(p.Summary))
	if m := ModelText(o); m != "" {
		line(&b, "Model", m)
	}
	line(&b, "Mode", string(p.Mode))
	family := p.Family
	if c := compoundFamily(o); c != "" {
		family = c
	} else if family == "" {
		family = "(none)"
	}
	if p.Mode == proposal.Experimental {
		line(&b, "Command", s.Command(escCommand(commandText(o))))
		line(&b, "Command fam.", esc(family))
	} else {
		line(&b, "Command fam.", esc(family))
		line(&b, "Command", s.Command(escCommand(commandText(o))))
	}
	line(&b, "Experimental", map[bool]string{true: "yes", false: "no"}[p.Mode == proposal.Experimental])
	line(&b, "Risk level", riskText(v, s))
	compoundLines(&b, o, 13, s)
	line(&b, "Explanation", esc(p.Explanation))
	line(&b, "Confirmation", s.Confirmation(Confirmation(o)))
	if c := changes(o); c != "" {
		line(&b, "Changes", c)
	}
	if p.Mode == proposal.Structured && p.Command != "" {
		line(&b, "Legacy cmd", esc(p.Command)+" (deprecated in structured mode)")
	}
	if args := ArgumentsJSON(p.ArgumentsObject()); args != "" {
		if strings.Contains(args, "\n") {
			b.WriteString("Arguments    :\n")
			for _, l := range strings.Split(args, "\n") {
				b.WriteString("  " + esc(l) + "\n")
			}
		} else {
			line(&b, "Arguments", esc(args))
		}
	}
	if notes := visibleNotes(o, verbose); len(notes) > 0 {
		line(&b, "Notes", joined(notes))
	}
	if warnings := visibleWarnings(o); len(warnings) > 0 {
		line(&b, "Warnings", s.Warning(joined(warnings)))
	}
	if len(v.Reasons) > 0 {
		line(&b, "Rejections", s.Error(joined(v.Reasons)))
	}
	return b.String()
}

// ModelText names the model that proposed the command, and how it was
// chosen; "" when no model was asked.
func ModelText(o *request.Outcome) string {
	if o.Plan == nil || o.Plan.Model == "" {
		return ""
	}
	text := esc(o.Plan.Model)
	if o.Plan.ModelChosen {
		text += " (chosen from the installed models)"
	}
	if o.Plan.Repaired {
		text += "; its first reply broke the contract and was repaired"
	}
	return text
}

// commandText is what a preview shows as the command.
func commandText(o *request.Outcome) string {
	if c := o.Validation.Rendered(); c != "" {
		return c
	}
	if o.Proposal.Command != "" {
		return o.Proposal.Command
	}
	return "(unavailable)"
}

// ArgumentsJSON is the canonical arguments as indented JSON with sorted
// keys, on one line when the object is small; "" when there are none.
func ArgumentsJSON(obj map[string]any) string {
	if len(obj) == 0 {
		return ""
	}
	oneLine, _ := json.Marshal(obj)
	if len(oneLine) <= 60 {
		return strings.ReplaceAll(strings.ReplaceAll(string(oneLine), `":`, `": `), `,"`, `, "`)
	}
	indented, _ := json.MarshalIndent(obj, "", "  ")
	return string(indented)
}

// same compares notes as a person reads them: case, spacing and a final
// full stop do not make a model's copy of the experimental warning a
// second note.
func same(a, b string) bool {
	norm := func(s string) string { return strings.TrimRight(strings.Join(strings.Fields(s), " "), ".") }
	return strings.EqualFold(norm(a), norm(b))
}

func visibleNotes(o *request.Outcome, verbose bool) []string {
	p := o.Proposal
	contacts := contactsLine(o)
	var notes []string
	for _, n := range p.Notes {
		switch {
		case same(n, proposal.ExperimentalWarning):
		case contacts && strings.Contains(strings.ToLower(n), "contacts external hosts"):
			// A model's copy of the general network warning: the
			// warnings name what this line contacts.
		case !verbose && (same(n, proposal.ExperimentalDetail) || proposal.IsDebugNote(n)):
		default:
			notes = append(notes, n)
		}
	}
	if verbose && p.Mode == proposal.Experimental && !slices.ContainsFunc(notes, func(n string) bool { return same(n, proposal.ExperimentalDetail) }) {
		notes = append(notes, proposal.ExperimentalDetail)
	}
	return notes
}

// contactsLine reports a line whose warnings name what it contacts.
func contactsLine(o *request.Outcome) bool {
	v := o.Validation
	if v == nil {
		return false
	}
	if v.Typed != nil && v.Typed.Contacts() != "" {
		return true
	}
	return slices.ContainsFunc(v.Stages, func(st *validate.Stage) bool { return st.Typed != nil && st.Typed.Contacts() != "" })
}

func visibleWarnings(o *request.Outcome) []string {
	var out []string
	// A line the person typed came from no renderer: the warning that the
	// command "did not come from the typed structured renderer" is about
	// a model's text, not theirs.
	if checkedMode(o) == proposal.Experimental && !o.Direct {
		out = append(out, proposal.ExperimentalWarning)
	}
	for _, w := range o.Validation.Warnings {
		switch {
		case same(w, proposal.ExperimentalDetail):
		case same(w, proposal.ExperimentalWarning):
		case slices.ContainsFunc(out, func(x string) bool { return same(x, w) }):
		default:
			out = append(out, w)
		}
	}
	return out
}

// Ambiguity writes the block that stops a vague request (§6.4).
func Ambiguity(o *request.Outcome, s Style) string {
	a := o.Ambiguity
	var b strings.Builder
	b.WriteString(s.Warning("This request is ambiguous, so nothing was planned or run.") + "\n")
	fmt.Fprintf(&b, "Reason: %s\n", esc(a.Reason))
	b.WriteString("Safer read-only requests you could make instead:\n")
	for _, opt := range a.Options {
		fmt.Fprintf(&b, "- %s\n", esc(opt))
	}
	if len(a.FollowUps) > 0 {
		b.WriteString("To make it specific, answer:\n")
		for _, q := range a.FollowUps {
			fmt.Fprintf(&b, "- %s\n", esc(q))
		}
	}
	return b.String()
}

// Explain writes the explanation block (§14.2): what the line does, word
// by word from its declaration (each option used, once, with its help;
// each operand with its slot's help), what it changes, its risk and why,
// and what would stop it. It reads on its own: the CLI prints no preview
// before it.
func Explain(o *request.Outcome, s Style) string {
	p, v := o.Proposal, o.Validation
	var b strings.Builder
	line := func(label, value string) { field(&b, 8, label, value) }
	b.WriteString(s.Heading("--- oterminus explanation ---") + "\n")
	line("Command", s.Command(escCommand(commandText(o))))
	if p.Origin != proposal.OriginDirect && strings.TrimSpace(p.Explanation) != "" {
		line("About", esc(prose(p.Explanation))+" (the model's words)")
	}
	if len(v.Stages) > 0 {
		for i, st := range v.Stages {
			fmt.Fprintf(&b, "Stage %d: %s\n", i+1, stageLine(o, st, s))
			writeParts(&b, stageParts(st.Typed, st.Family, st.Argv))
		}
		if len(v.Writes) > 0 {
			line("Writes", esc(strings.Join(v.Writes, ", ")))
		}
		if len(v.Reads) > 0 {
			line("Reads", esc(strings.Join(v.Reads, ", ")))
		}
	} else {
		writeParts(&b, stageParts(v.Typed, familyOf(o), v.Argv))
	}
	if c := changes(o); c != "" {
		line("Changes", c)
	}
	typed := p.Origin == proposal.OriginDirect
	risk := riskText(v, s)
	if typed {
		// The person's own line: its risk, never a refusal; what stops
		// oterminus from running it itself is said below. It is the
		// whole line's (package linerisk): what was read, and the most
		// the unread part can do.
		risk = s.Risk(v.Risk)
		switch {
		case o.Line.Checked == "":
		case !o.Line.Known:
			risk = s.Warning("unknown")
		default:
			risk = s.Risk(o.Line.Risk)
		}
	}
	why := riskWhy(o)
	if typed {
		why = slices.Concat(o.Line.Dangers, why)
	}
	if len(why) > 0 && (v.Accepted() || v.Risk > registry.Safe) {
		risk += ", because " + esc(strings.Join(why, "; "))
	}
	line("Risk", risk)
	if typed && o.Line.Checked != "" && o.Line.Checked != linerisk.Full {
		// A line read in full says so by its risk's reason; one read in
		// part says what was not read, and what that can do at most.
		checked := string(o.Line.Checked)
		if n := notRead(o.Line); n != "" {
			checked += ": " + n
		}
		line("Checked", checked)
	}
	if u := Undo(o); u.Line != "" {
		line("Undo", strings.TrimPrefix(u.Line, "undo: "))
	}
	warnings := visibleWarnings(o)
	if !v.Accepted() {
		// Nothing of a refused line runs: "review it before running it"
		// has nothing to review.
		warnings = slices.DeleteFunc(warnings, func(w string) bool { return same(w, proposal.ExperimentalWarning) })
	}
	// A run-later place is the risk's why, said there once.
	warnings = slices.DeleteFunc(warnings, policy.IsRunLater)
	if len(warnings) > 0 {
		line("Warnings", s.Warning(joined(warnings)))
	}
	switch policyOnly, other := splitPolicyReasons(v.Reasons); {
	case len(v.Reasons) == 0:
	case !typed:
		line("Refused", s.Error(joined(v.Reasons)))
	case len(other) > 0:
		line("Flagged", s.Error(esc(personWords(other[0]))+"; your shell runs it as typed"))
	case policyOnly:
		line("Beyond", fmt.Sprintf("policy_mode %s: %s; your shell runs it as typed", o.Request.Policy.Mode, settingFor(v.Risk, o.Request.Policy)))
	}
	writeManual(&b, o)
	b.WriteString(s.Muted("Nothing was run: explain only explains.") + "\n")
	return b.String()
}

// stageParts are the pieces of one command with their help: read from
// the declaration when it read the line, and otherwise each option word
// once with its help, or why it is not accepted.
func stageParts(cmd *registry.Command, f *registry.Family, argv []string) []registry.Part {
	if cmd != nil {
		return cmd.Parts()
	}
	var parts []registry.Part
	for _, h := range flagDescriptions(f, argv) {
		words, help, _ := strings.Cut(h, ": ")
		if strings.HasPrefix(help, "refused: ") {
			help = "not accepted" // why is said once, below
		}
		parts = append(parts, registry.Part{Words: words, Help: help})
	}
	return parts
}

// writeParts lists the pieces of a line as a manual's option list does:
// the words, then their help.
func writeParts(b *strings.Builder, parts []registry.Part) {
	width := 0
	for _, p := range parts {
		if n := len([]rune(p.Words)); n <= 24 {
			width = max(width, n)
		}
	}
	for _, p := range parts {
		if p.Help == "" {
			continue
		}
		fmt.Fprintf(b, "  %-*s  %s\n", width, esc(p.Words), esc(p.Help))
	}
}

// riskWhy says what gives an accepted command its risk.
func riskWhy(o *request.Outcome) []string {
	v := o.Validation
	// A change in a place run later makes any command dangerous,
	// whatever its declaration says (policy.RunLater).
	var later []string
	for _, w := range v.Warnings {
		if policy.IsRunLater(w) {
			later = append(later, policy.RunLaterBecause(w))
		}
	}
	if len(later) > 0 {
		return later
	}
	if len(v.Stages) == 0 {
		if v.Typed == nil {
			return nil
		}
		return v.Typed.RiskWhy()
	}
	var out []string
	for _, st := range v.Stages {
		if st.Typed != nil && st.Risk == v.Risk && v.Risk > registry.Safe {
			for _, w := range st.Typed.RiskWhy() {
				out = append(out, st.Typed.Family.Program()+": "+w)
			}
		}
	}
	switch {
	case len(out) == 0 && v.Risk == registry.Safe:
		out = []string{"every stage only reads and reports"}
	case len(out) == 0 && len(v.Writes) > 0:
		out = []string{"it writes " + strings.Join(v.Writes, ", ")}
	}
	return out
}

// riskText is the risk validation gave an accepted command. A refused
// command was not assessed as a whole, so it shows no risk level that
// could read as a verdict ("safe" above a rejection); the most its known
// words would do is named only when that is more than safe.
func riskText(v *validate.Result, s Style) string {
	switch {
	case v.Accepted():
		return s.Risk(v.Risk)
	case v.Risk > registry.Safe:
		return "refused (" + s.Risk(v.Risk) + " if it were allowed)"
	}
	return "refused"
}

func familyOf(o *request.Outcome) *registry.Family {
	if o.Family != nil {
		return o.Family
	}
	return o.Request.Registry.Family(o.Proposal.Family)
}

// flagDescriptions describes each option word of argv from the family's
// declaration. A command no family declares gets none: a guess in
// general terms ("-x: extended details or one file system") was wrong as
// often as right.
func flagDescriptions(f *registry.Family, argv []string) []string {
	if f == nil || f.Spec == nil {
		return nil
	}
	return f.OptionHelp(argv)
}

// Line is the widget's one-line summary of an accepted or refused
// command: family, mode, risk, model, and the first warning or reason. It
// is plain ASCII around the escaped values, so it reads the same in any
// locale.
func Line(o *request.Outcome) string {
	p, v := o.Proposal, o.Validation
	family := esc(p.Family)
	if c := compoundFamily(o); c != "" {
		family = c
	} else if family == "" {
		family = "command"
	}
	details := []string{string(p.Mode), "risk " + v.Risk.String()}
	if o.Plan != nil && o.Plan.Model != "" {
		details = append(details, esc(o.Plan.Model))
	}
	summary := fmt.Sprintf("%s (%s)", family, strings.Join(details, ", "))
	if len(v.Reasons) > 0 {
		return "oterminus: refused " + summary + ": " + esc(v.Reasons[0])
	}
	// The mode already says "experimental"; its boilerplate warning would
	// crowd out a warning that says something specific.
	warnings := slices.DeleteFunc(visibleWarnings(o), func(w string) bool { return same(w, proposal.ExperimentalWarning) })
	if len(warnings) > 0 {
		extra := ""
		if len(warnings) > 1 {
			extra = fmt.Sprintf(" (and %d more)", len(warnings)-1)
		}
		return "oterminus: " + summary + " - warning: " + esc(warnings[0]) + extra
	}
	return "oterminus: " + summary
}

// ChangesLine is the widget's second line for a write: what it would
// change now ("oterminus: changes 3 paths now: a, b, c"), or "" when
// there is nothing to list beyond the command line.
func ChangesLine(o *request.Outcome) string {
	if c := changes(o); c != "" {
		return "oterminus: changes " + c
	}
	return ""
}

// DryRunNotice follows the preview in dry-run mode.
const DryRunNotice = "Dry run: validation passed and execution was deliberately skipped."

// Failure is the explanation of a failed command, a few lines long:
// what failed, the likely cause, a read-only next step if one passed
// validation, and the model's notes. Nothing in it runs anything. The
// command and the model's text are redacted: the model may repeat a
// secret it was never meant to see back onto the screen.
func Failure(f *request.FailureOutcome, s Style) []string {
	lines := []string{fmt.Sprintf("%s failed (exit status %d): %s",
		s.Heading("oterminus:"), f.Failed.Status, s.Command(esc(termtext.Clip(strings.TrimSpace(redact.Text(f.Failed.Text)), 200))))}
	ex := f.Explanation
	if ex == nil {
		return lines
	}
	lines = append(lines, "likely cause: "+esc(prose(redact.Text(ex.Cause))))
	switch {
	case f.SuggestionShown:
		lines = append(lines, "try (read-only): "+s.Command(escCommand(f.Suggestion.Validation.Text)))
	case f.Suggestion != nil:
		lines = append(lines, s.Muted("(a suggested command was withheld: it did not pass validation as a read-only command)"))
	}
	for _, note := range ex.Notes {
		lines = append(lines, "note: "+esc(prose(redact.Text(note))))
	}
	if ex.Model != "" {
		lines = append(lines, s.Muted("explained by "+esc(ex.Model)+"; nothing was run"))
	}
	return lines
}

// prose puts model text on one line: line breaks and runs of spaces
// become single spaces.
func prose(s string) string { return strings.Join(strings.Fields(s), " ") }
