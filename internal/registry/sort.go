package registry

// sort -o FILE writes the sorted lines to FILE (which may be one of the
// inputs: sort reads them all first): a write, its target checked by
// policy like a redirection's. Refused: --compress-program (runs a
// program), -T (writes temporary files where it is told) and
// --files0-from (reads its file list from a file).
var sortFamily = &Family{
	Name: "sort", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"sort lines"},
	Examples: []string{"sort -u names.txt", "sort -t : -k 3n /etc/passwd", "sort -t : -k 3,3n -k 4,4g /etc/passwd",
		"sort -fr notes.txt", "sort -h sizes.txt", "sort -u -o names.txt names.txt"},
	Notes: []string{"Writing the result to a file (-o, --output) is a write."},
	Spec: &Spec{
		Parsing: Interleaved, HelpVersion: true,
		Options: []Option{
			{Names: []string{"-r", "--reverse"}, Help: "reverse the order"},
			{Names: []string{"-n", "--numeric-sort"}, Help: "compare leading numbers by value"},
			{Names: []string{"-g", "--general-numeric-sort"}, Help: "compare numbers by value, including exponents such as 1e3"},
			{Names: []string{"-h", "--human-numeric-sort"}, Help: "compare sizes such as 2K and 1G by value"},
			{Names: []string{"-V", "--version-sort"}, Help: "compare version numbers such as 1.9 and 1.10 in order"},
			{Names: []string{"-M", "--month-sort"}, Help: "compare month names (JAN < ... < DEC)"},
			{Names: []string{"-d", "--dictionary-order"}, Help: "compare only letters, digits and blanks"},
			{Names: []string{"-f", "--ignore-case"}, Help: "fold lower case to upper case when comparing"},
			{Names: []string{"-b", "--ignore-leading-blanks"}, Help: "ignore blanks at the start of each key"},
			{Names: []string{"-u", "--unique"}, Help: "print only the first of lines that compare equal"},
			{Names: []string{"-s", "--stable"}, Help: "keep lines that compare equal in their input order"},
			{Names: []string{"-c", "--check"}, Help: "only check whether the input is sorted; print nothing else"},
			{Names: []string{"-k", "--key"}, Value: Text, Help: "sort by this key: fields START[,END] with optional type letters (3,3n)"},
			{Names: []string{"-t", "--field-separator"}, Value: Text, Help: "split fields at this character instead of at blanks"},
			{Names: []string{"-z", "--zero-terminated"}, Help: "read lines as separated by NUL bytes, not newlines"},
			{Names: []string{"-o", "--output"}, Value: WritePath, AfterInput: true, Risk: Write, Help: "write the result to this file instead of printing it (it may be an input); a write"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files whose lines are sorted together"}},
	},
}
