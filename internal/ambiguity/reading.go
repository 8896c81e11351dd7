package ambiguity

import (
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/lazyre"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/wording"
)

// reading is what a request says it acts on and how.
type reading struct {
	words []string // lower-case words, surrounding punctuation trimmed

	mutates   bool // a verb that changes or removes files: delete, move, extract
	creates   bool // a verb that only makes something new: create, make, add
	vagueVerb bool // a verb that says nothing of what to do: clean up, fix, optimize

	named     bool // an explicit name: quoted, a path, a glob, a file name, a named place
	criterion bool // a test objects pass: older than 10 days, bigger than 10MB, empty, named test
	class     bool // a kind of object: .bam files, php files, empty directories
	judgement bool // junk, unnecessary: what to act on is left to judgement

	extraction  bool // unpacks an archive
	destination bool // says where to (into out, here, -C dir)
	members     bool // takes something out of an archive: "files from archive.tar"
}

// vague reports a request that cannot be acted on without guessing.
func (r *reading) vague() bool {
	switch {
	case !r.mutates && !r.vagueVerb:
		return false // reading is never dangerous: the planner proposes, the person sees
	case r.judgement:
		return !r.criterion
	case r.vagueVerb:
		return !r.named && !r.criterion
	}
	return !r.named && !r.criterion && !r.class
}

// extractsWholeArchive reports a request that unpacks a whole archive
// without saying where: "extract archive.tar". The working directory is
// where it would go, but an archive of unknown layout can scatter files
// over it, so the person is asked. A request that says what it takes out
// ("files from archive.tar") or where is read as meant.
func (r *reading) extractsWholeArchive() bool {
	return r.extraction && !r.destination && !r.members
}

// Word lists. None names a family: the verbs that change state come from
// the declarations (stateVerbs); these are the English around them.
var (
	// vagueVerbs say that something should be better without saying how.
	vagueVerbs = []string{"clean", "clean up", "cleanup", "tidy", "tidy up", "declutter", "fix", "repair",
		"organize", "organise", "optimize", "optimise", "improve", "sort out", "speed up", "make it", "make this",
		"make that", "make everything"}
	// creationVerbs make something new and change nothing that exists, so
	// "make a folder" or "create a new pull request" is not vague: the
	// planner proposes a name, the preview shows it and the person decides.
	creationVerbs = wordSet{"create", "make", "add", "new", "generate",
		"init", "initialize", "initialise", "mkdir", "touch"}
	// outcomeWords after "make" ask for a result, not a thing: "make my
	// laptop faster", "make the build work".
	outcomeWords = wordSet{"faster", "quicker", "better", "cleaner",
		"smaller", "nicer", "work", "working", "smoother", "safer"}
	// extractionVerbs unpack an archive.
	extractionVerbs = []string{"extract", "unpack", "unzip", "untar", "decompress", "restore"}
	// archiveWords name an archive without naming which.
	archiveWords = []string{"archive", "archives", "tar", "zip", "tarball"}
	// judgementWords leave what to act on to whoever does it.
	judgementWords = wordSet{"junk", "unnecessary", "unneeded", "useless",
		"unused", "unwanted", "stuff", "things", "clutter", "mess",
		"messy", "garbage", "crap", "old", "extra", "bad", "wrong",
		"weird", "random", "temporary", "temp", "large", "big"}
	// genericNouns are objects without a name: "the folder" says which
	// kind, not which one.
	genericNouns = wordSet{"file", "files", "folder", "folders",
		"directory", "directories", "dir", "dirs", "subdirectories",
		"subfolders", "project", "repo", "repository", "everything",
		"anything", "something", "whatever", "all", "it", "this", "that", "these", "those",
		"them", "permissions", "permission", "code", "archive", "archives",
		"item", "items", "content", "contents", "data", "one", "ones",
		"system", "machine", "computer", "disk", "tree", "path",
		"process", "processes", "program", "programs"}
	// placeWords point at a place without naming it: the working
	// directory, implied when a request names none, or the home directory.
	placeWords = wordSet{"here", "current", "working", "cwd", "home",
		"root", "parent", "entire", "whole", "everywhere", "desktop",
		"downloads", "documents"}
	// functionWords hold a sentence together; they never name anything.
	functionWords = wordSet{"the", "a", "an", "my", "your", "our",
		"its", "their", "his", "her", "some", "any", "every",
		"each", "of", "in", "into", "to", "from", "on", "onto",
		"at", "by", "for", "with", "without", "under", "inside",
		"within", "and", "or", "but", "then", "so", "as", "is",
		"are", "be", "was", "were", "been", "me", "i", "you",
		"we", "please", "now", "just", "only", "also", "up",
		"out", "off", "down", "over", "new", "called", "named",
		"which", "who", "what", "where", "there", "not", "no",
		"can", "could", "would", "should", "will", "do", "does",
		"have", "has", "had", "same", "other", "another", "way"}
	// clauseOpeners come before an imperative verb: "and delete them",
	// "please remove", "i want to clean".
	clauseOpeners = wordSet{"and", "or", "then", "please", "to",
		"also", "just", "now", "i", "you", "we", "can", "could",
		"would", "should", "will", "let's", "lets", "want", "need",
		"first", "finally", "but", "so"}
	// phrasalVerbs are read as the one word the declarations use. None
	// holds or makes another, so the order they are replaced in does not
	// matter.
	phrasalVerbs = [][2]string{{"back up", "backup"}, {"get rid of", "remove"}, {"throw away", "delete"},
		{"clear out", "clean"}, {"change into", "enter"}, {"change to the directory", "enter directory"},
		{"change directory", "enter directory"}}
	// prepositions introduce a place or an object: "under src", "to alice".
	prepositions = wordSet{"in", "into", "to", "from", "of", "on",
		"onto", "at", "under", "inside", "within", "below", "beneath",
		"for"}
	// positionWords say where in a sequence, not which thing: "the last
	// line of the file" names no file.
	positionWords = wordSet{"first", "last", "next", "previous", "latest", "newest", "oldest", "top", "bottom"}
	// nameMarkers introduce a name: "named test", "called logs".
	nameMarkers = wordSet{"named", "called", "titled", "name"}
	// criterionWords select objects by a property.
	criterionWords = wordSet{"empty", "hidden", "modified", "changed",
		"accessed", "created", "named", "called", "containing", "contains",
		"contain", "matching", "match", "matches", "ending", "starting",
		"beginning", "owned", "belonging", "extension", "suffix", "prefix",
		"symlinks", "symlink", "duplicate", "duplicates",
		"largest", "biggest", "smallest", "oldest", "newest", "latest",
		"today", "yesterday", "untracked", "readable", "writable",
		"world-writable", "setuid", "zero", "size", "sized"}
)

// patterns are compiled on first use: a key press that never reads a
// request's wording compiles none.
var patterns = struct{ quoted, comparison, quantity, fileName, destFlag, mode lazyre.Regexp }{
	mode:       lazyre.Regexp{Expr: `^(0?[0-7]{3}|[ugoa]*[-+=][rwxst]+)$`},
	quoted:     lazyre.Regexp{Expr: "(^|[\\s(])(\"[^\"]+\"|'[^']+'|`[^`]+`|“[^”]+”|‘[^’]+’)"},
	comparison: lazyre.Regexp{Expr: `\b(older|newer|bigger|larger|smaller|greater|less|more|fewer|longer|shorter|higher|lower|earlier|later)\s+than\b`},
	quantity: lazyre.Regexp{Expr: `\b(\d+(\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|hundred)\s*` +
		`(b|k|kb|kib|m|mb|mib|g|gb|gib|t|tb|bytes?|kilobytes?|megabytes?|gigabytes?|s|secs?|seconds?|mins?|minutes?|h|hours?|days?|weeks?|months?|years?|lines?|characters?|chars?|levels?)\b`},
	fileName: lazyre.Regexp{Expr: `^[\w+-]*(\.[a-z0-9_+-]*[a-z][a-z0-9_+-]*)+$`},
	destFlag: lazyre.Regexp{Expr: `(^|\s)(-c|-d)\s+\S+`},
}

// read reads what a request acts on and how: its words with phrasal verbs
// read as one (folded), its capitalised names as written.
func read(w *wording.Text, reg *registry.Registry) *reading {
	re := &patterns
	folded := w.Replace(phrasalVerbs)
	text := folded.Lower
	r := &reading{}
	verbs := stateVerbs(reg)
	isVerb := func(w string) bool {
		return slices.Contains(verbs, w) || startsWithAny([]string{w}, vagueVerbs) || slices.Contains(extractionVerbs, w)
	}
	for _, f := range strings.Fields(text) {
		if w := strings.Trim(f, punctuation); w != "" {
			r.words = append(r.words, strings.TrimSuffix(w, "."))
		}
	}
	r.named = hasCapitalisedName(w.Fields, isVerb) || re.quoted.Get().MatchString(text)
	r.criterion = re.comparison.Get().MatchString(text) || re.quantity.Get().MatchString(text)
	for i, w := range r.words {
		next := ""
		if i+1 < len(r.words) {
			next = r.words[i+1]
		}
		switch {
		case isExplicitName(w):
			r.named = true
		case nameMarkers.has(w) && next != "" && !functionWords.has(next):
			r.named, r.criterion = true, true
		case prepositions.has(w) && namesPlace(r.words[i+1:]):
			r.named = true
		case (singular(w) || plural(w)) && isName(next) && (i == 0 || !isPointer(r.words[i-1])):
			r.named = true // "directory backup", "the directories src and docs"; not "this project work"
		case isName(w) && singular(next) && (i == 0 || !isPointer(r.words[i-1])):
			r.named = true // "the build directory", "create build folder"
		case opensClause(r.words, i) && isVerb(w) && isName(next):
			r.named = true // a verb's object: "copy report", "change owner recursively"
		case opensClause(r.words, i) && slices.Contains(verbs, w) && isName(afterArticle(r.words[i+1:])):
			r.named = true // a declared verb's object after an article: "kill the node server", not "fix the build"
		case (w == "all" || w == "every" || w == "each") && namesPlace(r.words[i+1:]):
			r.named = true // a whole set: "all workspaces", "every snapshot"
		case w == "all" && wholeSet(r.words[i+1:]):
			r.class = true // "all files", "all the directories": every one of a kind, here unless a place is named
		case isModeValue(w):
			r.named = true // the value a change sets: "to 644", "u+x"
		}
		r.criterion = r.criterion || criterionWords.has(w)
		r.judgement = r.judgement || judgementWords.has(w)
		if plural(next) && isClassWord(w) && !isVerb(w) {
			r.class = true // "php files", ".bam files", "hidden directories"
		}
	}
	for i := range r.words {
		if !opensClause(r.words, i) {
			continue
		}
		r.vagueVerb = r.vagueVerb || startsWithAny(r.words[i:], vagueVerbs) ||
			r.words[i] == "make" && slices.ContainsFunc(r.words[i+1:], func(w string) bool { return outcomeWords.has(w) })
		r.extraction = r.extraction || startsWithAny(r.words[i:], extractionVerbs)
		if slices.Contains(verbs, r.words[i]) {
			if creationVerbs.has(r.words[i]) {
				r.creates = true
			} else {
				r.mutates = true
			}
		}
	}
	r.extraction = r.extraction && (folded.Any(archiveWords) || slices.ContainsFunc(r.words, isArchiveName))
	r.mutates = r.mutates || r.extraction
	r.destination = folded.Any([]string{"into", "to", "in", "here", "destination"}) ||
		re.destFlag.Get().MatchString(text)
	r.members = folded.Has("from")
	return r
}

// punctuation around a word is not part of it.
const punctuation = ",;:!?()[]{}\"'`“”‘’"

// hasCapitalisedName reports a word in capitals, which is a name (a
// variable, HOME; a pattern, TODO), or a capitalised word inside a
// sentence (a Git repository, a Laravel application); not a shouted verb
// or pronoun ("FIX THIS").
func hasCapitalisedName(fields []string, isVerb func(string) bool) bool {
	for i, f := range fields {
		w := strings.Trim(f, punctuation+".")
		lower := strings.ToLower(w)
		capitals := len(w) > 1 && strings.ToUpper(w) == w
		proper := i > 0 && !strings.HasSuffix(fields[i-1], ".") && w != "" && 'A' <= w[0] && w[0] <= 'Z'
		if lower != w && (capitals || proper) && isName(lower) && !isVerb(lower) {
			return true
		}
	}
	return false
}

// opensClause reports a word where an imperative verb can stand: first,
// or after a word that holds a sentence together ("and delete them",
// "please remove", "want to clean") or an adverb. A verb after another
// name is an argument of a command ("cargo clean", "gh secret remove
// name"), which says nothing about vagueness.
func opensClause(words []string, i int) bool {
	return i == 0 || clauseOpeners.has(words[i-1]) || strings.HasSuffix(words[i-1], "ly")
}

func startsWithAny(words []string, phrases []string) bool {
	return slices.ContainsFunc(phrases, func(p string) bool {
		fields := strings.Fields(p)
		return len(words) >= len(fields) && slices.Equal(words[:len(fields)], fields)
	})
}

// stateVerbs are the verbs that change files, from the declarations: the
// first word of each alias of a family that writes ("delete file",
// "create folder"), and the modes of options that write ("extract",
// "create"). Families that run project tooling or are blocked outright
// are left out: their aliases ("run tests") change nothing a person names.
func stateVerbs(reg *registry.Registry) []string {
	var verbs []string
	for _, f := range reg.Families() {
		if f.ProjectTooling || !f.NormalExecutable() {
			continue
		}
		if f.Risk > registry.Safe {
			for _, a := range f.Aliases {
				if fields := strings.Fields(strings.ToLower(a)); len(fields) > 0 {
					verbs = append(verbs, fields[0])
				}
			}
		}
		if f.Spec != nil {
			for o := range f.Spec.AllOptions() {
				if o.Risk > registry.Safe && o.Selects != "" {
					verbs = append(verbs, o.Selects)
				}
			}
		}
	}
	return verbs
}

// afterArticle is the first of words after "the", "a" or "an": the
// object a verb names ("the node server": node). Other determiners
// ("my", "this") point rather than name, so they are kept.
func afterArticle(words []string) string {
	for _, w := range words {
		if w != "the" && w != "a" && w != "an" {
			return w
		}
	}
	return ""
}

// wholeSet reports words after "all" that name every one of a kind of
// file: "files", "the directories", "its contents" does not count (whose?).
func wholeSet(rest []string) bool {
	for _, w := range rest {
		switch {
		case w == "the":
			continue
		case plural(w):
			return true
		}
		return false
	}
	return false
}

// isModeValue reports a permission mode a change would set: octal (644,
// 0755) or symbolic (u+x, a-w, go=r).
func isModeValue(w string) bool {
	return patterns.mode.Get().MatchString(w)
}

// isExplicitName reports a word that can only be a name: a path, a glob, a
// file name with an extension, an extension alone (".bam"), or a word
// written for a program rather than a reader (an option, snake_case,
// key=value, letters and digits mixed).
func isExplicitName(w string) bool {
	switch {
	case strings.HasPrefix(w, "/"), strings.HasPrefix(w, "./"), strings.HasPrefix(w, "../"),
		strings.HasPrefix(w, "~"), strings.HasPrefix(w, "$"):
		return true
	case len(w) > 1 && w[0] == '-' && w[1] != '-' || strings.HasPrefix(w, "--") && len(w) > 2,
		strings.ContainsAny(w, "_=@:"), mixesLettersAndDigits(w):
		return true
	case strings.ContainsAny(w, "*?[") || strings.Contains(w, "{"):
		return true
	case strings.Contains(w, "/"):
		// "src/lib" is a path; "files/directories" is a choice of words.
		parts := strings.Split(w, "/")
		return !slices.ContainsFunc(parts, func(p string) bool { return p == "" }) &&
			slices.ContainsFunc(parts, func(p string) bool { return !isPlain(p) })
	}
	return patterns.fileName.Get().MatchString(w)
}

// namesPlace reports words after a preposition that name a place or an
// object: "src", "the src directory", "alice"; not "the current
// directory", "my files" or "it".
func namesPlace(rest []string) bool {
	for _, w := range rest {
		switch {
		case isExplicitName(w):
			return true
		case functionWords.has(w) || w == "the":
			continue
		}
		return isName(w)
	}
	return false
}

// isName reports a word that can be a name of its own: not a function
// word, not a generic noun, not a place pointer, not a judgement, not an
// adverb.
func isName(w string) bool {
	return w != "" && !functionWords.has(w) && !genericNouns.has(w) && !placeWords.has(w) && !judgementWords.has(w) && !positionWords.has(w) &&
		!criterionWords.has(w) && !strings.HasSuffix(w, "ly") && !isNumberWord(w)
}

// isClassWord reports a word that says which kind of files: "php",
// ".bam", "log", "hidden", "empty".
func isClassWord(w string) bool {
	return isExplicitName(w) || criterionWords.has(w) || (isName(w) && !isDeterminer(w))
}

// isPointer reports a word that points at something instead of naming
// it: "this project", "my files".
func isPointer(w string) bool {
	switch w {
	case "this", "that", "these", "those", "my", "your", "our", "some":
		return true
	}
	return false
}

func isDeterminer(w string) bool {
	switch w {
	case "the", "a", "an", "my", "your", "our", "this", "that", "these", "those", "its", "their", "some", "any":
		return true
	}
	return false
}

func singular(w string) bool {
	switch w {
	case "file", "folder", "directory", "dir", "archive", "repo", "repository", "project", "script":
		return true
	}
	return false
}

func plural(w string) bool {
	switch w {
	case "files", "folders", "directories", "dirs", "subdirectories", "archives", "scripts", "documents",
		"images", "links", "logs", "entries":
		return true
	}
	return false
}

func isArchiveName(w string) bool {
	for _, ext := range []string{".tar", ".zip", ".tgz", ".tar.gz", ".tar.bz2", ".tar.xz", ".archive"} {
		if strings.HasSuffix(w, ext) && len(w) > len(ext) {
			return true
		}
	}
	return false
}

// mixesLettersAndDigits reports "v2", "file1", "sdb1": names, not
// quantities ("10mb" and "3rd" read as quantities and ordinals).
func mixesLettersAndDigits(w string) bool {
	letters := strings.ContainsFunc(w, func(r rune) bool { return 'a' <= r && r <= 'z' })
	digits := strings.ContainsFunc(w, func(r rune) bool { return '0' <= r && r <= '9' })
	return letters && digits && !patterns.quantity.Get().MatchString(w) && !ordinal(w)
}

func ordinal(w string) bool {
	for _, suffix := range []string{"st", "nd", "rd", "th"} {
		if n, ok := strings.CutSuffix(w, suffix); ok && isNumberWord(n) {
			return true
		}
	}
	return false
}

func isNumberWord(w string) bool {
	return strings.Trim(w, "0123456789.") == ""
}

func isPlain(w string) bool {
	return w != "" && !strings.ContainsFunc(w, notLetter)
}

// wordSet is a small set of words, looked up in order: a literal of it is
// static data, where a map literal would be built at every start-up.
type wordSet []string

func (s wordSet) has(w string) bool { return slices.Contains(s, w) }
