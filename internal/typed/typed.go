package typed

import (
	"errors"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/oterminus/oterminus/internal/reader"
)

// Typed or prose is decided first, locally, and a line the person typed
// as a command never goes to the model, whether or not oterminus has a
// declaration for its program. The decision reads the line as the shell
// does and asks three things: is it shaped like shell (a pipeline, a
// list, a redirection, an assignment, a compound command, an option
// word), does the person's shell know its first word (a program on PATH,
// a builtin, an alias or a function), and do its words read as English.

// WordKind is what the person's shell knows of a line's first word, as
// the widget asks it (zsh from its command, builtin, alias and function
// tables, bash from type's status, fish with type -t).
type WordKind string

// Word kinds. WordUnknown means nobody asked the shell: the helper then
// looks the word up itself (Input.LookPath and the shell's builtins).
const (
	WordUnknown  WordKind = ""
	WordNone     WordKind = "none"
	WordCommand  WordKind = "command"
	WordBuiltin  WordKind = "builtin"
	WordAlias    WordKind = "alias"
	WordFunction WordKind = "function"
	WordKeyword  WordKind = "keyword"
	WordKnown    WordKind = "known" // one of the above, which the shell did not say
)

// ParseWordKind reads what a widget said of its first word: the names
// zsh's whence -w and the shells' type -t print ("command", "file",
// "builtin", "alias", "function", "reserved", "keyword"), "known" when
// bash knows the word but was not asked which kind, "none". Anything
// else is unknown.
func ParseWordKind(s string) WordKind {
	switch strings.TrimSpace(s) {
	case "command", "file", "hashed":
		return WordCommand
	case "builtin":
		return WordBuiltin
	case "alias":
		return WordAlias
	case "function":
		return WordFunction
	case "reserved", "keyword":
		return WordKeyword
	case "known": // bash: type's status says known, without its kind
		return WordKnown
	case "none", "not found":
		return WordNone
	}
	return WordUnknown
}

// shellWords are the builtins and reserved words of bash, zsh and fish
// that a person types at a prompt: the shell knows them without PATH.
var shellWords = wordSet{
	"alias", "bg", "bind", "builtin", "cd", "command", "declare",
	"dirs", "disown", "echo", "eval", "exec", "exit", "export",
	"fc", "fg", "getopts", "hash", "help", "history", "jobs",
	"let", "local", "logout", "popd", "printf", "pushd", "pwd",
	"read", "readonly", "set", "shift", "shopt", "source", "suspend",
	"test", "times", "trap", "type", "typeset", "ulimit", "umask",
	"unalias", "unset", "wait", "whence", "where", "which", "setopt",
	"unsetopt", "autoload", "bindkey", "compdef", "zle", "rehash",
	"abbr", "contains", "count", "emit", "funced", "funcsave",
	"functions", "math", "set_color", "status", "string", "fish_config",
	"if", "then", "else", "elif", "fi", "for", "while", "until",
	"do", "done", "case", "esac", "function", "select", "time",
	"coproc", "begin", "end", "switch", "not", "and", "or",
	".", ":", "[", "[[", "!", "{",
}

// shellKeywords open a compound command or a function in bash, zsh or
// fish.
var shellKeywords = wordSet{
	"if", "while", "until", "case", "function",
	"begin", "switch", "coproc", "{", "[[",
}

// knows reports whether the person's shell would run the word as a
// command: what the shell said, else a builtin or reserved word, else a
// program found on PATH.
func (in Input) knows(word string) bool {
	switch in.FirstWord {
	case WordCommand, WordBuiltin, WordAlias, WordFunction, WordKeyword, WordKnown:
		return true
	case WordNone:
		return false
	}
	if shellWords.has(word) {
		return true
	}
	return in.LookPath != nil && in.LookPath(word)
}

// typedLine decides whether a line whose first program oterminus has no
// declaration for is a command the person typed (true) or a request.
// words are the first command's words as typed (split, quotes removed);
// shaped says the shell reads more than a simple command (a pipeline, a
// list, redirections, an assignment, a compound command or another
// construct only a shell line has).
func typedLine(words []string, shaped bool, in Input) bool {
	if len(words) == 0 {
		return shaped
	}
	for len(words) > 1 && isAssignment(words[0]) {
		// TZ=UTC date, MAIL=box from: the command follows its
		// assignments, which only a shell line has.
		words, shaped = words[1:], true
		in.FirstWord = WordUnknown // the shell was asked about the assignment
	}
	first, rest := words[0], words[1:]
	switch {
	case first == "":
		return false // "" names no program: nothing a person types to run
	case isAssignment(first):
		return true // FOO=bar: a shell variable set
	case shellKeywords.has(first) || loop(words):
		// for f in *; do ...; done: the words after a keyword are
		// shell syntax, whatever English they hold.
		return true
	}
	known, opener := in.knows(first), opensRequest(first)
	if known && !opener {
		// docker, cargo, betty: the shell runs it, whatever follows.
		return true
	}
	option := slices.ContainsFunc(rest, func(w string) bool { return len(w) > 1 && w[0] == '-' })
	// Names of files here are arguments whatever they spell: "combine
	// notes.txt and todo.txt" joins two files, no clauses.
	english := readsAsEnglish(slices.DeleteFunc(slices.Clone(rest), func(w string) bool {
		return in.Reader.Dir != "" && strings.ContainsAny(w, "./") && exists(filepath.Join(in.Reader.Dir, w))
	}))
	switch {
	case known:
		// make, kill, watch are English too: "make test", "help for"
		// and "kill -9 1234" are commands, "kill the node server" and
		// "make run.sh executable" are requests.
		return option || (!english || len(rest) < 2) && !slices.ContainsFunc(rest, adjective)
	case opener:
		// "list files", "Display help", "Create la as a shortcut for
		// ls --all": an English word no shell knows opens a request.
		return false
	}
	// A word that is no English and that this shell does not know (a
	// program not installed, a typo): a command, for the shell to run or
	// to say "command not found", unless a sentence follows it.
	return option || !english && (shaped || !strings.ContainsAny(first[len(first)-1:], "?,;:"))
}

// loop reports a loop or block: a for, select, while or until loop with
// a "do" word later on (bash, zsh), or a for, while, if or begin block
// that a word "end" closes (fish).
func loop(words []string) bool {
	closes := func(word string) func(string) bool {
		return func(w string) bool { return strings.TrimSuffix(w, ";") == word || strings.HasPrefix(w, word+";") }
	}
	switch words[0] {
	case "for", "select", "while", "until":
		if slices.ContainsFunc(words[1:], closes("do")) {
			return true
		}
	}
	switch words[0] {
	case "for", "while", "if", "begin", "switch", "function":
		return slices.ContainsFunc(words[1:], closes("end"))
	}
	return false
}

// isAssignment reports a word the shell reads as NAME=value before a
// command.
func isAssignment(w string) bool {
	name, _, ok := strings.Cut(w, "=")
	if !ok || name == "" {
		return false
	}
	for i, r := range name {
		if !(r == '_' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || i > 0 && '0' <= r && r <= '9') {
			return false
		}
	}
	return true
}

// opensRequest reports a word a request starts with: an English verb,
// question word or pronoun in any case, a capitalised word, an adverb.
func opensRequest(w string) bool {
	if tag, ok := strings.CutPrefix(w, "["); ok && strings.HasSuffix(tag, "]") {
		w = strings.TrimSuffix(tag, "]") // "[Interactive] Exit": a label before a sentence
	}
	w = strings.ReplaceAll(w, "'", "") // what's, let's
	return isRequestOpener(strings.ToLower(w)) || capitalised(w) || isAdverb(w) || acronym(w) || englishShape(w)
}

// englishSuffixes end English words and hardly any program's name.
var englishSuffixes = []string{"ed", "ing", "tion", "sion", "ment", "ness", "able", "ible", "ous", "ive", "ful", "less", "ary"}

// adjective reports a plain word with an adjective's ending ("make
// run.sh executable", "make it readable"): an argument never looks so
// (version, function and install do, which is why the list is short).
func adjective(w string) bool {
	return len(w) >= 6 && isPlainWord(w) && slices.ContainsFunc([]string{"able", "ible", "ful", "less", "ous"}, func(s string) bool { return strings.HasSuffix(w, s) })
}

// englishShape reports a plain word of six letters or more with an
// English ending ("unsupported", "arbitrary", "everything"): no program
// the shell knows, so a request.
func englishShape(w string) bool {
	return len(w) >= 6 && isPlainWord(w) && slices.ContainsFunc(englishSuffixes, func(s string) bool { return strings.HasSuffix(w, s) })
}

// acronym reports a word of two or more capitals ("SSH into the box",
// "POST to example.com"): a sentence's subject, not a program.
func acronym(w string) bool {
	return len(w) >= 2 && strings.ToUpper(w) == w && strings.ContainsFunc(w, unicode.IsUpper) &&
		!strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsUpper(r) })
}

// capitalised reports a word written as a sentence starts ("Only",
// "Display", "Pretty-Print"): an upper-case letter, then lower-case ones.
// Programs spelled so (Xorg) are the ones the shell knows.
func capitalised(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && strings.ContainsFunc(w[size:], unicode.IsLower)
}

// isAdverb reports an English adverb a request may start with ("only",
// "recursively", "quickly").
func isAdverb(w string) bool {
	return len(w) >= 4 && strings.HasSuffix(w, "ly") && isPlainWord(w)
}

// readsAsEnglish reports operands that are a sentence rather than
// arguments: a clause the prose rules know, or a function word among
// plain lower-case words ("the", "of", "me", "a" before another word).
func readsAsEnglish(ops []string) bool {
	if readsAsProse(ops) {
		return true
	}
	// A phrase: two or more words of plain letters ("r" and "t" are
	// ip's abbreviations, not words), one of them a word only English
	// puts there ("the", "of", "me"; "a" before another word).
	//
	// A function word ends no sentence: at the end of a command it is an
	// argument ("ip r l t all", "git commits-since yesterday", "help
	// for").
	words, function := 0, false
	for i, op := range ops {
		w := strings.ToLower(op)
		if !isPlainWord(w) || len(w) < 2 && w != "a" && w != "i" {
			continue
		}
		words++
		last := i == len(ops)-1
		function = function || sentenceWords.has(w) || functionWords.has(w) && !last ||
			w == "a" && !last && isPlainWord(ops[i+1])
	}
	return function && words >= 2
}

// sentenceWords only appear in requests, never as a command's argument
// by themselves: pronouns and words that ask.
var sentenceWords = wordSet{
	"i", "me", "we", "us", "you", "can", "could", "would",
	"should", "want", "need", "please", "let's", "its", "their",
	"our", "whose", "whether", "currently", "containing", "matching",
	"after", "before", "without", "within", "also", "into",
}

// requestOpeners are the English words requests start with: the
// verbs people use to ask for something at a prompt, question words and
// pronouns. Programs spelled like them (find, sort, make, kill) are told
// apart by the shell knowing them and by what follows. A static slice,
// sorted and each once (TestRequestOpenersSorted): nothing is built at
// start-up, nor on a key press's first lookup.
var requestOpeners = wordSet{
	"a", "add", "after", "all", "allow", "also", "an", "analyse", "analyze", "any", "append",
	"apply", "archive", "are", "assign", "attach", "average", "backup", "before", "block", "build",
	"calculate", "call", "can", "cancel", "cap", "capture", "change", "check", "checkout",
	"choose", "clean", "clear", "clone", "close", "combine", "commit", "compact", "compare",
	"compile", "compress", "compute", "configure", "connect", "convert", "copy", "could", "count",
	"create", "crop", "current", "debug", "decompress", "decrease", "decrypt", "define", "delete",
	"deny", "deploy", "describe", "detach", "did", "diff", "disable", "disconnect", "display",
	"do", "does", "download", "drop", "duplicate", "each", "edit", "empty", "enable", "encrypt",
	"ensure", "enter", "erase", "every", "examine", "exclude", "execute", "exit", "explain",
	"extend", "extract", "fetch", "filter", "find", "first", "fix", "follow", "for", "force",
	"fork", "format", "free", "from", "generate", "get", "give", "go", "grant", "group", "grow",
	"help", "hibernate", "highlight", "how", "hows", "i", "ignore", "im", "include", "increase",
	"indent", "initialize", "insert", "inspect", "install", "into", "invoke", "is", "join", "just",
	"keep", "kill", "last", "launch", "leave", "let", "lets", "limit", "link", "list", "load",
	"lock", "log", "login", "logout", "look", "lookup", "lower", "make", "match", "may", "me",
	"measure", "merge", "might", "modify", "monitor", "mount", "move", "must", "my", "navigate",
	"need", "new", "next", "now", "number", "old", "only", "open", "optimize", "order", "other",
	"our", "pack", "pad", "pause", "pick", "ping", "play", "please", "prevent", "preview", "print",
	"provide", "prune", "publish", "pull", "purge", "push", "put", "query", "quit", "raise",
	"randomize", "rank", "read", "rebase", "reboot", "receive", "record", "recover", "reduce",
	"register", "release", "remove", "rename", "repair", "repeat", "replace", "request", "reset",
	"resize", "resolve", "restart", "restore", "retry", "return", "reverse", "revoke", "rotate",
	"run", "same", "save", "scale", "scan", "schedule", "search", "see", "select", "send", "set",
	"setup", "shall", "share", "should", "show", "shrink", "shuffle", "shutdown", "sign", "skip",
	"sleep", "some", "sort", "specify", "split", "start", "stash", "stop", "store", "stream",
	"strip", "subscribe", "sum", "summarise", "summarize", "suspend", "switch", "sync", "tag",
	"tell", "terminate", "test", "that", "the", "then", "these", "this", "those", "toggle",
	"total", "trace", "track", "transform", "trigger", "trim", "truncate", "try", "turn",
	"uninstall", "unlink", "unload", "unlock", "unmount", "unpack", "unzip", "update", "upgrade",
	"upload", "use", "verify", "view", "wait", "want", "was", "watch", "we", "were", "what",
	"whats", "when", "where", "wheres", "which", "while", "who", "whos", "why", "will", "wipe",
	"with", "without", "would", "wrap", "write", "you", "your", "zip",
}

// isRequestOpener reports one of requestOpeners, w in lower case.
func isRequestOpener(w string) bool { return requestOpeners.has(w) }

// shellShaped reports a reading error that only a shell line gives: a
// construct the reader names (command substitution, an assignment, a
// compound command, a background job, history expansion, ...), not text
// the shell cannot parse at all.
func shellShaped(err error) bool {
	var rerr *reader.Error
	if !errors.As(err, &rerr) {
		return false
	}
	switch rerr.Construct {
	case "syntax", "word", "escape", "empty command":
		return false
	}
	return true
}

// undeclaredPrograms lists the programs of a line's commands that no
// enabled family declares, in order, once each.
func undeclaredPrograms(line *reader.Line, in Input) []string {
	var out []string
	for _, argv := range line.Argvs() {
		if len(argv) == 0 {
			continue
		}
		f := in.Registry.ForProgram(argv[0])
		if (f == nil || !f.Direct || !in.Scope.Enabled(f)) && !slices.Contains(out, argv[0]) {
			out = append(out, argv[0])
		}
	}
	return out
}

// lookedUpOnce is look remembering its answer for the last name asked.
func lookedUpOnce(look func(name string) bool) func(name string) bool {
	if look == nil {
		return nil
	}
	var last string
	var found, asked bool
	return func(name string) bool {
		if !asked || name != last {
			last, found, asked = name, look(name), true
		}
		return found
	}
}

// OnPath reports a program on the PATH oterminus was started with (the
// person's shell's, when the widget runs it): a first word that names
// one is a command the person typed, never a request.
func OnPath(name string) bool {
	if name == "" || strings.ContainsRune(name, '/') {
		return false
	}
	_, err := exec.LookPath(name)
	return err == nil
}
