package registry

import (
	"regexp"

	"github.com/oterminus/oterminus/internal/lazyre"
)

// cmp compares files, shuf shuffles lines and base64 encodes: readers,
// except shuf -o, which writes its output file (a written path).
var cmpFamily = &Family{
	Name: "cmp", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"compare two files byte by byte", "are two files identical"},
	Examples: []string{"cmp a.bin b.bin", "cmp -s a.bin b.bin", "cmp -l a.bin b.bin", "cmp -n 100 a.bin b.bin"},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-b", "--print-bytes"}, Help: "print the differing bytes too"},
			{Names: []string{"-i", "--ignore-initial"}, Value: Text, Check: cmpSkipRule,
				Help: "skip this many bytes of both files (SKIP1:SKIP2 for each)"},
			{Names: []string{"-l", "--verbose"}, Help: "print the offset and values of every differing byte"},
			{Names: []string{"-n", "--bytes"}, Value: Size, Help: "compare at most this many bytes"},
			{Names: []string{"-s", "--quiet", "--silent"}, Help: "print nothing; only the exit status says"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 2, Max: 2, Stdin: true, Help: "the two files to compare ('-' is standard input)"}},
	},
}

var shufFamily = &Family{
	Name: "shuf", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"shuffle lines", "random line from file", "random number in range"},
	Examples: []string{"shuf notes.txt", "shuf -n 5 notes.txt", "shuf -i 1-10 -n 3", "shuf -e red green blue", "shuf -o out.txt notes.txt"},
	Notes:    []string{"--random-source is refused: it reads a file to choose the order, which is never what is asked."},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-e", "--echo"}, Selects: "echo", Help: "shuffle the operands themselves, not lines of a file"},
			{Names: []string{"-i", "--input-range"}, Value: Text, Selects: "range", Check: rangeRule,
				Help: "shuffle the numbers from LO to HI"},
			{Names: []string{"-n", "--head-count"}, Value: Integer, Help: "print at most this many lines"},
			{Names: []string{"-o", "--output"}, Value: WritePath, AfterInput: true, Help: "write the result to this file instead of the terminal (it may be the input: shuf reads it all first)"},
			{Names: []string{"-r", "--repeat"}, Help: "pick with repetition (without -n, forever)"},
			{Names: []string{"-z", "--zero-terminated"}, Help: "lines end with NUL, not newline"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, In: Pairs[Kind]{{"echo", Text}}, Max: Unbounded,
			Help: "the file whose lines to shuffle (standard input by default); with -e, the words to shuffle"}},
	},
}

var base64Family = &Family{
	Name: "base64", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"base64 encode file", "base64 decode"},
	Examples: []string{"base64 notes.txt", "base64 -d encoded.txt", "base64 -w 0 a.bin"},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-d", "--decode"}, Help: "decode instead of encode"},
			{Names: []string{"-i", "--ignore-garbage"}, Help: "when decoding, skip characters outside the alphabet"},
			{Names: []string{"-w", "--wrap"}, Value: Integer, Help: "wrap encoded lines after this many characters (0: never)"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: 1, Stdin: true, Help: "the file to encode or decode"}},
	},
}

var (
	cmpSkipPatternRE = lazyre.Regexp{Expr: `^[0-9]{1,12}[kKMGTPE]?(:[0-9]{1,12}[kKMGTPE]?)?$`}
	rangePatternRE   = lazyre.Regexp{Expr: `^[0-9]{1,15}-[0-9]{1,15}$`}
)

func cmpSkipPattern() *regexp.Regexp { return cmpSkipPatternRE.Get() }
func rangePattern() *regexp.Regexp   { return rangePatternRE.Get() }

// cmpSkipRule requires cmpSkipPattern; a named function, so the declaration using it
// is static data (a call to matches there would run at start-up).
func cmpSkipRule(field, value string) string {
	return Matches(cmpSkipPattern, "a byte count, or two as SKIP1:SKIP2")(field, value)
}

// rangeRule requires rangePattern; a named function, so the declaration using it
// is static data (a call to matches there would run at start-up).
func rangeRule(field, value string) string {
	return Matches(rangePattern, "a range LO-HI such as 1-10")(field, value)
}
