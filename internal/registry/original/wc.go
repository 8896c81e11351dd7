package original

import "github.com/oterminus/oterminus/internal/registry"

type wcArgs struct {
	Bytes bool     `json:"bytes"`
	Lines bool     `json:"lines"`
	Paths []string `json:"paths"`
	Words bool     `json:"words"`
}

func (a wcArgs) Argv() []string {
	argv := []string{"wc"}
	argv = flagArgv(argv, a.Lines, "-l")
	argv = flagArgv(argv, a.Words, "-w")
	argv = flagArgv(argv, a.Bytes, "-c")
	return append(argv, a.Paths...)
}

func decodeWc(o *Object) Args {
	return wcArgs{Paths: o.List("paths", registry.LocalPath), Lines: o.Bool("lines"), Words: o.Bool("words"), Bytes: o.Bool("bytes")}
}
