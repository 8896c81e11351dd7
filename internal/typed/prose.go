package typed

import "github.com/oterminus/oterminus/internal/registry"

// A line that starts with a program's name is typed only when its words
// are arguments. A family's grammar takes almost any word as a file
// operand, so "sort based on size and display top ten largest files in the
// current folder" reads as sort with eleven files; its words are English
// clauses, and such a line goes to the planner. The clauses looked for
// are pairs of plain words (letters only, as typed: a quoted "in the" is
// one word with a space and is never plain), so a real command, whose
// operands are names, paths, patterns and numbers, does not match.

// clauses are word pairs that only English puts side by side.
var clauses = map[[2]string]bool{
	{"based", "on"}: true, {"sorted", "by"}: true, {"ordered", "by"}: true, {"grouped", "by"}: true,
	{"such", "as"}: true, {"as", "well"}: true, {"in", "order"}: true, {"along", "with"}: true,
	{"that", "are"}: true, {"that", "is"}: true, {"that", "have"}: true, {"that", "has"}: true,
	{"which", "are"}: true, {"which", "is"}: true, {"which", "have"}: true, {"which", "has"}: true,
	{"who", "are"}: true, {"is", "used"}: true, {"are", "used"}: true, {"so", "that"}: true,
	{"file", "called"}: true, {"file", "named"}: true, {"files", "named"}: true, {"folder", "called"}: true,
	{"folder", "named"}: true, {"directory", "called"}: true, {"directory", "named"}: true,
}

// auxiliaries after a plain word make a clause: "processes are listening".
var auxiliaries = map[string]bool{"are": true, "is": true, "was": true, "were": true, "has": true, "have": true}

// joiners join two clauses or phrases: "sort app.log and remove
// duplicates", "first lines of notes.txt".
var joiners = map[string]bool{"and": true, "then": true, "but": true, "also": true, "of": true}

// determiners open a noun phrase: "the readme", "my files". "a" is left
// out: "cp a b" copies a file named a.
var determiners = map[string]bool{"the": true, "an": true, "my": true, "your": true, "our": true,
	"this": true, "these": true, "those": true, "every": true, "each": true, "its": true, "their": true}

// phrasePrepositions open a phrase about a place or an object: "in the
// current folder", "of every file".
var phrasePrepositions = map[string]bool{"in": true, "of": true, "to": true, "from": true, "into": true,
	"on": true, "for": true, "with": true, "by": true, "under": true, "at": true, "inside": true,
	"within": true, "than": true, "over": true}

// comparatives before "than": "bigger than", "older than".
var comparatives = map[string]bool{"bigger": true, "larger": true, "smaller": true, "older": true,
	"newer": true, "greater": true, "less": true, "more": true, "fewer": true, "longer": true, "shorter": true}

// participles open a phrase that says what to look for: "processes
// matching python", "files containing TODO", "logs older 7" (no file is
// named like this, and a command names files, patterns and numbers).
var participles = map[string]bool{"matching": true, "containing": true, "named": true, "called": true,
	"ending": true, "starting": true, "beginning": true, "modified": true, "changed": true, "created": true,
	"owned": true, "using": true, "listening": true, "running": true, "bigger": true, "larger": true,
	"smaller": true, "older": true, "newer": true}

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
		if joiners[w] && i > 0 && !registry.IsOption(operands[i-1]) {
			return true
		}
		optionSeen = optionSeen || registry.IsOption(w)
		if !isPlainWord(w) || !isPlainWord(next) {
			continue
		}
		switch {
		case clauses[[2]string{w, next}],
			determiners[w] && !optionSeen,
			phrasePrepositions[w] && (determiners[next] || next == "all" || next == "current"),
			comparatives[w] && next == "than",
			participles[w] && !optionSeen,
			auxiliaries[next]:
			return true
		}
	}
	return false
}
