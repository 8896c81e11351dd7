// Package reader reads a typed command line the way the user's shell
// would: it is the first stage of the lifecycle. The text is parsed with
// the shell's own rules (mvdan.cc/sh for bash and zsh, a small reader for
// fish), quotes and escapes are removed as that shell removes them, and
// every expansion whose result the helper can know now (~, ~user, exported
// environment variables, globs against the files present in the working
// directory, braces) is performed deterministically. What cannot be known
// before the line runs (command substitution, history expansion, shell-only
// variables, ...) is refused with an *Error naming the construct.
//
// The result is a Line: pipelines joined by &&, || and ;, each pipeline a
// list of simple commands with their argv exactly as the shell would pass
// it to execve, plus their redirections. Each word remembers what it came
// from, so a caller can show expansions and refuse writes through them.
//
// Decisions where the shells would not refuse:
//
//   - An unset variable is refused ("variable `$X` is not set in the
//     environment") although the shells expand it to nothing; a variable
//     set to "" expands as the shell does (an unquoted one vanishes in bash
//     and zsh, stays one empty argument in fish). Only exported variables
//     are visible to the helper: a variable the user set without export
//     reads as unset, so it is refused, never guessed.
//   - A glob that matches nothing is refused ("glob `*.x` matches no
//     file"), although bash would pass it literally. Matches are sorted
//     bytewise (bash and zsh in the C or C.UTF-8 locale) or naturally
//     (fish); under another locale's collation a live glob may list them
//     in another order. Hidden files match only a pattern starting with
//     '.'; '.' and '..' never match.
//   - zsh reads '#' as a comment only with Options.InteractiveComments;
//     zsh's ~name may also be a named directory (hash -d), which the
//     reader does not see: ~name is always the user's home.
//   - Unknown $'…' escapes keep the backslash in bash and lose it in zsh.
//
// Tests check every accepted line of a table of several hundred against the
// real bash 5.2, zsh 5.9 and fish 3.6 through an argv recorder.
package reader

import (
	"fmt"
	"io/fs"
	"os"
	"os/user"
	"strings"
)

// Env is what the helper knows about the shell that will run the line.
type Env struct {
	// Home is the user's home directory, for ~ (used when Getenv has no
	// HOME).
	Home string
	// LookupUser returns the home directory of a user, for ~user. Nil:
	// every ~user is refused.
	LookupUser func(name string) (home string, ok bool)
	// Getenv returns an exported environment variable. Nil: no variables.
	Getenv func(name string) (value string, ok bool)
	// NoVariables refuses every variable, $HOME and $PWD too: a model's
	// line may not put a variable's value into a command, where it would
	// be shown, audited or sent over the network (ping $KEY.host).
	NoVariables bool
	// Dir is the working directory: globs match against the files in it
	// now, and $PWD is Dir.
	Dir string
	// ReadDir lists a directory for globbing; nil means os.ReadDir.
	ReadDir func(dir string) ([]fs.DirEntry, error)
	// Stat follows symbolic links, for globbing; nil means os.Stat.
	Stat func(name string) (fs.FileInfo, error)
	// Options are shell options the line's meaning depends on, as the
	// shell integration reports them; the zero value is each shell's
	// default.
	Options Options
}

// Options are the shell options that change how a line is read. The zero
// value is the default of bash 5, zsh 5.9 started with -f and fish 3.6.
type Options struct {
	// InteractiveComments is zsh's interactivecomments: without it an
	// interactive zsh reads '#' as an ordinary character, so comments are
	// refused. bash reads comments at its prompt by default; fish always.
	InteractiveComments bool
	// ExtendedGlob is zsh's extendedglob: '^', '#' and '~' become pattern
	// operators, which the reader refuses.
	ExtendedGlob bool
	// ShWordSplit and GlobSubst are zsh's shwordsplit and globsubst:
	// unquoted $VAR is split and globbed like bash does.
	ShWordSplit, GlobSubst bool
	// GlobStar is bash's globstar ('**' recurses); the reader then refuses
	// '**'. Without it '**' is '*'.
	GlobStar bool
	// QmarkNoGlob is fish's qmark-noglob feature (the default from fish
	// 4.0): '?' is an ordinary character, not a glob.
	QmarkNoGlob bool
	// Unsupported names options that change globbing in ways the reader
	// does not model (bash nullglob, failglob, dotglob, nocaseglob,
	// extglob; zsh globdots, nullglob, ...): when any is set, every
	// glob is refused naming it.
	Unsupported []string
}

// SystemEnv is the environment of the running process: its exported
// variables, the user database and the real filesystem under dir.
func SystemEnv(dir string) Env {
	home, _ := os.UserHomeDir()
	return Env{
		Home:   home,
		Getenv: os.LookupEnv,
		LookupUser: func(name string) (string, bool) {
			u, err := user.Lookup(name)
			if err != nil || u.HomeDir == "" {
				return "", false
			}
			return u.HomeDir, true
		},
		Dir: dir,
	}
}

// Line is a typed line: one or more pipelines joined by operators.
type Line struct {
	// Shell is the dialect the line was read in.
	Shell string
	// Pipelines run in order; each one's Op says how it joins the
	// previous one.
	Pipelines []*Pipeline
}

// Pipeline is one or more simple commands joined by '|'.
type Pipeline struct {
	// Op joins this pipeline to the previous one: "" for the first,
	// then "&&", "||" or ";" (a newline reads as ";").
	Op string
	// Stages are the commands of the pipeline, left to right.
	Stages []*Command
}

// Command is one simple command.
type Command struct {
	// Argv is what the shell passes to execve: every word after quote
	// removal and expansion.
	Argv []string
	// Words are the typed words in order; their Fields concatenated are
	// Argv.
	Words []*Word
	// Redirs are the command's redirections in the order typed.
	Redirs []*Redirect
}

// Kind is a set of flags saying what a word went through.
type Kind uint

const (
	// Quoted: some part of the word was quoted or escaped.
	Quoted Kind = 1 << iota
	// Tilde: a leading ~ or ~user was replaced by a home directory.
	Tilde
	// Variable: an environment variable was expanded (see Word.Vars).
	Variable
	// Glob: the word was a pattern and its Fields are the files it
	// matches now (see Word.Globs).
	Glob
	// Brace: brace expansion made several words of one.
	Brace
	// ANSIC: the word had $'…' quoting (bash, zsh).
	ANSIC
)

// String lists the flags, for messages and tests.
func (k Kind) String() string {
	var names []string
	for i, n := range []string{"quoted", "tilde", "variable", "glob", "brace", "ansi-c"} {
		if k&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	if len(names) == 0 {
		return "literal"
	}
	return strings.Join(names, "+")
}

// Word is one typed word and what it expanded to.
type Word struct {
	// Src is the word exactly as typed.
	Src string
	// Fields are the arguments the word became: usually one, none when
	// an unquoted variable was empty, several after braces, globs or
	// splitting.
	Fields []string
	// Kind says which expansions happened; zero is a literal word.
	Kind Kind
	// Vars names the variables expanded, in order.
	Vars []string
	// Globs are the patterns the word became (one per brace
	// alternative that globs) and the files each matches now.
	Globs []*Match
}

// Match is one glob pattern and the files it matches now.
type Match struct {
	// Pattern has the characters the shell did not treat as pattern
	// characters backslash-escaped: "'*'.txt*" is `\*.txt*`.
	Pattern string
	// Files are the matches in the order the shell passes them.
	Files []string
}

// Patterns lists the word's glob patterns.
func (w *Word) Patterns() []string {
	var out []string
	for _, g := range w.Globs {
		out = append(out, g.Pattern)
	}
	return out
}

// Literal reports whether the word is plain text (quoting aside): what
// was typed is what the program gets.
func (w *Word) Literal() bool { return w.Kind&^(Quoted|ANSIC) == 0 }

// Redirect is one redirection.
type Redirect struct {
	// Fd is the file descriptor redirected: 0 for '<', 1 for '>', 2 for
	// '2>', -1 for '&>' and '&>>' (both 1 and 2).
	Fd int
	// Op is one of "<", ">", ">>", ">|", "<>", "&>", "&>>", ">&" (dup
	// an output fd: Target is a fd number or "-") and "<&".
	Op string
	// Target is the file (or fd) word; it always has exactly one field.
	Target *Word
	// Src is the redirection exactly as typed.
	Src string
}

// File is the redirection's target after expansion.
func (r *Redirect) File() string { return r.Target.Fields[0] }

// Argvs lists every command's argv in order, for tests and messages.
func (l *Line) Argvs() [][]string {
	var out [][]string
	for _, p := range l.Pipelines {
		for _, c := range p.Stages {
			out = append(out, c.Argv)
		}
	}
	return out
}

// Error says why a line cannot be read into known commands.
type Error struct {
	// Construct names what was refused: "command substitution",
	// "history expansion", "variable", "glob", "syntax", ...
	Construct string
	// Text is the typed text of the construct, when there is one.
	Text string
	// Reason is a short sentence for "oterminus: error: <Reason>".
	Reason string
}

func (e *Error) Error() string { return e.Reason }

// refuse builds an *Error: the reason is the construct, the typed text in
// backquotes when given, and why.
func refuse(construct, text, why string, args ...any) *Error {
	reason := construct
	if text != "" {
		reason += " `" + text + "`"
	}
	if why != "" {
		reason += " " + fmt.Sprintf(why, args...)
	}
	return &Error{Construct: construct, Text: text, Reason: reason}
}

// variant is one shell's way of reading a line: bash's and zsh's share
// mvdan.cc/sh's parser and differ in places; fish's has its own reader.
type variant int

const (
	bashRules variant = iota
	zshRules
	fishRules
)

// variants are the shells a line can be read in, by the names package
// dialect gives them. A slice, not a map: static data, nothing built at
// start-up.
var variants = []struct {
	shell string
	rules variant
}{{"bash", bashRules}, {"zsh", zshRules}, {"fish", fishRules}}

// variantOf is the variant of a shell named as in variants.
func variantOf(shell string) (variant, bool) {
	for _, v := range variants {
		if v.shell == shell {
			return v.rules, true
		}
	}
	return 0, false
}

// Read reads text as the named shell ("bash", "zsh" or "fish") would.
func Read(text, shell string, env Env) (*Line, error) {
	var line *Line
	var err error
	v, ok := variantOf(shell)
	switch {
	case !ok:
		return nil, &Error{Construct: "shell", Text: shell, Reason: fmt.Sprintf("unknown shell %q", shell)}
	case v == fishRules:
		line, err = readFish(text, &env)
	default:
		line, err = readPOSIX(text, shell, v, &env)
	}
	if err != nil {
		return nil, err
	}
	line.Shell = shell
	if len(line.Pipelines) == 0 {
		return nil, &Error{Construct: "empty line", Reason: "no command to read"}
	}
	for _, p := range line.Pipelines {
		for _, c := range p.Stages {
			for _, w := range c.Words {
				c.Argv = append(c.Argv, w.Fields...)
			}
			if len(c.Argv) == 0 {
				return nil, refuse("empty command", strings.TrimSpace(srcOf(c)), "expands to no words")
			}
		}
	}
	return line, nil
}

func srcOf(c *Command) string {
	var parts []string
	for _, w := range c.Words {
		parts = append(parts, w.Src)
	}
	return strings.Join(parts, " ")
}

// ProcessEnv is SystemEnv with the variables and the home directory that
// getenv gives: the ones this process was given, which are the shell's
// own when the widget runs.
func ProcessEnv(dir string, getenv func(string) string) Env {
	env := SystemEnv(dir)
	env.Home = getenv("HOME")
	env.Getenv = func(name string) (string, bool) {
		v := getenv(name)
		return v, v != ""
	}
	return env
}
