package registry

var touchFamily = &Family{
	Name: "touch", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: ExperimentalOnly, Direct: true,
	Aliases:  []string{"create empty file"},
	Examples: []string{"touch notes.txt", "touch notes.txt todo.txt", "touch -c -a notes.txt", "touch -c -t 202401311200.00 notes.txt", "touch -r notes.txt todo.txt"},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-c", "--no-create"}, Help: "do not create files that do not exist"},
			{Names: []string{"-a"}, Help: "change only the access time"},
			{Names: []string{"-m"}, Help: "change only the modification time"},
			{Names: []string{"-h", "--no-dereference"}, Help: "change a symbolic link's own times, not its target's"},
			{Names: []string{"-d", "--date"}, Value: Time, Help: "use this time (\"2024-01-31 12:00\", \"yesterday\") instead of now"},
			{Names: []string{"-t"}, Value: Time, Help: "use this time, written [[CC]YY]MMDDhhmm[.ss], instead of now"},
			{Names: []string{"-r", "--reference"}, Value: ReadPath, Help: "use this file's times instead of now"},
		},
		Operands: []Operand{{Name: "FILE", Kind: WritePath, Min: 1, Max: Unbounded,
			Help: "files whose times change; missing ones are created empty"}},
	},
}
