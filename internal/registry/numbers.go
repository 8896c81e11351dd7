package registry

import (
	"regexp"

	"github.com/oterminus/oterminus/internal/lazyre"
)

// seq prints numbers and sleep waits: neither touches a file. Their
// operands are numbers; anything else is refused here rather than left
// for the program to reject.
var seqFamily = &Family{
	Name: "seq", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"print a sequence of numbers", "count from one number to another"},
	Examples: []string{"seq 10", "seq 5 3 20", "seq -w 1 10", "seq -s ' ' 1 5", "seq -f '%04g' 1 5"},
	Notes:    []string{"Negative numbers are not read yet: a word starting with '-' is taken for an option."},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-f", "--format"}, Value: Text, Help: "print each number with this printf floating-point format"},
			{Names: []string{"-s", "--separator"}, Value: Text, Help: "separate the numbers with this text (a newline by default)"},
			{Names: []string{"-w", "--equal-width"}, Help: "pad the numbers with leading zeros to the same width"},
		},
		Operands: []Operand{{Name: "NUMBER", Kind: Text, Min: 1, Max: 3, Check: decimalRule,
			Help: "LAST, FIRST LAST, or FIRST INCREMENT LAST"}},
	},
}

var sleepFamily = &Family{
	Name: "sleep", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"wait for some time", "pause"},
	Examples: []string{"sleep 5", "sleep 5m", "sleep 1h 30m", "sleep 0.5"},
	Spec: &Spec{
		Parsing: Interleaved,
		Operands: []Operand{{Name: "DURATION", Kind: Text, Min: 1, Max: Unbounded, Check: durationRule,
			Help: "how long to wait: seconds, or a number with s, m, h or d; several add up"}},
	},
}

var (
	decimalPatternRE  = lazyre.Regexp{Expr: `^\+?[0-9]{1,15}(\.[0-9]{1,15})?$`}
	durationPatternRE = lazyre.Regexp{Expr: `^([0-9]{1,12}(\.[0-9]{1,9})?[smhd]?|inf|infinity)$`}
)

func decimalPattern() *regexp.Regexp  { return decimalPatternRE.Get() }
func durationPattern() *regexp.Regexp { return durationPatternRE.Get() }

// decimalRule requires decimalPattern; a named function, so the declaration using it
// is static data (a call to matches there would run at start-up).
func decimalRule(field, value string) string {
	return Matches(decimalPattern, "a number such as 10 or 0.5")(field, value)
}

// durationRule requires durationPattern; a named function, so the declaration using it
// is static data (a call to matches there would run at start-up).
func durationRule(field, value string) string {
	return Matches(durationPattern, "a duration such as 5, 0.5, 10m, 2h or 1d")(field, value)
}
