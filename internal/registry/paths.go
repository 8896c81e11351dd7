package registry

// PathOperands returns the words of args (argv without the program) that
// name filesystem paths, for allowed-roots checks (§12.5): every value
// the family's declaration gives a path kind, option values included. A
// command the declaration refuses gives every word that is not an option,
// for the checks that still run on it.
func (f *Family) PathOperands(args []string) []string {
	cmd, err := f.ReadArgv(append([]string{f.Program()}, args...))
	if err != nil {
		return nonOptions(args)
	}
	return cmd.Paths(ReadPath, WritePath, RemovePath)
}

// ChangedPaths returns the paths a command of the family would write,
// create or remove, given argv without the program. Policy keeps writes
// away from system directories with it.
func (f *Family) ChangedPaths(args []string) []string {
	cmd, err := f.ReadArgv(append([]string{f.Program()}, args...))
	if err != nil {
		return nonOptions(args)
	}
	return cmd.Changed()
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

// RunsRepoHooks reports whether a command of the family, given argv
// without the program, runs the repository's hook programs (git commit).
func (f *Family) RunsRepoHooks(args []string) bool {
	if f.Spec == nil || len(args) == 0 {
		return false
	}
	sub, rest := f.Spec.pick(args)
	if sub == nil {
		return false
	}
	// A subcommand's own subcommands say for themselves (git worktree
	// add runs post-checkout; git worktree list runs nothing).
	if action, _ := sub.Spec.pick(rest); action != nil && action.RunsHooks {
		return true
	}
	return sub.RunsHooks
}

// WritesWorkTree reports whether a command of the family, given argv
// without the program, may write the files of the repository's work
// tree (git switch, git stash pop): the subcommand says so, and the
// command's risk is a write or more (git stash list writes nothing).
func (f *Family) WritesWorkTree(args []string) bool {
	if f.Spec == nil || len(args) == 0 {
		return false
	}
	sub, _ := f.Spec.pick(args)
	if sub == nil || !sub.WritesWorkTree {
		return false
	}
	cmd, err := f.ReadArgv(append([]string{f.Program()}, args...))
	return err != nil || cmd.Risk() >= Write
}
