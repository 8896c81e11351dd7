package registry

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/oterminus/oterminus/internal/lazyre"
)

// find goes beyond the original's name-only schema: the headline request
// "find files bigger than 100MB here" needs a type and a size test. Every
// test is typed and validated. -delete is declared as a write: the start
// paths become paths the command removes from. -exec, -execdir, -ok and
// -okdir hold a nested command, read by its own family's declaration (a
// program oterminus does not know, sh -c included, is refused); its {}
// stands for what find finds under the start paths, so -exec rm {} + is a
// removal there. The actions that write other files (-fprint, -fprint0,
// -fprintf, -fls) are listed nowhere and so refused. It takes one start
// path: a line of several plain words ("find processes matching python")
// is a request, and direct detection tells the two apart only by whether
// the declaration reads every word.
var findFamily = &Family{
	Name: "find", Pack: "filesystem", Capability: "filesystem_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"find files", "search directories"},
	Examples: []string{"find . -name '*.py'", "find . -type f -size +100M", "find src -type d -iname '*lib*'",
		"find src -name '*.py' -not -path '*/site-packages/*'", "find src -maxdepth 1 -size +500k -size -10M",
		"find . -name '*.log' -mtime +7 -delete", "find src -name '*.txt' -exec wc -l {} +"},
	Notes: []string{"-delete removes what the expression matches; the -f* actions that write files are refused.",
		"-exec, -execdir, -ok and -okdir run a command oterminus supports, checked as if typed; {} stands for each match."},
	Spec: &Spec{HelpVersion: true,
		Parsing: WordOptions, Operators: []string{"!", "(", ")", ","}, Alternatives: []string{"-o", "-or", ","}, WritesIn: Pairs[string]{{"delete", "."}},
		Listing: func(c *Command) []string {
			return listMatches(c, "-print0", "-true", Pairs[string]{{"delete", "-depth"}})
		},
		Options: []Option{
			// Global options.
			{Names: []string{"-P"}, Leading: true, Help: "never follow symbolic links (the default; only before the start paths)"},
			{Names: []string{"-L"}, Leading: true, Help: "follow symbolic links (only before the start paths)"},
			{Names: []string{"-H"}, Leading: true, Help: "follow symbolic links named as start paths only (only before the start paths)"},
			{Names: []string{"-maxdepth"}, Value: Integer, Help: "descend at most this many levels below the start paths"},
			{Names: []string{"-mindepth"}, Value: Integer, Help: "apply tests and actions only this many levels or more below the start paths"},
			{Names: []string{"-xdev", "-mount"}, Help: "stay on the file system of each start path"},
			{Names: []string{"-depth"}, Help: "process a directory's contents before the directory itself"},
			{Names: []string{"-daystart"}, Help: "measure -mtime, -atime, -ctime and -mmin ages from the start of today"},
			// Tests.
			{Names: []string{"-name"}, Narrows: true, MatchesAll: findGlobMatchesAll, Value: Glob, Help: "base name matches this shell pattern"},
			{Names: []string{"-iname"}, Narrows: true, MatchesAll: findGlobMatchesAll, Value: Glob, Help: "base name matches this shell pattern, ignoring case"},
			{Names: []string{"-path", "-wholename"}, Narrows: true, MatchesAll: findGlobMatchesAll, Value: Glob, Help: "whole path matches this shell pattern ('/' and '.' included)"},
			{Names: []string{"-ipath", "-iwholename"}, Narrows: true, MatchesAll: findGlobMatchesAll, Value: Glob, Help: "whole path matches this shell pattern, ignoring case"},
			{Names: []string{"-regex"}, Narrows: true, MatchesAll: findRegexMatchesAll, Value: Regex, Help: "whole path matches this regular expression (emacs syntax by default)"},
			{Names: []string{"-iregex"}, Narrows: true, MatchesAll: findRegexMatchesAll, Value: Regex, Help: "whole path matches this regular expression, ignoring case"},
			{Names: []string{"-type"}, Value: Enum, Enum: []string{"f", "d", "l", "b", "c", "p", "s"},
				Help: "file is of this type: f file, d directory, l symlink, b/c device, p fifo, s socket"},
			{Names: []string{"-size"}, Narrows: true, MatchesAll: findSizeMatchesAll, Value: Size, Help: "file uses this much space: +N more, -N less; c bytes, k KiB, M MiB, G GiB (rounded up)"},
			{Names: []string{"-mtime"}, Narrows: true, MatchesAll: findDaysMatchAll, Value: Age, Help: "contents modified N days ago (+N more than, -N less than)"},
			{Names: []string{"-mmin"}, Narrows: true, MatchesAll: findMinutesMatchAll, Value: Age, Help: "contents modified N minutes ago (+N more than, -N less than)"},
			{Names: []string{"-atime"}, Narrows: true, MatchesAll: findDaysMatchAll, Value: Age, Help: "last read N days ago (+N more than, -N less than)"},
			{Names: []string{"-amin"}, Narrows: true, MatchesAll: findMinutesMatchAll, Value: Age, Help: "last read N minutes ago (+N more than, -N less than)"},
			{Names: []string{"-ctime"}, Narrows: true, MatchesAll: findDaysMatchAll, Value: Age, Help: "status (owner, mode, contents) changed N days ago"},
			{Names: []string{"-cmin"}, Narrows: true, MatchesAll: findMinutesMatchAll, Value: Age, Help: "status (owner, mode, contents) changed N minutes ago"},
			{Names: []string{"-newer"}, Narrows: true, Value: ReadPath, Help: "modified more recently than this file"},
			{Names: []string{"-user"}, Narrows: true, Value: User, Help: "owned by this user"},
			{Names: []string{"-group"}, Narrows: true, Value: Group, Help: "belongs to this group"},
			{Names: []string{"-nouser"}, Narrows: true, Help: "owned by no known user"},
			{Names: []string{"-nogroup"}, Narrows: true, Help: "belongs to no known group"},
			{Names: []string{"-perm"}, Narrows: true, MatchesAll: findPermMatchesAll, Value: Text,
				Help: "permission bits are exactly MODE, all of -MODE, or any of /MODE (octal or symbolic)"},
			{Names: []string{"-empty"}, Narrows: true, Help: "empty file or empty directory"},
			{Names: []string{"-links"}, Narrows: true, MatchesAll: findLinksMatchAll, Value: Integer, Help: "has this many hard links (+N more, -N fewer)"},
			{Names: []string{"-readable"}, Help: "the current user can read it"},
			{Names: []string{"-writable"}, Help: "the current user can write it"},
			{Names: []string{"-executable"}, Help: "the current user can execute it (or search it, for a directory)"},
			{Names: []string{"-true"}, Help: "always true"},
			{Names: []string{"-false"}, Help: "always false"},
			// Operators written as words.
			{Names: []string{"-not"}, Help: "negate the test that follows (same as !)"},
			{Names: []string{"-a", "-and"}, Help: "both tests must hold (the default between tests)"},
			{Names: []string{"-o", "-or"}, Help: "either test may hold"},
			// Actions.
			{Names: []string{"-print"}, Prints: true, Help: "print the path, one per line (the default action)"},
			{Names: []string{"-print0"}, Prints: true, Help: "print the path followed by a NUL byte, for xargs -0"},
			{Names: []string{"-printf"}, Value: Text, Prints: true, Assess: rawBytesFormat, Help: "print this format for each match (%p path, %s size, %t time; \\n newline)"},
			{Names: []string{"-ls"}, Prints: true, Help: "list each match in ls -dils format"},
			{Names: []string{"-prune"}, Help: "do not descend into the directory just matched"},
			{Names: []string{"-quit"}, Help: "exit at once after the first match"},
			{Names: []string{"-exec"}, Value: NestedCommand, Acts: true, Nested: findExec,
				Help: "run the command for each match ({} ;) or for many at once ({} +); its {} is the match"},
			{Names: []string{"-execdir"}, Value: NestedCommand, Acts: true, Nested: findExecDir,
				Help: "like -exec, run from the match's directory with {} as ./NAME"},
			{Names: []string{"-ok"}, Value: NestedCommand, Acts: true, Nested: findOk,
				Help: "like -exec with ;, but ask before each run"},
			{Names: []string{"-okdir"}, Value: NestedCommand, Acts: true, Nested: findOkDir,
				Help: "like -execdir with ;, but ask before each run"},
			{Names: []string{"-delete"}, Risk: Write, Acts: true, Selects: "delete", Warning: findDeleteWarning,
				Help: "delete each match (files, and directories once empty); implies -depth"},
		},
		Operands: []Operand{{Name: "PATH", Kind: ReadPath, Default: ".", In: Pairs[Kind]{{"delete", RemovePath}}, Min: 0, Max: Unbounded,
			Help: "the directories to search (default: the current directory)"}},
	},
}

// The nested commands of find's running actions. -ok and -okdir take
// only ';'. The -dir forms run in each match's directory, where a
// relative path of the command names a different place each time.
var (
	findExec    = &Nested{Terminators: []string{";", "+"}, Placeholder: "{}"}
	findExecDir = &Nested{Terminators: []string{";", "+"}, Placeholder: "{}", InMatchDir: true}
	findOk      = &Nested{Terminators: []string{";"}, Placeholder: "{}"}
	findOkDir   = &Nested{Terminators: []string{";"}, Placeholder: "{}", InMatchDir: true}
)

// RawBytesWarning explains why a -printf format with byte escapes is
// dangerous.
const RawBytesWarning = "The -printf format writes raw bytes (\\NNN, \\r, \\b escapes), which can be terminal control sequences."

// rawBytesFormat makes -printf formats dangerous when they write bytes
// that can drive or spoof the terminal: octal escapes (\033 is ESC) and
// the escapes that move the cursor or ring the bell. \0 alone (NUL, for
// xargs -0), \n and \t stay as they are.
func rawBytesFormat(format string) (Risk, string) {
	if rawEscape().MatchString(format) {
		return Dangerous, RawBytesWarning
	}
	return Safe, ""
}

var rawEscapeRE = lazyre.Regexp{Expr: `\\([1-7]|0[0-7]|[abfrv])`}

func rawEscape() *regexp.Regexp { return rawEscapeRE.Get() }

const findDeleteWarning = "find -delete removes every file the expression matches, with no undo; run it with -print first to see them."

// A test that every file passes narrows nothing: find victim -name '*'
// -delete removes the tree as find victim -delete does. Each function
// below says, for one kind of test, whether its value lets every file
// through (the tests are checked against real find in
// TestFindMatchesAsRealFind); when unsure, a test narrows.

// findGlobMatchesAll: a pattern of only '*' matches every name and path,
// and so does one '?' among them, since no name or path is empty.
func findGlobMatchesAll(pattern string) bool {
	rest := strings.ReplaceAll(pattern, "*", "")
	return pattern != "" && (rest == "" || rest == "?")
}

// findRegexMatchesAll: a regular expression that is '.*' (anchored or
// not, repeated) matches every path, and one '.+' among them too.
func findRegexMatchesAll(expr string) bool {
	expr = strings.TrimSuffix(strings.TrimPrefix(expr, "^"), "$")
	rest := strings.ReplaceAll(expr, ".*", "")
	return expr != "" && (rest == "" || rest == ".+")
}

// findSizeUnits are -size's units, in bytes: 512-byte blocks without one.
var findSizeUnits = Pairs[int64]{{"", 512}, {"b", 512}, {"c", 1}, {"w", 2}, {"k", 1 << 10}, {"M", 1 << 20}, {"G", 1 << 30}}

// findAnySize is the bound past which "smaller than" lets every file
// through that a tree to clean holds: a gibibyte.
const findAnySize = 1 << 30

// findSizeMatchesAll: -size -N counts a file's size in units rounded up,
// so it passes files of at most (N-1) units; at a gibibyte or more, only
// files few trees hold are left out.
func findSizeMatchesAll(value string) bool {
	digits, ok := strings.CutPrefix(value, "-")
	if !ok {
		return false
	}
	end := strings.IndexFunc(digits, func(r rune) bool { return r < '0' || r > '9' })
	if end < 0 {
		end = len(digits)
	}
	n, err := strconv.ParseInt(digits[:end], 10, 64)
	unit, known := findSizeUnits.Lookup(digits[end:])
	return err == nil && known && n-1 >= findAnySize/unit // every unit divides a gibibyte
}

// findAgeMatchesAll: -mtime -N (and the other ages) passes files changed
// less than N units ago; a bound reaching back past 1970, the start of
// Unix time, passes every file whose time is not before it.
func findAgeMatchesAll(value string, unit time.Duration) bool {
	digits, ok := strings.CutPrefix(value, "-")
	if !ok {
		return false
	}
	n, err := strconv.ParseFloat(digits, 64)
	return err == nil && n*float64(unit) > float64(time.Since(time.Unix(0, 0)))
}

func findDaysMatchAll(value string) bool    { return findAgeMatchesAll(value, 24*time.Hour) }
func findMinutesMatchAll(value string) bool { return findAgeMatchesAll(value, time.Minute) }

// findLinksMatchAll: -links +0 passes every file, as every file found has
// a name, and so a link.
func findLinksMatchAll(value string) bool {
	n, err := strconv.Atoi(strings.TrimPrefix(value, "+"))
	return strings.HasPrefix(value, "+") && err == nil && n == 0
}

// findPermMatchesAll: -perm -MODE passes files with all of MODE's bits
// set, and -perm /MODE those with any; with no bits in MODE, GNU find
// passes every file for both.
func findPermMatchesAll(mode string) bool {
	if !strings.HasPrefix(mode, "-") && !strings.HasPrefix(mode, "/") {
		return false
	}
	bits := mode[1:]
	return bits != "" && strings.Trim(bits, "0") == ""
}
