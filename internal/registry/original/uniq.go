package original

import "github.com/oterminus/oterminus/internal/registry"

type uniqArgs struct {
	Count        bool   `json:"count"`
	Path         string `json:"path"`
	RepeatedOnly bool   `json:"repeated_only"`
	UniqueOnly   bool   `json:"unique_only"`
}

func (a uniqArgs) Argv() []string {
	argv := []string{"uniq"}
	argv = flagArgv(argv, a.Count, "-c")
	argv = flagArgv(argv, a.RepeatedOnly, "-d")
	argv = flagArgv(argv, a.UniqueOnly, "-u")
	return append(argv, a.Path)
}

func decodeUniq(o *Object) Args {
	a := uniqArgs{Path: o.Required("path", registry.LocalPath), Count: o.Bool("count"), RepeatedOnly: o.Bool("repeated_only"), UniqueOnly: o.Bool("unique_only")}
	if a.RepeatedOnly && a.UniqueOnly {
		o.Fail("repeated_only cannot be combined with unique_only")
	}
	return a
}
