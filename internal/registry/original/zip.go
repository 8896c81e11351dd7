package original

import "github.com/oterminus/oterminus/internal/registry"

type zipArgs struct {
	ArchivePath string   `json:"archive_path"`
	Operation   string   `json:"operation"`
	SourcePaths []string `json:"source_paths"`
}

func (a zipArgs) Argv() []string {
	return append([]string{"zip", "-r", a.ArchivePath}, a.SourcePaths...)
}

func decodeZip(o *Object) Args {
	return zipArgs{
		Operation:   o.Enum("operation", "create_zip", "create_zip"),
		ArchivePath: o.Required("archive_path", registry.ArchivePath),
		SourcePaths: o.List("source_paths", registry.Source),
	}
}
