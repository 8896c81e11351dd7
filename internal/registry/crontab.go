package registry

// crontab lists, installs, edits or removes a user's table of commands
// that cron runs later. Only -l reads; every other form changes what runs
// on a schedule (a file installed, the table edited, or -r removing it
// all), so it is dangerous. crontab with no operand installs what
// standard input holds.
var crontabFamily = &Family{
	Name: "crontab", Pack: "dangerous", Capability: "destructive_operations",
	Risk: Safe, Maturity: ExperimentalOnly, Direct: true, Passthrough: true,
	Aliases:  []string{"list scheduled jobs", "edit cron table"},
	Examples: []string{"crontab -l", "crontab -u alice -l", "crontab -e", "crontab jobs.txt", "crontab -r"},
	Notes: []string{"crontab -l only lists; installing (crontab FILE), editing (-e) and removing (-r) change what cron runs later: dangerous.",
		"-r removes the whole table without asking (-i asks first)."},
	Spec: &Spec{
		Parsing: OptionsFirst,
		Risk: func(c *Command) Risk {
			if c.Mode == "list" {
				return Safe
			}
			return Dangerous
		},
		Options: []Option{
			{Names: []string{"-l"}, Selects: "list", Help: "print the table"},
			{Names: []string{"-e"}, Selects: "edit", Risk: Dangerous, Help: "edit the table with $VISUAL or $EDITOR, then install it"},
			{Names: []string{"-r"}, Selects: "remove", Risk: Dangerous, Help: "remove the whole table"},
			{Names: []string{"-i"}, Help: "ask before removing (with -r)"},
			{Names: []string{"-u"}, Value: User, Help: "the table of this user (root only)"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Max: 1, Unless: []string{"-l", "-e", "-r"},
			Help: "install this file as the table, replacing it"}},
	},
}
