package planner

import (
	"bytes"
	"encoding/json"
	"strconv"

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
	b.WriteByte('{')
	for i, kv := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(kv.Key))
		b.WriteByte(':')
		v, err := json.Marshal(kv.Value)
		if err != nil {
			return nil, err
		}
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// replyProperty is one key of the reply contract, in contract order.
type replyProperty struct {
	name     string
	required bool
	schema   func(families []*registry.Family) any
}

func boundedString(min, max int) Obj {
	o := Obj{{"type", "string"}}
	if min > 0 {
		o = append(o, KV{"minLength", min})
	}
	return append(o, KV{"maxLength", max})
}

// The reply has one shape per mode, and the model chooses the mode by
// the key it writes after the family: arguments (structured) or command
// (experimental). So the mode is chosen right after the family and
// before anything else, and costs no key of its own; fillContract writes
// it back. Optional keys can only come last in a grammar (after every
// required one), so the keys that must come early are required.
var (
	structuredContract = []replyProperty{
		{"command_family", true, structuredFamilySchema},
		{"arguments", true, argumentsSchema},
		summaryProperty, explanationProperty, riskProperty, notesProperty,
	}
	experimentalContract = []replyProperty{
		{"command_family", true, familySchema},
		{"command", true, func([]*registry.Family) any { return boundedString(1, maxCommandLen) }},
		summaryProperty, explanationProperty, riskProperty, notesProperty,
	}
	summaryProperty     = replyProperty{"summary", true, func([]*registry.Family) any { return boundedString(1, maxSummaryLen) }}
	explanationProperty = replyProperty{"explanation", true, func([]*registry.Family) any { return boundedString(1, maxExplanationLen) }}
	riskProperty        = replyProperty{"risk_level", false, func([]*registry.Family) any {
		return Obj{{"type", "string"}, {"enum", []string{"safe", "write", "dangerous"}}}
	}}
	notesProperty = replyProperty{"notes", false, func([]*registry.Family) any {
		return Obj{{"type", "array"}, {"items", boundedString(0, maxNoteLen)}, {"maxItems", maxNoteItems}}
	}}
)

// structuredFamilySchema limits command_family to the enabled families
// that have a structured form.
func structuredFamilySchema(families []*registry.Family) any {
	names := []string{}
	for _, f := range families {
		if f.Schema != nil {
			names = append(names, f.Name)
		}
	}
	return Obj{{"type", "string"}, {"enum", names}}
}

// familySchema limits an experimental command_family to the enabled
// families, or null for a program no family covers.
func familySchema(families []*registry.Family) any {
	names := make([]any, 0, len(families)+1)
	for _, f := range families {
		names = append(names, f.Name)
	}
	names = append(names, nil)
	return Obj{{"type", []string{"string", "null"}}, {"enum", names}}
}

// argumentsSchema bounds a structured proposal's arguments: every family
// takes strings, integers, booleans and lists of strings. Per-family
// argument schemas (an anyOf on command_family) replace it here.
func argumentsSchema([]*registry.Family) any {
	value := Obj{{"anyOf", []any{
		boundedString(0, maxArgStringLen),
		Obj{{"type", "integer"}},
		Obj{{"type", "boolean"}},
		Obj{{"type", "array"}, {"items", boundedString(0, maxArgStringLen)}, {"maxItems", maxArgListItems}},
	}}}
	return Obj{{"type", "object"}, {"additionalProperties", value}}
}

// objectSchema is one reply shape, its keys in contract order.
func objectSchema(contract []replyProperty, families []*registry.Family) Obj {
	props := Obj{}
	var required []string
	for _, p := range contract {
		props = append(props, KV{p.name, p.schema(families)})
		if p.required {
			required = append(required, p.name)
		}
	}
	return Obj{{"type", "object"}, {"properties", props}, {"required", required}, {"additionalProperties", false}}
}

// Schema is the reply contract as a JSON Schema: one object shape per
// mode, keys in contract order. It is the one place the schema is built.
func Schema(families []*registry.Family) json.RawMessage {
	data, _ := json.Marshal(Obj{{"anyOf", []any{
		objectSchema(structuredContract, families),
		objectSchema(experimentalContract, families),
	}}})
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
