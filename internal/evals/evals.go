// Package evals runs eval case files in the original's JSON format
// (upstream-spec §22): each case feeds a request, and optionally a fixed
// planner reply, through the lifecycle and compares what came out.
//
// It decides whether a case passed and how a run is reported (Report,
// and ReportLive for the live model under each reply contract). It may
// not read flags, the configuration or the environment: the command line
// hands it the cases, the policy mode, the planner and where to write.
package evals

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/lifecycle"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// Case is one eval case. Pointer fields distinguish "not given" from a
// given zero value.
type Case struct {
	ID                              string          `json:"id"`
	UserInput                       string          `json:"user_input"`
	PlannerProposal                 json.RawMessage `json:"planner_proposal"`
	ExpectedMode                    *string         `json:"expected_mode"`
	ExpectedCommandFamily           *string         `json:"expected_command_family"`
	ExpectedRiskLevel               *string         `json:"expected_risk_level"`
	ExpectedAcceptance              *bool           `json:"expected_acceptance"`
	ExpectedRenderedCommand         *string         `json:"expected_rendered_command"`
	ExpectedArgv                    []string        `json:"expected_argv"`
	ExpectedPlannerErrorContains    *string         `json:"expected_planner_error_contains"`
	ExpectedAmbiguityDetected       *bool           `json:"expected_ambiguity_detected"`
	ExpectedAmbiguityReasonContains *string         `json:"expected_ambiguity_reason_contains"`
	ExpectedAmbiguitySafeOptions    []string        `json:"expected_ambiguity_safe_options"`
	PlatformID                      *string         `json:"platform_id"`
	OptionalNotes                   string          `json:"optional_notes"`

	// File is the case file, whose directory is the case's working
	// directory (so project detection sees no markers of this repository).
	File string `json:"-"`
}

func (c *Case) hasProposal() bool {
	trimmed := bytes.TrimSpace(c.PlannerProposal)
	return len(trimmed) > 0 && !bytes.Equal(trimmed, []byte("null"))
}

// Load reads case files; a directory stands for its *.json files in
// sorted order. Unknown keys, missing required keys and duplicate ids are
// errors.
func Load(paths []string) ([]*Case, error) {
	var files []string
	for _, p := range paths {
		info, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !info.IsDir() {
			files = append(files, p)
			continue
		}
		matches, err := filepath.Glob(filepath.Join(p, "*.json"))
		if err != nil {
			return nil, err
		}
		sort.Strings(matches)
		files = append(files, matches...)
	}
	var cases []*Case
	seen := map[string]string{}
	for _, f := range files {
		loaded, err := loadFile(f)
		if err != nil {
			return nil, err
		}
		for _, c := range loaded {
			if other, dup := seen[c.ID]; dup {
				return nil, fmt.Errorf("%s: case id %q is also used in %s", f, c.ID, other)
			}
			seen[c.ID] = f
		}
		cases = append(cases, loaded...)
	}
	if len(cases) == 0 {
		return nil, errors.New("no eval cases found")
	}
	return cases, nil
}

func loadFile(path string) ([]*Case, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var cases []*Case
	if err := dec.Decode(&cases); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	for i, c := range cases {
		c.ID, c.UserInput, c.File = strings.TrimSpace(c.ID), strings.TrimSpace(c.UserInput), path
		if err := c.check(); err != nil {
			return nil, fmt.Errorf("%s: case %d (%q): %v", path, i+1, c.ID, err)
		}
	}
	return cases, nil
}

func (c *Case) check() error {
	if c.ID == "" {
		return errors.New("id is required")
	}
	if c.UserInput == "" {
		return errors.New("user_input is required")
	}
	expectsError := c.ExpectedPlannerErrorContains != nil
	expectsAmbiguity := c.ExpectedAmbiguityDetected != nil && *c.ExpectedAmbiguityDetected
	if !expectsError && !expectsAmbiguity &&
		(c.ExpectedMode == nil || c.ExpectedRiskLevel == nil || c.ExpectedAcceptance == nil) {
		return errors.New("expected_mode, expected_risk_level and expected_acceptance are required")
	}
	return nil
}

// Mismatch is one expectation a case did not meet.
type Mismatch struct {
	Field    string
	Expected any
	Actual   any
}

// Result is the outcome of one case.
type Result struct {
	Case       *Case
	Mismatches []Mismatch
	Outcome    *request.Outcome
	// Superseded says why the case was compared with a new expectation
	// (superseded.go) instead of its own; "" when it was not.
	Superseded string
}

// Passed reports whether every expectation held.
func (r *Result) Passed() bool { return len(r.Mismatches) == 0 }

// replay is the planner of a case: the case's fixed reply, read under the
// strict planner contract.
type replay struct{ c *Case }

func (r replay) Plan(_ context.Context, req request.Task) (*request.Plan, error) {
	if !r.c.hasProposal() {
		return nil, errors.New("the case has no planner_proposal for a request that needs the planner")
	}
	p, err := proposal.Parse(r.c.PlannerProposal, registry.Default(), "")
	return &request.Plan{Proposal: p, Model: "replay"}, err
}

// ParseMode reads the policy mode cases run under (eval --policy-mode):
// one of policy.Modes.
func ParseMode(text string) (policy.Mode, error) {
	var names []string
	for _, m := range policy.Modes {
		if string(m) == text {
			return m, nil
		}
		names = append(names, string(m))
	}
	return "", fmt.Errorf("%q is not one of %s", text, strings.Join(names, ", "))
}

// Options tune a run.
type Options struct {
	PolicyMode policy.Mode // default write
	Planner    request.Planner
	// Dir is the working directory the cases run in. The original's cases
	// assume one that belongs to no project (project_health then renders
	// its poetry forms): "" runs each case in a new empty directory.
	Dir string
}

// Run evaluates one case with the policy the original's runner used:
// mode write, no dangerous opt-in, no allowed roots, no disabled packs,
// shortcuts on.
func Run(ctx context.Context, c *Case, opts Options) *Result {
	platform := runtime.GOOS
	if c.PlatformID != nil {
		platform = *c.PlatformID
	}
	mode := opts.PolicyMode
	if mode == "" {
		mode = policy.ModeWrite
	}
	planner := opts.Planner
	if planner == nil {
		planner = replay{c}
	}
	home, _ := os.UserHomeDir()
	if opts.Dir == "" {
		dir, err := os.MkdirTemp("", "oterminus-eval-")
		if err == nil {
			defer os.RemoveAll(dir)
		}
		opts.Dir = dir
	}
	out := lifecycle.Run(ctx, &request.Input{
		Text: c.UserInput, Platform: platform, Dir: opts.Dir, Home: home,
		Dialect: dialect.Default, Policy: policy.Config{Mode: mode}, Shortcuts: true,
		Registry: registry.Default(), Planner: planner,
	})
	expected, why := supersede(c)
	return &Result{Case: c, Outcome: out, Mismatches: compare(expected, out), Superseded: why}
}

func compare(c *Case, out *request.Outcome) []Mismatch {
	var ms []Mismatch
	add := func(field string, expected, actual any) {
		ms = append(ms, Mismatch{field, expected, actual})
	}
	if out.Stage == request.StageInvalid {
		add("input", "a valid request", out.InputErr.Error())
		return ms
	}
	if !out.Direct {
		if c.ExpectedAmbiguityDetected != nil && *c.ExpectedAmbiguityDetected != out.Ambiguity.Ambiguous {
			add("ambiguity_detected", *c.ExpectedAmbiguityDetected, out.Ambiguity.Ambiguous)
		}
		if out.Ambiguity.Ambiguous {
			if want := c.ExpectedAmbiguityReasonContains; want != nil && !strings.Contains(out.Ambiguity.Reason, *want) {
				add("ambiguity_reason", "contains "+quote(*want), out.Ambiguity.Reason)
			}
			if want := c.ExpectedAmbiguitySafeOptions; want != nil && !slices.Equal(want, out.Ambiguity.Options) {
				add("ambiguity_safe_options", want, out.Ambiguity.Options)
			}
			if c.hasProposal() {
				add("planner_proposal", "none for an ambiguous request", "present")
			}
			return ms
		}
	}
	if out.Stage == request.StagePlannerError {
		want := c.ExpectedPlannerErrorContains
		if want == nil || !strings.Contains(out.PlannerErr.Error(), *want) {
			add("planner_error", ptr(want), out.PlannerErr.Error())
		}
		return ms
	}
	if want := c.ExpectedPlannerErrorContains; want != nil && out.Origin() == proposal.OriginPlanner {
		add("planner_error", "contains "+quote(*want), nil)
	}
	// Mode and risk are compared as reported (--json's and the audit's
	// proposal_mode and risk_level), not as held before reporting.
	p, v := out.Proposal, out.Validation
	reported := audit.NewReport(out, audit.After{})
	if want := c.ExpectedMode; want != nil && (reported.ProposalMode == nil || *want != *reported.ProposalMode) {
		add("mode", *want, reported.ProposalMode)
	}
	wantFamily := ""
	if c.ExpectedCommandFamily != nil {
		wantFamily = *c.ExpectedCommandFamily
	}
	if wantFamily != p.Family {
		add("command_family", nullable(wantFamily), nullable(p.Family))
	}
	if want := c.ExpectedRiskLevel; want != nil && (reported.RiskLevel == nil || *want != *reported.RiskLevel) {
		add("risk_level", *want, reported.RiskLevel)
	}
	if want := c.ExpectedAcceptance; want != nil && *want != v.Accepted() {
		add("acceptance", *want, v.Accepted())
	}
	if want := c.ExpectedRenderedCommand; want != nil && *want != v.Rendered() {
		add("rendered_command", *want, v.Rendered())
	}
	if want := c.ExpectedArgv; want != nil && !slices.Equal(want, v.Argv) {
		add("argv", want, v.Argv)
	}
	return ms
}

func ptr(s *string) any {
	if s == nil {
		return nil
	}
	return "contains " + quote(*s)
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func quote(s string) string { return fmt.Sprintf("%q", s) }

// Repr prints an expected or actual value: JSON, so null, lists and
// strings read unambiguously.
func Repr(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}
