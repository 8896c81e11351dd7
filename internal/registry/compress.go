package registry

// gzip, xz and bzip2 replace each file with its compressed form (FILE
// becomes FILE.gz), and their un- forms do the reverse: the file named is
// a written path, which policy checks like any other (the new file goes
// beside it). Writing to standard output (-c), listing (-l) and testing
// (-t) only read: those options select the "read" mode, in which the
// files are paths read and the command is safe. With no file, they read
// standard input and write standard output (a | gzip > a.gz).
//
// -f is a write, not dangerous: like cp and mv replacing a destination,
// it replaces an existing output file beside a file whose path policy
// already checks; it also compresses files with other hard links, which
// policy refuses under allowed roots (their other names may be outside).
var (
	gzipFamily    = compressorFamily(gzipDecl("gzip", false))
	gunzipFamily  = compressorFamily(gzipDecl("gunzip", true))
	zcatFamily    = zcatDecl()
	xzFamily      = compressorFamily(xzDecl("xz", false))
	unxzFamily    = compressorFamily(xzDecl("unxz", true))
	bzip2Family   = compressorFamily(bzip2Decl("bzip2", false))
	bunzip2Family = compressorFamily(bzip2Decl("bunzip2", true))
)

// compressor is what differs between the programs: their options, and
// whether they decompress by default.
type compressor struct {
	program    string
	decompress bool
	suffix     string
	options    []Option
}

const forceWarning = "-f replaces existing output files without asking."

func compressorFamily(c compressor) *Family {
	verb, input, toStdout := "compress", "notes.txt", " -dc "
	if c.decompress {
		verb, input, toStdout = "decompress", "notes.txt"+c.suffix, " -c "
	}
	return &Family{
		Name: c.program, Pack: "archive", Capability: "archive_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases: []string{verb + " file with " + c.program},
		Examples: []string{c.program + " " + input, c.program + " -k " + input,
			c.program + toStdout + "notes.txt" + c.suffix, c.program + " -t notes.txt" + c.suffix},
		Spec: &Spec{
			Parsing:  Interleaved,
			DashDash: true,
			Options:  c.options,
			Operands: []Operand{{Name: "FILE", Kind: WritePath, In: map[string]Kind{"read": ReadPath}, Min: 1, Max: Unbounded, Stdin: true,
				Help: "files to " + verb + ", each replaced by its " + verb + "ed form (with -c, -l or -t: only read)"}},
		},
	}
}

// levels are the -1 .. -9 compression levels; xz also has -0.
func levels(from int) []Option {
	var out []Option
	for n := from; n <= 9; n++ {
		d := string(rune('0' + n))
		out = append(out, Option{Names: []string{"-" + d}, Help: "compression level " + d + " (1 fastest, 9 smallest)"})
	}
	return out
}

// readModes are the options that leave the files as they are.
func readModes(list bool) []Option {
	out := []Option{
		{Names: []string{"-c", "--stdout", "--to-stdout"}, Selects: "read", Help: "write to standard output and keep the files"},
		{Names: []string{"-t", "--test"}, Selects: "read", Help: "check the compressed files' integrity"},
	}
	if list {
		out = append(out, Option{Names: []string{"-l", "--list"}, Selects: "read", Help: "list the compressed files' sizes"})
	}
	return out
}

var commonCompressorOptions = []Option{
	{Names: []string{"-d", "--decompress", "--uncompress"}, Help: "decompress"},
	{Names: []string{"-k", "--keep"}, Help: "keep the input files beside the output"},
	{Names: []string{"-f", "--force"}, Warning: forceWarning, Help: "replace existing output files, and compress links and files with hard links"},
	{Names: []string{"-q", "--quiet"}, Help: "print no warnings"},
	{Names: []string{"-v", "--verbose"}, Help: "print each file's name and ratio"},
}

func gzipDecl(program string, decompress bool) compressor {
	opts := append(readModes(true), commonCompressorOptions...)
	opts = append(opts,
		Option{Names: []string{"-r", "--recursive"}, Warning: "-r replaces every file under the directories named.",
			Help: "go into directories and replace every file under them"},
		Option{Names: []string{"-n", "--no-name"}, Help: "do not save or restore the original name and time"},
		Option{Names: []string{"-N", "--name"}, Help: "save or restore the original name and time"},
		Option{Names: []string{"-S", "--suffix"}, Value: Text, Check: Matches(bareNamePattern, "a suffix without '/'"),
			Help: "use this suffix instead of .gz (without '/': gzip would write FILE+SUFFIX through a directory named FILE..)"},
		Option{Names: []string{"--rsyncable"}, Help: "make output that rsync can update efficiently"},
	)
	if !decompress {
		opts = append(opts, levels(1)...)
		opts = append(opts,
			Option{Names: []string{"--fast"}, Help: "compress fastest (-1)"},
			Option{Names: []string{"--best"}, Help: "compress smallest (-9)"})
	}
	return compressor{program: program, decompress: decompress, suffix: ".gz", options: opts}
}

func xzDecl(program string, decompress bool) compressor {
	opts := append(readModes(true), commonCompressorOptions...)
	opts = append(opts,
		Option{Names: []string{"-z", "--compress"}, Help: "compress (the default for xz)"},
		Option{Names: []string{"-F", "--format"}, Value: Enum, Enum: []string{"auto", "xz", "lzma", "lzip", "raw"}, Help: "the file format to write or read"},
		Option{Names: []string{"-C", "--check"}, Value: Enum, Enum: []string{"none", "crc32", "crc64", "sha256"}, Help: "the integrity check to store"},
		Option{Names: []string{"-T", "--threads"}, Value: Integer, Help: "use this many threads (0: one per processor)"},
		Option{Names: []string{"-S", "--suffix"}, Value: Text, Help: "use this suffix instead of .xz"},
		Option{Names: []string{"--single-stream"}, Help: "decompress only the first stream"},
		Option{Names: []string{"--no-sparse"}, Help: "write no sparse files when decompressing"},
	)
	if !decompress {
		opts = append(opts, levels(0)...)
		opts = append(opts, Option{Names: []string{"-e", "--extreme"}, Help: "spend more time for a smaller file"})
	}
	return compressor{program: program, decompress: decompress, suffix: ".xz", options: opts}
}

func bzip2Decl(program string, decompress bool) compressor {
	opts := append(readModes(false), commonCompressorOptions...)
	opts = append(opts,
		Option{Names: []string{"-z", "--compress"}, Help: "compress (the default for bzip2)"},
		Option{Names: []string{"-s", "--small"}, Help: "use less memory, more slowly"},
	)
	if !decompress {
		opts = append(opts, levels(1)...)
		opts = append(opts,
			Option{Names: []string{"--fast"}, Help: "compress with 100k blocks (-1)"},
			Option{Names: []string{"--best"}, Help: "compress with 900k blocks (-9, the default)"})
	}
	return compressor{program: program, decompress: decompress, suffix: ".bz2", options: opts}
}

// zcat prints the decompressed contents of gzip files and changes nothing.
func zcatDecl() *Family {
	return &Family{
		Name: "zcat", Pack: "archive", Capability: "archive_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"print compressed file", "read gz file"},
		Examples: []string{"zcat access.log.gz", "zcat -f notes.txt.gz notes.txt", "zcat -l access.log.gz"},
		Spec: &Spec{
			Parsing:  Interleaved,
			DashDash: true,
			Options: []Option{
				{Names: []string{"-f", "--force"}, Help: "print files that are not compressed as they are"},
				{Names: []string{"-l", "--list"}, Help: "list the compressed files' sizes"},
				{Names: []string{"-q", "--quiet"}, Help: "print no warnings"},
				{Names: []string{"-v", "--verbose"}, Help: "print each file's name and ratio"},
				{Names: []string{"-S", "--suffix"}, Value: Text, Help: "look for this suffix instead of .gz"},
			},
			Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "compressed files to print"}},
		},
	}
}
