package registry

import "slices"

import "strings"

// Shared rules of the archive families (tar, unzip, zip). Validation is
// stricter than the schema: it also refuses '[ ] { }' in archive names, so
// what a shell might glob never reaches an archive tool.

const (
	extractionWarning = "Extraction can write or overwrite files in the destination directory."
	creationWarning   = "Building the archive is a write action and can overwrite an existing archive file."
)

var archiveNotes = []string{
	"Only explicit archive paths and destinations are supported.",
}

func validArchive(v string) bool {
	return v != "" && archiveOperand("archive", v) == "" && !strings.ContainsAny(v, "*?[]{}")
}

func validDestination(v string) bool { return validArchive(v) && !IsSystemRoot(v) }

func validSource(v string) bool { return validArchive(v) && !IsBroadRoot(v) }

func allValid(vs []string, valid func(string) bool) bool {
	if len(vs) == 0 {
		return false
	}
	for _, v := range vs {
		if !valid(v) {
			return false
		}
	}
	return true
}

// archiveRequestWords are words that mark typed text as a request about an
// archive rather than a malformed archive command (§5 step 5).
var archiveRequestWords = []string{"into", "to", "in", "this", "everything", "files", "project"}

// LooksLikeArchiveRequest reports whether any operand is such a word.
func LooksLikeArchiveRequest(operands []string) bool {
	for _, op := range operands {
		if slices.Contains(archiveRequestWords, strings.ToLower(op)) {
			return true
		}
	}
	return false
}
