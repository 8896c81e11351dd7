package ambiguity

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/wording"
)

func TestDetect(t *testing.T) {
	for _, c := range []struct {
		in, reason string // reason "" means not ambiguous
	}{
		// Vague: a verb that changes things and nothing that says what.
		{"clean this folder", "Matched ambiguous phrase: 'clean this folder'"},
		{"Please FIX THIS now", "Matched ambiguous phrase: 'fix this'"},
		{"make a folder", ""}, // creates something new: the planner names it, the preview shows it
		{"Create a new pull request", ""},
		{"make my laptop faster", "broad mutation wording"},
		{"fix permissions", "broad mutation wording"},
		{"fix my files", "broad mutation wording"},
		{"clean up", "broad mutation wording"},
		{"fix it", "broad mutation wording"},
		{"make it faster", "broad mutation wording"},
		{"delete the folder", "broad mutation wording"},
		{"remove junk from src", "Matched ambiguous phrase: 'remove junk'"}, // what is junk?
		{"delete large files", "broad mutation wording"},                    // how large?
		{"clean my home directory", "broad mutation wording"},
		{"extract archive.tar", "missing an explicit destination"},
		{"unpack the backup.tgz archive", "missing an explicit destination"},
		// Specific: an object, a place or a criterion.
		{"make a new directory called logs", ""},
		{"kill the node server", ""}, // the verb's object, after "the" (issue 35)
		{"stop the nginx service", ""},
		{"kill the process", "broad mutation wording"}, // which one?
		{"create directory backup", ""},
		{`Make directory "saxon_docs"`, ""},
		{"Delete all .bam files in the current directory tree", ""},
		{"Find all *.mp3 files in entire file system greater than 10MB and delete them", ""},
		{"remove all the files in the current folder which have not been modified in the last 10 days", ""},
		{"Backup all PHP files under the current directory tree", ""},
		{"back up the src folder into src.zip", ""},
		{"delete empty directories", ""},
		{"delete files bigger than 10MB", ""},
		{"remove files named test", ""},
		{"move everything under src to docs", ""},
		{"change the owner of notes.txt to alice", ""},
		{"clean the build directory", ""},
		{"fix permissions of run.sh", ""},
		{"Extract files from archive 'archive.tar'", ""},
		{"extract archive.tar -C out", ""},
		{"extract archive.tar into ./out", ""},
		{"extract backup.zip here", ""},
		{"delete ./build", ""},
		{"clean up notes.txt", ""},
		// Reading is never stopped.
		{"show permissions for run.sh", ""},
		{"list large files", ""},
		{"Find all files/directories that are newer than 'backup.tar.gz' by modification time", ""},
		{"sort based on size and display top ten largest normal/regular files in the current folder", ""},
		{"prefix fix thisword", ""}, // hints match on word boundaries only
		{"", ""},
	} {
		got := Detect(wording.Read(c.in), registry.Default(), "")
		if got.Ambiguous != (c.reason != "") || !strings.Contains(got.Reason, c.reason) {
			t.Errorf("%q: ambiguous=%v reason=%q, want %q", c.in, got.Ambiguous, got.Reason, c.reason)
		}
		if got.Ambiguous && len(got.Options) == 0 {
			t.Errorf("%q: no safe options", c.in)
		}
	}
}

// The safe options follow the request's words: an option sharing a word
// other than a generic noun comes first; otherwise the original's order.
func TestDetectOptions(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"delete unnecessary files", []string{"list large files", "list recently modified files",
			"inspect permissions", "show temporary-looking files", "show project files"}},
		{"fix permissions", []string{"inspect permissions", "list large files", "list recently modified files",
			"show temporary-looking files", "show project files"}},
		{"delete large files", []string{"list large files", "list recently modified files",
			"inspect permissions", "show temporary-looking files", "show project files"}},
		{"remove temporary files", []string{"show temporary-looking files", "list large files",
			"list recently modified files", "inspect permissions", "show project files"}},
		{"optimize this project", []string{"show project files", "list large files", "list recently modified files",
			"inspect permissions", "show temporary-looking files"}},
		{"extract archive.tar", []string{"list archive contents", "inspect archive before extracting"}},
	} {
		if got := Detect(wording.Read(c.in), registry.Default(), "").Options; !slices.Equal(got, c.want) {
			t.Errorf("%q: options %q, want %q", c.in, got, c.want)
		}
	}
}

// The verbs that change state come from the declarations.
func TestStateVerbs(t *testing.T) {
	verbs := stateVerbs(registry.Default())
	for _, v := range []string{"delete", "remove", "create", "make", "copy", "move", "rename", "change", "extract"} {
		if !slices.Contains(verbs, v) {
			t.Errorf("state verbs %q lack %q", verbs, v)
		}
	}
	for _, v := range []string{"list", "show", "run", "find"} {
		if slices.Contains(verbs, v) {
			t.Errorf("state verbs %q hold the read-only verb %q", verbs, v)
		}
	}
}

// A vague request's options come from what it names and what is in the
// folder: "extract the archive" beside x.tgz offers a look inside.
func TestDetectOffersWhatIsThere(t *testing.T) {
	reg := registry.Default()
	dir := t.TempDir()
	for _, name := range []string{"x.tgz", "b.zip", "run.sh", "old.tmp", "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, c := range []struct {
		request string
		want    []string
	}{
		{"extract the archive", []string{"unzip -l b.zip", "tar -tzf x.tgz"}},
		{"extract x.tgz", []string{"tar -tzf x.tgz"}},
		{"make everything executable", []string{"ls -l run.sh"}},
		{"remove junk", []string{"ls -l old.tmp", "list large files", "list recently modified files", "inspect permissions", "show temporary-looking files"}},
		{"fix permissions", []string{"ls -l run.sh", "inspect permissions"}},
	} {
		got := Detect(wording.Read(c.request), reg, dir)
		if !got.Ambiguous || !slices.Equal(got.Options, c.want) {
			t.Errorf("%q: options %q, want %q", c.request, got.Options, c.want)
		}
	}
	// A folder with nothing the request points at: the general options.
	empty := t.TempDir()
	if got, want := Detect(wording.Read("extract the archive"), reg, empty), Detect(wording.Read("extract the archive"), reg, ""); !slices.Equal(got.Options, want.Options) {
		t.Errorf("empty folder: %q, want %q", got.Options, want.Options)
	}
}
