package registry

import (
	"slices"
	"strings"
	"testing"
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
		argv, err := splitWords(c.line)
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

func TestGit(t *testing.T) {
	runSysCases(t, []sysCase{
		{"git status --short", "git status --short", Safe, nil, ""},
		{"git status -sb", "git status -sb", Safe, nil, ""},
		{"git status --untracked-files=no src", "git status --untracked-files=no src", Safe, nil, ""},
		{"git status -vv --show-stash", "git status -vv --show-stash", Safe, nil, ""},
		{"git branch --show-current", "git branch --show-current", Safe, nil, ""},
		{"git branch -a --contains HEAD~1", "git branch -a --contains HEAD~1", Safe, nil, ""},
		{"git log --oneline -n 5", "git log --oneline -n 5", Safe, nil, ""},
		{"git log -5 --oneline", "git log -5 --oneline", Safe, nil, ""},
		{"git log --oneline --decorate --all --graph", "git log --oneline --decorate --all --graph", Safe, nil, ""},
		{"git log -i --grep TODO", "git log -i --grep TODO", Safe, nil, ""},
		{"git log -n 5 --author 'Ann Lee'", "git log -n 5 --author Ann Lee", Safe, nil, ""},
		{"git log --before 2017-01-29 --after 2017-01-17", "git log --before 2017-01-29 --after 2017-01-17", Safe, nil, ""},
		{"git log -p src", "git log -p src", Safe, nil, ""},
		{"git log --stat -- README.md", "git log --stat -- README.md", Safe, nil, ""},
		{"git diff --stat HEAD~1", "git diff --stat HEAD~1", Safe, nil, ""},
		{"git diff --staged", "git diff --staged", Safe, nil, ""},
		{"git diff --name-only main..topic", "git diff --name-only main..topic", Safe, nil, ""},
		{"git diff --word-diff=color", "git diff --word-diff=color", Safe, nil, ""},
		{"git show --oneline -s HEAD~1", "git show --oneline -s HEAD~1", Safe, nil, ""},
		{"git show HEAD~1:notes.txt", "git show HEAD~1:notes.txt", Safe, nil, ""},
		{"git remote -v", "git remote -v", Safe, nil, ""},
		{"git rev-parse --abbrev-ref HEAD", "git rev-parse --abbrev-ref HEAD", Safe, nil, ""},
		{"git rev-parse --show-toplevel", "git rev-parse --show-toplevel", Safe, nil, ""},
		{"git blame -L 5,5 notes.txt", "git blame -L 5,5 notes.txt", Safe, nil, ""},
		{"git blame HEAD~1 notes.txt", "git blame HEAD~1 notes.txt", Safe, nil, ""},
		// Changes are declared with their risk: writes, and dangerous
		// where uncommitted work or shared history is lost.
		// commit runs the repository's hooks: dangerous, as the original had it.
		{"git commit -m x", "git commit -m x", Dangerous, nil, ""},
		{"git commit -a --amend --no-edit", "git commit -a --amend --no-edit", Dangerous, nil, ""},
		{"git add -A", "git add -A", Write, nil, ""},
		{"git add -p notes.txt", "git add -p notes.txt", Write, nil, ""},
		{"git push", "git push", Write, nil, ""},
		{"git push -u origin main", "git push -u origin main", Write, nil, ""},
		{"git push --force origin main", "git push --force origin main", Dangerous, nil, "overwrite commits on the remote"},
		{"git push origin :old", "git push origin :old", Dangerous, nil, "overwrite commits on the remote"},
		{"git push origin +main", "git push origin +main", Dangerous, nil, ""},
		{"git fetch --all -p", "git fetch --all -p", Write, nil, ""},
		{"git pull --rebase origin main", "git pull --rebase origin main", Write, nil, ""},
		{"git clone https://example.com/r.git src", "git clone https://example.com/r.git src", Write, []string{"src"}, ""},
		{"git clone --depth 1 https://example.com/r.git", "git clone --depth 1 https://example.com/r.git", Write, []string{"."}, ""},
		{"git init", "git init", Write, []string{"."}, ""},
		{"git switch -c topic", "git switch -c topic", Write, nil, ""},
		{"git switch -", "git switch -", Write, nil, ""},
		{"git switch --discard-changes main", "git switch --discard-changes main", Dangerous, nil, "discards uncommitted changes"},
		{"git checkout -b topic main", "git checkout -b topic main", Write, nil, ""},
		{"git checkout main", "git checkout main", Dangerous, nil, "switches to the branch main if there is one, and otherwise overwrites the file main"},
		{"git checkout -- notes.txt", "git checkout -- notes.txt", Dangerous, nil, ""},
		{"git restore -S notes.txt", "git restore -S notes.txt", Dangerous, []string{"notes.txt"}, ""},
		{"git reset", "git reset", Write, nil, ""},
		{"git reset --soft HEAD~2", "git reset --soft HEAD~2", Write, nil, ""},
		{"git reset --hard", "git reset --hard", Dangerous, nil, "discards uncommitted changes"},
		{"git clean -n", "git clean -n", Safe, nil, ""},
		{"git clean -n -d -x", "git clean -n -d -x", Safe, nil, ""},
		{"git clean -f", "git clean -f", Dangerous, []string{"."}, "git clean removes untracked files"},
		{"git clean -fd src", "git clean -fd src", Dangerous, []string{"src"}, ""},
		{"git stash", "git stash", Write, nil, ""},
		{"git stash list", "git stash list", Safe, nil, ""},
		{"git stash show -p", "git stash show -p", Safe, nil, ""},
		{"git stash pop", "git stash pop", Write, nil, ""},
		{"git stash -u", "git stash -u", Write, nil, ""},
		{"git stash drop", "git stash drop", Dangerous, nil, "delete stashed changes"},
		{"git stash clear", "git stash clear", Dangerous, nil, ""},
		{"git tag", "git tag", Safe, nil, ""},
		{"git tag -l 'v1.*'", "git tag -l v1.*", Safe, nil, ""},
		{"git tag --contains HEAD~1", "git tag --contains HEAD~1", Safe, nil, ""},
		{"git tag v1.0 HEAD~1", "git tag v1.0 HEAD~1", Write, nil, ""},
		{"git tag -d v1.0", "git tag -d v1.0", Write, nil, ""},
		{"git branch main", "git branch main", Write, nil, ""},
		{"git branch -d topic", "git branch -d topic", Write, nil, ""},
		{"git branch -D main", "git branch -D main", Dangerous, nil, ""},
		{"git branch -m old new", "git branch -m old new", Write, nil, ""},
		{"git rm --cached notes.txt", "git rm --cached notes.txt", Write, nil, ""},
		{"git rm notes.txt", "git rm notes.txt", Write, []string{"notes.txt"}, ""},
		{"git mv a.txt b.txt", "git mv a.txt b.txt", Write, []string{"a.txt", "b.txt"}, ""},
		{"git config --global user.name 'Ann Lee'", "git config --global user.name Ann Lee", Write, nil, ""},
		{"git config --list --show-origin", "git config --list --show-origin", Safe, nil, ""},
		{"git config -l", "git config -l", Safe, nil, ""},
		{"git config --get user.email", "git config --get user.email", Safe, nil, ""},
		{"git config user.name", "git config user.name", Safe, nil, ""},
		{"git config core.fsmonitor id", "git config core.fsmonitor id", Dangerous, nil, "names a program git runs"},
		{"git config --global alias.st '!sh x'", "git config --global alias.st !sh x", Dangerous, nil, "runs a shell command"},
		{"git config --global --unset alias.st", "git config --global --unset alias.st", Write, nil, ""},
		{"git show-branch -a", "git show-branch -a", Safe, nil, ""},
		{"git for-each-ref --format '%(refname:short)' refs/heads/", "git for-each-ref --format %(refname:short) refs/heads/", Safe, nil, ""},
		{"git shortlog -sn", "git shortlog -sn", Safe, nil, ""},
		{"git describe --tags --abbrev 0", "git describe --tags --abbrev 0", Safe, nil, ""},
		{"git ls-files -o --exclude-standard", "git ls-files -o --exclude-standard", Safe, nil, ""},
		{"git ls-tree -r --name-only HEAD", "git ls-tree -r --name-only HEAD", Safe, nil, ""},
		{"git grep -n TODO -- src", "git grep -n TODO -- src", Safe, nil, ""},
		{"git reflog -n 5", "git reflog -n 5", Safe, nil, ""},
		{"git worktree list", "git worktree list", Safe, nil, ""},
		{"git cat-file -p HEAD", "git cat-file -p HEAD", Safe, nil, ""},
		{"git ls-remote origin", "git ls-remote origin", Safe, nil, ""},
		{"git merge --no-ff topic", "git merge --no-ff topic", Write, nil, ""},
		{"git rebase -i HEAD~3", "git rebase -i HEAD~3", Write, nil, ""},
		{"git cherry-pick HEAD~1", "git cherry-pick HEAD~1", Write, nil, ""},
		{"git revert --no-edit HEAD", "git revert --no-edit HEAD", Write, nil, ""},
		{"git remote add origin https://example.com", "git remote add origin https://example.com", Write, nil, ""},
		{"git remote get-url --push origin", "git remote get-url --push origin", Safe, nil, ""},
		{"git remote rename old new", "git remote rename old new", Write, nil, ""},
		{"git archive -v -o file.zip HEAD", "git archive -v -o file.zip HEAD", Write, []string{"file.zip"}, ""},
		{"git archive --format zip --prefix p/ HEAD:src", "git archive --format zip --prefix p/ HEAD:src", Safe, nil, ""},
		// Refused: programs git would run, and what is not declared.
		{"git remote frobnicate origin", "", Safe, nil, "Subcommand 'git remote frobnicate' is not supported"},
		{"git remote add evil 'ext::sh -c id'", "", Write, nil, "uses a transport that runs a program"},
		{"git archive --remote origin HEAD", "", Safe, nil, fault(UnknownOption, 2)},
		{"git rebase --exec 'make' main", "", Write, nil, fault(UnknownOption, 2)},
		{"git clone --upload-pack 'touch x' r", "", Write, nil, fault(UnknownOption, 2)},
		{"git clone ext::sh", "", Write, nil, "uses a transport that runs a program"},
		{"git fetch 'ext::sh -c x'", "", Write, nil, "uses a transport that runs a program"},
		{"git clone https://alice:pa55word@example.com/r.git", "", Write, nil, "REPOSITORY carries a password"},
		{"git clone https://alice@example.com/r.git", "git clone https://alice@example.com/r.git", Write, []string{"."}, ""},
		{"git reflog expire --all", "", Safe, nil, fault(UnknownOption, 3)},
		{"git reflog delete HEAD@{1}", "", Safe, nil, "'delete' changes the repository"},
		{"git worktree add ../x main extra", "", Write, nil, fault(TooManyOperands, 5)},
		{"git worktree remove", "", Write, nil, fault(MissingRequired, -1)},
		{"git stash frobnicate", "", Safe, nil, "ACTION must be one of list, show"},
		{"git cat-file HEAD", "", Safe, nil, fault(MissingRequired, -1)},
		{"git bisect run make test", "", Dangerous, nil, "'git bisect run' is refused: it runs a program of your choosing"},
		{"git submodule foreach 'rm -rf x'", "", Dangerous, nil, "'git submodule foreach' is refused: it runs a shell command"},
		{"git bulk --all", "", Safe, nil, "Subcommand 'git bulk' is not supported"},
		{"git fame", "", Safe, nil, "Subcommand 'git fame' is not supported"},
		// Global options and programs git would run.
		{"git -c core.pager=id log", "", Safe, nil, "Subcommand 'git -c' is not supported"},
		{"git -C / status", "", Safe, nil, "Subcommand 'git -C' is not supported"},
		{"git --git-dir=/tmp/x status", "", Safe, nil, "Subcommand 'git --git-dir=/tmp/x' is not supported"},
		{"git diff --output=x", "", Safe, nil, fault(UnknownOption, 2)},
		{"git diff --ext-diff", "", Safe, nil, fault(UnknownOption, 2)},
		{"git log --textconv -p", "", Safe, nil, fault(UnknownOption, 2)},
		{"git status -uno", "", Safe, nil, fault(UnknownOption, 2)},
		{"git blame", "", Safe, nil, "requires [REVISION] FILE"},
		{"git blame -- -x", "", Safe, nil, "FILE cannot start with '-'"},
		{"git", "", Safe, nil, "needs a subcommand"},
	})
}

// git's subcommands that reach another host say so; the rest do not.
func TestGitNetwork(t *testing.T) {
	for line, want := range map[string]bool{
		"git push": true, "git fetch": true, "git pull": true, "git clone r": true, "git ls-remote": true,
		"git status": false, "git add -A": false, "git log": false,
	} {
		argv, _ := splitWords(line)
		cmd, err := Default().Family("git").ReadArgv(argv)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if cmd.Network() != want {
			t.Errorf("%q: network %v, want %v", line, cmd.Network(), want)
		}
	}
}

// TestGitWorkTreeWriters: every git subcommand that can write is either
// declared to write the work tree (policy then checks where git puts the
// tree) or named here as writing only the repository, a new directory
// its own operand names, or the index, or as only reading; a new
// subcommand has to choose.
func TestGitWorkTreeWriters(t *testing.T) {
	repositoryOnly := []string{"add", "fetch", "push", "clone", "init", "branch", "tag", "remote", "config", "worktree",
		"notes", "update-ref", "repack", "write-tree", "mktree", "commit-tree", "commit", "gc", "prune", "replace",
		"symbolic-ref", "hash-object", "maintenance", "bundle", "archive", "format-patch", "reflog"}
	readOnly := []string{"status", "log", "diff", "show", "rev-parse", "blame", "show-branch", "for-each-ref", "shortlog",
		"describe", "ls-files", "ls-tree", "grep", "rev-list", "name-rev", "show-ref", "cat-file", "check-ignore",
		"count-objects", "ls-remote", "help", "check-attr", "check-ref-format", "merge-base", "diff-tree", "diff-files",
		"diff-index", "cherry", "annotate", "range-diff", "verify-commit", "verify-tag", "verify-pack", "fsck", "fast-export"}
	repositoryOnly = append(repositoryOnly, readOnly...)
	for _, sub := range gitFamily.Spec.Subcommands {
		if sub.WritesWorkTree == slices.Contains(repositoryOnly, sub.Name) {
			t.Errorf("git %s: declared WritesWorkTree=%v, and listed as repository-only=%v", sub.Name, sub.WritesWorkTree, !sub.WritesWorkTree)
		}
	}
	for _, c := range []struct {
		line string
		want bool
	}{
		{"git switch main", true}, {"git stash", true}, {"git stash pop", true}, {"git reset --hard HEAD", true},
		{"git merge topic", true}, {"git checkout topic", true}, {"git cherry-pick abc123", true},
		{"git stash list", false}, {"git status", false}, {"git branch topic", false}, {"git fetch", false},
	} {
		if got := gitFamily.WritesWorkTree(strings.Fields(c.line)[1:]); got != c.want {
			t.Errorf("%s: WritesWorkTree = %v, want %v", c.line, got, c.want)
		}
	}
}
