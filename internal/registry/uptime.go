package registry

// uptime prints how long the system has run, the users and the load.
var uptimeFamily = &Family{
	Name: "uptime", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"how long has the system been up", "system load average"},
	Examples: []string{"uptime", "uptime -p", "uptime -s"},
	Spec: &Spec{
		Options: []Option{
			{Names: []string{"-p", "--pretty"}, Help: "print only how long the system has been up, in words"},
			{Names: []string{"-s", "--since"}, Help: "print when the system came up (yyyy-mm-dd HH:MM:SS)"},
			{Names: []string{"-r", "--raw"}, Help: "print the figures unformatted, as numbers (procps 4)"},
		},
	},
}
