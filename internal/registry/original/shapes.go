package original

import (
	"regexp"
	"strconv"
	"sync"

	"github.com/oterminus/oterminus/internal/registry"
)

// Most of the original's argument objects are a list of keys, each a
// flag, a word or an option with its value, written in a fixed order:
// they are declared here as data, and read and rendered by one function.
// The ones with an "operation" (tar, zip, unzip, git, curl,
// project_health) keep their own code in their files.

// keyKind is how one key of an object is read and written.
type keyKind int

const (
	flag     keyKind = iota // a boolean: its option, when true
	word                    // a required string, written as it is
	wordOr                  // a string with a default, always written
	maybe                   // an optional string, written when given
	words                   // a non-empty list of strings
	valued                  // an optional string, written after its option
	counted                 // an optional whole number, written after its option
	numbered                // a whole number with a default, always written after its option
	optional                // an optional string whose rules are choices (man's section), written as it is
)

// key is one key of an object, in the order the original wrote it.
type key struct {
	name   string
	kind   keyKind
	option string // the option it is written with (flag, valued, counted, numbered)
	def    string // wordOr's default
	rules  []registry.Rule
	// min and max bound a whole number; dflt is numbered's default.
	min, max, dflt int
}

// shape is one family's object: its program, its keys, and the rule
// across keys the original checked ("human_readable requires long").
type shape struct {
	program string
	keys    []key
	across  func(v map[string]any) string
}

var (
	local  = []registry.Rule{registry.LocalPath}
	noDash = []registry.Rule{NoLeadingDash}
	// find's size and day patterns, compiled the first time a find object
	// is read: start-up compiles nothing for the original's objects.
	findPatterns struct {
		once       sync.Once
		size, days *regexp.Regexp
	}
)

func compileFind() {
	findPatterns.size = regexp.MustCompile(`^[+-]?[0-9]{1,12}[bckwMG]?$`)
	findPatterns.days = regexp.MustCompile(`^[+-]?[0-9]{1,6}$`)
}

func findSize() *regexp.Regexp { findPatterns.once.Do(compileFind); return findPatterns.size }
func findDays() *regexp.Regexp { findPatterns.once.Do(compileFind); return findPatterns.days }

// both is a rule across two keys that may not both be set.
func both(a, b, msg string) func(v map[string]any) string {
	return func(v map[string]any) string {
		if set(v[a]) && set(v[b]) {
			return msg
		}
		return ""
	}
}

// set reports a key given: a flag that is on, or any value but the nil
// of an optional key left out.
func set(x any) bool {
	if on, isFlag := x.(bool); isFlag {
		return on
	}
	return x != nil
}

// shapes are built once, on the first object read: a model's reply in
// the original's shape is rare, and start-up builds nothing for it.
var shapeTable struct {
	once sync.Once
	all  map[string]*shape
}

func shapes() map[string]*shape {
	shapeTable.once.Do(func() { shapeTable.all = buildShapes() })
	return shapeTable.all
}

func buildShapes() map[string]*shape {
	lines := func(program string) *shape {
		return &shape{program: program, keys: []key{
			{name: "lines", kind: counted, option: "-n", max: NoMax},
			{name: "bytes", kind: counted, option: "-c", max: NoMax},
			{name: "paths", kind: words, rules: local},
		}, across: both("lines", "bytes", "lines and bytes cannot be combined")}
	}
	dns := func(program string) *shape {
		return &shape{program: program, keys: []key{{name: "domain", kind: word, rules: []registry.Rule{Domain}}}}
	}
	return map[string]*shape{
		"ls": {program: "ls", keys: []key{
			{name: "long", kind: flag, option: "-l"}, {name: "human_readable", kind: flag, option: "-h"},
			{name: "all", kind: flag, option: "-a"}, {name: "recursive", kind: flag, option: "-R"},
			{name: "path", kind: wordOr, def: ".", rules: local},
		}, across: func(v map[string]any) string {
			if v["human_readable"] == true && v["long"] != true {
				return "human_readable requires long"
			}
			return ""
		}},
		"du": {program: "du", keys: []key{
			{name: "human_readable", kind: flag, option: "-h"}, {name: "summarize", kind: flag, option: "-s"},
			{name: "max_depth", kind: counted, option: "-d", max: NoMax},
			{name: "path", kind: wordOr, def: ".", rules: local},
		}, across: both("summarize", "max_depth", "summarize cannot be combined with max_depth")},
		"grep": {program: "grep", keys: []key{
			{name: "fixed_strings", kind: flag, option: "-F"}, {name: "ignore_case", kind: flag, option: "-i"},
			{name: "line_number", kind: flag, option: "-n"}, {name: "files_with_matches", kind: flag, option: "-l"},
			{name: "recursive", kind: flag, option: "-r"}, {name: "max_count", kind: counted, option: "-m", min: 1, max: NoMax},
			// A pattern starting with '-' would be read as an option.
			{name: "pattern", kind: word, rules: noDash}, {name: "paths", kind: words, rules: local},
		}, across: both("line_number", "files_with_matches", "line_number cannot be combined with files_with_matches")},
		"find": {program: "find", keys: []key{
			{name: "path", kind: wordOr, def: ".", rules: local},
			{name: "max_depth", kind: counted, option: "-maxdepth", max: NoMax},
			{name: "min_depth", kind: counted, option: "-mindepth", max: NoMax},
			{name: "type", kind: valued, option: "-type", rules: []registry.Rule{registry.OneOf("f", "d", "l")}},
			{name: "name", kind: valued, option: "-name", rules: noDash},
			{name: "iname", kind: valued, option: "-iname", rules: noDash},
			{name: "size", kind: valued, option: "-size", rules: []registry.Rule{registry.Matches(findSize, "a find size such as +100M, -10k or 512c")}},
			{name: "modified_days", kind: valued, option: "-mtime", rules: []registry.Rule{registry.Matches(findDays, "a day count such as -7 (within a week) or +30")}},
			{name: "empty", kind: flag, option: "-empty"},
		}},
		"cp": {program: "cp", keys: []key{
			{name: "recursive", kind: flag, option: "-R"}, {name: "preserve", kind: flag, option: "-p"},
			{name: "no_clobber", kind: flag, option: "-n"},
			{name: "source", kind: word, rules: local}, {name: "destination", kind: word, rules: local},
		}},
		"mv": {program: "mv", keys: []key{
			{name: "no_clobber", kind: flag, option: "-n"},
			{name: "source", kind: word, rules: local}, {name: "destination", kind: word, rules: local},
		}},
		"mkdir": {program: "mkdir", keys: []key{{name: "parents", kind: flag, option: "-p"}, {name: "path", kind: word, rules: local}}},
		"chmod": {program: "chmod", keys: []key{
			{name: "mode", kind: word, rules: []registry.Rule{OctalMode}}, {name: "path", kind: word, rules: local},
		}},
		"cat":  {program: "cat", keys: []key{{name: "paths", kind: words, rules: local}}},
		"file": {program: "file", keys: []key{{name: "brief", kind: flag, option: "-b"}, {name: "paths", kind: words, rules: local}}},
		"stat": {program: "stat", keys: []key{
			{name: "dereference", kind: flag, option: "-L"}, {name: "verbose", kind: flag, option: "-x"},
			{name: "path", kind: word, rules: local},
		}},
		"wc": {program: "wc", keys: []key{
			{name: "lines", kind: flag, option: "-l"}, {name: "words", kind: flag, option: "-w"},
			{name: "bytes", kind: flag, option: "-c"}, {name: "paths", kind: words, rules: local},
		}},
		"sort": {program: "sort", keys: []key{
			{name: "numeric", kind: flag, option: "-n"}, {name: "reverse", kind: flag, option: "-r"},
			{name: "unique", kind: flag, option: "-u"}, {name: "path", kind: word, rules: local},
		}},
		"uniq": {program: "uniq", keys: []key{
			{name: "count", kind: flag, option: "-c"}, {name: "repeated_only", kind: flag, option: "-d"},
			{name: "unique_only", kind: flag, option: "-u"}, {name: "path", kind: word, rules: local},
		}, across: both("repeated_only", "unique_only", "repeated_only cannot be combined with unique_only")},
		"head": lines("head"),
		"tail": lines("tail"),
		"ps": {program: "ps", keys: []key{
			{name: "all_processes", kind: flag, option: "-A"}, {name: "full_format", kind: flag, option: "-f"},
			{name: "user", kind: valued, option: "-u", rules: noDash},
			{name: "pid", kind: counted, option: "-p", min: 1, max: NoMax},
		}},
		"pgrep": {program: "pgrep", keys: []key{
			{name: "full_command", kind: flag, option: "-f"}, {name: "list_names", kind: flag, option: "-l"},
			{name: "user", kind: valued, option: "-u", rules: noDash}, {name: "pattern", kind: word, rules: noDash},
		}},
		"lsof": {program: "lsof", keys: []key{
			{name: "and_selectors", kind: flag, option: "-a"}, {name: "no_dns", kind: flag, option: "-n"},
			{name: "no_port_names", kind: flag, option: "-P"}, {name: "pid", kind: counted, option: "-p", min: 1, max: NoMax},
			{name: "command_prefix", kind: valued, option: "-c", rules: noDash},
			{name: "path", kind: maybe, rules: local},
		}},
		"df": {program: "df", keys: []key{{name: "human_readable", kind: flag, option: "-h"}, {name: "path", kind: maybe, rules: local}}},
		"uname": {program: "uname", keys: []key{
			{name: "all", kind: flag, option: "-a"}, {name: "kernel_name", kind: flag, option: "-s"},
			{name: "node_name", kind: flag, option: "-n"}, {name: "kernel_release", kind: flag, option: "-r"},
			{name: "kernel_version", kind: flag, option: "-v"}, {name: "machine", kind: flag, option: "-m"},
		}, across: func(v map[string]any) string {
			if v["all"] == true && (v["kernel_name"] == true || v["node_name"] == true || v["kernel_release"] == true ||
				v["kernel_version"] == true || v["machine"] == true) {
				return "all cannot be combined with other fields"
			}
			return ""
		}},
		"man": {program: "man", keys: []key{
			{name: "section", kind: optional, rules: []registry.Rule{registry.OneOf("1", "2", "3", "4", "5", "6", "7", "8", "9")}},
			{name: "topic", kind: word, rules: []registry.Rule{registry.ManTopic}},
		}},
		"which":    {program: "which", keys: []key{{name: "all_matches", kind: flag, option: "-a"}, {name: "commands", kind: words, rules: noDash}}},
		"env":      {program: "printenv", keys: []key{{name: "variable", kind: word, rules: []registry.Rule{Identifier}}}},
		"open":     {program: "open", keys: []key{{name: "reveal", kind: flag, option: "-R"}, {name: "path", kind: word, rules: local}}},
		"xdg-open": {program: "xdg-open", keys: []key{{name: "path", kind: word, rules: local}}},
		"ping": {program: "ping", keys: []key{
			{name: "count", kind: numbered, option: "-c", dflt: 4, min: 1, max: 10},
			{name: "host", kind: word, rules: []registry.Rule{registry.Host}},
		}},
		"dig":      dns("dig"),
		"nslookup": dns("nslookup"),
		"pwd":      {program: "pwd"},
		"clear":    {program: "clear"},
		"whoami":   {program: "whoami"},
	}
}

// read reads an object of the shape: each key as its kind says, then
// the rule across keys. It returns the object's keys with their values
// (defaults filled in) and the argv they stand for.
func (s *shape) read(o *Object) (map[string]any, []string) {
	v := map[string]any{}
	argv := []string{s.program}
	for _, k := range s.keys {
		switch k.kind {
		case flag:
			on := o.Bool(k.name)
			v[k.name] = on
			if on {
				argv = append(argv, k.option)
			}
		case word, wordOr:
			var w string
			if k.kind == word {
				w = o.Required(k.name, k.rules...)
			} else {
				w = o.String(k.name, k.def, k.rules...)
			}
			v[k.name] = w
			argv = append(argv, w)
		case maybe, optional, valued:
			w := o.Optional(k.name, k.rules...)
			v[k.name] = nil
			if w != nil {
				v[k.name] = *w
				if k.kind == valued {
					argv = append(argv, k.option)
				}
				argv = append(argv, *w)
			}
		case words:
			list := o.List(k.name, k.rules...)
			v[k.name] = list
			argv = append(argv, list...)
		case counted:
			n := o.OptInt(k.name, k.min, k.max)
			v[k.name] = nil
			if n != nil {
				v[k.name] = *n
				argv = append(argv, k.option, strconv.Itoa(*n))
			}
		case numbered:
			n := o.Int(k.name, k.dflt, k.min, k.max)
			v[k.name] = n
			argv = append(argv, k.option, strconv.Itoa(n))
		}
	}
	if s.across != nil {
		if msg := s.across(v); msg != "" {
			o.Fail("%s", msg)
		}
	}
	return v, argv
}
