package validate

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/project"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
)

// identityFixture is base/work holding notes.txt, alias.txt (a symlink to
// it), hard.txt (a hard link of it), dangling (a symlink to new.txt,
// which does not exist), cfg (a git config file) and sub/, and base/home
// holding h.txt. The working directory is base/work.
func identityFixture(t *testing.T) (in Input, work, home string) {
	t.Helper()
	base := t.TempDir()
	work, home = filepath.Join(base, "work"), filepath.Join(base, "home")
	for _, d := range []string{filepath.Join(work, "sub"), home} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{filepath.Join(work, "notes.txt"), filepath.Join(work, "cfg"), filepath.Join(home, "h.txt")} {
		if err := os.WriteFile(f, []byte("keep\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink("notes.txt", filepath.Join(work, "alias.txt")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("new.txt", filepath.Join(work, "dangling")); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(filepath.Join(work, "notes.txt"), filepath.Join(work, "hard.txt")); err != nil {
		t.Skip("no hard links here:", err)
	}
	d, _ := dialect.Lookup("bash")
	return Input{Registry: registry.Default(), Platform: "linux", Project: &project.Lazy{Dir: work}, Dialect: d, Home: home}, work, home
}

// command is a single typed command's structured proposal, as direct
// detection makes it.
func command(argv ...string) *proposal.Proposal {
	f := registry.Default().ForProgram(argv[0])
	if _, err := f.ReadArgv(argv); err != nil {
		panic(err)
	}
	return &proposal.Proposal{Mode: proposal.Structured, Family: f.Name, Argv: argv, Origin: proposal.OriginDirect}
}

// TestSameFileByIdentity: a file written while the same pipeline (or
// command) reads it is refused whatever it is called: another spelling,
// its full path, a path through .., a symlink, a hard link, a dangling
// symlink to the file a read names; tee's files and files options
// write count as writes. sort -o and shuf -o read all their input first,
// so their own input, or a stage's before them, may be their output (a
// stage after them still races with the write); a list runs its pipelines one
// after another, so a later one may read what an earlier one wrote.
func TestSameFileByIdentity(t *testing.T) {
	in, work, home := identityFixture(t)
	full := filepath.Join(work, "notes.txt")
	for _, c := range []struct {
		p      *proposal.Proposal
		reason string // a part of a reason, or "" when accepted
	}{
		{compound("cat", "notes.txt", ">"+full), "The redirection to '" + full + "' empties or grows the file while the same pipeline reads it (as 'notes.txt')."},
		{compound("sort", "notes.txt", ">>../work/notes.txt"), "The redirection to '../work/notes.txt' empties or grows"},
		{compound("cat", "notes.txt", ">alias.txt"), "The redirection to 'alias.txt' empties or grows"},
		{compound("cat", "alias.txt", ">notes.txt"), "The redirection to 'notes.txt' empties or grows"},
		{compound("cat", "hard.txt", ">sub/../notes.txt"), "The redirection to 'sub/../notes.txt' empties or grows"},
		{compound("cat", "new.txt", "|", "sort", ">dangling"), "The redirection to 'dangling' empties or grows"},
		{compound("cat", filepath.Join(home, "h.txt"), ">../home/h.txt"), "empties or grows the file while the same pipeline reads it (as '" + filepath.Join(home, "h.txt") + "')"},
		{compound("tee", "notes.txt", "<notes.txt"), "tee writes 'notes.txt', emptying or growing the file while the same pipeline reads it."},
		{compound("tee", "-a", "alias.txt", "<notes.txt"), "tee writes 'alias.txt'"},
		{compound("cat", "notes.txt", "|", "tee", "./notes.txt"), "tee writes './notes.txt'"},
		{compound("cat", "notes.txt", "|", "sort", "-o", "hard.txt"), ""},
		{compound("cat", "notes.txt", "|", "shuf", "-o", "alias.txt"), ""},
		{compound("sort", "-o", "notes.txt", "cfg", "|", "wc", "-l", "alias.txt"), "sort -o writes 'notes.txt'"},
		{compound("cat", "cfg", "|", "git", "config", "--file", "cfg", "a.b", "c"), "git config --file writes 'cfg'"},
		{command("xxd", "notes.txt", "alias.txt"), "xxd writes 'alias.txt', emptying or growing the file while the same command reads it (as 'notes.txt')."},
		{command("sort", "-o", "notes.txt", "notes.txt"), ""},
		{command("sort", "-u", "-o", "alias.txt", "hard.txt", "cfg"), ""},
		{command("shuf", "-o", "notes.txt", "notes.txt"), ""},
		{compound("sort", "-o", "notes.txt", "<notes.txt"), ""},
		{compound("cat", "notes.txt", ">copy.txt", "&&", "sort", "copy.txt", ">notes.txt"), ""},
		{compound("ls", "sub", ">sub/list.txt"), ""}, // a directory is read, a file in it written
		{compound("ls", ".", "|", "tee", "listing.txt"), ""},
		{compound("cat", "notes.txt", "|", "wc", "-l", ">count.txt"), ""},
		{compound("cat", "-", "|", "tee", "-"), ""}, // standard input and output, no file
		{compound("git", "config", "--file", "cfg", "a.b", "|", "tee", "out.txt"), ""},
	} {
		r := Check(c.p, in)
		what := r.Command
		switch {
		case c.reason == "" && !r.Accepted():
			t.Errorf("%s: refused %q", what, r.Reasons)
		case c.reason != "" && !slices.ContainsFunc(r.Reasons, func(s string) bool { return strings.Contains(s, c.reason) }):
			t.Errorf("%s: reasons %q; want one containing %q", what, r.Reasons, c.reason)
		}
	}
	// What the notes.txt lines destroyed stays unchanged: nothing ran.
	if b, _ := os.ReadFile(filepath.Join(work, "notes.txt")); string(b) != "keep\n" {
		t.Errorf("notes.txt holds %q", b)
	}
}

// TestStageWritesListed: tee's files and the files options write are in
// the result's Writes, with the redirections' targets.
func TestStageWritesListed(t *testing.T) {
	in, _, _ := identityFixture(t)
	r := Check(compound("cat", "notes.txt", "|", "tee", "a.txt", "b.txt", "|", "sort", "-o", "c.txt", "2>err.txt"), in)
	if want := []string{"a.txt", "b.txt", "c.txt", "err.txt"}; !r.Accepted() || !slices.Equal(r.Writes, want) {
		t.Errorf("accepted=%v %q writes %q; want %q", r.Accepted(), r.Reasons, r.Writes, want)
	}
	r = Check(compound("ls", "|", "curl", "-s", "-o", "-", "-D", "/dev/null", "https://example.com/"), in)
	if !r.Accepted() || len(r.Writes) != 0 {
		t.Errorf("curl: accepted=%v %q writes %q; want none ('-' is standard output, /dev/null throws away)", r.Accepted(), r.Reasons, r.Writes)
	}
}
