package registry

import "strings"

// head and tail share their schema: lines or bytes of one or more files.

// linesArgs serve head and tail, which share their schema.
type linesArgs struct {
	program string
	Bytes   *int     `json:"bytes"`
	Lines   *int     `json:"lines"`
	Paths   []string `json:"paths"`
}

func linesSchema(program string) *Schema {
	return &Schema{
		Decode: func(o *Object) Args {
			a := linesArgs{
				program: program,
				Paths:   o.List("paths", LocalPath),
				Lines:   o.OptInt("lines", 0, NoMax),
				Bytes:   o.OptInt("bytes", 0, NoMax),
			}
			if a.Lines != nil && a.Bytes != nil {
				o.Fail("lines and bytes cannot be combined")
			}
			return a
		},
		Parse:  parseLines,
		Prompt: `{"paths": ["README.md"], "lines": 20|null, "bytes": null}`,
	}
}

func (a linesArgs) Argv(*Env) []string {
	argv := []string{a.program}
	if a.Lines != nil {
		argv = append(argv, "-n", itoa(*a.Lines))
	}
	if a.Bytes != nil {
		argv = append(argv, "-c", itoa(*a.Bytes))
	}
	return append(argv, a.Paths...)
}

func parseLines(ops []string) (map[string]any, error) {
	obj := map[string]any{}
	var paths []string
	for i := 0; i < len(ops); i++ {
		if !IsOption(ops[i]) {
			paths = append(paths, ops[i])
			continue
		}
		matched := false
		for option, key := range map[string]string{"-n": "lines", "-c": "bytes"} {
			value, used, ok := optionValue(ops, i, option)
			if !ok {
				continue
			}
			n, isInt := PyInt(value)
			// Only plain counts fit the object: tail -n +5 (from line 5)
			// and head -n -5 (all but the last 5) mean something else,
			// and the declaration reads them as typed.
			if _, dup := obj[key]; dup || !isInt || strings.Trim(value, "0123456789") != "" {
				return nil, ErrNotParseable
			}
			obj[key] = n
			i += used - 1
			matched = true
			break
		}
		if !matched {
			return nil, ErrNotParseable
		}
	}
	if len(paths) == 0 {
		return nil, ErrNotParseable
	}
	obj["paths"] = paths
	return obj, nil
}
