package planner

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/oterminus/oterminus/internal/project"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
)

// The reply schema is sent to the server as the request's format; Ollama
// (and llama.cpp servers) turn it into a grammar that forces the keys in
// the order the schema lists them, required keys first. So the order
// here is the order the model writes in: it chooses the family and the
// mode before it writes arguments or a command. The schema is built from
// an ordered object, never from a Go map (json.Marshal sorts map keys).
//
// The reply is lean: only the keys a model must decide are required, and
// the constant ones (action_type, needs_confirmation) and the mode (which
// the choice of argv or command says) are not asked for at all. fillContract turns a lean reply back into the ten-key contract
// proposal.Parse reads, so the parse boundary is unchanged and a full
// ten-key reply is still accepted as it is.

// Bounds on what a reply may say; every string and list in the schema
// has one, so a model cannot loop until the token cap.
const (
	maxSummaryLen     = 80
	maxExplanationLen = 240
	maxCommandLen     = 400
	maxOptions        = 12
	maxOperands       = 8
	maxNestedWords    = 8
	maxNoteLen        = 200
	maxNoteItems      = 3
)

// Obj is a JSON object that keeps its keys in insertion order.
type Obj []KV

// KV is one member of an Obj.
type KV struct {
	Key   string
	Value any
}

// Set appends a member, or replaces the value of an existing one in place.
func (o Obj) Set(key string, v any) Obj {
	for i := range o {
		if o[i].Key == key {
			o[i].Value = v
			return o
		}
	}
	return append(o, KV{key, v})
}

// MarshalJSON writes the members in order.
func (o Obj) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	if err := o.encode(&b); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// encode writes o into b, and the Objs and lists of values inside it
// directly: marshalling each nested Obj on its own made encoding/json
// check and compact the same bytes once per level, which cost more than
// building the schema.
func (o Obj) encode(b *bytes.Buffer) error {
	b.WriteByte('{')
	for i, kv := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(kv.Key))
		b.WriteByte(':')
		if err := encodeValue(b, kv.Value); err != nil {
			return err
		}
	}
	b.WriteByte('}')
	return nil
}

func encodeValue(b *bytes.Buffer, v any) error {
	switch v := v.(type) {
	case Obj:
		return v.encode(b)
	case []any:
		b.WriteByte('[')
		for i, item := range v {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := encodeValue(b, item); err != nil {
				return err
			}
		}
		b.WriteByte(']')
		return nil
	case []Obj:
		b.WriteByte('[')
		for i, item := range v {
			if i > 0 {
				b.WriteByte(',')
			}
			if err := item.encode(b); err != nil {
				return err
			}
		}
		b.WriteByte(']')
		return nil
	}
	data, err := json.Marshal(v)
	b.Write(data)
	return err
}

// replyProperty is one key of the reply contract, in contract order.
type replyProperty struct {
	name     string
	required bool
	schema   any
}

func boundedString(min, max int) Obj {
	o := Obj{{"type", "string"}}
	if min > 0 {
		o = append(o, KV{"minLength", min})
	}
	return append(o, KV{"maxLength", max})
}

// ref points at one of the shared definitions in $defs: each is written
// once in the schema, and the grammar the server builds from it has one
// rule for it, however many families use it.
func ref(name string) Obj { return Obj{{"$ref", "#/$defs/" + name}} }

// schemaDefs are the schema's shared definitions: each is written once,
// and the grammar the server builds from it has one rule for it, however
// many families use it. The kinds of values are patterns each of which
// accepts only values the declaration's reader accepts for that kind
// (TestKindPatternsAreRead): a model under the grammar cannot write a
// size the reader refuses. Operands never start with '-' (the program
// would read an option); an option's value may (find -mtime -7). They
// are built when a schema is, not at every start-up: class, pattern and
// boundedString are calls.
func schemaDefs() Obj {
	return Obj{
		{"summary", boundedString(1, maxSummaryLen)},
		{"explanation", boundedString(1, maxExplanationLen)},
		{"risk", Obj{{"enum", []string{"safe", "write", "dangerous"}}}},
		{"notes", Obj{{"type", "array"}, {"items", boundedString(0, maxNoteLen)}, {"maxItems", maxNoteItems}}},
		{"path", pattern(`^(-|~|~/` + char(`:`) + `{0,198}|` + char(`~+:-`) + char(`:`) + `{0,199})$`)},
		{"text", pattern(`^(-|` + char(`-`) + char(``) + `{0,199})$`)},
		{"arg", pattern(`^` + char(``) + `{1,200}$`)},
		{"count", pattern(`^[0-9]{1,9}$`)},
		{"integer", pattern(`^[+-]?[0-9]{1,9}$`)},
		{"size", pattern(`^[+-]?[0-9]{1,9}[ckMG]?$`)},
		{"age", pattern(`^[+-]?[0-9]{1,6}[smhdw]?$`)},
		{"seconds", pattern(`^[0-9]{1,5}([.][0-9]{1,3})?$`)},
		{"account", pattern(`^[a-z_][a-z0-9_-]{0,31}$`)},
		{"mode", pattern(`^([0-7]{3,4}|([ugoa]{1,3}[+=-]|[+=])[rwxX]{1,4})$`)},
		{"signal", pattern(`^(TERM|KILL|HUP|INT|QUIT|USR1|USR2|STOP|CONT|[0-9]{1,2})$`)},
		{"url", pattern(`^https?://[a-z0-9]{1,30}([.][a-z0-9]{1,30}){1,3}(/[A-Za-z0-9._/-]{0,80})?$`)},
		{"host", pattern(`^[a-z0-9]{1,30}([.][a-z0-9]{1,30}){0,3}$`)},
	}
}

func pattern(p string) Obj { return Obj{{"type", "string"}, {"pattern", p}} }

// A grammar built from a pattern (llama.cpp's, which Ollama uses, and
// the others that build one) constrains the JSON text of the string
// between its quotes, not the string it stands for: a value's backslash
// is the two characters \\ there, its double quote \". So a pattern
// offers those two escapes, spelled as the JSON text spells them, and no
// other: a lone backslash or double quote would end the string or make
// the reply invalid JSON, and \n or \u0000 would put a control
// character in a word. TestPatternsSpellJSONText pins it.
const jsonEscapes = `\\\\|\\"`

// char is one character of a word, in a pattern: anything but a
// control character and refused, with a backslash or a double quote
// written as its JSON escape.
func char(refused string) string { return "(" + class(refused) + "|" + jsonEscapes + ")" }

// class is a character class of what a word may hold as itself: no
// control character, no '"' or '\\' (which only their escapes stand
// for, see char), and none of refused.
func class(refused string) string {
	set := map[byte]bool{'"': true, '\\': true}
	for i := 0; i < len(refused); i++ {
		set[refused[i]] = true
	}
	return negatedClass(set)
}

// kindDef names the definition of a kind of value: as an option's value
// (which may start with '-') or as an operand.
func kindDef(k registry.Kind, optionValue bool) string {
	switch k {
	case registry.ReadPath, registry.WritePath, registry.RemovePath:
		return "path"
	case registry.Integer:
		if optionValue {
			return "integer"
		}
		return "count"
	case registry.Size:
		return "size"
	case registry.Age:
		if optionValue {
			return "age"
		}
		return "count"
	case registry.Seconds:
		return "seconds"
	case registry.User, registry.Group:
		return "account"
	case registry.Mode:
		return "mode"
	case registry.Signal:
		return "signal"
	case registry.URLValue:
		return "url"
	case registry.HostName:
		return "host"
	}
	if optionValue {
		return "arg" // an option's value may start with '-' (grep -e -x, journalctl -b -1)
	}
	return "text"
}

// negatedClass is [^...] of the control characters and the given ones,
// written so that a regular expression (Go, ECMAScript) and the grammar
// a server builds from it (GBNF, which knows only the escapes \\, \",
// \[ and \]) read it alike: '-' comes last, where it is literal.
func negatedClass(refused map[byte]bool) string {
	var b strings.Builder
	b.WriteString(`[^\x00-\x1f\x7f`)
	for c := byte(0x20); c < 0x7f; c++ {
		if !refused[c] || c == '-' {
			continue
		}
		if c == '\\' || c == '[' || c == ']' {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	if refused['-'] {
		b.WriteByte('-')
	}
	b.WriteByte(']')
	return b.String()
}

// The reply has one shape per family a model may propose and one for a
// command (experimental): the model chooses among them by the family it
// writes first and by the key it writes after it, argv or command. So
// the family and the mode are chosen before anything else, the mode
// costs no key of its own (fillContract writes it back), and once the
// family is written the grammar allows only that family's programs and
// option spellings. Optional keys can only come last in a grammar (after
// every required one), so the keys that must come early are required.
// replyTail is the keys after the family's own: built when a schema is,
// not at every start-up (ref is a call).
func replyTail() []replyProperty {
	return []replyProperty{
		{"summary", true, ref("summary")},
		{"explanation", true, ref("explanation")},
		{"risk_level", false, ref("risk")},
		{"notes", false, ref("notes")},
	}
}

// familyShape is the reply shape of one family: its name, then its
// parts, compiled from its declaration (registry.Contract) and read back
// by registry.ArgvFromParts and the declaration exactly as a typed line
// is. project_health has no program of its own: it names one of the
// project's curated operations instead.
func familyShape(f *registry.Family, shared *sharedDefs) Obj {
	name := replyProperty{"command_family", true, Obj{{"enum", []string{f.Name}}}}
	if f.ProjectTooling {
		operation := Obj{{"type", "object"}, {"properties", Obj{{"operation", Obj{{"enum", project.Operations}}}}},
			{"required", []string{"operation"}}, {"additionalProperties", false}}
		return objectSchema(append([]replyProperty{name, {"arguments", true, operation}}, replyTail()...))
	}
	return objectSchema(append([]replyProperty{name, {"parts", true, ref(partsDef(f))}}, replyTail()...))
}

// partsDef names a family's parts in $defs, where its single-command
// shape and its pipeline stage both find them.
func partsDef(f *registry.Family) string { return "parts-" + f.Name }

// pipedDef names a family's parts as a stage fed by a pipe, when they
// differ: the files it reads standard input in place of may be left out.
func pipedDef(f *registry.Family) string {
	c := f.Contract()
	if len(c.Forms) > 4 {
		return partsDef(f) // git, systemctl: a second copy of every subcommand costs more than it says
	}
	for _, form := range c.Forms {
		if form.Operands.PipedMin != form.Operands.Min {
			return "piped-" + f.Name
		}
	}
	return partsDef(f)
}

// partsSchema is a family's parts: one of its forms, as a command on its
// own or, piped, as a stage fed by a pipe.
func partsSchema(f *registry.Family, piped bool, shared *sharedDefs) Obj {
	c := f.Contract()
	var forms []any
	for _, form := range c.Forms {
		if piped {
			form.Operands.Min = form.Operands.PipedMin
		}
		forms = append(forms, formSchema(c, form, shared))
	}
	if len(forms) == 1 {
		return forms[0].(Obj)
	}

	return Obj{{"anyOf", forms}}
}

// A pipeline is a list of stages, each a family's command with its
// redirections, joined by '|', '&&' or '||': a tuple of one to eight
// stages with a join between each two, so the grammar itself alternates
// them (the tuples share the stage definitions, so each stage more costs
// the schema a few dozen bytes). Each stage is validated exactly as a
// stage of a typed line (a free-text pipeline in the command branch
// stays refused). cd is no stage: validation refuses it in a pipeline or
// list, where it changes what the other stages' paths mean.
const maxStages = 8

// redirectOps are the redirections a stage may carry, as they are
// written; each with a file, but 2>&1.
var redirectOps = []string{">", ">>", "<", "2>", "2>>", "&>"}

// pipelineShape is the reply shape of a pipeline or list.
func pipelineShape(families []*registry.Family) (Obj, Obj) {
	var stages []any
	for _, f := range families {
		if !Proposable(f) || f.ProjectTooling || !f.Direct || f.Execution == registry.ChangeDirectory {
			continue
		}
		stages = append(stages, objectSchema([]replyProperty{
			{"command_family", true, Obj{{"enum", []string{f.Name}}}},
			{"parts", true, ref(pipedDef(f))},
			{"redirects", false, ref("redirects")},
		}))
	}
	var tuples []any
	for n := 1; n <= maxStages; n++ {
		items := []any{ref("stage")}
		for i := 1; i < n; i++ {
			items = append(items, ref("join"), ref("stage"))
		}
		tuples = append(tuples, Obj{{"type", "array"}, {"prefixItems", items}})
	}
	shape := objectSchema(append([]replyProperty{{"pipeline", true, Obj{{"anyOf", tuples}}}}, replyTail()...))
	pipelineDefs := Obj{
		// Every stage may leave out the files it reads standard input in
		// place of: after '|' it reads the pipe, and the first stage may
		// read a file given by '<' (tr < notes.txt a b). The grammar
		// cannot tell which stage is fed; the reader refuses a stage
		// nothing feeds, as it refuses the typed line.
		{"stage", Obj{{"anyOf", stages}}},
		{"join", Obj{{"enum", []string{"|", "&&", "||", ";"}}}},
		{"redirects", Obj{{"type", "array"}, {"items", Obj{{"anyOf", []any{
			Obj{{"enum", []string{"2>&1"}}},
			Obj{{"type", "array"}, {"prefixItems", []any{Obj{{"enum", redirectOps}}, ref("path")}}},
		}}}}, {"maxItems", 2}}},
	}
	return shape, pipelineDefs
}

// formSchema is one form of a command: its program when the family has
// several, its subcommand and mode, its options and its operands.
func formSchema(c *registry.Contract, form registry.Form, shared *sharedDefs) Obj {
	var props []replyProperty
	if len(c.Programs) > 1 {
		props = append(props, replyProperty{"program", true, Obj{{"enum", c.Programs}}})
	}
	if form.Subcommand != "" {
		props = append(props, replyProperty{"subcommand", true, Obj{{"enum", []string{form.Subcommand}}}})
	}
	if form.Mode != "" {
		props = append(props, replyProperty{"mode", true, Obj{{"enum", []string{form.Mode}}}})
	}
	operands := replyProperty{"operands", form.Operands.Min > 0, shared.ref(operandsSchema(form.Operands, form.Words))}
	options := replyProperty{"options", false, shared.ref(optionsSchema(form.Options))}
	switch {
	case len(form.Options) == 0:
		props = append(props, operands)
	case form.OperandsFirst || operands.required:
		props = append(props, operands, options)
	default:
		props = append(props, options, operands)
	}
	if len(c.Global) > 0 {
		props = append(props, replyProperty{"global", false, shared.ref(optionsSchema(c.Global))})
	}
	if form.Operands.Max == 0 && len(form.Words) == 0 {
		props = slices.DeleteFunc(props, func(p replyProperty) bool { return p.name == "operands" })
	}
	return objectSchema(props)
}

// optionsSchema is a list of options: a flag is its word; an option with
// a value is [word, value], grouped by the kind of value, each kind a
// pattern the declaration accepts.
func optionsSchema(options []registry.ContractOption) Obj {
	var flags []string
	var shapes []any
	byKind := map[registry.Kind][]string{}
	var kinds []registry.Kind
	for _, o := range options {
		switch {
		case o.Nested != nil:
			tuple := []any{Obj{{"enum", []string{o.Name}}},
				Obj{{"type", "array"}, {"items", ref("arg")}, {"minItems", 1}, {"maxItems", maxNestedWords}}}
			if len(o.Nested.Terminators) > 0 {
				tuple = append(tuple, Obj{{"enum", o.Nested.Terminators}})
			}
			shapes = append(shapes, Obj{{"type", "array"}, {"prefixItems", tuple}})
		case len(o.Values) == 0:
			flags = append(flags, o.Name)
		case len(o.Enum) > 0 || len(o.Values) > 1:
			tuple := []any{Obj{{"enum", []string{o.Name}}}}
			for _, k := range o.Values {
				if len(o.Enum) > 0 && k == registry.Enum {
					tuple = append(tuple, Obj{{"enum", o.Enum}})
					continue
				}
				tuple = append(tuple, ref(kindDef(k, true)))
			}
			shapes = append(shapes, Obj{{"type", "array"}, {"prefixItems", tuple}})
		default:
			k := o.Values[0]
			if _, seen := byKind[k]; !seen {
				kinds = append(kinds, k)
			}
			byKind[k] = append(byKind[k], o.Name)
		}
	}
	for _, k := range kinds {
		shapes = append(shapes, Obj{{"type", "array"}, {"prefixItems", []any{
			Obj{{"enum", byKind[k]}}, ref(kindDef(k, true))}}})
	}
	if len(flags) > 0 {
		shapes = append([]any{Obj{{"enum", flags}}}, shapes...)
	}
	var item any = Obj{{"anyOf", shapes}}
	if len(shapes) == 1 {
		item = shapes[0]
	}
	return Obj{{"type", "array"}, {"items", item}, {"maxItems", maxOptions}}
}

// operandsSchema is a form's operands: words of its kinds, as many as
// its slots take.
func operandsSchema(ops registry.ContractOperands, words []string) Obj {
	var kinds []any
	if len(words) > 0 {
		kinds = append(kinds, Obj{{"enum", words}})
	}
	seen := map[string]bool{}
	for _, k := range ops.Kinds {
		def := kindDef(k, false)
		if ops.Command {
			def = "arg" // the nested command's words, its options among them
		}
		if !seen[def] {
			seen[def] = true
			kinds = append(kinds, ref(def))
		}
	}
	var item any = Obj{{"anyOf", kinds}}
	if len(kinds) == 1 {
		item = kinds[0]
	}
	most := maxOperands
	if ops.Max != registry.Unbounded && ops.Max+len(words) < most {
		most = ops.Max + len(words)
	}
	if ops.Command {
		most = maxNestedWords
	}
	o := Obj{{"type", "array"}, {"items", item}}
	if ops.Min > 0 {
		o = append(o, KV{"minItems", ops.Min})
	}
	return append(o, KV{"maxItems", max(most, ops.Min)})
}

// commandShape is the experimental reply shape: a command for one of
// the enabled families, or for a program no family covers (null).
func commandShape(families []*registry.Family) Obj {
	names := make([]any, 0, len(families)+1)
	for _, f := range families {
		names = append(names, f.Name)
	}
	names = append(names, nil)
	return objectSchema(append([]replyProperty{
		{"command_family", true, Obj{{"type", []string{"string", "null"}}, {"enum", names}}},
		{"command", true, boundedString(1, maxCommandLen)},
	}, replyTail()...))
}

// objectSchema is one reply shape, its keys in contract order.
func objectSchema(contract []replyProperty) Obj {
	props := Obj{}
	var required []string
	for _, p := range contract {
		props = append(props, KV{p.name, p.schema})
		if p.required {
			required = append(required, p.name)
		}
	}
	o := Obj{{"type", "object"}, {"properties", props}}
	if len(required) > 0 {
		o = append(o, KV{"required", required})
	}
	return append(o, KV{"additionalProperties", false})
}

// sharedDefs are the option and operand lists that more than one form
// would repeat (systemctl's global options in each of its subcommands,
// git's diff options): each is written once, under $defs.
type sharedDefs struct {
	names map[string]string // the list's JSON -> its name
	defs  Obj
}

// ref is o itself when it is small, else a reference to its one copy.
func (s *sharedDefs) ref(o Obj) Obj {
	data, _ := o.MarshalJSON()
	if len(data) < 64 {
		return o
	}
	name, ok := s.names[string(data)]
	if !ok {
		name = "l" + strconv.Itoa(len(s.defs))
		s.names[string(data)] = name
		s.defs = append(s.defs, KV{name, o})
	}
	return ref(name)
}

// Proposable reports a family a model may propose in the structured
// contract: every enabled family with a declaration, and project_health.
func Proposable(f *registry.Family) bool {
	return f.Maturity != registry.TypedOnly && (f.Spec != nil || f.ProjectTooling)
}

// Schema is the structured reply contract as a JSON Schema: one shape
// per proposable family, then the command shape, keys in contract order.
// It is the one place the schema is built, from the declarations.
func Schema(families []*registry.Family) json.RawMessage {
	var shapes []any
	shared := &sharedDefs{names: map[string]string{}}
	var parts Obj
	for _, f := range families {
		if !Proposable(f) {
			continue
		}
		shapes = append(shapes, familyShape(f, shared))
		if !f.ProjectTooling {
			parts = append(parts, KV{partsDef(f), partsSchema(f, false, shared)})
			if pipedDef(f) != partsDef(f) {
				parts = append(parts, KV{pipedDef(f), partsSchema(f, true, shared)})
			}
		}
	}
	pipeline, pipelineDefs := pipelineShape(families)
	shapes = append(shapes, pipeline, commandShape(families))
	all := slices.Concat(schemaDefs(), pipelineDefs, parts, shared.defs)
	data, _ := Obj{{"anyOf", shapes}, {"$defs", all}}.MarshalJSON()
	return data
}

// contractDefaults are the values of the keys a lean reply may leave out,
// in the order proposal.Contract writes them.
var contractDefaults = Obj{
	{"action_type", "shell_command"},
	{"command_family", nil},
	{"arguments", nil},
	{"command", nil},
	{"risk_level", nil},
	{"needs_confirmation", true},
	{"notes", []string{}},
}

// fillContract turns a lean reply into the ten-key contract that
// proposal.Parse reads: keys the reply leaves out get their defaults, and
// everything the reply says is kept byte for byte (so integers stay
// integers, and a wrong value is still reported by Parse). A reply that
// is not a JSON object is returned unchanged, for Parse to report.
func fillContract(reply []byte) []byte {
	var fields map[string]json.RawMessage
	if json.Unmarshal(reply, &fields) != nil || fields == nil {
		return reply
	}
	filled := false
	if _, ok := fields["mode"]; !ok {
		// The mode is the key the model chose: arguments or command.
		switch {
		case structuredKeys(fields) && !present(fields["command"]):
			fields["mode"], filled = json.RawMessage(`"structured"`), true
		case present(fields["command"]) && !structuredKeys(fields):
			fields["mode"], filled = json.RawMessage(`"experimental"`), true
		}
	}
	for _, kv := range contractDefaults {
		if _, ok := fields[kv.Key]; !ok {
			data, _ := json.Marshal(kv.Value)
			fields[kv.Key] = data
			filled = true
		}
	}
	if !filled {
		return reply
	}
	data, err := json.Marshal(fields)
	if err != nil {
		return reply
	}
	return data
}

// structuredKeys reports a reply that wrote argv or the original's
// arguments object.
func structuredKeys(fields map[string]json.RawMessage) bool {
	return present(fields["parts"]) || present(fields["pipeline"]) || present(fields["argv"]) || present(fields["arguments"])
}

func present(raw json.RawMessage) bool {
	return len(raw) > 0 && string(bytes.TrimSpace(raw)) != "null"
}

// parseReply reads a reply under the lean contract the model was sent:
// a reply that chose neither arguments nor command (or both) is told so
// in those words, never as a missing `mode`, a key it was not asked
// for; everything else is read by proposal.Parse once filled.
func parseReply(reply []byte, reg *registry.Registry, home string) (*proposal.Proposal, error) {
	var fields map[string]json.RawMessage
	if json.Unmarshal(bytes.TrimSpace(reply), &fields) == nil && fields != nil {
		if _, ok := fields["mode"]; !ok && structuredKeys(fields) == present(fields["command"]) {
			keys := make([]string, 0, len(fields))
			for k := range fields {
				keys = append(keys, "`"+k+"`")
			}
			slices.Sort(keys)
			what := "neither `parts` nor `command`"
			if structuredKeys(fields) {
				what = "both `parts` and `command`"
			}
			got := "no keys"
			if len(keys) > 0 {
				got = "the keys " + strings.Join(keys, ", ")
			}
			return nil, &proposal.Error{Detail: "the reply has " + what + " (it has " + got + "); " +
				"a reply has `command_family`, then `parts` (structured) or `command` (experimental), then `summary` and `explanation`"}
		}
	}
	return proposal.Parse(fillContract(reply), reg, home)
}
