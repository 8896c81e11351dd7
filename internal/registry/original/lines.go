package original

import "github.com/oterminus/oterminus/internal/registry"

// linesArgs serve head and tail, which share their schema.
type linesArgs struct {
	program string
	Bytes   *int     `json:"bytes"`
	Lines   *int     `json:"lines"`
	Paths   []string `json:"paths"`
}

func decodeLines(program string) decoder {
	return func(o *Object) Args {
		a := linesArgs{
			program: program,
			Paths:   o.List("paths", registry.LocalPath),
			Lines:   o.OptInt("lines", 0, NoMax),
			Bytes:   o.OptInt("bytes", 0, NoMax),
		}
		if a.Lines != nil && a.Bytes != nil {
			o.Fail("lines and bytes cannot be combined")
		}
		return a
	}
}

func (a linesArgs) Argv() []string {
	argv := []string{a.program}
	if a.Lines != nil {
		argv = append(argv, "-n", itoa(*a.Lines))
	}
	if a.Bytes != nil {
		argv = append(argv, "-c", itoa(*a.Bytes))
	}
	return append(argv, a.Paths...)
}
