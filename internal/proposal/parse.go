package proposal

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/shlex"
)

// Error is a model reply that is not a valid proposal. Its text is what
// the repair prompt and the person see; evals match substrings of it.
type Error struct {
	// InvalidJSON is set when the reply is not JSON at all.
	InvalidJSON bool
	Detail      string
}

func (e *Error) Error() string {
	if e.InvalidJSON {
		return "Invalid JSON from model: " + e.Detail
	}
	return "Model output did not match proposal schema: " + e.Detail
}

func schemaError(format string, args ...any) *Error {
	return &Error{Detail: clip(fmt.Sprintf(format, args...), maxDetail)}
}

// maxDetail bounds error details, as the original did.
const maxDetail = 1200

func clip(s string, max int) string {
	if len(s) <= max {
		return s
	}
	return s[:max-3] + "..."
}

// contractKeys are the ten keys every planner reply must have, in the
// order missing keys are reported.
var contractKeys = []string{"action_type", "mode", "command_family", "arguments", "command", "summary",
	"explanation", "risk_level", "needs_confirmation", "notes"}

// Parse reads a planner reply under the strict contract (§11.2): a JSON
// object with exactly the ten keys and their literal types, then the
// proposal rules (§11.1), then structured preference (§11.3). home is
// what a leading '~' of a path argument means ("" keeps it refused).
func Parse(reply []byte, reg *registry.Registry, home string) (*Proposal, error) {
	trimmed := bytes.TrimSpace(reply)
	var decoded any
	if err := json.Unmarshal(trimmed, &decoded); err != nil {
		return nil, &Error{InvalidJSON: true, Detail: jsonErrorText(err, trimmed)}
	}
	fields, ok := decoded.(map[string]any)
	if !ok {
		return nil, schemaError("proposal: Input should be a JSON object.")
	}
	// Legacy "raw" mode is the one pre-normalisation (§11.1): it becomes
	// experimental with a note rather than costing a repair round.
	legacyRaw := fields["mode"] == "raw"
	if legacyRaw {
		fields["mode"] = string(Experimental)
	}
	if err := checkContract(fields); err != nil {
		return nil, err
	}
	var rawObject map[string]json.RawMessage
	_ = json.Unmarshal(trimmed, &rawObject)
	p, err := fromFields(fields, rawObject["arguments"], reg, home)
	if err != nil {
		return nil, err
	}
	if legacyRaw && !slices.Contains(p.Notes, LegacyRawNote) {
		p.Notes = append(p.Notes, LegacyRawNote)
	}
	if err := PreferStructured(p, reg); err != nil {
		return nil, err
	}
	p.Origin = OriginPlanner
	return p, nil
}

func jsonErrorText(err error, text []byte) string {
	if len(text) == 0 {
		return "the reply is empty"
	}
	var syntax *json.SyntaxError
	if errors.As(err, &syntax) {
		return fmt.Sprintf("%v at offset %d", err, syntax.Offset)
	}
	return err.Error()
}

func checkContract(f map[string]any) error {
	for _, key := range contractKeys {
		if _, ok := f[key]; !ok {
			return schemaError("field `%s`: Field required", key)
		}
	}
	var extra []string
	for key := range f {
		if !slices.Contains(contractKeys, key) {
			extra = append(extra, key)
		}
	}
	if len(extra) > 0 {
		sort.Strings(extra)
		return schemaError("field `%s`: Extra inputs are not permitted", extra[0])
	}
	if f["action_type"] != "shell_command" {
		return schemaError("field `action_type`: Input should be 'shell_command'; got %s", repr(f["action_type"]))
	}
	if m := f["mode"]; m != "structured" && m != "experimental" {
		return schemaError("field `mode`: Input should be 'structured' or 'experimental'; got %s", repr(m))
	}
	for _, key := range []string{"command_family", "command"} {
		if _, ok := f[key].(string); !ok && f[key] != nil {
			return schemaError("field `%s`: Input should be a valid string or null; got %s", key, repr(f[key]))
		}
	}
	for _, key := range []string{"summary", "explanation"} {
		if _, ok := f[key].(string); !ok {
			return schemaError("field `%s`: Input should be a valid string; got %s", key, repr(f[key]))
		}
	}
	if _, ok := f["arguments"].(map[string]any); !ok && f["arguments"] != nil {
		return schemaError("field `arguments`: Input should be an object or null; got %s", repr(f["arguments"]))
	}
	if r := f["risk_level"]; r != nil && r != "safe" && r != "write" && r != "dangerous" {
		return schemaError("field `risk_level`: Input should be 'safe', 'write', 'dangerous' or null; got %s", repr(r))
	}
	if f["needs_confirmation"] != true {
		return schemaError("field `needs_confirmation`: Input should be true; got %s", repr(f["needs_confirmation"]))
	}
	notes, ok := f["notes"].([]any)
	if !ok {
		return schemaError("field `notes`: Input should be a list of strings; got %s", repr(f["notes"]))
	}
	for _, n := range notes {
		if _, ok := n.(string); !ok {
			return schemaError("field `notes`: Input should be a list of strings; got %s", repr(f["notes"]))
		}
	}
	return nil
}

// fromFields applies the proposal rules (§11.1) to fields that passed the
// contract, so every key is present with its literal type.
// rawArgs keeps the arguments' original bytes so integers stay integers.
func fromFields(f map[string]any, rawArgs json.RawMessage, reg *registry.Registry, home string) (*Proposal, error) {
	str := func(key string) string {
		s, _ := f[key].(string)
		return strings.TrimSpace(s)
	}
	p := &Proposal{
		Mode:        Mode(f["mode"].(string)),
		Family:      str("command_family"),
		Command:     str("command"),
		Summary:     str("summary"),
		Explanation: str("explanation"),
		Origin:      OriginUndecided,
	}
	notes, _ := f["notes"].([]any)
	for _, n := range notes {
		if s, ok := n.(string); ok {
			p.Notes = append(p.Notes, s)
		}
	}
	if r, ok := f["risk_level"].(string); ok {
		risk, _ := registry.ParseRisk(r)
		p.Risk = &risk
	}
	_, hasArgs := f["arguments"].(map[string]any)
	var problems []string
	if p.Summary == "" {
		problems = append(problems, "field `summary`: String should have at least 1 character")
	}
	if p.Explanation == "" {
		problems = append(problems, "field `explanation`: String should have at least 1 character")
	}
	switch {
	case p.Mode == Experimental && p.Command == "":
		problems = append(problems, "field `command`: experimental mode requires a command")
	case p.Mode == Experimental && hasArgs:
		problems = append(problems, "field `arguments`: experimental mode cannot carry structured arguments")
	case p.Mode == Structured && (p.Family == "" || !hasArgs):
		problems = append(problems, "field `command_family`: structured mode requires command_family and arguments")
	case hasArgs && p.Family == "":
		problems = append(problems, "field `arguments`: arguments require command_family")
	}
	if hasArgs && p.Family != "" && len(problems) == 0 {
		family := reg.Family(p.Family)
		if family == nil {
			problems = append(problems, fmt.Sprintf("field `arguments`: structured arguments are not supported for command family '%s'", p.Family))
		} else if args, err := family.Decode(rawArgs, home); err != nil {
			problems = append(problems, "field `arguments`: "+err.Error())
		} else {
			p.Args = args
		}
	}
	if len(problems) > 0 {
		detail := problems
		if len(detail) > 3 {
			detail = append(detail[:3:3], fmt.Sprintf("%d additional validation error(s)", len(problems)-3))
		}
		return nil, schemaError("%s", strings.Join(detail, "; "))
	}
	return p, nil
}

// PreferStructured turns an experimental proposal into a structured one
// when its command text is in a family's structured form (§11.3): the
// deterministic renderer always wins over free text. A command that fits a
// family but breaks its schema is a schema error, so the planner can
// repair it.
func PreferStructured(p *Proposal, reg *registry.Registry) error {
	if p.Mode != Experimental || p.Command == "" || shlex.ShellSyntax(p.Command) != "" {
		return nil // shell syntax stays experimental text, which validation refuses
	}
	argv, err := shlex.Split(p.Command)
	if err != nil {
		return nil
	}
	family, args, err := reg.ParseArgv(argv)
	switch {
	case errors.Is(err, registry.ErrNotParseable):
		return nil
	case err != nil:
		return schemaError("field `command`: %v", err)
	case p.Family != "" && p.Family != family.Name:
		return nil
	}
	p.Mode, p.Family, p.Args, p.Command = Structured, family.Name, args, ""
	return nil
}

func repr(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return clip(string(b), 120)
}

// Contract writes a proposal as the ten-key planner contract, so it can
// be stored and read back with Parse (which validates it again).
func Contract(p *Proposal) []byte {
	var args any
	mode, command := p.Mode, p.Command
	if t, ok := p.Args.(registry.Typed); ok {
		// A model's experimental text that its declaration read: stored
		// as the text, which validation reads (and normalises) again.
		mode, command = Experimental, shlex.Join(t.Cmd.Argv())
	} else if p.Args != nil {
		args = registry.ArgsObject(p.Args)
	}
	null := func(s string) any {
		if s == "" {
			return nil
		}
		return s
	}
	var risk any
	if p.Risk != nil {
		risk = p.Risk.String()
	}
	notes := p.Notes
	if notes == nil {
		notes = []string{}
	}
	data, _ := json.Marshal(map[string]any{
		"action_type": "shell_command", "mode": string(mode), "command_family": null(p.Family),
		"arguments": args, "command": null(command), "summary": p.Summary, "explanation": p.Explanation,
		"risk_level": risk, "needs_confirmation": true, "notes": notes,
	})
	return data
}
