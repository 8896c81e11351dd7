package registry

import (
	"regexp"
	"strings"

	"github.com/oterminus/oterminus/internal/lazyre"
)

// date prints the time in a chosen format. Setting the clock (-s, or an
// operand of digits, date MMDDhhmm) is dangerous: every program and
// certificate check on the machine sees the new time.
var dateFamily = &Family{
	Name: "date", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"current date and time", "unix timestamp", "convert a timestamp to a date"},
	Examples: []string{"date", "date +%s", "date -u +%Y-%m-%dT%H:%M:%SZ", "date -d @1473305798", "date -I", "date -R", "date -r notes.txt"},
	Notes:    []string{"The options are GNU date's; setting the clock (-s, or date MMDDhhmm) is dangerous."},
	Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-d", "--date"}, Value: Time, Help: "show this time instead of now (\"tomorrow\", \"2024-01-31 10:00\", @1700000000)"},
			{Names: []string{"-u", "--utc", "--universal"}, Help: "show or read the time in UTC"},
			{Names: []string{"-I", "--iso-8601"}, Value: Enum, Enum: []string{"date", "hours", "minutes", "seconds", "ns"}, InlineOnly: true,
				Help: "print in ISO 8601 format, to the date or to the precision given (-Iseconds, --iso-8601=ns)"},
			{Names: []string{"-R", "--rfc-email"}, Help: "print in RFC 5322 format (Mon, 14 Aug 2006 02:34:56 -0600)"},
			{Names: []string{"--rfc-3339"}, Value: Enum, Enum: []string{"date", "seconds", "ns"}, Help: "print in RFC 3339 format to this precision"},
			{Names: []string{"-r", "--reference"}, Value: ReadPath, Help: "show the last modification time of this file"},
			{Names: []string{"-f", "--file"}, Value: ReadPath, Help: "show each time described by a line of this file"},
			{Names: []string{"--debug"}, Help: "explain on standard error how the date was read"},
			{Names: []string{"-s", "--set"}, Value: Time, Risk: Dangerous, Warning: dateSetWarning, Help: "set the system clock to this time"},
		},
		Operands: []Operand{{Name: "+FORMAT", Kind: Text, Max: 1, Check: dateOperand, Assess: assessDateOperand,
			Help: "how to print the time (+%s, +%Y-%m-%d); digits (MMDDhhmm[[CC]YY][.ss]) set the clock instead"}},
	},
}

const dateSetWarning = "date sets the system clock: every program and certificate check on the machine sees the new time."

var dateClockPatternRE = lazyre.Regexp{Expr: `^[0-9]{8}([0-9]{2}){0,2}(\.[0-9]{2})?$`}

func dateClockPattern() *regexp.Regexp { return dateClockPatternRE.Get() }

// dateOperand is a format (it starts with '+') or a time to set.
func dateOperand(field, value string) string {
	if strings.HasPrefix(value, "+") || dateClockPattern().MatchString(value) {
		return ""
	}
	return field + " must be a format starting with '+' (date +%Y-%m-%d)"
}

func assessDateOperand(value string) (Risk, string) {
	if strings.HasPrefix(value, "+") {
		return Safe, ""
	}
	return Dangerous, dateSetWarning
}
