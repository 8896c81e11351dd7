package registry

// ReadPipedArgv reads argv like ReadArgv for a command whose standard
// input is a pipe or a file ('a | sort', 'sort < f'): the operand slots
// the program reads standard input in place of (Operand.Stdin) may then
// be empty.
func (f *Family) ReadPipedArgv(argv []string) (*Command, error) {
	return f.readArgv(argv, true, false)
}

// withStdinOptional copies spec with every Stdin slot's minimum at zero.
func withStdinOptional(spec *Spec) *Spec {
	copied := *spec
	copied.Operands = append([]Operand(nil), spec.Operands...)
	for i := range copied.Operands {
		if copied.Operands[i].Stdin {
			copied.Operands[i].Min = 0
		}
	}
	return &copied
}
