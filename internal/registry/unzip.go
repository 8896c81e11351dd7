package registry

var unzipFamily = &Family{
	Name: "unzip", Pack: "archive", Capability: "archive_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Detect: DetectShape,
	MinOperands: 1, MaxOperands: 2,
	Changes:     archiveChanges,
	DirectShape: func(ops []string) bool { return unzipShape(ops) != "" },
	Shape:       func(ops []string) bool { return unzipShape(ops) != "" },
	ShapeHelp:   "Command 'unzip' supports only 'unzip -l ARCHIVE' and 'unzip ARCHIVE -d DEST' with explicit paths and no wildcards.",
	Assess: func(args []string) (Risk, []string) {
		ops := args[1:]
		if unzipShape(ops) == "extract" {
			return Write, []string{extractionWarning}
		}
		if len(ops) > 0 && ops[0] != "-l" {
			return Write, nil
		}
		return Safe, nil
	},
	Aliases: []string{"list zip archive", "inspect zip archive", "show zip contents", "show what is inside zip",
		"extract zip archive", "unzip archive into destination"},
	Examples: []string{"unzip -l archive.zip"},
	Notes: append(archiveNotes,
		"Listing is read-only; extraction needs an explicit destination (-d).",
		"Passwords and other unzip options are refused."),
	Schema: &Schema{
		Decode: func(o *Object) Args {
			a := unzipArgs{
				Operation:       o.Enum("operation", "", "list", "extract_zip"),
				ArchivePath:     o.Required("archive_path", ArchivePath),
				DestinationPath: o.Optional("destination_path", Destination),
			}
			switch {
			case a.Operation == "extract_zip" && a.DestinationPath == nil:
				o.Fail("destination_path is required for extract_zip")
			case a.Operation != "extract_zip" && a.DestinationPath != nil:
				o.Fail("destination_path is only allowed for extract_zip")
			}
			return a
		},
		Parse: func(ops []string) (map[string]any, error) {
			switch {
			case len(ops) == 2 && ops[0] == "-l":
				return map[string]any{"operation": "list", "archive_path": ops[1]}, nil
			case len(ops) == 3 && ops[1] == "-d":
				return map[string]any{"operation": "extract_zip", "archive_path": ops[0], "destination_path": ops[2]}, nil
			}
			return nil, ErrNotParseable
		},
		Prompt: `{"operation": "list"|"extract_zip", "archive_path": "a.zip", "destination_path": "out" (extract_zip only)}`,
	},
}

type unzipArgs struct {
	ArchivePath     string  `json:"archive_path"`
	DestinationPath *string `json:"destination_path,omitempty"`
	Operation       string  `json:"operation"`
}

func (a unzipArgs) Argv(*Env) []string {
	if a.Operation == "extract_zip" {
		return []string{"unzip", a.ArchivePath, "-d", deref(a.DestinationPath)}
	}
	return []string{"unzip", "-l", a.ArchivePath}
}

func unzipShape(ops []string) string {
	switch {
	case len(ops) == 2 && ops[0] == "-l" && validArchive(ops[1]):
		return "list"
	case len(ops) == 3 && ops[1] == "-d" && validArchive(ops[0]) && validDestination(ops[2]):
		return "extract"
	}
	return ""
}
