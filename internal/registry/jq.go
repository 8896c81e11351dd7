package registry

import "strings"

// jq filters JSON: its program (the filter) computes and prints, and
// reads nothing but its input, the files named, and modules from its
// search path; it cannot write a file or run a program. A filter read
// from a file (-f), and a file bound to a name (--rawfile, --slurpfile:
// two value words, a name and the file), are reads of those files.
var jqFamily = &Family{
	Name: "jq", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"filter json", "pretty-print json"},
	Examples: []string{"jq . package.json", "jq -r .name package.json", "jq -c '.[] | {id, name}' data.json", "jq -S . data.json"},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Parsing: Interleaved, DashDash: true,
		Options: []Option{
			{Names: []string{"-r", "--raw-output"}, Help: "print strings without JSON quotes"},
			{Names: []string{"-j", "--join-output"}, Help: "like -r, without a newline after each output"},
			{Names: []string{"-c", "--compact-output"}, Help: "print each output on one line"},
			{Names: []string{"-s", "--slurp"}, Help: "read every input into one array"},
			{Names: []string{"-n", "--null-input"}, Help: "run the filter once with null as input, reading no input"},
			{Names: []string{"-R", "--raw-input"}, Help: "read each line as a string, not as JSON"},
			{Names: []string{"-e", "--exit-status"}, Help: "exit 1 when the last output is false or null"},
			{Names: []string{"-S", "--sort-keys"}, Help: "print object keys sorted"},
			{Names: []string{"-a", "--ascii-output"}, Help: "escape characters beyond ASCII"},
			{Names: []string{"-C", "--color-output"}, Help: "colour the output even when it is not a terminal"},
			{Names: []string{"-M", "--monochrome-output"}, Help: "never colour the output"},
			{Names: []string{"--tab"}, Help: "indent with tabs"},
			{Names: []string{"--indent"}, Value: Integer, Help: "indent with this many spaces (at most 7)"},
			{Names: []string{"-f", "--from-file"}, Value: ReadPath, Secrets: jqProgramFile, Help: "read the filter from this file"},
			{Names: []string{"--arg"}, Value: Text, Then: Text, Help: "set $NAME to the string VALUE in the filter"},
			{Names: []string{"--argjson"}, Value: Text, Then: Text, Help: "set $NAME to the JSON VALUE in the filter"},
			{Names: []string{"--rawfile"}, Value: Text, Then: ReadPath, Help: "set $NAME to the text of this file, which jq reads"},
			{Names: []string{"--slurpfile"}, Value: Text, Then: ReadPath, Help: "set $NAME to an array of the JSON values in this file, which jq reads"},
		},
		Operands: []Operand{
			{Name: "FILTER", Kind: Text, Min: 1, Max: 1, Unless: []string{"-f", "--from-file"}, Secrets: jqSecrets, Help: "the jq program ('.' prints the input)"},
			{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "JSON files to read"},
		},
	},
}

// jqProgramFile: a program read from a file is never read here, and may
// read the environment.
func jqProgramFile(string) string { return EnvironmentRead + " (if the program in the file reads it)" }

// jqSecrets names what a jq program reads beyond its input that holds
// secrets: the environment, through the builtin env or the variable $ENV
// (jq's manual, "$ENV, env"), and the files import and include load by
// name from any directory a search path names, which modulemeta reads
// too (jq's manual, "Modules"). The program is read as jq's lexer reads
// it: a string's text is no code, but an interpolation \(...) in it is;
// a comment runs to the end of its line; a name after '.' is a field
// (.env) and one before ':' an object's key ({env: 1}). A word the
// reading takes for code can only ask more.
func jqSecrets(program string) string {
	env, modules := false, false
	for _, w := range jqWords(program) {
		switch w {
		case "env", "$ENV":
			env = true
		case "import", "include", "modulemeta":
			modules = true
		}
	}
	switch {
	case env:
		return EnvironmentRead
	case modules:
		return "files the jq program loads by name (import, include)"
	}
	return ""
}

// jqWords are the names and $variables a jq program uses as code.
func jqWords(p string) []string {
	var words []string
	depth := []int{} // open parentheses of each interpolation being read
	inString := false
	for i := 0; i < len(p); {
		b := p[i]
		if inString {
			switch {
			case b == '\\' && i+1 < len(p) && p[i+1] == '(':
				inString, depth = false, append(depth, 0)
				i += 2
			case b == '\\':
				i += 2
			case b == '"':
				inString = false
				i++
			default:
				i++
			}
			continue
		}
		switch {
		case b == '"':
			inString = true
			i++
		case b == '#':
			for i < len(p) && p[i] != '\n' {
				i++
			}
		case b == '(':
			if len(depth) > 0 {
				depth[len(depth)-1]++
			}
			i++
		case b == ')':
			if len(depth) > 0 {
				if depth[len(depth)-1] == 0 {
					depth, inString = depth[:len(depth)-1], true // back in the string
				} else {
					depth[len(depth)-1]--
				}
			}
			i++
		case b == '$' || isAwkWordByte(b) && !isDigitByte(b):
			j := i + 1
			for j < len(p) && (isAwkWordByte(p[j]) || p[j] == ':' && j+1 < len(p) && p[j+1] == ':') {
				if p[j] == ':' {
					j++
				}
				j++
			}
			word := p[i:j]
			field := i > 0 && p[i-1] == '.'
			key := strings.HasPrefix(strings.TrimLeft(p[j:], " \t\n"), ":") && !strings.HasPrefix(strings.TrimLeft(p[j:], " \t\n"), "::")
			if !field && !key {
				words = append(words, word)
			}
			i = j
		default:
			i++
		}
	}
	return words
}
