// Package ambiguity stops vague requests before any model sees them and
// offers safe read-only options instead (upstream-spec §6).
package ambiguity

import (
	"regexp"
	"strings"
	"sync"

	"github.com/oterminus/oterminus/internal/hints"
)

// Result says whether a request is too vague to act on, and what to offer.
type Result struct {
	Ambiguous bool
	Reason    string
	Options   []string // safe read-only requests the person can make instead
	FollowUps []string // questions that would make the request specific
}

// SafeInspectionOptions are offered for broad or vague mutation requests.
var SafeInspectionOptions = []string{
	"list large files",
	"list recently modified files",
	"inspect permissions",
	"show temporary-looking files",
	"show project files",
}

var phrases = []string{
	"clean this folder", "fix this", "remove junk", "make everything executable", "delete unnecessary files",
	"organize this directory", "repair permissions", "make this project work", "extract this",
	"archive everything", "backup this project", "backup everything", "compress my files", "zip this",
}

var scopeQuestions = []string{
	"Which exact folder or set of files should this apply to?",
	"Would you like a read-only report first?",
}

var (
	extractActions = []string{"extract", "unpack", "unzip", "restore"}
	archiveTargets = []string{"archive", "tar", "zip"}
	broadVerbs     = []string{"clean", "fix", "remove", "delete", "organize", "repair", "optimize", "backup", "make"}
	vagueObjects   = []string{"this", "that", "everything", "junk", "unnecessary", "folder", "directory", "project",
		"repo", "repository", "permissions", "files"}
	scopeSuffixes = []string{".py", ".md", ".txt", ".log", ".json", ".yaml", ".yml", ".toml"}
)

var patterns = sync.OnceValue(func() struct{ archiveFile, destFlag, token *regexp.Regexp } {
	return struct{ archiveFile, destFlag, token *regexp.Regexp }{
		archiveFile: regexp.MustCompile(`\S+\.(archive|tar|zip)(\s|$)`),
		destFlag:    regexp.MustCompile(`(^|\s)(-c|-d)\s+\S+`),
		token:       regexp.MustCompile(`[a-z0-9_./-]+`),
	}
})

// Detect checks a natural-language request; the first rule that fires wins.
func Detect(request string) Result {
	text := strings.ToLower(strings.TrimSpace(request))
	if text == "" {
		return Result{}
	}
	if phrase := hints.First(text, phrases); phrase != "" {
		return Result{
			Ambiguous: true,
			Reason:    "Matched ambiguous phrase: '" + phrase + "'.",
			Options:   SafeInspectionOptions,
			FollowUps: scopeQuestions,
		}
	}
	re := patterns()
	if hints.Any(text, extractActions) &&
		(hints.Any(text, archiveTargets) || re.archiveFile.MatchString(text)) &&
		!hasDestination(text) {
		return Result{
			Ambiguous: true,
			Reason:    "Archive extraction request is missing an explicit destination directory.",
			Options:   []string{"list archive contents", "inspect archive before extracting"},
			FollowUps: []string{"Which destination directory should the archive be extracted into?"},
		}
	}
	if hints.Any(text, broadVerbs) && hints.Any(text, vagueObjects) && !hasExplicitScope(text) {
		return Result{
			Ambiguous: true,
			Reason:    "Request uses broad mutation wording without an explicit file or folder scope.",
			Options:   SafeInspectionOptions,
			FollowUps: scopeQuestions,
		}
	}
	return Result{}
}

func hasDestination(text string) bool {
	for _, word := range []string{" into ", " to ", " in "} {
		if strings.Contains(text, word) {
			return true
		}
	}
	return patterns().destFlag.MatchString(text)
}

func hasExplicitScope(text string) bool {
	for _, tok := range patterns().token.FindAllString(text, -1) {
		for _, prefix := range []string{"/", "./", "../", "~"} {
			if strings.HasPrefix(tok, prefix) {
				return true
			}
		}
		for _, suffix := range scopeSuffixes {
			if strings.HasSuffix(tok, suffix) {
				return true
			}
		}
	}
	return false
}
