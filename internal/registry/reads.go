package registry

import (
	"slices"
	"strings"
)

// What a command reads beyond the paths its declaration names: secrets
// it prints by what they are (the environment, a secret variable), and
// the files of a repository it prints from git's own store, which no
// path check sees (git show HEAD:.env, git log -p, git grep). ask counts
// both as secret reads when they hold secrets, so redaction by shape is
// not trusted with them (a token printed base64-encoded is no shape).

// Contents is when a command prints what the files of a repository hold.
type Contents int

// Contents values. On a Spec: NoContents prints them only with an option
// that does (git log -p); PrintsContents prints them unless an option
// hides them (git diff, git show, git grep). On an Option: the option
// prints them (-p, --patch, -U, cat-file -p) or hides them (--stat,
// --name-only, -s); printing wins over hiding (git show --stat -p).
const (
	NoContents Contents = iota
	PrintsContents
	HidesContents
)

// Secrets names what the command prints that holds secrets by what it
// is, beyond its path operands: the environment, a variable whose name
// says secret, files a program loads by name, for the command and the
// commands nested in it.
func (c *Command) Secrets() []string {
	var out []string
	add := func(s string) {
		if s != "" && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	if !c.HelpOnly() {
		for _, sub := range []*Subcommand{c.Sub, c.Action} {
			if sub != nil {
				add(sub.Secrets)
			}
		}
	}
	for _, it := range c.Items {
		switch {
		case it.Nested != nil:
			for _, s := range it.Nested.Secrets() {
				add(s)
			}
		case it.Option != nil && it.Option.Secrets != nil:
			add(it.Option.Secrets(it.Value))
		case it.Operand != nil && it.Operand.Secrets != nil:
			add(it.Operand.Secrets(it.Value))
		}
	}
	return out
}

// RepositoryRead is what a command prints of a repository's files, as
// its words say.
type RepositoryRead struct {
	// Paths are the files and directories it names: a pathspec, or the
	// PATH of an object named REV:PATH or :PATH. Relative ones are from
	// the command's directory, or from the top of the work tree for an
	// object's path that FromTop marks.
	Paths []RepositoryPath
	// Words are the words of a revision slot that name no object's path
	// (HEAD, a hash, main..topic, or a file): see Resolve.
	Words []string
	// Pathspec says a pathspec limits what it prints; Everything says
	// one does not limit it (a glob or an exclusion, which git matches
	// across the tree), or an object is the whole tree (HEAD:).
	Pathspec, Everything bool
	// Untracked says files git does not track are read as well (git grep
	// --untracked).
	Untracked bool
}

// RepositoryPath is one path a command reads of a repository.
type RepositoryPath struct {
	Path    string
	FromTop bool
}

// Contents reports whether the command prints what a repository's files
// hold (its Spec's Contents and its options'), and which. Its words are
// read as git reads them: the paths after "--" are pathspecs, and so are
// the words of a slot that takes paths; an object named REV:PATH (or
// :PATH, :N:PATH) reads that path; any other word of a revision slot
// (HEAD, a hash, a range) reads the whole tree of what it names, unless
// pathspecs limit it. A word git could take for a path or a revision is
// taken for both.
func (c *Command) Contents() (RepositoryRead, bool) {
	spec := c.spec()
	if spec == nil || c.HelpOnly() {
		return RepositoryRead{}, false
	}
	prints, hides := false, false
	var read RepositoryRead
	for _, it := range c.Items {
		if it.Option == nil {
			continue
		}
		switch it.Option.Contents {
		case PrintsContents:
			prints = true
		case HidesContents:
			hides = true
		}
		read.Untracked = read.Untracked || slices.Contains(it.Option.Names, "--untracked")
	}
	if !prints && (spec.Contents != PrintsContents || hides) {
		return RepositoryRead{}, false
	}
	afterDashes := false
	for _, it := range c.Items {
		switch {
		case it.Option == nil && it.Operand == nil && it.Name == "--":
			afterDashes = true
		case it.Operand == nil:
		case afterDashes || it.Kind == ReadPath || it.Operand.Name == "PATH":
			read.Pathspec = true
			if magicPathspec(it.Value) {
				read.Everything = true
			} else {
				read.Paths = append(read.Paths, RepositoryPath{Path: it.Value})
			}
		case it.Kind != Text || !objectSlot(it.Operand.Name):
			// A pattern (git grep PATTERN), an action (git stash show).
		default:
			path, ok := objectPath(it.Value)
			switch {
			case !ok:
				read.Words = append(read.Words, it.Value)
			case path == "":
				read.Everything = true // HEAD: is the whole tree
			default:
				read.Paths = append(read.Paths, RepositoryPath{Path: path, FromTop: !strings.HasPrefix(path, "./") && !strings.HasPrefix(path, "../")})
			}
		}
	}
	return read, true
}

// Resolve reads the words of a revision slot as git does: a word that
// names a file (isFile, from the command's directory) is a pathspec,
// since git takes it for one or, when it is a revision too, refuses the
// line as ambiguous; any other word is a revision, which reads the whole
// tree it names unless a pathspec limits it. It returns the paths read
// and whether nothing limits them to those: every file the repository
// holds, now or in its history, may be printed (git log -p, git show
// HEAD, git grep PATTERN).
func (r RepositoryRead) Resolve(isFile func(string) bool) (paths []RepositoryPath, whole bool) {
	paths = slices.Clone(r.Paths)
	pathspec, revision := r.Pathspec, false
	for _, w := range r.Words {
		if !magicPathspec(w) && isFile(w) {
			paths, pathspec = append(paths, RepositoryPath{Path: w}), true
		} else {
			revision = true
		}
	}
	return paths, r.Everything || !pathspec && (revision || len(paths) == 0)
}

// objectSlot reports a slot that takes revisions or objects: HEAD, a
// hash, a range, a stash entry, a tree, REV:PATH.
func objectSlot(name string) bool {
	return slices.ContainsFunc([]string{"REVISION", "COMMIT", "OBJECT", "TREE", "STASH", "RANGE"}, func(w string) bool { return strings.Contains(name, w) })
}

// objectPath is the path of an object named REV:PATH, :PATH or :N:PATH
// (a stage of the index), and whether the word names one; ":/TEXT" names
// a commit by its message.
func objectPath(word string) (string, bool) {
	rev, path, ok := strings.Cut(word, ":")
	if !ok || rev == "" && strings.HasPrefix(path, "/") {
		return "", false
	}
	if rev == "" && len(path) >= 2 && path[1] == ':' && path[0] >= '0' && path[0] <= '3' {
		path = path[2:]
	}
	return path, true
}

// magicPathspec reports a pathspec whose files cannot be told from its
// text: magic (":(exclude)x", ":!x", ":/" for the whole tree) or a glob,
// which git matches across directories.
func magicPathspec(p string) bool {
	return strings.HasPrefix(p, ":") || strings.ContainsAny(p, "*?[")
}
