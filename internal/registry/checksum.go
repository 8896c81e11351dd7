package registry

// The checksum tools share one declaration: they differ only in the hash.
// Checking a list of sums (-c) is refused: the files it would read are
// named inside the list, where the path checks never see them. The
// families are written out, not built by a function, so that they are
// static data the compiler lays out: nothing is built at start-up.
var (
	sha256sumFamily = &Family{Name: "sha256sum", Pack: "text", Capability: "text_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"sha256sum checksum"},
		Examples: []string{"sha256sum notes.txt", "sha256sum a.iso b.iso", "sha256sum --tag notes.txt"},
		Notes:    checksumNotes, Spec: checksumSpec}
	md5sumFamily = &Family{Name: "md5sum", Pack: "text", Capability: "text_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"md5sum checksum"},
		Examples: []string{"md5sum notes.txt", "md5sum a.iso b.iso", "md5sum --tag notes.txt"},
		Notes:    checksumNotes, Spec: checksumSpec}
	sha1sumFamily = &Family{Name: "sha1sum", Pack: "text", Capability: "text_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"sha1sum checksum"},
		Examples: []string{"sha1sum notes.txt", "sha1sum a.iso b.iso", "sha1sum --tag notes.txt"},
		Notes:    checksumNotes, Spec: checksumSpec}
	sha512sumFamily = &Family{Name: "sha512sum", Pack: "text", Capability: "text_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"sha512sum checksum"},
		Examples: []string{"sha512sum notes.txt", "sha512sum a.iso b.iso", "sha512sum --tag notes.txt"},
		Notes:    checksumNotes, Spec: checksumSpec}
	b2sumFamily = &Family{Name: "b2sum", Pack: "text", Capability: "text_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"b2sum checksum"},
		Examples: []string{"b2sum notes.txt", "b2sum a.iso b.iso", "b2sum --tag notes.txt"},
		Notes:    checksumNotes,
		// b2sum also takes the digest length.
		Spec: &Spec{Reach: ReachReads, Parsing: Interleaved, Operands: checksumOperands,
			More: [][]Option{checksumOptions,
				{{Names: []string{"-l", "--length"}, Value: Integer, Help: "the digest length in bits (a multiple of 8, at most 512)"}}}}}
)

var (
	checksumNotes = []string{"Checking a list of sums (-c) is refused."}
	checksumSpec  = &Spec{Reach: ReachReads, Parsing: Interleaved, Operands: checksumOperands,
		Options: checksumOptions}
	checksumOperands = []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to sum"}}

	checksumOptions = []Option{
		{Names: []string{"-b", "--binary"}, Help: "read in binary mode"},
		{Names: []string{"-t", "--text"}, Help: "read in text mode (the default)"},
		{Names: []string{"--tag"}, Help: "print BSD-style lines"},
		{Names: []string{"-z", "--zero"}, Help: "end each output line with NUL, not newline"},
	}
)
