package registry

// hexdump, xxd, od and strings show what is in a file byte by byte. They
// read; xxd alone writes, to its second operand when there is one (the
// dump, or with -r the bytes rebuilt from a dump): a written path.
var hexdumpFamily = &Family{
	Name: "hexdump", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"hex dump of file", "show bytes of file"},
	Examples: []string{"hexdump -C notes.txt", "hexdump -C -n 64 a.bin", "hexdump -v -s 16 a.bin"},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-b"}, Help: "print bytes in octal, 16 to a line"},
			{Names: []string{"-c"}, Help: "print bytes as characters, 16 to a line"},
			{Names: []string{"-C", "--canonical"}, Help: "print hex bytes beside their characters"},
			{Names: []string{"-d"}, Help: "print two-byte words in decimal"},
			{Names: []string{"-o"}, Help: "print two-byte words in octal"},
			{Names: []string{"-x"}, Help: "print two-byte words in hex"},
			{Names: []string{"-X"}, Help: "print bytes in hex, 16 to a line"},
			{Names: []string{"-e", "--format"}, Value: Text, Help: "print with this format string"},
			{Names: []string{"-f", "--format-file"}, Value: ReadPath, Help: "read format strings from this file"},
			{Names: []string{"-n", "--length"}, Value: Size, Help: "read only this many bytes"},
			{Names: []string{"-s", "--skip"}, Value: Size, Help: "skip this many bytes from the start"},
			{Names: []string{"-v", "--no-squeezing"}, Help: "print repeated lines too, instead of '*'"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to dump"}},
	},
}

// xxd reads its options as whole words with one dash (-cols, -ps), only
// before the files, and lets none be bundled.
var xxdFamily = &Family{
	Name: "xxd", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"hex dump", "convert hex dump back to binary"},
	Examples: []string{"xxd a.bin", "xxd -l 32 a.bin", "xxd -p a.bin", "xxd -c 8 -g 1 a.bin", "xxd -r -p dump.hex a.bin"},
	Spec: &Spec{
		Parsing: WordOptions,
		Options: []Option{
			{Names: []string{"-a", "-autoskip"}, Leading: true, Help: "print '*' for runs of zero lines"},
			{Names: []string{"-b", "-bits"}, Leading: true, Help: "print bits instead of hex"},
			{Names: []string{"-C", "-capitalize"}, Leading: true, Help: "capitalize variable names with -i"},
			{Names: []string{"-c", "-cols"}, Value: Integer, Leading: true, Help: "print this many bytes a line"},
			{Names: []string{"-E", "-EBCDIC"}, Leading: true, Help: "print characters as EBCDIC"},
			{Names: []string{"-e"}, Leading: true, Help: "print little-endian groups"},
			{Names: []string{"-g", "-groupsize"}, Value: Integer, Leading: true, Help: "group this many bytes together"},
			{Names: []string{"-i", "-include"}, Leading: true, Help: "print a C include file"},
			{Names: []string{"-l", "-len"}, Value: Integer, Leading: true, Help: "stop after this many bytes"},
			{Names: []string{"-n", "-name"}, Value: Text, Leading: true, Help: "the variable name with -i"},
			{Names: []string{"-o", "-offset"}, Value: Integer, Leading: true, Help: "add this to the printed offsets"},
			{Names: []string{"-p", "-ps", "-postscript", "-plain"}, Leading: true, Help: "print plain hex, no offsets or characters"},
			{Names: []string{"-r", "-revert"}, Leading: true, Help: "turn a hex dump back into bytes"},
			{Names: []string{"-d"}, Leading: true, Help: "print offsets in decimal"},
			{Names: []string{"-s", "-seek"}, Value: Integer, Leading: true, Help: "start at this byte offset (negative: from the end)"},
			{Names: []string{"-u"}, Leading: true, Help: "print hex letters in upper case"},
		},
		Operands: []Operand{
			{Name: "INFILE", Kind: ReadPath, Min: 1, Max: 1, Stdin: true, Help: "the file to dump (or with -r, the dump to read)"},
			{Name: "OUTFILE", Kind: WritePath, Output: true, Max: 1, Help: "the file to write instead of the terminal; it is replaced"},
		},
	},
}

var odFamily = &Family{
	Name: "od", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"octal dump", "dump file bytes"},
	Examples: []string{"od notes.txt", "od -c notes.txt", "od -t x1 -A d a.bin", "od -N 100 -j 500 -v a.bin"},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-A", "--address-radix"}, Value: Enum, Enum: []string{"d", "o", "x", "n"},
				Help: "print offsets in decimal, octal, hex, or not at all"},
			{Names: []string{"--endian"}, Value: Enum, Enum: []string{"big", "little"}, Help: "read multi-byte values in this byte order"},
			{Names: []string{"-j", "--skip-bytes"}, Value: Size, Help: "skip this many bytes from the start"},
			{Names: []string{"-N", "--read-bytes"}, Value: Size, Help: "read only this many bytes"},
			{Names: []string{"-S", "--strings"}, Value: Integer, Help: "print strings of at least this many printable bytes"},
			{Names: []string{"-t", "--format"}, Value: Text, Help: "print in this format (x1, d2, c, ...)"},
			{Names: []string{"-v", "--output-duplicates"}, Help: "print repeated lines too, instead of '*'"},
			{Names: []string{"-w", "--width"}, Value: Integer, Help: "print this many bytes a line"},
			{Names: []string{"-a"}, Help: "print named characters (-t a)"},
			{Names: []string{"-b"}, Help: "print octal bytes (-t o1)"},
			{Names: []string{"-c"}, Help: "print characters and escapes (-t c)"},
			{Names: []string{"-d"}, Help: "print unsigned decimal two-byte units (-t u2)"},
			{Names: []string{"-f"}, Help: "print floats (-t fF)"},
			{Names: []string{"-i"}, Help: "print decimal ints (-t dI)"},
			{Names: []string{"-l"}, Help: "print decimal longs (-t dL)"},
			{Names: []string{"-o"}, Help: "print octal two-byte units (-t o2)"},
			{Names: []string{"-s"}, Help: "print decimal two-byte units (-t d2)"},
			{Names: []string{"-x"}, Help: "print hex two-byte units (-t x2)"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to dump"}},
	},
}

var stringsFamily = &Family{
	Name: "strings", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"printable text in binary file"},
	Examples: []string{"strings a.bin", "strings -n 8 a.bin", "strings -t x a.bin", "strings -a -f a.bin b.bin"},
	Spec: &Spec{
		Parsing:      Interleaved,
		NumberOption: "-n",
		Options: []Option{
			{Names: []string{"-a", "--all"}, Help: "scan the whole file (the default)"},
			{Names: []string{"-d", "--data"}, Help: "scan only the data sections of object files"},
			{Names: []string{"-n", "--bytes"}, Value: Integer, Help: "print strings of at least this many characters (4 by default)"},
			{Names: []string{"-t", "--radix"}, Value: Enum, Enum: []string{"o", "d", "x"}, Help: "print each string's offset in octal, decimal or hex"},
			{Names: []string{"-o"}, Help: "print each string's offset in octal"},
			{Names: []string{"-f", "--print-file-name"}, Help: "print the file name before each string"},
			{Names: []string{"-e", "--encoding"}, Value: Enum, Enum: []string{"s", "S", "b", "l", "B", "L"}, Help: "the character size and byte order to look for"},
			{Names: []string{"-w", "--include-all-whitespace"}, Help: "count every whitespace character as part of a string"},
			{Names: []string{"-s", "--output-separator"}, Value: Text, Help: "separate strings with this text (a newline by default)"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Stdin: true, Help: "files to scan"}},
	},
}
