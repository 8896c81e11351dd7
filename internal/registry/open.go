package registry

var openFamily = &Family{
	Name: "open", Pack: "macos", Capability: "macos_desktop", Platforms: []string{"darwin"},
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"open in finder", "reveal in finder"},
	Examples: []string{"open .", "open -R notes.txt", "open -t notes.txt"},
	Notes: []string{"open hands a local file or folder to the macOS Finder or its default application.",
		"URLs and other schemes, and choosing the application (-a, -b), are refused; opening a launcher or script is dangerous."},
	Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-R", "--reveal"}, Help: "select the file in a Finder window instead of opening it"},
			{Names: []string{"-t", "--edit"}, Help: "open the file in the default text editor"},
			{Names: []string{"-e"}, Help: "open the file in TextEdit"},
			{Names: []string{"-g", "--background"}, Help: "do not bring the application to the foreground"},
			{Names: []string{"-W", "--wait-apps"}, Help: "wait until the application quits"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Assess: assessOpened,
			Help: "the local files or folders to open"}},
	},
}
