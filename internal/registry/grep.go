package registry

var grepFamily = &Family{
	Name: "grep", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"search text", "find matching lines"},
	Examples: []string{"grep -n TODO src/main.py", "grep -rn TODO src", "grep -rI TODO src",
		"grep -Hn --color=always TODO notes.txt", "grep -Ei TODO notes.txt", "grep --context 3 TODO notes.txt",
		"grep -r --include='*.go' --exclude-dir=vendor TODO ."},
	Schema: &Schema{
		Decode: decodeGrep,
		Parse:  parseGrep,
		Prompt: `{"pattern": "TODO", "paths": ["src"], "ignore_case": true|false, "line_number": true|false, "fixed_strings": true|false, "recursive": true|false, "files_with_matches": true|false, "max_count": 5|null}`,
	},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Parsing: Interleaved, DashDash: true, NumberOption: "-C",
		Options: []Option{
			{Names: []string{"-i", "--ignore-case"}, Help: "match upper and lower case alike"},
			{Names: []string{"--no-ignore-case"}, Help: "match case exactly (the default; undoes -i)"},
			{Names: []string{"-v", "--invert-match"}, Help: "print the lines that do not match"},
			{Names: []string{"-w", "--word-regexp"}, Help: "match only whole words"},
			{Names: []string{"-x", "--line-regexp"}, Help: "match only whole lines"},
			{Names: []string{"-E", "--extended-regexp"}, Help: "read the pattern as an extended regular expression (| + ? without backslashes)"},
			{Names: []string{"-F", "--fixed-strings"}, Help: "read the pattern as a fixed string, not a regular expression"},
			{Names: []string{"-G", "--basic-regexp"}, Help: "read the pattern as a basic regular expression (the default)"},
			{Names: []string{"-P", "--perl-regexp"}, Help: "read the pattern as a Perl-compatible regular expression (GNU grep only)"},
			{Names: []string{"-n", "--line-number"}, Help: "prefix each matching line with its line number"},
			{Names: []string{"-b", "--byte-offset"}, Help: "prefix each output line with its byte offset in the file"},
			{Names: []string{"-H", "--with-filename"}, Help: "prefix each match with its file name"},
			{Names: []string{"-h", "--no-filename"}, Help: "do not prefix matches with file names"},
			{Names: []string{"-l", "--files-with-matches"}, Help: "print only the names of files that contain a match"},
			{Names: []string{"-L", "--files-without-match"}, Help: "print only the names of files that contain no match"},
			{Names: []string{"-c", "--count"}, Help: "print only how many lines match in each file"},
			{Names: []string{"-o", "--only-matching"}, Help: "print only the matched part of each line"},
			{Names: []string{"-q", "--quiet", "--silent"}, Help: "print nothing; the exit status says whether anything matched"},
			{Names: []string{"-s", "--no-messages"}, Help: "do not report missing or unreadable files"},
			{Names: []string{"-e", "--regexp"}, Value: Regex, Help: "search for this pattern (repeatable; for patterns that start with '-')"},
			{Names: []string{"-f", "--file"}, Value: ReadPath, Help: "read the patterns from this file, one per line"},
			{Names: []string{"-m", "--max-count"}, Value: Integer, Help: "stop reading a file after this many matching lines"},
			{Names: []string{"-A", "--after-context"}, Value: Integer, Help: "also print this many lines after each match"},
			{Names: []string{"-B", "--before-context"}, Value: Integer, Help: "also print this many lines before each match"},
			{Names: []string{"-C", "--context"}, Value: Integer, Help: "also print this many lines before and after each match"},
			{Names: []string{"-r", "--recursive"}, Help: "search directories recursively, not following symbolic links met inside them"},
			{Names: []string{"-R", "--dereference-recursive"}, Help: "search directories recursively, following every symbolic link"},
			{Names: []string{"--include"}, Value: Glob, Help: "search only files whose name matches this pattern"},
			{Names: []string{"--exclude"}, Value: Glob, Help: "skip files whose name matches this pattern"},
			{Names: []string{"--exclude-dir"}, Value: Glob, Help: "skip directories whose name matches this pattern when searching recursively"},
			{Names: []string{"--color", "--colour"}, Value: Enum, Enum: []string{"always", "never", "auto"}, InlineOnly: true,
				Help: "highlight matches: always, never, or auto (only on a terminal)"},
			{Names: []string{"-I"}, Help: "skip binary files, as if they had no match"},
			{Names: []string{"-a", "--text"}, Help: "search binary files as if they were text"},
			{Names: []string{"-z", "--null-data"}, Help: "read input lines as separated by NUL bytes, not newlines"},
			{Names: []string{"-Z", "--null"}, Help: "end each printed file name with a NUL byte"},
		},
		// With -e or -f the patterns are option values, so every operand
		// is a file: the files are what policy checks, never a pattern.
		Operands: []Operand{
			{Name: "PATTERN", Kind: Regex, Min: 1, Max: 1, Unless: []string{"-e", "-f"}, Help: "the pattern to search for"},
			{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files or (with -r) directories to search"},
		},
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
