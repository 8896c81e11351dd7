// Package registry is the curated allowlist: every command family
// oterminus reads, with its metadata and its declaration (decl.go), the
// one grammar that reads argv for a typed line and a model's proposal
// alike (grammar.go) and what a model may write in the structured
// contract (contract.go). It decides what a command's words mean: which
// are accepted, its risk, the paths it reads, writes or removes, and the
// help the preview shows. It may not touch the person's configuration,
// the filesystem (beyond what a declaration's rule looks at) or the
// network, and it renders nothing for a shell: the dialect does.
//
// Each family lives in its own file as one *Family value, its tests
// beside it; table.go lists them in pack order. Adding a family is that
// file plus one table entry.
package registry

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Risk orders what a command can do: safe < write < dangerous.
type Risk int

// Risk levels.
const (
	Safe Risk = iota
	Write
	Dangerous
)

var riskNames = [...]string{"safe", "write", "dangerous"}

func (r Risk) String() string { return riskNames[r] }

// ParseRisk reads "safe", "write" or "dangerous".
func ParseRisk(s string) (Risk, bool) {
	for i, name := range riskNames {
		if s == name {
			return Risk(i), true
		}
	}
	return Dangerous, false
}

// MarshalJSON writes the risk's name.
func (r Risk) MarshalJSON() ([]byte, error) { return json.Marshal(r.String()) }

// Maturity says how far a family is supported (§9.3).
type Maturity string

// Maturity levels.
const (
	Structured       Maturity = "structured"
	DirectOnly       Maturity = "direct_only"
	ExperimentalOnly Maturity = "experimental_only"
	Blocked          Maturity = "blocked"
	// TypedOnly families (sudo) are read when the person types them and
	// never offered to or accepted from the model.
	TypedOnly Maturity = "typed_only"
)

// Unbounded is an operand slot's Max when it takes any number of words.
const Unbounded = -1

// Family is one command family of the allowlist.
type Family struct {
	Name       string
	Programs   []string // argv[0] names that belong to this family; default {Name}
	Pack       string
	Capability string
	Risk       Risk
	Maturity   Maturity
	Direct     bool     // may be typed directly at the prompt
	Platforms  []string // empty means every platform
	// NetworkTouching marks a family whose every command uses the network.
	NetworkTouching bool
	// Passthrough keeps a typed line of a family the original only ever
	// ran as typed (cd, rm, sudo) in experimental mode, as it did; the
	// declaration still reads every word of it.
	Passthrough bool
	Aliases     []string
	Examples    []string
	Notes       []string

	// Refused names programs that belong to the family only to be refused,
	// with why: typed "env NAME" runs the program NAME, so env is refused
	// while the family's lookup renders printenv.
	Refused Pairs[string]

	// ObeysRepoConfig marks a program that reads the working repository's
	// own config, which can name programs it then runs (git's fsmonitor
	// hook, pager, external diff): a planted repository turns a read-only
	// command into running anything. Policy looks at that config.
	ObeysRepoConfig bool

	// ProjectTooling marks the family whose commands are the project's own
	// tooling, picked per project (project_health): it has no program of
	// its own, is only ever structured, and runs project code.
	ProjectTooling bool

	// Execution says how oterminus runs the command itself (when the CLI
	// or ask runs it rather than the user's shell): as a program, or, for a
	// shell builtin, what the builtin does. Zero: run the program.
	Execution Execution

	// RunEnv is added to the environment when oterminus runs the program
	// with its output captured: man's pager would wait for keys on a
	// terminal the capture hides.
	RunEnv []string

	// Spec declares the program's options and operands (decl.go). When it
	// is set, the declaration alone decides what is accepted, its risk,
	// the paths policy checks and the help the preview shows.
	Spec *Spec
}

// Program is the program the family renders (argv[0]).
func (f *Family) Program() string {
	if len(f.Programs) > 0 {
		return f.Programs[0]
	}
	return f.Name
}

// HasProgram reports whether argv[0] == name belongs to this family.
func (f *Family) HasProgram(name string) bool {
	if len(f.Programs) == 0 {
		return name == f.Name
	}
	return slices.Contains(f.Programs, name)
}

// SupportsPlatform reports whether the family runs on platform.
func (f *Family) SupportsPlatform(platform string) bool {
	return len(f.Platforms) == 0 || slices.Contains(f.Platforms, NormalizePlatform(platform))
}

// NormalExecutable is every family that is not blocked (§9.3).
func (f *Family) NormalExecutable() bool { return f.Maturity != Blocked && f.Maturity != TypedOnly }

// Scope is what makes a family available: the platform and the command
// packs the configuration disables.
type Scope struct {
	Platform string
	Disabled []string // pack ids
}

// PackDisabled reports whether the scope disables the family's pack.
func (s Scope) PackDisabled(f *Family) bool { return slices.Contains(s.Disabled, f.Pack) }

// Enabled reports whether a family is usable in this scope.
func (s Scope) Enabled(f *Family) bool {
	return !s.PackDisabled(f) && f.SupportsPlatform(s.Platform) && packFor(f.Pack).supports(s.Platform)
}

// NormalizePlatform maps "darwin*"/"mac*" to darwin, "linux*" to linux and
// "win*" to windows.
func NormalizePlatform(p string) string {
	p = strings.ToLower(p)
	switch {
	case strings.HasPrefix(p, "darwin"), strings.HasPrefix(p, "mac"):
		return "darwin"
	case strings.HasPrefix(p, "linux"):
		return "linux"
	case strings.HasPrefix(p, "win"):
		return "windows"
	}
	return p
}

// Registry is the family table with its lookups. It holds no index: a
// lookup reads the table (about a hundred and twenty families, a few
// hundred nanoseconds), which costs a typed command less than building
// maps of every name and program at its start would.
type Registry struct {
	families []*Family
}

// New makes a registry, refusing duplicate names or programs and blank
// capabilities.
func New(families []*Family) (*Registry, error) {
	names := make(map[string]bool, len(families))
	programs := make(map[string]bool, len(families))
	for _, f := range families {
		if strings.TrimSpace(f.Capability) == "" {
			return nil, fmt.Errorf("family %q has no capability", f.Name)
		}
		if names[f.Name] {
			return nil, fmt.Errorf("duplicate command family %q", f.Name)
		}
		names[f.Name] = true
		own := f.Programs
		if len(own) == 0 {
			own = []string{f.Name}
		}
		for _, p := range own {
			if programs[p] {
				return nil, fmt.Errorf("program %q claimed by two families", p)
			}
			programs[p] = true
		}
	}
	return &Registry{families: families}, nil
}

// Families returns every family in table (pack) order.
func (r *Registry) Families() []*Family { return r.families }

// Family looks a family up by name, or returns nil.
func (r *Registry) Family(name string) *Family {
	for _, f := range r.families {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Names are the families' names, in the registry's order.
func (r *Registry) Names() []string {
	names := make([]string, len(r.families))
	for i, f := range r.families {
		names[i] = f.Name
	}
	return names
}

// ForProgram looks up the family that owns argv[0], or returns nil.
func (r *Registry) ForProgram(program string) *Family {
	for _, f := range r.families {
		if f.HasProgram(program) {
			return f
		}
	}
	return nil
}

// Execution is how oterminus runs a family's command itself.
type Execution int

const (
	RunProgram      Execution = iota // exec argv[0]
	ChangeDirectory                  // the cd builtin: change the working directory
	ClearScreen                      // clear: write the terminal's clear sequence
)

// Enabled lists the enabled, normally executable families in table order.
func (r *Registry) Enabled(s Scope) []*Family {
	var out []*Family
	for _, f := range r.families {
		if s.Enabled(f) && f.NormalExecutable() {
			out = append(out, f)
		}
	}
	return out
}
