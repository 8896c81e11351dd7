package reader

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func testEnv(t *testing.T) Env {
	t.Helper()
	dir := t.TempDir()
	for _, f := range []string{"a.txt", "b.txt", ".h.txt", "sub/c.go"} {
		os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o755)
		os.WriteFile(filepath.Join(dir, f), nil, 0o644)
	}
	vars := map[string]string{"HOME": "/home/u", "FOO": "bar", "SPACED": "a b", "GLOBBY": "*.txt", "EMPTY": "",
		"MYPATH": "/x:/y"}
	return Env{
		Home: "/home/u", Dir: dir,
		Getenv: func(n string) (string, bool) { v, ok := vars[n]; return v, ok },
		LookupUser: func(n string) (string, bool) {
			if n == "root" {
				return "/root", true
			}
			return "", false
		},
	}
}

func mustRead(t *testing.T, text, shell string, env Env) *Line {
	t.Helper()
	line, err := Read(text, shell, env)
	if err != nil {
		t.Fatalf("%s: Read(%q): %v", shell, text, err)
	}
	return line
}

func TestStructure(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish"} {
		line := mustRead(t, "ls | sort -r && cat a.txt || wc; head\ntail", shell, testEnv(t))
		var ops []string
		var stages []int
		for _, p := range line.Pipelines {
			ops = append(ops, p.Op)
			stages = append(stages, len(p.Stages))
		}
		if !slices.Equal(ops, []string{"", "&&", "||", ";", ";"}) || !slices.Equal(stages, []int{2, 1, 1, 1, 1}) {
			t.Errorf("%s: ops %q, stages %v", shell, ops, stages)
		}
		if line.Shell != shell || line.Pipelines[0].Stages[1].Argv[1] != "-r" {
			t.Errorf("%s: %+v", shell, line.Argvs())
		}
	}
}

func TestRedirections(t *testing.T) {
	type red struct {
		fd         int
		op, target string
	}
	for _, shell := range []string{"bash", "zsh", "fish"} {
		line := mustRead(t, "sort < a.txt > out.txt 2>/dev/null >> log &> all 2>&1 >&2 2>&-", shell, testEnv(t))
		var got []red
		for _, r := range line.Pipelines[0].Stages[0].Redirs {
			got = append(got, red{r.Fd, r.Op, r.File()})
		}
		want := []red{{0, "<", "a.txt"}, {1, ">", "out.txt"}, {2, ">", "/dev/null"}, {1, ">>", "log"}, {-1, "&>", "all"},
			{2, ">&", "1"}, {1, ">&", "2"}, {2, ">&", "-"}}
		if !slices.Equal(got, want) {
			t.Errorf("%s: %v", shell, got)
		}
	}
	// |& (bash, zsh) and &| (fish) send stderr down the pipe too.
	for shell, text := range map[string]string{"bash": "ls |& cat", "zsh": "ls |& cat", "fish": "ls &| cat"} {
		rs := mustRead(t, text, shell, testEnv(t)).Pipelines[0].Stages[0].Redirs
		if len(rs) != 1 || rs[0].Fd != 2 || rs[0].Op != ">&" || rs[0].File() != "1" {
			t.Errorf("%s %q: %+v", shell, text, rs)
		}
	}
}

func TestWords(t *testing.T) {
	for _, c := range []struct {
		shell, word string
		fields      []string
		kind        Kind
		vars        []string
		patterns    []string
	}{
		{"bash", "plain", []string{"plain"}, 0, nil, nil},
		{"bash", `'a b'`, []string{"a b"}, Quoted, nil, nil},
		{"bash", `\*.txt`, []string{"*.txt"}, Quoted, nil, nil},
		{"bash", `$'a\tb'`, []string{"a\tb"}, Quoted | ANSIC, nil, nil},
		{"bash", "~/x", []string{"/home/u/x"}, Tilde, nil, nil},
		{"zsh", "~root", []string{"/root"}, Tilde, nil, nil},
		{"fish", "~root/x", []string{"/root/x"}, Tilde, nil, nil},
		{"bash", "$FOO/x", []string{"bar/x"}, Variable, []string{"FOO"}, nil},
		{"bash", "$SPACED", []string{"a", "b"}, Variable, []string{"SPACED"}, nil},
		{"zsh", "$SPACED", []string{"a b"}, Variable, []string{"SPACED"}, nil},
		{"fish", "$SPACED", []string{"a b"}, Variable, []string{"SPACED"}, nil},
		{"fish", "$MYPATH", []string{"/x", "/y"}, Variable, []string{"MYPATH"}, nil},
		{"bash", "$EMPTY", nil, Variable, []string{"EMPTY"}, nil},
		{"bash", `"$EMPTY"`, []string{""}, Variable | Quoted, []string{"EMPTY"}, nil},
		{"bash", "$GLOBBY", []string{"a.txt", "b.txt"}, Variable | Glob, []string{"GLOBBY"}, []string{"*.txt"}},
		{"zsh", "$GLOBBY", []string{"*.txt"}, Variable, []string{"GLOBBY"}, nil},
		{"bash", "$PWD", nil, Variable, []string{"PWD"}, nil},
		{"bash", `"a*"*`, []string{}, Glob | Quoted, nil, []string{`a\**`}},
		{"fish", "*.txt", []string{"a.txt", "b.txt"}, Glob, nil, []string{"*.txt"}},
		{"zsh", "sub/*", []string{"sub/c.go"}, Glob, nil, []string{"sub/*"}},
		{"bash", "{a,b}.txt", []string{"a.txt", "b.txt"}, Brace, nil, nil},
		{"fish", "{a,b}{1,2}", []string{"a1", "b1", "a2", "b2"}, Brace, nil, nil},
		{"bash", "{a,b}{1,2}", []string{"a1", "a2", "b1", "b2"}, Brace, nil, nil},
		{"bash", ".*", []string{".h.txt"}, Glob, nil, []string{".*"}},
	} {
		env := testEnv(t)
		line, err := Read("ls "+c.word, c.shell, env)
		if c.word == `"a*"*` { // a pattern that matches nothing: refused, and says which
			if err == nil || !strings.Contains(err.Error(), `a\**`) {
				t.Errorf("%s %s: %v", c.shell, c.word, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %s: %v", c.shell, c.word, err)
			continue
		}
		w := line.Pipelines[0].Stages[0].Words[1]
		if c.word == "$PWD" {
			c.fields = []string{env.Dir}
		}
		if !slices.Equal(w.Fields, c.fields) && !(len(w.Fields) == 0 && len(c.fields) == 0) || w.Kind != c.kind ||
			!slices.Equal(w.Vars, c.vars) || !slices.Equal(w.Patterns(), c.patterns) || w.Src != c.word {
			t.Errorf("%s %s: got %q %v %q %q, want %q %v %q %q", c.shell, c.word, w.Fields, w.Kind, w.Vars, w.Patterns(),
				c.fields, c.kind, c.vars, c.patterns)
		}
		if w.Literal() != (c.kind&^(Quoted|ANSIC) == 0) {
			t.Errorf("%s %s: Literal() = %v", c.shell, c.word, w.Literal())
		}
	}
}

func TestRefusals(t *testing.T) {
	for _, c := range []struct{ shell, text, construct string }{
		{"bash", "ls $(date)", "command substitution"},
		{"zsh", "ls `date`", "command substitution"},
		{"fish", "ls (date)", "command substitution"},
		{"bash", "ls !!", "history expansion"},
		{"zsh", `ls "a!b"`, "history expansion"},
		{"bash", "^a^b", "history substitution"},
		{"bash", "ls $NOPE", "variable"},
		{"fish", "ls $status", "shell variable"},
		{"bash", "ls $RANDOM", "shell variable"},
		{"bash", "ls $1", "special parameter"},
		{"bash", "ls ${FOO:-x}", "parameter expansion"},
		{"bash", "ls *.none", "glob"},
		{"bash", "ls @(a|b)", "extglob pattern"},
		{"zsh", "ls *(.)", "zsh glob qualifier or pattern"},
		{"zsh", "ls =ls", "zsh command path expansion"},
		{"zsh", "ls a # c", "comment"},
		{"bash", "diff <(ls) b", "process substitution"},
		{"bash", "echo $((1+1))", "arithmetic expansion"},
		{"bash", "cat <<EOF\nx\nEOF", "here-document"},
		{"bash", "cat <<< x", "here-string"},
		{"bash", "(ls)", "subshell"},
		{"bash", "{ ls; }", "command group"},
		{"bash", "ls &", "background job"},
		{"bash", "! ls", "negation"},
		{"bash", "FOO=1 ls", "variable assignment"},
		{"fish", "FOO=1 ls", "variable assignment"},
		{"bash", "if true; then ls; fi", "if statement"},
		{"fish", "and ls", "fish keyword"},
		{"fish", "ls %self", "process expansion"},
		{"bash", "ls ~nobody42", "tilde"},
		{"bash", "ls ~+", "directory stack tilde"},
		{"bash", "ls a=~/x", "tilde after '='"},
		{"bash", "ls $FOO{a,b}", "brace expansion after a variable"},
		{"bash", "ls {Z..a}", "brace sequence"},
		{"fish", "ls **/*.go", "recursive glob"},
		{"zsh", "ls ***/*.go", "recursive glob"},
		{"bash", "ls 'open", "syntax"},
		{"bash", "ls > *.txt", "glob"},
		{"bash", "ls > {a,b}", "redirection"},
		{"bash", "", "empty line"},
		{"bash", "# only a comment", "empty line"},
		{"bash", "$EMPTY", "empty command"},
		{"pwsh", "ls", "shell"},
	} {
		_, err := Read(c.text, c.shell, testEnv(t))
		e, ok := err.(*Error)
		if !ok || e.Construct != c.construct || e.Reason == "" {
			t.Errorf("%s %q: %#v, want construct %q", c.shell, c.text, err, c.construct)
		}
	}
}

func TestOptions(t *testing.T) {
	env := testEnv(t)
	env.Options.InteractiveComments = true
	if got := mustRead(t, "ls a # c", "zsh", env).Argvs(); !slices.Equal(got[0], []string{"ls", "a"}) {
		t.Errorf("zsh with interactivecomments: %q", got)
	}
	env.Options.ExtendedGlob = true
	if _, err := Read("ls ^a.txt", "zsh", env); err == nil || err.(*Error).Construct != "zsh extended glob" {
		t.Errorf("zsh extendedglob ^: %v", err)
	}
	env.Options.ShWordSplit, env.Options.GlobSubst = true, true
	if got := mustRead(t, "ls $SPACED $GLOBBY", "zsh", env).Argvs(); !slices.Equal(got[0], []string{"ls", "a", "b", "a.txt", "b.txt"}) {
		t.Errorf("zsh shwordsplit globsubst: %q", got)
	}
	env = testEnv(t)
	if got := mustRead(t, "ls **", "bash", env).Argvs(); !slices.Equal(got[0], []string{"ls", "a.txt", "b.txt", "sub"}) {
		t.Errorf("bash ** without globstar: %q", got)
	}
	env.Options.GlobStar = true
	if _, err := Read("ls **", "bash", env); err == nil || err.(*Error).Construct != "recursive glob" {
		t.Errorf("bash globstar: %v", err)
	}
	for _, shell := range []string{"bash", "zsh"} {
		if got := mustRead(t, "ls **/*.go", shell, env).Argvs(); !slices.Equal(got[0], []string{"ls", "sub/c.go"}) {
			t.Errorf("%s **/*.go: %q", shell, got)
		}
	}
	env.Options.Unsupported = []string{"nullglob"}
	if _, err := Read("ls *.txt", "bash", env); err == nil || !strings.Contains(err.Error(), "nullglob") {
		t.Errorf("bash nullglob: %v", err)
	}
	env = testEnv(t)
	env.Options.QmarkNoGlob = true
	if got := mustRead(t, "ls ?.txt", "fish", env).Argvs(); !slices.Equal(got[0], []string{"ls", "?.txt"}) {
		t.Errorf("fish qmark-noglob: %q", got)
	}
	if _, err := Read("ls && ; ls", "fish", env); err == nil {
		t.Error("fish: && followed by ; was read")
	}
	env.LookupUser = nil
	if _, err := Read("ls ~root", "bash", env); err == nil {
		t.Error("~root read without a user lookup")
	}
}
