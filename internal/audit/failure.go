package audit

import (
	"encoding/json"

	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/request"
)

// failureJSON is the --json object of explain --last.
type failureJSON struct {
	FailedCommand       string   `json:"failed_command"`
	ExitStatus          int      `json:"exit_status"`
	LikelyCause         *string  `json:"likely_cause"`
	SuggestedNextAction *string  `json:"suggested_next_action"` // validated and read-only, or null
	Notes               []string `json:"notes"`
	Model               *string  `json:"model"`
	ContextSources      []string `json:"context_sources"`
	Error               *string  `json:"error"`
	ExitCode            int      `json:"exit_code"`
}

// FailureJSON is explain --last's --json object: shown is the error as
// the person is shown it ("" for none), code the exit code.
func FailureJSON(fo *request.FailureOutcome, shown string, code int) ([]byte, error) {
	r := failureJSON{FailedCommand: redact.Text(fo.Failed.Text), ExitStatus: fo.Failed.Status, Notes: []string{},
		ContextSources: []string{}, ExitCode: code}
	for _, it := range fo.Context {
		r.ContextSources = append(r.ContextSources, it.Source)
	}
	r.Error = str(shown)
	if ex := fo.Explanation; ex != nil {
		r.LikelyCause, r.Model, r.Notes = str(redact.Text(ex.Cause)), str(ex.Model), []string{}
		for _, note := range ex.Notes {
			r.Notes = append(r.Notes, redact.Text(note))
		}
		if fo.SuggestionShown {
			r.SuggestedNextAction = str(fo.Suggestion.Validation.Text)
		}
	}
	return json.Marshal(r)
}
