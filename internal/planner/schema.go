package planner

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

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
// the choice of arguments or command says) are not asked for at all. fillContract turns a lean reply back into the ten-key contract
// proposal.Parse reads, so the parse boundary is unchanged and a full
// ten-key reply is still accepted as it is.

// Bounds on what a reply may say; every string and list in the schema
// has one, so a model cannot loop until the token cap.
const (
	maxSummaryLen     = 80
	maxExplanationLen = 240
	maxCommandLen     = 400
	maxArgStringLen   = 256
	maxArgListItems   = 16
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

// defs collects the shared definitions of one schema: the reply's own
// value shapes, and one string shape (and list of them) per distinct
// pattern the families' argument rules call for.
type defs struct {
	shapes   Obj
	patterns map[string]string // pattern -> name of its string shape
}

func newDefs() *defs {
	return &defs{patterns: map[string]string{}, shapes: Obj{
		{"summary", boundedString(1, maxSummaryLen)},
		{"explanation", boundedString(1, maxExplanationLen)},
		{"risk", Obj{{"type", "string"}, {"enum", []string{"safe", "write", "dangerous"}}}},
		{"notes", Obj{{"type", "array"}, {"items", boundedString(0, maxNoteLen)}, {"maxItems", maxNoteItems}}},
	}}
}

// text is the string shape for rules, and list the list of them.
func (d *defs) text(rules []registry.Rule) Obj {
	pattern := ""
	for _, r := range rules {
		// A rule that is a regular expression says it exactly, when the
		// grammar can read it as written: anchored, with no escape (which
		// GBNF reads differently inside a class) and no quote.
		if p, _ := registry.RuleShape(r); strings.HasPrefix(p, "^") && strings.HasSuffix(p, "$") && !strings.ContainsAny(p, `\"`) {
			pattern = p
		}
	}
	if pattern == "" {
		pattern = argumentPattern(rules) // probing the rules is the costly part: only when needed
	}
	name, ok := d.patterns[pattern]
	if !ok {
		name = "text" + strconv.Itoa(len(d.patterns))
		d.patterns[pattern] = name
		d.shapes = append(d.shapes,
			KV{name, Obj{{"type", "string"}, {"minLength", 1}, {"maxLength", maxArgStringLen}, {"pattern", pattern}}},
			KV{name + "s", Obj{{"type", "array"}, {"items", ref(name)}, {"minItems", 1}, {"maxItems", maxArgListItems}}})
	}
	return ref(name)
}

func (d *defs) list(rules []registry.Rule) Obj {
	return ref(d.text(rules)[0].Value.(string)[len("#/$defs/"):] + "s")
}

// argumentPattern is a regular expression for the strings a field's
// rules accept, as far as the characters a shell treats specially tell.
// It starts from a value the rules accept (probeBases) and tries each of
// those characters (shellish) in its middle and at its start: one the
// rules refuse in the middle (a shell operator such as ';' or '|'), or
// before '(' or '{' (the '$' of "$("), is refused after the first
// character; one refused at the start (a leading '-') is refused there. So are what cannot be written inside a JSON string
// without an escape ('"' and '\\', which a grammar reads as raw text),
// control characters, and a leading space (which could make the value
// blank). Letters, digits and the rest are never refused here: whether
// they fit a format (a host name, an octal mode) is left to the rules,
// which still decide everything; this only keeps a model under the
// grammar from writing what they refuse as a shell fragment. The length
// bound is in the pattern, because a grammar built from a pattern
// ignores maxLength.
func argumentPattern(rules []registry.Rule) string {
	rules = append([]registry.Rule{registry.NotBlank}, rules...)
	accepts := func(v string) bool {
		for _, r := range rules {
			if r("value", v) != "" {
				return false
			}
		}
		return true
	}
	inner := map[byte]bool{'"': true, '\\': true}
	first := map[byte]bool{' ': true, '"': true, '\\': true}
	if base := slices.IndexFunc(probeBases, accepts); base >= 0 {
		b := probeBases[base]
		at := func(s string) string { return b[:len(b)/2] + s + b[len(b)/2:] }
		for i := 0; i < len(shellish); i++ {
			c := string(shellish[i])
			// "$(" and "${" are refused as a pair whose characters pass
			// alone, wherever the pair stands.
			pair := (accepts(at("(")) && !accepts(at(c+"("))) || (accepts(at("{")) && !accepts(at(c+"{")))
			if pair || !accepts(at(c)) {
				inner[shellish[i]] = true
			}
			if pair || !accepts(c+b) {
				first[shellish[i]] = true
			}
		}
	}
	return "^" + negatedClass(first) + negatedClass(inner) + "{0," + strconv.Itoa(maxArgStringLen-1) + "}$"
}

// shellish are the characters a shell treats specially, and the only
// ones a pattern may refuse besides those JSON needs escaped.
const shellish = " !#$&()*;<>?[]`{|}~-"

// probeBases are values one of which each field's rules accept: a word,
// a file name, a host, a URL, a number.
var probeBases = []string{"ab", "ab.txt", "example.com", "https://example.com/ab", "755"}

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

// The reply has one shape per structured family and one for a command
// (experimental): the model chooses among them by the family it writes
// first and by the key it writes after it, arguments or command. So the
// family and the mode are chosen before anything else, the mode costs no
// key of its own (fillContract writes it back), and once the family is
// written the grammar allows only that family's own arguments. Optional
// keys can only come last in a grammar (after every required one), so
// the keys that must come early are required.
var replyTail = []replyProperty{
	{"summary", true, ref("summary")},
	{"explanation", true, ref("explanation")},
	{"risk_level", false, ref("risk")},
	{"notes", false, ref("notes")},
}

// familyShape is the reply shape of one structured family.
func familyShape(f *registry.Family, d *defs) Obj {
	return objectSchema(append([]replyProperty{
		{"command_family", true, Obj{{"type", "string"}, {"enum", []string{f.Name}}}},
		{"arguments", true, argumentsSchema(f, d)},
	}, replyTail...))
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
	}, replyTail...))
}

// ArgumentsSchema is a family's argument object as a JSON Schema, built
// from the keys its decoder reads (registry.ArgFields): their types,
// the values an enum takes, integer bounds, a pattern from each string's
// rules, every string and list bounded, required keys first and no other
// key. What the grammar allows the decoder accepts, cross-field rules
// ("human_readable requires long") and rules on a value's form (a host
// name) aside, which the decoder still reports for the repair round. The
// string shapes are shared definitions, returned beside it.
func ArgumentsSchema(f *registry.Family) (Obj, Obj) {
	d := &defs{patterns: map[string]string{}}
	return argumentsSchema(f, d), d.shapes
}

func argumentsSchema(f *registry.Family, d *defs) Obj {
	fields := f.ArgFields()
	props := Obj{}
	required := []string{}
	// Required keys first: the grammar writes them first anyway, and the
	// schema then reads in the order the model writes.
	for _, pass := range []bool{true, false} {
		for _, field := range fields {
			if field.Required != pass {
				continue
			}
			props = append(props, KV{field.Key, argumentSchema(field, d)})
			if field.Required {
				required = append(required, field.Key)
			}
		}
	}
	o := Obj{{"type", "object"}, {"properties", props}}
	if len(required) > 0 {
		o = append(o, KV{"required", required})
	}
	return append(o, KV{"additionalProperties", false})
}

func argumentSchema(field registry.ArgField, d *defs) Obj {
	var o Obj
	switch {
	case len(field.Enum) > 0:
		o = Obj{{"type", "string"}, {"enum", field.Enum}}
	case field.Type == registry.ArgString && len(ruleValues(field.Rules)) > 0:
		o = Obj{{"type", "string"}, {"enum", ruleValues(field.Rules)}}
	case field.Type == registry.ArgString:
		o = d.text(field.Rules)
	case field.Type == registry.ArgList:
		o = d.list(field.Rules)
	case field.Type == registry.ArgBoolean:
		o = Obj{{"type", "boolean"}}
	case field.Type == registry.ArgInteger:
		o = Obj{{"type", "integer"}, {"minimum", field.Min}}
		if field.Max != registry.NoMax {
			o = append(o, KV{"maximum", field.Max})
		}
	}
	if field.Nullable {
		// Null means "not given", as leaving the key out does.
		return Obj{{"anyOf", []any{o, Obj{{"type", "null"}}}}}
	}
	return o
}

// ruleValues are the only values a string's rules accept, when one of
// them is a list (find's type: f, d or l).
func ruleValues(rules []registry.Rule) []string {
	for _, r := range rules {
		if _, values := registry.RuleShape(r); len(values) > 0 {
			return values
		}
	}
	return nil
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
	return Obj{{"type", "object"}, {"properties", props}, {"required", required}, {"additionalProperties", false}}
}

// Schema is the structured reply contract as a JSON Schema: one shape
// per enabled structured family, then the command shape, keys in
// contract order. It is the one place the schema is built.
func Schema(families []*registry.Family) json.RawMessage {
	var shapes []any
	d := newDefs()
	for _, f := range families {
		if f.Schema != nil {
			shapes = append(shapes, familyShape(f, d))
		}
	}
	shapes = append(shapes, commandShape(families))
	data, _ := Obj{{"anyOf", shapes}, {"$defs", d.shapes}}.MarshalJSON()
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
		case present(fields["arguments"]) && !present(fields["command"]):
			fields["mode"], filled = json.RawMessage(`"structured"`), true
		case present(fields["command"]) && !present(fields["arguments"]):
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
		if _, ok := fields["mode"]; !ok && present(fields["arguments"]) == present(fields["command"]) {
			keys := make([]string, 0, len(fields))
			for k := range fields {
				keys = append(keys, "`"+k+"`")
			}
			slices.Sort(keys)
			what := "neither `arguments` nor `command`"
			if present(fields["arguments"]) {
				what = "both `arguments` and `command`"
			}
			got := "no keys"
			if len(keys) > 0 {
				got = "the keys " + strings.Join(keys, ", ")
			}
			return nil, &proposal.Error{Detail: "the reply has " + what + " (it has " + got + "); " +
				"a reply has `command_family`, then `arguments` (structured) or `command` (experimental), then `summary` and `explanation`"}
		}
	}
	return proposal.Parse(fillContract(reply), reg, home)
}
