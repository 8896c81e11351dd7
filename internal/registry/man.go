package registry

var manFamily = &Family{
	Name: "man", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectShape,
	MinOperands: 1, MaxOperands: 2, PathMode: PathsNone,
	DirectShape: manShape, Shape: manShape,
	ShapeHelp: "Command 'man' supports only 'man TOPIC' or 'man SECTION TOPIC' (section 1-9); pager and path options are refused.",
	Aliases:   []string{"manual page", "man page", "command manual"},
	Examples:  []string{"man ls", "man 1 ls"},
	Notes:     []string{"man opens the local manual page through your pager."},
	Schema: &Schema{
		Decode: func(o *Object) Args {
			section := o.Optional("section", oneOf("1", "2", "3", "4", "5", "6", "7", "8", "9"))
			return manArgs{Topic: o.Required("topic", ManTopic), Section: section}
		},
		Parse: func(ops []string) (map[string]any, error) {
			if !manShape(ops) {
				return nil, ErrNotParseable
			}
			if len(ops) == 2 {
				return map[string]any{"section": ops[0], "topic": ops[1]}, nil
			}
			return map[string]any{"topic": ops[0]}, nil
		},
		Prompt: `{"topic": "ls", "section": "1"|null}`,
	},
}

type manArgs struct {
	Section *string `json:"section"`
	Topic   string  `json:"topic"`
}

func (a manArgs) Argv(*Env) []string {
	if a.Section != nil {
		return []string{"man", *a.Section, a.Topic}
	}
	return []string{"man", a.Topic}
}

func manShape(ops []string) bool {
	switch len(ops) {
	case 1:
		return ManTopic("topic", ops[0]) == ""
	case 2:
		return len(ops[0]) == 1 && ops[0] >= "1" && ops[0] <= "9" && ManTopic("topic", ops[1]) == ""
	}
	return false
}
