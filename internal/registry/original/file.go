package original

import "github.com/oterminus/oterminus/internal/registry"

type fileArgs struct {
	Brief bool     `json:"brief"`
	Paths []string `json:"paths"`
}

func decodeFile(o *Object) Args {
	return fileArgs{Paths: o.List("paths", registry.LocalPath), Brief: o.Bool("brief")}
}

func (a fileArgs) Argv() []string {
	return append(flagArgv([]string{"file"}, a.Brief, "-b"), a.Paths...)
}
