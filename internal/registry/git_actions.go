package registry

// git's subcommands that have subcommands of their own (git worktree
// add, git bisect good): each action is declared with its own options,
// risk, network use and hooks, as the top-level subcommands are (see
// git_more.go for how they are classed). The subcommand itself is safe;
// its actions carry the risk. Actions that run a program of the
// person's choosing (bisect run, submodule foreach) or a viewer (bisect
// visualize runs gitk) are declared only to be refused.

// git remote lists remotes when no action is named; show and prune ask
// the remote over the network, even when -n would spare them the trip,
// as fetch does.
var gitRemoteActions = &Spec{Subcommands: []Subcommand{
	{Name: "", Spec: &Spec{Options: []Option{{Names: []string{"-v", "--verbose"}, Help: "show each remote's fetch and push URLs"}}},
		Help: "list the remotes"},
	{Name: "get-url", Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"--push"}, Help: "print the push URL instead of the fetch URL"},
			{Names: []string{"--all"}, Help: "print every URL"},
		},
		Operands: []Operand{{Name: "NAME", Kind: Text, Min: 1, Max: 1, Help: "the remote"}},
	}, Help: "print a remote's URL"},
	{Name: "show", Spec: &Spec{Parsing: Interleaved,
		Options:  []Option{{Names: []string{"-n"}, Help: "do not ask the remote for its branches"}},
		Operands: []Operand{{Name: "NAME", Kind: Text, Min: 1, Max: Unbounded, Check: gitRemoteRule, Help: "the remotes to describe"}},
	}, Network: true, Help: "describe a remote: its URLs, branches and what push and pull do"},
	{Name: "add", Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-f"}, Network: true, Help: "fetch from the remote once it is added"},
			{Names: []string{"-t"}, Value: Text, Help: "track only this branch"},
			{Names: []string{"-m"}, Value: Text, Help: "make this branch the remote's HEAD"},
			{Names: []string{"--tags"}, Help: "fetch every tag from the remote"},
			{Names: []string{"--no-tags"}, Help: "fetch no tags from the remote"},
		},
		Operands: []Operand{
			{Name: "NAME", Kind: Text, Min: 1, Max: 1, Check: gitRemoteRule, Help: "the remote's name"},
			{Name: "URL", Kind: Text, Min: 1, Max: 1, Check: gitRemoteRule, Help: "its URL"},
		},
	}, Risk: Write, Help: "add a remote"},
	{Name: "set-url", Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"--push"}, Help: "change the push URL instead of the fetch URL"},
			{Names: []string{"--add"}, Help: "add a URL instead of replacing one"},
			{Names: []string{"--delete"}, Help: "remove the URLs matching a pattern"},
		},
		Operands: []Operand{
			{Name: "NAME", Kind: Text, Min: 1, Max: 1, Check: gitRemoteRule, Help: "the remote"},
			{Name: "URL", Kind: Text, Min: 1, Max: 2, Check: gitRemoteRule, Help: "the new URL, and the old one it replaces"},
		},
	}, Risk: Write, Help: "change a remote's URL"},
	{Name: "rename", Spec: &Spec{
		Operands: []Operand{{Name: "OLD NEW", Kind: Text, Min: 2, Max: 2, Check: gitRemoteRule, Help: "the remote's name and its new name"}},
	}, Risk: Write, Help: "rename a remote and its remote-tracking branches"},
	{Name: "remove", Spec: gitRemoteNameSpec, Risk: Write, Help: "remove a remote and its remote-tracking branches"},
	{Name: "rm", Spec: gitRemoteNameSpec, Risk: Write, Help: "remove a remote and its remote-tracking branches"},
	{Name: "prune", Spec: &Spec{Parsing: Interleaved,
		Options:  []Option{{Names: []string{"-n", "--dry-run"}, Help: "show what would be pruned"}},
		Operands: []Operand{{Name: "NAME", Kind: Text, Min: 1, Max: Unbounded, Check: gitRemoteRule, Help: "the remotes"}},
	}, Risk: Write, Network: true, Help: "delete remote-tracking branches the remote no longer has"},
}}

var gitRemoteNameSpec = &Spec{
	Operands: []Operand{{Name: "NAME", Kind: Text, Min: 1, Max: 1, Check: gitRemoteRule, Help: "the remote"}},
}

const gitWorktreeForceWarning = "--force removes or moves a worktree even with uncommitted changes or a lock; its changes are lost."

// git worktree add checks out a branch, which runs post-checkout; remove
// deletes the worktree's directory (git refuses while it has changes,
// but its ignored files go with it).
var gitWorktreeActions = &Spec{Subcommands: []Subcommand{
	{Name: "list", Spec: &Spec{
		Options: []Option{
			{Names: []string{"-v", "--verbose"}, Help: "show more detail"},
			{Names: []string{"--porcelain"}, Help: "show the list in a stable form for scripts"},
		},
	}, Help: "list the worktrees"},
	{Name: "add", Spec: &Spec{Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-b"}, Value: Text, Help: "create this branch and check it out in the new worktree"},
			{Names: []string{"-B"}, Value: Text, Risk: Dangerous, Warning: gitResetBranchWarning,
				Help: "create this branch, resetting it if it exists, and check it out"},
			{Names: []string{"-d", "--detach"}, Help: "check out the commit without a branch"},
			{Names: []string{"--no-checkout"}, Help: "make the worktree without checking out files"},
			{Names: []string{"--lock"}, Help: "lock the new worktree"},
			{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitWorktreeForceWarning,
				Help: "add it even if the branch is checked out elsewhere or the path is registered"},
			{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
		},
		Operands: []Operand{
			{Name: "PATH", Kind: WritePath, Min: 1, Max: 1, Help: "the new worktree's directory"},
			{Name: "COMMIT", Kind: Text, Max: 1, Help: "the branch or commit to check out (a new branch named after PATH by default)"},
		},
	}, Risk: Write, RunsHooks: true, Help: "make a new worktree"},
	{Name: "move", Spec: &Spec{Parsing: Interleaved,
		Options: []Option{{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitWorktreeForceWarning, Help: "move it even if it is locked"}},
		Operands: []Operand{
			{Name: "WORKTREE", Kind: RemovePath, Min: 1, Max: 1, Help: "the worktree to move"},
			{Name: "NEW-PATH", Kind: WritePath, Min: 1, Max: 1, Help: "its new directory"},
		},
	}, Risk: Write, Help: "move a worktree"},
	{Name: "remove", Spec: &Spec{Parsing: Interleaved,
		Options: []Option{{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitWorktreeForceWarning,
			Help: "remove it even with uncommitted changes"}},
		Operands: []Operand{{Name: "WORKTREE", Kind: RemovePath, Min: 1, Max: 1, Help: "the worktree to remove"}},
	}, Risk: Write, Help: "remove a worktree and its directory (ignored files included)"},
	{Name: "prune", Spec: &Spec{
		Options: []Option{
			{Names: []string{"-n", "--dry-run"}, Help: "show what would be pruned"},
			{Names: []string{"-v", "--verbose"}, Help: "name each pruned worktree"},
			{Names: []string{"--expire"}, Value: Time, Help: "prune only worktrees missing for longer than this"},
		},
	}, Risk: Write, Help: "forget worktrees whose directories are gone"},
	{Name: "lock", Spec: &Spec{Parsing: Interleaved,
		Options:  []Option{{Names: []string{"--reason"}, Value: Text, Help: "say why it is locked"}},
		Operands: []Operand{{Name: "WORKTREE", Kind: ReadPath, Min: 1, Max: 1, Help: "the worktree"}},
	}, Risk: Write, Help: "keep a worktree from being pruned, moved or removed"},
	{Name: "unlock", Spec: &Spec{
		Operands: []Operand{{Name: "WORKTREE", Kind: ReadPath, Min: 1, Max: 1, Help: "the worktree"}},
	}, Risk: Write, Help: "unlock a worktree"},
}}

// git notes lists notes when no action is named.
var gitNotesMessage = []Option{
	{Names: []string{"-m", "--message"}, Value: Text, Help: "the note's text"},
	{Names: []string{"-F", "--file"}, Value: ReadPath, Help: "take the note's text from this file"},
	{Names: []string{"-C", "--reuse-message"}, Value: Text, Help: "take the note from this blob"},
	{Names: []string{"--allow-empty"}, Help: "allow an empty note"},
}

const gitNoteOverwriteWarning = "--force replaces the object's existing note."

var gitNotesObject = Operand{Name: "OBJECT", Kind: Text, Max: 1, Help: "the commit or object (HEAD by default)"}

var gitNotesActions = &Spec{Subcommands: []Subcommand{
	{Name: "", Spec: &Spec{}, Help: "list the notes and the objects they annotate"},
	{Name: "list", Spec: &Spec{Operands: []Operand{gitNotesObject}}, Help: "list the notes, or name the note of an object"},
	{Name: "show", Spec: &Spec{Operands: []Operand{gitNotesObject}}, Help: "show an object's note"},
	{Name: "add", Spec: &Spec{Parsing: Interleaved,
		Options: []Option{{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitNoteOverwriteWarning,
			Help: "replace an existing note"}}, More: [][]Option{gitNotesMessage},
		Operands: []Operand{gitNotesObject},
	}, Risk: Write, Help: "add a note to an object"},
	{Name: "append", Spec: &Spec{Parsing: Interleaved, Options: gitNotesMessage, Operands: []Operand{gitNotesObject}},
		Risk: Write, Help: "add to an object's note"},
	{Name: "edit", Spec: &Spec{Operands: []Operand{gitNotesObject}}, Risk: Write, Help: "edit an object's note in the editor"},
	{Name: "copy", Spec: &Spec{Parsing: Interleaved,
		Options: []Option{{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitNoteOverwriteWarning,
			Help: "replace the target's existing note"}},
		Operands: []Operand{{Name: "FROM TO", Kind: Text, Min: 1, Max: 2, Help: "the object whose note to copy, and the one to give it to (HEAD)"}},
	}, Risk: Write, Help: "copy an object's note to another object"},
	{Name: "remove", Spec: &Spec{Parsing: Interleaved,
		Options:  []Option{{Names: []string{"--ignore-missing"}, Help: "do not fail for objects without a note"}},
		Operands: []Operand{{Name: "OBJECT", Kind: Text, Max: Unbounded, Help: "the objects whose notes to remove (HEAD by default)"}},
	}, Risk: Write, Help: "remove objects' notes"},
	{Name: "prune", Spec: &Spec{
		Options: []Option{{Names: []string{"-n", "--dry-run"}, Help: "show what would be removed"}, {Names: []string{"-v", "--verbose"}, Help: "name each removed note"}},
	}, Risk: Write, Help: "remove the notes of objects that no longer exist"},
	{Name: "get-ref", Spec: &Spec{}, Help: "print the notes ref in use"},
}}

// git bisect checks out a commit at every step (start, good, bad, skip,
// reset), which runs post-checkout.
var gitBisectRevisions = &Spec{Parsing: Interleaved,
	Operands: []Operand{{Name: "REVISION", Kind: Text, Max: Unbounded, Help: "the commits to mark (HEAD by default)"}},
}

var gitBisectActions = &Spec{Subcommands: []Subcommand{
	{Name: "start", Spec: &Spec{Parsing: Interleaved, DashDash: true,
		Options: []Option{
			{Names: []string{"--term-new", "--term-bad"}, Value: Text, Help: "the word for commits after the change"},
			{Names: []string{"--term-old", "--term-good"}, Value: Text, Help: "the word for commits before the change"},
			{Names: []string{"--no-checkout"}, Help: "do not check out each commit; only move BISECT_HEAD"},
			{Names: []string{"--first-parent"}, Help: "follow only the first parent of merge commits"},
		},
		Operands: []Operand{{Name: "BAD GOOD|PATH", Kind: Text, Max: Unbounded,
			Help: "the bad commit, the good ones, then paths after -- to look only at their changes"}},
	}, Risk: Write, RunsHooks: true, Help: "start a search for the commit that made a change"},
	{Name: "bad", Spec: gitBisectRevisions, Risk: Write, RunsHooks: true, Help: "mark commits as after the change, and check out the next one"},
	{Name: "new", Spec: gitBisectRevisions, Risk: Write, RunsHooks: true, Help: "mark commits as after the change, and check out the next one"},
	{Name: "good", Spec: gitBisectRevisions, Risk: Write, RunsHooks: true, Help: "mark commits as before the change, and check out the next one"},
	{Name: "old", Spec: gitBisectRevisions, Risk: Write, RunsHooks: true, Help: "mark commits as before the change, and check out the next one"},
	{Name: "skip", Spec: gitBisectRevisions, Risk: Write, RunsHooks: true, Help: "leave commits (or ranges) out, and check out another one"},
	{Name: "reset", Spec: &Spec{Operands: []Operand{{Name: "COMMIT", Kind: Text, Max: 1, Help: "where to go back to (where the search started by default)"}}},
		Risk: Write, RunsHooks: true, Help: "end the search and check out where it started"},
	{Name: "log", Spec: &Spec{}, Help: "show what has been marked so far"},
	{Name: "terms", Spec: &Spec{
		Options: []Option{{Names: []string{"--term-good", "--term-old"}, Help: "print only the word for before"}, {Names: []string{"--term-bad", "--term-new"}, Help: "print only the word for after"}},
	}, Help: "show the words in use for before and after"},
	{Name: "run", Spec: gitRefusedSpec, Risk: Dangerous, Refused: "it runs a program of your choosing at every step"},
	{Name: "visualize", Spec: gitRefusedSpec, Risk: Dangerous, Refused: "it starts gitk or another viewer"},
	{Name: "view", Spec: gitRefusedSpec, Risk: Dangerous, Refused: "it starts gitk or another viewer"},
	{Name: "replay", Spec: gitRefusedSpec, Risk: Dangerous, Refused: "it replays a log file's steps, which oterminus does not read"},
}}

// git submodule shows the submodules' state when no action is named.
// update and add clone and fetch over the network, and update checks out
// in each submodule, running their post-checkout hooks.
var gitSubmoduleStatus = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"--cached"}, Help: "show the commits the superproject records"},
		{Names: []string{"--recursive"}, Help: "also show nested submodules"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{{Name: "PATH", Kind: ReadPath, Max: Unbounded, Help: "only these submodules"}},
}

var gitSubmoduleActions = &Spec{Subcommands: []Subcommand{
	{Name: "", Spec: gitSubmoduleStatus, Help: "show each submodule's commit and state"},
	{Name: "status", Spec: gitSubmoduleStatus, Help: "show each submodule's commit and state"},
	{Name: "summary", Spec: &Spec{Parsing: Interleaved, DashDash: true,
		Options: []Option{
			{Names: []string{"--cached"}, Help: "compare the index instead of the working tree"},
			{Names: []string{"--files"}, Help: "compare the index with the submodules' HEAD"},
			{Names: []string{"-n", "--summary-limit"}, Value: Integer, Help: "show at most this many commits per submodule"},
		},
		Operands: []Operand{{Name: "COMMIT|PATH", Kind: Text, Max: Unbounded, Help: "the commit to compare with (HEAD), then submodule paths after --"}},
	}, Help: "summarise the commits between the recorded and the checked-out submodule commits"},
	{Name: "init", Spec: &Spec{Parsing: Interleaved, DashDash: true,
		Options:  []Option{{Names: []string{"-q", "--quiet"}, Help: "print nothing"}},
		Operands: []Operand{{Name: "PATH", Kind: ReadPath, Max: Unbounded, Help: "only these submodules"}},
	}, Risk: Write, Help: "copy the submodules' URLs from .gitmodules into the config"},
	{Name: "update", Spec: &Spec{Parsing: Interleaved, DashDash: true, WritesIn: Pairs[string]{{"", "."}},
		Options: []Option{
			{Names: []string{"--init"}, Help: "initialise submodules not yet initialised"},
			{Names: []string{"--recursive"}, Help: "also update nested submodules"},
			{Names: []string{"--remote"}, Help: "check out the remote branch's latest commit instead of the recorded one"},
			{Names: []string{"-N", "--no-fetch"}, Help: "do not fetch"},
			{Names: []string{"--checkout"}, Help: "check out the commit (the default)"},
			{Names: []string{"--rebase"}, Help: "rebase the submodule's branch onto the commit"},
			{Names: []string{"--merge"}, Help: "merge the commit into the submodule's branch"},
			{Names: []string{"--depth"}, Value: Integer, Help: "clone only this many commits of history"},
			{Names: []string{"-j", "--jobs"}, Value: Integer, Help: "fetch this many submodules at once"},
			{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitDiscardWarning, Help: "check out even if local changes are lost"},
			{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
		},
		Operands: []Operand{{Name: "PATH", Kind: WritePath, Max: Unbounded, Help: "only these submodules"}},
	}, Risk: Write, Network: true, RunsHooks: true, Help: "clone, fetch and check out the submodules"},
	{Name: "add", Spec: &Spec{Parsing: Interleaved, WritesIn: Pairs[string]{{"", "."}},
		Options: []Option{
			{Names: []string{"-b", "--branch"}, Value: Text, Help: "track this branch of the submodule"},
			{Names: []string{"--name"}, Value: Text, Help: "the submodule's name (its path by default)"},
			{Names: []string{"--depth"}, Value: Integer, Help: "clone only this many commits of history"},
			{Names: []string{"-f", "--force"}, Help: "add it even at an ignored path"},
			{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
		},
		Operands: []Operand{
			{Name: "REPOSITORY", Kind: Text, Min: 1, Max: 1, Check: gitRemoteRule, Help: "the URL of the repository to add"},
			{Name: "PATH", Kind: WritePath, Max: 1, Help: "where to put it (named after the repository by default)"},
		},
	}, Risk: Write, Network: true, RunsHooks: true, Help: "clone a repository as a submodule"},
	{Name: "sync", Spec: &Spec{Parsing: Interleaved, DashDash: true,
		Options:  []Option{{Names: []string{"--recursive"}, Help: "also sync nested submodules"}, {Names: []string{"-q", "--quiet"}, Help: "print nothing"}},
		Operands: []Operand{{Name: "PATH", Kind: ReadPath, Max: Unbounded, Help: "only these submodules"}},
	}, Risk: Write, Help: "copy the submodules' URLs from .gitmodules into the configs"},
	{Name: "set-url", Spec: &Spec{
		Operands: []Operand{
			{Name: "PATH", Kind: ReadPath, Min: 1, Max: 1, Help: "the submodule"},
			{Name: "URL", Kind: Text, Min: 1, Max: 1, Check: gitRemoteRule, Help: "its new URL"},
		},
	}, Risk: Write, Help: "change a submodule's URL in .gitmodules"},
	{Name: "deinit", Spec: &Spec{Parsing: Interleaved, DashDash: true,
		Options: []Option{
			{Names: []string{"--all"}, Help: "unregister every submodule"},
			{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitDiscardWarning, Help: "remove the working tree even with local changes"},
			{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
		},
		Operands: []Operand{{Name: "PATH", Kind: RemovePath, Min: 1, Max: Unbounded, Unless: []string{"--all"}, Help: "the submodules"}},
	}, Risk: Write, Help: "unregister submodules and remove their working trees"},
	{Name: "foreach", Spec: gitRefusedSpec, Risk: Dangerous, Refused: "it runs a shell command in every submodule"},
}}

// git sparse-checkout set, add, init, reapply and disable change which
// tracked files the working tree holds.
var gitSparseCone = []Option{
	{Names: []string{"--cone"}, Help: "patterns name directories (the default)"},
	{Names: []string{"--no-cone"}, Help: "patterns are .gitignore-style patterns"},
	{Names: []string{"--sparse-index"}, Help: "keep a sparse index"},
	{Names: []string{"--no-sparse-index"}, Help: "keep a full index"},
}

var gitSparseCheckoutActions = &Spec{Subcommands: []Subcommand{
	{Name: "list", Spec: &Spec{}, Help: "list the directories or patterns in use"},
	{Name: "set", Spec: &Spec{Parsing: Interleaved, Options: gitSparseCone,
		Operands: []Operand{{Name: "DIRECTORY", Kind: Text, Max: Unbounded, Help: "the directories (or patterns) to keep"}},
	}, Risk: Write, Help: "keep only these directories in the working tree"},
	{Name: "add", Spec: &Spec{
		Operands: []Operand{{Name: "DIRECTORY", Kind: Text, Min: 1, Max: Unbounded, Help: "the directories (or patterns) to add"}},
	}, Risk: Write, Help: "add directories to the working tree"},
	{Name: "init", Spec: &Spec{Options: gitSparseCone}, Risk: Write, Help: "start keeping only the top directory's files"},
	{Name: "reapply", Spec: &Spec{}, Risk: Write, Help: "apply the patterns again"},
	{Name: "disable", Spec: &Spec{}, Risk: Write, Help: "bring back every file"},
}}

// git maintenance run follows the repository's config for its tasks
// when --task does not name them; one of them (prefetch) fetches, so
// it counts as using the network, and its gc task runs pre-auto-gc.
// start writes a schedule into the user's crontab or systemd timers,
// which runs git in the background outside oterminus's sight.
var gitMaintenanceActions = &Spec{Subcommands: []Subcommand{
	{Name: "run", Spec: &Spec{
		Options: []Option{
			{Names: []string{"--task"}, Value: Enum, Enum: []string{"gc", "commit-graph", "loose-objects", "incremental-repack", "pack-refs"},
				Help: "run this task (prefetch, which fetches, is not supported)"},
			{Names: []string{"--auto"}, Help: "run tasks only when the repository needs them"},
			{Names: []string{"--schedule"}, Value: Enum, Enum: []string{"hourly", "daily", "weekly"}, Help: "run the tasks of this schedule"},
			{Names: []string{"--quiet"}, Help: "print nothing"},
		},
	}, Risk: Write, Network: true, RunsHooks: true, Help: "run maintenance tasks"},
	{Name: "register", Spec: &Spec{}, Risk: Write, Help: "add the repository to the user's config for scheduled maintenance"},
	{Name: "unregister", Spec: &Spec{}, Risk: Write, Help: "remove the repository from scheduled maintenance"},
	{Name: "stop", Spec: &Spec{}, Risk: Write, Help: "remove the maintenance schedule"},
	{Name: "start", Spec: gitRefusedSpec, Risk: Dangerous, Refused: "it installs a schedule (crontab or systemd timers) that runs git in the background"},
}}

// git bundle: verify and list-heads read a bundle file; create writes
// one; unbundle stores its objects in the repository.
var gitBundleFile = Operand{Name: "FILE", Kind: ReadPath, Min: 1, Max: 1, Help: "the bundle file"}

var gitBundleActions = &Spec{Subcommands: []Subcommand{
	{Name: "create", Spec: &Spec{Parsing: Interleaved, DashDash: true, NumberOption: "-n",
		Options: []Option{
			{Names: []string{"--all"}, Help: "bundle every ref"},
			{Names: []string{"--branches"}, Help: "bundle every branch"},
			{Names: []string{"--tags"}, Help: "bundle every tag"},
			{Names: []string{"-n", "--max-count"}, Value: Integer, Help: "bundle at most this many commits (-5 is -n 5)"},
			{Names: []string{"--since", "--after"}, Value: Time, Help: "bundle only commits newer than this date"},
			{Names: []string{"--until", "--before"}, Value: Time, Help: "bundle only commits older than this date"},
			{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
		},
		Operands: []Operand{
			{Name: "FILE", Kind: WritePath, Min: 1, Max: 1, Help: "the bundle file to write"},
			{Name: "REVISION", Kind: Text, Max: Unbounded, Help: "the refs and ranges to bundle (main, v1.0..main)"},
		},
	}, Risk: Write, Help: "write commits and refs into a bundle file"},
	{Name: "verify", Spec: &Spec{Parsing: Interleaved, Options: []Option{{Names: []string{"-q", "--quiet"}, Help: "print nothing"}}, Operands: []Operand{gitBundleFile}},
		Help: "check that a bundle file is valid and applies to this repository"},
	{Name: "list-heads", Spec: &Spec{Operands: []Operand{gitBundleFile, {Name: "REFNAME", Kind: Text, Max: Unbounded, Help: "list only these refs"}}},
		Help: "list the refs a bundle file holds"},
	{Name: "unbundle", Spec: &Spec{Operands: []Operand{gitBundleFile, {Name: "REFNAME", Kind: Text, Max: Unbounded, Help: "store only these refs"}}},
		Risk: Write, Help: "store a bundle file's objects in the repository"},
}}
