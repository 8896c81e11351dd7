package original

import "github.com/oterminus/oterminus/internal/registry"

type openArgs struct {
	Path   string `json:"path"`
	Reveal bool   `json:"reveal"`
}

func (a openArgs) Argv() []string {
	return append(flagArgv([]string{"open"}, a.Reveal, "-R"), a.Path)
}

func decodeOpen(o *Object) Args {
	return openArgs{Path: o.Required("path", registry.LocalPath), Reveal: o.Bool("reveal")}
}
