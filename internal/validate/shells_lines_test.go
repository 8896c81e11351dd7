package validate_test

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
)

// shellLine is a typed line and the shells it is typed in: every shell
// when shells is empty, else the listed ones (bash and zsh read
// "file{1..3}" and "${HOME}", fish reads neither).
type shellLine struct {
	text   string
	shells []string
}

func (l shellLine) in(shell string) bool {
	return len(l.shells) == 0 || strings.Contains(" "+strings.Join(l.shells, " ")+" ", " "+shell+" ")
}

var posix = []string{"bash", "zsh"}

// everywhere marks lines valid in all three shells' typed syntax.
func everywhere(texts ...string) []shellLine {
	out := make([]shellLine, len(texts))
	for i, t := range texts {
		out[i] = shellLine{text: t}
	}
	return out
}

func only(shells []string, texts ...string) []shellLine {
	out := everywhere(texts...)
	for i := range out {
		out[i].shells = shells
	}
	return out
}

// fixtureFiles are the working directory's files: awkward names the
// renderings must quote for each shell (spaces, quotes, '$', glob and
// brace characters, '~', '#', '=', '%', '!', unicode). Names a command
// would refuse, or read as an option, when '*.txt' matched them are kept
// in odd/: a leading '-', and a leading '~' (refused as a path the shell
// would expand). A name with a newline cannot be rendered at all; nl/
// holds one for the refusal check.
var fixtureFiles = []string{"a.txt", "b.txt", "in.txt", "notes.txt", "todo.txt", "readme.md", "my notes.txt",
	"it's.txt", `say "hi".txt`, "ü.txt", "$HOME.txt", "[ab].txt", "*star.txt", "{x,y}.txt",
	"#hash.txt", "=eq.txt", "%pct.txt", "!bang.txt", `back\slash.txt`, "a;b&c|d.txt", "(p).txt",
	"run.sh", "build.sh", "data_1.csv", "data_2.csv", "x9.dat", "x10.dat", "X1.dat", ".hidden.txt",
	"sub/one.go", "sub/two.go", "sub/deep/three.go", "a b/c.txt", "src/main.go", "docs/guide.md",
	"odd/-n.txt", "odd/--help", "odd/~tilde.txt", "nl/new\nline.txt"}

// unrenderable lines name the file with a newline: no rendering may carry
// a control character into the shell's buffer, so each is refused, for
// that reason.
var unrenderable = []string{"ls nl/*", "cat nl/* | wc -l", "ls -l nl/new?line.txt", "rm -f nl/*"}

// homeFiles are the files of $HOME.
// (.config/nix and .newsboat are written to by tldr examples).
var homeFiles = []string{"notes.md", "todo.md", "log/x.log", "log/y.log", "my docs/a.md", ".bashrc",
	".config/nix/nix.conf", ".newsboat/urls"}

// simpleLines are single commands without redirections: plain proposals,
// whose rendering is r.Text and whose argv is r.Argv. Writes (mkdir,
// touch, cp, mv, rm, chmod) are recorded, not run.
func simpleLines() []shellLine {
	return everywhere(
		"ls", "ls -l", "ls -la sub", "ls -1 sub/deep", "ls -lh --sort=size", "ls -R sub", "ls -d sub",
		"cat a.txt", "cat -n a.txt b.txt", "head -n 3 a.txt", "head -c 10 b.txt", "tail -n +5 a.txt",
		"tail -n +2 a.txt b.txt", "tail -c +3 a.txt", "tail -n 20 in.txt", "grep -R foo .", "grep -r foo sub",
		"grep -n ' foo ' a.txt", "grep -i -w TODO notes.txt todo.txt", "grep -c x a.txt", "grep -E 'a|b' in.txt",
		"grep -v '^#' in.txt", "grep -l main sub/one.go sub/two.go", "wc -l a.txt", "wc -w -c in.txt",
		"sort -n -k 2 a.txt", "sort -u -t , -k 1,1 in.txt", "uniq -c a.txt", "cut -d : -f 1 a.txt", "cut -c 1-3 in.txt",
		"du -sh sub", "du -a sub", "stat a.txt", "file a.txt", "diff a.txt b.txt", "diff -u a.txt b.txt",
		"echo hello world", `echo "a  b"`, "echo -n x", `printf '%s\n' x y`, "sed -n 1p a.txt",
		"sed 's/a/b/' in.txt", "awk 'NR==1' a.txt", "awk -F , '{print $2}' in.txt", "nl in.txt", "rev a.txt",
		"tac a.txt", "fold -w 5 a.txt", "paste a.txt b.txt", "comm -12 a.txt b.txt", "column -t in.txt",
		"sha256sum a.txt", "md5sum a.txt b.txt", "basename sub/one.go", "uname -a", "df -h",
		"mkdir newdir", "mkdir -p new/deeper", "touch new.txt", "touch 'new file.txt'", "cp a.txt copy.txt",
		"cp -r sub sub2", "mv a.txt renamed.txt", "mv b.txt sub/", "rm a.txt", "rm -f b.txt in.txt",
		"chmod 644 a.txt", "chmod +x run.sh", "chmod -R u+w sub", "sed -i 's/a/b/' in.txt",
		"tar -czf out.tgz sub", "tar -tf out.tgz", "xargs -a in.txt ls",
	)
}

// findLines are find expressions: tests, operators and global options
// crossed with actions, -exec and -execdir with ';' and '+', and -delete.
// The recorder stands in for find, so its actions never run.
func findLines() []shellLine {
	roots := []string{".", "sub", "'a b'", "~/log", "$HOME", "src"}
	tests := []string{"-name '*.go'", "-iname '*.TXT'", "-type f", "-type d -empty", "-mtime -1", "-size +1k",
		"-path '*/deep/*'", "-newer a.txt", "-perm -u+x", "-maxdepth 1 -type f", "! -name '*.go'",
		`\( -name '*.go' -o -name '*.md' \)`, "-name '*.txt' -not -path './odd/*'", "-mindepth 1 -maxdepth 2 -type f -mmin -60"}
	actions := []string{"", "-print", "-print0", "-delete", `-exec rm {} \;`, "-exec rm {} +", "-exec wc -l {} +",
		`-execdir cat {} \;`, "-exec grep -l x {} +", `-exec chmod 644 {} \;`, `-ok rm {} \;`, "-ls",
		`-printf '%p\n'`, "-exec sha256sum {} +", `-exec sed -n 1p {} ';'`, "-quit", `-exec cp {} {}.bak \;`,
		`-execdir mv {} {}~ ';'`}
	var out []shellLine
	for i, a := range actions {
		for j := range 3 {
			t := tests[(i*3+j)%len(tests)]
			out = append(out, shellLine{text: strings.TrimSpace(fmt.Sprintf("find %s %s %s", roots[(i+j)%len(roots)], t, a))})
		}
	}
	return out
}

// xargsLines feed xargs from a pipe (or a file with -a), with -0, -n,
// -I {}, -P and -r, running commands of several families. The recorder
// stands in for xargs, so the command it would run never does.
func xargsLines() []shellLine {
	producers := []string{"ls", "find . -name '*.txt' -print0", "cat in.txt", "grep -l x *.txt", `printf '%s\n' a b`,
		"find sub -type f -print0", "ls sub"}
	forms := []string{"xargs wc -l", "xargs -0 wc -c", "xargs -n 1 echo", "xargs -n 2 -P 4 wc -l", "xargs -I {} cp {} sub/",
		"xargs -r rm", "xargs -0 -n 10 grep -l TODO", "xargs -t ls -l", "xargs -I % mv % sub/", "xargs -0 -r -P 2 sha256sum",
		"xargs -n 1 basename", "xargs -I {} head -n 1 {}", "xargs -L 1 echo", "xargs chmod 644", "xargs -I {} mv {} {}.old"}
	var out []shellLine
	for i, f := range forms {
		p := producers[i%len(producers)]
		if strings.Contains(f, "-0") {
			p = producers[1+5*(i%2)] // -0 reads -print0 output
		}
		out = append(out, shellLine{text: p + " | " + f})
		out = append(out, shellLine{text: producers[(i+2)%len(producers)] + " | " + strings.Replace(f, " -0", "", 1) + " 2>/dev/null"})
	}
	return append(out, everywhere("xargs -0 -n 1 rm < in.txt", "xargs -a in.txt -n 2 wc -l", "ls | xargs -I {} cp {} sub/ && ls sub")...)
}

// globLines expand globs and braces the reader expands against the
// working directory's files, which the renderings must quote.
func globLines() []shellLine {
	patterns := []string{"*.txt", "sub/*.go", "?.txt", "x*.dat", "data_?.csv", "*.sh", "sub/*/*.go", "*/", "'a b'/*",
		`a\ b/*.txt`, "odd/*", ".h*", "{a,b}.txt", "*.{txt,md}", "sub/{one,two}.go", "*star*", "*[*]*", "*.csv *.dat"}
	commands := []string{"ls -l %s", "cat %s | wc -l", "wc -l %s", "head -n 1 %s", "du -s %s", "stat %s",
		"cp %s sub/", "grep -l x %s", "ls %s > listing.txt", "chmod +x %s", "tar -czf all.tgz %s", "sha256sum %s"}
	var out []shellLine
	for i, p := range patterns {
		for j := range 3 {
			c := commands[(i+j*5)%len(commands)]
			out = append(out, shellLine{text: fmt.Sprintf(c, p)})
		}
	}
	out = append(out, only(posix, "ls [ab].txt", "cat [ab].txt | sort", "touch file{1..3}",
		"mkdir -p dir{1..3}/sub", "echo {1..5}", "ls x{9,10}.dat", "wc -l data_{1..2}.csv")...)
	out = append(out, only([]string{"bash"}, "ls [!a]*.csv")...) // zsh reads '!' as history at its prompt
	out = append(out, only([]string{"fish"}, "ls '[ab].txt'", "cat [ab].txt | sort", "touch file{1,2,3}",
		"echo file{1..3}")...)
	return append(out, everywhere("chmod +x *.sh", "cat *.txt | wc -l", "ls sub/*.go", "ls ?.txt", "cat {a,b}.txt",
		"ls -d s*/", "grep -n x *.txt *.md", "cat data_*.csv > all.csv", "du -sh * | sort -h | tail")...)
}

// homeLines use ~, ~/x and $HOME, which the reader expands: HOME is the
// same for the reader and the shell.
func homeLines() []shellLine {
	out := everywhere("ls -a ~", "ls ~/log", "cat ~/notes.md", "ls -l ~/'my docs'", `cat ~/my\ docs/a.md`, "ls ~/*.md",
		"wc -l ~/*.md | sort -n", "cat $HOME/notes.md", `cat "$HOME/notes.md"`, `cat "$HOME"/todo.md`, "ls $HOME/log/*.log",
		"cp a.txt ~/", "cp ~/notes.md .", "mkdir ~/newdir", "touch ~/new.md", "ls > ~/list.txt", "cat a.txt >> ~/notes.md",
		"find ~ -name '*.md'", "find ~/log -type f -delete", "grep -r x ~/log", "ls ~ | wc -l", "du -s ~/log 2>/dev/null",
		"echo $HOME $DIR", "echo ~", "echo ~/x", "ls $DIR", `cat "$DIR/one.go"`, "ls $DIR/*.go", "mv ~/todo.md ~/log/",
		"tail -n +2 ~/log/x.log 2> ~/err.txt", "ls ~/log | xargs -n 1 echo", "echo x >> ~/.bashrc")
	return append(out, only(posix, "ls ${HOME}/log", "cat ${HOME}/notes.md | wc -l", "ls ~/{notes,todo}.md")...)
}

// awkwardNames are file names of the fixture as typed, each valid in all
// three shells.
var awkwardNames = []string{"'my notes.txt'", `my\ notes.txt`, `"my notes.txt"`, `"it's.txt"`, `it\'s.txt`,
	`'say "hi".txt'`, "ü.txt", "'$HOME.txt'", `\$HOME.txt`, "'[ab].txt'", "'*star.txt'", "'{x,y}.txt'",
	"odd/'~tilde.txt'", `odd/\~tilde.txt`, "'#hash.txt'", "'=eq.txt'", "'%pct.txt'", "'!bang.txt'", `'back\slash.txt'`,
	"'a;b&c|d.txt'", "'(p).txt'", "./odd/-n.txt", "odd/-n.txt", "'a b/c.txt'", "'a b'/c.txt"}

// awkwardLines run commands on the awkward names, as operands and as
// redirection targets.
func awkwardLines() []shellLine {
	templates := []string{"cat %s", "wc -l %s", "ls -l %s", "cp %s sub/", "head -n 1 %s | wc -l", "sort %s > sorted%d.txt",
		"mv %s renamed%d.txt", "diff %s a.txt", "grep -c x %s 2>&1", "tr a-z A-Z < %s >> 'up %d.txt'"}
	var out []shellLine
	for i, n := range awkwardNames {
		for j := range 3 {
			t := templates[(i+j*3)%len(templates)]
			if strings.Contains(t, "%d") {
				t = fmt.Sprintf(t, n, i)
			} else {
				t = fmt.Sprintf(t, n)
			}
			out = append(out, shellLine{text: t})
		}
	}
	return out
}

// redirectionLines use every redirection form, with awkward targets.
func redirectionLines() []shellLine {
	return everywhere("cat a.txt 2>&1 | wc -l", "grep x a.txt 2>&1", "wc -l < a.txt", "sort < 'my notes.txt' > sorted.txt",
		"tr a-z A-Z < in.txt >> up.txt", "head -n 2 < ü.txt 2>/dev/null", "ls > 'list file.txt'", `ls > "it's list.txt"`,
		"ls &> 'all out.txt'", "ls >> ü-out.txt", "ls 2> '$err.txt'", "grep -c x < in.txt > count.txt 2>&1",
		"cat a.txt > 'out;rm -rf x'", "sort -r < in.txt | uniq > 'u n.txt'", "ls 2>&1 > both.txt")
}

// tldrLines are the accepted tldr-pages examples with a pipeline, a list,
// a redirection, a glob, a brace, ~ or $HOME, from testdata/tldr-shells.txt
// (source, commit and licence in its header). A line prefixed "posix: "
// is typed in bash and zsh only, one prefixed "fish: " in fish only.
func tldrLines(t *testing.T) []shellLine {
	t.Helper()
	f, err := os.Open("testdata/tldr-shells.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []shellLine
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "posix: "):
			out = append(out, shellLine{text: strings.TrimPrefix(line, "posix: "), shells: posix})
		case strings.HasPrefix(line, "fish: "):
			out = append(out, shellLine{text: strings.TrimPrefix(line, "fish: "), shells: []string{"fish"}})
		default:
			out = append(out, shellLine{text: line})
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// compoundLines are typed lines, each valid in bash, zsh and fish alike:
// pipelines, lists and redirections of every filter family.
func compoundLines() []string {
	firsts := []string{"cat a.txt", "cat 'my notes.txt' b.txt", "ls -l sub", "grep -n line a.txt b.txt", "sort -r a.txt",
		"head -n 5 a.txt", "tail -n +2 a.txt", "du -s sub", "find sub -name '*.go'", `echo 'hello world' "x y"`,
		`printf '%s\n' a b`, "diff a.txt b.txt", "sed -n '1,2p' a.txt", "awk -F : '{print $1}' a.txt",
		"cut -d , -f 2 a.txt", "tac a.txt", "rev a.txt", "nl a.txt", "wc -l a.txt b.txt", "sha256sum a.txt",
		"md5sum b.txt", "comm a.txt b.txt", "paste a.txt b.txt", "fold -w 20 a.txt", "column -t a.txt", "uniq -c a.txt"}
	filters := []string{"sort", "sort -u", "uniq -c", "head -n 3", "tail -n 2", "wc -l", "grep -v '^#'", "cut -c 1-5",
		"tr a-z A-Z", "sed 's/a/b/g'", "awk '{print $2}'", "column -t", "nl", "rev", "tac", "fold -w 40",
		"paste -s -d ,", "sha256sum", "md5sum", "grep -c x", "tee copy.txt"}
	redirs := []string{"", " > out%d.txt", " >> out%d.txt", " 2> err%d.txt", " 2>/dev/null", " > out%d.txt 2>&1",
		" &> all%d.txt", " &>> all%d.txt", " 2>> 'err %d.txt'"}
	at := func(list []string, i int) string { return list[i%len(list)] }
	redir := func(i int) string {
		r := at(redirs, i)
		if strings.Contains(r, "%d") {
			r = fmt.Sprintf(r, i)
		}
		return r
	}
	var lines []string
	for i, f := range firsts {
		lines = append(lines, f+" | "+at(filters, i))
	}
	for i := range 30 {
		lines = append(lines, at(firsts, i)+" | "+at(filters, i+3)+" | "+at(filters, i+7)+redir(i))
	}
	for i := range 25 {
		lines = append(lines, at(firsts, i)+redir(i+1)+" && "+at(firsts, i+5)+" || "+at(firsts, i+9)+"; "+at(firsts, i+13)+" | "+at(filters, i))
	}
	for i, f := range filters {
		lines = append(lines, f+" < in.txt"+redir(i+2))
	}
	for i := range 10 {
		lines = append(lines, at(firsts, i+3)+" 2>&1 | "+at(filters, i+5))
	}
	return lines
}
