// Package original reads the original's structured argument objects
// ({"operation": "list", "archive_path": "a.tar"}, {"path": ".", "long":
// true}) into argv, so its planner fixtures and a model that still
// answers in those shapes keep working. It is an adapter and nothing
// else: the argv it returns is read, checked and rendered by the
// family's declaration like any other, and nothing here decides what is
// accepted beyond the original's own rules on its keys.
package original

import (
	"encoding/json"
	"errors"
	"slices"
	"sort"

	"github.com/oterminus/oterminus/internal/registry"
)

// Args are one object's decoded keys; Argv renders them as the original
// did.
type Args interface {
	Argv() []string
}

type decoder func(o *Object) Args

// decoders are the objects with an "operation", each read by its own
// code; every other object is a shape (shapes.go). Pairs, not a map:
// static data, nothing built at start-up.
var decoders = registry.Pairs[decoder]{
	{Key: "curl", Value: decodeCurl}, {Key: "git", Value: decodeGit}, {Key: "project_health", Value: decodeProjectHealth},
	{Key: "tar", Value: decodeTar}, {Key: "unzip", Value: decodeUnzip}, {Key: "zip", Value: decodeZip},
}

// ErrNoObject is the answer for a family the original had no argument
// object for.
var ErrNoObject = errors.New("no argument object")

// Has reports a family the original had an argument object for.
func Has(family string) bool { return decoders.Get(family) != nil || shapes()[family] != nil }

// Families lists them, sorted.
func Families() []string {
	names := make([]string, 0, len(decoders)+len(shapes()))
	for _, d := range decoders {
		names = append(names, d.Key)
	}
	for name := range shapes() {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// Reading is what one object says: the argv it stands for, or, for
// project_health, the curated operation (whose argv depends on the
// project, so validation renders it).
type Reading struct {
	Argv      []string
	Operation string
	// Object is the object with every key the original knows, defaults
	// filled in: what --json and the audit show as its arguments.
	Object map[string]any
}

// Read decodes raw, the family's argument object, strictly (unknown keys,
// wrong types and the original's cross-key rules are errors, all at
// once). home is what a leading '~' of a path means ("" keeps it).
func Read(family string, raw json.RawMessage, home string) (Reading, error) {
	decode, shape := decoders.Get(family), shapes()[family]
	if decode == nil && shape == nil {
		return Reading{}, ErrNoObject
	}
	o, err := newObject(family, raw)
	if err != nil {
		return Reading{}, err
	}
	o.home = home
	if shape != nil {
		object, argv := shape.read(o)
		if err := o.finish(); err != nil {
			return Reading{}, err
		}
		return Reading{Argv: argv, Object: object}, nil
	}
	args := decode(o)
	if err := o.finish(); err != nil {
		return Reading{}, err
	}
	r := Reading{Object: canonical(args)}
	if p, ok := args.(projectArgs); ok {
		r.Operation = p.Operation
		return r, nil
	}
	r.Argv = slices.Clip(args.Argv())
	return r, nil
}

// canonical is the decoded object as JSON keys and values.
func canonical(a Args) map[string]any {
	raw, _ := json.Marshal(a)
	var m map[string]any
	_ = json.Unmarshal(raw, &m)
	if m == nil {
		m = map[string]any{}
	}
	return m
}
