package registry

// The checksum tools share one declaration: they differ only in the hash.
// Checking a list of sums (-c) is refused: the files it would read are
// named inside the list, where the path checks never see them.
var (
	sha256sumFamily = checksumFamily("sha256sum")
	md5sumFamily    = checksumFamily("md5sum")
	sha1sumFamily   = checksumFamily("sha1sum")
	sha512sumFamily = checksumFamily("sha512sum")
	b2sumFamily     = withOptions(checksumFamily("b2sum"),
		Option{Names: []string{"-l", "--length"}, Value: Integer, Help: "the digest length in bits (a multiple of 8, at most 512)"})
)

// withOptions adds options a program has beyond the shared declaration.
func withOptions(f *Family, extra ...Option) *Family {
	f.Spec.Options = append(f.Spec.Options, extra...)
	return f
}

func checksumFamily(program string) *Family {
	return &Family{
		Name: program, Pack: "text", Capability: "text_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{program + " checksum"},
		Examples: []string{program + " notes.txt", program + " a.iso b.iso", program + " --tag notes.txt"},
		Notes:    []string{"Checking a list of sums (-c) is refused."},
		Spec: &Spec{Reach: ReachReads,
			Parsing: Interleaved,
			Options: []Option{
				{Names: []string{"-b", "--binary"}, Help: "read in binary mode"},
				{Names: []string{"-t", "--text"}, Help: "read in text mode (the default)"},
				{Names: []string{"--tag"}, Help: "print BSD-style lines"},
				{Names: []string{"-z", "--zero"}, Help: "end each output line with NUL, not newline"},
			},
			Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to sum"}},
		},
	}
}
