package registry

var diffFamily = &Family{
	Name: "diff", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"compare files", "show differences"},
	Examples: []string{"diff a.txt b.txt", "diff -u old.txt new.txt", "diff -r dir1 dir2", "diff -q -r dir1 dir2", "diff -y -W 80 a.txt b.txt"},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-u"}, Help: "print a unified diff with 3 lines of context"},
			{Names: []string{"-U", "--unified"}, Value: Integer, Help: "print a unified diff with N lines of context"},
			{Names: []string{"-c"}, Help: "print a context diff with 3 lines of context"},
			{Names: []string{"-C", "--context"}, Value: Integer, Help: "print a context diff with N lines of context"},
			{Names: []string{"-y", "--side-by-side"}, Help: "print the files side by side"},
			{Names: []string{"-W", "--width"}, Value: Integer, Help: "print at most N columns (side by side)"},
			{Names: []string{"-q", "--brief"}, Help: "only say whether the files differ"},
			{Names: []string{"-s", "--report-identical-files"}, Help: "say when the files are the same"},
			{Names: []string{"-r", "--recursive"}, Help: "compare directories recursively"},
			{Names: []string{"-N", "--new-file"}, Help: "treat a missing file as empty"},
			{Names: []string{"-a", "--text"}, Help: "compare every file as text"},
			{Names: []string{"-i", "--ignore-case"}, Help: "ignore case differences"},
			{Names: []string{"-w", "--ignore-all-space"}, Help: "ignore all white space"},
			{Names: []string{"-b", "--ignore-space-change"}, Help: "ignore changes in the amount of white space"},
			{Names: []string{"-B", "--ignore-blank-lines"}, Help: "ignore changes that only insert or delete blank lines"},
			{Names: []string{"-d", "--minimal"}, Help: "try hard to find a smaller set of changes"},
			{Names: []string{"-x", "--exclude"}, Value: Glob, Help: "skip files whose names match this pattern"},
			{Names: []string{"--color"}, Value: Enum, Enum: []string{"never", "always", "auto"}, InlineOnly: true, Help: "colour the output"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 2, Max: 2, Help: "the two files or directories to compare ('-' is standard input)"}},
	},
}
