package validate_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/project"
	"github.com/oterminus/oterminus/internal/reader"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/shelltest"
	"github.com/oterminus/oterminus/internal/typed"
	"github.com/oterminus/oterminus/internal/validate"
)

// TestSameFileDestroysInRealShells runs each line in real bash with the
// real programs, in a fresh directory work/ holding notes.txt (three
// unsorted lines), alias.txt (a symlink to it) and hard.txt (a hard link
// of it), and reads the same line as the widget does. Every line that
// empties, truncates or grows notes.txt under a name other than
// "notes.txt" is refused; sort -o and shuf -o onto their own input run
// and keep every line, and are accepted.
func TestSameFileDestroysInRealShells(t *testing.T) {
	bash := shelltest.Require(t, "bash")
	const text = "b\nc\na\n"
	for _, c := range []struct {
		line    string
		destroy bool // notes.txt loses or doubles its lines when run
	}{
		{"cat notes.txt > $PWD/notes.txt", true},
		{"sort notes.txt >> ../work/notes.txt", true},
		{"cat notes.txt > alias.txt", true},
		{"cat hard.txt > notes.txt", true},
		{"sort alias.txt > ./notes.txt", true},
		{"tee notes.txt < notes.txt", true},
		{"tee alias.txt < hard.txt", true},
		{"xxd notes.txt alias.txt", true},
		{"sort -o notes.txt notes.txt", false},
		{"sort -o alias.txt hard.txt", false},
		{"shuf -o notes.txt notes.txt", false},
		{"sort -o notes.txt < alias.txt", false},
		{"cat alias.txt | sort -o notes.txt", false},
		{"cat hard.txt | shuf -o alias.txt", false},
	} {
		t.Run(c.line, func(t *testing.T) {
			base := t.TempDir()
			work := filepath.Join(base, "work")
			if err := os.Mkdir(work, 0o755); err != nil {
				t.Fatal(err)
			}
			notes := filepath.Join(work, "notes.txt")
			if err := os.WriteFile(notes, []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink("notes.txt", filepath.Join(work, "alias.txt")); err != nil {
				t.Fatal(err)
			}
			if err := os.Link(notes, filepath.Join(work, "hard.txt")); err != nil {
				t.Skip("no hard links here:", err)
			}
			r := checkTyped(t, c.line, work, base)
			cmd := exec.Command(bash, shelltest.Args("bash", c.line)[1:]...)
			cmd.Dir, cmd.Env = work, []string{"PATH=" + os.Getenv("PATH"), "PWD=" + work, "HOME=" + base}
			cmd.Stdout, cmd.Stderr = nil, nil
			_ = cmd.Run()
			after, _ := os.ReadFile(notes)
			destroyed := !sameLines(string(after), text)
			if destroyed != c.destroy {
				t.Fatalf("bash left notes.txt %q; destroyed=%v, want %v", after, destroyed, c.destroy)
			}
			sameFile := slices.ContainsFunc(r.Reasons, func(s string) bool {
				return strings.Contains(s, "empties or grows") || strings.Contains(s, "emptying or growing")
			})
			if r.Accepted() == c.destroy || c.destroy && !sameFile {
				t.Errorf("oterminus: accepted=%v %q; want accepted=%v, refused as the same file", r.Accepted(), r.Reasons, !c.destroy)
			}
		})
	}
}

// checkTyped reads a typed line as the widget does, in dir with HOME
// home, and validates it for bash.
func checkTyped(t *testing.T, line, dir, home string) *validate.Result {
	t.Helper()
	in := typed.Input{Registry: registry.Default(), Scope: registry.Scope{Platform: "linux"}, Shell: "bash",
		Reader: reader.Env{Home: home, Dir: dir, Getenv: func(name string) (string, bool) {
			switch name {
			case "PWD":
				return dir, true
			case "HOME":
				return home, true
			}
			return "", false
		}}}
	p, ok := typed.Detect(line, in)
	if !ok {
		t.Fatalf("%q is not read as a command", line)
	}
	d, _ := dialect.Lookup("bash")
	return validate.Check(p, validate.Input{Registry: registry.Default(), Platform: "linux", Project: &project.Lazy{Dir: dir}, Dialect: d, Home: home})
}

// sameLines reports whether two texts hold the same lines in any order.
func sameLines(a, b string) bool {
	la, lb := strings.Split(strings.TrimSuffix(a, "\n"), "\n"), strings.Split(strings.TrimSuffix(b, "\n"), "\n")
	slices.Sort(la)
	slices.Sort(lb)
	return slices.Equal(la, lb)
}
