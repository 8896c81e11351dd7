package registry

// printf -v (bash: assign to a variable instead of printing) is refused.
var printfFamily = &Family{
	Name: "printf", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"print formatted text"},
	Examples: []string{"printf '%s\\n' hello", "printf '%5.2f\\n' 3.14159", "printf -- '-%s-\\n' x"},
	Spec: &Spec{
		DashDash: true,
		Operands: []Operand{
			{Name: "FORMAT", Kind: Text, Min: 1, Max: 1, Help: "the format, with %s, %d and backslash escapes"},
			{Name: "ARGUMENT", Kind: Text, Max: Unbounded, Help: "values for the format's conversions"},
		},
	},
}
