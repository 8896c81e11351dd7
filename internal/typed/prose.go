package typed

import (
	"slices"

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
	"smaller", "older", "newer"}

// readsAsProse reports operands that hold an English clause: two plain
// words that only a sentence puts side by side ("based on", "that are",
// "in the", "the readme", "bigger than"), or a joiner between operands
// ("and display", "notes.txt and todo.txt"), or a participle before a
// plain word ("matching python") before any option word.
//
// A determiner after an option word is left alone: "grep -r the src"
// searches for "the".
func readsAsProse(operands []string) bool {
	optionSeen := false
	for i := 0; i+1 < len(operands); i++ {
		w, next := operands[i], operands[i+1]
		if joiners.has(w) && i > 0 && !registry.IsOption(operands[i-1]) {
			return true
		}
		optionSeen = optionSeen || registry.IsOption(w)
		if !isPlainWord(w) || !isPlainWord(next) {
			continue
		}
		switch {
		case slices.Contains(clauses, [2]string{w, next}),
			determiners.has(w) && !optionSeen,
			phrasePrepositions.has(w) && (determiners.has(next) || next == "all" || next == "current"),
			comparatives.has(w) && next == "than",
			participles.has(w) && !optionSeen,
			auxiliaries.has(next):
			return true
		}
	}
	return false
}

// wordSet is a small set of words, looked up in order: a literal of it is
// static data, where a map literal would be built at every start-up.
type wordSet []string

func (s wordSet) has(w string) bool { return slices.Contains(s, w) }
