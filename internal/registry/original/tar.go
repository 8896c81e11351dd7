package original

import "github.com/oterminus/oterminus/internal/registry"

type tarArgs struct {
	ArchivePath     string   `json:"archive_path"`
	DestinationPath *string  `json:"destination_path,omitempty"`
	Operation       string   `json:"operation"`
	SourcePaths     []string `json:"source_paths,omitempty"`
}

func decodeTar(o *Object) Args {
	a := tarArgs{
		Operation:       o.Enum("operation", "", "list", "extract_tar", "create_tar_gz"),
		ArchivePath:     o.Required("archive_path", registry.ArchivePath),
		DestinationPath: o.Optional("destination_path", registry.Destination),
		SourcePaths:     o.OptList("source_paths", registry.Source),
	}
	switch {
	case a.Operation == "extract_tar" && a.DestinationPath == nil:
		o.Fail("destination_path is required for extract_tar")
	case a.Operation != "extract_tar" && a.DestinationPath != nil:
		o.Fail("destination_path is only allowed for extract_tar")
	}
	switch {
	case a.Operation == "create_tar_gz" && a.SourcePaths == nil:
		o.Fail("source_paths is required for create_tar_gz")
	case a.Operation != "create_tar_gz" && a.SourcePaths != nil:
		o.Fail("source_paths is only allowed for create_tar_gz")
	}
	return a
}

func (a tarArgs) Argv() []string {
	switch a.Operation {
	case "extract_tar":
		return []string{"tar", "-xf", a.ArchivePath, "-C", deref(a.DestinationPath)}
	case "create_tar_gz":
		return append([]string{"tar", "-czf", a.ArchivePath}, a.SourcePaths...)
	}
	return []string{"tar", "-tf", a.ArchivePath}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
