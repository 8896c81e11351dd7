package registry

import "fmt"

// git's subcommands that change the index, the working tree, refs, the
// config or another host (see git_more.go for how they are classed).

var gitAddSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-A", "--all"}, Help: "stage every change in the working tree, removals included"},
		{Names: []string{"-u", "--update"}, Help: "stage changes to tracked files only"},
		{Names: []string{"-f", "--force"}, Help: "also stage ignored files"},
		{Names: []string{"-p", "--patch"}, Help: "choose the hunks to stage interactively"},
		{Names: []string{"-N", "--intent-to-add"}, Help: "record that the paths will be added later"},
		{Names: []string{"-n", "--dry-run"}, Help: "show what would be staged, staging nothing"},
		{Names: []string{"-v", "--verbose"}, Help: "name each file as it is staged"},
	},
	Operands: []Operand{{Name: "PATHSPEC", Kind: ReadPath, Max: Unbounded, Help: "the files to stage"}},
}

var gitSwitchSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-c", "--create"}, Value: Text, Help: "create this branch and switch to it"},
		{Names: []string{"-C", "--force-create"}, Value: Text, Risk: Dangerous, Warning: gitResetBranchWarning,
			Help: "create this branch, resetting it if it exists, and switch to it"},
		{Names: []string{"-d", "--detach"}, Help: "switch to a commit without a branch"},
		{Names: []string{"-t", "--track"}, Help: "track the remote branch the new branch starts from"},
		{Names: []string{"-m", "--merge"}, Help: "carry local changes over by a three-way merge"},
		{Names: []string{"-f", "--force", "--discard-changes"}, Risk: Dangerous, Warning: gitDiscardWarning,
			Help: "switch even if local changes are lost"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{{Name: "BRANCH", Kind: Text, Max: 2, Help: "the branch to switch to ('-': the previous one), or the start point with -c"}},
}

const (
	gitDiscardWarning     = "This discards uncommitted changes in the working tree; they cannot be recovered."
	gitResetBranchWarning = "An existing branch of that name is moved; commits only it held become hard to find."
	// gitCheckoutWarning names the two readings of git checkout NAME;
	// %[1]s is NAME.
	gitCheckoutWarning = "git checkout %[1]s switches to the branch %[1]s if there is one, and otherwise overwrites the file %[1]s, losing its uncommitted changes; counted as the second reading (git switch %[1]s can only switch)."
)

// git checkout both changes branches and overwrites files, and which one
// a word means depends on the repository: with operands it is classed
// as the dangerous one unless -b or -B says a branch is being created.
var gitCheckoutSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-b"}, Value: Text, Selects: "create", Help: "create this branch and switch to it"},
		{Names: []string{"-B"}, Value: Text, Selects: "create", Risk: Dangerous, Warning: gitResetBranchWarning,
			Help: "create this branch, resetting it if it exists, and switch to it"},
		{Names: []string{"-t", "--track"}, Help: "track the remote branch the new branch starts from"},
		{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitDiscardWarning, Help: "switch even if local changes are lost"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{{Name: "BRANCH|PATH", Kind: Text, Max: Unbounded, Risk: Dangerous, RiskIn: Pairs[Risk]{{"create", Write}},
		Assess: func(v string) (Risk, string) { return Safe, fmt.Sprintf(gitCheckoutWarning, v) },
		Help:   "the branch to switch to, or files to overwrite from the index"}},
}

var gitRestoreSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-s", "--source"}, Value: Text, Help: "restore from this commit (the index by default)"},
		{Names: []string{"-S", "--staged"}, Help: "restore the index (unstage)"},
		{Names: []string{"-W", "--worktree"}, Help: "restore the working tree (the default)"},
		{Names: []string{"-p", "--patch"}, Help: "choose the hunks to restore interactively"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{{Name: "PATHSPEC", Kind: WritePath, Min: 1, Max: Unbounded, Help: "the files to restore"}},
}

var gitResetSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"--soft"}, Selects: "soft", Help: "move the branch only; keep the index and the working tree"},
		{Names: []string{"--mixed"}, Selects: "mixed", Help: "move the branch and reset the index; keep the working tree (the default)"},
		{Names: []string{"--hard"}, Selects: "hard", Risk: Dangerous, Warning: gitDiscardWarning,
			Help: "move the branch and reset the index and the working tree, discarding changes"},
		{Names: []string{"--keep"}, Selects: "keep", Help: "move the branch, keeping local changes (refuses if they conflict)"},
		{Names: []string{"-p", "--patch"}, Help: "choose the hunks to unstage interactively"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{{Name: "COMMIT|PATH", Kind: Text, Max: Unbounded, Help: "the commit to reset to (HEAD), or paths to unstage"}},
}

var gitCleanSpec = &Spec{Parsing: Interleaved, DashDash: true, WritesIn: Pairs[string]{{"remove", "."}},
	Options: []Option{
		{Names: []string{"-n", "--dry-run"}, Help: "show what would be removed, removing nothing"},
		{Names: []string{"-f", "--force"}, Selects: "remove", Risk: Dangerous, Warning: gitCleanWarning,
			Help: "remove untracked files (git refuses without it)"},
		{Names: []string{"-i", "--interactive"}, Selects: "remove", Risk: Dangerous, Warning: gitCleanWarning, Help: "choose what to remove interactively"},
		{Names: []string{"-d"}, Help: "also remove untracked directories"},
		{Names: []string{"-x"}, Help: "also remove ignored files (build output, .env files)"},
		{Names: []string{"-X"}, Help: "remove only ignored files"},
		{Names: []string{"-e", "--exclude"}, Value: Glob, Help: "keep files matching this pattern"},
		{Names: []string{"-q", "--quiet"}, Help: "print only errors"},
	},
	Operands: []Operand{{Name: "PATHSPEC", Kind: ReadPath, In: Pairs[Kind]{{"remove", RemovePath}}, Max: Unbounded,
		Help: "clean only these paths"}},
}

const gitCleanWarning = "git clean removes untracked files, which git has no copy of; run git clean -n first to see them."

var gitFetchSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"--all"}, Help: "fetch every remote"},
		{Names: []string{"-p", "--prune"}, Help: "remove remote-tracking branches that no longer exist on the remote"},
		{Names: []string{"-t", "--tags"}, Help: "fetch every tag"},
		{Names: []string{"--depth"}, Value: Integer, Help: "limit the history fetched to this many commits"},
		{Names: []string{"--deepen"}, Value: Integer, Help: "fetch this many more commits of a shallow history"},
		{Names: []string{"--unshallow"}, Help: "fetch the whole history of a shallow clone"},
		{Names: []string{"--dry-run"}, Help: "show what would be fetched, changing nothing"},
		{Names: []string{"-v", "--verbose"}, Help: "print more"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{{Name: "REPOSITORY", Kind: Text, Max: 1, Check: gitRemoteRule, Help: "the remote name or URL (the current branch's remote by default)"}, {Name: "REFSPEC", Kind: Text, Max: Unbounded, Help: "the refs to fetch (main, main:main)"}},
}

var gitPullSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-r", "--rebase"}, Help: "rebase local commits onto the fetched branch instead of merging"},
		{Names: []string{"--no-rebase"}, Help: "merge the fetched branch"},
		{Names: []string{"--ff-only"}, Help: "only fast-forward; refuse to merge"},
		{Names: []string{"--all"}, Help: "fetch every remote"},
		{Names: []string{"-p", "--prune"}, Help: "remove remote-tracking branches that no longer exist on the remote"},
		{Names: []string{"-t", "--tags"}, Help: "fetch every tag"},
		{Names: []string{"--depth"}, Value: Integer, Help: "limit the history fetched to this many commits"},
		{Names: []string{"-v", "--verbose"}, Help: "print more"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{{Name: "REPOSITORY", Kind: Text, Max: 1, Check: gitRemoteRule, Help: "the remote name or URL (the current branch's remote by default)"}, {Name: "REFSPEC", Kind: Text, Max: Unbounded, Help: "the branch to fetch and merge"}},
}

// git push changes another host: forcing, deleting and mirroring lose
// commits there and are dangerous.
var gitPushSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-u", "--set-upstream"}, Help: "make the pushed branch the current branch's upstream"},
		{Names: []string{"--all", "--branches"}, Help: "push every branch"},
		{Names: []string{"--tags"}, Help: "push every tag"},
		{Names: []string{"--follow-tags"}, Help: "also push annotated tags of the pushed commits"},
		{Names: []string{"-n", "--dry-run"}, Help: "show what would be pushed, pushing nothing"},
		{Names: []string{"-v", "--verbose"}, Help: "print more"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
		{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitForcePushWarning, Help: "overwrite the remote branch even if commits are lost"},
		{Names: []string{"--force-with-lease"}, Risk: Dangerous, Warning: gitForcePushWarning,
			Help: "overwrite the remote branch if it is where this repository last saw it"},
		{Names: []string{"-d", "--delete"}, Risk: Dangerous, Warning: gitForcePushWarning, Help: "delete the named refs on the remote"},
		{Names: []string{"--prune"}, Risk: Dangerous, Warning: gitForcePushWarning, Help: "delete remote branches that have no local counterpart"},
		{Names: []string{"--mirror"}, Risk: Dangerous, Warning: gitForcePushWarning, Help: "make the remote's refs exactly the local ones"},
	},
	Operands: []Operand{{Name: "REPOSITORY", Kind: Text, Max: 1, Check: gitRemoteRule, Help: "the remote name or URL (the current branch's remote by default)"}, {Name: "REFSPEC", Kind: Text, Max: Unbounded, Assess: assessRefspec,
		Help: "what to push (main, main:release, tag v1.0)"}},
}

const gitForcePushWarning = "This can delete or overwrite commits on the remote, for everyone who uses it."

// assessRefspec: "+main" forces and ":main" deletes the remote branch.
func assessRefspec(refspec string) (Risk, string) {
	if refspec != "" && (refspec[0] == '+' || refspec[0] == ':') {
		return Dangerous, gitForcePushWarning
	}
	return Safe, ""
}

var gitCloneSpec = &Spec{Parsing: Interleaved, WritesIn: Pairs[string]{{"", "."}},
	Options: []Option{
		{Names: []string{"--depth"}, Value: Integer, Help: "fetch only this many commits of history"},
		{Names: []string{"-b", "--branch"}, Value: Text, Help: "check out this branch instead of the remote's default"},
		{Names: []string{"--single-branch"}, Help: "fetch only one branch's history"},
		{Names: []string{"-n", "--no-checkout"}, Help: "do not check out the files"},
		{Names: []string{"--bare"}, Help: "make a bare repository, without a working tree"},
		{Names: []string{"--filter"}, Value: Text, Help: "fetch only some objects (blob:none)"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{
		{Name: "REPOSITORY", Kind: Text, Min: 1, Max: 1, Check: gitRemoteRule, Help: "the URL or path of the repository to clone"},
		{Name: "DIRECTORY", Kind: WritePath, Max: 1, Help: "the new directory (named after the repository by default)"},
	},
}

var gitInitSpec = &Spec{Parsing: Interleaved, WritesIn: Pairs[string]{{"", "."}},
	Options: []Option{
		{Names: []string{"-b", "--initial-branch"}, Value: Text, Help: "name the first branch"},
		{Names: []string{"--bare"}, Help: "make a bare repository"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{{Name: "DIRECTORY", Kind: WritePath, Max: 1, Help: "where to make the repository (the current directory by default)"}},
}

var gitTagSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-l", "--list"}, Selects: "list", Help: "list tags (matching the patterns given)"},
		{Names: []string{"-n"}, Value: Integer, Selects: "list", Help: "list tags with this many lines of their message"},
		{Names: []string{"--contains"}, Value: Text, Selects: "list", Help: "list only tags that contain this commit"},
		{Names: []string{"--points-at"}, Value: Text, Selects: "list", Help: "list only tags that point at this object"},
		{Names: []string{"--merged"}, Value: Text, Selects: "list", Help: "list only tags merged into this commit"},
		{Names: []string{"--sort"}, Value: Text, Selects: "list", Help: "sort by this key (-creatordate, version:refname)"},
		{Names: []string{"-a", "--annotate"}, Help: "make an annotated tag"},
		{Names: []string{"-m", "--message"}, Value: Text, Help: "make an annotated tag with this message"},
		{Names: []string{"-s", "--sign"}, Help: "make a signed tag with the configured key"},
		{Names: []string{"-d", "--delete"}, Selects: "delete", Help: "delete the named tags"},
		{Names: []string{"-f", "--force"}, Risk: Dangerous, Help: "replace an existing tag"},
	},
	Operands: []Operand{{Name: "TAG", Kind: Text, Max: 2, Risk: Write, RiskIn: Pairs[Risk]{{"list", Safe}},
		Help: "the tag to make and the commit it names (HEAD by default), or patterns with -l"}},
}

var gitRmSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"--cached"}, Selects: "cached", Help: "remove from the index only; keep the files"},
		{Names: []string{"-r"}, Help: "remove directories' contents"},
		{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitDiscardWarning, Help: "remove files even with uncommitted changes"},
		{Names: []string{"-n", "--dry-run"}, Help: "show what would be removed"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{{Name: "PATHSPEC", Kind: RemovePath, In: Pairs[Kind]{{"cached", ReadPath}}, Min: 1, Max: Unbounded,
		Help: "the files to remove"}},
}

var gitMvSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-f", "--force"}, Risk: Dangerous, Help: "overwrite an existing destination"},
		{Names: []string{"-n", "--dry-run"}, Help: "show what would be moved"},
		{Names: []string{"-k"}, Help: "skip moves that would fail"},
		{Names: []string{"-v", "--verbose"}, Help: "name each file as it is moved"},
	},
	Operands: []Operand{
		{Name: "SOURCE", Kind: RemovePath, Min: 1, Max: Unbounded, Help: "the files to move"},
		{Name: "DEST", Kind: WritePath, Min: 1, Max: 1, Help: "the new name, or the directory to move into"},
	},
}

var gitMergeSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"--no-ff"}, Help: "always make a merge commit"},
		{Names: []string{"--ff-only"}, Help: "only fast-forward"},
		{Names: []string{"--squash"}, Help: "stage the merged changes without committing"},
		{Names: []string{"--no-commit"}, Help: "stop before committing the merge"},
		{Names: []string{"--no-edit"}, Help: "keep the default message"},
		{Names: []string{"-m"}, Value: Text, Help: "use this message for the merge commit"},
		{Names: []string{"-e", "--edit"}, Help: "edit the merge commit's message"},
		{Names: []string{"-s", "--strategy"}, Value: Enum, Enum: []string{"ort", "recursive", "resolve", "octopus", "ours", "subtree"},
			Help: "merge with this strategy (ours keeps the current tree as it is)"},
		{Names: []string{"-X", "--strategy-option"}, Value: Text, Help: "pass this option to the strategy (ours, theirs, patience)"},
		{Names: []string{"--abort"}, Risk: Dangerous, Warning: gitDiscardWarning, Help: "abandon the merge in progress"},
		{Names: []string{"--continue"}, Help: "finish the merge once conflicts are resolved"},
	},
	Operands: []Operand{{Name: "COMMIT", Kind: Text, Max: Unbounded, Help: "the branches or commits to merge"}},
}

var gitRebaseSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-i", "--interactive"}, Help: "edit the list of commits to replay"},
		{Names: []string{"--onto"}, Value: Text, Help: "replay onto this commit"},
		{Names: []string{"--autosquash"}, Help: "move fixup! commits next to the commits they fix"},
		{Names: []string{"--continue"}, Help: "go on once conflicts are resolved"},
		{Names: []string{"--skip"}, Help: "skip the commit that stopped the rebase"},
		{Names: []string{"--abort"}, Help: "abandon the rebase and go back to where it started"},
	},
	Operands: []Operand{{Name: "UPSTREAM", Kind: Text, Max: 2, Help: "the branch to rebase onto, and the branch to rebase"}},
}

var gitCherryPickSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-n", "--no-commit"}, Help: "apply the changes without committing"},
		{Names: []string{"-x"}, Help: "note the original commit in the message"},
		{Names: []string{"-e", "--edit"}, Help: "edit the message"},
		{Names: []string{"--continue"}, Help: "go on once conflicts are resolved"},
		{Names: []string{"--skip"}, Help: "skip the current commit"},
		{Names: []string{"--abort"}, Help: "abandon and go back to where it started"},
	},
	Operands: []Operand{{Name: "COMMIT", Kind: Text, Max: Unbounded, Help: "the commits to apply"}},
}

var gitRevertSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-n", "--no-commit"}, Help: "undo the changes without committing"},
		{Names: []string{"--no-edit"}, Help: "keep the default message"},
		{Names: []string{"--continue"}, Help: "go on once conflicts are resolved"},
		{Names: []string{"--abort"}, Help: "abandon and go back to where it started"},
	},
	Operands: []Operand{{Name: "COMMIT", Kind: Text, Max: Unbounded, Help: "the commits to undo"}},
}

// Patches: apply and am change the working tree (am also makes commits
// and runs the applypatch hooks); format-patch writes patch files.

// git apply only reads the patch when --stat, --numstat, --summary or
// --check asks about it instead; --apply, which applies it as well, is
// not declared.
var gitApplySpec = &Spec{Parsing: Interleaved, DashDash: true,
	Risk: func(c *Command) Risk { return riskUntilMode(c, Write) }, WritesIn: Pairs[string]{{"", "."}},
	Options: []Option{
		{Names: []string{"--stat"}, Selects: "inspect", Help: "show a diffstat of the patch instead of applying it"},
		{Names: []string{"--numstat"}, Selects: "inspect", Help: "show added and removed line counts instead of applying it"},
		{Names: []string{"--summary"}, Selects: "inspect", Help: "show created, deleted and renamed files instead of applying it"},
		{Names: []string{"--check"}, Selects: "inspect", Help: "check that the patch applies, applying nothing"},
		{Names: []string{"--index"}, Help: "apply to the index as well as the working tree"},
		{Names: []string{"--cached", "--cache"}, Help: "apply to the index only"},
		{Names: []string{"-R", "--reverse"}, Help: "apply the patch in reverse"},
		{Names: []string{"--allow-empty"}, Help: "accept a patch with no changes"},
		{Names: []string{"-v", "--verbose"}, Help: "report progress"},
	}, More: [][]Option{gitPatchOptions},
	Operands: []Operand{{Name: "PATCH", Kind: ReadPath, Max: Unbounded, Stdin: true, Help: "the patch files (standard input by default)"}},
}

// gitPatchOptions are the options am and apply share.
var gitPatchOptions = []Option{
	{Names: []string{"-3", "--3way"}, Help: "fall back to a three-way merge, leaving conflict markers"},
	{Names: []string{"--reject"}, Help: "apply what applies and write the rest to .rej files"},
	{Names: []string{"-p"}, Value: Integer, Help: "strip this many leading directories from paths (1)"},
	{Names: []string{"--directory"}, Value: Text, Help: "put this directory in front of every path in the patch"},
	{Names: []string{"--exclude"}, Value: Glob, Help: "skip files matching this pattern"},
	{Names: []string{"--include"}, Value: Glob, Help: "apply only to files matching this pattern"},
	{Names: []string{"--whitespace"}, Value: Enum, Enum: []string{"nowarn", "warn", "fix", "error", "error-all"},
		Help: "what to do about whitespace errors"},
}

var gitAmSpec = &Spec{Parsing: Interleaved, DashDash: true, WritesIn: Pairs[string]{{"", "."}},
	Options: []Option{
		{Names: []string{"-s", "--signoff"}, Help: "add a Signed-off-by line to each message"},
		{Names: []string{"-k", "--keep"}, Help: "keep the subject line as it is"},
		{Names: []string{"--keep-cr"}, Help: "keep carriage returns at the ends of lines"},
		{Names: []string{"-q", "--quiet"}, Help: "print only errors"},
		{Names: []string{"--continue", "-r", "--resolved"}, Help: "go on once conflicts are resolved"},
		{Names: []string{"--skip"}, Help: "skip the patch that stopped"},
		{Names: []string{"--quit"}, Help: "stop, keeping the commits made and the working tree as it is"},
		{Names: []string{"--abort"}, Risk: Dangerous, Warning: gitDiscardWarning, Help: "go back to where it started, undoing what was applied"},
	}, More: [][]Option{gitPatchOptions},
	Operands: []Operand{{Name: "MBOX", Kind: ReadPath, Max: Unbounded, Stdin: true, Help: "the patch or mailbox files (standard input by default)"}},
}

// git format-patch writes one file per commit into the current directory
// (or -o's), unless --stdout prints them.
var gitFormatPatchSpec = &Spec{Parsing: Interleaved, DashDash: true, NumberOption: "--max-count",
	WritesIn: Pairs[string]{{"", "."}},
	Options: []Option{
		{Names: []string{"-o", "--output-directory"}, Value: WritePath, Help: "write the patch files into this directory"},
		{Names: []string{"--stdout"}, Selects: "stdout", Contents: PrintsContents, Help: "print the patches instead of writing files"},
		{Names: []string{"--max-count"}, Value: Integer, Help: "format at most this many commits (-3 is the last three)"},
		{Names: []string{"-n", "--numbered"}, Help: "number the subjects [PATCH n/m]"},
		{Names: []string{"-N", "--no-numbered"}, Help: "do not number the subjects"},
		{Names: []string{"-s", "--signoff"}, Help: "add a Signed-off-by line"},
		{Names: []string{"-k", "--keep-subject"}, Help: "keep the subject line as it is"},
		{Names: []string{"--cover-letter"}, Help: "also write a cover letter to fill in"},
		{Names: []string{"-v", "--reroll-count"}, Value: Integer, Help: "mark the patches as version N of the series"},
		{Names: []string{"--subject-prefix"}, Value: Text, Help: "use this prefix instead of PATCH"},
		{Names: []string{"--rfc"}, Help: "use the prefix RFC PATCH"},
		{Names: []string{"--root"}, Help: "format every commit from the root"},
		{Names: []string{"--stat"}, Help: "include a diffstat (the default)"},
		{Names: []string{"--no-stat"}, Help: "leave out the diffstat"},
	},
	Operands: []Operand{{Name: "REVISION|PATH", Kind: Text, Max: Unbounded,
		Help: "the commits since this one (origin) or a range (A..B), then paths after --"}},
}

// Housekeeping. git prune deletes unreachable objects (lost commits
// not in a reflog); gc prunes those older than two weeks unless --prune
// says otherwise, and runs the pre-auto-gc hook with --auto; repack -d
// deletes redundant packs, which with -a takes unreachable objects in
// them along.

const gitPruneWarning = "Objects no branch, tag or reflog reaches (dropped stashes, abandoned commits) are deleted for good."

var gitPruneSpec = &Spec{Parsing: Interleaved, Risk: func(c *Command) Risk { return riskUntilMode(c, Dangerous) },
	Options: []Option{
		{Names: []string{"-n", "--dry-run"}, Selects: "dry-run", Help: "show what would be removed, removing nothing"},
		{Names: []string{"-v", "--verbose"}, Help: "name each removed object"},
		{Names: []string{"--progress"}, Help: "show progress"},
		{Names: []string{"--expire"}, Value: Time, Help: "remove only objects older than this"},
	},
	Operands: []Operand{{Name: "HEAD", Kind: Text, Max: Unbounded, Help: "also keep what these objects reach"}},
}

var gitGcSpec = &Spec{Parsing: Interleaved, Risk: func(c *Command) Risk { return riskUntilMode(c, Write) },
	Options: []Option{
		{Names: []string{"--aggressive"}, Help: "optimise harder, taking much longer"},
		{Names: []string{"--auto"}, Help: "do something only when the repository needs it"},
		{Names: []string{"--no-prune"}, Help: "keep unreachable objects"},
		{Names: []string{"--prune"}, Value: Time, InlineOnly: true, Risk: Dangerous, Warning: gitPruneWarning,
			Help: "remove unreachable objects older than this (--prune=now: all of them)"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
		{Names: []string{"--help"}, Selects: "help", Help: "show the subcommand's manual page"},
	},
}

var gitRepackSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-a"}, Help: "put everything reachable into one pack"},
		{Names: []string{"-A"}, Help: "like -a, keeping unreachable objects as loose objects"},
		{Names: []string{"-d"}, Risk: Dangerous, Warning: gitRepackWarning, Help: "delete the packs made redundant"},
		{Names: []string{"-l", "--local"}, Help: "leave out objects borrowed from alternate stores"},
		{Names: []string{"-f"}, Help: "compute deltas again"},
		{Names: []string{"-F"}, Help: "compress objects again"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
		{Names: []string{"-n"}, Help: "do not update server information"},
		{Names: []string{"-b", "--write-bitmap-index"}, Help: "write a bitmap index"},
		{Names: []string{"--window"}, Value: Integer, Help: "how many objects to consider for each delta"},
		{Names: []string{"--depth"}, Value: Integer, Help: "the longest delta chain"},
	},
}

const gitRepackWarning = "With -a, unreachable objects in the old packs are deleted with them."

// Refs and objects.

// git replace with no arguments (or -l) lists replacements; with
// objects it makes or deletes one, which changes what every later
// command sees for that object.
var gitReplaceSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-l", "--list"}, Selects: "list", Help: "list replacements (matching a pattern)"},
		{Names: []string{"--format"}, Value: Enum, Enum: []string{"short", "medium", "long"}, Selects: "list", Help: "how to list them"},
		{Names: []string{"-d", "--delete"}, Selects: "delete", Risk: Write, Help: "delete the replacements of these objects"},
		{Names: []string{"-e", "--edit"}, Risk: Write, Help: "edit the object in the editor and replace it with the result"},
		{Names: []string{"-g", "--graft"}, Risk: Write, Help: "replace a commit with one that has these parents"},
		{Names: []string{"-f", "--force"}, Risk: Dangerous, Help: "replace an existing replacement"},
	},
	Operands: []Operand{{Name: "OBJECT", Kind: Text, Max: Unbounded, Risk: Write, RiskIn: Pairs[Risk]{{"list", Safe}},
		Help: "the object and its replacement, or patterns with -l"}},
}

const gitRefDeleteWarning = "The ref is deleted; commits only it held become hard to find."

var gitUpdateRefSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-d"}, Risk: Dangerous, Warning: gitRefDeleteWarning, Help: "delete the ref"},
		{Names: []string{"-m"}, Value: Text, Help: "the reason to record in the reflog"},
		{Names: []string{"--no-deref"}, Help: "change the symbolic ref itself, not the ref it points at"},
		{Names: []string{"--create-reflog"}, Help: "start a reflog for the ref"},
	},
	Operands: []Operand{
		{Name: "REF", Kind: Text, Min: 1, Max: 1, Help: "the ref (refs/heads/main, HEAD)"},
		{Name: "NEWVALUE OLDVALUE", Kind: Text, Max: 2, Help: "the object to point it at, and the one it must point at now"},
	},
}

var gitWriteTreeSpec = &Spec{
	Options: []Option{
		{Names: []string{"--missing-ok"}, Help: "allow objects missing from the repository"},
		{Names: []string{"--prefix"}, Value: Text, Help: "write the tree of this subdirectory"},
	},
}

var gitMktreeSpec = &Spec{
	Options: []Option{
		{Names: []string{"-z"}, Help: "read NUL-terminated lines"},
		{Names: []string{"--missing"}, Help: "allow objects missing from the repository"},
		{Names: []string{"--batch"}, Help: "make a tree from each block of lines"},
	},
}

var gitCommitTreeSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-p"}, Value: Text, Help: "a parent commit (repeatable)"},
		{Names: []string{"-m"}, Value: Text, Help: "the commit message (repeatable: one paragraph each)"},
		{Names: []string{"-F"}, Value: ReadPath, Help: "take the message from this file"},
		{Names: []string{"--no-gpg-sign"}, Help: "do not sign the commit"},
	},
	Operands: []Operand{{Name: "TREE", Kind: Text, Min: 1, Max: 1, Help: "the tree the commit records"}},
}

// git checkout-index writes files from the index; it leaves existing
// files alone unless -f, which overwrites them.
var gitCheckoutIndexSpec = &Spec{Parsing: Interleaved, DashDash: true, WritesIn: Pairs[string]{{"", "."}},
	Options: []Option{
		{Names: []string{"-a", "--all"}, Help: "write every file in the index"},
		{Names: []string{"-f", "--force"}, Risk: Dangerous, Warning: gitDiscardWarning, Help: "overwrite existing files"},
		{Names: []string{"-n", "--no-create"}, Help: "write only files that exist already"},
		{Names: []string{"-u", "--index"}, Help: "update the stat information in the index"},
		{Names: []string{"-q", "--quiet"}, Help: "say nothing about files that exist or are not in the index"},
		{Names: []string{"--prefix"}, Value: WritePath, Help: "put this in front of every path written (a directory ends in /)"},
	},
	Operands: []Operand{{Name: "FILE", Kind: WritePath, Max: Unbounded, Help: "the files to write"}},
}
