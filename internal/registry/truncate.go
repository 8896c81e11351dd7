package registry

// truncate sets each file's size: what lies past the new size is lost
// (truncate -s 0 empties a file), so it is dangerous, as the contents
// cannot be had back; truncate --version is safe.
var truncateFamily = &Family{
	Name: "truncate", Pack: "dangerous", Capability: "destructive_operations",
	Risk: Safe, Maturity: ExperimentalOnly, Direct: true, Passthrough: true,
	Aliases:  []string{"empty a file", "shrink or extend a file"},
	Examples: []string{"truncate -s 0 app.log", "truncate -s 10M disk.img", "truncate -c -s 0 app.log"},
	Notes:    []string{"Shrinking a file loses what lay past the new size: dangerous, even when the size grows."},
	Spec: &Spec{HelpVersion: true, Reach: ReachWrites,
		Parsing: Interleaved, DashDash: true,
		Check: func(c *Command) error {
			return needsOneOf(c, "it says the new size", "-s", "--size", "-r", "--reference")
		},
		Options: []Option{
			{Names: []string{"-s", "--size"}, Value: Text, Help: "set the size (10M, +1K grows, -1K shrinks, 0 empties)"},
			{Names: []string{"-r", "--reference"}, Value: ReadPath, Help: "use this file's size"},
			{Names: []string{"-c", "--no-create"}, Help: "do not create files that do not exist"},
			{Names: []string{"-o", "--io-blocks"}, Help: "read the size as a number of I/O blocks"},
		},
		Operands: []Operand{{Name: "FILE", Kind: WritePath, Min: 1, Max: Unbounded, Risk: Dangerous,
			Help: "files whose size is set; what lies past it is lost"}},
	},
}
