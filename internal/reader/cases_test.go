package reader_test

import "strings"

// shellCase is a typed line and, per shell, "" when the reader must accept
// it (and agree with the real shell), "-" when it does not apply, or a text
// the refusal's reason must contain.
type shellCase struct {
	line          string
	bash, zsh, fi string
}

func (c shellCase) want(shell string) string {
	switch shell {
	case "bash":
		return c.bash
	case "zsh":
		return c.zsh
	}
	return c.fi
}

// wordCase is a typed word with the same expectations.
type wordCase struct{ word, bash, zsh, fi string }

func all(w string) wordCase { return wordCase{w, "", "", ""} }

// wordCases are words placed into each template.
var wordCases = []wordCase{
	all("plain"), all("'single quoted'"), all(`"double quoted"`), all(`"it's"`), all(`'it'\''s.txt'`),
	all(`a\ b`), all(`\*.txt`), all(`'*.txt'`), all(`"*.txt"`), all(`"$HOME"`), all(`$HOME/x`),
	{`${HOME}/x`, "", "", "variable"}, all(`~`), all(`~/notes.md`), all(`~root`), all(`~root/x`),
	{`~nosuchuser42`, "tilde", "tilde", "tilde"}, all(`"~"`), all(`\~`), all(`'~'/x`), all(`$FOO`), all(`"$FOO"`),
	all(`x$FOO`), all(`$SPACED`), all(`"$SPACED"`), all(`x$SPACED.y`), all(`$EMPTY`), all(`"$EMPTY"`), all(`a$EMPTY`),
	all(`$GLOBBY`), all(`"$GLOBBY"`), all(`$MYPATH`), all(`"$MYPATH"`), all(`$DIR/*.go`),
	{`$NOPE`, "variable", "variable", "variable"}, {`$RANDOM`, "shell variable", "shell variable", "shell variable"},
	{`$1`, "special parameter", "special parameter", "variable"}, {`$?`, "special parameter", "special parameter", "variable"},
	{`$$`, "special parameter", "special parameter", "variable"}, {`$@`, "special parameter", "special parameter", "variable"},
	{`$(date)`, "command substitution", "command substitution", "command substitution"},
	{"`date`", "command substitution", "command substitution", ""},
	{`"$(date)"`, "command substitution", "command substitution", "command substitution"},
	{`(date)`, "-", "zsh glob", "command substitution"},
	{`$((1+2))`, "arithmetic", "arithmetic", "command substitution"},
	{`${FOO:-x}`, "parameter expansion", "parameter expansion", "variable"},
	{`${#FOO}`, "parameter expansion", "parameter expansion", "variable"},
	{`<(ls)`, "process substitution", "process substitution", "-"},
	all(`*.txt`), {`*.none`, "glob", "glob", "glob"}, all(`?.txt`), {`[ab].txt`, "", "", ""}, all(`sub/*.go`),
	all(`*/`), all(`.*`), all(`s*/*`), {`**/*.go`, "", "", "recursive glob"}, {`sub/**/*.go`, "", "", "recursive glob"},
	{`**/`, "", "", "recursive glob"}, {`**/deep`, "", "", "recursive glob"}, {`a**`, "", "", "recursive glob"}, all(`x*`), all(`*.dat`),
	all(`{a,b}.txt`), {`{1..3}`, "", "", ""}, all(`x{,.bak}`), all(`{a,b}{1,2}`), all(`'{a,b}'`), {`{a}`, "", "-", ""}, all(`{}`),
	{`{01..03}`, "", "", ""}, {`{a..c}`, "", "", ""}, {`{Z..a}`, "brace sequence", "brace sequence", ""},
	all(`+5`), all(`-R`), all(`--color=auto`), all(`-n`), all(`a#b`), all(`x=1`), all(`--prefix=~/x`),
	{`$'a\tb'`, "", "", "variable"}, {`$'it\'s'`, "", "", "variable"}, {`$'\x41\u00e9\101'`, "", "", "variable"},
	{`$'\n'`, "", "", "variable"}, {`$'\z\q'`, "", "", "variable"}, {`$'\e[0m'`, "", "", "variable"},
	{`$'\u263a\U0001F600'`, "", "", "variable"}, {`$'\x4g'`, "", "", "variable"}, {`$'\8'`, "", "", "variable"},
	{`$'a\''`, "", "", "variable"}, {`$'\"'`, "", "", "variable"}, {`$'\xff'`, "", "", "variable"}, {`$'a\0b'`, "NUL", "NUL", "variable"},
	all(`"a\$b"`), all(`"a\\b"`), all(`"a\b"`), all(`'a\b'`), all(`"a'b"`), all(`'a"b'`), all(`""`), all(`''`),
	{`!!`, "history expansion", "history expansion", ""}, {`!x`, "history expansion", "history expansion", ""},
	{`"hi!"`, "history expansion", "history expansion", ""}, all(`'hi!'`), all(`hi\!`),
	{`=ls`, "", "zsh command path", ""}, {`*(.)`, "extglob", "zsh glob", "command substitution"},
	{`@(a|b).txt`, "extglob", "zsh glob", "command substitution"},
	{`a=~/x`, "tilde after", "tilde after", ""}, {`%self`, "", "", "process expansion"}, all(`100%`),
	{`a&b`, "background", "background", "ampersand"}, all(`'$HOME'`), all(`~/*.md`), all(`$HOME/*.md`),
	all(`"my file.txt"`), all(`my\ file.txt`), all(`*file*`), all(`it\'s.txt`), all(`-*`), all(`new*`), all(`ü*`),
	all(`*hi*`), all(`a\ b/*`), all(`"a b"/c.txt`), all(`\$HOME.txt`), all(`data_?.csv`), {`[!a]*.txt`, "", "history expansion", "glob"},
	{`[[:upper:]]*`, "", "", "-"}, all(`\#x`), all(`'#'`), all(`a,b`), all(`{a,b},c`), all(`--`), all(`.`), all(`/`),
	all(`/e*`), all(`../work/a*`), all(`]`), all(`a]`), {`[`, "", "", "square brackets"},
	{`a[`, "", "bad pattern", "square brackets"}, {`[a`, "", "bad pattern", "square brackets"}, {`[]`, "glob", "glob", ""},
}

// templates place a word in typed lines of several shapes.
var templates = []string{
	"ls -l W",
	"grep -n W a.txt | sort -r | head -n 2",
	"wc -l W > out/wc.txt 2>&1 && cat out/wc.txt",
	"tail -n +5 W || cut -d, -f1 W; du -sh W",
}

// lineCases are whole lines: structure, redirections and refusals.
var lineCases = []shellCase{
	{"ls # a comment", "", "", ""}, {"ls a.txt #c d", "", "", ""}, {"ls;ls -a", "", "", ""},
	{"ls && ls -a || ls -b", "", "", ""}, {"ls || ls -a && ls -b", "", "", ""}, {"ls|cat", "", "", ""},
	{"ls |& cat", "", "", "-"}, {"ls &| cat", "-", "-", ""}, {"ls\nls -a", "", "", ""},
	{"ls > out/a.txt", "", "", ""}, {"ls >> out/a.txt", "", "", ""}, {"ls 2> out/e.txt", "", "", ""},
	{"ls 2>/dev/null", "", "", ""}, {"ls &> out/all.txt", "", "", ""}, {"ls >out/x 2>&1", "", "", ""},
	{"sort < in.txt", "", "", ""}, {"sort <in.txt >out/sorted.txt", "", "", ""}, {"ls > 'out/my log'", "", "", ""},
	{"ls > $HOME/out.txt", "", "", ""}, {"ls > ~/out2.txt", "", "", ""}, {"ls > out/*.txt", "glob", "glob", "glob"},
	{"ls > out/{a,b}", "redirection", "redirection", "redirection"},
	{"ls >& out/x", "redirection", "redirection", "redirection"}, {"ls 3> out/x", "redirection", "redirection", "redirection"},
	{"ls &", "background", "background", "background"}, {"(ls)", "subshell", "subshell", "command substitution"},
	{"{ ls; }", "command group", "command group", "brace"},
	{"if true; then ls; fi", "if statement", "if statement", "fish keyword"},
	{"for f in *; do ls $f; done", "for loop", "for loop", "fish keyword"},
	{"while true; do ls; done", "while loop", "while loop", "fish keyword"},
	{"FOO=1 ls", "variable assignment", "variable assignment", "variable assignment"},
	{"cat <<EOF\nx\nEOF", "here-document", "here-document", "redirection"},
	{"cat <<< hi", "here-string", "here-string", "redirection"},
	{"! ls", "negation", "negation", "fish keyword"}, {"ls; and ls -a", "-", "-", ""}, {"ls; or ls -a", "-", "-", ""},
	{"ls\nand ls -a; or ls -b | cat", "-", "-", ""}, {"and ls", "-", "-", "fish keyword"}, {"ls && and ls", "-", "-", "fish keyword"},
	{"ls; and", "-", "-", "incomplete"}, {"ls; not ls", "-", "-", "fish keyword"}, {"ls and", "-", "-", ""},
	{"export X=1", "declaration", "declaration", "-"}, {"^a^b", "history substitution", "history substitution", "-"},
	{"time ls", "time command", "time command", "fish keyword"}, {"ls 'unterminated", "incomplete", "incomplete", "incomplete"},
	{"ls |", "incomplete", "incomplete", "incomplete"}, {`ls "a"'b'c\ d`, "", "", ""}, {"ls a\\\nb", "", "", ""},
	{"find . -name '*.go' -exec grep -l foo {} \\;", "", "", ""}, {"find . -name \"*.go\" -exec grep -l foo {} +", "", "", ""},
	{"mkdir ~/log && chmod +x *.sh | cat; find . -name \"*.go\" -exec grep -l foo {} \\; 2>/dev/null", "", "", ""},
	{"chmod +x *.sh", "", "", ""}, {"chmod +x *.py", "glob", "glob", "glob"}, {"ls -l *.txt *.log", "", "", ""},
	{"du -sh * | sort -h | tail", "", "", ""}, {"grep -R ' foo ' . | wc -l", "", "", ""},
	{"tail -n +5 in.txt", "", "", ""}, {"ls $x[1]", "variable", "parameter expansion", "variable index"},
	{"ls $FOO[1]", "glob", "parameter expansion", "variable index"}, {"ls $FOO:h", "", "zsh modifier", ""},
	{"ls ~+", "directory stack", "directory stack", "tilde"}, {"ls ~-/x", "directory stack", "directory stack", "tilde"},
	{"cat in.txt | sort | uniq -c | sort -rn | head -n 3 > out/top.txt", "", "", ""},
	{"ls \\\n -l", "", "", ""}, {"  ls   -l   ", "", "", ""}, {"ls ''", "", "", ""}, {"ls \"\" ''", "", "", ""},
	{"ls 2>&1 | grep x", "", "", ""}, {"ls 2>&1 >/dev/null | grep x", "", "", ""}, {"ls >&2", "", "", ""},
	{"ls 1>&2", "", "", ""}, {"ls 2>&-", "", "", ""}, {"cat 0<in.txt", "", "", ""},
	{"ls x2>out/f", "", "", ""}, {"ls a>out/g", "", "", ""}, {"coproc ls", "coprocess", "-", "-"},
	{"ls &> out/a &", "background", "background", "background"}, {"function f { ls; }", "function definition", "function definition", "fish keyword"},
	{"[[ -f a.txt ]] && ls", "test command", "test command", "-"}, {"((x=1))", "arithmetic command", "arithmetic command", "command substitution"},
	{"xargs -0 -n 1 rm < in.txt", "", "", ""}, {"find . -type f -print0 | xargs -0 grep -l x", "", "", ""},
	{"ls ${FOO}", "", "", "variable"}, {"ls \"${FOO}x\"", "", "", "variable"},
	{"ls {a,b}$FOO", "", "", ""}, {"ls $FOO{a,b}", "brace expansion after", "", ""}, {"ls $MYPATH{a,b}", "brace expansion after", "", ""},
	{"ls ${FOO}{a,b}", "", "", "variable"}, {"ls {a} > out/x", "", "zsh file descriptor variable", ""}, {"ls {a} {b}", "", "", ""},
	{"ls {a,{b,c}}", "", "", "nested brace"}, {"ls ~/{a,b}", "", "", ""},
	{"ls |\n cat", "", "", ""}, {"ls &&\n\n ls -a", "", "", ""}, {"ls ||\n ls -a", "", "", ""},
	{"ls hi!", "", "", ""}, {"ls a! b", "", "", ""}, {"ls != x", "", "", ""}, {"ls >| out/c", "", "", "redirection"},
	{"ls >! out/c", "-", "", "-"}, {"ls >>out/d 2>>out/e", "", "", ""}, {"ls &>> out/f", "", "", ""},
	{"ls < in.txt > out/g 2>&1 | sort -u > out/h", "", "", ""}, {"ls 2>/dev/null || ls -a 2>&1 | head", "", "", ""},
	{"grep -e '-v' -- -n.txt", "", "", ""}, {"cut -d' ' -f2 in.txt", "", "", ""}, {"tr -d '\n' < in.txt", "", "", ""},
	{"sed -n 's/a/b/p' in.txt", "", "", ""}, {"awk '{print $1}' in.txt", "", "", ""}, {`awk "{print \$1}" in.txt`, "", "", ""},
	{`grep "it's" *.txt`, "", "", ""}, {`grep 'say "hi"' *.txt`, "", "", ""}, {`grep -c x "$HOME"/notes.md`, "", "", ""},
	{`find ~ -maxdepth 1 -name '*.md' -print0 | xargs -0 wc -l`, "", "", ""}, {`ls -d */`, "", "", ""},
	{`ls -- *`, "", "", ""}, {`ls .[!.]*`, "", "history expansion", "glob"}, {`ls ?`, "glob", "glob", "glob"},
}

// shellCases expands the word table through the templates and adds the
// whole lines.
func shellCases() []shellCase {
	var out []shellCase
	for _, w := range wordCases {
		for _, t := range templates {
			out = append(out, shellCase{strings.ReplaceAll(t, "W", w.word), w.bash, w.zsh, w.fi})
		}
	}
	return append(out, lineCases...)
}
