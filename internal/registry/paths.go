package registry

import (
	"slices"
	"strings"
)

// PathOperands returns the words of args (argv without the program) that
// name filesystem paths, for allowed-roots and forbidden-target checks
// (§12.5). Values of options that take a value are skipped, except values
// of path-valued options, which are paths themselves.
func (f *Family) PathOperands(args []string) []string {
	if f.Spec != nil {
		cmd, err := f.ReadArgv(append([]string{f.Program()}, args...))
		if err != nil {
			return nonOptions(args)
		}
		return cmd.Paths(ReadPath, WritePath, RemovePath)
	}
	switch f.PathMode {
	case PathsNone:
		return nil
	case PathsCD:
		switch {
		case len(args) == 0:
			return []string{"~"}
		case len(args) == 1 && args[0] == "-":
			return nil
		}
		return args[:1]
	case PathsFind:
		return f.findPaths(args)
	}
	var paths []string
	for i := 0; i < len(args); i++ {
		arg := args[i]
		if !IsOption(arg) {
			paths = append(paths, arg)
			continue
		}
		name, value, inline := strings.Cut(arg, "=")
		switch {
		case slices.Contains(f.Flags.PathValued, name):
			if !inline && i+1 < len(args) {
				i++
				value = args[i]
			}
			if value != "" && !(f.Name == "grep" && value == "-") {
				paths = append(paths, value)
			}
		case !inline && slices.Contains(f.Flags.WithValues, name):
			i++
		}
	}
	return paths
}

func (f *Family) findPaths(args []string) []string {
	var paths []string
	for i := f.skipLeadingOptions(args); i < len(args); i++ {
		arg := args[i]
		if strings.HasPrefix(arg, "-") || slices.Contains([]string{"(", ")", "!", ","}, arg) {
			break
		}
		paths = append(paths, arg)
	}
	return paths
}

// skipLeadingOptions returns the index of the first word after find's
// leading options (-H, -L, -P, -D X, -O X, -O3).
func (f *Family) skipLeadingOptions(args []string) int {
	i := 0
	for i < len(args) {
		arg := args[i]
		switch {
		case slices.Contains(f.Flags.Leading, arg):
			i++
		case slices.Contains(f.Flags.LeadingWithValues, arg):
			i += 2
		case slices.ContainsFunc(f.Flags.LeadingInline, func(p string) bool { return strings.HasPrefix(arg, p) && len(arg) > len(p) }):
			i++
		default:
			return i
		}
	}
	return min(i, len(args))
}

// ChangedPaths returns the paths a command of the family would change,
// given argv without the program.
func (f *Family) ChangedPaths(args []string) []string {
	if f.Spec != nil {
		cmd, err := f.ReadArgv(append([]string{f.Program()}, args...))
		if err != nil {
			return nonOptions(args)
		}
		return cmd.Changed()
	}
	if f.Changes != nil {
		return f.Changes(args)
	}
	return f.PathOperands(args)
}

// lastOperand is Changes for cp and mv, whose options take no value:
// the destination, their last operand.
func lastOperand(args []string) []string {
	for i := len(args) - 1; i >= 0; i-- {
		if !IsOption(args[i]) {
			return args[i : i+1]
		}
	}
	return nil
}

// nonOptions is every word that is not an option: what a refused command
// might touch, for the checks that still run on it.
func nonOptions(args []string) []string {
	var out []string
	for _, a := range args {
		if !IsOption(a) {
			out = append(out, a)
		}
	}
	return out
}
