package registry

import "slices"

var tarFamily = &Family{
	Name: "tar", Pack: "archive", Capability: "archive_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectShape,
	MinOperands: 1, MaxOperands: Unbounded,
	Changes:     archiveChanges,
	DirectShape: func(ops []string) bool { return tarShape(ops) != "" },
	Shape:       func(ops []string) bool { return tarShape(ops) != "" },
	ShapeHelp:   "Command 'tar' supports only 'tar -tf ARCHIVE', 'tar -xf ARCHIVE -C DEST' and 'tar -czf ARCHIVE SOURCE...' with explicit paths and no wildcards.",
	Assess:      assessTar,
	Aliases: []string{"list tar archive", "inspect tar archive", "show tar contents", "list archive contents",
		"extract tar archive", "extract archive into destination", "create tar gz archive",
		"create tar archive from explicit paths"},
	Examples: []string{"tar -tf archive.tar", "tar -xf archive.tar -C out"},
	Notes: append(archiveNotes,
		"Listing is read-only; extraction needs an explicit destination (-C).",
		"Creation builds a gzip-compressed archive from explicit source paths.",
		"Arbitrary tar options (--to-command, --checkpoint-action, --strip-components, ...) are refused."),
	Schema: &Schema{
		Decode: decodeTar,
		Parse: func(ops []string) (map[string]any, error) {
			switch {
			case len(ops) == 2 && ops[0] == "-tf":
				return map[string]any{"operation": "list", "archive_path": ops[1]}, nil
			case len(ops) == 4 && ops[0] == "-xf" && ops[2] == "-C":
				return map[string]any{"operation": "extract_tar", "archive_path": ops[1], "destination_path": ops[3]}, nil
			case len(ops) >= 3 && ops[0] == "-czf":
				return map[string]any{"operation": "create_tar_gz", "archive_path": ops[1], "source_paths": ops[2:]}, nil
			}
			return nil, ErrNotParseable
		},
		Prompt: `{"operation": "list"|"extract_tar"|"create_tar_gz", "archive_path": "a.tar", "destination_path": "out" (extract_tar only), "source_paths": ["src"] (create_tar_gz only)}`,
	},
}

type tarArgs struct {
	ArchivePath     string   `json:"archive_path"`
	DestinationPath *string  `json:"destination_path,omitempty"`
	Operation       string   `json:"operation"`
	SourcePaths     []string `json:"source_paths,omitempty"`
}

func decodeTar(o *Object) Args {
	a := tarArgs{
		Operation:       o.Enum("operation", "", "list", "extract_tar", "create_tar_gz"),
		ArchivePath:     o.Required("archive_path", ArchivePath),
		DestinationPath: o.Optional("destination_path", Destination),
		SourcePaths:     o.OptList("source_paths", Source),
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

func (a tarArgs) Argv(*Env) []string {
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

// tarShape names the supported shape ops has ("list", "extract",
// "create"), or "" when it has none.
func tarShape(ops []string) string {
	switch {
	case len(ops) == 2 && ops[0] == "-tf" && validArchive(ops[1]):
		return "list"
	case len(ops) == 4 && ops[0] == "-xf" && ops[2] == "-C" && validArchive(ops[1]) && validDestination(ops[3]):
		return "extract"
	case len(ops) >= 3 && ops[0] == "-czf" && validArchive(ops[1]) && allValid(ops[2:], validSource):
		return "create"
	}
	return ""
}

func assessTar(args []string) (Risk, []string) {
	ops := args[1:]
	switch shape := tarShape(ops); {
	case shape == "extract":
		return Write, []string{extractionWarning}
	case shape == "create":
		return Write, []string{creationWarning}
	case slices.ContainsFunc(ops, func(op string) bool {
		return slices.Contains([]string{"-xf", "--extract", "-x", "-czf", "-cf", "-c", "--create"}, op)
	}):
		return Write, nil
	}
	return Safe, nil
}
