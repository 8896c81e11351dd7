package original

import "github.com/oterminus/oterminus/internal/registry"

type unzipArgs struct {
	ArchivePath     string  `json:"archive_path"`
	DestinationPath *string `json:"destination_path,omitempty"`
	Operation       string  `json:"operation"`
}

func (a unzipArgs) Argv() []string {
	if a.Operation == "extract_zip" {
		return []string{"unzip", a.ArchivePath, "-d", deref(a.DestinationPath)}
	}
	return []string{"unzip", "-l", a.ArchivePath}
}

func decodeUnzip(o *Object) Args {
	a := unzipArgs{
		Operation:       o.Enum("operation", "", "list", "extract_zip"),
		ArchivePath:     o.Required("archive_path", registry.ArchivePath),
		DestinationPath: o.Optional("destination_path", registry.Destination),
	}
	switch {
	case a.Operation == "extract_zip" && a.DestinationPath == nil:
		o.Fail("destination_path is required for extract_zip")
	case a.Operation != "extract_zip" && a.DestinationPath != nil:
		o.Fail("destination_path is only allowed for extract_zip")
	}
	return a
}
