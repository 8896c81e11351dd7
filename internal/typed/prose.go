package typed

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/registry"
)

// A line that starts with a program's name is typed only when its words
// are arguments. A family's grammar takes almost any word as a file
// operand, so "sort based on size and display top ten largest files in the
// current folder" reads as sort with eleven files; its words are English
// clauses, and such a line goes to the planner. The clauses looked for
// are pairs of plain words (letters only, as typed: a quoted "in the" is
// one word with a space and is never plain), so a real command, whose
// operands are names, paths, patterns and numbers, does not match.

// clauses are word pairs that only English puts side by side.
var clauses = [][2]string{
	{"based", "on"}, {"sorted", "by"}, {"ordered", "by"}, {"grouped", "by"},
	{"such", "as"}, {"as", "well"}, {"in", "order"}, {"along", "with"},
	{"that", "are"}, {"that", "is"}, {"that", "have"}, {"that", "has"},
	{"which", "are"}, {"which", "is"}, {"which", "have"}, {"which", "has"},
	{"who", "are"}, {"is", "used"}, {"are", "used"}, {"so", "that"},
	{"file", "called"}, {"file", "named"}, {"files", "named"}, {"folder", "called"},
	{"folder", "named"}, {"directory", "called"}, {"directory", "named"},
}

// auxiliaries after a plain word make a clause: "processes are listening".
var auxiliaries = wordSet{"are", "is", "was", "were", "has", "have"}

// joiners join two clauses or phrases: "sort app.log and remove
// duplicates", "first lines of notes.txt".
var joiners = wordSet{"and", "then", "but", "also", "of"}

// determiners open a noun phrase: "the readme", "my files". "a" is left
// out: "cp a b" copies a file named a.
var determiners = wordSet{"the", "an", "my", "your", "our",
	"this", "these", "those", "every", "each", "its", "their"}

// phrasePrepositions open a phrase about a place or an object: "in the
// current folder", "of every file".
var phrasePrepositions = wordSet{"in", "of", "to", "from", "into",
	"on", "for", "with", "by", "under", "at", "inside",
	"within", "than", "over"}

// comparatives before "than": "bigger than", "older than".
var comparatives = wordSet{"bigger", "larger", "smaller", "older",
	"newer", "greater", "less", "more", "fewer", "longer", "shorter"}

// participles open a phrase that says what to look for: "processes
// matching python", "files containing TODO", "logs older 7" (no file is
// named like this, and a command names files, patterns and numbers).
var participles = wordSet{"matching", "containing", "named", "called",
	"ending", "starting", "beginning", "modified", "changed", "created",
	"owned", "using", "listening", "running", "bigger", "larger",
	"smaller", "older", "newer", "omitting", "excluding", "including",
	"ignoring", "skipping", "except", "excepting", "leaving"}

// readsAsProse reports operands that hold an English clause: two plain
// words that only a sentence puts side by side ("based on", "that are",
// "in the", "the readme", "bigger than"), or a joiner between operands
// ("and display", "notes.txt and todo.txt"), or a participle before any
// word ("matching python", "containing TODO", "omitting vendor") before
// any option word, or an abbreviation only prose has ("etc.").
//
// These are the strong signs: no option word or file here makes such a
// line a command (see writtenAsCommand for the weak ones).
//
// A determiner after an option word is left alone: "grep -r the src"
// searches for "the".
func readsAsProse(operands []string) bool {
	optionSeen := false
	for i, w := range operands {
		if proseAbbreviations.has(strings.ToLower(strings.TrimRight(w, ",;:)"))) {
			return true
		}
		if i+1 == len(operands) {
			break
		}
		next := operands[i+1]
		if joiners.has(w) && i > 0 && !registry.IsOption(operands[i-1]) {
			return true
		}
		optionSeen = optionSeen || registry.IsOption(w)
		if participles.has(w) && !optionSeen && next != "" {
			return true
		}
		if !isPlainWord(w) || !isPlainWord(next) {
			continue
		}
		switch {
		case slices.Contains(clauses, [2]string{w, next}),
			determiners.has(w) && !optionSeen,
			phrasePrepositions.has(w) && (determiners.has(next) || next == "all" || next == "current"),
			comparatives.has(w) && next == "than",
			auxiliaries.has(next):
			return true
		}
	}
	return false
}

// proseAbbreviations end a list in a sentence ("images, videos etc."); no
// command's operand is spelled so.
var proseAbbreviations = wordSet{"etc.", "e.g.", "i.e.", "etc..."}

// directions join a thing and where it goes: "cp notes.txt to backup",
// "zip docs into docs.zip". Between two names they are a sentence's,
// whatever else the line holds.
var directions = wordSet{"to", "into", "onto"}

// clauseInPaths reports a command whose path operands hold a sentence's
// punctuation or joints, the strong signs a declaration's reading cannot
// see: a word ending in a comma that names no file here ("find files
// containing TODO, omitting vendor directories" reads TODO, as a start
// path), or a direction word between two names ("cp notes.txt to
// backup"). Text operands are left alone: "echo hello, world" prints.
func clauseInPaths(cmd *registry.Command, dir string) bool {
	var paths []string
	for _, it := range cmd.Items {
		if it.Operand != nil && (it.Kind.IsPath() || it.Kind == registry.Glob) {
			paths = append(paths, it.Value)
		}
	}
	for i, v := range paths {
		here := dir != "" && exists(filepath.Join(dir, v))
		switch {
		case here:
		case len(v) > 1 && strings.HasSuffix(v, ",") && !strings.ContainsAny(v, "/."):
			return true
		case directions.has(v) && i > 0 && i+1 < len(paths):
			return true
		}
	}
	return false
}

// genericNouns are the plural nouns a request names things by ("find
// vendor directories", "ls images videos"): where a command has names,
// a request has them.
var genericNouns = wordSet{"files", "directories", "folders", "dirs", "documents",
	"images", "pictures", "photos", "videos", "logs", "processes", "lines",
	"entries", "duplicates", "scripts", "sources", "archives", "repos",
	"repositories", "programs", "users", "ports", "items", "things", "ones"}

// namesByNoun reports a command whose path operands include one of the
// generic plural nouns, naming no file here, beside another plain word:
// the nouns of a request where names would be. A weak sign: "cp files
// backup" is a command (see writtenAsCommand).
func namesByNoun(cmd *registry.Command, dir string) bool {
	plain, noun := 0, false
	for _, it := range cmd.Items {
		if it.Operand == nil || !it.Kind.IsPath() && it.Kind != registry.Glob || !isPlainWord(it.Value) {
			continue
		}
		if dir != "" && exists(filepath.Join(dir, it.Value)) {
			return false
		}
		plain++
		noun = noun || genericNouns.has(it.Value)
	}
	return noun && plain >= 2
}

// writtenAsCommand reports the words after a declared program that are
// a command's even though they look like English ("cp old new", "ls -d
// in out", "diff -r in out"), when the shell knows the program and the
// line has an option word, names a file that exists here beside at most
// one plain word that names none (the new name), or has exactly
// as many operands as the declaration needs at least, none of them a
// determiner. It outweighs the weak signs of a sentence (function words,
// generic nouns), never the strong ones (readsAsProse, clauseInPaths).
func writtenAsCommand(f *registry.Family, ops []string, in Input) bool {
	if in.FirstWord == WordNone {
		return false // the person's shell says no such program
	}
	dir := in.Reader.Dir
	namesFile, unknownWords := false, 0
	for _, op := range ops {
		switch {
		case registry.IsOption(op):
			return true
		case op == "" || dir == "":
		case filepath.IsAbs(op) && exists(op), !filepath.IsAbs(op) && exists(filepath.Join(dir, op)):
			namesFile = true
		case isPlainWord(op):
			unknownWords++
		}
	}
	if namesFile && unknownWords <= 1 {
		// A file here and at most one new name (cp old new: the copy):
		// "find broken symbolic links in /usr/local" names a directory
		// too, inside a sentence.
		return true
	}
	if f.Spec == nil || len(f.Spec.Subcommands) > 0 || slices.ContainsFunc(ops, determiners.has) {
		return false
	}
	need := 0
	for _, o := range f.Spec.Operands {
		need += o.Min
	}
	return need > 0 && len(ops) == need
}

// wordSet is a small set of words, looked up in order: a literal of it is
// static data, where a map literal would be built at every start-up.
type wordSet []string

func (s wordSet) has(w string) bool { return slices.Contains(s, w) }
