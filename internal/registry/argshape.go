package registry

import (
	"encoding/json"
	"strings"
)

// A family's structured argument object is declared by its decoder: the
// keys it reads, with which Object method (so of which type, required or
// not, which values, which bounds). ArgFields runs the decoder on an
// empty object and records those reads, so the planner's grammar for a
// family's arguments comes from the same declaration that reads a reply,
// and the two cannot disagree. Cross-field rules ("human_readable
// requires long") stay in the decoder: a grammar cannot say them.

// ArgType is the JSON type of an argument.
type ArgType string

// Argument types.
const (
	ArgString  ArgType = "string"
	ArgInteger ArgType = "integer"
	ArgBoolean ArgType = "boolean"
	ArgList    ArgType = "list" // a non-empty list of strings
)

// ArgField is one key of a family's argument object.
type ArgField struct {
	Key      string
	Type     ArgType
	Required bool
	Nullable bool     // null, like leaving the key out, means "not given"
	Enum     []string // the only accepted strings, when set
	Min, Max int      // integer bounds; Max is NoMax when there is none
	// Rules are what each string (of a list, each item) must pass besides
	// not being blank.
	Rules []Rule
}

// ArgFields lists the keys of the family's argument object in the order
// its decoder reads them; nil for a family with no structured form.
func (f *Family) ArgFields() []ArgField {
	if f.Schema == nil {
		return nil
	}
	fields := []ArgField{}
	o := &Object{family: f.Name, fields: map[string]json.RawMessage{}, seen: map[string]bool{}, shape: &fields}
	f.Schema.Decode(o)
	return fields
}

// declare records a key the decoder reads, the first time it is read
// (Required reads through String).
func (o *Object) declare(field ArgField) {
	if o.shape == nil {
		return
	}
	for _, f := range *o.shape {
		if f.Key == field.Key {
			return
		}
	}
	*o.shape = append(*o.shape, field)
}

// shapeQuery is the field name that asks a rule made by matches or oneOf
// what it accepts (RuleShape) instead of checking a value. Other rules
// answer it with a message starting with the field name, which RuleShape
// tells apart.
const shapeQuery = "\x00shape"

// RuleShape says what a rule accepts when that is a regular expression
// (matches) or a list of values (oneOf), so a planner's grammar can say
// it too; both are empty for any other rule.
func RuleShape(r Rule) (pattern string, values []string) {
	answer := r(shapeQuery, "")
	switch {
	case strings.HasPrefix(answer, "\x01"):
		return answer[1:], nil
	case strings.HasPrefix(answer, "\x02"):
		return "", strings.Split(answer[1:], "\x00")
	}
	return "", nil
}
