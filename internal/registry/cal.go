package registry

// cal prints a calendar. Linux systems ship one of two cals, util-linux's
// or BSD's (ncal); their options mostly agree, and where they do not
// (-m) the help says so: the command runs as typed either way.
var calFamily = &Family{
	Name: "cal", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"calendar", "show this month"},
	Examples: []string{"cal", "cal -3", "cal -y", "cal 2 2026", "cal 2026"},
	Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-1", "--one"}, Help: "show only the current month (the default)"},
			{Names: []string{"-3", "--three"}, Help: "show the previous, current and next month"},
			{Names: []string{"-y", "--year"}, Help: "show the whole year"},
			{Names: []string{"-Y", "--twelve"}, Help: "show the next twelve months (util-linux)"},
			{Names: []string{"-n", "--months"}, Value: Integer, Help: "show this many months (util-linux)"},
			{Names: []string{"-S", "--span"}, Help: "center the shown months on the date (util-linux)"},
			{Names: []string{"-s", "--sunday"}, Help: "start weeks on Sunday"},
			{Names: []string{"-m", "--monday"}, Help: "util-linux: start weeks on Monday (BSD cal: -m MONTH shows that month)"},
			{Names: []string{"-j", "--julian"}, Help: "number the days of the year (Julian days)"},
			{Names: []string{"-w", "--week"}, Help: "show week numbers"},
			{Names: []string{"-v", "--vertical"}, Help: "lay the days out in columns (util-linux)"},
		},
		Operands: []Operand{{Name: "[[DAY] MONTH] YEAR", Kind: Integer, Max: 3, Help: "the month and year to show; one number is a year"}},
	},
}
