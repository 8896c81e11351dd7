package registry

var zipFamily = &Family{
	Name: "zip", Pack: "archive", Capability: "archive_inspection",
	Risk: Write, Maturity: Structured, Direct: true, Detect: DetectShape,
	MinOperands: 3, MaxOperands: Unbounded,
	Changes:     archiveChanges,
	DirectShape: zipShape, Shape: zipShape,
	ShapeHelp: "Command 'zip' supports only 'zip -r ARCHIVE SOURCE...' with explicit source paths, no wildcards and no broad roots.",
	Assess: func(args []string) (Risk, []string) {
		if zipShape(args[1:]) {
			return Write, []string{creationWarning}
		}
		return Write, nil
	},
	Aliases:  []string{"create zip archive", "zip folder into archive", "create zip archive from explicit paths"},
	Examples: []string{"zip -r backup.zip src"},
	Notes: append(archiveNotes,
		"Creation builds a zip archive from explicit source paths.",
		"Encryption, deletion and other zip options are refused."),
	Schema: &Schema{
		Decode: func(o *Object) Args {
			return zipArgs{
				Operation:   o.Enum("operation", "create_zip", "create_zip"),
				ArchivePath: o.Required("archive_path", ArchivePath),
				SourcePaths: o.List("source_paths", Source),
			}
		},
		Parse: func(ops []string) (map[string]any, error) {
			if len(ops) < 3 || ops[0] != "-r" {
				return nil, ErrNotParseable
			}
			return map[string]any{"operation": "create_zip", "archive_path": ops[1], "source_paths": ops[2:]}, nil
		},
		Prompt: `{"operation": "create_zip", "archive_path": "backup.zip", "source_paths": ["src"]}`,
	},
}

type zipArgs struct {
	ArchivePath string   `json:"archive_path"`
	Operation   string   `json:"operation"`
	SourcePaths []string `json:"source_paths"`
}

func (a zipArgs) Argv(*Env) []string {
	return append([]string{"zip", "-r", a.ArchivePath}, a.SourcePaths...)
}

func zipShape(ops []string) bool {
	return len(ops) >= 3 && ops[0] == "-r" && validArchive(ops[1]) && allValid(ops[2:], validSource)
}
