package registry

// who lists who is logged in. Its only operands are "am i" (the
// current terminal's login, like -m); a utmp FILE operand is not
// declared, so "who is online" stays a request for the planner.
var whoFamily = &Family{
	Name: "who", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"who is logged in", "logged in users"},
	Examples: []string{"who", "who -a", "who -H", "who -b", "who am i"},
	Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-a", "--all"}, Help: "same as -b -d --login -p -r -t -T -u"},
			{Names: []string{"-b", "--boot"}, Help: "print the time of the last system boot"},
			{Names: []string{"-d", "--dead"}, Help: "print dead processes"},
			{Names: []string{"-H", "--heading"}, Help: "print a line of column headings"},
			{Names: []string{"-l", "--login"}, Help: "print system login processes"},
			{Names: []string{"-m"}, Help: "print only the user of the terminal on standard input (who am i)"},
			{Names: []string{"-p", "--process"}, Help: "print active processes started by init"},
			{Names: []string{"-q", "--count"}, Help: "print only the login names and how many are logged in"},
			{Names: []string{"-r", "--runlevel"}, Help: "print the current runlevel"},
			{Names: []string{"-s", "--short"}, Help: "print only name, line and time (the default)"},
			{Names: []string{"-t", "--time"}, Help: "print the last system clock change"},
			{Names: []string{"-T", "-w", "--mesg", "--message", "--writable"}, Help: "show whether each user accepts messages (+, - or ?)"},
			{Names: []string{"-u", "--users"}, Help: "list users logged in, with idle time and process id"},
			{Names: []string{"--ips"}, Help: "print IP addresses instead of host names"},
		},
		Operands: []Operand{{Name: "am i", Kind: Text, Max: 2, Check: whoAmI,
			Help: "who am i: print only the current terminal's login"}},
	},
}

// whoAmI is a named function, so that the declaration using it is static
// data (a call there would run at start-up).
func whoAmI(field, value string) string { return OneOf("am", "i", "I")(field, value) }
