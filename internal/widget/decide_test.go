package widget

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/validate"
)

func TestDecideGivesEachPressItsJob(t *testing.T) {
	failed := &request.LastCommand{Text: "git stauts", Status: 1}
	usage := "type a command or a request first; Ctrl-O translates it, Ctrl-X Ctrl-E explains it"
	for _, c := range []struct {
		name string
		p    Press
		want Decision
	}{
		{"a request", Press{Action: "translate", Buffer: "list files"}, Decision{Job: JobTranslate}},
		{"a request to explain", Press{Action: "explain", Buffer: "tar -xzf a.tgz"}, Decision{Job: JobExplain}},
		{"a question", Press{Action: "translate", Buffer: "  ? which files here are biggest "}, Decision{Job: JobAsk, Question: "which files here are biggest"}},
		{"a question without words", Press{Action: "translate", Buffer: "?"}, Decision{Job: JobAsk}},
		{"a question is explained as a line", Press{Action: "explain", Buffer: "? why"}, Decision{Job: JobExplain}},
		{"a continued question", Press{Action: "translate", Buffer: `? why \`},
			Decision{Job: JobNone, Message: []string{`oterminus: the line ends with \, so it continues on the next line: finish it or remove the \; your line is unchanged`},
				Confirmation: "invalid_input", Reason: "the line ends with a backslash"}},
		{"empty after a failure: fix it", Press{Action: "translate", Buffer: "  ", Last: failed, ReadLast: true},
			Decision{Job: JobFixLast}},
		{"empty after a failure: explain it", Press{Action: "explain", Buffer: "", Last: failed, ReadLast: true},
			Decision{Job: JobExplainLast}},
		{"empty, nothing ran", Press{Action: "translate", Buffer: ""},
			Decision{Job: JobNone, Message: []string{"oterminus: " + usage}, Confirmation: "empty_buffer", Reason: "the request is empty"}},
		{"empty after a success", Press{Action: "explain", Buffer: "", Last: &request.LastCommand{Text: "make", Status: 0}, ReadLast: true},
			Decision{Job: JobNone, Message: []string{"oterminus: the last command succeeded: nothing to fix or explain; " + usage},
				Confirmation: "empty_buffer", Reason: "the request is empty"}},
		{"empty after Ctrl-C", Press{Action: "translate", Buffer: "", Last: &request.LastCommand{Text: "make", Status: 130}, ReadLast: true},
			Decision{Job: JobNone, Message: []string{"oterminus: the last command was interrupted (exit status 130), not failed: nothing to fix; " + usage},
				Confirmation: "empty_buffer", Reason: "the request is empty"}},
		{"empty after a failure it may not read", Press{Action: "translate", Buffer: "", Last: failed, ReadLast: false},
			Decision{Job: JobNone, Message: []string{"oterminus: the last command failed, but context.last_command is off, so oterminus does not read it",
				"hint: oterminus config set context.last_command true"}, Confirmation: "empty_buffer", Reason: "the request is empty"}},
		{"a line the shell continues", Press{Action: "translate", Buffer: `ls \ `, Last: failed, ReadLast: true},
			Decision{Job: JobNone, Message: []string{`oterminus: the line ends with \, so it continues on the next line: finish it or remove the \; your line is unchanged`},
				Confirmation: "invalid_input", Reason: "the line ends with a backslash"}},
		{"a continued line is not explained either", Press{Action: "explain", Buffer: `tar -xzf a.tgz \`},
			Decision{Job: JobNone, Message: []string{`oterminus: the line ends with \, so it continues on the next line: finish it or remove the \; your line is unchanged`},
				Confirmation: "invalid_input", Reason: "the line ends with a backslash"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			c.p.Key, c.p.ExplainKey = "Ctrl-O", "Ctrl-X Ctrl-E"
			if got := Decide(c.p); !reflect.DeepEqual(got, c.want) {
				t.Errorf("Decide:\n got %#v\nwant %#v", got, c.want)
			}
		})
	}
}

// accepted is an accepted outcome of a proposal from origin in mode; typed
// says whether the family's declaration read the command word by word.
func accepted(origin proposal.Origin, mode proposal.Mode, risk registry.Risk, typed bool) *request.Outcome {
	o := &request.Outcome{
		Stage:      request.StageAccepted,
		Proposal:   &proposal.Proposal{Origin: origin, Mode: mode, Family: "chmod"},
		Validation: &validate.Result{Risk: risk, Argv: []string{"chmod", "+x", "run.sh"}, Text: "chmod +x run.sh"},
	}
	if typed {
		cmd, err := registry.Default().Family("chmod").ReadArgv(o.Validation.Argv)
		if err != nil {
			panic(err)
		}
		o.Validation.Typed = cmd
	}
	if origin == proposal.OriginPlanner {
		o.Plan = &request.Plan{Model: "m1"}
	}
	return o
}

func TestTranslatedInsertsOnlyWhatNeedsNoSecondPress(t *testing.T) {
	refused := accepted(proposal.OriginPlanner, proposal.Structured, registry.Write, true)
	refused.Stage, refused.Validation.Reasons = request.StageRejected, []string{"Path is outside the project."}
	for _, c := range []struct {
		name string
		o    *request.Outcome
		want Answer
	}{
		// The person's line is theirs: read, answered, and never rewritten.
		{"typed, even dangerous: kept as typed", accepted(proposal.OriginDirect, proposal.Structured, registry.Dangerous, true),
			Answer{Output: Keeping("e1", "oterminus: checked chmod (dangerous)"), Confirmation: "kept_typed"}},
		{"typed and experimental: kept as typed", accepted(proposal.OriginDirect, proposal.Experimental, registry.Write, false),
			Answer{Output: Keeping("e1", "oterminus: checked chmod (write)"), Confirmation: "kept_typed"}},
		{"model, structured write: inserted", accepted(proposal.OriginPlanner, proposal.Structured, registry.Write, true),
			Answer{Output: Output{Action: Insert, EventID: "e1", Buffer: "chmod +x run.sh",
				Message: []string{"oterminus: chmod (structured, risk write, m1)"}}, Confirmation: "inserted"}},
		{"model, experimental but read by its declaration: inserted", accepted(proposal.OriginPlanner, proposal.Experimental, registry.Write, true),
			Answer{Output: Output{Action: Insert, EventID: "e1", Buffer: "chmod +x run.sh",
				Message: []string{"oterminus: chmod (experimental, risk write, m1)"}}, Confirmation: "inserted"}},
		{"model, experimental: shown, waits", accepted(proposal.OriginPlanner, proposal.Experimental, registry.Write, false),
			Answer{Output: Keeping("e1", "oterminus: chmod (experimental, risk write, m1) proposes: chmod +x run.sh",
				"it is experimental: review it before running it; press Ctrl-O again on this line to insert it"),
				Confirmation: "two_press_pending", Wait: true}},
		{"model, dangerous: shown, waits", accepted(proposal.OriginPlanner, proposal.Structured, registry.Dangerous, true),
			Answer{Output: Keeping("e1", "oterminus: chmod (structured, risk dangerous, m1) proposes: chmod +x run.sh",
				"it is dangerous: review it before running it; press Ctrl-O again on this line to insert it"),
				Confirmation: "two_press_pending", Wait: true}},
		{"refused: kept", refused,
			Answer{Output: Keeping("e1", "oterminus: refused chmod (structured, risk write, m1): Path is outside the project."),
				Confirmation: "not_prompted_rejected"}},
		{"invalid: kept", &request.Outcome{Stage: request.StageInvalid, InputErr: errors.New("the request is not valid UTF-8 text")},
			Answer{Output: Keeping("e1", "oterminus: the request is not valid UTF-8 text"), Confirmation: "invalid_input"}},
		{"cancelled: kept", &request.Outcome{Stage: request.StagePlannerError, PlannerErr: fmt.Errorf("asking: %w", context.Canceled)},
			Answer{Output: Keeping("e1", "oterminus: cancelled; your line is unchanged"), Confirmation: "cancelled_by_user"}},
		{"planner failed: kept, with the hint", &request.Outcome{Stage: request.StagePlannerError, PlannerErr: hinted{"cannot reach Ollama", "start it"}},
			Answer{Output: Keeping("e1", "oterminus: cannot reach Ollama", "hint: start it"), Confirmation: "planner_error"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := Translated(c.o, "e1", "Ctrl-O"); !reflect.DeepEqual(got, c.want) {
				t.Errorf("Translated:\n got %#v\nwant %#v", got, c.want)
			}
		})
	}
}

// A write's answer lists what it would change now, under the command
// line's summary, whether it is inserted at once or waits.
func TestAWriteSaysWhatItChanges(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "old.log"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	argv := []string{"find", ".", "-name", "*.log", "-delete"}
	cmd, err := registry.Default().Family("find").ReadArgv(argv)
	if err != nil {
		t.Fatal(err)
	}
	o := &request.Outcome{
		Stage:      request.StageAccepted,
		Request:    &request.Input{Dir: dir, Text: "delete the log files"},
		Proposal:   &proposal.Proposal{Origin: proposal.OriginDirect, Mode: proposal.Structured, Family: "find"},
		Validation: &validate.Result{Risk: registry.Write, Argv: argv, Text: "find . -name '*.log' -delete", Typed: cmd},
	}
	want := []string{"oterminus: checked find (write)", "oterminus: changes 1 path now: ./old.log"}
	if got := Translated(o, "e1", "Ctrl-O"); !reflect.DeepEqual(got.Message, want) || got.Action != Keep {
		t.Errorf("Translated: %#v, want the line kept, saying %q", got, want)
	}
	o.Proposal.Origin = proposal.OriginPlanner
	want = []string{"oterminus: find (structured, risk write)", "oterminus: changes 1 path now: ./old.log"}
	if got := Translated(o, "e1", "Ctrl-O"); !reflect.DeepEqual(got.Message, want) || got.Action != Insert {
		t.Errorf("Translated: %#v, want an insert saying %q", got, want)
	}
	o.Proposal.Origin, o.Validation.Risk = proposal.OriginPlanner, registry.Dangerous
	got := Translated(o, "e1", "Ctrl-O")
	if len(got.Message) != 3 || got.Message[2] != "oterminus: changes 1 path now: ./old.log" || !got.Wait {
		t.Errorf("Translated, waiting: %#v", got)
	}
}

func TestRecheckedInsertsOnlyWhatStillPasses(t *testing.T) {
	o := accepted(proposal.OriginPlanner, proposal.Experimental, registry.Write, false)
	want := Answer{Output: Output{Action: Insert, EventID: "e2", Buffer: "chmod +x run.sh",
		Message: []string{"oterminus: chmod (experimental, risk write, m1), inserted on the second press"}}, Confirmation: "inserted"}
	if got := Rechecked(o, "e2"); !reflect.DeepEqual(got, want) {
		t.Errorf("still accepted:\n got %#v\nwant %#v", got, want)
	}
	o.Stage, o.Validation.Reasons = request.StageRejected, []string{"chmod is not allowed by policy."}
	want = Answer{Output: Keeping("e2", "oterminus: refused chmod (experimental, risk write, m1): chmod is not allowed by policy."),
		Confirmation: "not_prompted_rejected"}
	if got := Rechecked(o, "e2"); !reflect.DeepEqual(got, want) {
		t.Errorf("refused on the second press:\n got %#v\nwant %#v", got, want)
	}
}

type hinted struct{ msg, hint string }

func (h hinted) Error() string { return h.msg }
func (h hinted) Hint() string  { return h.hint }

// TestADangerousCorrectionWaits (issue 34 class 6): a typo's corrected
// line is oterminus's, so a dangerous one is shown and waits for a second
// press, as a model's proposal does; any other corrected line is
// inserted at once; the second press inserts it only if the line still
// gives the same correction.
func TestADangerousCorrectionWaits(t *testing.T) {
	typo := func(risk registry.Risk) *request.Outcome {
		o := accepted(proposal.OriginDirect, proposal.Structured, risk, true)
		o.Correction = &proposal.Correction{From: "chmd", To: "chmod", Text: "chmod +x run.sh"}
		o.Corrected = accepted(proposal.OriginDirect, proposal.Structured, risk, true)
		return o
	}
	got := Translated(typo(registry.Dangerous), "e1", "Ctrl-O")
	want := Answer{Output: Keeping("e1", "oterminus: corrected chmd -> chmod: checked chmod (dangerous)",
		"oterminus: the corrected line: chmod +x run.sh",
		"it is dangerous: review it before running it; press Ctrl-O again on this line to insert it"),
		Confirmation: "two_press_pending", Wait: true}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("dangerous correction, first press:\n got %#v\nwant %#v", got, want)
	}
	got = Translated(typo(registry.Write), "e1", "Ctrl-O")
	if got.Action != Insert || got.Buffer != "chmod +x run.sh" || got.Wait {
		t.Errorf("a write's correction: %#v, want it inserted at once", got)
	}
	a, ok := CorrectionRechecked(typo(registry.Dangerous), "chmod +x run.sh", "e2")
	if !ok || a.Action != Insert || a.Buffer != "chmod +x run.sh" || a.Message[0] != "oterminus: corrected chmd -> chmod: checked chmod (dangerous), inserted on the second press" {
		t.Errorf("second press: %v %#v", ok, a)
	}
	if _, ok := CorrectionRechecked(typo(registry.Dangerous), "chmod -R 777 /", "e2"); ok {
		t.Error("second press inserted a correction other than the one shown")
	}
}
