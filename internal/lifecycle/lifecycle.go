// Package lifecycle runs one request through the stages in the original's
// order (upstream-spec §3), each once: the text is checked (CheckInput);
// direct detection decides whether it is a typed command or a request;
// a request's wording is read once (package wording) and handed to the
// ambiguity stage, then to the router for its route and shortcuts; then
// the planner, validation and policy. A stage that stops the request
// (a vague request, a planner error) ends it there.
//
// This package decides the order and which stage's answer ends a request,
// and records how long each stage took; of its own it decides only that a
// model's experimental command its declaration read completely is checked
// as structured (normalised) and that a fix repeating the failed command
// is refused (Fix). Beyond those two it may not decide what a request
// means or whether a command is accepted: the stages are pure and decide
// that. The types the stages hand each other, and a request's
// Input and Outcome, live in package request: only callers that run a
// request import lifecycle. What happens next (preview, widget output,
// confirmation, execution) belongs to the caller.
package lifecycle

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/oterminus/oterminus/internal/ambiguity"
	"github.com/oterminus/oterminus/internal/linerisk"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/project"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/router"
	"github.com/oterminus/oterminus/internal/typed"
	"github.com/oterminus/oterminus/internal/validate"
	"github.com/oterminus/oterminus/internal/wording"
)

// MaxRequestBytes bounds a request: anything longer is not something a
// person typed at a prompt, and would only make the planner slow.
const MaxRequestBytes = 8 << 10

// ErrNoPlanner is returned when a request needs the planner and none is
// configured.
var ErrNoPlanner = errors.New("no planner is configured for natural-language requests")

// directInput is what direct detection reads of the request.
func directInput(req *request.Input) typed.Input {
	env := req.Reader
	if env.Dir == "" {
		env.Dir = req.Dir
	}
	if env.Home == "" {
		env.Home = req.Home
	}
	return typed.Input{Registry: req.Registry, Scope: req.Policy.Scope(req.Platform), Shell: req.Dialect.Name(), Reader: env,
		FirstWord: req.FirstWord, LookPath: req.LookPath}
}

// CheckInput refuses text no stage should see.
func CheckInput(text string) error {
	switch {
	case strings.TrimSpace(text) == "":
		return errors.New("the request is empty")
	// "the line": it may be a typed command as well as a request, and
	// which of the two it is was not decided yet.
	case len(text) > MaxRequestBytes:
		return fmt.Errorf("the line is %d bytes; the limit is %d", len(text), MaxRequestBytes)
	case !utf8.ValidString(text):
		return errors.New("the line is not valid UTF-8 text")
	}
	return nil
}

// Run takes a request through the lifecycle.
func Run(ctx context.Context, req *request.Input) *request.Outcome {
	out := &request.Outcome{Request: req}
	if err := CheckInput(req.Text); err != nil {
		out.Stage, out.InputErr = request.StageInvalid, err
		return out
	}
	scope := req.Policy.Scope(req.Platform)

	start := time.Now()
	var p *proposal.Proposal
	isDirect := false
	// A request recalled from history is a request, never a typed
	// command: direct detection has nothing to decide. Nor has it for a
	// shortcut's exact phrase, which is English whatever program its
	// first word names on this machine.
	if !req.Recalled && !(req.Shortcuts && router.IsShortcutPhrase(wording.Read(req.Text))) {
		p, isDirect = typed.Detect(req.Text, directInput(req))
	}
	out.Timings.Measure("direct_command_detection_ms", start)
	out.Direct = isDirect
	if isDirect && p.Correction != nil {
		// A typo of a declared word: the line as typed is judged as
		// typed; the corrected line is checked on its own, to offer.
		out.Correction, out.Corrected = p.Correction, corrected(req, p.Correction)
		p.Correction = nil
	}
	if isDirect && len(p.Undeclared) > 0 {
		// The person's line, with a program oterminus has no
		// declaration for: it stays as typed and goes nowhere. It is
		// still validated, so --json and the audit keep the original's
		// fields (its risk, the reasons it would not run it itself).
		check(req, p, out)
		out.Stage = request.StageUnchecked
		explainFromManual(req, out)
		return out
	}

	if !isDirect {
		// A request: its wording is read here, once, for every stage
		// that reads words (counted with the first of them, as the
		// original's audit has no key for it).
		start = time.Now()
		words := wording.Read(req.Text)
		out.Ambiguity = ambiguity.Detect(words, req.Registry, req.Dir)
		out.Timings.Measure("ambiguity_detection_ms", start)
		if out.Ambiguity.Ambiguous {
			out.Stage = request.StageAmbiguous
			return out
		}
		start = time.Now()
		route := router.Route(words, req.Registry, scope)
		out.Timings.Measure("routing_ms", start)
		out.Route = &route
		if req.Shortcuts {
			start = time.Now()
			p, out.ShortcutRule, _ = router.Shortcut(words, req.Registry, scope)
			out.Timings.Measure("deterministic_shortcut_ms", start)
		}
		if p == nil {
			out.Plan, out.PlannerErr = plan(ctx, req, out, route, scope)
			if out.Plan != nil {
				p = out.Plan.Proposal
			}
			if out.PlannerErr != nil {
				out.Stage = request.StagePlannerError
				return out
			}
		}
	}
	check(req, p, out)
	if isDirect {
		explainFromManual(req, out)
	}
	return out
}

// explainFromManual explains from its manual page each command of a
// typed line that no declaration read whole: a program with no
// declaration, or a declared one whose words the declaration did not
// accept. Only when the request asks for it (req.Manual); the pages say
// what the words are, and check nothing.
func explainFromManual(req *request.Input, out *request.Outcome) {
	v := out.Validation
	if req.Manual == nil || v == nil {
		return
	}
	start := time.Now()
	if len(v.Stages) == 0 {
		if v.Typed == nil && len(v.Argv) > 0 {
			out.Manual = append(out.Manual, req.Manual.Explain(v.Argv))
		}
	}
	for _, st := range v.Stages {
		if st.Typed == nil && len(st.Argv) > 0 {
			out.Manual = append(out.Manual, req.Manual.Explain(st.Argv))
		}
	}
	out.Timings.Measure("manual_page_ms", start)
}

// corrected is the outcome of a typed line with its typo corrected, or
// nil when the corrected line is no command oterminus reads.
func corrected(req *request.Input, c *proposal.Correction) *request.Outcome {
	p, ok := typed.Detect(c.Text, directInput(req))
	if !ok || len(p.Undeclared) > 0 {
		return nil
	}
	p.Correction = nil
	fixed := *req
	fixed.Text = c.Text
	out := &request.Outcome{Request: &fixed, Direct: true}
	check(&fixed, p, out)
	return out
}

// ModelLine is a command line a model wrote outside the planner's
// reply (the last line of an ask's answer), read as the planner reads a
// command-contract reply (typed.ModelLine) and checked as any proposal
// of the planner's: no variables, no assignments, nothing read only when
// typed, and the widget's two-press rule for what is dangerous or
// experimental. The error says why the line is not one: it is prose
// (typed.ErrNotACommand), or it does what a model's line may not.
func ModelLine(req *request.Input, line string) (*request.Outcome, error) {
	if err := CheckInput(line); err != nil {
		return nil, err
	}
	p, err := typed.ModelLine(line, directInput(req))
	if err != nil {
		return nil, err
	}
	return Check(req, p), nil
}

// Check validates a proposal that is already known, such as one stored
// for a second key press: validation and policy run again, with the
// current configuration.
func Check(req *request.Input, p *proposal.Proposal) *request.Outcome {
	out := &request.Outcome{Request: req}
	check(req, p, out)
	return out
}

func check(req *request.Input, p *proposal.Proposal, out *request.Outcome) {
	start := time.Now()
	in := validate.Input{Registry: req.Registry, Platform: req.Platform, Project: &project.Lazy{Dir: req.Dir}, Dialect: req.Dialect, Home: req.Home}
	v := validate.Check(p, in)
	if n := normalised(p, v); n != nil {
		p, v = n, validate.Check(n, in)
	}
	out.Proposal = p
	if len(v.Argv) > 0 {
		out.Family = req.Registry.ForProgram(v.Argv[0])
	}
	checks := []policy.Check{{
		Family: out.Family, Named: req.Registry.Family(p.Family),
		Argv: v.Argv, Typed: v.Typed, Risk: v.Risk, Dir: req.Dir, Home: req.Home, Writes: v.Writes, Reads: v.Reads,
	}}
	for _, st := range v.Stages { // a pipeline or list: each stage as a command of its own
		checks = append(checks, policy.Check{Family: st.Family, Argv: st.Argv, Typed: st.Typed, Risk: st.Risk, Dir: req.Dir, Home: req.Home})
	}
	// A change in a place whose content something runs later (a
	// directory on PATH, a startup file, systemd units, ...) is dangerous
	// whatever wrote it; the warning names the place and why.
	for i := range checks {
		for _, why := range req.Policy.RunLater(checks[i]) {
			checks[i].Risk, v.Risk = registry.Dangerous, registry.Dangerous
			if i > 0 {
				v.Stages[i-1].Risk = registry.Dangerous
			}
			if !slices.Contains(v.Warnings, why) {
				v.Warnings = append(v.Warnings, why)
			}
		}
	}
	for _, ch := range checks {
		for _, reason := range req.Policy.Reasons(ch) {
			if !slices.Contains(v.Reasons, reason) {
				v.Reasons = append(v.Reasons, reason)
			}
		}
	}
	out.Timings.Measure("validation_ms", start)
	out.Validation = v
	out.Line = linerisk.Of(p, v, req.Registry)
	out.Stage = request.StageRejected
	if v.Accepted() {
		out.Stage = request.StageAccepted
	}
}

func plan(ctx context.Context, req *request.Input, out *request.Outcome, route request.Route, scope registry.Scope) (*request.Plan, error) {
	if req.Planner == nil {
		return nil, ErrNoPlanner
	}
	gather(ctx, req, out)
	start := time.Now()
	defer out.Timings.Measure("planner_ms", start)
	p, err := req.Planner.Plan(ctx, request.Task{
		Text: req.Text, Route: route, Platform: req.Platform, Scope: scope,
		Shell: req.Dialect.Name(), Dir: req.Dir, Context: out.Context, Failed: out.Fixing,
	})
	if err == nil && (p == nil || p.Proposal == nil) {
		err = errors.New("the planner returned no proposal")
	}
	return p, err
}

// gather collects the context once per outcome.
func gather(ctx context.Context, req *request.Input, out *request.Outcome) {
	if req.Gather == nil || out.Context != nil {
		return
	}
	start := time.Now()
	out.Context = req.Gather(ctx)
	out.Timings.Measure("context_ms", start)
}

// NormalisedNote says why a model's experimental command is reported as
// structured.
const NormalisedNote = "The model proposed this as experimental text; its family's declaration read every word, so it is checked and confirmed as a structured command."

// normalised is a model's experimental command that its family's
// declaration read completely, with nothing else refusing it, as the
// structured proposal it then is (the original normalises experimental
// text its structured parser reads, upstream-spec §11): mode structured,
// the declaration's reading as its arguments, no command text. It is nil
// for anything else: a typed line stays as typed, and experimental text
// the declaration did not read stays experimental, which needs EXECUTE
// EXPERIMENTAL (or the widget's second press).
func normalised(p *proposal.Proposal, v *validate.Result) *proposal.Proposal {
	if p.Origin != proposal.OriginPlanner || p.Mode != proposal.Experimental || p.Compound != nil || v.Typed == nil || !v.Accepted() {
		return nil
	}
	n := *p
	n.Mode, n.Family, n.Argv, n.Command = proposal.Structured, v.Typed.Family.Name, slices.Clone(v.Argv), ""
	n.Notes = slices.Clone(p.Notes)
	if !slices.Contains(n.Notes, NormalisedNote) {
		n.Notes = append(n.Notes, NormalisedNote)
	}
	return &n
}
