package cli

import (
	"encoding/json"
	"errors"
	"io"

	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/termtext"
)

// jsonResult is the --json object: the original's audit vocabulary plus
// what a script needs to act on the result. Keys are always present;
// values are null when a stage never ran.
type jsonResult struct {
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
	Notes                   []string       `json:"notes"`
	RiskLevel               *string        `json:"risk_level"`
	ValidationAccepted      *bool          `json:"validation_accepted"`
	RenderedCommand         *string        `json:"rendered_command"`
	Argv                    []string       `json:"argv"`
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

func writeJSON(w io.Writer, s *session) error {
	o := s.out
	r := jsonResult{
		Request:                 o.Request.Text,
		Shell:                   o.Request.Dialect.Name,
		Stage:                   string(o.Stage),
		DirectCommandDetected:   o.Direct,
		AmbiguityDetected:       o.Ambiguity.Ambiguous,
		AmbiguityReason:         str(o.Ambiguity.Reason),
		AmbiguitySafeOptions:    nonNil(o.Ambiguity.Options),
		AmbiguityFollowUps:      nonNil(o.Ambiguity.FollowUps),
		Notes:                   []string{},
		Argv:                    []string{},
		Warnings:                []string{},
		RejectionReasons:        []string{},
		ConfirmationResult:      s.report.Confirmation,
		AutoExecuteSafeEligible: s.report.AutoEligible,
		AutoExecuteSafeReason:   str(s.report.AutoReason),
		ExitCode:                s.report.ExitCode,
	}
	var failure error
	switch {
	case o.InputErr != nil:
		failure = o.InputErr
	case o.PlannerErr != nil:
		failure = plannerFailure(o.PlannerErr)
	}
	if failure != nil {
		r.Error = str(failure.Error())
		var h hinter
		if errors.As(failure, &h) {
			r.Hint = str(h.Hint())
		}
	}
	if o.Route != nil {
		r.RoutedCategory = str(o.Route.Category)
	}
	if p := o.Proposal; p != nil {
		r.ProposalOrigin = str(string(p.Origin))
		r.ProposalMode = str(string(p.Mode))
		r.CommandFamily = str(p.Family)
		if p.Args != nil {
			r.Arguments = registry.ArgsObject(p.Args)
		}
		r.Summary, r.Explanation = str(p.Summary), str(p.Explanation)
		r.Notes = nonNil(p.Notes)
	}
	if v := o.Validation; v != nil {
		accepted := v.Accepted()
		risk := v.Risk.String()
		r.RiskLevel, r.ValidationAccepted = &risk, &accepted
		r.RenderedCommand = str(v.Rendered())
		r.Argv, r.Warnings, r.RejectionReasons = nonNil(v.Argv), nonNil(v.Warnings), nonNil(v.Reasons)
		r.ConfirmationLevel = str(string(preview.Confirmation(o)))
	}
	if x := s.report.Exec; x != nil && x.Err == nil {
		code := x.ExitCode
		r.ExecutionExitCode = &code
		r.Stdout, r.Stderr = &x.Stdout.Text, &x.Stderr.Text
	}
	if o.Stage == planning.StageInvalid && r.ConfirmationResult == "" {
		r.ConfirmationResult = "invalid_input"
	}
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(termtext.EscapeJSON(data), '\n'))
	return err
}
