package reader

import (
	"slices"
	"testing"
)

func TestFields(t *testing.T) {
	for text, want := range map[string][]string{
		`ls -la`:                   {"ls", "-la"},
		`echo 'a b' "c d" e\ f`:    {"echo", "a b", "c d", "e f"},
		`echo $(whoami) "$HOME"/x`: {"echo", "$(whoami)", "$HOME/x"},
		`code --wait`:              {"code", "--wait"},
		`ls | wc -l`:               {"ls", "wc", "-l"},
		`grep x f > out.txt`:       {"grep", "x", "f"},
		`find . -name '*.log'`:     {"find", ".", "-name", "*.log"},
	} {
		got, err := Fields(text)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("Fields(%q) = %q, %v; want %q", text, got, err, want)
		}
	}
	if _, err := Fields(`echo 'open`); err == nil {
		t.Error("an unclosed quote was split")
	}
}

func TestBackground(t *testing.T) {
	for text, want := range map[string]bool{
		"sleep 1 &": true, "a & b": true, "sleep 1 &!": true, "sleep 1 &|": true,
		"a && b": false, "ls &> out": false, "ls 2>&1": false, "echo '&'": false, `echo "a & b"`: false, "ls": false,
	} {
		if got := Background(text); got != want {
			t.Errorf("Background(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestUnquotedGlob(t *testing.T) {
	for text, want := range map[string]string{
		"find . -name *.log":    "*.log",
		"find . -name '*.log'":  "",
		`find . -name \*.log`:   "",
		`ls "a*"`:               "",
		"ls src/*.go README.md": "src/*.go",
		"grep -E 'a|b' f":       "",
		"ls file?.txt":          "file?.txt",
		"echo [abc]":            "[abc]",
	} {
		if got := UnquotedGlob(text); got != want {
			t.Errorf("UnquotedGlob(%q) = %q, want %q", text, got, want)
		}
	}
}

func TestFieldsOfCompoundCommands(t *testing.T) {
	for text, first := range map[string]string{
		"for f in a b; do echo $f; done": "for",
		"while true; do ls; done":        "while",
		"if true; then ls; fi":           "if",
		"ls && echo done":                "ls",
	} {
		got, err := Fields(text)
		if err != nil || len(got) == 0 || got[0] != first {
			t.Errorf("Fields(%q) = %q, %v; want it to start with %q", text, got, err, first)
		}
	}
}

// Fields never fails on what the parser accepts and, for a line Read
// reads as one command of literal words, gives exactly its argv.
func FuzzFields(f *testing.F) {
	for _, s := range []string{`ls -la`, `echo 'a b' "c d" e\ f`, `echo $(whoami)`, `for f in a; do ls; done`, `ls | wc -l`, `x=(a b)`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		words, err := Fields(text)
		if err != nil {
			return
		}
		line, rerr := Read(text, "bash", Env{})
		if rerr != nil || len(line.Pipelines) != 1 || len(line.Pipelines[0].Stages) != 1 || len(line.Pipelines[0].Stages[0].Redirs) != 0 {
			return
		}
		for _, w := range line.Pipelines[0].Stages[0].Words {
			if !w.Literal() {
				return
			}
		}
		if !slices.Equal(words, line.Pipelines[0].Stages[0].Argv) {
			t.Fatalf("Fields(%q) = %q, Read gives %q", text, words, line.Pipelines[0].Stages[0].Argv)
		}
	})
}
