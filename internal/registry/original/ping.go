package original

import "github.com/oterminus/oterminus/internal/registry"

type pingArgs struct {
	Count int    `json:"count"`
	Host  string `json:"host"`
}

func (a pingArgs) Argv() []string { return []string{"ping", "-c", itoa(a.Count), a.Host} }

func decodePing(o *Object) Args {
	return pingArgs{Host: o.Required("host", registry.Host), Count: o.Int("count", 4, 1, 10)}
}
