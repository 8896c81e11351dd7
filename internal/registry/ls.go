package registry

// ls keeps the original's direct passthrough: a typed ls line outside the
// argument object stays as typed, in experimental mode, but only once the
// declaration has read every word of it.
var lsFamily = &Family{
	Name: "ls", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true, Passthrough: true,
	Aliases:  []string{"list files", "show directory contents"},
	Examples: []string{"ls -la", "ls -lh", "ls -ltr", "ls -1", "ls -F", "ls -lSR", "ls -d */", "ls --color=auto"},
	Schema: &Schema{
		Decode: decodeLs,
		Parse:  parseLs,
		Prompt: `{"path": ".", "long": true|false, "human_readable": true|false, "all": true|false, "recursive": true|false}`,
	},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-l"}, Help: "long listing: permissions, links, owner, group, size and modification time"},
			{Names: []string{"-a", "--all"}, Help: "include entries whose names start with '.', and . and .."},
			{Names: []string{"-A", "--almost-all"}, Help: "include entries whose names start with '.', but not . and .."},
			{Names: []string{"-h", "--human-readable"}, Help: "print sizes with K, M, G units (with -l or -s)"},
			{Names: []string{"--si"}, Help: "print sizes in powers of 1000 rather than 1024"},
			{Names: []string{"-k", "--kibibytes"}, Help: "count disk usage (-s) in 1024-byte blocks"},
			{Names: []string{"-R", "--recursive"}, Help: "list subdirectories recursively"},
			{Names: []string{"-d", "--directory"}, Help: "list directories themselves, not their contents"},
			{Names: []string{"-1"}, Help: "list one entry per line"},
			{Names: []string{"-C"}, Help: "list entries in columns"},
			{Names: []string{"-x"}, Help: "list entries in rows across rather than down columns"},
			{Names: []string{"-m"}, Help: "list entries separated by commas"},
			{Names: []string{"-F", "--classify"}, Help: "mark entries by type: / directory, * executable, @ symlink, | fifo, = socket"},
			{Names: []string{"-p"}, Help: "append / to directory names"},
			{Names: []string{"-S"}, Help: "sort by file size, largest first"},
			{Names: []string{"-t"}, Help: "sort by modification time, newest first"},
			{Names: []string{"-c"}, Help: "use the status-change time (ctime) for sorting or -l"},
			{Names: []string{"-u"}, Help: "use the access time for sorting or -l"},
			{Names: []string{"-X"}, Help: "sort alphabetically by extension"},
			{Names: []string{"-v"}, Help: "sort by version: numbers within names in natural order"},
			{Names: []string{"-U"}, Help: "do not sort; list entries in directory order"},
			{Names: []string{"-r", "--reverse"}, Help: "reverse the sort order"},
			{Names: []string{"--sort"}, Value: Enum, Enum: []string{"none", "size", "time", "version", "extension", "width"},
				Help: "sort by this key instead of by name"},
			{Names: []string{"--time"}, Value: Enum, Enum: []string{"atime", "access", "use", "ctime", "status", "birth", "creation", "mtime", "modification"},
				Help: "show and sort by this timestamp instead of modification time"},
			{Names: []string{"--group-directories-first"}, Help: "list directories before files"},
			{Names: []string{"-i", "--inode"}, Help: "print each file's inode number"},
			{Names: []string{"-s", "--size"}, Help: "print each file's allocated size in blocks"},
			{Names: []string{"-n", "--numeric-uid-gid"}, Help: "long listing with numeric user and group ids"},
			{Names: []string{"-g"}, Help: "long listing without the owner"},
			{Names: []string{"-o"}, Help: "long listing without the group"},
			{Names: []string{"-G", "--no-group"}, Help: "GNU: leave out group names in a long listing (BSD/macOS: colorize output)"},
			{Names: []string{"-L", "--dereference"}, Help: "show the files symbolic links point to, not the links"},
			{Names: []string{"-B", "--ignore-backups"}, Help: "leave out entries ending with ~"},
			{Names: []string{"-I", "--ignore"}, Value: Glob, Help: "leave out entries matching this shell pattern"},
			{Names: []string{"--hide"}, Value: Glob, Help: "leave out entries matching this shell pattern (unless -a or -A)"},
			{Names: []string{"-Q", "--quote-name"}, Help: "enclose entry names in double quotes"},
			{Names: []string{"-b", "--escape"}, Help: "print C-style escapes for nongraphic characters in names"},
			{Names: []string{"-N", "--literal"}, Help: "print entry names without quoting"},
			{Names: []string{"--full-time"}, Help: "long listing with full date and time"},
			{Names: []string{"--time-style"}, Value: Enum, Enum: []string{"full-iso", "long-iso", "iso", "locale"},
				Help: "format of times in a long listing"},
			{Names: []string{"--color"}, Value: Enum, Enum: []string{"always", "auto", "never"}, InlineOnly: true,
				Help: "colorize entries by type: always, auto (only on a terminal) or never; alone it means always"},
			{Names: []string{"-w", "--width"}, Value: Integer, Help: "assume the screen is this many columns wide"},
			{Names: []string{"-Z", "--context"}, Help: "print each file's security context (SELinux label)"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Default: ".", Min: 0, Max: Unbounded,
			Help: "files to describe and directories to list (default: the current directory)"}},
	},
}

type lsArgs struct {
	All           bool   `json:"all"`
	HumanReadable bool   `json:"human_readable"`
	Long          bool   `json:"long"`
	Path          string `json:"path"`
	Recursive     bool   `json:"recursive"`
}

func decodeLs(o *Object) Args {
	a := lsArgs{
		Path:          o.String("path", ".", LocalPath),
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

func (a lsArgs) Argv(*Env) []string {
	argv := []string{"ls"}
	argv = flagArgv(argv, a.Long, "-l")
	argv = flagArgv(argv, a.HumanReadable, "-h")
	argv = flagArgv(argv, a.All, "-a")
	argv = flagArgv(argv, a.Recursive, "-R")
	return append(argv, a.Path)
}

func parseLs(ops []string) (map[string]any, error) {
	obj := map[string]any{}
	var paths []string
	for _, op := range ops {
		if !IsOption(op) {
			paths = append(paths, op)
			continue
		}
		letters, ok := Cluster(op, "lhaR")
		if !ok {
			return nil, ErrNotParseable
		}
		for _, c := range letters {
			obj[map[rune]string{'l': "long", 'h': "human_readable", 'a': "all", 'R': "recursive"}[c]] = true
		}
	}
	if len(paths) > 1 {
		return nil, ErrNotParseable
	}
	if len(paths) == 1 {
		obj["path"] = paths[0]
	}
	return obj, nil
}
