package registry

// unzip extracts into the working directory unless -d names another; -l,
// -v, -t, -c and -p only read. Refused on purpose: -P (a password on the
// command line), -o (overwrite without asking), -x (its list of names
// runs to the end of the line, which the declaration cannot read) and
// -Z (zipinfo mode, with options of its own). Member names after the
// archive are patterns unzip matches against the archive's names (only
// those are listed, extracted or printed); a request such as "unzip
// backup.zip into restore" is told apart by direct detection, which reads
// a function word among such operands as a sentence.
var unzipFamily = &Family{
	Name: "unzip", Pack: "archive", Capability: "archive_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"list zip archive", "inspect zip archive", "show zip contents", "show what is inside zip",
		"extract zip archive", "unzip archive into destination"},
	Examples: []string{"unzip -l archive.zip", "unzip backup.zip -d restore", "unzip -q backup.zip -d restore",
		"unzip -j archive.zip -d flat", "unzip -c archive.zip", "unzip -n archive.zip", "unzip -t archive.zip",
		"unzip -j archive.zip notes.txt todo.txt", "unzip -O gbk archive.zip"},
	Notes: []string{archiveNote,
		"Listing, testing and printing to the terminal are read-only; extracting writes into -d DIR or the working directory.",
		"Passwords (-P), overwriting without asking (-o) and exclusion lists (-x) are refused."},
	// Reach: its options extract, overwrite or print; none runs a program.
	Spec: &Spec{Reach: ReachWrites,
		Parsing: Interleaved, WritesIn: Pairs[string]{{"", "."}},
		Options: []Option{
			{Names: []string{"-l"}, Selects: "list", Help: "list the archive's files with sizes and dates; extract nothing"},
			{Names: []string{"-v"}, Selects: "list", Help: "list the archive's files verbosely (methods, ratios, CRCs); extract nothing"},
			{Names: []string{"-t"}, Selects: "test", Help: "test that every file decompresses with a correct CRC; extract nothing"},
			{Names: []string{"-c"}, Selects: "print", Help: "print the files to the terminal with their names; extract nothing"},
			{Names: []string{"-p"}, Selects: "print", Help: "print the files' raw contents to standard output; extract nothing"},
			{Names: []string{"-d"}, Value: WritePath, In: []string{""}, Risk: Write, Warning: extractionWarning,
				Help: "extract into this directory (created if missing) instead of the working directory"},
			{Names: []string{"-j"}, In: []string{""}, Help: "extract every file into one directory, dropping the archive's folders"},
			{Names: []string{"-n"}, In: []string{""}, Help: "never overwrite existing files; skip them without asking"},
			{Names: []string{"-q"}, Help: "print less (-qq: nothing)"},
			{Names: []string{"-O"}, Value: Text, Help: "decode Windows/DOS file names in this character set (Debian and Ubuntu unzip only)"},
		},
		Operands: []Operand{
			{Name: "ARCHIVE", Kind: ReadPath, Min: 1, Max: 1, Help: "the zip archive to read"},
			{Name: "MEMBER", Kind: Glob, Max: Unbounded,
				Help: "only the archive's files matching these names or patterns (default: every file)"},
		},
	},
}
