package registry

import "slices"

// Spellings are the words a model may write in a command of the family
// that start with a dash, or name its programs: every declared option
// spelling of the program and its subcommands, an attached value of an
// option whose value can only be attached (--color=auto), and "--" where
// it ends the options. A model's argv holds these and words that are no
// options; the declaration reads them as it reads a typed line.
func (f *Family) Spellings() []string {
	words := append([]string(nil), f.Program())
	for _, p := range f.Programs {
		if !slices.Contains(words, p) {
			words = append(words, p)
		}
	}
	seen := map[string]bool{}
	add := func(w string) {
		if !seen[w] && !slices.Contains(words, w) {
			seen[w] = true
			words = append(words, w)
		}
	}
	var walk func(s *Spec)
	walk = func(s *Spec) {
		if s == nil {
			return
		}
		for _, o := range s.Options {
			for _, n := range o.Names {
				if o.InlineOnly && o.Value == Enum && len(n) > 2 && n[1] == '-' {
					for _, v := range o.Enum {
						add(n + "=" + v)
					}
				}
				if IsOption(n) {
					add(n)
				}
			}
		}
		if s.DashDash {
			add("--")
		}
		for _, sub := range s.Subcommands {
			walk(sub.Spec)
		}
	}
	if f.Spec != nil {
		walk(f.Spec)
	}
	return words
}
