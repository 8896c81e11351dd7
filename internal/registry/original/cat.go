package original

import "github.com/oterminus/oterminus/internal/registry"

type catArgs struct {
	Paths []string `json:"paths"`
}

func (a catArgs) Argv() []string { return append([]string{"cat"}, a.Paths...) }

func decodeCat(o *Object) Args { return catArgs{Paths: o.List("paths", registry.LocalPath)} }
