package cli

import (
	"io"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/planning"
	"github.com/oterminus/oterminus/internal/termtext"
)

// writeJSON prints the --json object: the request's report.
func writeJSON(w io.Writer, r *audit.Report) error {
	data, err := r.JSON()
	if err != nil {
		return err
	}
	_, err = w.Write(append(termtext.EscapeJSON(data), '\n'))
	return err
}

// shownError is the lifecycle's error as the person is shown it: a
// planner failure with its hint.
func shownError(o *planning.Outcome) error {
	switch {
	case o.InputErr != nil:
		return o.InputErr
	case o.PlannerErr != nil:
		return plannerFailure(o.PlannerErr)
	}
	return nil
}
