package registry

import (
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/shlex"
)

// TestGitSubcommandsPeopleType reads the git lines people type (most from
// the tldr pages) with the declarations of the subcommands added for
// them: each is accepted with its rendering, risk and changed paths, or
// refused with the risk its words carry.
func TestGitSubcommandsPeopleType(t *testing.T) {
	runSysCases(t, []sysCase{
		// Inspections.
		{"git help -a", "git help -a", Safe, nil, ""},
		{"git help -g", "git help -g", Safe, nil, ""},
		{"git help log", "git help log", Safe, nil, ""},
		{"git check-attr -a notes.txt todo.txt", "git check-attr -a notes.txt todo.txt", Safe, nil, ""},
		{"git check-attr diff notes.txt", "git check-attr diff notes.txt", Safe, nil, ""},
		{"git check-ref-format --branch @{-1}", "git check-ref-format --branch @{-1}", Safe, nil, ""},
		{"git check-ref-format --normalize refs/heads//x", "git check-ref-format --normalize refs/heads//x", Safe, nil, ""},
		{"git merge-base -a main topic", "git merge-base -a main topic", Safe, nil, ""},
		{"git merge-base --is-ancestor v1.0 HEAD~1", "git merge-base --is-ancestor v1.0 HEAD~1", Safe, nil, ""},
		{"git diff-tree -r HEAD~2 HEAD", "git diff-tree -r HEAD~2 HEAD", Safe, nil, ""},
		{"git diff-tree -p main topic -- src", "git diff-tree -p main topic -- src", Safe, nil, ""},
		{"git diff-files --name-only", "git diff-files --name-only", Safe, nil, ""},
		{"git diff-files notes.txt", "git diff-files notes.txt", Safe, nil, ""},
		{"git diff-index --cached HEAD~1", "git diff-index --cached HEAD~1", Safe, nil, ""},
		{"git diff-index --quiet HEAD src", "git diff-index --quiet HEAD src", Safe, nil, ""},
		{"git cherry -v", "git cherry -v", Safe, nil, ""},
		{"git cherry origin topic base", "git cherry origin topic base", Safe, nil, ""},
		{"git annotate -L :main notes.txt", "git annotate -L :main notes.txt", Safe, nil, ""},
		{"git range-diff main..v1 main..v2", "git range-diff main..v1 main..v2", Safe, nil, ""},
		{"git range-diff theirs...ours", "git range-diff theirs...ours", Safe, nil, ""},
		{"git symbolic-ref HEAD", "git symbolic-ref HEAD", Safe, nil, ""},
		{"git symbolic-ref -q --short HEAD", "git symbolic-ref -q --short HEAD", Safe, nil, ""},
		{"git hash-object notes.txt", "git hash-object notes.txt", Safe, nil, ""},
		{"git hash-object -t blob notes.txt", "git hash-object -t blob notes.txt", Safe, nil, ""},
		{"git verify-commit HEAD -v", "git verify-commit HEAD -v", Safe, nil, ""},
		{"git verify-tag v1.0 --raw", "git verify-tag v1.0 --raw", Safe, nil, ""},
		{"git verify-pack -v pack.idx", "git verify-pack -v pack.idx", Safe, nil, ""},
		{"git fsck", "git fsck", Safe, nil, ""},
		{"git fsck --dangling --no-reflogs --unreachable --full", "git fsck --dangling --no-reflogs --unreachable --full", Safe, nil, ""},
		{"git fast-export --all -- src", "git fast-export --all -- src", Safe, nil, ""},
		{"git fast-export --progress 5 --all", "git fast-export --progress 5 --all", Safe, nil, ""},
		{"git name-rev --refs refs/heads/ HEAD", "git name-rev --refs refs/heads/ HEAD", Safe, nil, ""},
		{"git remote", "git remote", Safe, nil, ""},
		{"git remote -v", "git remote -v", Safe, nil, ""},
		{"git remote show origin", "git remote show origin", Safe, nil, ""},
		{"git remote get-url --all origin", "git remote get-url --all origin", Safe, nil, ""},
		{"git worktree list --porcelain", "git worktree list --porcelain", Safe, nil, ""},
		{"git notes", "git notes", Safe, nil, ""},
		{"git notes list HEAD", "git notes list HEAD", Safe, nil, ""},
		{"git notes show HEAD~1", "git notes show HEAD~1", Safe, nil, ""},
		{"git bisect log", "git bisect log", Safe, nil, ""},
		{"git submodule", "git submodule", Safe, nil, ""},
		{"git submodule --recursive", "git submodule --recursive", Safe, nil, ""},
		{"git submodule status --cached", "git submodule status --cached", Safe, nil, ""},
		{"git submodule summary -n 3", "git submodule summary -n 3", Safe, nil, ""},
		{"git sparse-checkout list", "git sparse-checkout list", Safe, nil, ""},
		{"git bundle verify file.bundle", "git bundle verify file.bundle", Safe, nil, ""},
		{"git bundle list-heads file.bundle", "git bundle list-heads file.bundle", Safe, nil, ""},
		{"git apply --check fix.patch", "git apply --check fix.patch", Safe, nil, ""},
		{"git apply --stat --summary fix.patch", "git apply --stat --summary fix.patch", Safe, nil, ""},
		{"git format-patch --stdout -3", "git format-patch --stdout -3", Safe, nil, ""},
		{"git prune -n", "git prune -n", Safe, nil, ""},
		{"git gc --help", "git gc --help", Safe, nil, ""},
		{"git replace", "git replace", Safe, nil, ""},
		{"git replace -l", "git replace -l", Safe, nil, ""},

		// Writes: the index, refs, objects, the working tree.
		{"git symbolic-ref HEAD refs/heads/main", "git symbolic-ref HEAD refs/heads/main", Write, nil, ""},
		{"git hash-object -w notes.txt", "git hash-object -w notes.txt", Write, nil, ""},
		{"git fsck --lost-found", "git fsck --lost-found", Write, nil, ""},
		{"git fast-export --all --export-marks=marks", "git fast-export --all --export-marks=marks", Write, []string{"marks"}, ""},
		{"git remote add origin https://example.com/r.git", "git remote add origin https://example.com/r.git", Write, nil, ""},
		{"git remote set-url origin https://example.com --push", "git remote set-url origin https://example.com --push", Write, nil, ""},
		{"git remote remove origin", "git remote remove origin", Write, nil, ""},
		{"git remote prune -n origin", "git remote prune -n origin", Write, nil, ""},
		{"git worktree add ../hotfix", "git worktree add ../hotfix", Write, []string{"../hotfix"}, ""},
		{"git worktree add src -b main", "git worktree add src -b main", Write, []string{"src"}, ""},
		{"git worktree move wt new/path", "git worktree move wt new/path", Write, []string{"wt", "new/path"}, ""},
		{"git worktree remove wt", "git worktree remove wt", Write, []string{"wt"}, ""},
		{"git worktree prune", "git worktree prune", Write, nil, ""},
		{"git notes add -m 'needs review' HEAD", "git notes add -m needs review HEAD", Write, nil, ""},
		{"git notes append --message=more HEAD", "git notes append --message=more HEAD", Write, nil, ""},
		{"git notes remove HEAD", "git notes remove HEAD", Write, nil, ""},
		{"git notes copy HEAD~1 HEAD", "git notes copy HEAD~1 HEAD", Write, nil, ""},
		{"git bisect start HEAD v1.0 -- src", "git bisect start HEAD v1.0 -- src", Write, nil, ""},
		{"git bisect good", "git bisect good", Write, nil, ""},
		{"git bisect bad HEAD~3", "git bisect bad HEAD~3", Write, nil, ""},
		{"git bisect skip", "git bisect skip", Write, nil, ""},
		{"git bisect reset", "git bisect reset", Write, nil, ""},
		{"git submodule update --init --recursive", "git submodule update --init --recursive", Write, []string{"."}, ""},
		{"git submodule add https://example.com/lib.git lib", "git submodule add https://example.com/lib.git lib", Write, []string{"lib"}, ""},
		{"git submodule sync --recursive", "git submodule sync --recursive", Write, nil, ""},
		{"git submodule deinit lib", "git submodule deinit lib", Write, []string{"lib"}, ""},
		{"git sparse-checkout set src docs", "git sparse-checkout set src docs", Write, nil, ""},
		{"git sparse-checkout init --cone", "git sparse-checkout init --cone", Write, nil, ""},
		{"git sparse-checkout disable", "git sparse-checkout disable", Write, nil, ""},
		{"git maintenance run --task commit-graph", "git maintenance run --task commit-graph", Write, nil, ""},
		{"git maintenance register", "git maintenance register", Write, nil, ""},
		{"git bundle create file.bundle --all", "git bundle create file.bundle --all", Write, []string{"file.bundle"}, ""},
		{"git bundle create file.bundle -5 HEAD", "git bundle create file.bundle -5 HEAD", Write, []string{"file.bundle"}, ""},
		{"git bundle unbundle file.bundle", "git bundle unbundle file.bundle", Write, nil, ""},
		{"git apply fix.patch", "git apply fix.patch", Write, []string{"."}, ""},
		{"git apply --cache fix.patch", "git apply --cache fix.patch", Write, []string{"."}, ""},
		{"git apply -R -v fix.patch", "git apply -R -v fix.patch", Write, []string{"."}, ""},
		{"git am --reject fix.patch", "git am --reject fix.patch", Write, []string{"."}, ""},
		{"git am --continue", "git am --continue", Write, []string{"."}, ""},
		{"git format-patch origin", "git format-patch origin", Write, []string{"."}, ""},
		{"git format-patch -5", "git format-patch -5", Write, []string{"."}, ""},
		{"git format-patch -o out main..topic", "git format-patch -o out main..topic", Write, []string{"out"}, ""},
		{"git gc", "git gc", Write, nil, ""},
		{"git gc --aggressive --no-prune", "git gc --aggressive --no-prune", Write, nil, ""},
		{"git repack -a", "git repack -a", Write, nil, ""},
		{"git replace HEAD~1 fixed", "git replace HEAD~1 fixed", Write, nil, ""},
		{"git replace -d HEAD~1", "git replace -d HEAD~1", Write, nil, ""},
		{"git update-ref -m update HEAD 4e95e05", "git update-ref -m update HEAD 4e95e05", Write, nil, ""},
		{"git write-tree --prefix sub/", "git write-tree --prefix sub/", Write, nil, ""},
		{"git mktree --missing", "git mktree --missing", Write, nil, ""},
		{"git commit-tree HEAD^{tree} -p HEAD -m 'x y'", "git commit-tree HEAD^{tree} -p HEAD -m x y", Write, nil, ""},
		{"git checkout-index -a", "git checkout-index -a", Write, []string{"."}, ""},
		{"git checkout-index -a --prefix src/", "git checkout-index -a --prefix src/", Write, []string{"src/"}, ""},
		{"git merge -s ours -X patience main", "git merge -s ours -X patience main", Write, nil, ""},
		{"git merge -e main", "git merge -e main", Write, nil, ""},

		// Dangerous: what deletes objects or refs, or overwrites work.
		{"git prune", "git prune", Dangerous, nil, ""},
		{"git prune -v --expire now", "git prune -v --expire now", Dangerous, nil, ""},
		{"git gc --prune=now", "git gc --prune=now", Dangerous, nil, "deleted for good"},
		{"git repack -a -d", "git repack -a -d", Dangerous, nil, "unreachable objects in the old packs"},
		{"git update-ref -d refs/heads/old", "git update-ref -d refs/heads/old", Dangerous, nil, "The ref is deleted"},
		{"git symbolic-ref -d HEAD", "git symbolic-ref -d HEAD", Dangerous, nil, "Deleting HEAD"},
		{"git checkout-index -a -f", "git checkout-index -a -f", Dangerous, []string{"."}, "discards uncommitted changes"},
		{"git worktree remove --force wt", "git worktree remove --force wt", Dangerous, []string{"wt"}, "its changes are lost"},
		{"git worktree add -B main ../x", "git worktree add -B main ../x", Dangerous, []string{"../x"}, ""},
		{"git submodule update --force", "git submodule update --force", Dangerous, []string{"."}, ""},
		{"git submodule deinit -f --all", "git submodule deinit -f --all", Dangerous, nil, ""},
		{"git notes add -f -m x HEAD", "git notes add -f -m x HEAD", Dangerous, nil, "replaces the object's existing note"},
		{"git am --abort", "git am --abort", Dangerous, []string{"."}, ""},
		{"git replace -f HEAD~1 fixed", "git replace -f HEAD~1 fixed", Dangerous, nil, ""},

		// Refused: programs run, viewers started, what is not declared.
		{"git bisect visualize", "", Dangerous, nil, "it starts gitk"},
		{"git bisect view", "", Dangerous, nil, "it starts gitk"},
		{"git maintenance start", "", Dangerous, nil, "it installs a schedule"},
		{"git maintenance run --task prefetch", "", Write, nil, "must be one of"},
		{"git help -w log", "", Safe, nil, fault(UnknownOption, 2)},
		{"git apply --stat --apply fix.patch", "", Write, nil, fault(UnknownOption, 3)},
		{"git apply --unsafe-paths fix.patch", "", Write, nil, fault(UnknownOption, 2)},
		{"git merge -s custom main", "", Write, nil, "must be one of"},
		{"git submodule add 'ext::sh -c id' lib", "", Write, nil, "uses a transport that runs a program"},
		{"git remote show 'ext::sh -c id'", "", Safe, nil, "uses a transport that runs a program"},
		{"git notes merge other", "", Safe, nil, "Subcommand 'git notes merge' is not supported"},
		{"git worktree", "", Safe, nil, "Command 'git worktree' needs a subcommand: list, add"},
		{"git bisect", "", Safe, nil, "Command 'git bisect' needs a subcommand: start"},
		{"git prune --bogus", "", Dangerous, nil, fault(UnknownOption, 2)},
		{"git commit -S -m x", "", Dangerous, nil, fault(RefusedOption, 2)},
	})
}

// TestGitActionsNetworkAndHooks pins which of the new subcommands reach
// another host and which run the repository's hooks (policy refuses
// those while the repository has hooks).
func TestGitActionsNetworkAndHooks(t *testing.T) {
	cases := []struct {
		line           string
		network, hooks bool
	}{
		{"git remote -v", false, false},
		{"git remote show origin", true, false},
		{"git remote prune origin", true, false},
		{"git remote add -f origin https://example.com/r.git", true, false},
		{"git remote add origin https://example.com/r.git", false, false},
		{"git worktree list", false, false},
		{"git worktree add ../x", false, true},
		{"git worktree remove ../x", false, false},
		{"git bisect log", false, false},
		{"git bisect start HEAD v1.0", false, true},
		{"git bisect good", false, true},
		{"git bisect reset", false, true},
		{"git submodule", false, false},
		{"git submodule status", false, false},
		{"git submodule update --init", true, true},
		{"git submodule add https://example.com/lib.git", true, true},
		{"git submodule sync", false, false},
		{"git am fix.patch", false, true},
		{"git apply fix.patch", false, false},
		{"git gc --auto", false, true},
		{"git maintenance run", true, true},
		{"git verify-commit HEAD", false, false},
		{"git notes add -m x", false, false},
	}
	git := Default().ForProgram("git")
	for _, c := range cases {
		argv, err := shlex.Split(c.line)
		if err != nil {
			t.Fatal(err)
		}
		cmd, err := git.ReadArgv(argv)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if cmd.Network() != c.network {
			t.Errorf("%q: network %t, want %t", c.line, cmd.Network(), c.network)
		}
		if got := git.RunsRepoHooks(argv[1:]); got != c.hooks {
			t.Errorf("%q: runs hooks %t, want %t", c.line, got, c.hooks)
		}
	}
	if !strings.Contains(strings.Join(git.OptionHelp([]string{"git", "worktree", "add", "-B", "x", "p"}), "\n"), "-B: create this branch, resetting it") {
		t.Errorf("git worktree add -B: help %q does not come from the action's declaration", git.OptionHelp([]string{"git", "worktree", "add", "-B", "x", "p"}))
	}
}
