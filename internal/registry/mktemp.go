package registry

import (
	"regexp"

	"github.com/oterminus/oterminus/internal/lazyre"
)

// mktemp creates a new, empty file (or with -d a directory) under a name
// no other file has, and prints that name: a write. The directory it
// creates in is a written path when named (-p DIR, --tmpdir=DIR, or the
// directory part of a TEMPLATE), so policy checks it; with neither it is
// $TMPDIR or /tmp, which the helper cannot know and does not check.
// When -p, --tmpdir or -t names the directory, TEMPLATE is a name inside
// it and may not hold a '/': "mktemp -p build ../../x.XXX" would create
// outside the directory policy checked.
var mktempFamily = &Family{
	Name: "mktemp", Pack: "filesystem", Capability: "filesystem_mutation",
	Risk: Write, Maturity: Structured, Direct: true,
	Aliases:  []string{"create temporary file", "make temporary directory"},
	Examples: []string{"mktemp", "mktemp -d", "mktemp -p build", "mktemp --suffix .txt", "mktemp build/run.XXXXXX", "mktemp -t notes.XXXXXX"},
	Spec: &Spec{
		Parsing: Interleaved,
		Options: []Option{
			{Names: []string{"-d", "--directory"}, Help: "create a directory, not a file"},
			{Names: []string{"-u", "--dry-run"}, Warning: "-u only prints a name: another program may create that file first.",
				Help: "create nothing, only print a name that is free now"},
			{Names: []string{"-q", "--quiet"}, Help: "print no error messages"},
			{Names: []string{"-p"}, Value: WritePath, Selects: "name", Help: "create in this directory (TEMPLATE is then a name in it)"},
			{Names: []string{"--tmpdir"}, Value: WritePath, InlineOnly: true, Selects: "name",
				Help: "create in this directory, or $TMPDIR or /tmp without a value (TEMPLATE is then a name in it)"},
			{Names: []string{"-t"}, Selects: "name", Help: "TEMPLATE is a bare name, created in -p DIR, $TMPDIR or /tmp"},
			{Names: []string{"--suffix"}, Value: Text, Help: "end the name with this suffix, after the random part"},
		},
		Operands: []Operand{{Name: "TEMPLATE", Kind: Text, In: Pairs[Kind]{{"", WritePath}}, Max: 1,
			Check: mktempTemplateRule,
			Help:  "the name to create, whose trailing XXX (at least three) become random characters"}},
	},
}

// bareNamePattern is a TEMPLATE that stays in the directory named.
var bareNamePatternRE = lazyre.Regexp{Expr: `^[^/]+$`}

func bareNamePattern() *regexp.Regexp { return bareNamePatternRE.Get() }

// mktempTemplateRule requires bareNamePattern; a named function, so the declaration using it
// is static data (a call to matches there would run at start-up).
func mktempTemplateRule(field, value string) string {
	return Matches(bareNamePattern, "a name without '/' when -p, --tmpdir or -t names the directory")(field, value)
}
