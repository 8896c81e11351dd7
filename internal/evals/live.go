package evals

import (
	"errors"
	"slices"
	"time"

	"github.com/oterminus/oterminus/internal/planner"
	"github.com/oterminus/oterminus/internal/request"
)

// LiveRow is how the live model did on one case that needed it.
type LiveRow struct {
	Case          *Case
	Contract      string // the reply contract the model was asked under
	Error         error  // the planner failed
	ParseFailure  bool   // it failed because no reply met the contract, repair included
	Tokens        int64  // reply tokens of the request, repair and retry included
	Accepted      bool
	FamilyMatch   bool
	CommandMatch  *bool // nil when the case names no expected command
	FirstTryValid bool  // the first reply met the contract
	Repaired      bool
	Latency       time.Duration
}

// Live scores a result obtained with a live planner. ok is false for
// cases the model never saw (typed commands, ambiguous requests,
// shortcuts): those do not depend on the model.
func Live(r *Result) (row LiveRow, ok bool) {
	out := r.Outcome
	if out.Plan == nil && out.Stage != request.StagePlannerError {
		return row, false
	}
	row = LiveRow{Case: r.Case}
	for _, t := range out.Timings {
		if t.Name == "planner_ms" {
			row.Latency = t.Duration
		}
	}
	if out.PlannerErr != nil {
		row.Error = out.PlannerErr
		var pe *planner.Error
		row.ParseFailure = errors.As(out.PlannerErr, &pe) && pe.Kind == planner.KindContract
		return row, true
	}
	c := r.Case
	v := out.Validation
	row.Accepted = v.Accepted()
	row.Repaired = out.Plan.Repaired
	row.FirstTryValid = !out.Plan.Repaired
	want := ""
	if c.ExpectedCommandFamily != nil {
		want = *c.ExpectedCommandFamily
	}
	row.FamilyMatch = want == out.Proposal.Family
	if c.ExpectedRenderedCommand != nil {
		match := *c.ExpectedRenderedCommand == v.Rendered()
		row.CommandMatch = &match
	}
	return row, true
}

// LiveSummary totals live rows.
type LiveSummary struct {
	Cases, Errors, ParseFailures, Accepted, FamilyMatches, CommandCases, CommandMatches, FirstTry, Repaired int
	Tokens                                                                                                  int64
	Median, P95                                                                                             time.Duration
}

// MeanTokens is the mean of reply tokens per request.
func (s LiveSummary) MeanTokens() float64 {
	if s.Cases == 0 {
		return 0
	}
	return float64(s.Tokens) / float64(s.Cases)
}

// Summarize totals rows; latencies cover every row, failed ones included.
func Summarize(rows []LiveRow) LiveSummary {
	var s LiveSummary
	var latencies []time.Duration
	for _, r := range rows {
		s.Cases++
		s.Tokens += r.Tokens
		latencies = append(latencies, r.Latency)
		if r.Error != nil {
			s.Errors++
			s.ParseFailures += b2i(r.ParseFailure)
			continue
		}
		s.Accepted += b2i(r.Accepted)
		s.FamilyMatches += b2i(r.FamilyMatch)
		s.FirstTry += b2i(r.FirstTryValid)
		s.Repaired += b2i(r.Repaired)
		if r.CommandMatch != nil {
			s.CommandCases++
			s.CommandMatches += b2i(*r.CommandMatch)
		}
	}
	if len(latencies) > 0 {
		slices.Sort(latencies)
		s.Median = latencies[len(latencies)/2]
		s.P95 = latencies[min(len(latencies)-1, (len(latencies)*95+99)/100-1)]
	}
	return s
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
