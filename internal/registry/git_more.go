package registry

import (
	"strings"

	"github.com/oterminus/oterminus/internal/gitrepo"
)

// More of git's subcommands, declared option by option like the rest of
// the family (git.go): read-only inspections are safe; subcommands that
// change the index, the working tree, refs or config are writes; those
// that discard uncommitted work or rewrite what others have (reset
// --hard, clean -f, checkout of paths, restore, push --force) are
// dangerous. fetch, pull, push and clone use the network. Subcommands
// that run the repository's hooks say so, and policy looks at the hooks.
// Options that run a program (rebase --exec, clone --upload-pack,
// -c NAME=VALUE) are listed nowhere and so refused.

// Inspections.

var gitShowBranchSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-a", "--all"}, Help: "show local and remote-tracking branches"},
		{Names: []string{"-r", "--remotes"}, Help: "show remote-tracking branches"},
		{Names: []string{"--list"}, Help: "list the branches with their last commit only"},
		{Names: []string{"--current"}, Help: "include the current branch"},
		{Names: []string{"--topo-order"}, Help: "show commits in topological order"},
		{Names: []string{"--more"}, Value: Integer, Help: "show this many commits beyond the common ancestor"},
		{Names: []string{"--sha1-name"}, Help: "name commits by abbreviated hash"},
	},
	Operands: []Operand{{Name: "REVISION", Kind: Text, Max: Unbounded, Help: "branches or commits to compare"}},
}

var gitForEachRefSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"--format"}, Value: Text, Help: "print each ref in this format (%(refname:short), %(objectname))"},
		{Names: []string{"--sort"}, Value: Text, Help: "sort by this key (-committerdate, refname)"},
		{Names: []string{"--count"}, Value: Integer, Help: "show at most this many refs"},
		{Names: []string{"--merged"}, Value: Text, Help: "list only refs merged into this commit"},
		{Names: []string{"--no-merged"}, Value: Text, Help: "list only refs not merged into this commit"},
		{Names: []string{"--contains"}, Value: Text, Help: "list only refs that contain this commit"},
		{Names: []string{"--points-at"}, Value: Text, Help: "list only refs that point at this object"},
	},
	Operands: []Operand{{Name: "PATTERN", Kind: Text, Max: Unbounded, Help: "list only refs under these prefixes (refs/heads/)"}},
}

var gitShortlogSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-s", "--summary"}, Help: "show only the number of commits per author"},
		{Names: []string{"-n", "--numbered"}, Help: "sort by number of commits"},
		{Names: []string{"-e", "--email"}, Help: "show each author's email"},
		{Names: []string{"-c", "--committer"}, Help: "group by committer instead of author"},
		{Names: []string{"--all"}, Help: "count the commits of every branch"},
		{Names: []string{"--since", "--after"}, Value: Time, Help: "count only commits newer than this date"},
		{Names: []string{"--until", "--before"}, Value: Time, Help: "count only commits older than this date"},
	},
	Operands: []Operand{{Name: "REVISION|PATH", Kind: Text, Max: Unbounded, Help: "revisions or ranges (HEAD by default), then paths after --"}},
}

var gitDescribeSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"--tags"}, Help: "use any tag, not only annotated ones"},
		{Names: []string{"--all"}, Help: "use any ref"},
		{Names: []string{"--always"}, Help: "show the abbreviated hash when no tag fits"},
		{Names: []string{"--long"}, Help: "always show the long form (tag-count-ghash)"},
		{Names: []string{"--abbrev"}, Value: Integer, Help: "abbreviate hashes to this many digits (0: the tag alone)"},
		{Names: []string{"--exact-match"}, Help: "only name commits a tag points at"},
		{Names: []string{"--contains"}, Help: "find the tag that comes after the commit"},
		{Names: []string{"--dirty"}, Help: "append -dirty when the working tree has changes"},
		{Names: []string{"--first-parent"}, Help: "follow only the first parent of merge commits"},
	},
	Operands: []Operand{{Name: "COMMIT", Kind: Text, Max: Unbounded, Help: "the commits to describe (HEAD by default)"}},
}

var gitLsFilesSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-c", "--cached"}, Help: "show files in the index (the default)"},
		{Names: []string{"-d", "--deleted"}, Help: "show deleted files"},
		{Names: []string{"-m", "--modified"}, Help: "show modified files"},
		{Names: []string{"-o", "--others"}, Help: "show untracked files"},
		{Names: []string{"-i", "--ignored"}, Help: "show only ignored files (with -o and an exclude rule)"},
		{Names: []string{"-s", "--stage"}, Help: "show mode, object name and stage of each file"},
		{Names: []string{"-u", "--unmerged"}, Help: "show unmerged files"},
		{Names: []string{"--exclude-standard"}, Help: "apply the standard ignore rules (.gitignore and friends)"},
		{Names: []string{"-x", "--exclude"}, Value: Glob, Help: "skip untracked files matching this pattern"},
		{Names: []string{"-z"}, Help: "end each name with a NUL byte"},
		{Names: []string{"--full-name"}, Help: "show paths relative to the top of the working tree"},
		{Names: []string{"--error-unmatch"}, Help: "fail when a path matches no file in the index"},
	},
	Operands: []Operand{{Name: "PATH", Kind: ReadPath, Max: Unbounded, Help: "limit the list to these paths"}},
}

var gitLsTreeSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-r"}, Help: "list subtrees recursively"},
		{Names: []string{"-d"}, Help: "show only trees"},
		{Names: []string{"-t"}, Help: "show trees even when listing recursively"},
		{Names: []string{"-l", "--long"}, Help: "show the size of each blob"},
		{Names: []string{"--name-only", "--name-status"}, Help: "show only the names"},
		{Names: []string{"--full-tree"}, Help: "list from the top of the tree, whatever the current directory"},
		{Names: []string{"-z"}, Help: "end each line with a NUL byte"},
	},
	Operands: []Operand{
		{Name: "TREE", Kind: Text, Min: 1, Max: 1, Help: "the commit or tree to list (HEAD, main)"},
		{Name: "PATH", Kind: Text, Max: Unbounded, Help: "list only these paths in the tree"},
	},
}

var gitGrepSpec = &Spec{Parsing: Interleaved, DashDash: true, Contents: PrintsContents,
	Options: []Option{
		{Names: []string{"-i", "--ignore-case"}, Help: "ignore case"},
		{Names: []string{"-n", "--line-number"}, Help: "show line numbers"},
		{Names: []string{"-l", "--files-with-matches"}, Help: "show only the names of files with a match"},
		{Names: []string{"-L", "--files-without-match"}, Help: "show only the names of files without a match"},
		{Names: []string{"-c", "--count"}, Help: "show the number of matching lines per file"},
		{Names: []string{"-w", "--word-regexp"}, Help: "match whole words only"},
		{Names: []string{"-v", "--invert-match"}, Help: "show lines that do not match"},
		{Names: []string{"-E", "--extended-regexp"}, Help: "patterns are extended regular expressions"},
		{Names: []string{"-F", "--fixed-strings"}, Help: "patterns are fixed strings"},
		{Names: []string{"-e"}, Value: Regex, Help: "the pattern to search for (may start with -)"},
		{Names: []string{"-o", "--only-matching"}, Help: "show only the matching part of each line"},
		{Names: []string{"-h"}, Help: "do not show file names"},
		{Names: []string{"--heading"}, Help: "show each file name once, above its matches"},
		{Names: []string{"--break"}, Help: "print an empty line between files"},
		{Names: []string{"--cached"}, Help: "search the index instead of the working tree"},
		{Names: []string{"--untracked"}, Help: "also search untracked files"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing; the exit status says whether there was a match"},
	},
	Operands: []Operand{
		{Name: "PATTERN", Kind: Regex, Min: 1, Max: 1, Unless: []string{"-e"}, Help: "the regular expression to search for"},
		{Name: "REVISION|PATH", Kind: Text, Max: Unbounded, Help: "commits to search, then paths after --"},
	},
}

// git reflog shows where refs have pointed; its expire and delete
// actions change the reflog and are refused.
var gitReflogSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-n", "--max-count"}, Value: Integer, Help: "show at most this many entries"},
		{Names: []string{"--date"}, Value: Enum, Enum: []string{"relative", "local", "iso", "iso-strict", "rfc", "short", "raw", "human", "unix", "default"},
			Help: "show entry dates in this format"},
		{Names: []string{"--oneline"}, Help: "show each entry on one line"},
	},
	Operands: []Operand{{Name: "REF", Kind: Text, Max: Unbounded, Check: gitReflogRef,
		Help: "'show' and the ref whose log to show (HEAD by default)"}},
}

var gitRevListSpec = &Spec{Parsing: Interleaved, DashDash: true, NumberOption: "-n",
	Options: []Option{
		{Names: []string{"-n", "--max-count"}, Value: Integer, Help: "list at most this many commits"},
		{Names: []string{"--count"}, Help: "print only the number of commits"},
		{Names: []string{"--all"}, Help: "list the commits of every ref"},
		{Names: []string{"--reverse"}, Help: "list the oldest first"},
		{Names: []string{"--no-merges"}, Help: "leave out merge commits"},
		{Names: []string{"--first-parent"}, Help: "follow only the first parent of merge commits"},
		{Names: []string{"--since", "--after"}, Value: Time, Help: "list only commits newer than this date"},
		{Names: []string{"--until", "--before"}, Value: Time, Help: "list only commits older than this date"},
		{Names: []string{"--author"}, Value: Text, Help: "list only commits whose author matches this pattern"},
	},
	Operands: []Operand{{Name: "REVISION|PATH", Kind: Text, Max: Unbounded, Help: "revisions or ranges, then paths after --"}},
}

var gitNameRevSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"--name-only"}, Help: "print only the name"},
		{Names: []string{"--tags"}, Help: "use only tags to name commits"},
		{Names: []string{"--all"}, Help: "name every commit reachable from any ref"},
		{Names: []string{"--refs"}, Value: Glob, Help: "use only refs matching this pattern"},
		{Names: []string{"--exclude"}, Value: Glob, Help: "do not use refs matching this pattern"},
		{Names: []string{"--no-undefined"}, Help: "fail when a commit cannot be named"},
		{Names: []string{"--always"}, Help: "show the abbreviated hash when a commit cannot be named"},
	},
	Operands: []Operand{{Name: "COMMIT", Kind: Text, Max: Unbounded, Help: "the commits to name"}},
}

var gitShowRefSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"--heads", "--branches"}, Help: "show only branches"},
		{Names: []string{"--tags"}, Help: "show only tags"},
		{Names: []string{"-s", "--hash"}, Help: "show only the object names"},
		{Names: []string{"--verify"}, Help: "require an exact ref path"},
		{Names: []string{"-d", "--dereference"}, Help: "also show what annotated tags point at"},
	},
	Operands: []Operand{{Name: "PATTERN", Kind: Text, Max: Unbounded, Help: "show only refs matching these patterns"}},
}

var gitCatFileSpec = &Spec{
	Options: []Option{
		{Names: []string{"-p"}, Selects: "print", Contents: PrintsContents, Help: "pretty-print the object's content"},
		{Names: []string{"-t"}, Selects: "type", Help: "show the object's type"},
		{Names: []string{"-s"}, Selects: "size", Help: "show the object's size"},
		{Names: []string{"-e"}, Selects: "exists", Help: "exit with status 0 when the object exists"},
	},
	RequireMode: true,
	Operands:    []Operand{{Name: "OBJECT", Kind: Text, Min: 1, Max: 1, Help: "the object (HEAD, HEAD:README.md, a hash)"}},
}

var gitCheckIgnoreSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-v", "--verbose"}, Help: "show the ignore rule that matched"},
		{Names: []string{"-n", "--non-matching"}, Help: "with -v, also show paths that match no rule"},
		{Names: []string{"--no-index"}, Help: "do not look at the index"},
	},
	Operands: []Operand{{Name: "PATH", Kind: ReadPath, Min: 1, Max: Unbounded, Help: "the paths to check"}},
}

var gitCountObjectsSpec = &Spec{
	Options: []Option{
		{Names: []string{"-v", "--verbose"}, Help: "show more detail"},
		{Names: []string{"-H", "--human-readable"}, Help: "show sizes in human-readable units"},
	},
}

// git archive writes a tree as an archive, to standard output or to the
// file -o names; --remote and --exec, which reach or run a program on
// another host, are not declared.
var gitArchiveSpec = &Spec{Parsing: Interleaved, DashDash: true, Contents: PrintsContents,
	Options: []Option{
		{Names: []string{"-o", "--output"}, Value: WritePath, Help: "write the archive to this file"},
		{Names: []string{"--format"}, Value: Enum, Enum: []string{"tar", "zip", "tar.gz", "tgz"}, Help: "the archive format (from -o's extension by default)"},
		{Names: []string{"--prefix"}, Value: Text, Help: "put this directory in front of every path in the archive"},
		{Names: []string{"-v", "--verbose"}, Help: "name each file on standard error"},
		{Names: []string{"-l", "--list"}, Selects: "list", Contents: HidesContents, Help: "list the formats"},
	},
	Operands: []Operand{
		{Name: "TREE", Kind: Text, Min: 1, Max: 1, Unless: []string{"-l", "--list"}, Help: "the commit or tree to archive (HEAD, main, HEAD:src)"},
		{Name: "PATH", Kind: Text, Max: Unbounded, Help: "archive only these paths"},
	},
}

var gitLsRemoteSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"--heads", "--branches"}, Help: "show only branches"},
		{Names: []string{"-t", "--tags"}, Help: "show only tags"},
		{Names: []string{"--refs"}, Help: "leave out peeled tags"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{
		{Name: "REPOSITORY", Kind: Text, Max: 1, Check: gitRemoteRule, Help: "the remote name or URL (the current branch's remote by default)"},
		{Name: "PATTERN", Kind: Text, Max: Unbounded, Help: "show only refs matching these patterns"},
	},
}

// git stash: list and show inspect; push (the default), pop and apply
// change the working tree; drop and clear lose stashed work.
var gitStashSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-p", "--patch"}, Contents: PrintsContents, Help: "choose hunks interactively (push), or show the stash as a diff (show)"},
		{Names: []string{"--stat"}, Help: "show a diffstat (show)"},
		{Names: []string{"-u", "--include-untracked"}, Help: "also stash untracked files (push)"},
		{Names: []string{"-k", "--keep-index"}, Help: "keep staged changes in the working tree (push)"},
		{Names: []string{"-S", "--staged"}, Help: "stash only staged changes (push)"},
		{Names: []string{"-m", "--message"}, Value: Text, Help: "describe the stash entry (push)"},
		{Names: []string{"--index"}, Help: "also restore the staged state (pop, apply)"},
		{Names: []string{"-q", "--quiet"}, Help: "print nothing"},
	},
	Operands: []Operand{
		{Name: "ACTION", Kind: Text, Max: 1, Default: "push", Assess: assessStashAction, Check: gitStashAction,
			Help: "list, show, push (the default), pop, apply, drop or clear"},
		{Name: "STASH|PATH", Kind: Text, Max: Unbounded, Help: "the stash entry (stash@{1}), or paths to stash after --"},
	},
}

const stashLossWarning = "git stash drop and clear delete stashed changes; they are not easy to get back."

func assessStashAction(action string) (Risk, string) {
	switch action {
	case "list", "show":
		return Safe, ""
	case "drop", "clear":
		return Dangerous, stashLossWarning
	}
	return Write, ""
}

// git config reads settings; setting, unsetting and editing them are
// writes, and setting one that names a program git runs is dangerous.
// The file --file names is then a written path, checked as one.
var gitConfigSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"--global"}, Help: "use the user's config (~/.gitconfig)"},
		{Names: []string{"--local"}, Help: "use the repository's config"},
		{Names: []string{"--system"}, File: "/etc/gitconfig", WrittenWith: "VALUE",
			ValueIn: Pairs[Kind]{{"set", WritePath}, {"unset", WritePath}, {"edit", WritePath}},
			Help:    "use the system-wide config (/etc/gitconfig, a file written when setting, unsetting or editing)"},
		{Names: []string{"-f", "--file"}, Value: ReadPath, WrittenWith: "VALUE",
			ValueIn: Pairs[Kind]{{"set", WritePath}, {"unset", WritePath}, {"edit", WritePath}},
			Help:    "use this config file (a file written when setting, unsetting or editing)"},
		{Names: []string{"-l", "--list"}, Selects: "list", Help: "list every setting"},
		{Names: []string{"--get"}, Selects: "get", Help: "print the value of a setting"},
		{Names: []string{"--get-all"}, Selects: "get", Help: "print every value of a multi-valued setting"},
		{Names: []string{"--get-regexp"}, Selects: "get", Help: "print the settings whose names match a regular expression"},
		{Names: []string{"--show-origin"}, Help: "show the file each setting comes from"},
		{Names: []string{"--show-scope"}, Help: "show the scope each setting comes from"},
		{Names: []string{"--name-only"}, Help: "print only the names of settings"},
		{Names: []string{"--unset"}, Selects: "unset", Risk: Write, Help: "remove a setting"},
		{Names: []string{"--unset-all"}, Selects: "unset", Risk: Write, Help: "remove every value of a setting"},
		{Names: []string{"--add"}, Selects: "set", Risk: Write, Help: "add a value to a setting without replacing it"},
		{Names: []string{"-e", "--edit"}, Selects: "edit", Risk: Write, Help: "open the config file in the editor"},
	},
	Operands: []Operand{
		{Name: "NAME", Kind: Text, Max: 1, Assess: assessConfigName, Help: "the setting (user.name)"},
		{Name: "VALUE", Kind: Text, Max: 1, Risk: Write, RiskIn: Pairs[Risk]{{"get", Safe}},
			Assess: assessConfigValue, Help: "the value to set (reading when absent)"},
	},
}

// ProgramSettingWarning says why setting a config key that names a
// program is dangerous.
const ProgramSettingWarning = "This setting names a program git runs (for status, log, diff, fetch or hooks)."

func assessConfigName(name string) (Risk, string) {
	if gitrepo.IsProgramKey(strings.ToLower(name)) {
		return Dangerous, ProgramSettingWarning
	}
	return Safe, ""
}

// AliasShellWarning says why a git alias starting with ! is dangerous.
const AliasShellWarning = "A git alias starting with '!' runs a shell command."

func assessConfigValue(value string) (Risk, string) {
	if strings.HasPrefix(value, "!") {
		return Dangerous, AliasShellWarning
	}
	return Safe, ""
}

// gitReflogRef and gitStashAction are named functions, so that the
// declarations using them are static data (a call there would run at
// start-up).
func gitReflogRef(field, value string) string {
	return notGitWords("expire", "delete", "drop")(field, value)
}

func gitStashAction(field, value string) string {
	return OneOf("list", "show", "push", "pop", "apply", "drop", "clear")(field, value)
}

// notGitWords refuses the actions of a subcommand that change things.
func notGitWords(actions ...string) Rule {
	return func(field, value string) string {
		for _, a := range actions {
			if value == a {
				return "'" + value + "' changes the repository and is not supported"
			}
		}
		return ""
	}
}

// gitRemoteRule refuses the transports that run a program (ext::) or
// read a file descriptor (fd::) instead of reaching a repository, and
// URLs with a password in them.
func gitRemoteRule(field, value string) string {
	lower := strings.ToLower(value)
	if strings.HasPrefix(lower, "ext::") || strings.HasPrefix(lower, "fd::") {
		return field + " uses a transport that runs a program"
	}
	if strings.HasPrefix(value, "-") {
		return field + " cannot start with '-'"
	}
	if _, rest, ok := strings.Cut(value, "://"); ok {
		host, _, _ := strings.Cut(rest, "/")
		if user, _, ok := strings.Cut(host, "@"); ok && strings.Contains(user, ":") {
			return field + " carries a password, which git would keep in the repository's config and show in its output; use a credential helper instead"
		}
	}
	return ""
}

// More inspections: plumbing that reads objects, refs and attributes,
// and help.

// git help shows a manual page through man and its pager; -w, which
// starts a browser, is not declared.
var gitHelpSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-a", "--all"}, Help: "list every command"},
		{Names: []string{"-g", "--guides"}, Help: "list the guides"},
		{Names: []string{"-c", "--config"}, Help: "list the configuration settings"},
		{Names: []string{"-m", "--man"}, Help: "show the manual page with man"},
	},
	Operands: []Operand{{Name: "COMMAND|GUIDE", Kind: Text, Max: 1, Help: "the command or guide to show"}},
}

var gitCheckAttrSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-a", "--all"}, Help: "list every attribute set on the paths"},
		{Names: []string{"--cached"}, Help: "read .gitattributes from the index only"},
		{Names: []string{"-z"}, Help: "end each output field with a NUL byte"},
	},
	Operands: []Operand{
		{Name: "ATTRIBUTE", Kind: Text, Min: 1, Max: 1, Unless: []string{"-a", "--all"}, Help: "the attribute to show"},
		{Name: "PATH", Kind: ReadPath, Min: 1, Max: Unbounded, Help: "the paths to check"},
	},
}

var gitCheckRefFormatSpec = &Spec{
	Options: []Option{
		{Names: []string{"--branch"}, Help: "check a branch name, expanding @{-1} to the previous branch"},
		{Names: []string{"--normalize"}, Help: "print the name with repeated and leading slashes removed"},
		{Names: []string{"--allow-onelevel"}, Help: "accept a name with one part"},
		{Names: []string{"--no-allow-onelevel"}, Help: "refuse a name with one part"},
		{Names: []string{"--refspec-pattern"}, Help: "accept one * in the name"},
	},
	Operands: []Operand{{Name: "REFNAME", Kind: Text, Min: 1, Max: 1, Help: "the ref name to check"}},
}

var gitMergeBaseSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-a", "--all"}, Help: "print every best common ancestor"},
		{Names: []string{"--octopus"}, Help: "the common ancestor of all the commits together"},
		{Names: []string{"--independent"}, Help: "print the commits none of the others reach"},
		{Names: []string{"--is-ancestor"}, Help: "exit with 0 when the first commit is an ancestor of the second"},
		{Names: []string{"--fork-point"}, Help: "find where a branch forked from another, using the reflog"},
	},
	Operands: []Operand{{Name: "COMMIT", Kind: Text, Min: 1, Max: Unbounded, Help: "the commits"}},
}

// gitRawDiffOptions are the options of the diff plumbing (diff-tree,
// diff-files, diff-index) besides the output ones of git diff.
var gitRawDiffOptions = []Option{
	{Names: []string{"-p", "--patch"}, Contents: PrintsContents, Help: "show the changes as a diff"},
	{Names: []string{"-r"}, Help: "go into subtrees"},
	{Names: []string{"-t"}, Help: "show tree entries too (implies -r)"},
	{Names: []string{"-s", "--no-patch"}, Contents: HidesContents, Help: "show no diff"},
	{Names: []string{"--quiet"}, Contents: HidesContents, Help: "print nothing; the exit status says whether there are changes"},
	{Names: []string{"--exit-code"}, Help: "exit with 1 when there are changes"},
	{Names: []string{"-z"}, Help: "end each record with a NUL byte"},
}

var gitDiffTreeSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"--root"}, Help: "show the root commit as a creation"},
		{Names: []string{"--no-commit-id"}, Help: "do not print the commit's id"},
		{Names: []string{"-v"}, Help: "show the commit message too"},
	}, More: [][]Option{gitRawDiffOptions, gitDiffOptions},
	Operands: []Operand{{Name: "TREE|PATH", Kind: Text, Min: 1, Max: Unbounded, Help: "one commit, or two trees to compare, then paths after --"}},
}

var gitDiffFilesSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-q"}, Help: "say nothing about files that are gone"},
		{Names: []string{"-1", "--base"}, Help: "compare unmerged files with the common ancestor's version"},
		{Names: []string{"-2", "--ours"}, Help: "compare unmerged files with our version"},
		{Names: []string{"-3", "--theirs"}, Help: "compare unmerged files with their version"},
	}, More: [][]Option{gitRawDiffOptions, gitDiffOptions},
	Operands: []Operand{{Name: "PATH", Kind: ReadPath, Max: Unbounded, Help: "compare only these paths"}},
}

var gitDiffIndexSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"--cached"}, Help: "compare the index only, not the working tree"},
		{Names: []string{"-m"}, Help: "count files missing from the working tree as unchanged"},
	}, More: [][]Option{gitRawDiffOptions, gitDiffOptions},
	Operands: []Operand{
		{Name: "TREE", Kind: Text, Min: 1, Max: 1, Help: "the commit or tree to compare with (HEAD)"},
		{Name: "PATH", Kind: ReadPath, Max: Unbounded, Help: "compare only these paths"},
	},
}

var gitCherrySpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-v"}, Help: "show each commit's subject too"},
	},
	Operands: []Operand{{Name: "UPSTREAM HEAD LIMIT", Kind: Text, Max: 3,
		Help: "the upstream (the tracked branch by default), the branch (HEAD) and where to stop"}},
}

var gitRangeDiffSpec = &Spec{Parsing: Interleaved, DashDash: true, Contents: PrintsContents,
	Options: []Option{
		{Names: []string{"--creation-factor"}, Value: Integer, Help: "how much a commit may change and still match (percent)"},
		{Names: []string{"--no-dual-color"}, Help: "colour the diff of diffs simply"},
		{Names: []string{"--left-only"}, Help: "show only the first range's commits"},
		{Names: []string{"--right-only"}, Help: "show only the second range's commits"},
	}, More: [][]Option{gitDiffOptions},
	Operands: []Operand{{Name: "RANGE", Kind: Text, Min: 1, Max: 3,
		Help: "two ranges, or A...B, or a base and two tips, then paths after --"}},
}

// git symbolic-ref NAME reads; with a ref to point it at it writes, and
// -d deletes it (git symbolic-ref -d HEAD leaves the repository without
// a HEAD).
var gitSymbolicRefSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-q", "--quiet"}, Help: "print no error when NAME is not a symbolic ref"},
		{Names: []string{"--short"}, Help: "print the ref's short name (main instead of refs/heads/main)"},
		{Names: []string{"--no-recurse"}, Help: "stop after one level of symbolic refs"},
		{Names: []string{"-m"}, Value: Text, Risk: Write, Help: "the reason to record in the reflog"},
		{Names: []string{"-d", "--delete"}, Risk: Dangerous, Warning: gitSymbolicRefDeleteWarning, Help: "delete the symbolic ref"},
	},
	Operands: []Operand{
		{Name: "NAME", Kind: Text, Min: 1, Max: 1, Help: "the symbolic ref (HEAD)"},
		{Name: "REF", Kind: Text, Max: 1, Risk: Write, Help: "the ref to point it at (reading it when absent)"},
	},
}

const gitSymbolicRefDeleteWarning = "Deleting HEAD leaves the repository unusable until it is made again."

var gitHashObjectSpec = &Spec{Parsing: Interleaved, DashDash: true,
	Options: []Option{
		{Names: []string{"-w"}, Risk: Write, Help: "write the object into the repository"},
		{Names: []string{"-t"}, Value: Enum, Enum: []string{"blob", "tree", "commit", "tag"}, Help: "the object's type (blob)"},
		{Names: []string{"--stdin"}, Help: "read the object from standard input"},
		{Names: []string{"--path"}, Value: Text, Help: "apply the attributes of this path"},
		{Names: []string{"--no-filters"}, Help: "hash the file as it is, without its attributes' filters"},
	},
	Operands: []Operand{{Name: "FILE", Kind: ReadPath, Max: Unbounded, Help: "the files to hash"}},
}

// git verify-commit and verify-tag run gpg (or the program gpg.program
// names); policy refuses a repository whose own config names one.
var gitVerifyCommitSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-v", "--verbose"}, Help: "also print the commit's contents"},
		{Names: []string{"--raw"}, Help: "print gpg's raw status output"},
	},
	Operands: []Operand{{Name: "COMMIT", Kind: Text, Min: 1, Max: Unbounded, Help: "the commits whose signatures to check"}},
}

var gitVerifyTagSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-v", "--verbose"}, Help: "also print the tag's contents"},
		{Names: []string{"--raw"}, Help: "print gpg's raw status output"},
		{Names: []string{"--format"}, Value: Text, Help: "print the tag in this format (%(refname))"},
	},
	Operands: []Operand{{Name: "TAG", Kind: Text, Min: 1, Max: Unbounded, Help: "the tags whose signatures to check"}},
}

var gitVerifyPackSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"-v", "--verbose"}, Help: "list the objects with their sizes"},
		{Names: []string{"-s", "--stat-only"}, Help: "show only a histogram of delta chain lengths"},
	},
	Operands: []Operand{{Name: "PACK", Kind: ReadPath, Min: 1, Max: Unbounded, Help: "the pack index files (.idx)"}},
}

// git fsck reads every object; --lost-found writes the dangling ones
// into .git/lost-found.
var gitFsckSpec = &Spec{Parsing: Interleaved,
	Options: []Option{
		{Names: []string{"--tags"}, Help: "report tags"},
		{Names: []string{"--root"}, Help: "report root commits"},
		{Names: []string{"--unreachable"}, Help: "report objects no ref reaches"},
		{Names: []string{"--dangling"}, Help: "report objects nothing points at (the default)"},
		{Names: []string{"--no-dangling"}, Help: "do not report dangling objects"},
		{Names: []string{"--no-reflogs"}, Help: "do not count reflog entries as reaching objects"},
		{Names: []string{"--full"}, Help: "also check packs and alternate object stores (the default)"},
		{Names: []string{"--no-full"}, Help: "check only loose objects"},
		{Names: []string{"--connectivity-only"}, Help: "check only that objects are reachable, not their contents"},
		{Names: []string{"--strict"}, Help: "be stricter about object formats"},
		{Names: []string{"--cache"}, Help: "count index entries as reaching objects"},
		{Names: []string{"--name-objects"}, Help: "name objects by how they are reached"},
		{Names: []string{"--progress"}, Help: "show progress"},
		{Names: []string{"--no-progress"}, Help: "show no progress"},
		{Names: []string{"-v", "--verbose"}, Help: "print more"},
		{Names: []string{"--lost-found"}, Risk: Write, Help: "write dangling objects into .git/lost-found"},
	},
	Operands: []Operand{{Name: "OBJECT", Kind: Text, Max: Unbounded, Help: "check only what these objects reach"}},
}

// git fast-export writes the history as a stream on standard output;
// --export-marks writes a file.
var gitFastExportSpec = &Spec{Parsing: Interleaved, DashDash: true, Contents: PrintsContents,
	Options: []Option{
		{Names: []string{"--all"}, Help: "export every ref"},
		{Names: []string{"--progress"}, Value: Integer, Help: "report progress every this many objects"},
		{Names: []string{"--signed-tags"}, Value: Enum, Enum: []string{"verbatim", "warn", "warn-strip", "strip", "abort"},
			Help: "what to do with signed tags"},
		{Names: []string{"--no-data"}, Contents: HidesContents, Help: "leave out file contents; name blobs only"},
		{Names: []string{"--full-tree"}, Help: "write every file of each commit, not only the changed ones"},
		{Names: []string{"--anonymize"}, Contents: HidesContents, Help: "replace names, paths and contents with stand-ins"},
		{Names: []string{"--export-marks"}, Value: WritePath, AfterInput: true, Help: "write the marks table to this file once the export is done (it may be the --import-marks file)"},
		{Names: []string{"--import-marks"}, Value: ReadPath, Help: "read a marks table from this file"},
	},
	Operands: []Operand{{Name: "REVISION|PATH", Kind: Text, Max: Unbounded, Help: "the refs and ranges to export, then paths after --"}},
}
