package widget

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/preview"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
)

// The widget's decisions, as plain functions of what the shell reported
// and what the lifecycle found: which job a key press gets, and what its
// outcome does to the buffer. The caller reads the terminal, the
// environment and the pending store, runs the lifecycle, writes the audit
// line and prints the answer.

// Job is what a key press asks for.
type Job string

// Jobs.
const (
	JobNone        Job = "none"         // keep the buffer and say why
	JobTranslate   Job = "translate"    // replace the buffer with the command
	JobExplain     Job = "explain"      // explain the buffer; it stays
	JobFixLast     Job = "fix-last"     // on an empty line: propose a fix of the failed command
	JobExplainLast Job = "explain-last" // on an empty line: say why the command failed
	JobAsk         Job = "ask"          // a line starting with ?: answer the question in the terminal
)

// QuestionPrefix marks a line that is a question for ask rather than a
// request for one command.
const QuestionPrefix = "?"

// Press is one key press as the shell reported it.
type Press struct {
	Action   string // "translate" or "explain": which key
	Buffer   string
	Last     *request.LastCommand // the last command, if the shell reported one
	ReadLast bool                 // context.last_command: oterminus may read it
	// Key and ExplainKey name the keys in messages ("Ctrl-O").
	Key, ExplainKey string
}

// Decision is the job a press gets. With JobNone, the buffer stays and
// Message says why; Confirmation and Reason are what the audit records.
// With JobAsk, Question is the line's question, without the ? (it may be
// empty).
type Decision struct {
	Job          Job
	Message      []string
	Confirmation string
	Reason       string
	Question     string
}

// Decide gives a key press its job. An empty line after a failed command
// is a request about that command; any other empty line, or a line the
// shell would continue (it ends with a backslash), is not a request yet.
// A line starting with ? is a question, when it is to be translated.
func Decide(p Press) Decision {
	switch {
	case strings.TrimSpace(p.Buffer) == "" && p.Last.Failed() && p.ReadLast:
		if p.Action == "explain" {
			return Decision{Job: JobExplainLast}
		}
		return Decision{Job: JobFixLast}
	case strings.TrimSpace(p.Buffer) == "":
		return Decision{Job: JobNone, Message: nothingToDo(p), Confirmation: audit.EmptyBuffer, Reason: "the request is empty"}
	case strings.HasSuffix(strings.TrimRight(p.Buffer, " \t"), `\`):
		return Decision{Job: JobNone, Confirmation: audit.InvalidInput, Reason: "the line ends with a backslash",
			Message: []string{`oterminus: the line ends with \, so it continues on the next line: finish it or remove the \; your line is unchanged`}}
	case p.Action == "explain":
		return Decision{Job: JobExplain}
	case strings.HasPrefix(strings.TrimLeft(p.Buffer, " \t"), QuestionPrefix):
		return Decision{Job: JobAsk, Question: strings.TrimSpace(strings.TrimPrefix(strings.TrimLeft(p.Buffer, " \t"), QuestionPrefix))}
	}
	return Decision{Job: JobTranslate}
}

// nothingToDo says why an empty line gave the key nothing to do.
func nothingToDo(p Press) []string {
	usage := fmt.Sprintf("type a command or a request first; %s translates it, %s explains it", p.Key, p.ExplainKey)
	last := p.Last
	switch {
	case last == nil || strings.TrimSpace(last.Text) == "":
		return []string{"oterminus: " + usage}
	case last.Status == 0:
		return []string{"oterminus: the last command succeeded: nothing to fix or explain; " + usage}
	case !last.Failed():
		return []string{fmt.Sprintf("oterminus: the last command was interrupted (exit status %d), not failed: nothing to fix; %s", last.Status, usage)}
	}
	return []string{"oterminus: the last command failed, but context.last_command is off, so oterminus does not read it",
		"hint: oterminus config set context.last_command true"}
}

// Answer is what an outcome does: the output for the shell, what the
// audit records, and whether the proposal waits for a second press.
type Answer struct {
	Output
	Confirmation string
	Wait         bool // remember the proposal; the next press on the same line inserts it
}

// NeedsSecondPress is the two-press rule: a proposal from the model that
// is experimental or dangerous is shown first and inserted only by a
// second press on the unchanged buffer. Commands the person typed are
// theirs already and are never gated; an experimental line that its
// family's declaration read word by word is as checked as a structured
// one.
func NeedsSecondPress(o *request.Outcome) bool {
	experimental := o.Proposal.Mode == proposal.Experimental && o.Validation.Typed == nil
	return o.Origin() == proposal.OriginPlanner && (experimental || o.Validation.Risk == registry.Dangerous)
}

// CorrectionNeedsSecondPress is the two-press rule for a typo's
// correction: the corrected line is one oterminus wrote, so a dangerous
// one (kil -9 PID made kill -9 PID) is shown first and inserted only by
// a second press on the unchanged buffer.
func CorrectionNeedsSecondPress(o *request.Outcome) bool {
	c := o.Corrected
	return o.Correction != nil && c != nil && c.Validation != nil && c.Validation.Risk == registry.Dangerous
}

// correctionInserted puts a typo's corrected line in the buffer, saying
// the change; suffix tells a second press.
func correctionInserted(o *request.Outcome, eventID, suffix string) Answer {
	msg := preview.CorrectedAnswer(o)
	msg[0] += suffix
	return Answer{Output: Output{Action: Insert, EventID: eventID, Buffer: o.Correction.Text, Message: msg},
		Confirmation: audit.Inserted}
}

// CorrectionRechecked answers the second press on a line whose dangerous
// correction was shown: the line was read again, and its correction is
// inserted if it is still the one shown and still passes.
func CorrectionRechecked(o *request.Outcome, shown, eventID string) (Answer, bool) {
	if o.Origin() != proposal.OriginDirect || o.Correction == nil || o.Correction.Text != shown ||
		o.Corrected == nil || !o.Corrected.Accepted() {
		return Answer{}, false
	}
	return correctionInserted(o, eventID, ", inserted on the second press"), true
}

// Translated answers a translate press: an accepted command replaces the
// buffer, unless it needs a second press (key names that key); anything
// else keeps the buffer and says why.
func Translated(o *request.Outcome, eventID, key string) Answer {
	switch o.Stage {
	case request.StageInvalid:
		return keep(audit.InvalidInput, eventID, "oterminus: "+o.InputErr.Error())
	case request.StageAmbiguous:
		return keep(audit.BlockedAmbiguous, eventID, "oterminus: ambiguous request: "+o.Ambiguity.Reason,
			"try instead: "+strings.Join(o.Ambiguity.Options, "; "))
	case request.StagePlannerError:
		return plannerFailed(o.PlannerErr, eventID)
	}
	if o.Origin() == proposal.OriginDirect {
		// The person's own line: read and explained, never rewritten,
		// but for a typo of a declared word, the one change offered,
		// made only when the corrected line passes. The corrected line
		// is oterminus's, not the person's: a dangerous one waits for a
		// second press, as a model's does.
		if c := o.Corrected; c != nil && c.Accepted() {
			if CorrectionNeedsSecondPress(o) {
				a := keep(audit.TwoPressPending, eventID, append(preview.CorrectedAnswer(o),
					"oterminus: the corrected line: "+o.Correction.Text,
					fmt.Sprintf("it is dangerous: review it before running it; press %s again on this line to insert it", key))...)
				a.Wait = true
				return a
			}
			return correctionInserted(o, eventID, "")
		}
		return keep(audit.KeptTyped, eventID, preview.TypedAnswer(o)...)
	}
	if o.Stage == request.StageRejected {
		return keep(audit.NotPromptedRejected, eventID, preview.Line(o))
	}
	text := o.Validation.Text
	if NeedsSecondPress(o) {
		why := "it is experimental: review it before running it"
		if o.Validation.Risk == registry.Dangerous {
			why = "it is dangerous: review it before running it"
		}
		a := keep(audit.TwoPressPending, eventID, withChanges(o, preview.Line(o)+" proposes: "+text,
			fmt.Sprintf("%s; press %s again on this line to insert it", why, key))...)
		a.Wait = true
		return a
	}
	return Answer{Output: Output{Action: Insert, EventID: eventID, Buffer: text, Message: withChanges(o, preview.Line(o))},
		Confirmation: audit.Inserted}
}

// withChanges adds, for a write, the line listing what it would change
// now, so the Enter that runs it is an informed yes.
func withChanges(o *request.Outcome, lines ...string) []string {
	if c := preview.ChangesLine(o); c != "" {
		return append(lines, c)
	}
	return lines
}

// NotRemembered is the answer when a proposal that needs a second press
// could not be stored: it is shown, never inserted.
func NotRemembered(o *request.Outcome, eventID string, err error) Answer {
	return keep(audit.TwoPressPending, eventID, preview.Line(o), "oterminus: cannot remember it for a second press: "+err.Error())
}

// Rechecked answers the second press on a line: the stored proposal,
// validated again under the current policy, is inserted if it still
// passes.
func Rechecked(o *request.Outcome, eventID string) Answer {
	if !o.Accepted() {
		return keep(audit.NotPromptedRejected, eventID, preview.Line(o))
	}
	return Answer{Output: Output{Action: Insert, EventID: eventID, Buffer: o.Validation.Text,
		Message: withChanges(o, preview.Line(o)+", inserted on the second press")}, Confirmation: audit.Inserted}
}

// Explained answers an explain press; the buffer always stays.
func Explained(o *request.Outcome, eventID string) Answer {
	switch o.Stage {
	case request.StageInvalid:
		return keep(audit.InvalidInput, eventID, "oterminus: "+o.InputErr.Error())
	case request.StageAmbiguous:
		return keep(audit.BlockedAmbiguous, eventID, strings.TrimRight(preview.Ambiguity(o, preview.Style{}), "\n"))
	case request.StagePlannerError:
		return plannerFailed(o.PlannerErr, eventID)
	case request.StageUnchecked:
		return keep(audit.Explained, eventID, append([]string{preview.Unchecked(o, preview.Unchanged)}, preview.ManualLines(o)...)...)
	}
	return keep(audit.Explained, eventID, strings.TrimRight(preview.Explain(o, preview.Style{}), "\n"))
}

// ExplainedFailure answers an explain press on an empty line after a
// failed command; the buffer stays.
func ExplainedFailure(fo *request.FailureOutcome, eventID string) Answer {
	if fo.Err != nil {
		return plannerFailed(fo.Err, eventID)
	}
	return keep(audit.Explained, eventID, preview.Failure(fo, preview.Style{})...)
}

// plannerFailed answers a planner error: cancelled by the person, or a
// failure shown with its hint.
func plannerFailed(err error, eventID string) Answer {
	if errors.Is(err, context.Canceled) {
		return keep(audit.CancelledByUser, eventID, "oterminus: cancelled; your line is unchanged")
	}
	msg := []string{"oterminus: " + err.Error()}
	var h interface{ Hint() string }
	if errors.As(err, &h) && h.Hint() != "" {
		msg = append(msg, "hint: "+h.Hint())
	}
	return keep(audit.PlannerError, eventID, msg...)
}

func keep(confirmation, eventID string, message ...string) Answer {
	return Answer{Output: Keeping(eventID, message...), Confirmation: confirmation}
}
