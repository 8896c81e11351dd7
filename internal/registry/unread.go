package registry

// What a declaration did not read of a command line. An option the
// declaration does not list (sort --compress-program) or refuses on
// purpose (tar --to-command) was not read: nothing here knows what it
// does, so it may do the most any of the program's options can, its
// reach (Spec.Reach), as a word arriving from xargs's input may. A line
// with such a word is never "safe" because of what was read around it.

// Unread is the option words of argv (program first) that the
// declaration does not read, in typed order, and the most they can do:
// the reach of the program (or subcommand) they were typed for. With
// none, words is empty and the risk is Safe.
func (f *Family) Unread(argv []string) (words []string, reach Risk) {
	if f.Spec == nil || len(argv) == 0 {
		return nil, Safe
	}
	spec, args := f.Spec, argv[1:]
	note := func(s *Spec, tokens []token) {
		for _, t := range tokens {
			if t.kind == optionToken && t.opt == nil {
				if w := args[t.at]; len(words) == 0 || words[len(words)-1] != w {
					words = append(words, w) // once for a cluster (-xQ)
				}
				reach = max(reach, s.Reach.Risk())
			}
		}
	}
	if len(spec.Subcommands) > 0 && spec.Global {
		global := spec.tokens(args, "", true)
		note(spec, global)
		args = args[span(global):]
	}
	for range 2 { // the subcommand, then its own (git worktree add)
		if sub, rest := spec.pick(args); sub != nil {
			spec, args = sub.Spec, rest
		}
	}
	note(spec, spec.tokens(args, "", false))
	return words, reach
}
