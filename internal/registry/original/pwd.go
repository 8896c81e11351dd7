package original

// noArgs are the arguments of families that take none (pwd, clear, whoami).
type noArgs struct{ program string }

func (a noArgs) Argv() []string { return []string{a.program} }

// MarshalJSON keeps the canonical argument object empty.
func (a noArgs) MarshalJSON() ([]byte, error) { return []byte("{}"), nil }

func decodeNoArgs(program string) decoder {
	return func(*Object) Args { return noArgs{program} }
}
