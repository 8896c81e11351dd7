package original

import "github.com/oterminus/oterminus/internal/registry"

type cpArgs struct {
	Destination string `json:"destination"`
	NoClobber   bool   `json:"no_clobber"`
	Preserve    bool   `json:"preserve"`
	Recursive   bool   `json:"recursive"`
	Source      string `json:"source"`
}

func decodeCp(o *Object) Args {
	return cpArgs{
		Source:      o.Required("source", registry.LocalPath),
		Destination: o.Required("destination", registry.LocalPath),
		Recursive:   o.Bool("recursive"),
		Preserve:    o.Bool("preserve"),
		NoClobber:   o.Bool("no_clobber"),
	}
}

func (a cpArgs) Argv() []string {
	argv := []string{"cp"}
	argv = flagArgv(argv, a.Recursive, "-R")
	argv = flagArgv(argv, a.Preserve, "-p")
	argv = flagArgv(argv, a.NoClobber, "-n")
	return append(argv, a.Source, a.Destination)
}
