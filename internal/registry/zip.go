package registry

import (
	"regexp"
	"strings"

	"github.com/oterminus/oterminus/internal/lazyre"
)

// zip adds files to an archive it creates or updates (-d deletes entries
// from it instead; -sf only shows the files an archive holds). -e
// encrypts, asking for the password on the terminal; -s splits the
// archive into pieces named after it (a.z01, a.z02 ... beside a.zip, the
// directory policy checks). Refused on purpose: -P (a password on the
// command line), -m (deletes the originals), -T and -TT (test with a
// command) and -@ (names from standard input).
var zipFamily = &Family{
	Name: "zip", Pack: "archive", Capability: "archive_inspection",
	Risk: Write, Maturity: Structured, Direct: true,
	Aliases: []string{"create zip archive", "zip folder into archive", "create zip archive from explicit paths",
		"compress files into a zip archive", "archive files into a zip", "backup a folder into a zip archive"},
	Examples: []string{"zip -r backup.zip src", "zip -r compressed.zip src docs -x notes.txt", "zip -r -0 compressed.zip src docs",
		"zip -d compressed.zip notes.txt", "zip -qr9 backup.zip src", "zip -re secret.zip docs", "zip -rs 2g big.zip src",
		"zip -sf backup.zip"},
	Notes: []string{archiveNote,
		"Creation builds a zip archive from explicit source paths; a whole system or home directory, or a wildcard zip would expand itself, is dangerous.",
		"Passwords on the command line (-P), moving files into the archive (-m) and test commands (-T) are refused."},
	Spec: &Spec{
		// -r or -d is required: it keeps "zip docs into docs.zip", a
		// request, from reading as a command, and zip without -r adds a
		// directory's entry but none of its files.
		Parsing: Interleaved, RequireMode: true, HelpVersion: true,
		Risk: func(c *Command) Risk { return readsOnlyIn(c, zipShowFiles) },
		Refuses: Pairs[string]{
			{"-P", "it puts the password on the command line, where history and process lists show it; -e asks for it instead"},
			{"-m", "it deletes the original files once they are in the archive"}, {"-T", "it runs another program (unzip, or the command -TT names) to test the archive"},
		},
		Options: []Option{
			{Names: []string{"-r", "--recurse-paths"}, Selects: "add", Warning: creationWarning,
				Help: "add files, and directories with everything in them"},
			{Names: []string{"-j", "--junk-paths"}, Help: "store only file names, dropping their folders"},
			{Names: []string{"-q", "--quiet"}, Help: "print no messages"},
			{Names: []string{"-u", "--update"}, In: []string{"add"}, Help: "add only files that are new or newer than the archive's copy"},
			{Names: []string{"-f", "--freshen"}, In: []string{"add"}, Help: "replace files already in the archive with newer copies; add none"},
			{Names: []string{"-d", "--delete"}, Selects: "delete", Help: "delete the named entries from the archive"},
			{Names: []string{"-x", "--exclude"}, Value: Glob, Help: "leave out files matching this pattern"},
			{Names: []string{"-y", "--symlinks"}, Help: "store symbolic links as links, not the files they point to"},
			{Names: []string{"-D", "--no-dir-entries"}, Help: "do not add entries for directories themselves"},
			{Names: []string{"-X", "--no-extra"}, Help: "leave out extra file attributes (owner ids, timestamps)"},
			{Names: []string{"-e", "--encrypt"}, In: []string{"add"}, Warning: "zip asks for the password on the terminal, twice; it is not kept anywhere.",
				Help: "encrypt the files, with a password zip asks for on the terminal"},
			{Names: []string{"-s", "--split-size"}, Value: Text, Check: zipSplitSize, In: []string{"add"},
				Help: "split the archive into pieces of this size (100m, 2g), named ZIPFILE.z01, .z02 ... beside it"},
			{Names: []string{"-sf", "--show-files"}, Selects: zipShowFiles,
				Help: "only list the files the archive holds; change nothing"},
		}, More: [][]Option{zipLevels},
		Operands: []Operand{
			{Name: "ZIPFILE", Kind: WritePath, In: Pairs[Kind]{{zipShowFiles, ReadPath}}, Min: 1, Max: 1, Help: "the archive to create or update"},
			{Name: "FILE", Kind: ReadPath, In: Pairs[Kind]{{"delete", Glob}}, Min: 1, Max: Unbounded, Check: checkZipSource, Unless: []string{"-sf"},
				Help: "files to add, or with -d entries to delete"},
		},
	},
}

const zipShowFiles = "show files"

var zipSplitRE = lazyre.Regexp{Expr: `^[0-9]{1,6}[kmgt]?$`}

func zipSplit() *regexp.Regexp { return zipSplitRE.Get() }

// zipSplitSize is zip's piece size: a number with k, m (the default), g
// or t.
func zipSplitSize(field, v string) string {
	if !zipSplit().MatchString(v) {
		return field + " must be a size such as 100m or 2g"
	}
	return ""
}

// zipLevels are -0 (store only) to -9 (best compression).
var zipLevels = []Option{
	{Names: []string{"-0"}, Help: "store files without compressing them"},
	{Names: []string{"-1"}, Help: "compress at level 1 (1 fastest, 9 smallest; 6 is the default)"},
	{Names: []string{"-2"}, Help: "compress at level 2 (1 fastest, 9 smallest; 6 is the default)"},
	{Names: []string{"-3"}, Help: "compress at level 3 (1 fastest, 9 smallest; 6 is the default)"},
	{Names: []string{"-4"}, Help: "compress at level 4 (1 fastest, 9 smallest; 6 is the default)"},
	{Names: []string{"-5"}, Help: "compress at level 5 (1 fastest, 9 smallest; 6 is the default)"},
	{Names: []string{"-6"}, Help: "compress at level 6 (1 fastest, 9 smallest; 6 is the default)"},
	{Names: []string{"-7"}, Help: "compress at level 7 (1 fastest, 9 smallest; 6 is the default)"},
	{Names: []string{"-8"}, Help: "compress at level 8 (1 fastest, 9 smallest; 6 is the default)"},
	{Names: []string{"-9"}, Help: "compress at level 9 (1 fastest, 9 smallest; 6 is the default)"},
}

// checkZipSource refuses a broad root or a wildcard among zip's sources:
// zip matches wildcards in names itself, so a quoted '*' still adds
// everything, and a whole system or home directory is never what an
// archive of a project wants.
func checkZipSource(field, v string) string {
	switch {
	case IsBroadRoot(v):
		return field + " cannot include broad or unsafe roots"
	case strings.ContainsAny(v, "*?["):
		return field + " cannot contain wildcards (zip expands them itself)"
	}
	return ""
}
