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
	"github.com/oterminus/oterminus/internal/registry/original"
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

// A reply may add one key to the ten, for a structured proposal read by
// the family's declaration: "parts" (the structured contract: options
// and operands, as the schema offers them) or "argv" (the words, program
// first, as proposals are stored). The original's argument object, under
// "arguments", is the third form.
const (
	partsKey    = "parts"
	argvKey     = "argv"
	pipelineKey = "pipeline"
)

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
		if !slices.Contains(contractKeys, key) && key != argvKey && key != partsKey && key != pipelineKey {
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
	if _, ok := f[pipelineKey].([]any); !ok && f[pipelineKey] != nil {
		return schemaError("field `pipeline`: Input should be a list or null; got %s", repr(f[pipelineKey]))
	}
	if argv, ok := f[argvKey].([]any); ok {
		for _, w := range argv {
			if _, ok := w.(string); !ok {
				return schemaError("field `argv`: Input should be a list of strings; got %s", repr(f[argvKey]))
			}
		}
	} else if f[argvKey] != nil {
		return schemaError("field `argv`: Input should be a list of strings or null; got %s", repr(f[argvKey]))
	}
	if _, ok := f[partsKey].(map[string]any); !ok && f[partsKey] != nil {
		return schemaError("field `parts`: Input should be an object or null; got %s", repr(f[partsKey]))
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
	_, hasObject := f["arguments"].(map[string]any)
	argv, hasArgv := f[argvKey].([]any)
	parts, hasParts := f[partsKey].(map[string]any)
	pipeline, hasPipeline := f[pipelineKey].([]any)
	hasArgs := hasObject || hasArgv || hasParts || hasPipeline
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
	case btoi(hasObject)+btoi(hasArgv)+btoi(hasParts)+btoi(hasPipeline) > 1:
		problems = append(problems, "field `parts`: a reply has one of `parts`, `argv` and `arguments`, not two")
	case hasPipeline && p.Family != "":
		problems = append(problems, "field `command_family`: a pipeline names its families in its stages")
	case hasPipeline:
	case p.Mode == Structured && (p.Family == "" || !hasArgs):
		problems = append(problems, "field `command_family`: structured mode requires command_family and arguments")
	case hasArgs && p.Family == "":
		problems = append(problems, "field `arguments`: arguments require command_family")
	}
	if len(problems) == 0 && hasPipeline {
		problems = append(problems, readPipeline(p, pipeline, reg, home)...)
	}
	if len(problems) == 0 && hasParts {
		problems = append(problems, readParts(p, parts, reg, home)...)
	}
	if len(problems) == 0 && hasArgv {
		problems = append(problems, readArgv(p, argv, reg)...)
	}
	if len(problems) == 0 && hasObject {
		problems = append(problems, readObject(p, rawArgs, reg, home)...)
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

// readArgv takes a structured proposal's words: the family's program
// first, then what its declaration reads, as a typed line's words are. A
// word the declaration refuses is a contract problem, so the model is
// asked once more with the declaration's own reason.
func readArgv(p *Proposal, words []any, reg *registry.Registry) []string {
	family := reg.Family(p.Family)
	if family == nil || family.Spec == nil {
		return []string{fmt.Sprintf("field `command_family`: '%s' is not a command family that takes `argv`", p.Family)}
	}
	argv := make([]string, len(words))
	for i, w := range words {
		argv[i] = w.(string)
	}
	if len(argv) == 0 || !family.HasProgram(argv[0]) {
		return []string{fmt.Sprintf("field `argv`: the first word must be the program of '%s' (%s)", family.Name, strings.Join(programs(family), ", "))}
	}
	if _, err := family.ReadArgv(argv); err != nil {
		return []string{"field `argv`: " + err.Error()}
	}
	p.Argv = argv
	return nil
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// readParts takes a structured proposal's parts: its family's contract
// places them in argv (registry.ArgvFromParts), which the declaration
// then reads as it reads a typed line.
func readParts(p *Proposal, fields map[string]any, reg *registry.Registry, home string) []string {
	argv, problems := partsArgv(reg.Family(p.Family), p.Family, fields, "parts", false, home)
	p.Argv = argv
	return problems
}

// partsArgv is the argv of one family's parts, read by its declaration
// (as a stage fed by a pipe or a file when piped); at names the field in
// problems ("parts", "pipeline[2].parts"). home is what '~' means in a
// path (homeWords).
func partsArgv(family *registry.Family, name string, fields map[string]any, at string, piped bool, home string) ([]string, []string) {
	if family == nil || family.Spec == nil {
		return nil, []string{fmt.Sprintf("field `%s`: '%s' is not a command family that takes parts", at, name)}
	}
	var parts registry.Parts
	var problems []string
	text := func(key string) string {
		v, ok := fields[key]
		if !ok {
			return ""
		}
		s, isString := v.(string)
		if !isString {
			problems = append(problems, fmt.Sprintf("field `%s.%s`: Input should be a valid string; got %s", at, key, repr(v)))
		}
		return s
	}
	var words func(key string, v any) []string
	words = func(key string, v any) []string {
		list, ok := v.([]any)
		if !ok {
			problems = append(problems, fmt.Sprintf("field `%s.%s`: Input should be a list; got %s", at, key, repr(v)))
			return nil
		}
		var out []string
		for _, item := range list {
			switch item := item.(type) {
			case string:
				out = append(out, item)
			case []any:
				out = append(out, words(key, item)...)
			default:
				problems = append(problems, fmt.Sprintf("field `%s.%s`: Input should hold strings; got %s", at, key, repr(item)))
			}
		}
		return out
	}
	options := func(key string) [][]string {
		list, ok := fields[key].([]any)
		if !ok {
			if fields[key] != nil {
				problems = append(problems, fmt.Sprintf("field `%s.%s`: Input should be a list; got %s", at, key, repr(fields[key])))
			}
			return nil
		}
		var out [][]string
		for _, item := range list {
			if s, ok := item.(string); ok {
				out = append(out, []string{s})
				continue
			}
			out = append(out, words(key, item))
		}
		return out
	}
	for key := range fields {
		if !slices.Contains([]string{"program", "subcommand", "mode", "global", "options", "operands"}, key) {
			problems = append(problems, fmt.Sprintf("field `%s.%s`: Extra inputs are not permitted", at, key))
		}
	}
	parts.Program, parts.Subcommand, parts.Mode = text("program"), text("subcommand"), text("mode")
	parts.Global, parts.Options = options("global"), options("options")
	if v, ok := fields["operands"]; ok && v != nil {
		parts.Operands = words("operands", v)
	}
	if len(problems) > 0 {
		return nil, problems
	}
	argv, err := family.ArgvFromParts(parts)
	if err != nil {
		return nil, []string{fmt.Sprintf("field `%s`: %v", at, err)}
	}
	read := family.ReadArgv
	if piped {
		read = family.ReadPipedArgv
	}
	argv, err = homeWords(argv, home, read)
	if err != nil {
		return nil, []string{fmt.Sprintf("field `%s`: %v", at, err)}
	}
	return argv, nil
}

// homeWords reads argv, a model's words, where a path that is '~' or
// starts with '~/' names the home directory, as the shell reads it
// unquoted and as the prompt tells the model: those words become home
// and the rest of the word where the declaration reads a path, and stay
// as written anywhere else (tr '~' '-'). With home unknown ("") they stay
// as written, and the declaration refuses a path starting with '~'.
func homeWords(argv []string, home string, read func([]string) (*registry.Command, error)) ([]string, error) {
	_, err := read(argv)
	var tildes []int
	for i, w := range argv {
		if i > 0 && isHomeWord(w) {
			tildes = append(tildes, i)
		}
	}
	if err == nil || home == "" || len(tildes) == 0 {
		return argv, err
	}
	expanded := slices.Clone(argv)
	for _, i := range tildes {
		expanded[i] = home + argv[i][1:]
	}
	cmd, err := read(expanded)
	if err != nil {
		return nil, err
	}
	paths := cmd.PathWords()
	restored := false
	for _, i := range tildes {
		if !slices.Contains(paths, i) {
			expanded[i], restored = argv[i], true
		}
	}
	if restored {
		if _, err := read(expanded); err != nil {
			return nil, err
		}
	}
	return expanded, nil
}

// isHomeWord reports a word that names the home directory or a path in
// it: '~' or '~/...' (never ~user, whose home only the system knows).
func isHomeWord(w string) bool { return w == "~" || strings.HasPrefix(w, "~/") }

// readPipeline takes a structured pipeline or list: stages, each a
// family's parts with its redirections, and the joins between them. It
// becomes the Compound a typed line of the same words would, and is
// validated stage by stage as one.
func readPipeline(p *Proposal, items []any, reg *registry.Registry, home string) []string {
	c := &Compound{}
	pipe := &Pipeline{}
	for i, item := range items {
		at := fmt.Sprintf("pipeline[%d]", i)
		if i%2 == 1 {
			join, _ := item.(string)
			switch join {
			case "|":
			case "&&", "||", ";":
				c.Pipelines = append(c.Pipelines, pipe)
				pipe = &Pipeline{Op: join}
			default:
				return []string{fmt.Sprintf("field `%s`: a join is '|', '&&' or '||'; got %s", at, repr(item))}
			}
			continue
		}
		stage, ok := item.(map[string]any)
		if !ok {
			return []string{fmt.Sprintf("field `%s`: a stage is an object; got %s", at, repr(item))}
		}
		for key := range stage {
			if key != "command_family" && key != "parts" && key != "argv" && key != "redirects" {
				return []string{fmt.Sprintf("field `%s.%s`: Extra inputs are not permitted", at, key)}
			}
		}
		name, _ := stage["command_family"].(string)
		fields, _ := stage["parts"].(map[string]any)
		redirects, problem := readRedirects(stage["redirects"], at, home)
		if problem != "" {
			return []string{problem}
		}
		piped := len(pipe.Stages) > 0 || slices.ContainsFunc(redirects, func(r Redirect) bool { return r.Reads() })
		var argv []string
		var problems []string
		if words, stored := stage["argv"]; stored {
			// A stored proposal writes its stages' words (Contract); a
			// model may write them too, so they are read as strictly as
			// parts: strings, and a program some family declares.
			argv, problems = stageArgv(words, at, reg)
		} else {
			argv, problems = partsArgv(reg.Family(name), name, fields, at+".parts", piped, home)
		}
		if len(problems) > 0 {
			return problems
		}
		if len(argv) == 0 {
			return []string{fmt.Sprintf("field `%s`: a stage has no command", at)}
		}
		pipe.Stages = append(pipe.Stages, &Stage{Argv: argv, Redirects: redirects})
	}
	if len(items)%2 == 0 {
		return []string{"field `pipeline`: it ends with a join; a stage must follow it"}
	}
	c.Pipelines = append(c.Pipelines, pipe)
	if len(c.Pipelines) == 1 && len(pipe.Stages) == 1 && len(pipe.Stages[0].Redirects) == 0 {
		// One command with no redirection is a plain proposal; stageArgv
		// and partsArgv let through only programs a family declares.
		p.Family, p.Argv = reg.ForProgram(pipe.Stages[0].Argv[0]).Name, pipe.Stages[0].Argv
		return nil
	}
	p.Compound = c
	p.Summary = cmpOr(p.Summary, c.Programs())
	return nil
}

// stageArgv reads a stage's words as written under "argv": a list of
// strings whose first names a program a family declares. The words are
// otherwise read by validation, stage by stage, with that family's
// declaration.
func stageArgv(v any, at string, reg *registry.Registry) ([]string, []string) {
	words, ok := v.([]any)
	if !ok {
		return nil, []string{fmt.Sprintf("field `%s.argv`: Input should be a list of strings; got %s", at, repr(v))}
	}
	argv := make([]string, 0, len(words))
	for _, w := range words {
		word, ok := w.(string)
		if !ok {
			return nil, []string{fmt.Sprintf("field `%s.argv`: Input should be a list of strings; got %s", at, repr(v))}
		}
		argv = append(argv, word)
	}
	if len(argv) > 0 && reg.ForProgram(argv[0]) == nil {
		return nil, []string{fmt.Sprintf("field `%s.argv`: %s is not a program any command family declares", at, repr(argv[0]))}
	}
	return argv, nil
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// pipelineItems writes a compound as the pipeline key: stages with
// their words and redirections, and the joins between them.
func pipelineItems(c *Compound) []any {
	var items []any
	for i, pipe := range c.Pipelines {
		for j, st := range pipe.Stages {
			switch {
			case j > 0:
				items = append(items, "|")
			case i > 0:
				items = append(items, pipe.Op)
			}
			stage := map[string]any{"argv": st.Argv}
			var redirects []any
			for _, r := range st.Redirects {
				if r.Op == ">&" {
					redirects = append(redirects, "2>&1")
					continue
				}
				for _, known := range redirectOps {
					if known.Value.Fd == r.Fd && known.Value.Op == r.Op {
						redirects = append(redirects, []any{known.Key, r.Target})
					}
				}
			}
			if len(redirects) > 0 {
				stage["redirects"] = redirects
			}
			items = append(items, stage)
		}
	}
	return items
}

// readRedirects reads a stage's redirections: "2>&1", or an operator
// and its file, where '~' names home as in a path (homeWords).
func readRedirects(v any, at string, home string) ([]Redirect, string) {
	if v == nil {
		return nil, ""
	}
	list, ok := v.([]any)
	if !ok {
		return nil, fmt.Sprintf("field `%s.redirects`: Input should be a list; got %s", at, repr(v))
	}
	var out []Redirect
	for _, item := range list {
		if item == "2>&1" {
			out = append(out, Redirect{Fd: 2, Op: ">&", Target: "1"})
			continue
		}
		pair, _ := item.([]any)
		if len(pair) != 2 {
			return nil, fmt.Sprintf("field `%s.redirects`: a redirection is \"2>&1\" or [operator, file]; got %s", at, repr(item))
		}
		op, _ := pair[0].(string)
		file, _ := pair[1].(string)
		r, ok := redirectOps.Lookup(op)
		if !ok || file == "" {
			return nil, fmt.Sprintf("field `%s.redirects`: a redirection is \"2>&1\" or [operator, file]; got %s", at, repr(item))
		}
		if home != "" && isHomeWord(file) {
			file = home + file[1:] // every target is a path
		}
		r.Target = file
		out = append(out, r)
	}
	return out, ""
}

// redirectOps are the operators a structured stage may write, as the
// typed line's reader reads them. Pairs, not a map: static data,
// nothing built at start-up.
var redirectOps = registry.Pairs[Redirect]{
	{Key: ">", Value: Redirect{Fd: 1, Op: ">"}}, {Key: ">>", Value: Redirect{Fd: 1, Op: ">>"}}, {Key: "<", Value: Redirect{Fd: 0, Op: "<"}},
	{Key: "2>", Value: Redirect{Fd: 2, Op: ">"}}, {Key: "2>>", Value: Redirect{Fd: 2, Op: ">>"}}, {Key: "&>", Value: Redirect{Fd: -1, Op: "&>"}},
}

func programs(f *registry.Family) []string {
	if len(f.Programs) > 0 {
		return f.Programs
	}
	return []string{f.Name}
}

// readObject takes the original's argument object through the one
// adapter from its shapes to argv.
func readObject(p *Proposal, raw json.RawMessage, reg *registry.Registry, home string) []string {
	if reg.Family(p.Family) == nil || !original.Has(p.Family) {
		return []string{fmt.Sprintf("field `arguments`: structured arguments are not supported for command family '%s'", p.Family)}
	}
	reading, err := original.Read(p.Family, raw, home)
	if err != nil {
		return []string{"field `arguments`: " + err.Error()}
	}
	p.Argv, p.Operation, p.Arguments = reading.Argv, reading.Operation, reading.Object
	return nil
}

func repr(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return clip(string(b), 120)
}

// Contract writes a proposal as the planner contract, so it can be
// stored and read back with Parse (which validates it again): its words
// under "argv", project_health's operation as the original's object.
func Contract(p *Proposal) []byte {
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
	fields := map[string]any{
		"action_type": "shell_command", "mode": string(p.Mode), "command_family": null(p.Family),
		"arguments": nil, "command": null(p.Command), "summary": p.Summary, "explanation": p.Explanation,
		"risk_level": risk, "needs_confirmation": true, "notes": notes,
	}
	switch {
	case p.Operation != "":
		fields["arguments"] = map[string]any{"operation": p.Operation}
	case p.Compound != nil && p.Mode == Structured:
		fields[pipelineKey] = pipelineItems(p.Compound)
	case p.Argv != nil:
		fields[argvKey] = p.Argv
	}
	data, _ := json.Marshal(fields)
	return data
}
