package original

import "github.com/oterminus/oterminus/internal/registry"

type lsArgs struct {
	All           bool   `json:"all"`
	HumanReadable bool   `json:"human_readable"`
	Long          bool   `json:"long"`
	Path          string `json:"path"`
	Recursive     bool   `json:"recursive"`
}

func decodeLs(o *Object) Args {
	a := lsArgs{
		Path:          o.String("path", ".", registry.LocalPath),
		Long:          o.Bool("long"),
		HumanReadable: o.Bool("human_readable"),
		All:           o.Bool("all"),
		Recursive:     o.Bool("recursive"),
	}
	if a.HumanReadable && !a.Long {
		o.Fail("human_readable requires long")
	}
	return a
}

func (a lsArgs) Argv() []string {
	argv := []string{"ls"}
	argv = flagArgv(argv, a.Long, "-l")
	argv = flagArgv(argv, a.HumanReadable, "-h")
	argv = flagArgv(argv, a.All, "-a")
	argv = flagArgv(argv, a.Recursive, "-R")
	return append(argv, a.Path)
}
