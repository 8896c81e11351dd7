package proposal

import (
	"strings"
)

// NAME=value before a command sets a variable for that command alone,
// and a variable can change what the command does in ways its words do
// not show: which program it runs (PAGER, MANOPT=-P..., GIT_EXTERNAL_DIFF),
// which code it loads (LD_PRELOAD, GCONV_PATH, PYTHONPATH), which options
// and config it reads (TAR_OPTIONS, HOME, XDG_CONFIG_HOME), where it
// writes (TMPDIR, GIT_WORK_TREE). No list of such names can end, so the
// names a typed line may set are listed the other way round: those known
// to be harmless, each with why, and the values each takes. Any other
// name, or a listed name with a value of another shape, is flagged. A
// listed name whose effect can be checked is read for it: TMPDIR names a
// directory the command writes into.

// AssignedName is one name a line may set before its command.
type AssignedName struct {
	Name string
	// Prefix marks a family of names (LC_ for LC_ALL, LC_TIME, ...).
	Prefix bool
	// Value reports a value of the shape the name takes, or nil for any.
	Value func(string) bool
	// WritesDir marks a name whose value is a directory the command
	// writes into: it is checked as a written path.
	WritesDir bool
	Why       string
}

// HarmlessAssignments are the names a typed line may set, with why each
// is harmless. Left out on purpose, with why: PAGER, EDITOR, VISUAL and
// MANPAGER (they name a program), LESS and MANOPT (options that can run
// one), POSIXLY_CORRECT (GNU tools then read options differently from how
// oterminus read them), TERMINFO and LOCPATH (a directory of data files
// of anyone's choosing), HOME and XDG_* (where config that names programs
// is read from).
var HarmlessAssignments = []AssignedName{
	{Name: "TZ", Why: "the time zone times are shown in; a zone name, or a zone file, which is data and never run"},
	{Name: "LANG", Value: localeName, Why: "the locale, by name: the language and formats messages, sorting and numbers follow"},
	{Name: "LC_", Prefix: true, Value: localeName, Why: "one part of the locale (LC_ALL, LC_COLLATE, LC_TIME, ...), by name"},
	{Name: "LANGUAGE", Value: localeList, Why: "the languages messages are shown in, by name, in order of preference"},
	{Name: "NO_COLOR", Why: "asks for output without colour; only its presence counts"},
	{Name: "CLICOLOR", Why: "turns colour on or off in BSD-style tools"},
	{Name: "CLICOLOR_FORCE", Why: "asks for colour even when the output is no terminal"},
	{Name: "FORCE_COLOR", Why: "asks for colour even when the output is no terminal"},
	{Name: "COLUMNS", Value: digits, Why: "the width output is laid out for, a number"},
	{Name: "LINES", Value: digits, Why: "the height output is laid out for, a number"},
	{Name: "TERM", Value: localeName, Why: "the terminal type, by name, looked up in the system's terminal database"},
	{Name: "DISPLAY", Value: localDisplay, Why: "the X display on this machine (:0, :1.0); a host name before the colon would reach over the network, so only a local display passes"},
	{Name: "TMPDIR", WritesDir: true, Why: "the directory temporary files go to (mktemp, sort): checked as a directory the command writes into"},
}

// CheckAssignment reads one NAME=value word as typed (a single-quoted
// value included): why it is flagged, or "" for a harmless one; and the
// directory it makes the command write into, if any.
func CheckAssignment(word string) (flagged, writesDir string) {
	name, value, _ := strings.Cut(word, "=")
	if len(value) >= 2 && value[0] == '\'' && value[len(value)-1] == '\'' {
		value = value[1 : len(value)-1]
	}
	for _, a := range HarmlessAssignments {
		named := name == a.Name
		if a.Prefix {
			named = strings.HasPrefix(name, a.Name) && len(name) > len(a.Name)
		}
		if !named {
			continue
		}
		if a.Value != nil && !a.Value(value) {
			return "has a value of a shape " + name + " does not take", ""
		}
		if a.WritesDir {
			if value == "" {
				return "", "" // empty: the program's default, /tmp
			}
			return "", value
		}
		return "", ""
	}
	return "is not one oterminus knows to be harmless", ""
}

// localeName is a name such as C, POSIX, en_US.UTF-8 or de_DE@euro; no
// '/', which would make it a path to data of anyone's choosing.
func localeName(v string) bool {
	return strings.Trim(v, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.@+-") == ""
}

func localeList(v string) bool {
	return localeName(strings.ReplaceAll(v, ":", ""))
}

// localDisplay is ":N" or ":N.S": a display of this machine, never "host:N".
func localDisplay(v string) bool {
	screen, sub, _ := strings.Cut(strings.TrimPrefix(v, ":"), ".")
	return strings.HasPrefix(v, ":") && digits(screen) && (sub == "" && !strings.HasSuffix(v, ".") || digits(sub))
}

func digits(v string) bool {
	return v != "" && strings.Trim(v, "0123456789") == ""
}
