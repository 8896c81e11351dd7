// Package ask answers a question in the terminal with the model's help:
// the model's answer is streamed, and the model may call tools that run
// commands. Every command is untrusted text read by the typed-command
// path (direct detection, validation, policy) exactly as if the person
// had typed it, and runs as the validated argv, never through a shell.
// What happens to a step depends on its tier: a step runs at once only
// when it is local and read-only (safe, contacts no network, reads no
// secret-bearing file); a network step, a step that reads a
// secret-bearing file and a write step wait for the person's yes;
// dangerous and experimental ones need the strong confirmation; refused
// ones go back to the model with the reason. Without a terminal to ask
// on, a step that needs a yes is declined.
//
// It decides a step's fate: how its text is read (NewChecker: the
// typed-command path, with only Variables of the environment), what it
// reaches (network, secret-bearing files), and whether it runs, waits or
// goes back. It may not open the terminal, read flags or the
// configuration file: the command line hands it the policy, a way to ask
// and somewhere to write.
package ask

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/execute"
	"github.com/oterminus/oterminus/internal/planner"
	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/terminal"
	"github.com/oterminus/oterminus/internal/undo"
)

// Model is who the question is put to.
type Model interface {
	Converse(ctx context.Context, turn planner.Turn, onText func(string)) (*planner.Answer, error)
}

// Checked is command text read by the typed-command path.
type Checked struct {
	Command string // the rendered command, from the validated argv
	Argv    []string
	// Compound is set instead of Argv for a pipeline, list or
	// redirection: each stage's validated argv, in order.
	Compound []execute.Pipeline
	Family   string
	Risk     registry.Risk
	Level    policy.Level // the confirmation it needs when it is not safe
	// Refusal is why the text is not run: not a command oterminus reads,
	// or refused by validation or policy. "" when accepted.
	Refusal string
	// Preview is the preview a person reads before saying yes, already
	// escaped for the terminal.
	Preview string
	// Network is set when a command of the step contacts another host:
	// what the step sends leaves the machine.
	Network bool
	// Secrets are the secrets the step reads, whose content would go to
	// the model: secret-bearing files (see SecretFile), a repository's
	// (git show :.env), the environment, a secret variable.
	Secrets []string
	// WriteSet is what a write changes, absolute, for undo to keep before
	// it runs; CannotUndo says why it cannot be kept instead.
	WriteSet   []string
	CannotUndo string
}

// Checker reads text as a command typed in dir.
type Checker func(text, dir string) Checked

// Asker asks the person a question on the terminal and returns the line
// typed. It returns ErrNoTerminal when there is no one to ask.
type Asker func(ctx context.Context, question string) (string, error)

// ErrNoTerminal is an Asker's error when no terminal is available.
var ErrNoTerminal = terminal.ErrNoTerminal

// Defaults.
const (
	DefaultMaxSteps = 8
	DefaultBudget   = 3 * time.Minute
	// foldLines is how many lines of a step's output are shown.
	foldLines = 8
	// maxToolResult bounds what one step sends back to the model.
	maxToolResult = 4000
	// maxCapture bounds what is captured of a step's output, in characters.
	maxCapture = 16000
)

// Config is one ask.
type Config struct {
	Question     string
	Model        Model
	ModelName    string // "" lets the planner choose
	Temperature  float64
	Instructions string   // the role's instructions, added to the system prompt
	Tools        []string // the tools allowed; nil allows all
	Platform     string

	Check Checker
	Ask   Asker
	Out   io.Writer // the terminal the answer and steps are shown on

	Dir, Home   string
	MaxSteps    int
	Budget      time.Duration
	StepTimeout time.Duration // 0: none beyond the budget

	// Audit receives one event per step and one at the end; EventID links
	// them.
	Audit   func(audit.Event)
	EventID string
	Role    string
	Redact  bool

	// Notice is one line shown before the question is sent: the model
	// server is not on this machine. "" says nothing.
	Notice string

	// Undo keeps what a write step changes before it runs after a yes;
	// nil keeps nothing.
	Undo *undo.Store
}

// End is why an ask ended.
type End string

// Ends.
const (
	Answered    End = "answered"
	StepLimit   End = "step_limit"
	TimeBudget  End = "time_budget"
	Interrupted End = "interrupted"
	ModelError  End = "model_error"
)

// Result is how an ask ended.
type Result struct {
	End    End
	Answer string
	Steps  int
	Model  string
	Err    error // ModelError: the planner's error
	// CutOff says the answer stopped at the model's token limit.
	CutOff bool
}

// Run asks the question and loops until the model answers without a tool
// call, or a limit, Ctrl-C (ctx) or a model error ends it.
func Run(ctx context.Context, cfg Config) Result {
	start := time.Now()
	if cfg.MaxSteps <= 0 {
		cfg.MaxSteps = DefaultMaxSteps
	}
	if cfg.Budget <= 0 {
		cfg.Budget = DefaultBudget
	}
	budget, cancel := context.WithTimeout(ctx, cfg.Budget)
	defer cancel()
	if cfg.Notice != "" {
		fmt.Fprintf(cfg.Out, "(%s)\n", escape(cfg.Notice))
	}
	s := &session{cfg: cfg, dir: cfg.Dir}
	res := s.loop(ctx, budget)
	if cfg.Audit != nil {
		cfg.Audit(audit.AskEvent(audit.AskEnd{
			EventID: cfg.EventID, Start: start, Question: cfg.Question, Answer: res.Answer, Model: res.Model,
			Role: cfg.Role, Steps: res.Steps, End: string(res.End), CutOff: res.CutOff, Duration: time.Since(start), Redact: cfg.Redact,
		}))
	}
	return res
}

// session is one ask's persistent state: the conversation and the
// working directory the steps run in.
type session struct {
	cfg      Config
	dir      string
	messages []planner.ChatMessage
	steps    int
	// runLines is set for a model without tool calls: it runs commands
	// by writing RUN: lines (the command-line contract).
	runLines bool
}

func (s *session) loop(ctx, budget context.Context) Result {
	res := Result{Model: s.cfg.ModelName}
	tools := allowedTools(s.cfg.Tools)
	s.messages = []planner.ChatMessage{
		{Role: "system", Content: systemPrompt(s.cfg, tools, false)},
		{Role: "user", Content: s.cfg.Question},
	}
	// ended names why the loop stops when budget is done.
	ended := func() End {
		if ctx.Err() != nil {
			return Interrupted
		}
		return TimeBudget
	}
	for {
		turn := planner.Turn{Model: s.cfg.ModelName, Temperature: s.cfg.Temperature, Messages: s.messages}
		if !s.runLines {
			turn.Tools = plannerTools(tools)
		}
		out := newAnswerWriter(s.cfg.Out)
		answer, err := s.cfg.Model.Converse(budget, turn, out.write)
		out.end()
		if budget.Err() != nil {
			res.End = ended()
			return res
		}
		if errors.Is(err, planner.ErrNoTools) && !s.runLines {
			// A model without tool calls runs commands through RUN: lines.
			s.runLines = true
			s.messages[0].Content = systemPrompt(s.cfg, tools, true)
			fmt.Fprintln(s.cfg.Out, "(this model cannot call tools: it runs commands by writing RUN: lines)")
			continue
		}
		if err != nil {
			res.End, res.Err = ModelError, err
			return res
		}
		res.Model = answer.Model
		res.Answer = strings.TrimSpace(answer.Text)
		calls := answer.ToolCalls
		if s.runLines {
			calls = runLineCalls(complete(answer), tools)
		}
		if len(calls) == 0 {
			res.End, res.CutOff = Answered, answer.CutOff
			if answer.CutOff {
				fmt.Fprintln(s.cfg.Out, "(the answer was cut off at the model's token limit; ask a narrower question for the rest)")
			}
			return res
		}
		s.messages = append(s.messages, planner.ChatMessage{Role: "assistant", Content: answer.Text, ToolCalls: answer.ToolCalls})
		for _, call := range calls {
			if s.steps == s.cfg.MaxSteps {
				res.End, res.Steps = StepLimit, s.steps
				return res
			}
			s.steps++
			result := s.step(budget, call, tools)
			if budget.Err() != nil {
				res.End, res.Steps = ended(), s.steps
				return res
			}
			if s.runLines {
				s.messages = append(s.messages, planner.ChatMessage{Role: "user", Content: fmt.Sprintf("Result of RUN: %s\n%s", call.Arguments["command"], result)})
			} else {
				s.messages = append(s.messages, planner.ChatMessage{Role: "tool", ToolName: call.Name, ToolCallID: call.ID, Content: result})
			}
		}
		res.Steps = s.steps
	}
}

// runLinePrefix starts a command line in the text contract.
const runLinePrefix = "RUN:"

// complete is the answer's text without a last line the token limit cut
// off: a RUN: line there may be a prefix of the command the model meant
// (rm -rf /tmp/build cut to rm -rf /), and is never run.
func complete(a *planner.Answer) string {
	if !a.CutOff {
		return a.Text
	}
	i := strings.LastIndexByte(a.Text, '\n')
	if i < 0 {
		return ""
	}
	return a.Text[:i]
}

// runLineCalls reads the commands of an answer in the text contract: each
// line that starts with RUN: is one run_command call, if the role allows
// it.
func runLineCalls(text string, tools []tool) []planner.ToolCall {
	if findTool(tools, ToolRunCommand) == nil {
		return nil
	}
	var calls []planner.ToolCall
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(strings.Trim(strings.TrimSpace(line), "`"))
		if command, ok := strings.CutPrefix(line, runLinePrefix); ok && len(calls) < 8 {
			calls = append(calls, planner.ToolCall{Name: ToolRunCommand, Arguments: map[string]any{"command": strings.TrimSpace(command)}})
		}
	}
	return calls
}

// step answers one tool call and returns what goes back to the model.
func (s *session) step(ctx context.Context, call planner.ToolCall, tools []tool) string {
	rec := audit.AskStep{EventID: s.cfg.EventID, Start: time.Now(), Step: s.steps, Tool: call.Name, Redact: s.cfg.Redact}
	defer func() {
		rec.Duration = time.Since(rec.Start)
		if s.cfg.Audit != nil {
			s.cfg.Audit(audit.AskStepEvent(rec))
		}
	}()
	t := findTool(tools, call.Name)
	if t == nil {
		rec.Tier, rec.Outcome, rec.Reason = "refused", "unknown_tool", "no such tool"
		fmt.Fprintf(s.cfg.Out, "%s the model called an unknown tool %s\n", s.header(), quoted(call.Name))
		return fmt.Sprintf("There is no tool %q. The tools are: %s.", call.Name, toolNames(tools))
	}
	text, err := t.command(call.Arguments)
	rec.Text = text
	if err != nil {
		rec.Tier, rec.Outcome, rec.Reason = "refused", "bad_arguments", err.Error()
		fmt.Fprintf(s.cfg.Out, "%s %s: %s\n", s.header(), t.name, escape(err.Error()))
		return "The call was not run: " + err.Error()
	}
	return s.command(ctx, text, &rec)
}

// command takes command text through the typed-command path and, by its
// tier, runs it, asks first, or refuses it.
func (s *session) command(ctx context.Context, text string, rec *audit.AskStep) string {
	for {
		c := s.cfg.Check(text, s.dir)
		rec.Text, rec.Command, rec.Family, rec.Risk = text, c.Command, c.Family, c.Risk.String()
		if c.Refusal != "" {
			rec.Tier, rec.Outcome, rec.Reason, rec.Command = "refused", "refused", c.Refusal, ""
			fmt.Fprintf(s.cfg.Out, "%s %s\n  refused: %s\n", s.header(), escape(text), escape(c.Refusal))
			return "oterminus refused this command, so it did not run: " + c.Refusal
		}
		rec.Tier = tier(c)
		rec.Network, rec.Secrets = c.Network, c.Secrets
		if rec.Tier == "safe" {
			fmt.Fprintf(s.cfg.Out, "%s %s  (%s, safe)\n", s.header(), escape(c.Command), escape(c.Family))
			return s.run(ctx, c, rec)
		}
		fmt.Fprintf(s.cfg.Out, "%s %s  (%s, %s)\n%s", s.header(), escape(c.Command), escape(c.Family), rec.Tier, c.Preview)
		if c.Network {
			fmt.Fprintln(s.cfg.Out, "  it contacts the network: what it sends leaves this machine")
		}
		if len(c.Secrets) > 0 {
			fmt.Fprintf(s.cfg.Out, "  it reads secrets, and its output goes to the model (redacted): %s\n", escape(named(c.Secrets)))
		}
		choice, edited, err := s.confirm(ctx, c.Level)
		switch {
		case errors.Is(err, ErrNoTerminal):
			rec.Outcome, rec.Reason = "no_terminal", "no terminal to ask for approval: declined"
			fmt.Fprintln(s.cfg.Out, "  declined: there is no terminal to ask for approval")
			return "The user's approval was needed and there is no terminal to ask on, so the command was declined; it did not run. " + why(rec.Tier)
		case err != nil:
			rec.Outcome, rec.Reason = "interrupted", err.Error()
			return "The command was not run: " + err.Error()
		case choice == approve:
			return s.run(ctx, c, rec)
		case choice == modify:
			fmt.Fprintf(s.cfg.Out, "  modified: %s\n", escape(edited))
			if rec.Proposed == "" {
				rec.Proposed = text
			}
			text = edited
			continue
		}
		rec.Outcome, rec.Reason = "declined", "the user declined"
		fmt.Fprintln(s.cfg.Out, "  declined")
		return "The user declined to run this command; it did not run. Do not run it again; ask or answer instead."
	}
}

// tier is how a checked, accepted command is treated: risk first, and an
// experimental command (not read option by option) is never safe; a safe
// command runs unasked only when it contacts no network and reads no
// secret-bearing file.
func tier(c Checked) string {
	switch {
	case c.Level == policy.VeryStrong:
		return "experimental"
	case c.Risk == registry.Dangerous:
		return "dangerous"
	case c.Risk == registry.Write:
		return "write"
	case c.Network:
		return "network"
	case len(c.Secrets) > 0:
		return "secret"
	}
	return "safe"
}

// maxShown bounds the secrets a question names (cat /proc/*/environ
// reads hundreds).
const maxShown = 5

// named lists secrets for a question, the first maxShown of them.
func named(secrets []string) string {
	if len(secrets) > maxShown {
		return strings.Join(secrets[:maxShown], ", ") + fmt.Sprintf(" and %d more", len(secrets)-maxShown)
	}
	return strings.Join(secrets, ", ")
}

// why tells the model what a declined step's tier asks the user for.
func why(tier string) string {
	switch tier {
	case "network":
		return "Commands that contact the network need the user's approval."
	case "secret":
		return "Reading files that hold secrets (keys, credentials, .env, shell history) or the environment needs the user's approval."
	}
	return "Commands that change files need the user's approval."
}

type choice int

const (
	decline choice = iota
	approve
	modify
)

// confirm asks approve / decline / modify at the confirmation level the
// command needs; modify reads the edited command.
func (s *session) confirm(ctx context.Context, level policy.Level) (choice, string, error) {
	if s.cfg.Ask == nil {
		return decline, "", ErrNoTerminal
	}
	question, want := "Run it? [y]es, [n]o, [m]odify: ", ""
	switch level {
	case policy.Strong:
		question, want = "Type EXECUTE to run it, m to modify, anything else declines: ", "EXECUTE"
	case policy.VeryStrong:
		question, want = "Type EXECUTE EXPERIMENTAL to run it, m to modify, anything else declines: ", "EXECUTE EXPERIMENTAL"
	}
	line, err := s.cfg.Ask(ctx, question)
	if err != nil {
		return decline, "", err
	}
	line = strings.TrimSpace(line)
	switch {
	case strings.EqualFold(line, "m") || strings.EqualFold(line, "modify"):
		edited, err := s.cfg.Ask(ctx, "Command: ")
		if err != nil {
			return decline, "", err
		}
		if strings.TrimSpace(edited) == "" {
			return decline, "", nil
		}
		return modify, strings.TrimSpace(edited), nil
	case want == "" && (strings.EqualFold(line, "y") || strings.EqualFold(line, "yes")):
		return approve, "", nil
	case want != "" && line == want:
		return approve, "", nil
	}
	return decline, "", nil
}

// run executes the validated argv in the session's directory, shows the
// output folded and returns it, bounded and redacted, for the model.
func (s *session) run(ctx context.Context, c Checked, rec *audit.AskStep) string {
	rec.Dir = s.dir
	if kept := s.keep(c); kept != nil {
		defer func() { _ = s.cfg.Undo.Record(kept) }()
	}
	var res execute.Result
	if len(c.Compound) > 0 {
		res = execute.RunCompound(ctx, c.Compound, execute.Options{
			Timeout: s.cfg.StepTimeout, MaxOutputChars: maxCapture, Dir: s.dir,
		})
	} else {
		res = execute.Run(ctx, c.Argv, execute.Options{
			Timeout: s.cfg.StepTimeout, MaxOutputChars: maxCapture, Dir: s.dir, Home: s.cfg.Home,
		})
	}
	code := res.ExitCode
	rec.ExitCode = &code
	switch {
	case res.Err != nil:
		rec.Outcome, rec.Reason = "failed", res.Err.Error()
		fmt.Fprintf(s.cfg.Out, "  failed: %s\n", escape(res.Err.Error()))
		return fmt.Sprintf("The command failed: %s", res.Err)
	case res.Interrupted:
		rec.Outcome = "interrupted"
		fmt.Fprintln(s.cfg.Out, "  interrupted")
		return "The command was interrupted."
	case res.TimedOut:
		rec.Outcome = "timed_out"
		fmt.Fprintln(s.cfg.Out, "  timed out")
		return "The command timed out and was stopped."
	}
	rec.Outcome = "ran"
	if len(c.Argv) > 0 && changesDirectory(c.Argv[0]) {
		s.dir = strings.TrimSuffix(res.Stdout.Text, "\n")
		fmt.Fprintf(s.cfg.Out, "  now in %s\n", escape(s.dir))
		return "The working directory is now " + s.dir
	}
	if res.Raw {
		return fmt.Sprintf("exit status %d", code)
	}
	fold(s.cfg.Out, res)
	return forModel(res)
}

// keep keeps what a write step will change, as the shell's hook does for
// a line the widget answered, and says so; nil when nothing was kept.
func (s *session) keep(c Checked) *undo.Kept {
	if s.cfg.Undo == nil || c.Risk < registry.Write {
		return nil
	}
	if c.CannotUndo != "" {
		fmt.Fprintf(s.cfg.Out, "  undo: cannot undo (why: %s)\n", escape(c.CannotUndo))
		return nil
	}
	now := time.Now()
	ev := audit.Undo{Kind: audit.KindUndoKeep, EventID: s.cfg.EventID, Start: now, Line: c.Command, Dir: s.dir,
		Outcome: "kept", Redact: s.cfg.Redact}
	k, err := s.cfg.Undo.KeepPaths(c.Command, s.dir, c.WriteSet, s.cfg.EventID, now)
	if err != nil {
		ev.Outcome, ev.Reason = "not_kept", err.Error()
		fmt.Fprintf(s.cfg.Out, "  undo: not kept: %s\n", escape(err.Error()))
	} else {
		ev.ID, ev.Files, ev.Bytes = k.ID, k.Files, k.Bytes
		fmt.Fprintf(s.cfg.Out, "  undo: kept %s (%s); oterminus undo takes it back\n", undo.Files(k.Files), undo.Size(k.Bytes))
	}
	if s.cfg.Audit != nil {
		s.cfg.Audit(audit.UndoEvent(ev))
	}
	return k
}

// changesDirectory reports a program its family runs as the directory
// change (cd), whose result is the session's new working directory.
func changesDirectory(program string) bool {
	f := registry.Default().ForProgram(program)
	return f != nil && f.Execution == registry.ChangeDirectory
}

func (s *session) header() string {
	return fmt.Sprintf("[step %d/%d]", s.steps, s.cfg.MaxSteps)
}
