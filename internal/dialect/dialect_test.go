package dialect

import (
	"slices"
	"strings"
	"testing"
)

func TestQuoting(t *testing.T) {
	for _, c := range []struct{ word, bash, zsh, fish string }{
		{"plain", "plain", "plain", "plain"},
		{"", "''", "''", "''"},
		{"a b", "'a b'", "'a b'", "'a b'"},
		{"it's", `'it'"'"'s'`, `'it'"'"'s'`, `'it\'s'`},
		{`a\b`, `'a\b'`, `'a\b'`, `'a\\b'`},
		{"=ls", "=ls", "'=ls'", "=ls"},
		{"a==b", "a==b", "'a==b'", "a==b"},
		{"%self", "%self", "%self", "'%self'"},
		{"100%", "100%", "100%", "100%"},
		{"~", "'~'", "'~'", "'~'"},
		{"$x", "'$x'", "'$x'", "'$x'"},
	} {
		for d, want := range map[Shell]string{bash{}: c.bash, zsh{}: c.zsh, fish{}: c.fish} {
			if got := d.Quote(c.word); got != want {
				t.Errorf("%s.Quote(%q) = %s, want %s", d.Name(), c.word, got, want)
			}
		}
	}
}

func TestRenderRefusesWhatItCannotCarry(t *testing.T) {
	for _, word := range []string{"a\nb", "a\x1bb", "\x00", "\u202e", "\xff"} {
		for _, d := range table {
			if _, err := d.Render([]string{"ls", word}); err == nil {
				t.Errorf("%s rendered %q", d.Name(), word)
			}
		}
	}
}

func TestFieldsRefuseExpansions(t *testing.T) {
	for _, text := range []string{"ls *.go", "ls $HOME", "ls ~", "ls a;b", "ls `x`", "ls \"$x\"", "ls {a,b}", "ls $(x)", "a=b ls", "ls > x"} {
		for _, d := range table {
			if words, err := d.Fields(text); err == nil && !(d.Shell == fish{} && text == "ls `x`") {
				t.Errorf("%s.Fields(%q) = %q; want an error", d.Name(), text, words)
			}
		}
	}
	// fish has no backquote substitution: it reads a backquote as itself.
	if words, err := (fish{}).Fields("ls `x`"); err != nil || !slices.Equal(words, []string{"ls", "`x`"}) {
		t.Errorf("(fish{}).Fields(ls `x`) = %q, %v", words, err)
	}
	if _, err := (zsh{}).Fields("ls =ls"); err == nil {
		t.Error("zsh accepted a bare =word")
	}
	if _, err := (fish{}).Fields("exec ls"); err == nil {
		t.Error("fish accepted a keyword first")
	}
	if _, err := (fish{}).Fields("ls %self"); err == nil {
		t.Error("fish accepted a bare %word")
	}
	words, err := (fish{}).Fields(`ls 'a b' x'\''y`)
	if err != nil || !slices.Equal(words, []string{"ls", "a b", "x'y"}) {
		t.Errorf("fish.Fields = %q, %v", words, err)
	}
}

func TestLookup(t *testing.T) {
	if _, err := Lookup("pwsh"); err == nil || !strings.Contains(err.Error(), "bash, zsh, fish") {
		t.Errorf("Lookup(pwsh) = %v", err)
	}
}
