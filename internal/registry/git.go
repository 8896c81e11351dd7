package registry

// git's subcommands are declared one by one, each with its own options
// (git_more.go and git_change.go hold most of them). Inspections are
// safe; staging, switching branches and fetching are writes (commit is
// dangerous: it runs the repository's hooks); what discards uncommitted work or
// rewrites shared history is dangerous, and so is what deletes objects
// or refs (prune, gc --prune=now, update-ref -d); fetch, pull, push,
// clone, remote show, submodule update and add use the network. Some
// subcommands have their own subcommands (git_actions.go: worktree add,
// bisect good), each declared at its own risk. Subcommands not listed
// (git extras such as bulk, fame, lfs or flow) are refused, and so are
// git's global options before the subcommand (-c, -C, --git-dir,
// --exec-path), which read as unknown subcommands.
var gitFamily = &Family{
	Name: "git", Pack: "git", Capability: "git_inspection", ObeysRepoConfig: true,
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"git status", "short git status", "what branch am i on", "show current git branch",
		"show recent git commits", "show git diff summary", "show changed files", "inspect git repo"},
	Examples: []string{"git status --short", "git branch --show-current", "git log --oneline --graph",
		"git log -n 5 --author alice", "git diff --stat HEAD~1", "git show --stat HEAD~1", "git remote -v",
		"git rev-parse --show-toplevel", "git blame -L 5,5 notes.txt"},
	Notes: []string{"Inspections are safe; staging, switching and fetching are writes; commit is dangerous (it runs the repository's hooks); reset --hard, clean -f, checkout of paths, restore, forced pushes, prune and deleting refs are dangerous.",
		"Subcommands that run the repository's hooks (merge, pull, push, fetch, switch, checkout, rebase, cherry-pick, revert, am, gc, worktree add, bisect, submodule update and add, maintenance run) are refused while it has hooks, and every git command while it has a post-index-change or reference-transaction hook, unless dangerous commands are allowed.",
		"Global options before the subcommand (-c, -C, --git-dir, --exec-path) are refused.",
		"Subcommands that write the work tree (switch, checkout, merge, stash, reset, ...) are checked where git itself puts that tree (core.worktree, a .git file, GIT_WORK_TREE): never the home directory or a system directory, always inside the allowed roots.",
		"A repository whose own config, as git itself reports it, names programs git runs (core.fsmonitor, core.pager, diff.external, textconv, filters, includes, a value starting with '!') is refused unless dangerous commands are allowed, and so is one git will not report on (dubious ownership, git missing)."},
	Spec: &Spec{Subcommands: []Subcommand{
		{Name: "status", Spec: gitStatusSpec, Help: "show the working tree's state"},
		{Name: "log", Spec: gitLogSpec, Help: "show commit history"},
		{Name: "diff", Spec: gitDiffSpec, Help: "show changes between the working tree, the index and commits"},
		{Name: "show", Spec: gitShowSpec, Help: "show a commit or another object"},
		{Name: "branch", Spec: gitBranchSpec, Help: "list, create, rename or delete branches"},
		{Name: "remote", Spec: gitRemoteActions, Help: "list remotes, print their URLs, describe them, or add, rename and remove them"},
		{Name: "rev-parse", Spec: gitRevParseSpec, Help: "print repository facts and resolve revision names"},
		{Name: "blame", Spec: gitBlameSpec, Help: "show which commit last changed each line of a file"},
		{Name: "show-branch", Spec: gitShowBranchSpec, Help: "show branches and the commits they do not share"},
		{Name: "for-each-ref", Spec: gitForEachRefSpec, Help: "list refs with chosen fields"},
		{Name: "shortlog", Spec: gitShortlogSpec, Help: "summarise history by author"},
		{Name: "describe", Spec: gitDescribeSpec, Help: "name a commit after the nearest tag"},
		{Name: "ls-files", Spec: gitLsFilesSpec, Help: "list files in the index and the working tree"},
		{Name: "ls-tree", Spec: gitLsTreeSpec, Help: "list the contents of a tree"},
		{Name: "grep", Spec: gitGrepSpec, Help: "search tracked files"},
		{Name: "reflog", Spec: gitReflogSpec, Help: "show where HEAD and branches have pointed"},
		{Name: "rev-list", Spec: gitRevListSpec, Help: "list commits"},
		{Name: "name-rev", Spec: gitNameRevSpec, Help: "name commits after refs"},
		{Name: "show-ref", Spec: gitShowRefSpec, Help: "list refs and their object names"},
		{Name: "cat-file", Spec: gitCatFileSpec, Help: "show an object's content, type or size"},
		{Name: "check-ignore", Spec: gitCheckIgnoreSpec, Help: "say which paths are ignored and why"},
		{Name: "count-objects", Spec: gitCountObjectsSpec, Help: "count loose objects and their disk use"},
		{Name: "archive", Spec: gitArchiveSpec, Help: "write a tree as a tar or zip archive"},
		{Name: "ls-remote", Spec: gitLsRemoteSpec, Network: true, Help: "list a remote repository's refs"},
		{Name: "worktree", Spec: gitWorktreeActions, Help: "list, add, move and remove worktrees"},
		{Name: "stash", Spec: gitStashSpec, WritesWorkTree: true, Help: "set changes aside (push), list, show, or bring them back (pop, apply)"},
		{Name: "config", Spec: gitConfigSpec, Help: "read or set configuration"},
		{Name: "add", Spec: gitAddSpec, Risk: Write, Help: "stage changes for the next commit"},
		{Name: "switch", Spec: gitSwitchSpec, Risk: Write, RunsHooks: true, WritesWorkTree: true, Help: "switch branches"},
		{Name: "checkout", Spec: gitCheckoutSpec, Risk: Write, RunsHooks: true, WritesWorkTree: true, Help: "switch branches or overwrite files from the index"},
		{Name: "restore", Spec: gitRestoreSpec, Risk: Dangerous, WritesWorkTree: true, Help: "overwrite files with their committed or staged content, discarding changes"},
		{Name: "reset", Spec: gitResetSpec, Risk: Write, WritesWorkTree: true, Help: "move the current branch or unstage changes"},
		{Name: "clean", Spec: gitCleanSpec, WritesWorkTree: true, Help: "remove untracked files (-n only lists them)"},
		{Name: "fetch", Spec: gitFetchSpec, Risk: Write, Network: true, RunsHooks: true, Help: "download commits and refs from a remote"},
		{Name: "pull", Spec: gitPullSpec, Risk: Write, Network: true, RunsHooks: true, WritesWorkTree: true, Help: "fetch and merge or rebase"},
		{Name: "push", Spec: gitPushSpec, Risk: Write, Network: true, RunsHooks: true, Help: "upload commits and refs to a remote"},
		{Name: "clone", Spec: gitCloneSpec, Risk: Write, Network: true, Help: "copy a repository into a new directory"},
		{Name: "init", Spec: gitInitSpec, Risk: Write, Help: "make a new repository"},
		{Name: "tag", Spec: gitTagSpec, Help: "list, make or delete tags"},
		{Name: "rm", Spec: gitRmSpec, Risk: Write, WritesWorkTree: true, Help: "remove files from the working tree and the index"},
		{Name: "mv", Spec: gitMvSpec, Risk: Write, WritesWorkTree: true, Help: "move or rename a tracked file"},
		{Name: "merge", Spec: gitMergeSpec, Risk: Write, RunsHooks: true, WritesWorkTree: true, Help: "join another branch's history into the current one"},
		{Name: "rebase", Spec: gitRebaseSpec, Risk: Write, RunsHooks: true, WritesWorkTree: true, Help: "replay commits onto another base"},
		{Name: "cherry-pick", Spec: gitCherryPickSpec, Risk: Write, RunsHooks: true, WritesWorkTree: true, Help: "apply the changes of existing commits"},
		{Name: "revert", Spec: gitRevertSpec, Risk: Write, RunsHooks: true, WritesWorkTree: true, Help: "make commits that undo earlier ones"},
		{Name: "help", Spec: gitHelpSpec, Help: "show a command's manual page, or list commands and guides"},
		{Name: "check-attr", Spec: gitCheckAttrSpec, Help: "show the attributes .gitattributes sets on paths"},
		{Name: "check-ref-format", Spec: gitCheckRefFormatSpec, Help: "check that a ref name is valid"},
		{Name: "merge-base", Spec: gitMergeBaseSpec, Help: "find the best common ancestor of commits"},
		{Name: "diff-tree", Spec: gitDiffTreeSpec, Help: "compare two trees, or a commit with its parents"},
		{Name: "diff-files", Spec: gitDiffFilesSpec, Help: "compare the working tree with the index"},
		{Name: "diff-index", Spec: gitDiffIndexSpec, Help: "compare a tree with the working tree or the index"},
		{Name: "cherry", Spec: gitCherrySpec, Help: "list the commits not yet applied upstream"},
		{Name: "annotate", Spec: gitBlameSpec, Help: "show which commit last changed each line of a file"},
		{Name: "range-diff", Spec: gitRangeDiffSpec, Help: "compare two versions of a series of commits"},
		{Name: "symbolic-ref", Spec: gitSymbolicRefSpec, Help: "read a symbolic ref such as HEAD, or point it at another ref"},
		{Name: "hash-object", Spec: gitHashObjectSpec, Help: "compute a file's object name (-w stores it)"},
		{Name: "verify-commit", Spec: gitVerifyCommitSpec, Help: "check commits' GPG signatures"},
		{Name: "verify-tag", Spec: gitVerifyTagSpec, Help: "check tags' GPG signatures"},
		{Name: "verify-pack", Spec: gitVerifyPackSpec, Help: "check packed object files"},
		{Name: "fsck", Spec: gitFsckSpec, Help: "check the objects' connectivity and validity"},
		{Name: "fast-export", Spec: gitFastExportSpec, Help: "print the history as a fast-import stream"},
		{Name: "notes", Spec: gitNotesActions, Help: "list, show, add and remove notes on commits"},
		{Name: "bisect", Spec: gitBisectActions, WritesWorkTree: true, Help: "search the history for the commit that made a change"},
		{Name: "submodule", Spec: gitSubmoduleActions, WritesWorkTree: true, Help: "show, initialise, update and add submodules"},
		{Name: "sparse-checkout", Spec: gitSparseCheckoutActions, WritesWorkTree: true, Help: "choose which directories the working tree holds"},
		{Name: "maintenance", Spec: gitMaintenanceActions, Help: "run maintenance tasks"},
		{Name: "bundle", Spec: gitBundleActions, Help: "write, check and read bundle files"},
		{Name: "apply", Spec: gitApplySpec, WritesWorkTree: true, Help: "apply a patch to the working tree (--stat and --check only read it)"},
		{Name: "am", Spec: gitAmSpec, Risk: Write, RunsHooks: true, WritesWorkTree: true, Help: "apply patches from a mailbox as commits"},
		{Name: "format-patch", Spec: gitFormatPatchSpec, Help: "write commits as patch files"},
		{Name: "prune", Spec: gitPruneSpec, Help: "delete unreachable objects (-n only lists them)"},
		{Name: "gc", Spec: gitGcSpec, RunsHooks: true, Help: "pack objects and remove what is unreachable and old"},
		{Name: "repack", Spec: gitRepackSpec, Risk: Write, Help: "pack loose objects"},
		{Name: "replace", Spec: gitReplaceSpec, Help: "list, make or delete replacement objects"},
		{Name: "update-ref", Spec: gitUpdateRefSpec, Risk: Write, Help: "point a ref at an object"},
		{Name: "write-tree", Spec: gitWriteTreeSpec, Risk: Write, Help: "store the index as a tree object"},
		{Name: "mktree", Spec: gitMktreeSpec, Risk: Write, Help: "store a tree object read from ls-tree lines on standard input"},
		{Name: "commit-tree", Spec: gitCommitTreeSpec, Risk: Write, Help: "make a commit object from a tree"},
		{Name: "checkout-index", Spec: gitCheckoutIndexSpec, Risk: Write, WritesWorkTree: true, Help: "write files from the index into the working tree"},
		// commit runs the repository's hooks (pre-commit, commit-msg),
		// programs of its own choosing, and without -m the person's
		// editor: dangerous, as the original's eval has it.
		{Name: "commit", Spec: gitCommitSpec, Risk: Dangerous, RunsHooks: true,
			Help: "record the staged changes as a commit; runs the repository's pre-commit and commit-msg hooks"},
	}},
}

// gitRefusedSpec reads no command line at all: it requires a mode none of
// its (absent) options selects. Subcommands refused on purpose use it.
var gitRefusedSpec = &Spec{RequireMode: true}

// gitCommitSpec declares the commit options people type. Signing (-S)
// runs the gpg program and is refused with why; --no-verify skips the
// hooks but not the rest.
var gitCommitSpec = &Spec{
	Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-m", "--message"}, Value: Text, Help: "the commit message (without it, git opens your editor)"},
		{Names: []string{"-F", "--file"}, Value: ReadPath, Help: "read the commit message from this file"},
		{Names: []string{"-a", "--all"}, Help: "stage every modified and deleted tracked file first"},
		{Names: []string{"--amend"}, Help: "replace the last commit (rewrites history)"},
		{Names: []string{"--no-edit"}, Help: "keep the message as it is (with --amend)"},
		{Names: []string{"--allow-empty"}, Help: "record a commit that changes nothing"},
		{Names: []string{"-s", "--signoff"}, Help: "add a Signed-off-by line"},
		{Names: []string{"-v", "--verbose"}, Help: "show the diff in the message editor"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing but errors"},
		{Names: []string{"-n", "--no-verify"}, Help: "skip the pre-commit and commit-msg hooks"},
		{Names: []string{"--fixup"}, Value: Text, Help: "make a commit that fixes up this one, for rebase --autosquash"},
		{Names: []string{"--author"}, Value: Text, Help: "record this author (\"Name <email>\")"},
	},
	Refuses: Pairs[string]{
		{"-S", "signing runs the configured gpg program"}, {"--gpg-sign", "signing runs the configured gpg program"},
		{"-p", "it asks which changes to commit, interactively"}, {"--patch", "it asks which changes to commit, interactively"},
		{"-i", "it commits files named on the line along with the staged changes, which is not declared yet"},
	},
	Operands: []Operand{{Name: "PATHSPEC", Kind: ReadPath, Max: Unbounded, Help: "commit only these files' changes"}},
}

// gitDiffOptions are the output options git diff, git log and git show
// share.
var gitDiffOptions = []Option{
	{Names: []string{"--stat"}, Contents: HidesContents, Help: "show a diffstat: changed files with counts of added and removed lines"},
	{Names: []string{"--shortstat"}, Contents: HidesContents, Help: "show only the totals line of the diffstat"},
	{Names: []string{"--numstat"}, Contents: HidesContents, Help: "show added and removed line counts per file as numbers"},
	{Names: []string{"--name-only"}, Contents: HidesContents, Help: "show only the names of changed files"},
	{Names: []string{"--name-status"}, Contents: HidesContents, Help: "show the names of changed files with their status (added, modified, deleted)"},
	{Names: []string{"--summary"}, Contents: HidesContents, Help: "show created, deleted, renamed files and mode changes"},
	{Names: []string{"-w", "--ignore-all-space"}, Help: "ignore whitespace when comparing lines"},
	// -U and --word-diff print the diff, as -p does (git log -U3 is git log -p -U3).
	{Names: []string{"-U", "--unified"}, Value: Integer, Contents: PrintsContents, Help: "show this many lines of context around each change"},
	{Names: []string{"--word-diff"}, Value: Enum, Enum: []string{"color", "plain", "porcelain", "none"}, InlineOnly: true, Contents: PrintsContents,
		Help: "show changed words instead of whole lines (--word-diff=MODE)"},
	{Names: []string{"--no-ext-diff"}, Help: "do not run a configured external diff program"},
	{Names: []string{"--no-textconv"}, Help: "do not run configured text conversion filters on binary files"},
	{Names: []string{"--no-color"}, Help: "turn off coloured output"},
}

var gitStatusSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-s", "--short"}, Help: "show the status in the short format, one line per file"},
		{Names: []string{"-b", "--branch"}, Help: "show the branch and its tracking state, also in the short format"},
		{Names: []string{"--porcelain"}, Help: "show the short format in a stable form for scripts"},
		{Names: []string{"-v", "--verbose"}, Contents: PrintsContents, Help: "also show the staged changes as a diff (twice: the unstaged ones too)"},
		{Names: []string{"--show-stash"}, Help: "show how many entries the stash holds"},
		{Names: []string{"--untracked-files"}, Value: Enum, Enum: []string{"no", "normal", "all"}, InlineOnly: true,
			Help: "show untracked files: no, normal (directories) or all (--untracked-files=MODE)"},
		{Names: []string{"--ignored"}, Help: "also show ignored files"},
	},
	Operands: []Operand{{Name: "PATHSPEC", Kind: ReadPath, Max: Unbounded, Help: "limit the status to these paths"}},
}

var gitLogSpec = &Spec{Parsing: Interleaved, DashDash: true, NumberOption: "-n",
	Options: []Option{
		{Names: []string{"--oneline"}, Help: "show each commit on one line: abbreviated hash and subject"},
		{Names: []string{"-n", "--max-count"}, Value: Integer, Help: "show at most this many commits (-5 is -n 5)"},
		{Names: []string{"--graph"}, Help: "draw the branch and merge history as a text graph"},
		{Names: []string{"--decorate"}, Help: "show branch and tag names next to the commits they point at"},
		{Names: []string{"--all"}, Help: "show the history of every branch and tag, not only the current one"},
		{Names: []string{"-p", "--patch"}, Contents: PrintsContents, Help: "show each commit's changes as a diff"},
		{Names: []string{"--author"}, Value: Text, Help: "show only commits whose author matches this pattern"},
		{Names: []string{"--committer"}, Value: Text, Help: "show only commits whose committer matches this pattern"},
		{Names: []string{"--grep"}, Value: Regex, Help: "show only commits whose message matches this pattern"},
		{Names: []string{"-i", "--regexp-ignore-case"}, Help: "match --grep and --author patterns without regard to case"},
		{Names: []string{"-S"}, Value: Text, Help: "show only commits that add or remove this string"},
		{Names: []string{"-G"}, Value: Regex, Help: "show only commits whose diff has a line matching this pattern"},
		{Names: []string{"--since", "--after"}, Value: Time, Help: "show only commits newer than this date (2024-01-31, \"2 weeks ago\")"},
		{Names: []string{"--until", "--before"}, Value: Time, Help: "show only commits older than this date"},
		{Names: []string{"--reverse"}, Help: "show the oldest commits first"},
		{Names: []string{"--no-merges"}, Help: "leave out merge commits"},
		{Names: []string{"--merges"}, Help: "show only merge commits"},
		{Names: []string{"--first-parent"}, Help: "follow only the first parent of merge commits"},
		{Names: []string{"--follow"}, Help: "follow a single file's history across renames"},
		{Names: []string{"--format", "--pretty"}, Value: Text, Help: "print each commit in this format (oneline, short, full, or format:...)"},
		{Names: []string{"--abbrev-commit"}, Help: "show abbreviated commit hashes"},
		{Names: []string{"--date"}, Value: Enum, Enum: []string{"relative", "local", "iso", "iso-strict", "rfc", "short", "raw", "human", "unix", "default"},
			Help: "show dates in this format"},
	}, More: [][]Option{gitDiffOptions},
	Operands: []Operand{{Name: "REVISION|PATH", Kind: Text, Max: Unbounded,
		Help: "revisions or ranges to show (HEAD~3, main..topic), then paths after --"}},
}

var gitDiffSpec = &Spec{Parsing: Interleaved, DashDash: true, Contents: PrintsContents,
	Options: []Option{
		{Names: []string{"--cached", "--staged"}, Help: "compare the index (staged changes) with a commit, HEAD by default"},
		{Names: []string{"--check"}, Help: "warn about whitespace errors and conflict markers"},
		{Names: []string{"-R"}, Help: "swap the two sides of the comparison"},
	}, More: [][]Option{gitDiffOptions},
	Operands: []Operand{{Name: "COMMIT|PATH", Kind: Text, Max: Unbounded,
		Help: "commits or ranges to compare (HEAD, main..topic), then paths after --"}},
}

var gitShowSpec = &Spec{Parsing: Interleaved, DashDash: true, Contents: PrintsContents,
	Options: []Option{
		{Names: []string{"--oneline"}, Help: "show the commit on one line: abbreviated hash and subject"},
		{Names: []string{"-s", "--no-patch"}, Contents: HidesContents, Help: "show the commit without its diff"},
		{Names: []string{"--format", "--pretty"}, Value: Text, Help: "print the commit in this format (oneline, short, full, or format:...)"},
	}, More: [][]Option{gitDiffOptions},
	Operands: []Operand{{Name: "OBJECT", Kind: Text, Max: Unbounded,
		Help: "commits, tags or REV:PATH blobs to show; HEAD by default"}},
}

var gitBranchSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"--show-current"}, Selects: "list", Help: "print the name of the current branch"},
		{Names: []string{"-a", "--all"}, Selects: "list", Help: "list local and remote-tracking branches"},
		{Names: []string{"-r", "--remotes"}, Selects: "list", Help: "list remote-tracking branches"},
		{Names: []string{"-v", "--verbose"}, Selects: "list", Help: "show each branch's last commit (twice: and its upstream)"},
		{Names: []string{"-l", "--list"}, Selects: "list", Help: "list branches (matching the patterns given)"},
		{Names: []string{"--contains"}, Value: Text, Selects: "list", Help: "list only branches that contain this commit"},
		{Names: []string{"--merged"}, Value: Text, Selects: "list", Help: "list only branches merged into this commit"},
		{Names: []string{"--no-merged"}, Value: Text, Selects: "list", Help: "list only branches not merged into this commit"},
		{Names: []string{"--sort"}, Value: Text, Selects: "list", Help: "sort by this key (-committerdate, refname)"},
		{Names: []string{"-d", "--delete"}, Selects: "delete", Help: "delete the named branches once merged"},
		{Names: []string{"-D"}, Selects: "delete", Risk: Dangerous, Warning: gitResetBranchWarning, Help: "delete the named branches even if not merged"},
		{Names: []string{"-m", "--move"}, Selects: "move", Help: "rename a branch"},
		{Names: []string{"-M"}, Selects: "move", Risk: Dangerous, Warning: gitResetBranchWarning, Help: "rename a branch even over an existing one"},
		{Names: []string{"-c", "--copy"}, Selects: "copy", Help: "copy a branch"},
		{Names: []string{"-u", "--set-upstream-to"}, Value: Text, Selects: "upstream", Risk: Write, Help: "make this remote branch the upstream"},
		{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitResetBranchWarning, Help: "reset an existing branch to the start point"},
	},
	Operands: []Operand{{Name: "BRANCH", Kind: Text, Max: Unbounded, Risk: Write, RiskIn: Pairs[Risk]{{"list", Safe}},
		Help: "the branch to make and its start point, the branches to delete, or patterns with --list"}},
}

var gitRevParseSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"--show-toplevel"}, Help: "print the top directory of the working tree"},
		{Names: []string{"--show-prefix"}, Help: "print the current directory relative to the top of the working tree"},
		{Names: []string{"--git-dir"}, Help: "print the path of the repository's .git directory"},
		{Names: []string{"--is-inside-work-tree"}, Help: "print true when the current directory is inside a working tree"},
		{Names: []string{"--abbrev-ref"}, Help: "print revisions as short branch names (HEAD becomes main)"},
		{Names: []string{"--symbolic-full-name"}, Help: "print revisions as full ref names (refs/heads/main)"},
		{Names: []string{"--short"}, Help: "print abbreviated object names"},
		{Names: []string{"--verify"}, Help: "check that exactly one revision is given and names an object"},
		{Names: []string{"-q", "--quiet"}, Help: "with --verify, print no error for an invalid revision"},
	},
	Operands: []Operand{{Name: "REVISION", Kind: Text, Max: Unbounded, Help: "revisions to resolve (HEAD, main, v1.0^{commit})"}},
}

var gitBlameSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-L"}, Value: Text, Help: "annotate only this line range (5,10 or /regex/,+10)"},
		{Names: []string{"-e", "--show-email"}, Help: "show author emails instead of names"},
		{Names: []string{"-w"}, Help: "ignore whitespace changes when finding the commit that changed a line"},
		{Names: []string{"-s"}, Help: "leave out the author name and date"},
		{Names: []string{"--date"}, Value: Enum, Enum: []string{"relative", "local", "iso", "iso-strict", "rfc", "short", "raw", "human", "unix", "default"},
			Help: "show dates in this format"},
	},
	Operands: []Operand{
		{Name: "REVISION", Kind: Text, Max: 1, Help: "annotate the file as of this commit"},
		{Name: "FILE", Kind: ReadPath, Min: 1, Max: 1, Help: "the file to annotate"},
	},
}
