package original

import "github.com/oterminus/oterminus/internal/registry"

type chmodArgs struct {
	Mode string `json:"mode"`
	Path string `json:"path"`
}

func decodeChmod(o *Object) Args {
	return chmodArgs{Path: o.Required("path", registry.LocalPath), Mode: o.Required("mode", OctalMode)}
}

func (a chmodArgs) Argv() []string { return []string{"chmod", a.Mode, a.Path} }
