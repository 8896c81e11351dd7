package registry

var pwdFamily = &Family{
	Name: "pwd", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"where am i", "print working directory"},
	Examples: []string{"pwd", "pwd -P"},
	Schema:   noArgsSchema("pwd"),
	Spec: &Spec{HelpVersion: true,
		Options: []Option{
			{Names: []string{"-L", "--logical"}, Help: "print the directory as reached, with symbolic links (from $PWD)"},
			{Names: []string{"-P", "--physical"}, Help: "print the directory with every symbolic link resolved"},
		},
	},
}

// noArgs are the arguments of families that take none (pwd, clear, whoami).
type noArgs struct{ program string }

func (a noArgs) Argv(*Env) []string { return []string{a.program} }

// MarshalJSON keeps the canonical argument object empty.
func (a noArgs) MarshalJSON() ([]byte, error) { return []byte("{}"), nil }

func noArgsSchema(program string) *Schema {
	return &Schema{
		Decode: func(*Object) Args { return noArgs{program} },
		Parse: func(ops []string) (map[string]any, error) {
			if len(ops) > 0 {
				return nil, ErrNotParseable
			}
			return map[string]any{}, nil
		},
		Prompt: `{}`,
	}
}
