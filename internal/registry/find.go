package registry

import (
	"regexp"
	"sync"
)

// find goes beyond the original's name-only schema: the headline request
// "find files bigger than 100MB here" needs a type and a size test. Every
// test is typed and validated; actions (-exec, -delete, -fprint, -ok) have
// no field and are refused by the flag allowlist.
var findFamily = &Family{
	Name: "find", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectFind,
	MinOperands: 0, MaxOperands: Unbounded, PathMode: PathsFind,
	Flags: Flags{
		Allowed:           []string{"-print", "-empty"},
		WithValues:        []string{"-maxdepth", "-mindepth", "-name", "-iname", "-path", "-type", "-size", "-mtime"},
		Leading:           []string{"-H", "-L", "-P"},
		LeadingWithValues: []string{"-D", "-O"},
		LeadingInline:     []string{"-O"},
	},
	Aliases:  []string{"find files", "search directories"},
	Examples: []string{"find . -name '*.py'", "find . -type f -size +100M"},
	Schema: &Schema{
		Decode: decodeFind,
		Parse:  parseFind,
		Prompt: `{"path": ".", "name": "*.py"|null, "iname": null, "type": "f"|"d"|"l"|null, "size": "+100M"|null, "modified_days": "-7"|null, "max_depth": 2|null, "min_depth": null, "empty": true|false}`,
	},
}

type findArgs struct {
	Empty        bool    `json:"empty"`
	IName        *string `json:"iname"`
	MaxDepth     *int    `json:"max_depth"`
	MinDepth     *int    `json:"min_depth"`
	ModifiedDays *string `json:"modified_days"`
	Name         *string `json:"name"`
	Path         string  `json:"path"`
	Size         *string `json:"size"`
	Type         *string `json:"type"`
}

var (
	findSize    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[+-]?[0-9]{1,12}[bckwMG]?$`) })
	findDays    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[+-]?[0-9]{1,6}$`) })
	findPattern = func(field, value string) string { return NoLeadingDash(field, value) }
)

func decodeFind(o *Object) Args {
	a := findArgs{
		Path:         o.String("path", ".", LocalPath),
		Name:         o.Optional("name", findPattern),
		IName:        o.Optional("iname", findPattern),
		Type:         o.Optional("type", oneOf("f", "d", "l")),
		Size:         o.Optional("size", matches(findSize, "a find size such as +100M, -10k or 512c")),
		ModifiedDays: o.Optional("modified_days", matches(findDays, "a day count such as -7 (within a week) or +30")),
		MaxDepth:     o.OptInt("max_depth", 0, NoMax),
		MinDepth:     o.OptInt("min_depth", 0, NoMax),
		Empty:        o.Bool("empty"),
	}
	return a
}

func (a findArgs) Argv(*Env) []string {
	argv := []string{"find", a.Path}
	add := func(flag string, v *string) {
		if v != nil {
			argv = append(argv, flag, *v)
		}
	}
	if a.MaxDepth != nil {
		argv = append(argv, "-maxdepth", itoa(*a.MaxDepth))
	}
	if a.MinDepth != nil {
		argv = append(argv, "-mindepth", itoa(*a.MinDepth))
	}
	add("-type", a.Type)
	add("-name", a.Name)
	add("-iname", a.IName)
	add("-size", a.Size)
	add("-mtime", a.ModifiedDays)
	return flagArgv(argv, a.Empty, "-empty")
}

// findTests maps each test option to its argument key.
var findTests = map[string]string{
	"-name": "name", "-iname": "iname", "-type": "type", "-size": "size",
	"-mtime": "modified_days", "-maxdepth": "max_depth", "-mindepth": "min_depth",
}

func parseFind(ops []string) (map[string]any, error) {
	obj := map[string]any{}
	i := 0
	if i < len(ops) && !IsOption(ops[i]) {
		obj["path"] = ops[i]
		i++
	}
	for i < len(ops) {
		op := ops[i]
		if op == "-empty" {
			obj["empty"] = true
			i++
			continue
		}
		key, ok := findTests[op]
		if !ok || i+1 >= len(ops) {
			return nil, ErrNotParseable
		}
		if _, dup := obj[key]; dup {
			return nil, ErrNotParseable
		}
		value := ops[i+1]
		if key == "max_depth" || key == "min_depth" {
			n, ok := PyInt(value)
			if !ok {
				return nil, ErrNotParseable
			}
			obj[key] = n
		} else {
			obj[key] = value
		}
		i += 2
	}
	return obj, nil
}
