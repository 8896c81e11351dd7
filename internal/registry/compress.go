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
//
// The declarations are written out, from lists of options they share
// (Spec.More), not built by functions, so that they are static data the
// compiler lays out: nothing is built at start-up.
var (
	gzipFamily = &Family{Name: "gzip", Pack: "archive", Capability: "archive_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"compress file with gzip"},
		Examples: []string{"gzip notes.txt", "gzip -k notes.txt", "gzip -dc notes.txt.gz", "gzip -t notes.txt.gz"},
		Spec: &Spec{Parsing: Interleaved, DashDash: true, Operands: compressOperands,
			More: [][]Option{compressReadOptions, compressListOptions, compressorOptions, gzipOptions, compressLevels, gzipSpeed}}}
	gunzipFamily = &Family{Name: "gunzip", Pack: "archive", Capability: "archive_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"decompress file with gunzip"},
		Examples: []string{"gunzip notes.txt.gz", "gunzip -k notes.txt.gz", "gunzip -c notes.txt.gz", "gunzip -t notes.txt.gz"},
		Spec: &Spec{Parsing: Interleaved, DashDash: true, Operands: decompressOperands,
			More: [][]Option{compressReadOptions, compressListOptions, compressorOptions, gzipOptions}}}
	xzFamily = &Family{Name: "xz", Pack: "archive", Capability: "archive_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"compress file with xz"},
		Examples: []string{"xz notes.txt", "xz -k notes.txt", "xz -dc notes.txt.xz", "xz -t notes.txt.xz"},
		Spec: &Spec{Parsing: Interleaved, DashDash: true, Operands: compressOperands,
			More: [][]Option{compressReadOptions, compressListOptions, compressorOptions, xzOptions, xzLevel0, compressLevels, xzExtreme}}}
	unxzFamily = &Family{Name: "unxz", Pack: "archive", Capability: "archive_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"decompress file with unxz"},
		Examples: []string{"unxz notes.txt.xz", "unxz -k notes.txt.xz", "unxz -c notes.txt.xz", "unxz -t notes.txt.xz"},
		Spec: &Spec{Parsing: Interleaved, DashDash: true, Operands: decompressOperands,
			More: [][]Option{compressReadOptions, compressListOptions, compressorOptions, xzOptions}}}
	bzip2Family = &Family{Name: "bzip2", Pack: "archive", Capability: "archive_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"compress file with bzip2"},
		Examples: []string{"bzip2 notes.txt", "bzip2 -k notes.txt", "bzip2 -dc notes.txt.bz2", "bzip2 -t notes.txt.bz2"},
		Spec: &Spec{Parsing: Interleaved, DashDash: true, Operands: compressOperands,
			More: [][]Option{compressReadOptions, compressorOptions, bzip2Options, compressLevels, bzip2Speed}}}
	bunzip2Family = &Family{Name: "bunzip2", Pack: "archive", Capability: "archive_inspection",
		Risk: Safe, Maturity: Structured, Direct: true,
		Aliases:  []string{"decompress file with bunzip2"},
		Examples: []string{"bunzip2 notes.txt.bz2", "bunzip2 -k notes.txt.bz2", "bunzip2 -c notes.txt.bz2", "bunzip2 -t notes.txt.bz2"},
		Spec: &Spec{Parsing: Interleaved, DashDash: true, Operands: decompressOperands,
			More: [][]Option{compressReadOptions, compressorOptions, bzip2Options}}}
)

const forceWarning = "-f replaces existing output files without asking."

// The files are written to, except in the "read" mode.
var (
	compressOperands = []Operand{{Name: "FILE", Kind: WritePath, In: Pairs[Kind]{{"read", ReadPath}}, Min: 1, Max: Unbounded, Stdin: true,
		Help: "files to compress, each replaced by its compressed form (with -c, -l or -t: only read)"}}
	decompressOperands = []Operand{{Name: "FILE", Kind: WritePath, In: Pairs[Kind]{{"read", ReadPath}}, Min: 1, Max: Unbounded, Stdin: true,
		Help: "files to decompress, each replaced by its decompressed form (with -c, -l or -t: only read)"}}
)

// The options are declared once, in lists the families share through
// Spec.More: a list shared so is static data, where option values
// copied from variables into each family's own list would be copied at
// every start-up.
var (
	// The options that leave the files as they are: -c and -t, which
	// every compressor has, and -l, which bzip2 lacks.
	compressReadOptions = []Option{
		{Names: []string{"-c", "--stdout", "--to-stdout"}, Selects: "read", Help: "write to standard output and keep the files"},
		{Names: []string{"-t", "--test"}, Selects: "read", Help: "check the compressed files' integrity"},
	}
	compressListOptions = []Option{
		{Names: []string{"-l", "--list"}, Selects: "read", Help: "list the compressed files' sizes"},
	}
	// The options every compressor has.
	compressorOptions = []Option{
		{Names: []string{"-d", "--decompress", "--uncompress"}, Help: "decompress"},
		{Names: []string{"-k", "--keep"}, Help: "keep the input files beside the output"},
		{Names: []string{"-f", "--force"}, Warning: forceWarning, Help: "replace existing output files, and compress links and files with hard links"},
		{Names: []string{"-q", "--quiet"}, Help: "print no warnings"},
		{Names: []string{"-v", "--verbose"}, Help: "print each file's name and ratio"},
	}
	// The compression levels -1 to -9; xz also has -0 (xzLevel0).
	compressLevels = []Option{
		{Names: []string{"-1"}, Help: "compression level 1 (1 fastest, 9 smallest)"},
		{Names: []string{"-2"}, Help: "compression level 2 (1 fastest, 9 smallest)"},
		{Names: []string{"-3"}, Help: "compression level 3 (1 fastest, 9 smallest)"},
		{Names: []string{"-4"}, Help: "compression level 4 (1 fastest, 9 smallest)"},
		{Names: []string{"-5"}, Help: "compression level 5 (1 fastest, 9 smallest)"},
		{Names: []string{"-6"}, Help: "compression level 6 (1 fastest, 9 smallest)"},
		{Names: []string{"-7"}, Help: "compression level 7 (1 fastest, 9 smallest)"},
		{Names: []string{"-8"}, Help: "compression level 8 (1 fastest, 9 smallest)"},
		{Names: []string{"-9"}, Help: "compression level 9 (1 fastest, 9 smallest)"},
	}
	// gzip's and gunzip's own options; gzip also has gzipSpeed.
	gzipOptions = []Option{
		{Names: []string{"-r", "--recursive"}, Warning: "-r replaces every file under the directories named.",
			Help: "go into directories and replace every file under them"},
		{Names: []string{"-n", "--no-name"}, Help: "do not save or restore the original name and time"},
		{Names: []string{"-N", "--name"}, Help: "save or restore the original name and time"},
		{Names: []string{"-S", "--suffix"}, Value: Text, Check: gzipSuffixRule,
			Help: "use this suffix instead of .gz (without '/': gzip would write FILE+SUFFIX through a directory named FILE..)"},
		{Names: []string{"--rsyncable"}, Help: "make output that rsync can update efficiently"},
	}
	gzipSpeed = []Option{
		{Names: []string{"--fast"}, Help: "compress fastest (-1)"},
		{Names: []string{"--best"}, Help: "compress smallest (-9)"},
	}
	// xz's and unxz's own options; xz also has xzLevel0 and xzExtreme.
	xzOptions = []Option{
		{Names: []string{"-z", "--compress"}, Help: "compress (the default for xz)"},
		{Names: []string{"-F", "--format"}, Value: Enum, Enum: []string{"auto", "xz", "lzma", "lzip", "raw"}, Help: "the file format to write or read"},
		{Names: []string{"-C", "--check"}, Value: Enum, Enum: []string{"none", "crc32", "crc64", "sha256"}, Help: "the integrity check to store"},
		{Names: []string{"-T", "--threads"}, Value: Integer, Help: "use this many threads (0: one per processor)"},
		{Names: []string{"-S", "--suffix"}, Value: Text, Help: "use this suffix instead of .xz"},
		{Names: []string{"--single-stream"}, Help: "decompress only the first stream"},
		{Names: []string{"--no-sparse"}, Help: "write no sparse files when decompressing"},
	}
	xzLevel0 = []Option{
		{Names: []string{"-0"}, Help: "compression level 0 (1 fastest, 9 smallest)"},
	}
	xzExtreme = []Option{
		{Names: []string{"-e", "--extreme"}, Help: "spend more time for a smaller file"},
	}
	// bzip2's and bunzip2's own options; bzip2 also has bzip2Speed.
	bzip2Options = []Option{
		{Names: []string{"-z", "--compress"}, Help: "compress (the default for bzip2)"},
		{Names: []string{"-s", "--small"}, Help: "use less memory, more slowly"},
	}
	bzip2Speed = []Option{
		{Names: []string{"--fast"}, Help: "compress with 100k blocks (-1)"},
		{Names: []string{"--best"}, Help: "compress with 900k blocks (-9, the default)"},
	}
)

// zcat prints the decompressed contents of gzip files and changes nothing.
var zcatFamily = &Family{
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

// gzipSuffixRule requires bareNamePattern; a named function, so the declaration using it
// is static data (a call to matches there would run at start-up).
func gzipSuffixRule(field, value string) string {
	return Matches(bareNamePattern, "a suffix without '/'")(field, value)
}
