package registry

// sudo and doas run a command as another user, root by default. The
// command is nested: read by its own family's declaration, as if typed,
// so "sudo systemctl restart nginx" is systemctl's restart, and a
// program oterminus does not know is refused by name. Whatever the
// command, running it as root is dangerous: a typed sudo line is
// explained and left as typed, and oterminus never accepts one under a
// policy that does not allow dangerous commands. A model may never propose
// it (TypedOnly). The options that run a
// shell or edit files as root (-s, -i, -e, sudoedit) are refused.
var sudoFamily = &Family{
	Name: "sudo", Programs: []string{"sudo", "doas"}, Pack: "dangerous", Capability: "destructive_operations",
	Risk: Dangerous, Maturity: TypedOnly, Direct: true, Passthrough: true,
	Aliases:  []string{"run as root", "elevated command"},
	Examples: []string{"sudo ls /var/root", "sudo -u www-data ls /srv", "sudo systemctl restart nginx", "doas ls /root"},
	Notes:    []string{"The command sudo runs is checked as if typed; running it as root makes the line dangerous."},
	Spec: &Spec{
		DashDash: true,
		Options: []Option{
			{Names: []string{"-u", "--user"}, Value: User, Help: "run the command as this user instead of root"},
			{Names: []string{"-g", "--group"}, Value: Group, Help: "run the command with this primary group"},
			{Names: []string{"-E", "--preserve-env"}, Help: "keep the caller's environment (sudo)"},
			{Names: []string{"-H", "--set-home"}, Help: "set HOME to the target user's home directory (sudo)"},
			{Names: []string{"-n", "--non-interactive"}, Help: "never ask for a password; fail instead"},
			{Names: []string{"-k", "--reset-timestamp"}, Help: "ask for the password again, ignoring cached credentials (sudo)"},
		},
		Refuses: Pairs[string]{
			{"-s", "it runs a shell as root, whose commands cannot be checked"}, {"--shell", "it runs a shell as root, whose commands cannot be checked"},
			{"-i", "it runs a login shell as root, whose commands cannot be checked"}, {"--login", "it runs a login shell as root, whose commands cannot be checked"},
			{"-e", "it edits files as root with an editor"}, {"--edit", "it edits files as root with an editor"},
		},
		Operands: []Operand{{Name: "COMMAND", Kind: NestedCommand, Nested: &Nested{}, Min: 1, Max: Unbounded,
			Help: "the command to run as the other user, with its own options and operands"}},
	},
}
