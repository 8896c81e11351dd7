package original

import "github.com/oterminus/oterminus/internal/registry"

type mvArgs struct {
	Destination string `json:"destination"`
	NoClobber   bool   `json:"no_clobber"`
	Source      string `json:"source"`
}

func decodeMv(o *Object) Args {
	return mvArgs{
		Source:      o.Required("source", registry.LocalPath),
		Destination: o.Required("destination", registry.LocalPath),
		NoClobber:   o.Bool("no_clobber"),
	}
}

func (a mvArgs) Argv() []string {
	return append(flagArgv([]string{"mv"}, a.NoClobber, "-n"), a.Source, a.Destination)
}
