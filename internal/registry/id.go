package registry

// id prints user and group ids and names; it changes nothing.
var idFamily = &Family{
	Name: "id", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"user id", "group ids", "which groups am i in"},
	Examples: []string{"id", "id -un", "id -u", "id -Gn", "id alice"},
	Spec: &Spec{Parsing: Interleaved, DashDash: true,
		Options: []Option{
			{Names: []string{"-u", "--user"}, Help: "print only the effective user id"},
			{Names: []string{"-g", "--group"}, Help: "print only the effective group id"},
			{Names: []string{"-G", "--groups"}, Help: "print every group id"},
			{Names: []string{"-n", "--name"}, Help: "print names instead of numbers (with -u, -g or -G)"},
			{Names: []string{"-r", "--real"}, Help: "print the real id instead of the effective one (with -u, -g or -G)"},
			{Names: []string{"-z", "--zero"}, Help: "separate entries with NUL instead of spaces"},
			{Names: []string{"-Z", "--context"}, Help: "print only the security context (SELinux)"},
			{Names: []string{"-a"}, Help: "ignored; accepted for compatibility"},
		},
		Operands: []Operand{{Name: "USER", Kind: User, Max: Unbounded, Help: "the users to describe (default: the current user)"}},
	},
}
