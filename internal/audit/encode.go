package audit

import (
	"encoding/json"
	"maps"
	"slices"
	"strconv"
	"unicode/utf8"
)

// marshal is json.Marshal(ev), byte for byte, without reflection for
// the values an event holds: keys in sorted order, and strings,
// booleans, nil, ints, lists, objects, a report's stages and timings
// written here; any other value (a named type) goes to json.Marshal. A
// line is written on every typed command and every key press, and
// json.Marshal's first use in a process (its type caches, reflection
// over a map of some sixty keys) cost about a twentieth of the command.
// TestMarshalIsJSONMarshal holds it to json.Marshal.
//
// text, when not nil, rewrites every string value on its way out, map
// keys aside (the log's redaction, applied as the line is written rather
// than to a copy of the event); TestWriteRedactsEveryField covers it.
func marshal(ev Event, text func(string) string) ([]byte, error) {
	e := encoder{text: text}
	return appendObject(make([]byte, 0, 2048), ev, e.value)
}

type encoder struct{ text func(string) string }

func (e encoder) string(out []byte, s string) []byte {
	if e.text != nil {
		s = e.text(s)
	}
	return appendString(out, s)
}

// appendObject writes m as json.Marshal writes a map: null for nil, else
// its keys sorted, each value written by value.
func appendObject[V any](out []byte, m map[string]V, value func([]byte, V) ([]byte, error)) ([]byte, error) {
	if m == nil {
		return append(out, "null"...), nil
	}
	out = append(out, '{')
	for i, k := range slices.Sorted(maps.Keys(m)) {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(appendString(out, k), ':')
		var err error
		if out, err = value(out, m[k]); err != nil {
			return nil, err
		}
	}
	return append(out, '}'), nil
}

// appendArray writes s as json.Marshal writes a slice: null for nil, else
// each element written by value.
func appendArray[V any](out []byte, s []V, value func([]byte, V) ([]byte, error)) ([]byte, error) {
	if s == nil {
		return append(out, "null"...), nil
	}
	out = append(out, '[')
	for i, x := range s {
		if i > 0 {
			out = append(out, ',')
		}
		var err error
		if out, err = value(out, x); err != nil {
			return nil, err
		}
	}
	return append(out, ']'), nil
}

func (e encoder) value(out []byte, v any) ([]byte, error) {
	switch v := v.(type) {
	case nil:
		return append(out, "null"...), nil
	case string:
		return e.string(out, v), nil
	case bool:
		return strconv.AppendBool(out, v), nil
	case int:
		return strconv.AppendInt(out, int64(v), 10), nil
	case int64:
		return strconv.AppendInt(out, v, 10), nil
	case []Stage:
		return e.stages(out, v), nil
	case map[string]int64: // the timings
		return appendObject(out, v, func(out []byte, n int64) ([]byte, error) { return strconv.AppendInt(out, n, 10), nil })
	case map[string]any:
		return appendObject(out, v, e.value)
	case []string:
		return appendArray(out, v, func(out []byte, s string) ([]byte, error) { return e.string(out, s), nil })
	case []any:
		return appendArray(out, v, e.value)
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return append(out, b...), nil
}

// stages writes a request's stages as json.Marshal does, fields in
// their declaration order. Every request line has them, and json.Marshal's
// first use of a type (reflection, its encoder cache) cost a cold process
// more than the rest of the line.
func (e encoder) stages(out []byte, stages []Stage) []byte {
	if stages == nil {
		return append(out, "null"...)
	}
	out = append(out, '[')
	for i, st := range stages {
		if i > 0 {
			out = append(out, ',')
		}
		out = append(out, `{"argv":`...)
		out, _ = e.value(out, st.Argv)
		out = append(out, `,"command_family":`...)
		if st.Family == nil {
			out = append(out, "null"...)
		} else {
			out = e.string(out, *st.Family)
		}
		out = append(out, `,"risk_level":`...)
		out = appendString(out, st.Risk)
		out = append(out, `,"redirections":`...)
		out, _ = e.value(out, st.Redirections)
		out = append(out, '}')
	}
	return append(out, ']')
}

const hexDigits = "0123456789abcdef"

// appendString is encoding/json's string encoding with HTML escaping, as
// json.Marshal writes it: control characters, quote and backslash
// escaped, <, > and & as \u003c and the like, invalid UTF-8 as \ufffd,
// and U+2028 and U+2029 escaped.
func appendString(out []byte, s string) []byte {
	out = append(out, '"')
	start := 0
	for i := 0; i < len(s); {
		if b := s[i]; b < utf8.RuneSelf {
			if b >= 0x20 && b != '"' && b != '\\' && b != '<' && b != '>' && b != '&' {
				i++
				continue
			}
			out = append(out, s[start:i]...)
			switch b {
			case '\\', '"':
				out = append(out, '\\', b)
			case '\b':
				out = append(out, '\\', 'b')
			case '\f':
				out = append(out, '\\', 'f')
			case '\n':
				out = append(out, '\\', 'n')
			case '\r':
				out = append(out, '\\', 'r')
			case '\t':
				out = append(out, '\\', 't')
			default:
				out = append(out, '\\', 'u', '0', '0', hexDigits[b>>4], hexDigits[b&0xF])
			}
			i++
			start = i
			continue
		}
		c, size := utf8.DecodeRuneInString(s[i:])
		if c == utf8.RuneError && size == 1 {
			out = append(out, s[start:i]...)
			out = append(out, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if c == '\u2028' || c == '\u2029' {
			out = append(out, s[start:i]...)
			out = append(out, '\\', 'u', '2', '0', '2', hexDigits[c&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	out = append(out, s[start:]...)
	return append(out, '"')
}
