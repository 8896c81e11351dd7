package registry

// rmdir removes empty directories and nothing else: it fails on a
// directory with anything in it, so no file's contents can be lost, and
// mkdir undoes it. That makes it a write like mkdir, not dangerous like
// rm; the directories are removed paths policy checks (never a protected
// directory, inside system directories only when dangerous commands are
// allowed).
var rmdirFamily = &Family{
	Name: "rmdir", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true,
	Aliases:  []string{"remove empty directory", "delete empty folder"},
	Examples: []string{"rmdir build", "rmdir -p logs/archive/2024", "rmdir -v a b", "rmdir --ignore-fail-on-non-empty build"},
	Spec: &Spec{
		Parsing:  Interleaved,
		DashDash: true,
		Options: []Option{
			{Names: []string{"-p", "--parents"}, Warning: "-p also removes each parent named in the path once it is empty.",
				Help: "remove each named parent too when it becomes empty (rmdir -p a/b/c removes a/b/c, a/b, a)"},
			{Names: []string{"--ignore-fail-on-non-empty"}, Help: "say nothing when a directory is not empty"},
			{Names: []string{"-v", "--verbose"}, Help: "print each directory removed"},
		},
		Operands: []Operand{{Name: "DIRECTORY", Kind: RemovePath, Min: 1, Max: Unbounded, Help: "empty directories to remove"}},
	},
}
