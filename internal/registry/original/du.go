package original

import "github.com/oterminus/oterminus/internal/registry"

type duArgs struct {
	HumanReadable bool   `json:"human_readable"`
	MaxDepth      *int   `json:"max_depth"`
	Path          string `json:"path"`
	Summarize     bool   `json:"summarize"`
}

func decodeDu(o *Object) Args {
	a := duArgs{
		Path:          o.String("path", ".", registry.LocalPath),
		HumanReadable: o.Bool("human_readable"),
		Summarize:     o.Bool("summarize"),
		MaxDepth:      o.OptInt("max_depth", 0, NoMax),
	}
	if a.Summarize && a.MaxDepth != nil {
		o.Fail("summarize cannot be combined with max_depth")
	}
	return a
}

func (a duArgs) Argv() []string {
	argv := []string{"du"}
	argv = flagArgv(argv, a.HumanReadable, "-h")
	argv = flagArgv(argv, a.Summarize, "-s")
	if a.MaxDepth != nil {
		argv = append(argv, "-d", itoa(*a.MaxDepth))
	}
	return append(argv, a.Path)
}
