package registry

var clearFamily = &Family{
	Execution: ClearScreen,
	Name:      "clear", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"clear terminal", "clear screen"},
	Examples: []string{"clear", "clear -x"},
	Spec: &Spec{
		Options: []Option{
			{Names: []string{"-x"}, Help: "keep the scrollback: clear only the visible screen"},
			{Names: []string{"-T"}, Value: Text, Help: "clear as this terminal type instead of $TERM"},
			{Names: []string{"-V"}, Help: "print the ncurses version and exit"},
		},
	},
	Notes: []string{"clear erases the visible terminal screen."},
}
