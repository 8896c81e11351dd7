package original

import "github.com/oterminus/oterminus/internal/registry"

type sortArgs struct {
	Numeric bool   `json:"numeric"`
	Path    string `json:"path"`
	Reverse bool   `json:"reverse"`
	Unique  bool   `json:"unique"`
}

func (a sortArgs) Argv() []string {
	argv := []string{"sort"}
	argv = flagArgv(argv, a.Numeric, "-n")
	argv = flagArgv(argv, a.Reverse, "-r")
	argv = flagArgv(argv, a.Unique, "-u")
	return append(argv, a.Path)
}

func decodeSort(o *Object) Args {
	return sortArgs{Path: o.Required("path", registry.LocalPath), Numeric: o.Bool("numeric"), Reverse: o.Bool("reverse"), Unique: o.Bool("unique")}
}
