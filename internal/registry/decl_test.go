package registry

import (
	"slices"
	"strings"
	"testing"
)

// Every family that declares what all its options can do declares no
// option beyond that: a reads-only program has no option that writes,
// removes or runs a command.
func TestReachCoversDeclaredOptions(t *testing.T) {
	checked := 0
	for _, f := range Default().Families() {
		if f.Spec == nil || f.Spec.Reach == ReachUnread {
			continue
		}
		checked++
		for o := range f.Spec.AllOptions() {
			switch {
			case o.Risk > f.Spec.Reach.Risk():
				t.Errorf("%s: %s has risk %s, beyond the declared reach %s", f.Name, o.Names[0], o.Risk, f.Spec.Reach.Risk())
			case o.Nested != nil || o.Value == NestedCommand:
				t.Errorf("%s: %s runs a command, beyond any reach", f.Name, o.Names[0])
			case f.Spec.Reach == ReachReads && (o.Value == WritePath || o.Value == RemovePath):
				t.Errorf("%s: %s writes a file, but the family declares that its options only read", f.Name, o.Names[0])
			}
		}
	}
	if checked < 20 {
		t.Errorf("only %d families declare their reach; the ordinary xargs commands need theirs", checked)
	}
}

// sampleValues are literal values of each kind, for building a command
// that uses an option.
var sampleValues = map[Kind]string{
	ReadPath: "in.txt", WritePath: "out.d", RemovePath: "old.txt", Glob: "*.log", Regex: "^a.*b$",
	Integer: "5", Size: "+10M", Age: "+7", Time: "2024-01-01", User: "alice", Group: "staff", Mode: "u+x",
	Signal: "TERM", URLValue: "https://example.com/", HostName: "example.com", Text: "hello world",
	Seconds: "0.5",
}

// TestDeclarationsRoundTrip is the property every declaration keeps: for
// each option, a command using it reads, renders, and reads back to the
// same argv; and every option says what it does.
func TestDeclarationsRoundTrip(t *testing.T) {
	for _, f := range Default().Families() {
		if f.Spec == nil {
			continue
		}
		specs := []struct {
			sub  string
			spec *Spec
		}{{"", f.Spec}}
		for _, sub := range f.Spec.Subcommands {
			specs = append(specs, struct {
				sub  string
				spec *Spec
			}{sub.Name, sub.Spec})
		}
		for _, s := range specs {
			for o := range s.spec.AllOptions() {
				if strings.TrimSpace(o.Help) == "" {
					t.Errorf("%s %s: option %v has no help", f.Name, s.sub, o.Names)
				}
				for _, name := range o.Names {
					argv := usingOption(f, s.sub, s.spec, *o, name)
					cmd, err := f.ReadArgv(argv)
					if err != nil {
						t.Errorf("%s: %q does not read: %v", f.Name, argv, err)
						continue
					}
					again, err := f.ReadArgv(cmd.Argv())
					if err != nil || !slices.Equal(again.Argv(), cmd.Argv()) {
						t.Errorf("%s: %q renders %q, which reads back as %v (%v)", f.Name, argv, cmd.Argv(), again, err)
					}
				}
			}
		}
	}
}

// usingOption builds argv that uses one option: the mode it needs, a
// sample value, and the operands the declaration requires.
func usingOption(f *Family, sub string, spec *Spec, o Option, name string) []string {
	argv := []string{f.Program()}
	if sub != "" {
		argv = append(argv, sub)
	}
	if spec.RequireMode && o.Selects == "" {
		for m := range spec.AllOptions() {
			if m.Selects != "" && (len(o.In) == 0 || slices.Contains(o.In, m.Selects)) {
				argv = append(argv, m.Names[0])
				break
			}
		}
	}
	// A command check that needs an option (ping -c or -w) gets the
	// first option that passes it.
	passes := func(opt *Option) bool { return spec.Check(&Command{Family: f, Items: []Item{{Option: opt}}}) == nil }
	if spec.Check != nil && !passes(&o) {
		for needed := range spec.AllOptions() {
			if passes(needed) {
				argv = append(argv, needed.Names[0], valueOf(*needed))
				break
			}
		}
	}
	attached := spec.Parsing == SingleDashLong || o.InlineOnly || strings.HasPrefix(name, "--") && spec.Parsing != WordOptions
	switch {
	case o.Value == NoValue:
		argv = append(argv, name)
	case o.NamesPlaceholder:
		argv = append(argv, name, "{}")
	case o.Value == NestedCommand:
		argv = append(argv, name, "wc", "-l", o.Nested.Placeholder, ";")
	case attached && strings.HasPrefix(name, "--"), attached && spec.Parsing == SingleDashLong:
		argv = append(argv, name+"="+valueOf(o))
	case attached && o.InlineOnly:
		argv = append(argv, name+valueOf(o)) // lsof -sTCP:LISTEN
	default:
		argv = append(argv, name, valueOf(o))
	}
	if sub == "" && spec.Global && spec.subcommand("") == nil {
		argv = append(argv, spec.Subcommands[0].Name) // ip -br address
	}
	for _, op := range spec.Operands {
		if slices.ContainsFunc(o.Names, func(n string) bool { return slices.Contains(op.Unless, n) }) {
			continue // the option takes the slot's place (grep -e, zip -sf)
		}
		for range op.Min {
			if op.Kind == NestedCommand {
				argv = append(argv, "wc", "-l", "{}")
				continue
			}
			argv = append(argv, sample(op.Kind, op.Check))
		}
	}
	return argv
}

// valueOf is a value the option accepts: its first choice, or a sample.
func valueOf(o Option) string {
	if o.Value == Enum {
		return o.Enum[0]
	}
	return sample(o.Value, o.Check)
}

// sample is a value of the kind that passes check: the kind's sample, or
// for a checked text (a sed script, an awk assignment, a boot offset) a
// short one that the check reads.
func sample(k Kind, check Rule) string {
	for _, v := range []string{sampleValues[k], "p", "x=1", "Accept: text/plain", "example.com:443:127.0.0.1", "100m", "TCP:LISTEN", "0", "5", "1-5", "-"} {
		if check == nil || check("value", v) == "" {
			return v
		}
	}
	return sampleValues[k]
}

// TestDeclaredExamples reads every example of every declared family.
func TestDeclaredExamples(t *testing.T) {
	for _, f := range Default().Families() {
		if f.Spec == nil {
			continue
		}
		for _, ex := range f.Examples {
			argv, err := splitWords(ex)
			if err != nil {
				t.Fatalf("%s: %q: %v", f.Name, ex, err)
			}
			if _, err := f.ReadArgv(argv); err != nil {
				t.Errorf("%s: example %q does not read: %v", f.Name, ex, err)
			}
		}
	}
}
