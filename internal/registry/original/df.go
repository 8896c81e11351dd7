package original

import "github.com/oterminus/oterminus/internal/registry"

type dfArgs struct {
	HumanReadable bool    `json:"human_readable"`
	Path          *string `json:"path"`
}

func (a dfArgs) Argv() []string {
	argv := flagArgv([]string{"df"}, a.HumanReadable, "-h")
	if a.Path != nil {
		argv = append(argv, *a.Path)
	}
	return argv
}

func decodeDf(o *Object) Args {
	return dfArgs{Path: o.Optional("path", registry.LocalPath), HumanReadable: o.Bool("human_readable")}
}
