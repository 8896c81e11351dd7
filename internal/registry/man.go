package registry

import "strings"

var manFamily = &Family{
	RunEnv: []string{"MANPAGER=cat", "PAGER=cat", "MANOPT="},
	Name:   "man", Pack: "system", Capability: "system_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases:  []string{"manual page", "man page", "command manual"},
	Examples: []string{"man ls", "man 1 ls", "man 7 signal", "man -k printf", "man -f ls", "man -w ls"},
	Notes: []string{"man opens the local manual page through your pager.",
		"Options that choose the pager or a browser or read a local file (-P, -H, -l) are refused."},
	Spec: &Spec{Parsing: Interleaved, HelpVersion: true,
		Refuses: Pairs[string]{
			{"-H", "it opens the page in a web browser, a program whose doings nothing here can check"}, {"--html", "it opens the page in a web browser, a program whose doings nothing here can check"},
			{"-P", "it runs the pager it names"}, {"--pager", "it runs the pager it names"},
			{"-l", "it formats a local file as a manual page"}, {"--local-file", "it formats a local file as a manual page"},
		},
		Options: []Option{
			{Names: []string{"-k", "--apropos"}, Help: "search the short descriptions of every page for the words given"},
			{Names: []string{"-f", "--whatis"}, Help: "print the one-line description of each page named"},
			{Names: []string{"-w", "--where", "--path", "--location"}, Help: "print where the page's file is instead of showing it"},
			{Names: []string{"-a", "--all"}, Help: "show every matching page in turn, not only the first"},
			{Names: []string{"-L", "--locale"}, Value: Text, Help: "show pages in this language (de, fr_FR)"},
		},
		Operands: []Operand{
			{Name: "SECTION", Kind: Integer, Max: 1, Help: "the manual section to look in (1 commands, 5 file formats, 8 administration)"},
			{Name: "TOPIC", Kind: Text, Min: 1, Max: 1, Assess: assessManTopic, Help: "the page (or with -k, the words) to look up"},
		},
	},
}

// assessManTopic makes a topic that man would read as a file dangerous:
// man formats a name with a '/' as a page file.
func assessManTopic(v string) (Risk, string) {
	if strings.Contains(v, "/") {
		return Dangerous, "man reads '" + v + "' as a file to format, not a page name."
	}
	return Safe, ""
}
