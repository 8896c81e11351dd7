package registry

import (
	"iter"
	"slices"
	"strings"
)

// A family's declaration states, once, what its program accepts: every
// supported option with all its spellings, the kind of value it takes,
// what it does to risk and one line of true help; and the operands with
// the role each path plays. The grammar (grammar.go) reads argv with it,
// the typed Command it returns renders the canonical argv, and validation,
// policy and the preview read risk, paths and help from that Command.
// Anything a declaration does not list is refused: that is how unsafe
// options (tar --to-command, find -exec) stay out.

// Kind is the closed set of value types an option or operand takes. The
// path kinds also say what the command does to the path.
type Kind int

// Value kinds.
const (
	NoValue    Kind = iota // a flag
	ReadPath               // a path the command reads
	WritePath              // a path the command writes, creates or changes
	RemovePath             // a path the command removes or moves away
	Glob                   // a shell-style pattern matched by the program, not the shell
	Regex                  // a regular expression
	Integer                // a whole number, optionally signed ("+5" keeps its sign)
	Size                   // a size such as 100M, +10k or 512c
	Age                    // a duration or age such as 7, +30 or 10m
	Time                   // a point in time as the program reads it
	User                   // a user name or id
	Group                  // a group name or id
	Mode                   // a permission mode, octal or symbolic
	Signal                 // a signal name or number
	URLValue               // an http(s) URL
	HostName               // a host name or IP address
	Enum                   // one of Option.Enum
	Text                   // free text (a pattern, a member name, a format)
	// Command is a nested command line: the words up to a terminator (or
	// to the end) are another family's command, read by its declaration
	// (find -exec CMD ;, xargs CMD).
	NestedCommand
	Seconds // a number of seconds, decimals allowed (0.2, 5)
)

var kindNames = [...]string{"flag", "path to read", "path to write", "path to remove", "glob pattern",
	"regular expression", "integer", "size", "age", "time", "user", "group", "mode", "signal", "URL",
	"host", "choice", "text", "command", "seconds"}

func (k Kind) String() string { return kindNames[k] }

var kindPlaceholders = [...]string{"", "PATH", "PATH", "PATH", "GLOB", "REGEX", "N", "SIZE", "AGE", "TIME",
	"USER", "GROUP", "MODE", "SIGNAL", "URL", "HOST", "CHOICE", "TEXT", "COMMAND", "SECONDS"}

// Placeholder names a value of the kind in usage lines ("-n N").
func (k Kind) Placeholder() string { return kindPlaceholders[k] }

// IsPath reports the kinds that name filesystem paths.
func (k Kind) IsPath() bool { return k == ReadPath || k == WritePath || k == RemovePath }

// Option is one supported option.
type Option struct {
	// Names are every spelling: short ("-x"), long ("--extract"), or
	// single-dash words for programs like find ("-name"). The first is the
	// canonical one.
	Names []string
	Value Kind     // NoValue for a flag
	Enum  []string // the accepted values of an Enum option
	// ValueIn overrides Value per mode (tar -f names the archive read when
	// listing and the archive written when creating).
	ValueIn Pairs[Kind]
	// WrittenWith names an operand slot that, holding words at a write
	// risk, makes the value a written file (git config --file F NAME
	// VALUE sets a key in F; with NAME alone F is only read).
	WrittenWith string
	// File is the file a flag stands for (git config --system:
	// /etc/gitconfig): when ValueIn or WrittenWith make it a written path
	// it is one of the command's written paths, checked as one.
	File string
	// AfterInput marks an option whose file is opened only once all the
	// input is read, so it may be one of the inputs (sort -o, shuf -o:
	// POSIX and GNU say so).
	AfterInput bool
	// DashIsStdout marks a path value where '-' means standard output,
	// not a file (curl -o -, -D -): it is no path to check.
	DashIsStdout bool
	// DashIsStdin marks a read path value where '-' means standard input,
	// not a file (grep -f -): it is no path to check.
	DashIsStdin bool
	// Local refuses "host:path" values, which the program (tar, rsync)
	// would reach over the network.
	Local bool
	// InlineOnly marks an option whose value is optional and can only be
	// attached: with '=' to a long option (ls --color[=WHEN]), directly to
	// a short one (lsof -s alone, or -sTCP:LISTEN; date -Iseconds).
	InlineOnly bool
	// TakesNext, for an InlineOnly option, says when the program takes
	// the next word as the value all the same (journalctl -n 20 and
	// -b -1 take a number that follows).
	TakesNext func(word string) bool
	// Then, when set, is the kind of a second value in the word after the
	// first (jq --rawfile NAME FILE: a name, then a file it reads).
	Then Kind
	// Risk is the least risk a command using the option has (find -delete
	// is a write; tar -x writes files).
	Risk Risk
	// Selects names the mode the option puts the command in (tar -x
	// selects "extract"); operands' roles can depend on it.
	Selects string
	// In restricts the option to these modes; empty means every mode.
	In []string
	// Leading marks an option of a WordOptions program that comes before
	// the operands and does not start the expression (find -L, -H, -P).
	Leading bool
	Network bool // the option makes the command use the network
	// Hosts, when set, names the host names in the option's value that
	// the program looks up (lsof -i@NAME): see Operand.Hosts.
	Hosts func(words []string) []string
	// Secrets, when set, names what the value makes the command read
	// that holds secrets by what it is, or "": see Operand.Secrets. jq -f
	// reads a program this reading never sees, which may read the
	// environment.
	Secrets func(value string) string
	// Contents is what the option does to whether the command prints
	// what a repository's files hold (PrintsContents: git log -p, cat-file
	// -p; HidesContents: --stat, -s); see Spec.Contents.
	Contents Contents
	Warning  string // shown in the preview whenever the option is used
	Help     string // one line of true help
	// Assess, when set, raises the risk for particular values (chmod's
	// setuid modes) and says why.
	Assess func(value string) (Risk, string)
	// Check, when set, is a further rule the value must pass.
	Check Rule
	// Narrows marks a test that selects some of what lies under the start
	// paths by name, age, size, owner or the like (find -name, -mtime);
	// -type does not, as every file of a tree is still every file.
	Narrows bool
	// MatchesAll, for a test that Narrows, reports a value with which
	// every file passes it (find -name '*', -mtime -100000, -size -100G,
	// -links +0): the test then narrows nothing, and a removal of its
	// matches is a removal of the whole tree.
	MatchesAll func(value string) bool
	// Acts marks an action that acts on each match (find -delete, -exec):
	// the listing of what a command would change (Spec.Listing) prints
	// the match in its place. Prints marks an action that only prints
	// (find -print, -ls); the listing leaves its output out.
	Acts, Prints bool
	// NamesPlaceholder marks an option whose value is the word the
	// nested command uses for what the outer command supplies (xargs -I).
	NamesPlaceholder bool
	// Nested says how a NestedCommand value is read; nil for other kinds.
	Nested *Nested
}

// Nested describes a nested command (Kind NestedCommand): how it ends and what
// in it stands for what the outer command supplies.
type Nested struct {
	// Terminators end the nested command (find -exec: ";" and "+"); none
	// means it takes every word left. "+" ends it only right after the
	// placeholder, as find reads it.
	Terminators []string
	// Placeholder is the word the outer command replaces (find's "{}"
	// with each match). A path operand of the nested command spelled so
	// stands for the outer command's operands (find's start paths).
	Placeholder string
	// FromInput marks a nested command whose further operands come from
	// standard input (xargs): its operand minimums are waived, and paths
	// it would write or remove are unknown until it runs.
	FromInput bool
	// InMatchDir marks a nested command run from another directory (find
	// -execdir): its relative paths other than the placeholder would name
	// a different place each time, so they are refused.
	InMatchDir bool
}

// Operand is one positional slot.
type Operand struct {
	Name string // as help shows it: "FILE", "ARCHIVE"
	Kind Kind
	// In overrides Kind per mode (tar operands are read in "create" mode
	// and are member names in "extract" mode).
	In       Pairs[Kind]
	Min, Max int // how many words the slot takes; Max may be Unbounded
	// Default is what the program takes when the slot is empty (ls and
	// find work on "."): "ls" and "ls ." mean the same.
	Default string
	Help    string
	// Assess, when set, raises the risk for particular values (opening a
	// launcher runs it) and says why.
	Assess func(value string) (Risk, string)
	// Check, when set, is a further rule each value must pass (zip refuses
	// a source that is a whole system or home).
	Check Rule
	// Unless names options that take this slot's place: with grep -e or
	// -f the pattern is not an operand, so the slot takes no words.
	Unless []string
	// Output marks a slot whose files the program opens and writes, as
	// a '>' redirection would (tee FILE, xxd OUTFILE): same-file checks
	// count them like redirection targets.
	Output bool
	// Stdin marks the files the program reads standard input in place of
	// when the slot is empty (sort, grep): a pipeline stage fed by the
	// stage before it, or by '< FILE', may leave the slot empty.
	Stdin bool
	// Nested says how a NestedCommand operand is read (xargs CMD...); it takes
	// every word left.
	Nested *Nested
	// Risk is the least risk of a command whose slot holds words (git
	// branch NAME creates a branch); RiskIn overrides it per mode (git
	// branch --list PATTERN only lists).
	Risk   Risk
	RiskIn Pairs[Risk]
	// Hosts, when set, names the host names among the slot's words, read
	// in order as one expression (ss dst NAME), that the program looks up
	// when it runs: the DNS server then receives a name the line chose,
	// so the command uses the network. Numeric addresses are no names.
	Hosts func(words []string) []string
	// Secrets, when set, names what a value makes the command read that
	// holds secrets by what it is, beyond the paths it names, or "": the
	// environment (jq's env and $ENV, awk's ENVIRON), a variable whose
	// name says secret (printenv GITHUB_TOKEN), files a program loads by
	// name (jq's import). A step that reads one waits for a yes in ask.
	Secrets func(value string) string
}

// Parsing is the closed set of ways programs read their words.
type Parsing int

// Parsings.
const (
	// OptionsFirst is POSIX getopt: bundled short options (-xzf), values
	// attached or in the next word, long options with '=' or the next
	// word; the first operand ends the options.
	OptionsFirst Parsing = iota
	// Interleaved is GNU getopt_long: as OptionsFirst, and options may
	// follow operands.
	Interleaved
	// WordOptions is find's: options are whole words after one dash
	// (-name, -maxdepth), never bundled, their value in the next word;
	// the first test or action starts an expression, after which no
	// operand may come.
	WordOptions
	// SingleDashLong is nslookup's: options are whole words after one
	// dash with values attached by '=' (-type=MX, -vc), never bundled and
	// never with a value in the next word; they may follow operands.
	SingleDashLong
	// OldStyle is Interleaved, and a first word without a dash is bundled
	// letters, as tar and ps read it: tar xzf a.tgz is tar -xzf a.tgz,
	// and in ps aux each letter is a BSD option, declared by its spelling
	// without a dash ("a"), that means something of its own.
	OldStyle
)

// interleaved reports whether options may follow operands.
func (p Parsing) interleaved() bool { return p != OptionsFirst }

// wholeWords reports programs whose options are whole words after one
// dash, never bundled letters.
func (p Parsing) wholeWords() bool { return p == WordOptions || p == SingleDashLong }

// The helpers below are what a Spec's Risk or Check hook calls, from a
// function literal that captures nothing: such a literal is static data,
// where a constructor returning a closure would be a call at every
// start-up.

// riskUntilMode is a Spec.Risk's answer: the command has risk while no
// option selects a mode (git prune without -n), the family's once one
// does.
func riskUntilMode(c *Command, risk Risk) Risk {
	if c.Mode == "" {
		return max(risk, c.Family.Risk)
	}
	return c.Family.Risk
}

// readsOnlyIn is a Spec.Risk's answer: the command is safe in the modes
// that only read (zip -sf), and has the family's risk in the others.
func readsOnlyIn(c *Command, modes ...string) Risk {
	if slices.Contains(modes, c.Mode) {
		return Safe
	}
	return c.Family.Risk
}

// needsOneOf is a Spec.Check's answer: the command uses at least one of
// the options named, for the reason why.
func needsOneOf(c *Command, why string, names ...string) error {
	if slices.ContainsFunc(c.Items, func(it Item) bool {
		return it.Option != nil && slices.ContainsFunc(it.Option.Names, func(n string) bool { return slices.Contains(names, n) })
	}) {
		return nil
	}
	return grammarErr(MissingRequired, "Command '%s' needs %s: %s.", c.Family.displayName(c), strings.Join(names, " or "), why)
}

// Spec is a family's declaration of its program's command line.
type Spec struct {
	Options []Option
	// More are further lists of options, each declared once and shared
	// by several programs (gzip's and xz's -c, -d and -k; git diff's
	// output options), read after Options in order: AllOptions yields
	// them all. Sharing a list so keeps it static data, where appending
	// it to Options would build the list at every start-up.
	More     [][]Option
	Operands []Operand
	// Parsing is how the program reads its words: options first, options
	// anywhere, find's word options, nslookup's -name=value words, or tar's
	// and ps's bundled first word.
	Parsing Parsing
	// Operators are structural words consumed as they are (find's "!",
	// "(" and ")").
	Operators []string
	// Alternatives are the words that join two expressions of which
	// either may match (find -o, ','): one side may match everything.
	Alternatives []string
	// RequireMode requires exactly one mode-selecting option.
	RequireMode bool
	// Risk, when set, is the least risk of a command in place of the
	// family's, from what was read: git prune removes objects unless -n
	// selects its dry run; zip -sf only lists, though zip otherwise
	// writes. A refused line counts what it gives the command with no
	// option.
	Risk func(*Command) Risk
	// Check, when set, is a rule the whole command must pass once read:
	// ping never ends without -c (a count) or -w (a deadline).
	Check func(*Command) error
	// Refuses names options the program has that are refused on purpose,
	// each with why (curl -d: a request body changes the server), so the
	// refusal says more than "unsupported".
	Refuses Pairs[string]
	// HelpVersion marks a program that answers --help and --version (GNU
	// tools): typed alone, either prints text and reads nothing, so the
	// command is safe whatever the family does otherwise.
	HelpVersion bool
	// WritesIn names, per mode, the directory the command writes into when
	// no path of its says so (tar -x extracts into ".").
	WritesIn Pairs[string]
	// NumberOption makes "-NUM" mean this option with the value NUM
	// (head -5 is head -n 5).
	NumberOption string
	// SignalOption makes "-SIGNAL" (a signal number or name: -9, -KILL,
	// -SIGHUP) mean this option with that value, as kill, pkill and
	// killall read it; a declared option of that spelling (kill -0)
	// comes first.
	SignalOption string
	// Subcommands are the program's subcommands (git status); the first
	// operand picks one and the rest is read by its own Spec. A
	// subcommand's Spec may have subcommands of its own (git worktree
	// add), one level deep. One named "" is implied when the words start
	// with an option or there are none (git remote -v lists the remotes);
	// it is never typed or rendered.
	Subcommands []Subcommand
	// DashDash allows "--" to end the options.
	DashDash bool
	// Global lets the Options of a program with Subcommands come before
	// the subcommand (ip -br addr, systemctl --user status): they are
	// read first, and the first other word names the subcommand (the
	// implied one, named "", only when no word is left: systemctl
	// --failed lists units).
	Global bool
	// Listing, when set, rewrites a command whose actions change what it
	// matches into one that only lists the matches, or gives nil when it
	// changes none (find), so the preview can show what the change would
	// touch now.
	Listing func(*Command) []string
	// Contents says when a command prints what the files of a repository
	// hold, from git's objects, index or history rather than from the
	// paths the path checks see: PrintsContents unless an option hides
	// them (git diff, show, grep); NoContents only with an option that
	// prints them (git log -p). See Command.Contents.
	Contents Contents
	// Reach is the most any option of the program can do, the ones not
	// declared here included. It matters only for words that arrive when
	// the line runs (xargs's input), which may be any option: a program
	// whose manual has not been read whole for this stays ReachUnread,
	// and such words give it the highest risk.
	Reach Reach
}

// Reach says what the options of a program can do at most, declared or
// not, beyond what its operands' roles say.
type Reach int

// Reaches, from the least known.
const (
	// ReachUnread: some option may run a program or write anywhere.
	ReachUnread Reach = iota
	// ReachReads: every option only reads files or changes what is
	// printed or how the operands are treated (wc, grep, ls, touch -r).
	ReachReads
	// ReachWrites: some option writes or moves a file it names, none
	// runs a program (mv -t DIR, cp --backup).
	ReachWrites
)

// Risk is the least risk a command has whose words may include any of
// the program's options.
func (r Reach) Risk() Risk {
	switch r {
	case ReachReads:
		return Safe
	case ReachWrites:
		return Write
	}
	return Dangerous
}

// Subcommand is one subcommand of a program with subcommands.
type Subcommand struct {
	Name string
	// Aliases are other spellings the program takes for it (ip a, addr);
	// the rendering keeps the one typed.
	Aliases []string
	Spec    *Spec
	Risk    Risk
	Help    string
	// Network marks a subcommand that talks to another host (git fetch).
	Network bool
	// Secrets names what the subcommand prints that holds secrets by
	// what it is (systemctl show-environment: the service manager's
	// environment), or "".
	Secrets string
	// RunsHooks marks a subcommand that runs the repository's hook
	// programs (git commit runs pre-commit): policy looks at them.
	RunsHooks bool
	// WritesWorkTree marks a subcommand that writes the files of the
	// repository's work tree (git switch, merge, stash, reset): policy
	// checks the work tree git resolves (core.worktree, a .git file,
	// GIT_WORK_TREE) as a path the command writes, at whatever risk the
	// command's own reading gives.
	WritesWorkTree bool
	// Refused, when set, says why the subcommand is refused whatever
	// follows it (git bisect run runs a program of the person's choosing);
	// it is declared so the refusal carries its Risk.
	Refused string
}

// helpOption and versionOption are --help and --version of every Spec
// with HelpVersion: declared once here, read only as the whole command.
var (
	helpOption    = Option{Names: []string{"--help"}, Help: "print the program's usage and exit; nothing else is read or run"}
	versionOption = Option{Names: []string{"--version"}, Help: "print the program's version and exit; nothing else is read or run"}
)

// option looks up a declared option by one of its spellings.
func (s *Spec) option(name string) *Option {
	for o := range s.AllOptions() {
		if slices.Contains(o.Names, name) {
			return o
		}
	}
	return nil
}

// AllOptions yields every option the spec declares: Options, then each
// list of More, in order.
func (s *Spec) AllOptions() iter.Seq[*Option] {
	return func(yield func(*Option) bool) {
		for i := range s.Options {
			if !yield(&s.Options[i]) {
				return
			}
		}
		for _, more := range s.More {
			for i := range more {
				if !yield(&more[i]) {
					return
				}
			}
		}
	}
}

// OptionList is every option the spec declares, in order, as one list:
// Options itself when there are no More.
func (s *Spec) OptionList() []Option {
	if len(s.More) == 0 {
		return s.Options
	}
	out := slices.Clone(s.Options)
	for _, more := range s.More {
		out = append(out, more...)
	}
	return out
}

// WrappedProgram is the program a family that runs another command
// (sudo, doas) would run, given its words after the program: the first
// word that is no option or option value; "" for other families.
func (f *Family) WrappedProgram(args []string) string {
	if f.Spec == nil || f.Spec.commandOperand() == nil || len(f.Spec.Subcommands) > 0 {
		return ""
	}
	for _, t := range f.Spec.tokens(args, "", false) {
		if t.kind == commandToken {
			return args[t.at]
		}
	}
	return ""
}

// NamesSubcommand reports a word that names one of the program's
// subcommands, in any of its spellings (git status, ip r).
func (f *Family) NamesSubcommand(word string) bool {
	return f.Spec != nil && word != "" && f.Spec.subcommand(word) != nil
}

func (s *Spec) subcommand(name string) *Subcommand {
	for i := range s.Subcommands {
		if s.Subcommands[i].Name == name || slices.Contains(s.Subcommands[i].Aliases, name) {
			return &s.Subcommands[i]
		}
	}
	return nil
}

func (o *Option) kindIn(mode string) Kind {
	if k, ok := o.ValueIn.Lookup(mode); ok {
		return k
	}
	return o.Value
}

// kindIn is the operand's kind in a mode.
func (o *Operand) kindIn(mode string) Kind {
	if k, ok := o.In.Lookup(mode); ok {
		return k
	}
	return o.Kind
}

// Usage is one command line a declaration reads, for help and for the
// planner's prompt: a name ("git status") and what it takes.
type Usage struct {
	Name string
	Spec *Spec
}

// Usages lists a family's command lines: the program itself, or, for a
// program with subcommands, its global options (ip -br) and each
// subcommand below dangerous that is not refused, or each such action of
// a subcommand that has its own (git worktree add). A subcommand's
// options that are also global are shown once, on the global line.
func (f *Family) Usages() []Usage {
	spec := f.Spec
	if len(spec.Subcommands) == 0 {
		return []Usage{{f.Program(), spec}}
	}
	var out []Usage
	if spec.Global && len(spec.OptionList()) > 0 {
		out = append(out, Usage{f.Program(), &Spec{Options: spec.Options, More: spec.More}})
	}
	offered := func(sub Subcommand) bool { return sub.Risk < Dangerous && sub.Refused == "" }
	for _, sub := range spec.Subcommands {
		if !offered(sub) {
			continue
		}
		name := strings.TrimSpace(f.Program() + " " + sub.Name)
		if len(sub.Spec.Subcommands) == 0 {
			out = append(out, Usage{name, spec.withoutGlobal(sub.Spec)})
		}
		for _, action := range sub.Spec.Subcommands {
			if offered(action) {
				out = append(out, Usage{strings.TrimSpace(name + " " + action.Name), action.Spec})
			}
		}
	}
	return out
}

// withoutGlobal is sub without the options a Global spec lists itself.
func (s *Spec) withoutGlobal(sub *Spec) *Spec {
	if !s.Global {
		return sub
	}
	own := *sub
	own.Options = slices.DeleteFunc(slices.Clone(sub.OptionList()), func(o Option) bool { return s.option(o.Names[0]) != nil })
	own.More = nil
	return &own
}

// Vocabulary lists every word the family's declaration names: its
// program's names, its subcommands' and their actions' names and
// aliases, and every option spelling, once each. A typed word close to
// one of them may be a typo of it.
func (f *Family) Vocabulary() []string {
	seen := map[string]bool{}
	var out []string
	add := func(w string) {
		if w != "" && !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	var walk func(s *Spec)
	walk = func(s *Spec) {
		if s == nil {
			return
		}
		for o := range s.AllOptions() {
			for _, n := range o.Names {
				add(n)
			}
		}
		for _, sub := range s.Subcommands {
			add(sub.Name)
			for _, a := range sub.Aliases {
				add(a)
			}
			walk(sub.Spec)
		}
	}
	walk(f.Spec)
	if f.Spec != nil && f.Spec.HelpVersion {
		add("--help")
		add("--version")
	}
	return out
}

// Pairs is a short table from keys (modes, option spellings, programs)
// to values, looked up in order. A declaration's literal of it is static
// data the compiler lays out; a map literal in its place would be built
// at every start-up, whether or not the family is ever read.
type Pairs[V any] []Pair[V]

// Pair is one key of Pairs and its value.
type Pair[V any] struct {
	Key   string
	Value V
}

// Lookup returns the value of key, and whether the table has one.
func (p Pairs[V]) Lookup(key string) (V, bool) {
	for _, e := range p {
		if e.Key == key {
			return e.Value, true
		}
	}
	var zero V
	return zero, false
}

// Get returns the value of key, or the zero value.
func (p Pairs[V]) Get(key string) V {
	v, _ := p.Lookup(key)
	return v
}
