package registry

// echo and printf are shell builtins in bash, zsh and fish: they only
// print. zsh's echo reads backslash escapes even without -e, so the same
// words may print differently there; nothing else changes.
var echoFamily = &Family{
	Name: "echo", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"print text"},
	Examples: []string{"echo hello world", "echo -n 'no newline'", "echo -e 'a\\tb'", "echo"},
	Spec: &Spec{
		Options: []Option{
			{Names: []string{"-n"}, Help: "print no newline at the end"},
			{Names: []string{"-e"}, Help: "read backslash escapes such as \\n and \\t"},
			{Names: []string{"-E"}, Help: "do not read backslash escapes"},
		},
		Operands: []Operand{{Name: "STRING", Kind: Text, Max: Unbounded, Help: "words to print, separated by spaces"}},
	},
}
