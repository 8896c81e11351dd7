package original

import "github.com/oterminus/oterminus/internal/registry"

type xdgOpenArgs struct {
	Path string `json:"path"`
}

func (a xdgOpenArgs) Argv() []string { return []string{"xdg-open", a.Path} }

func decodeXdgOpen(o *Object) Args { return xdgOpenArgs{Path: o.Required("path", registry.LocalPath)} }
