package original

import "github.com/oterminus/oterminus/internal/registry"

type curlArgs struct {
	Operation string `json:"operation"`
	URL       string `json:"url"`
}

func (a curlArgs) Argv() []string { return []string{"curl", "-I", a.URL} }

func decodeCurl(o *Object) Args {
	return curlArgs{Operation: o.Enum("operation", "http_head", "http_head"), URL: o.Required("url", registry.URL)}
}
