// Package ambiguity stops vague requests before any model sees them and
// offers safe read-only options instead (upstream-spec §6).
//
// The original stopped on keywords: "backup", "make" next to "folder", an
// archive without " into ". That stopped most specific requests that
// happened to use those words ("create directory backup", "Delete all .bam
// files in the current directory tree"). This package reads what a request
// acts on instead: a request is stopped only when it would change state and
// names neither an object nor a criterion, or when its verb says nothing
// about what to do ("clean up", "fix it", "make it faster") and nothing
// narrows it down.
//
// It decides only whether a request is too vague to send on, and which
// read-only requests or commands to offer instead. It reads the request's
// wording (read once, package wording), the family declarations (which
// verbs change state) and the names of the files in the working directory;
// it may not read a file's contents, run anything, route the request or
// judge a command: a request it lets through goes on to the router.
package ambiguity

import (
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/wording"
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

// phrases are the original's vague phrases. They no longer decide
// anything: a request the reading finds vague is reported with the phrase
// it contains, so the reason reads as it always did.
var phrases = []string{
	"clean this folder", "fix this", "remove junk", "make everything executable", "delete unnecessary files",
	"organize this directory", "repair permissions", "make this project work", "extract this",
	"archive everything", "backup this project", "backup everything", "compress my files", "zip this",
}

var scopeQuestions = []string{
	"Which exact folder or set of files should this apply to?",
	"Would you like a read-only report first?",
}

const (
	broadReason       = "Request uses broad mutation wording without an explicit file, folder or criterion."
	destinationReason = "Archive extraction request is missing an explicit destination directory."
)

// Detect checks a natural-language request made in dir against the
// families of reg, whose declarations say which verbs change state. The
// options it offers start with what the request names and what is there
// ("extract the archive" beside x.tgz offers tar -tzf x.tgz, a look
// inside), then the general ones; dir "" looks at no folder.
func Detect(w *wording.Text, reg *registry.Registry, dir string) Result {
	if w.Lower == "" {
		return Result{}
	}
	r := read(w, reg)
	switch {
	case r.vague():
		reason := broadReason
		if phrase := w.First(phrases); phrase != "" {
			reason = "Matched ambiguous phrase: '" + phrase + "'."
		}
		return Result{Ambiguous: true, Reason: reason, Options: inFolder(options(r.words), r.words, dir), FollowUps: scopeQuestions}
	case r.extractsWholeArchive():
		return Result{
			Ambiguous: true,
			Reason:    destinationReason,
			Options:   inFolder([]string{"list archive contents", "inspect archive before extracting"}, r.words, dir),
			FollowUps: []string{"Which destination directory should the archive be extracted into?"},
		}
	}
	return Result{}
}

// options orders the safe options by the request's words: an option that
// shares a word with the request other than "files" comes first ("fix
// permissions" offers "inspect permissions" first), the others keep their
// order.
func options(words []string) []string {
	out := slices.Clone(SafeInspectionOptions)
	shares := func(option string) bool { return sharesWord(option, words) }
	slices.SortStableFunc(out, func(a, b string) int {
		switch sa, sb := shares(a), shares(b); {
		case sa && !sb:
			return -1
		case sb && !sa:
			return 1
		}
		return 0
	})
	return out
}

// sharesWord reports an option that shares a word with the request
// other than "file" or "files".
func sharesWord(option string, words []string) bool {
	return slices.ContainsFunc(strings.FieldsFunc(option, notLetter), func(w string) bool {
		return w != "files" && w != "file" && slices.Contains(words, w)
	})
}

func notLetter(r rune) bool { return r < 'a' || r > 'z' }
