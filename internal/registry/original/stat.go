package original

import "github.com/oterminus/oterminus/internal/registry"

type statArgs struct {
	Dereference bool   `json:"dereference"`
	Path        string `json:"path"`
	Verbose     bool   `json:"verbose"`
}

func decodeStat(o *Object) Args {
	return statArgs{
		Path:        o.Required("path", registry.LocalPath),
		Dereference: o.Bool("dereference"),
		Verbose:     o.Bool("verbose"),
	}
}

func (a statArgs) Argv() []string {
	argv := []string{"stat"}
	argv = flagArgv(argv, a.Dereference, "-L")
	argv = flagArgv(argv, a.Verbose, "-x")
	return append(argv, a.Path)
}
