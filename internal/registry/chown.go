package registry

import "strings"

// chown stays experimental and dangerous. The owner is a user name or
// number, and may name the group too: USER:GROUP, USER: (the user's login
// group) or :GROUP, as chown reads them. --reference and --from are left
// out.
var chownFamily = &Family{
	Name: "chown", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Dangerous, Maturity: ExperimentalOnly, Direct: true,
	Aliases:  []string{"change file owner"},
	Examples: []string{"chown alice file.txt", "chown -R alice src", "chown -h alice symlink"},
	// Reach: every option of GNU chown changes owners or what is reported; none runs a program.
	Spec: &Spec{Reach: ReachWrites, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-R", "--recursive"}, Help: "change files and directories recursively"},
			{Names: []string{"-v", "--verbose"}, Help: "print a line for every file processed"},
			{Names: []string{"-c", "--changes"}, Help: "print a line only for files whose owner changed"},
			{Names: []string{"-f", "--silent", "--quiet"}, Help: "suppress most error messages"},
			{Names: []string{"-h", "--no-dereference"}, Help: "change symbolic links themselves, not the files they point to"},
			{Names: []string{"--dereference"}, Help: "change the files symbolic links point to (the default)"},
			{Names: []string{"-H"}, Help: "with -R: follow symbolic links named on the command line"},
			{Names: []string{"-L"}, Help: "with -R: follow every symbolic link to a directory"},
			{Names: []string{"-P"}, Help: "with -R: follow no symbolic links (the default)"},
			{Names: []string{"--preserve-root"}, Help: "refuse to operate recursively on /"},
		},
		Operands: []Operand{
			{Name: "OWNER", Kind: Text, Min: 1, Max: 1, Check: ownerSpec,
				Help: "the new owner (a user name or number), and after ':' the new group (USER:GROUP, USER:, :GROUP)"},
			{Name: "FILE", Kind: WritePath, Min: 1, Max: Unbounded, Assess: rootTarget, Help: "files whose owner changes"},
		},
	},
}

// ownerSpec is chown's OWNER: USER, USER:GROUP, USER: or :GROUP, each
// name a user or group name or number.
func ownerSpec(field, v string) string {
	user, group, hasGroup := strings.Cut(v, ":")
	name := accountPattern()
	switch {
	case user == "" && (!hasGroup || group == ""):
		return field + " must name a user, a group (:GROUP) or both (USER:GROUP)"
	case user != "" && !name.MatchString(user):
		return field + " must be a user name or number, then optionally ':' and a group (USER:GROUP)"
	case group != "" && !name.MatchString(group):
		return field + " must name the group after ':' by a group name or number (USER:GROUP)"
	}
	return ""
}
