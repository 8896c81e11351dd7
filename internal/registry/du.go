package registry

var duFamily = &Family{
	Name: "du", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"disk usage", "folder size"},
	Examples: []string{"du -h .", "du -sh src", "du -ah src", "du -h -d 1 src", "du -ch a.jpg b.jpg", "du --max-depth=2 -x /var"},
	Schema: &Schema{
		Decode: decodeDu,
		Parse:  parseDu,
		Prompt: `{"path": ".", "human_readable": true|false, "summarize": true|false, "max_depth": 1|null}`,
	},
	Spec: &Spec{Reach: ReachReads, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-s", "--summarize"}, Help: "print only a total for each argument"},
			{Names: []string{"-h", "--human-readable"}, Help: "print sizes with K, M, G units"},
			{Names: []string{"--si"}, Help: "print sizes in powers of 1000 rather than 1024"},
			{Names: []string{"-a", "--all"}, Help: "print a line for every file, not only directories"},
			{Names: []string{"-c", "--total"}, Help: "print a grand total at the end"},
			{Names: []string{"-d", "--max-depth"}, Value: Integer, Help: "print totals only for directories this many levels deep or less"},
			{Names: []string{"-x", "--one-file-system"}, Help: "skip directories on other file systems"},
			{Names: []string{"--apparent-size"}, Help: "print apparent sizes (bytes in the file) rather than disk usage"},
			{Names: []string{"-b", "--bytes"}, Help: "print apparent sizes in bytes"},
			{Names: []string{"-k"}, Help: "print sizes in 1024-byte blocks"},
			{Names: []string{"-m"}, Help: "print sizes in 1 MiB blocks"},
			{Names: []string{"-B", "--block-size"}, Value: Size, Help: "print sizes in blocks of this size (1K, 1M, ...)"},
			{Names: []string{"-t", "--threshold"}, Value: Size, Help: "leave out entries smaller than this size (or larger, if negative)"},
			{Names: []string{"-L", "--dereference"}, Help: "follow every symbolic link"},
			{Names: []string{"-D", "-H", "--dereference-args"}, Help: "follow symbolic links named on the command line only"},
			{Names: []string{"-P", "--no-dereference"}, Help: "never follow symbolic links (the default)"},
			{Names: []string{"-S", "--separate-dirs"}, Help: "do not include subdirectories in a directory's size"},
			{Names: []string{"-l", "--count-links"}, Help: "count sizes many times when hard linked"},
			{Names: []string{"--inodes"}, Help: "count inodes rather than blocks"},
			{Names: []string{"--time"}, Help: "show the last modification time of anything in each directory"},
			{Names: []string{"--exclude"}, Value: Glob, Help: "leave out files matching this shell pattern"},
			{Names: []string{"-0", "--null"}, Help: "end each output line with NUL rather than newline"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Default: ".", Min: 0, Max: Unbounded,
			Help: "files and directories to measure (default: the current directory)"}},
	},
}

type duArgs struct {
	HumanReadable bool   `json:"human_readable"`
	MaxDepth      *int   `json:"max_depth"`
	Path          string `json:"path"`
	Summarize     bool   `json:"summarize"`
}

func decodeDu(o *Object) Args {
	a := duArgs{
		Path:          o.String("path", ".", LocalPath),
		HumanReadable: o.Bool("human_readable"),
		Summarize:     o.Bool("summarize"),
		MaxDepth:      o.OptInt("max_depth", 0, NoMax),
	}
	if a.Summarize && a.MaxDepth != nil {
		o.Fail("summarize cannot be combined with max_depth")
	}
	return a
}

func (a duArgs) Argv(*Env) []string {
	argv := []string{"du"}
	argv = flagArgv(argv, a.HumanReadable, "-h")
	argv = flagArgv(argv, a.Summarize, "-s")
	if a.MaxDepth != nil {
		argv = append(argv, "-d", itoa(*a.MaxDepth))
	}
	return append(argv, a.Path)
}

func parseDu(ops []string) (map[string]any, error) {
	obj := map[string]any{}
	var paths []string
	for i := 0; i < len(ops); i++ {
		op := ops[i]
		if !IsOption(op) {
			paths = append(paths, op)
			continue
		}
		if value, used, ok := optionValue(ops, i, "-d"); ok {
			n, isInt := PyInt(value)
			if !isInt {
				return nil, ErrNotParseable
			}
			obj["max_depth"] = n
			i += used - 1
			continue
		}
		letters, ok := Cluster(op, "hs")
		if !ok {
			return nil, ErrNotParseable
		}
		for _, c := range letters {
			obj[map[rune]string{'h': "human_readable", 's': "summarize"}[c]] = true
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
