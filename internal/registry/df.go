package registry

var dfFamily = &Family{
	Name: "df", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"disk space"},
	Examples: []string{"df -h", "df -h .", "df -i", "df -T", "df -x squashfs -x tmpfs", "df --output=source,pcent"},
	Spec: &Spec{HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-h", "--human-readable"}, Help: "print sizes with K, M, G units"},
			{Names: []string{"-H", "--si"}, Help: "print sizes in powers of 1000 rather than 1024"},
			{Names: []string{"-k"}, Help: "print sizes in 1024-byte blocks"},
			{Names: []string{"-B", "--block-size"}, Value: Size, Help: "print sizes in blocks of this size (1K, 1M, ...)"},
			{Names: []string{"-T", "--print-type"}, Help: "print each file system's type"},
			{Names: []string{"-i", "--inodes"}, Help: "print inode usage instead of block usage"},
			{Names: []string{"-a", "--all"}, Help: "include pseudo, duplicate and inaccessible file systems"},
			{Names: []string{"-l", "--local"}, Help: "list only local file systems"},
			{Names: []string{"-t", "--type"}, Value: Text, Help: "list only file systems of this type (ext4, tmpfs, ...)"},
			{Names: []string{"-x", "--exclude-type"}, Value: Text, Help: "leave out file systems of this type"},
			{Names: []string{"-P", "--portability"}, Help: "use the POSIX output format, one line per file system"},
			{Names: []string{"--total"}, Help: "print a grand total at the end"},
			{Names: []string{"--output"}, Value: Text, InlineOnly: true,
				Help: "print these comma-separated fields (source, fstype, size, used, avail, pcent, target, ...)"},
		},
		Operands: []Operand{{Name: "FILE", Kind: ReadPath, Min: 0, Max: Unbounded,
			Help: "show the file systems holding these files (default: every mounted file system)"}},
	},
}
