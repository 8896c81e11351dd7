package audit

import (
	"time"

	"github.com/oterminus/oterminus/internal/redact"
)

// Event kinds of `oterminus ask`: one line per step the model asked for,
// and one when the ask ends. They share the ask's event_id.
const (
	KindAskStep = "ask_step"
	KindAsk     = "ask"
)

// AskStep is one step of an ask: the tool call, how its command was
// judged and what happened to it.
type AskStep struct {
	EventID  string
	Start    time.Time
	Step     int    // 1-based
	Tool     string // run_command, list_directory, ...
	Text     string // the command text judged last (the person's edit, if any)
	Proposed string // the model's text, when the person modified it
	Command  string // the rendered, validated command; "" when refused
	Family   string
	Risk     string
	Tier     string // safe, network, secret, write, dangerous, experimental or refused
	// Network and Secrets say what the step reaches: another host, and
	// the secret-bearing files it reads.
	Network  bool
	Secrets  []string
	Outcome  string // ran, refused, declined, modified, no_terminal, interrupted, ...
	Reason   string // why it was refused or did not run
	ExitCode *int   // set when it ran
	Dir      string // the session's working directory when it ran
	Duration time.Duration
	Redact   bool
}

// AskEnd is how an ask ended.
type AskEnd struct {
	EventID  string
	Start    time.Time
	Question string
	Answer   string
	Model    string
	Role     string
	Steps    int
	End      string // answered, step_limit, time_budget, interrupted, model_error
	CutOff   bool   // the answer stopped at the model's token limit
	Duration time.Duration
	Redact   bool
}

// maxAskText bounds the question and answer kept in the audit.
const maxAskText = 4000

// AskStepEvent builds the audit line of one step.
func AskStepEvent(s AskStep) Event {
	text := keepOrRedact(s.Redact)
	ev := Event{
		"event": KindAskStep, "event_id": s.EventID, "timestamp": Timestamp(s.Start), "step": s.Step,
		"tool": s.Tool, "user_input": text(s.Text), "rendered_command": text(s.Command), "command_family": s.Family,
		"risk_level": s.Risk, "tier": s.Tier, "confirmation_result": s.Outcome, "reason": text(s.Reason),
		"exit_code": nil, "cwd": text(s.Dir), "duration_ms": s.Duration.Milliseconds(),
	}
	if s.Network {
		ev["contacts_network"] = true
	}
	if len(s.Secrets) > 0 {
		ev["secret_reads"] = s.Secrets
	}
	if s.Proposed != "" {
		ev["proposed_input"] = text(s.Proposed)
	}
	if s.ExitCode != nil {
		ev["exit_code"] = *s.ExitCode
	}
	return ev
}

// AskEvent builds the audit line of an ask's end.
func AskEvent(a AskEnd) Event {
	text := keepOrRedact(a.Redact)
	ev := Event{
		"event": KindAsk, "event_id": a.EventID, "timestamp": Timestamp(a.Start), "interface": "cli", "run_mode": "ask",
		"user_input": text(clipRunes(a.Question, maxAskText)), "answer": text(clipRunes(a.Answer, maxAskText)),
		"model": a.Model, "role": a.Role, "steps": a.Steps, "confirmation_result": a.End,
		"duration_ms": a.Duration.Milliseconds(),
	}
	if a.CutOff {
		ev["answer_cut_off"] = true
	}
	return ev
}

func keepOrRedact(on bool) func(string) string {
	if on {
		return redact.Text
	}
	return func(s string) string { return s }
}

func clipRunes(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
