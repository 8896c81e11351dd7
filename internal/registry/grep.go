package registry

var grepFamily = &Family{
	Name: "grep", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectGrep,
	MinOperands: 1, MaxOperands: Unbounded,
	Flags: Flags{
		Allowed:    []string{"-E", "-F", "-H", "-R", "-h", "-i", "-l", "-n", "-r"},
		WithValues: []string{"-e", "-f", "-m"},
		PathValued: []string{"-f"},
	},
	Aliases:  []string{"search text", "find matching lines"},
	Examples: []string{"grep -n TODO src/main.py"},
	Schema: &Schema{
		Decode: decodeGrep,
		Parse:  parseGrep,
		Prompt: `{"pattern": "TODO", "paths": ["src"], "ignore_case": true|false, "line_number": true|false, "fixed_strings": true|false, "recursive": true|false, "files_with_matches": true|false, "max_count": 5|null}`,
	},
}

type grepArgs struct {
	FilesWithMatches bool     `json:"files_with_matches"`
	FixedStrings     bool     `json:"fixed_strings"`
	IgnoreCase       bool     `json:"ignore_case"`
	LineNumber       bool     `json:"line_number"`
	MaxCount         *int     `json:"max_count"`
	Paths            []string `json:"paths"`
	Pattern          string   `json:"pattern"`
	Recursive        bool     `json:"recursive"`
}

func decodeGrep(o *Object) Args {
	a := grepArgs{
		// A pattern starting with '-' would be read as an option.
		Pattern:          o.Required("pattern", NoLeadingDash),
		Paths:            o.List("paths", LocalPath),
		IgnoreCase:       o.Bool("ignore_case"),
		LineNumber:       o.Bool("line_number"),
		FixedStrings:     o.Bool("fixed_strings"),
		Recursive:        o.Bool("recursive"),
		FilesWithMatches: o.Bool("files_with_matches"),
		MaxCount:         o.OptInt("max_count", 1, NoMax),
	}
	if a.LineNumber && a.FilesWithMatches {
		o.Fail("line_number cannot be combined with files_with_matches")
	}
	return a
}

func (a grepArgs) Argv(*Env) []string {
	argv := []string{"grep"}
	argv = flagArgv(argv, a.FixedStrings, "-F")
	argv = flagArgv(argv, a.IgnoreCase, "-i")
	argv = flagArgv(argv, a.LineNumber, "-n")
	argv = flagArgv(argv, a.FilesWithMatches, "-l")
	argv = flagArgv(argv, a.Recursive, "-r")
	if a.MaxCount != nil {
		argv = append(argv, "-m", itoa(*a.MaxCount))
	}
	argv = append(argv, a.Pattern)
	return append(argv, a.Paths...)
}

var grepLetters = map[rune]string{'F': "fixed_strings", 'i': "ignore_case", 'n': "line_number", 'r': "recursive", 'R': "recursive", 'l': "files_with_matches"}

// parseGrep reads options only before the pattern; everything after the
// pattern is a path, even words that look like options (rule P refuses
// those later).
func parseGrep(ops []string) (map[string]any, error) {
	obj := map[string]any{}
	i := 0
	for ; i < len(ops) && IsOption(ops[i]); i++ {
		if value, used, ok := optionValue(ops, i, "-m"); ok {
			n, isInt := PyInt(value)
			if !isInt {
				return nil, ErrNotParseable
			}
			obj["max_count"] = n
			i += used - 1
			continue
		}
		letters, ok := Cluster(ops[i], "FinrRl")
		if !ok {
			return nil, ErrNotParseable
		}
		for _, c := range letters {
			obj[grepLetters[c]] = true
		}
	}
	if len(ops)-i < 2 {
		return nil, ErrNotParseable
	}
	obj["pattern"] = ops[i]
	obj["paths"] = ops[i+1:]
	return obj, nil
}
