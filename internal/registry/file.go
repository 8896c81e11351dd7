package registry

var fileFamily = &Family{
	Name: "file", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"identify file type"},
	Examples: []string{"file README.md", "file -b notes.txt", "file -i notes.txt", "file --mime-type -b a.png", "file -z file.gz"},
	Schema: &Schema{
		Decode: decodeFile,
		Parse:  parseFile,
		Prompt: `{"paths": ["README.md"], "brief": true|false}`,
	},
	Spec: &Spec{Reach: ReachWrites, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-b", "--brief"}, Help: "do not print the file name before its type"},
			{Names: []string{"-i", "--mime"}, Help: "print the MIME type and encoding (BSD/macOS: -I)"},
			{Names: []string{"--mime-type"}, Help: "print only the MIME type"},
			{Names: []string{"--mime-encoding"}, Help: "print only the character encoding"},
			{Names: []string{"-L", "--dereference"}, Help: "describe the file a symbolic link points to"},
			{Names: []string{"-h", "--no-dereference"}, Help: "describe symbolic links themselves"},
			{Names: []string{"-z", "--uncompress"}, Help: "look inside compressed files"},
			{Names: []string{"-s", "--special-files"}, Help: "read block and character devices as ordinary files"},
			{Names: []string{"-k", "--keep-going"}, Help: "print every matching type, not only the first"},
			{Names: []string{"-E"}, Help: "exit with an error when a file cannot be read"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 1, Max: Unbounded, Help: "files to identify"}},
	},
}

type fileArgs struct {
	Brief bool     `json:"brief"`
	Paths []string `json:"paths"`
}

func decodeFile(o *Object) Args {
	return fileArgs{Paths: o.List("paths", LocalPath), Brief: o.Bool("brief")}
}

func (a fileArgs) Argv(*Env) []string {
	return append(flagArgv([]string{"file"}, a.Brief, "-b"), a.Paths...)
}

func parseFile(ops []string) (map[string]any, error) {
	obj, paths, err := exactFlags(ops, map[string]string{"-b": "brief"})
	if err != nil || len(paths) == 0 {
		return nil, ErrNotParseable
	}
	obj["paths"] = paths
	return obj, nil
}
