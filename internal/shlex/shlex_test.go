package shlex

import (
	"slices"
	"testing"
)

type tok struct {
	words []string
	err   bool
}

// cases were produced by Python 3.11's shlex (split, and shlex.shlex with
// punctuation_chars="|&;<>" and whitespace_split), the original's tokenisers.
var cases = []struct {
	in        string
	split, op tok
}{
	{"ls -lah", tok{[]string{"ls", "-lah"}, false}, tok{[]string{"ls", "-lah"}, false}},
	{"  ls   -l  ", tok{[]string{"ls", "-l"}, false}, tok{[]string{"ls", "-l"}, false}},
	{"", tok{[]string{}, false}, tok{[]string{}, false}},
	{"   ", tok{[]string{}, false}, tok{[]string{}, false}},
	{"a 'b c' d", tok{[]string{"a", "b c", "d"}, false}, tok{[]string{"a", "b c", "d"}, false}},
	{"a \"b c\" d", tok{[]string{"a", "b c", "d"}, false}, tok{[]string{"a", "b c", "d"}, false}},
	{"a\"b c\"d", tok{[]string{"ab cd"}, false}, tok{[]string{"ab cd"}, false}},
	{"a''b", tok{[]string{"ab"}, false}, tok{[]string{"ab"}, false}},
	{"a '' b", tok{[]string{"a", "", "b"}, false}, tok{[]string{"a", "", "b"}, false}},
	{"a \"\" b", tok{[]string{"a", "", "b"}, false}, tok{[]string{"a", "", "b"}, false}},
	{"a\\ b", tok{[]string{"a b"}, false}, tok{[]string{"a b"}, false}},
	{"\"a\\\"b\"", tok{[]string{"a\"b"}, false}, tok{[]string{"a\"b"}, false}},
	{"\"a\\\\b\"", tok{[]string{"a\\b"}, false}, tok{[]string{"a\\b"}, false}},
	{"\"a\\nb\"", tok{[]string{"a\\nb"}, false}, tok{[]string{"a\\nb"}, false}},
	{"\"a\\$b\"", tok{[]string{"a\\$b"}, false}, tok{[]string{"a\\$b"}, false}},
	{"'a\\b'", tok{[]string{"a\\b"}, false}, tok{[]string{"a\\b"}, false}},
	{"a#b # c", tok{[]string{"a#b", "#", "c"}, false}, tok{[]string{"a#b", "#", "c"}, false}},
	{"echo $HOME ~ *.py", tok{[]string{"echo", "$HOME", "~", "*.py"}, false}, tok{[]string{"echo", "$HOME", "~", "*.py"}, false}},
	{"ls 2>&1", tok{[]string{"ls", "2>&1"}, false}, tok{[]string{"ls", "2", ">&", "1"}, false}},
	{"a&&b", tok{[]string{"a&&b"}, false}, tok{[]string{"a", "&&", "b"}, false}},
	{"a || b", tok{[]string{"a", "||", "b"}, false}, tok{[]string{"a", "||", "b"}, false}},
	{"x|&y", tok{[]string{"x|&y"}, false}, tok{[]string{"x", "|&", "y"}, false}},
	{"a;;b", tok{[]string{"a;;b"}, false}, tok{[]string{"a", ";;", "b"}, false}},
	{"a ; b", tok{[]string{"a", ";", "b"}, false}, tok{[]string{"a", ";", "b"}, false}},
	{"ls>out.txt", tok{[]string{"ls>out.txt"}, false}, tok{[]string{"ls", ">", "out.txt"}, false}},
	{"cat<in", tok{[]string{"cat<in"}, false}, tok{[]string{"cat", "<", "in"}, false}},
	{"a&", tok{[]string{"a&"}, false}, tok{[]string{"a", "&"}, false}},
	{"'a|b' c", tok{[]string{"a|b", "c"}, false}, tok{[]string{"a|b", "c"}, false}},
	{"\"x;y\"", tok{[]string{"x;y"}, false}, tok{[]string{"x;y"}, false}},
	{"a\tb\nc\rd", tok{[]string{"a", "b", "c", "d"}, false}, tok{[]string{"a", "b", "c", "d"}, false}},
	{"\u00e9 \u00f1 \u65e5\u672c", tok{[]string{"\u00e9", "\u00f1", "\u65e5\u672c"}, false}, tok{[]string{"\u00e9", "\u00f1", "\u65e5\u672c"}, false}},
	{"a\\\nb", tok{[]string{"a\nb"}, false}, tok{[]string{"a\nb"}, false}},
	{"git log --oneline -n 5", tok{[]string{"git", "log", "--oneline", "-n", "5"}, false}, tok{[]string{"git", "log", "--oneline", "-n", "5"}, false}},
	{"tar -czf a.tgz 'my dir'", tok{[]string{"tar", "-czf", "a.tgz", "my dir"}, false}, tok{[]string{"tar", "-czf", "a.tgz", "my dir"}, false}},
	{"echo 'it'\"'\"'s'", tok{[]string{"echo", "it's"}, false}, tok{[]string{"echo", "it's"}, false}},
	{"unclosed 'quote", tok{nil, true}, tok{nil, true}},
	{"unclosed \"dq", tok{nil, true}, tok{nil, true}},
	{"trailing\\", tok{nil, true}, tok{nil, true}},
	{"a\u0000b c", tok{[]string{"a\u0000b", "c"}, false}, tok{[]string{"a\u0000b", "c"}, false}},
	{"'a'\"b\"c", tok{[]string{"abc"}, false}, tok{[]string{"abc"}, false}},
	{"ls -- -x", tok{[]string{"ls", "--", "-x"}, false}, tok{[]string{"ls", "--", "-x"}, false}},
	{"=foo", tok{[]string{"=foo"}, false}, tok{[]string{"=foo"}, false}},
	{"a=b", tok{[]string{"a=b"}, false}, tok{[]string{"a=b"}, false}},
	{"x '' ''", tok{[]string{"x", "", ""}, false}, tok{[]string{"x", "", ""}, false}},
	{"\"\"", tok{[]string{""}, false}, tok{[]string{""}, false}},
	{"''", tok{[]string{""}, false}, tok{[]string{""}, false}},
	{"a \"'\" b", tok{[]string{"a", "'", "b"}, false}, tok{[]string{"a", "'", "b"}, false}},
	{"a '\"' b", tok{[]string{"a", "\"", "b"}, false}, tok{[]string{"a", "\"", "b"}, false}},
	{"a>>b", tok{[]string{"a>>b"}, false}, tok{[]string{"a", ">>", "b"}, false}},
	{"a<>b", tok{[]string{"a<>b"}, false}, tok{[]string{"a", "<>", "b"}, false}},
	{"&", tok{[]string{"&"}, false}, tok{[]string{"&"}, false}},
	{";", tok{[]string{";"}, false}, tok{[]string{";"}, false}},
	{"|", tok{[]string{"|"}, false}, tok{[]string{"|"}, false}},
}

func TestSplitMatchesPython(t *testing.T) {
	for _, c := range cases {
		for _, fn := range []struct {
			name string
			f    func(string) ([]string, error)
			want tok
		}{{"Split", Split, c.split}, {"SplitOperators", SplitOperators, c.op}} {
			got, err := fn.f(c.in)
			if (err != nil) != fn.want.err {
				t.Errorf("%s(%q) error = %v, want error %v", fn.name, c.in, err, fn.want.err)
				continue
			}
			if !fn.want.err && !slices.Equal(got, fn.want.words) && !(len(got) == 0 && len(fn.want.words) == 0) {
				t.Errorf("%s(%q) = %q, want %q", fn.name, c.in, got, fn.want.words)
			}
		}
	}
}

// joins were produced by Python's shlex.join.
var joins = []struct {
	argv []string
	want string
}{
	{[]string{"ls", "-l"}, "ls -l"},
	{[]string{"a b"}, "'a b'"},
	{[]string{""}, "''"},
	{[]string{"it's"}, "'it'\"'\"'s'"},
	{[]string{"*.py"}, "'*.py'"},
	{[]string{"~"}, "'~'"},
	{[]string{"2>&1"}, "'2>&1'"},
	{[]string{"$(x)"}, "'$(x)'"},
	{[]string{"a=b", "=c", "%x", "@y", "+z", ":w", ",v"}, "a=b =c %x @y +z :w ,v"},
	{[]string{"\u00e9"}, "'\u00e9'"},
	{[]string{"x\ny"}, "'x\ny'"},
}

func TestJoinMatchesPython(t *testing.T) {
	for _, j := range joins {
		if got := Join(j.argv); got != j.want {
			t.Errorf("Join(%q) = %q, want %q", j.argv, got, j.want)
		}
	}
}

func TestJoinSplitRoundTrip(t *testing.T) {
	for _, argv := range [][]string{{"a b", "", "it's", "$(x)", "*", "~", "=", "a\\b", "\"q\"", "#", "!"}} {
		back, err := Split(Join(argv))
		if err != nil || !slices.Equal(back, argv) {
			t.Errorf("Split(Join(%q)) = %q, %v", argv, back, err)
		}
	}
}

func TestHasBareParen(t *testing.T) {
	for text, want := range map[string]bool{
		"cat (touch x)":          true,
		"ls =(id)":               true,
		"ls *(e:'touch x':)":     true,
		"find . \\( -name x \\)": false,
		"grep '(a|b)' f":         false,
		`grep "(a)" f`:           false,
		`echo 'it''s (fine)'`:    false,
		"ls a)":                  true,
	} {
		if got := HasBareParen(text); got != want {
			t.Errorf("HasBareParen(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestExpansion(t *testing.T) {
	for text, want := range map[string]string{
		"ls *.go":                       "a glob (*) the shell would expand to file names",
		"ls file?.txt":                  "a glob (?) the shell would expand to file names",
		"ls [ab].txt":                   "a glob ([) the shell would expand to file names",
		"mkdir -p {h,i,j}":              "brace expansion ({...})",
		"touch file{1..10}":             "brace expansion ({...})",
		"ls ~":                          "a leading ~ the shell would expand to a home directory",
		"cd ~alice":                     "a leading ~ the shell would expand to a home directory",
		"ls $HOME":                      "a $ expansion (a variable the shell would replace)",
		`ls "$HOME/x"`:                  "a $ expansion (a variable the shell would replace)",
		"ls !$":                         "history expansion (!)",
		"ls '*.go' \"a b\" '$HOME' \\*": "",
		"find . -name '*.log'":          "",
		"ls a~b":                        "",
		"grep '{a,b}' f":                "",
		"tail -n +5 f":                  "",
	} {
		if got := Expansion(text); got != want {
			t.Errorf("Expansion(%q) = %q, want %q", text, got, want)
		}
	}
}

func TestOperators(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{`find . -exec rm {} \;`, nil},
		{`find . -exec rm {} ';'`, nil},
		{`find . -exec rm {} ";"`, nil},
		{`a; b`, []string{";"}},
		{`a&&b | c 2>&1`, []string{"&&", "|", ">&"}},
		{`echo "x|y" 'a>b' c\>d`, nil},
	} {
		if got := Operators(c.text); !slices.Equal(got, c.want) {
			t.Errorf("Operators(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
