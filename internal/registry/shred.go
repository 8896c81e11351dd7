package registry

// shred overwrites each file's contents in place, several times, so that
// they cannot be recovered; -u then removes it. Dangerous whatever the
// options, as the contents are gone for good; shred --version is safe.
var shredFamily = &Family{
	Name: "shred", Pack: "dangerous", Capability: "destructive_operations",
	Risk: Safe, Maturity: ExperimentalOnly, Direct: true, Passthrough: true,
	Aliases:  []string{"securely erase file"},
	Examples: []string{"shred -u secret.txt", "shred -n 1 -z -v old.key", "shred -u -z secret.txt"},
	Notes:    []string{"shred destroys the contents of every file it names: dangerous; on a device (/dev/sdb) the whole disk."},
	Spec: &Spec{HelpVersion: true, Reach: ReachWrites,
		Parsing: Interleaved, DashDash: true,
		Options: []Option{
			{Names: []string{"-n", "--iterations"}, Value: Integer, Help: "overwrite this many times (3 by default)"},
			{Names: []string{"-u"}, Help: "remove each file after overwriting it"},
			{Names: []string{"--remove"}, Value: Enum, Enum: []string{"unlink", "wipe", "wipesync"}, InlineOnly: true, Help: "remove each file after overwriting it, this way"},
			{Names: []string{"-z", "--zero"}, Help: "overwrite with zeros last, to hide the shredding"},
			{Names: []string{"-f", "--force"}, Help: "change permissions to allow writing if needed"},
			{Names: []string{"-v", "--verbose"}, Help: "show progress"},
			{Names: []string{"-x", "--exact"}, Help: "do not round sizes up to the next full block"},
			{Names: []string{"-s", "--size"}, Value: Size, Help: "shred only this many bytes"},
		},
		Operands: []Operand{{Name: "FILE", Kind: RemovePath, Min: 1, Max: Unbounded, Risk: Dangerous,
			Help: "files (or devices) whose contents are destroyed"}},
	},
}
