package original

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/oterminus/oterminus/internal/registry"
)

// Object reads one structured argument object strictly: unknown keys are
// errors, nothing is coerced (a count must be a JSON integer, not "5" or
// 5.0; a flag must be true or false, not 0), strings are trimmed before
// their checks, and missing optional keys take their defaults. Field errors
// are collected so a proposal's every problem is reported at once.
type Object struct {
	family string
	fields map[string]json.RawMessage
	seen   map[string]bool
	errs   []string
	// home, when set, is what a leading '~' of a path means: a model's
	// "~/Downloads" is the home directory's, as it would be typed.
	home string
}

func newObject(family string, raw json.RawMessage) (*Object, error) {
	o := &Object{family: family, seen: map[string]bool{}}
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) == 0 || bytes.Equal(trimmed, []byte("null")) {
		o.fields = map[string]json.RawMessage{}
		return o, nil
	}
	if trimmed[0] != '{' || json.Unmarshal(trimmed, &o.fields) != nil {
		return nil, o.error("arguments must be a JSON object")
	}
	for key := range o.fields {
		if strings.TrimSpace(key) == "" {
			return nil, o.error("argument names cannot be blank")
		}
	}
	return o, nil
}

func (o *Object) error(msg string) error {
	//lint:ignore ST1005 the original's wording, which the eval cases match
	return fmt.Errorf("Invalid structured arguments for '%s': %s", o.family, msg)
}

// Fail records a cross-field error ("human_readable requires long").
func (o *Object) Fail(format string, args ...any) {
	o.errs = append(o.errs, fmt.Sprintf(format, args...))
}

func (o *Object) finish() error {
	var unknown []string
	for key := range o.fields {
		if !o.seen[key] {
			unknown = append(unknown, key)
		}
	}
	sort.Strings(unknown)
	for _, key := range unknown {
		o.errs = append(o.errs, fmt.Sprintf("unknown argument '%s'", key))
	}
	if len(o.errs) == 0 {
		return nil
	}
	return o.error(strings.Join(o.errs, "; "))
}

// lookup returns a key's raw value; present is false when the key is
// missing, and null is true when it is JSON null.
func (o *Object) lookup(key string) (raw json.RawMessage, present, null bool) {
	o.seen[key] = true
	raw, present = o.fields[key]
	if present && bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return raw, true, true
	}
	return raw, present, false
}

func (o *Object) check(field, value string, rules []registry.Rule) {
	for _, rule := range rules {
		if msg := rule(field, value); msg != "" {
			o.errs = append(o.errs, msg)
			return
		}
	}
}

// pathRules are the rules of local paths: a value under one of them gets
// its leading '~' expanded. Rules are functions, so they are told apart
// by their code pointer.
var pathRules = []registry.Rule{registry.LocalPath, registry.ArchivePath, registry.Destination, registry.Source}

// expandHome is value with a leading "~" or "~/" replaced by the home
// directory when the rules make it a path and a home is known. "~user"
// stays as it is, and the declaration's path rule refuses it later.
func (o *Object) expandHome(value string, rules []registry.Rule) string {
	if o.home == "" || (value != "~" && !strings.HasPrefix(value, "~/")) {
		return value
	}
	for _, rule := range rules {
		for _, path := range pathRules {
			if reflect.ValueOf(rule).Pointer() == reflect.ValueOf(path).Pointer() {
				return o.home + value[1:]
			}
		}
	}
	return value
}

func (o *Object) decodeString(key string, raw json.RawMessage) (string, bool) {
	var s string
	if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
		o.Fail("%s must be a string", key)
		return "", false
	}
	return strings.TrimSpace(s), true
}

// String reads an optional string with a default; rules apply to the
// default too only when the key is given.
func (o *Object) String(key, def string, rules ...registry.Rule) string {
	raw, present, null := o.lookup(key)
	if !present {
		return def
	}
	if null {
		o.Fail("%s must be a string, not null", key)
		return def
	}
	s, ok := o.decodeString(key, raw)
	if !ok {
		return def
	}
	s = o.expandHome(s, rules)
	o.check(key, s, append([]registry.Rule{registry.NotBlank}, rules...))
	return s
}

// Required reads a string that must be present and non-blank.
func (o *Object) Required(key string, rules ...registry.Rule) string {
	if _, present, _ := o.lookup(key); !present {
		o.Fail("%s is required", key)
		return ""
	}
	return o.String(key, "", rules...)
}

// Optional reads a string that may be missing or null (nil).
func (o *Object) Optional(key string, rules ...registry.Rule) *string {
	raw, present, null := o.lookup(key)
	if !present || null {
		return nil
	}
	s, ok := o.decodeString(key, raw)
	if !ok {
		return nil
	}
	s = o.expandHome(s, rules)
	o.check(key, s, append([]registry.Rule{registry.NotBlank}, rules...))
	return &s
}

// Enum reads a string that must be one of allowed; def "" means required.
func (o *Object) Enum(key, def string, allowed ...string) string {
	raw, present, null := o.lookup(key)
	if !present && def != "" {
		return def
	}
	if !present {
		o.Fail("%s is required", key)
		return ""
	}
	var s string
	ok := !null
	if ok {
		s, ok = o.decodeString(key, raw)
	}
	if !ok || !slices.Contains(allowed, s) {
		if len(allowed) == 1 {
			o.Fail("%s must be %s; got %s", key, allowed[0], quoteRaw(raw))
		} else {
			o.Fail("%s must be one of %s; got %s", key, strings.Join(allowed, ", "), quoteRaw(raw))
		}
		return def
	}
	return s
}

// Bool reads an optional boolean that defaults to false.
func (o *Object) Bool(key string) bool {
	raw, present, null := o.lookup(key)
	if !present {
		return false
	}
	switch string(bytes.TrimSpace(raw)) {
	case "true":
		return true
	case "false":
		return false
	}
	if null {
		o.Fail("%s must be true or false, not null", key)
	} else {
		o.Fail("%s must be true or false; got %s", key, quoteRaw(raw))
	}
	return false
}

// Int reads an optional integer with a default and inclusive bounds.
func (o *Object) Int(key string, def, min, max int) int {
	raw, present, null := o.lookup(key)
	if !present {
		return def
	}
	if null {
		o.Fail("%s must be an integer, not null", key)
		return def
	}
	if n, ok := o.decodeInt(key, raw, min, max); ok {
		return n
	}
	return def
}

// OptInt reads an integer that may be missing or null (nil).
func (o *Object) OptInt(key string, min, max int) *int {
	raw, present, null := o.lookup(key)
	if !present || null {
		return nil
	}
	if n, ok := o.decodeInt(key, raw, min, max); ok {
		return &n
	}
	return nil
}

// NoMax is the max for integers without an upper bound.
const NoMax = int(^uint(0) >> 1)

func (o *Object) decodeInt(key string, raw json.RawMessage, min, max int) (int, bool) {
	text := string(bytes.TrimSpace(raw))
	n, err := strconv.Atoi(text)
	if err != nil || strings.HasPrefix(text, "+") {
		o.Fail("%s must be an integer; got %s", key, quoteRaw(raw))
		return 0, false
	}
	switch {
	case n < min && max == NoMax:
		o.Fail("%s must be at least %d; got %d", key, min, n)
	case n < min || n > max:
		o.Fail("%s must be between %d and %d; got %d", key, min, max, n)
	default:
		return n, true
	}
	return 0, false
}

// List reads a required list of strings with at least one item.
func (o *Object) List(key string, rules ...registry.Rule) []string {
	raw, present, null := o.lookup(key)
	if !present {
		o.Fail("%s is required", key)
		return nil
	}
	if null {
		o.Fail("%s must be a list of strings, not null", key)
		return nil
	}
	return o.decodeList(key, raw, rules)
}

// OptList reads a list that may be missing or null (nil); when given it
// needs at least one item.
func (o *Object) OptList(key string, rules ...registry.Rule) []string {
	raw, present, null := o.lookup(key)
	if !present || null {
		return nil
	}
	return o.decodeList(key, raw, rules)
}

func (o *Object) decodeList(key string, raw json.RawMessage, rules []registry.Rule) []string {
	var items []json.RawMessage
	if bytes.TrimSpace(raw)[0] != '[' || json.Unmarshal(raw, &items) != nil {
		o.Fail("%s must be a list of strings", key)
		return nil
	}
	if len(items) == 0 {
		o.Fail("%s needs at least one item", key)
		return nil
	}
	out := make([]string, 0, len(items))
	for _, item := range items {
		var s string
		if bytes.TrimSpace(item)[0] != '"' || json.Unmarshal(item, &s) != nil {
			o.Fail("%s must be a list of strings", key)
			return nil
		}
		s = o.expandHome(strings.TrimSpace(s), rules)
		o.check(key, s, append([]registry.Rule{registry.NotBlank}, rules...))
		out = append(out, s)
	}
	return out
}

func quoteRaw(raw json.RawMessage) string {
	const max = 80
	s := string(bytes.TrimSpace(raw))
	if len(s) > max {
		s = s[:max] + "..."
	}
	return s
}
