package registry

import "strings"

// chmod's --reference=FILE is left out on purpose: it copies the
// reference file's mode, setuid and setgid bits included, past the mode
// assessment. A mode that starts with '-' (chmod -w f) reads as an option
// and is refused; write a-w.
var chmodFamily = &Family{
	Name: "chmod", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true,
	Aliases:  []string{"change permissions", "set file mode"},
	Examples: []string{"chmod 755 script.sh", "chmod u+x notes.txt", "chmod -R g+w,o+w src", "chmod -R a+rX src", "chmod o= notes.txt"},
	// Reach: every option of GNU chmod changes modes or what is reported; none runs a program.
	Spec: &Spec{Reach: ReachWrites, HelpVersion: true,
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-R", "--recursive"}, Help: "change files and directories recursively"},
			{Names: []string{"-v", "--verbose"}, Help: "print a line for every file processed"},
			{Names: []string{"-c", "--changes"}, Help: "print a line only for files whose mode changed"},
			{Names: []string{"-f", "--silent", "--quiet"}, Help: "suppress most error messages"},
			{Names: []string{"--preserve-root"}, Help: "refuse to operate recursively on /"},
		},
		Operands: []Operand{
			{Name: "MODE", Kind: Mode, Min: 1, Max: 1, Assess: setIDMode,
				Help: "the new mode: octal (755) or symbolic (u+x, go-w, a=r)"},
			{Name: "FILE", Kind: WritePath, Min: 1, Max: Unbounded, Assess: rootTarget, Help: "files whose mode changes"},
		},
	},
}

// SetIDWarning explains why a setuid or setgid mode is dangerous.
const SetIDWarning = "The mode sets the setuid or setgid bit: the file would run with its owner's or group's rights."

// setIDMode makes modes that set the setuid or setgid bit dangerous: an
// octal mode with 4 or 2 in its special digit, or a symbolic mode that
// adds or sets s.
func setIDMode(mode string) (Risk, string) {
	if setsID(mode) {
		return Dangerous, SetIDWarning
	}
	return Safe, ""
}

// BroadTargetWarning explains why a change to the root or everything
// under it is dangerous.
const BroadTargetWarning = "Broad permission change target detected."

// rootTarget makes "/" and "/*" dangerous targets for chmod and chown.
func rootTarget(path string) (Risk, string) {
	if path == "/" || path == "/*" {
		return Dangerous, BroadTargetWarning
	}
	return Safe, ""
}

func setsID(mode string) bool {
	if mode != "" && strings.Trim(mode, "01234567") == "" {
		return len(mode) == 4 && (mode[0]-'0')&6 != 0
	}
	for _, clause := range strings.Split(mode, ",") {
		if _, perms, ok := strings.Cut(strings.TrimLeft(clause, "ugoa"), "+"); ok && strings.Contains(perms, "s") {
			return true
		}
		if _, perms, ok := strings.Cut(strings.TrimLeft(clause, "ugoa"), "="); ok && strings.Contains(perms, "s") {
			return true
		}
	}
	return false
}
