package registry

import "strings"

var chmodFamily = &Family{
	Name: "chmod", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true, Detect: DetectMinOperands,
	MinOperands: 2, MaxOperands: Unbounded,
	Flags: Flags{
		WithValues:       []string{"--context", "--reference"},
		PathValued:       []string{"--reference"},
		DangerousTargets: []string{"/", "/*"},
	},
	Assess:   assessChmod,
	Aliases:  []string{"change permissions", "set file mode"},
	Examples: []string{"chmod 755 script.sh"},
	Schema: &Schema{
		Decode: decodeChmod,
		Parse:  parseChmod,
		Prompt: `{"path": "script.sh", "mode": "755"}`,
	},
}

type chmodArgs struct {
	Mode string `json:"mode"`
	Path string `json:"path"`
}

func decodeChmod(o *Object) Args {
	return chmodArgs{Path: o.Required("path", LocalPath), Mode: o.Required("mode", OctalMode)}
}

func (a chmodArgs) Argv(*Env) []string { return []string{"chmod", a.Mode, a.Path} }

func parseChmod(ops []string) (map[string]any, error) {
	if len(ops) != 2 || ops[0] == "" || strings.Trim(ops[0], "0123456789") != "" {
		return nil, ErrNotParseable
	}
	return map[string]any{"mode": ops[0], "path": ops[1]}, nil
}

// SetIDWarning explains why a setuid or setgid mode is dangerous.
const SetIDWarning = "The mode sets the setuid or setgid bit: the file would run with its owner's or group's rights."

// assessChmod makes modes that set the setuid or setgid bit dangerous:
// an octal mode with 4 or 2 in its special digit, or a symbolic mode that
// adds or sets s.
func assessChmod(args []string) (Risk, []string) {
	for _, arg := range args[1:] {
		if !strings.HasPrefix(arg, "--") && setsID(arg) {
			return Dangerous, []string{SetIDWarning}
		}
	}
	return Write, nil
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
