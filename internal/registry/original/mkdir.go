package original

import "github.com/oterminus/oterminus/internal/registry"

type mkdirArgs struct {
	Parents bool   `json:"parents"`
	Path    string `json:"path"`
}

func decodeMkdir(o *Object) Args {
	return mkdirArgs{Path: o.Required("path", registry.LocalPath), Parents: o.Bool("parents")}
}

func (a mkdirArgs) Argv() []string {
	return append(flagArgv([]string{"mkdir"}, a.Parents, "-p"), a.Path)
}
