package audit

import (
	"encoding/json"
	"errors"
	"io"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/linerisk"
	"github.com/oterminus/oterminus/internal/manpage"
	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Report is what happened to one request, built once from the lifecycle's
// outcome and what the caller did with it. Both records of a request are
// views of it: JSON marshals it as the --json object (the original's
// audit vocabulary plus what a script needs to act on the result: keys
// always present, null when a stage never ran, in this order), and Event
// makes the audit line from the same keys, less the ones in notShared,
// plus the audit-only facts in Trail.
type Report struct {
	Request                 string         `json:"request"`
	Shell                   string         `json:"shell"`
	Stage                   string         `json:"stage"`
	Error                   *string        `json:"error"`
	Hint                    *string        `json:"hint"`
	DirectCommandDetected   bool           `json:"direct_command_detected"`
	AmbiguityDetected       bool           `json:"ambiguity_detected"`
	AmbiguityReason         *string        `json:"ambiguity_reason"`
	AmbiguitySafeOptions    []string       `json:"ambiguity_safe_options"`
	AmbiguityFollowUps      []string       `json:"ambiguity_follow_up_questions"`
	RoutedCategory          *string        `json:"routed_category"`
	ProposalOrigin          *string        `json:"proposal_origin"`
	ProposalMode            *string        `json:"proposal_mode"`
	CommandFamily           *string        `json:"command_family"`
	Arguments               map[string]any `json:"arguments"`
	Summary                 *string        `json:"summary"`
	Explanation             *string        `json:"explanation"`
	ManualPages             []ManualPage   `json:"manual_pages"`
	Notes                   []string       `json:"notes"`
	RiskLevel               *string        `json:"risk_level"`
	Checked                 *string        `json:"checked"`
	LineRisk                *string        `json:"line_risk"`
	Unread                  []string       `json:"unread"`
	UnreadAtMost            *string        `json:"unread_at_most"`
	Dangers                 []string       `json:"dangers"`
	ValidationAccepted      *bool          `json:"validation_accepted"`
	RenderedCommand         *string        `json:"rendered_command"`
	Argv                    []string       `json:"argv"`
	Stages                  []Stage        `json:"stages"`
	Writes                  []string       `json:"writes"`
	Warnings                []string       `json:"warnings"`
	RejectionReasons        []string       `json:"rejection_reasons"`
	ConfirmationLevel       *string        `json:"confirmation_level"`
	ConfirmationResult      string         `json:"confirmation_result"`
	AutoExecuteSafeEligible *bool          `json:"auto_execute_safe_eligible"`
	AutoExecuteSafeReason   *string        `json:"auto_execute_safe_reason"`
	ExecutionExitCode       *int           `json:"execution_exit_code"`
	Stdout                  *string        `json:"stdout"`
	Stderr                  *string        `json:"stderr"`
	ExitCode                int            `json:"exit_code"`

	Trail Trail `json:"-"`
}

// ManualPage is what a command's installed manual page says of its
// words, for a typed line's command no declaration read whole: only when
// explaining (null otherwise). Page, Path and Error are null when they do
// not apply; Text is the first sentence of the paragraph that documents a
// word, null when none does.
type ManualPage struct {
	Command string       `json:"command"`
	Page    *string      `json:"page"`
	Path    *string      `json:"path"`
	About   *string      `json:"about"`
	Error   *string      `json:"error"`
	Words   []ManualWord `json:"words"`
}

// ManualWord is one word of the line (or an option with its value) as
// its page reads it: kind is option, operand, end-of-options or
// undocumented; operand is the synopsis's name for an operand.
type ManualWord struct {
	Words      string  `json:"words"`
	Kind       string  `json:"kind"`
	Operand    *string `json:"operand"`
	Synopsis   bool    `json:"named_in_synopsis"`
	Text       *string `json:"text"`
	Documented bool    `json:"documented"`
}

// manualPages is the report of an outcome's manual pages: null when none
// was asked for.
func manualPages(o *request.Outcome) []ManualPage {
	if o.Request == nil || o.Request.Manual == nil {
		return nil
	}
	out := []ManualPage{}
	for _, e := range o.Manual {
		m := ManualPage{Command: strings.Join(e.Command, " "), Words: []ManualWord{}}
		if e.Err != nil {
			m.Error = str(e.Err.Error())
		}
		if p := e.Page; p != nil {
			m.Page, m.Path, m.About = str(p.String()), str(p.Path), str(p.About)
		}
		for _, w := range e.Words {
			mw := ManualWord{Words: w.Words, Kind: string(w.Kind), Operand: str(w.Operand), Synopsis: w.Synopsis, Documented: w.Explained()}
			if w.Entry != nil {
				mw.Text = str(manpage.Sentence(w.Entry.Text, 400))
			}
			m.Words = append(m.Words, mw)
		}
		out = append(out, m)
	}
	return out
}

// Stage is one command of a pipeline or list: its argv, its family (null
// when it has none), its own risk and its redirections as plain text
// ("2>&1", "> out.txt").
type Stage struct {
	Argv         []string `json:"argv"`
	Family       *string  `json:"command_family"`
	Risk         string   `json:"risk_level"`
	Redirections []string `json:"redirections"`
}

// notShared are the --json keys whose value the audit line does not take
// from the report, and why: the trail records what was asked, decided and
// run, never what a command printed, and nothing it cannot redact.
var notShared = []string{
	"request",                       // recorded as user_input: for a fix, the failed command
	"stage",                         // confirmation_result says it in the original's words
	"error",                         // recorded as the underlying error, not as shown (Trail.Error)
	"hint",                          // advice for the person, not a fact
	"ambiguity_follow_up_questions", // fixed text, the same every time
	"arguments",                     // model-chosen values, in no form redaction can read
	"summary",                       // the model's prose
	"explanation",                   // the model's prose
	"manual_pages",                  // the pages' prose, read from files on the machine
	"notes",                         // the model's prose
	"confirmation_level",            // follows from risk_level and proposal_mode
	"execution_exit_code",           // recorded even when the command did not start (Trail.ExecutionExitCode)
	"stdout",                        // a command's output is never recorded; its size is
	"stderr",                        // a command's output is never recorded; its size is
	"exit_code",                     // oterminus's own status; the trail records the command's
}

// redactedTexts are the shared keys holding text a person or a model
// wrote; the audit redacts them when redaction is on. The JSON object
// goes to the person's own stdout, as the preview does, and is not.
var redactedTexts = []string{"ambiguity_reason", "ambiguity_safe_options", "rendered_command", "warnings", "rejection_reasons", "writes", "unread", "dangers"}

// Trail is what only the audit line records.
type Trail struct {
	EventID, Interface, RunMode string
	UserInput                   string
	Start                       time.Time
	AutoEnabled                 bool
	TwoPress                    bool
	Redact                      bool
	Error                       string // the underlying error, or the execution's
	ExecutionExitCode           any    // the exit code, or nil
	Exec                        *execute.Result
	Outcome                     *request.Outcome
	Failure                     *request.FailureOutcome
}

// After is what the caller did with an outcome.
type After struct {
	EventID   string
	Start     time.Time
	Shell     string
	Interface string // "cli" or "widget"
	RunMode   string // execute, dry-run, explain, translate, explain-key, fix-last, explain-last
	// Shown is the error as the person was shown it, with its hint; the
	// outcome's own error is recorded in the audit.
	Shown             error
	ConfirmationLevel string
	Confirmation      string // see the confirmation results above
	TwoPress          bool   // inserted by the second press of a two-press confirmation
	// Failure is set for an explanation of the last failed command.
	Failure      *request.FailureOutcome
	AutoEnabled  bool
	AutoEligible *bool
	AutoReason   string
	Exec         *execute.Result
	ExitCode     int
	Redact       bool
}

// NewReport builds the report of a request from its outcome.
func NewReport(o *request.Outcome, a After) *Report {
	r := &Report{
		Request:                 o.Request.Text,
		Shell:                   a.Shell,
		Stage:                   string(o.Stage),
		DirectCommandDetected:   o.Direct,
		AmbiguityDetected:       o.Ambiguity.Ambiguous,
		AmbiguityReason:         str(o.Ambiguity.Reason),
		AmbiguitySafeOptions:    nonNil(o.Ambiguity.Options),
		AmbiguityFollowUps:      nonNil(o.Ambiguity.FollowUps),
		Notes:                   []string{},
		Argv:                    []string{},
		Stages:                  []Stage{},
		Writes:                  []string{},
		Unread:                  []string{},
		Dangers:                 []string{},
		Warnings:                []string{},
		RejectionReasons:        []string{},
		ConfirmationLevel:       str(a.ConfirmationLevel),
		ConfirmationResult:      a.Confirmation,
		AutoExecuteSafeEligible: a.AutoEligible,
		AutoExecuteSafeReason:   str(a.AutoReason),
		ExitCode:                a.ExitCode,
		Trail: Trail{
			EventID: a.EventID, Interface: a.Interface, RunMode: a.RunMode, UserInput: input(o), Start: a.Start,
			AutoEnabled: a.AutoEnabled, TwoPress: a.TwoPress, Redact: a.Redact, Exec: a.Exec,
			Outcome: o, Failure: a.Failure,
		},
	}
	if a.Shown != nil {
		r.Error = str(a.Shown.Error())
		var h interface{ Hint() string }
		if errors.As(a.Shown, &h) {
			r.Hint = str(h.Hint())
		}
	}
	switch {
	case o.InputErr != nil:
		r.Trail.Error = o.InputErr.Error()
	case o.PlannerErr != nil:
		r.Trail.Error = o.PlannerErr.Error()
	}
	if o.Route != nil {
		r.RoutedCategory = str(o.Route.Category)
	}
	if p := o.Proposal; p != nil {
		r.ProposalOrigin = str(string(p.Origin))
		r.ProposalMode = str(string(p.Mode))
		r.CommandFamily = str(p.Family)
		r.Arguments = p.ArgumentsObject()
		r.Summary, r.Explanation = str(p.Summary), str(p.Explanation)
		r.Notes = nonNil(p.Notes)
	}
	r.ManualPages = manualPages(o)
	v := o.Validation
	if a.Confirmation == Inserted && o.Corrected != nil && o.Corrected.Validation != nil {
		// A typo was corrected and the correction inserted: the command
		// the line now holds is the corrected one, as the typed line is
		// for KeptTyped below. What the person typed stays the user_input.
		v = o.Corrected.Validation
	}
	if v != nil {
		accepted := v.Accepted()
		r.ValidationAccepted = &accepted
		// A refused command reports the risk the validator assessed, as
		// the original does: "safe" for a refused 'ls | wc -l' from the
		// model, "dangerous" for a background job.
		risk := v.Risk.String()
		r.RiskLevel = &risk
		r.RenderedCommand = str(v.Rendered())
		if a.Confirmation == KeptTyped {
			// The line stayed as typed: that is what Enter runs, not a
			// rendering nobody inserted.
			r.RenderedCommand = str(o.Request.Text)
		}
		r.Argv, r.Warnings, r.RejectionReasons = nonNil(v.Argv), nonNil(v.Warnings), nonNil(v.Reasons)
		r.Writes = nonNil(v.Writes)
		line := o.Line
		if v != o.Validation {
			line = o.Corrected.Line
		}
		lineReport(r, line)
		for _, st := range v.Stages {
			s := Stage{Argv: nonNil(st.Argv), Risk: st.Risk.String(), Redirections: []string{}}
			if st.Family != nil {
				s.Family = str(st.Family.Name)
			}
			for _, red := range st.Redirects {
				s.Redirections = append(s.Redirections, red.String())
			}
			r.Stages = append(r.Stages, s)
		}
	}
	if x := a.Exec; x != nil {
		code := x.ExitCode
		r.Trail.ExecutionExitCode = code
		if x.Err != nil {
			r.Trail.Error = x.Err.Error()
		} else {
			r.ExecutionExitCode = &code
			r.Stdout, r.Stderr = &x.Stdout.Text, &x.Stderr.Text
		}
	}
	return r
}

// JSON is the --json object.
func (r *Report) JSON() ([]byte, error) {
	return json.MarshalIndent(r, "", "  ")
}

// WriteJSON writes the --json object, escaped for a terminal, and a
// newline.
func (r *Report) WriteJSON(w io.Writer) error {
	data, err := r.JSON()
	if err != nil {
		return err
	}
	_, err = w.Write(append(termtext.EscapeJSON(data), '\n'))
	return err
}

// Event builds the audit line of the request: the original's fields
// (upstream-spec §16.2), then the widget's.
func (r *Report) Event() Event {
	t := r.Trail
	o := t.Outcome
	text, argv := redact.Text, redact.Argv
	if !t.Redact {
		text, argv = func(s string) string { return s }, func(a []string) []string { return a }
	}
	ev := shared(r)
	for _, key := range redactedTexts {
		switch v := ev[key].(type) {
		case string:
			ev[key] = text(v)
		case []string:
			ev[key] = texts(v, text)
		}
	}
	ev["argv"] = argv(r.Argv)
	stages := make([]Stage, 0, len(r.Stages))
	for _, st := range r.Stages {
		st.Argv, st.Redirections = argv(st.Argv), texts(st.Redirections, text)
		stages = append(stages, st)
	}
	ev["stages"] = stages
	for key, value := range map[string]any{
		"event":                         KindRequest,
		"event_id":                      t.EventID,
		"timestamp":                     Timestamp(t.Start),
		"interface":                     t.Interface,
		"run_mode":                      t.RunMode,
		"user_input":                    text(t.UserInput),
		"planner_invoked":               o.Plan != nil || o.PlannerErr != nil,
		"planner_skipped":               o.Plan == nil && o.PlannerErr == nil,
		"planner_skip_reason":           skipReason(o),
		"auto_execute_safe_enabled":     t.AutoEnabled,
		"execution_exit_code":           t.ExecutionExitCode,
		"stdout_truncated":              false,
		"stderr_truncated":              false,
		"stdout_original_chars":         nil,
		"stderr_original_chars":         nil,
		"stdout_visible_chars":          nil,
		"stderr_visible_chars":          nil,
		"rerun_source_history_id":       nil,
		"duration_ms":                   time.Since(t.Start).Milliseconds(),
		"timings_ms":                    timings(o.Timings, time.Since(t.Start)),
		"failure_explanation_requested": false,
		"failure_explanation_generated": false,
		"failure_explanation_error":     nil,
		"failure_suggested_next_action": nil,
		"failure_stderr_summary":        nil,
		"context_sources":               contextSources(o.Context),
		"model":                         nil,
		"model_chosen":                  false,
		"planner_repaired":              false,
		"two_press":                     t.TwoPress,
		"error":                         nil,
	} {
		ev[key] = value
	}
	if t.Error != "" {
		ev["error"] = text(t.Error)
	}
	if o.Plan != nil {
		ev["model"], ev["model_chosen"], ev["planner_repaired"] = o.Plan.Model, o.Plan.ModelChosen, o.Plan.Repaired
	}
	if f := t.Failure; f != nil {
		ev["failure_explanation_requested"] = true
		ev["failure_explanation_generated"] = f.Explanation != nil
		if f.Err != nil {
			ev["failure_explanation_error"] = text(f.Err.Error())
		}
		if f.SuggestionShown {
			ev["failure_suggested_next_action"] = text(f.Suggestion.Validation.Text)
		}
		if f.Explanation != nil {
			ev["model"] = f.Explanation.Model
		}
	}
	if x := t.Exec; x != nil {
		ev["execution_ms"] = x.Duration.Milliseconds()
		// The original's audit has it among the timings; both are kept.
		ev["timings_ms"].(map[string]int64)["execution_ms"] = x.Duration.Milliseconds()
		if !x.Raw && x.Err == nil {
			ev["stdout_truncated"], ev["stderr_truncated"] = x.Stdout.Truncated, x.Stderr.Truncated
			ev["stdout_original_chars"], ev["stderr_original_chars"] = x.Stdout.OriginalChars, x.Stderr.OriginalChars
			ev["stdout_visible_chars"], ev["stderr_visible_chars"] = visible(x.Stdout), visible(x.Stderr)
		}
	}
	return ev
}

// shared is the report's values the audit line takes as they are: every
// JSON key of Report but notShared's, a pointer as what it points to, or
// nil, so the log's own redaction sees the text. It is written out rather
// than reflected over: reflect's first use cost a cold process on every
// typed command, and TestSharedIsTheReportLessNotShared holds it to the
// struct's tags, so a new field cannot be forgotten here.
func shared(r *Report) Event {
	ev := make(Event, 96) // a report has some seventy keys: no growing
	ev["shell"] = r.Shell
	ev["direct_command_detected"] = r.DirectCommandDetected
	ev["ambiguity_detected"] = r.AmbiguityDetected
	ev["ambiguity_reason"] = value(r.AmbiguityReason)
	ev["ambiguity_safe_options"] = r.AmbiguitySafeOptions
	ev["routed_category"] = value(r.RoutedCategory)
	ev["proposal_origin"] = value(r.ProposalOrigin)
	ev["proposal_mode"] = value(r.ProposalMode)
	ev["command_family"] = value(r.CommandFamily)
	ev["risk_level"] = value(r.RiskLevel)
	ev["checked"] = value(r.Checked)
	ev["line_risk"] = value(r.LineRisk)
	ev["unread"] = r.Unread
	ev["unread_at_most"] = value(r.UnreadAtMost)
	ev["dangers"] = r.Dangers
	ev["validation_accepted"] = value(r.ValidationAccepted)
	ev["rendered_command"] = value(r.RenderedCommand)
	ev["argv"] = r.Argv
	ev["stages"] = r.Stages
	ev["writes"] = r.Writes
	ev["warnings"] = r.Warnings
	ev["rejection_reasons"] = r.RejectionReasons
	ev["confirmation_result"] = r.ConfirmationResult
	ev["auto_execute_safe_eligible"] = value(r.AutoExecuteSafeEligible)
	ev["auto_execute_safe_reason"] = value(r.AutoExecuteSafeReason)
	return ev
}

// value is what p points to, or nil.
func value[T any](p *T) any {
	if p == nil {
		return nil
	}
	return *p
}

func skipReason(o *request.Outcome) any {
	if r := o.PlannerSkipReason(); r != "" {
		return r
	}
	return nil
}

func texts(list []string, text func(string) string) []string {
	out := make([]string, 0, len(list))
	for _, s := range list {
		out = append(out, text(s))
	}
	return out
}

func str(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func nonNil(list []string) []string {
	if list == nil {
		return []string{}
	}
	return list
}

// lineReport records how much of the line was read (checked: full,
// partial or none), its risk as every answer gives it (line_risk: safe,
// write, dangerous or unknown), the words not read, the most they can do
// (null when nothing was left unread) and why the line is dangerous by
// nature.
func lineReport(r *Report, a linerisk.Answer) {
	if a.Checked == "" {
		return
	}
	r.Checked, r.LineRisk = str(string(a.Checked)), str(a.RiskWord())
	if len(a.Unread) > 0 {
		r.UnreadAtMost = str(a.UnreadWord())
	}
	for _, u := range a.Unread {
		r.Unread = append(r.Unread, u.Words)
	}
	r.Dangers = append(r.Dangers, a.Dangers...)
}
