package ambiguity

import (
	"os"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/dialect"
)

// inFolder are the options for a vague request made in dir: read-only
// commands about what the request's words point at there, then the
// general options that share a word with the request, or all of them when
// it asks to clean up. Every option only reads; in a folder with nothing
// the request points at (or dir ""), the options are general's.
func inFolder(general, words []string, dir string) []string {
	if dir == "" {
		return general
	}
	here := folderOptions(words, dir)
	if len(here) == 0 {
		return general
	}
	// Beside what is there, a general option is kept when the request
	// names what it is about, or asks to clean up, which is what the
	// general options are for (large, recent, temporary-looking files).
	cleanup := slices.ContainsFunc(words, func(w string) bool { return slices.Contains(cleanupWords, w) })
	out := here
	for _, o := range general {
		if len(out) < maxOptions && (cleanup || sharesWord(o, words)) && !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

const (
	maxOptions   = 5
	maxPerKind   = 3
	maxDirListed = 500
)

// archiveLister is the read-only command that lists an archive, by how
// its name ends.
var archiveListers = []struct{ suffix, list string }{
	{".tar.gz", "tar -tzf"}, {".tgz", "tar -tzf"}, {".tar.bz2", "tar -tjf"}, {".tbz2", "tar -tjf"},
	{".tar.xz", "tar -tJf"}, {".txz", "tar -tJf"}, {".tar", "tar -tf"}, {".zip", "unzip -l"},
}

// folderOptions are read-only commands about the files in dir that the
// request's words point at: archives for extracting or unpacking, scripts
// for making executable or permissions, temporary-looking files for
// cleaning up.
func folderOptions(words []string, dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	if len(entries) > maxDirListed {
		entries = entries[:maxDirListed]
	}
	names := func(keep func(string) bool) []string {
		var out []string
		for _, e := range entries {
			if e.Type().IsRegular() && keep(e.Name()) && len(out) < maxPerKind {
				out = append(out, e.Name())
			}
		}
		return out
	}
	says := func(list ...string) bool {
		return slices.ContainsFunc(words, func(w string) bool { return slices.Contains(list, w) })
	}
	var out []string
	if says("extract", "unpack", "unzip", "untar", "decompress", "archive", "archives", "tarball", "zip", "tgz", "tar") {
		archives := names(func(n string) bool { return lister(n) != "" })
		if named := slices.DeleteFunc(slices.Clone(archives), func(n string) bool { return !slices.Contains(words, strings.ToLower(n)) }); len(named) > 0 {
			archives = named // "extract x.tgz": that one
		}
		for _, name := range archives {
			out = append(out, lister(name)+" "+dialect.Default.Quote(name))
		}
	}
	if says("executable", "executables", "permissions", "permission", "chmod", "scripts", "script") {
		if scripts := names(func(n string) bool { return strings.HasSuffix(n, ".sh") || strings.HasSuffix(n, ".py") }); len(scripts) > 0 {
			out = append(out, dialect.Default.Join(append([]string{"ls", "-l"}, scripts...)))
		}
	}
	if says(cleanupWords...) {
		if temp := names(temporaryLooking); len(temp) > 0 {
			out = append(out, dialect.Default.Join(append([]string{"ls", "-l"}, temp...)))
		}
	}
	return out
}

// cleanupWords ask to clean up.
var cleanupWords = []string{"clean", "junk", "unnecessary", "temporary", "temp", "tidy", "cleanup"}

// lister is the command that lists an archive named name, or "".
func lister(name string) string {
	lower := strings.ToLower(name)
	for _, a := range archiveListers {
		if strings.HasSuffix(lower, a.suffix) && len(lower) > len(a.suffix) {
			return a.list
		}
	}
	return ""
}

// temporaryLooking names files that usually are leftovers.
func temporaryLooking(name string) bool {
	lower := strings.ToLower(name)
	return strings.HasSuffix(lower, ".tmp") || strings.HasSuffix(lower, ".bak") || strings.HasSuffix(lower, "~") ||
		strings.HasSuffix(lower, ".swp") || lower == ".ds_store" || strings.HasSuffix(lower, ".log")
}
