package registry

var tarFamily = &Family{
	Name: "tar", Pack: "archive", Capability: "archive_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"list tar archive", "inspect tar archive", "show tar contents", "list archive contents",
		"extract tar archive", "extract archive into destination", "create tar gz archive",
		"create tar archive from explicit paths"},
	Examples: []string{"tar -tf archive.tar", "tar -xzf archive.tgz -C out", "tar -czf backup.tgz src"},
	Notes: append(archiveNotes,
		"Listing is read-only; extracting and creating write files.",
		"Options that run programs or reach other hosts (--to-command, --checkpoint-action, --rsh-command, host:file archives) are refused."),
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
	Spec: &Spec{HelpVersion: true,
		Parsing: OldStyle, RequireMode: true, WritesIn: map[string]string{"extract": "."},
		Refuses: map[string]string{
			"--to-command":           "it runs a program for each member extracted",
			"--checkpoint-action":    "it can run a program at each checkpoint",
			"--rsh-command":          "it names the program that reaches a remote archive",
			"--use-compress-program": "it runs a program of its choosing to compress or decompress",
			"-I":                     "it runs a program of its choosing to compress or decompress",
		},
		Options: []Option{
			{Names: []string{"-t", "--list"}, Selects: "list", Help: "list the archive's contents"},
			{Names: []string{"-x", "--extract", "--get"}, Selects: "extract", Risk: Write, Warning: extractionWarning,
				Help: "extract files from the archive"},
			{Names: []string{"-c", "--create"}, Selects: "create", Risk: Write, Warning: creationWarning,
				Help: "create a new archive"},
			{Names: []string{"-f", "--file"}, Value: ReadPath, ValueIn: map[string]Kind{"create": WritePath}, Local: true,
				Help: "the archive file to read or write"},
			{Names: []string{"-C", "--directory"}, Value: ReadPath, ValueIn: map[string]Kind{"extract": WritePath},
				Help: "change to this directory first (extract into it, or create from it)"},
			{Names: []string{"-z", "--gzip"}, Help: "compress or decompress with gzip"},
			{Names: []string{"-j", "--bzip2"}, Help: "compress or decompress with bzip2"},
			{Names: []string{"-J", "--xz"}, Help: "compress or decompress with xz"},
			{Names: []string{"--zstd"}, Help: "compress or decompress with zstd"},
			{Names: []string{"-a", "--auto-compress"}, In: []string{"create"}, Help: "choose the compression from the archive's suffix"},
			{Names: []string{"-v", "--verbose"}, Help: "list each file processed (with -t: permissions, owner, size and date)"},
			{Names: []string{"-k", "--keep-old-files"}, In: []string{"extract"}, Help: "do not overwrite existing files when extracting"},
			{Names: []string{"--exclude"}, Value: Glob, Help: "leave out files matching this pattern"},
			{Names: []string{"--wildcards"}, Help: "read member names as shell-style patterns"},
			{Names: []string{"--force-local"}, Help: "treat an archive name with a colon as a local file"},
		},
		Operands: []Operand{{Name: "FILE", Kind: Text, In: map[string]Kind{"create": ReadPath}, Min: 0, Max: Unbounded,
			Help: "files to put in the archive, or members to list or extract"}},
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
