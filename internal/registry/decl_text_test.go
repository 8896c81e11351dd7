package registry

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/shlex"
)

// declCase is one typed line and what a declaration makes of it: the
// canonical rendering, risk and changed paths, or the refusal reason
// (with the risk its known words still carry). warning, when set, must
// be among the command's warnings.
type declCase struct {
	line    string
	argv    string // canonical rendering; "" when refused
	risk    Risk
	changed []string
	reason  string
	fault   grammarFault // when set, what the refusal is and at which word
	warning string
	read    []string // when set, the paths the command reads
	warns   string   // when set, a part of a warning the command carries
}

// grammarFault is the kind of a refusal and the index in argv of the
// word at fault (-1 when none is: something is missing).
type grammarFault struct {
	kind ErrorKind
	at   int
	set  bool
}

func fault(kind ErrorKind, at int) grammarFault { return grammarFault{kind, at, true} }

func (f grammarFault) check(t *testing.T, line string, argv []string, err error) {
	t.Helper()
	var e *GrammarError
	if !errors.As(err, &e) || e.Kind != f.kind || e.At != f.at {
		t.Errorf("%q: refused with %#v; want %s at word %d (%q)", line, err, f.kind, f.at, wordAt(argv, f.at))
	}
}

func wordAt(argv []string, i int) string {
	if i < 0 || i >= len(argv) {
		return ""
	}
	return argv[i]
}

func runDeclCases(t *testing.T, family string, cases []declCase) {
	t.Helper()
	f := Default().Family(family)
	for _, c := range cases {
		checkDeclCase(t, f, c)
	}
}

// checkDeclCase reads one typed line with f's declaration and checks what
// the case states: the rendering, risk and changed paths of an accepted
// line (and, when set, the paths it reads and a warning it carries, whole
// or in part), or the refusal and the risk its words still carry.
func checkDeclCase(t *testing.T, f *Family, c declCase) {
	t.Helper()
	argv, err := shlex.Split(c.line)
	if err != nil {
		t.Fatal(err)
	}
	cmd, err := f.ReadArgv(argv)
	if c.argv == "" {
		if err == nil || !strings.Contains(err.Error(), c.reason) {
			t.Errorf("%q: read as %v (%v); want refusal %q", c.line, cmd, err, c.reason)
		}
		if c.fault.set {
			c.fault.check(t, c.line, argv, err)
		}
		if got := f.WordsRisk(argv); got != c.risk {
			t.Errorf("%q: words risk %s, want %s", c.line, got, c.risk)
		}
		return
	}
	if err != nil {
		t.Errorf("%q: %v", c.line, err)
		return
	}
	if got := strings.Join(cmd.Argv(), " "); got != c.argv {
		t.Errorf("%q renders %q, want %q", c.line, got, c.argv)
	}
	if cmd.Risk() != c.risk || !slices.Equal(cmd.Changed(), c.changed) {
		t.Errorf("%q: risk %s changed %q; want %s %q", c.line, cmd.Risk(), cmd.Changed(), c.risk, c.changed)
	}
	if c.read != nil && !slices.Equal(cmd.Paths(ReadPath), c.read) {
		t.Errorf("%q: reads %q, want %q", c.line, cmd.Paths(ReadPath), c.read)
	}
	if c.warning != "" && !slices.Contains(cmd.Warnings(), c.warning) {
		t.Errorf("%q: warnings %q, want %q among them", c.line, cmd.Warnings(), c.warning)
	}
	if c.warns != "" && !slices.ContainsFunc(cmd.Warnings(), func(w string) bool { return strings.Contains(w, c.warns) }) {
		t.Errorf("%q: warnings %q; want one containing %q", c.line, cmd.Warnings(), c.warns)
	}
}

func TestGrep(t *testing.T) {
	runDeclCases(t, "grep", []declCase{
		{line: "grep TODO notes.txt todo.txt", argv: "grep TODO notes.txt todo.txt"},
		{line: "grep -rn TODO src", argv: "grep -rn TODO src"},
		{line: `grep -rI "TODO" src`, argv: "grep -rI TODO src"},
		{line: `grep -Hn --color=always "TODO" notes.txt`, argv: "grep -Hn --color=always TODO notes.txt"},
		{line: `grep -Ei "TODO" notes.txt`, argv: "grep -Ei TODO notes.txt"},
		{line: "grep -i -n -r TODO src", argv: "grep -i -n -r TODO src"}, // what the object renders
		{line: "grep -F -l -m 5 TODO src", argv: "grep -F -l -m 5 TODO src"},
		{line: `grep -F "exact_string" notes.txt`, argv: "grep -F exact_string notes.txt"},
		{line: `grep --context 3 "TODO" notes.txt`, argv: "grep --context 3 TODO notes.txt"},
		{line: "grep -3 TODO notes.txt", argv: "grep -3 TODO notes.txt"},
		{line: "grep -A2 -B 1 TODO notes.txt", argv: "grep -A2 -B 1 TODO notes.txt"},
		{line: `grep -o "TODO" notes.txt`, argv: "grep -o TODO notes.txt"},
		{line: "grep TODO notes.txt -i", argv: "grep TODO notes.txt -i"},
		{line: "grep --color TODO notes.txt", argv: "grep --color TODO notes.txt"},
		{line: "grep -R --exclude-dir=.git --include='*.go' -l TODO .", argv: "grep -R --exclude-dir=.git --include=*.go -l TODO ."},
		{line: `grep -P '\d+' notes.txt`, argv: `grep -P \d+ notes.txt`},
		{line: "grep -vwxcqs TODO notes.txt", argv: "grep -vwxcqs TODO notes.txt"},
		{line: "grep -- -rf notes.txt", argv: "grep -- -rf notes.txt"},
		// -e and -f are refused: the first operand would be a file, not
		// the pattern, and its path would escape the path checks.
		{line: "grep -e TODO notes.txt", argv: "grep -e TODO notes.txt", read: []string{"notes.txt"}},
		{line: "grep -e -v -e x a b", argv: "grep -e -v -e x a b", read: []string{"a", "b"}},
		{line: "grep -f/etc/shadow notes.txt", argv: "grep -f/etc/shadow notes.txt", read: []string{"/etc/shadow", "notes.txt"}},
		{line: "grep -rf pats src", argv: "grep -rf pats src", read: []string{"pats", "src"}},
		{line: "grep -e x", fault: fault(MissingRequired, -1)},
		{line: "grep --color=sometimes TODO notes.txt", reason: "must be one of"},
		{line: "grep -rn TODO", fault: fault(MissingRequired, -1)},
		{line: "grep -m many TODO notes.txt", reason: "a whole number"},
		{line: "grep TODO -notes.txt", fault: fault(UnknownOption, 2)},
		{line: "grep TODO https://example.com/x", reason: "must refer to a local filesystem target"},
		{line: "grep TODO +notes", reason: "cannot start with '+'"},
		{line: "grep --exclude-from=list TODO src", fault: fault(UnknownOption, 1)},
	})
}

func TestCat(t *testing.T) {
	runDeclCases(t, "cat", []declCase{
		{line: "cat notes.txt", argv: "cat notes.txt"},
		{line: "cat notes.txt todo.txt", argv: "cat notes.txt todo.txt"},
		{line: "cat -n notes.txt", argv: "cat -n notes.txt"},
		{line: "cat -A notes.txt", argv: "cat -A notes.txt"},
		{line: "cat -vET notes.txt", argv: "cat -vET notes.txt"},
		{line: "cat --number-nonblank --squeeze-blank notes.txt", argv: "cat --number-nonblank --squeeze-blank notes.txt"},
		{line: "cat -", argv: "cat -"},
		{line: "cat", fault: fault(MissingRequired, -1)},
		{line: "cat -- -x", fault: fault(UnknownOption, 1)},
		{line: "cat -z notes.txt", fault: fault(UnknownOption, 1)},
		{line: "cat ./a -rf", fault: fault(UnknownOption, 2)},
		{line: "cat host:/etc/passwd://x", reason: "must refer to a local filesystem target"},
	})
}

func TestHeadTail(t *testing.T) {
	runDeclCases(t, "head", []declCase{
		{line: "head notes.txt", argv: "head notes.txt"},
		{line: "head -n 5 notes.txt", argv: "head -n 5 notes.txt"},
		{line: "head -5 notes.txt", argv: "head -5 notes.txt"},
		{line: "head -n5 notes.txt todo.txt", argv: "head -n5 notes.txt todo.txt"},
		{line: "head -n -5 notes.txt", argv: "head -n -5 notes.txt"},
		{line: "head -c -5 notes.txt", argv: "head -c -5 notes.txt"},
		{line: "head -c 1K notes.txt", argv: "head -c 1K notes.txt"},
		{line: "head --lines=20 -qz a b", argv: "head --lines=20 -qz a b"},
		{line: "head -n x notes.txt", reason: "a whole number"},
		{line: "head +5 notes.txt", reason: "cannot start with '+'"},
		{line: "head -c 5q notes.txt", reason: "a size such as"},
		{line: "head", fault: fault(MissingRequired, -1)},
	})
	runDeclCases(t, "tail", []declCase{
		{line: "tail notes.txt todo.txt", argv: "tail notes.txt todo.txt"},
		{line: "tail -5 notes.txt", argv: "tail -5 notes.txt"},
		{line: "tail -n +5 notes.txt", argv: "tail -n +5 notes.txt"},
		{line: "tail -c128 README.md", argv: "tail -c128 README.md"},
		{line: "tail --bytes=+10 -v notes.txt", argv: "tail --bytes=+10 -v notes.txt"},
		// Following runs until Ctrl-C, and only reads.
		{line: "tail -f notes.txt", argv: "tail -f notes.txt", risk: Safe, read: []string{"notes.txt"}},
		{line: "tail -F notes.txt", argv: "tail -F notes.txt"},
		{line: "tail -fn 100 app.log", argv: "tail -fn 100 app.log"},
		{line: "tail --follow=name --retry notes.txt", argv: "tail --follow=name --retry notes.txt"},
		{line: "tail --follow notes.txt", argv: "tail --follow notes.txt", read: []string{"notes.txt"}},
		{line: "tail -n 5 -s 5 -f notes.txt", argv: "tail -n 5 -s 5 -f notes.txt"},
		{line: "tail -f -s 0.5 notes.txt", argv: "tail -f -s 0.5 notes.txt"},
		{line: "tail --help", argv: "tail --help"},
		{line: "tail --follow=inode notes.txt", reason: "The value of --follow must be one of descriptor, name"},
		{line: "tail -f -s fast notes.txt", reason: "The value of -s must be a number of seconds"},
		{line: "tail -nf 5 notes.txt", reason: "a whole number"},
		{line: "tail +1f notes.txt", reason: "cannot start with '+'"},
		{line: "tail --pid=1 notes.txt", fault: fault(UnknownOption, 1)},
	})
}

func TestWc(t *testing.T) {
	runDeclCases(t, "wc", []declCase{
		{line: "wc -l notes.txt", argv: "wc -l notes.txt"},
		{line: "wc -lwc a b", argv: "wc -lwc a b"},
		{line: "wc -m notes.txt", argv: "wc -m notes.txt"},
		{line: "wc -L notes.txt", argv: "wc -L notes.txt"},
		{line: "wc --chars --max-line-length notes.txt", argv: "wc --chars --max-line-length notes.txt"},
		{line: "wc", fault: fault(MissingRequired, -1)},
		{line: "wc --files0-from=list", fault: fault(UnknownOption, 1)},
		{line: "wc --lines=3 a", fault: fault(BadValue, 1)},
	})
}

func TestSortUniq(t *testing.T) {
	runDeclCases(t, "sort", []declCase{
		{line: "sort notes.txt", argv: "sort notes.txt"},
		{line: "sort -ru README.md", argv: "sort -ru README.md"},
		{line: "sort -f notes.txt", argv: "sort -f notes.txt"},
		{line: "sort -t : -k 3n /etc/passwd", argv: "sort -t : -k 3n /etc/passwd"},
		{line: "sort -t: -k3,3n -k 4,4g /etc/passwd", argv: "sort -t: -k3,3n -k 4,4g /etc/passwd"},
		{line: "sort --key=2 -hs sizes.txt", argv: "sort --key=2 -hs sizes.txt"},
		{line: "sort -Vbz a b", argv: "sort -Vbz a b"},
		// Writing the result to a file is a write, checked by policy.
		{line: "sort -o backup notes.txt", argv: "sort -o backup notes.txt", risk: Write, changed: []string{"backup"}, read: []string{"notes.txt"}},
		{line: "sort -ro backup notes.txt", argv: "sort -ro backup notes.txt", risk: Write, changed: []string{"backup"}},
		{line: "sort --output=out.txt in.txt", argv: "sort --output=out.txt in.txt", risk: Write, changed: []string{"out.txt"}},
		{line: "sort -u -o names.txt names.txt", argv: "sort -u -o names.txt names.txt", risk: Write, changed: []string{"names.txt"}},
		{line: "sort -o ~/out notes.txt", risk: Write, reason: "starts with '~'"},
		{line: "sort -o /dev/null notes.txt", argv: "sort -o /dev/null notes.txt", risk: Write}, // -o is a write, though it changes nothing here
		{line: "sort --help", argv: "sort --help"},
		{line: "sort --version", argv: "sort --version"},
		// Running a program, choosing a temporary directory: refused.
		{line: "sort --compress-program=sh in.txt", fault: fault(UnknownOption, 1)},
		{line: "sort -T /tmp in.txt", fault: fault(UnknownOption, 1)},
		{line: "sort in.txt -k", fault: fault(MissingValue, 2)},
	})
	runDeclCases(t, "uniq", []declCase{
		{line: "uniq -c README.md", argv: "uniq -c README.md"},
		{line: "uniq -u names.txt", argv: "uniq -u names.txt"},
		{line: "uniq -w 10 names.txt", argv: "uniq -w 10 names.txt"},
		{line: "uniq -s5 -i names.txt", argv: "uniq -s5 -i names.txt"},
		{line: "uniq --all-repeated=separate names.txt", argv: "uniq --all-repeated=separate names.txt"},
		{line: "uniq -D --skip-fields=1 names.txt", argv: "uniq -D --skip-fields=1 names.txt"},
		// A second operand is a file uniq would overwrite.
		{line: "uniq names.txt out.txt", fault: fault(TooManyOperands, 2)},
		{line: "uniq -f x names.txt", reason: "a whole number"},
		{line: "uniq --all-repeated=all names.txt", reason: "must be one of"},
	})
}

func TestUnzipZip(t *testing.T) {
	runDeclCases(t, "unzip", []declCase{
		{line: "unzip -l archive.zip", argv: "unzip -l archive.zip"},
		{line: "unzip -v archive.zip", argv: "unzip -v archive.zip"},
		{line: "unzip -t archive.zip", argv: "unzip -t archive.zip"},
		{line: "unzip -c archive.zip", argv: "unzip -c archive.zip"},
		{line: "unzip backup.zip -d ./restore", argv: "unzip backup.zip -d ./restore", risk: Write, changed: []string{"./restore"},
			warning: extractionWarning},
		{line: "unzip archive.zip", argv: "unzip archive.zip", risk: Write, changed: []string{"."}},
		{line: "unzip -qn archive.zip -d out", argv: "unzip -qn archive.zip -d out", risk: Write, changed: []string{"out"}},
		{line: "unzip -j -O gbk archive.zip", argv: "unzip -j -O gbk archive.zip", risk: Write, changed: []string{"."}},
		{line: "unzip -P secret backup.zip -d out", risk: Write, fault: fault(UnknownOption, 1)},
		{line: "unzip -o a.zip -d out", risk: Write, fault: fault(UnknownOption, 1)},
		{line: "unzip -l a.zip -d out", risk: Write, fault: fault(Conflict, 3)},
		{line: "unzip -lt a.zip", reason: "Command 'unzip' cannot list and test at once."},
		// Members after the archive: only those are extracted, listed or
		// printed, as unzip matches them.
		{line: "unzip a.zip notes.txt", argv: "unzip a.zip notes.txt", risk: Write, changed: []string{"."}, read: []string{"a.zip"}},
		{line: "unzip -j archive.zip notes.txt todo.txt", argv: "unzip -j archive.zip notes.txt todo.txt", risk: Write, changed: []string{"."}},
		{line: "unzip -c archive1.zip archive2.zip", argv: "unzip -c archive1.zip archive2.zip", risk: Safe, read: []string{"archive1.zip"}},
		{line: "unzip -O gbk archive1.zip archive2.zip", argv: "unzip -O gbk archive1.zip archive2.zip", risk: Write, changed: []string{"."}},
		{line: "unzip archive1.zip archive2.zip -d backup", argv: "unzip archive1.zip archive2.zip -d backup", risk: Write, changed: []string{"backup"}},
		{line: "unzip -l a.zip 'docs/*'", argv: "unzip -l a.zip docs/*", risk: Safe},
		{line: "unzip a.zip -notes.txt", fault: fault(UnknownOption, 2)},
		{line: "unzip a.zip -x '*.txt'", fault: fault(UnknownOption, 2)},
		{line: "unzip -Z a.zip", fault: fault(UnknownOption, 1)},
	})
	runDeclCases(t, "zip", []declCase{
		{line: "zip -r backup.zip src", argv: "zip -r backup.zip src", risk: Write, changed: []string{"backup.zip"}, warning: creationWarning},
		{line: "zip -r compressed.zip src docs", argv: "zip -r compressed.zip src docs", risk: Write, changed: []string{"compressed.zip"}},
		{line: "zip -r compressed.zip src docs -x notes.txt", argv: "zip -r compressed.zip src docs -x notes.txt", risk: Write,
			changed: []string{"compressed.zip"}},
		{line: "zip -r -0 compressed.zip src docs", argv: "zip -r -0 compressed.zip src docs", risk: Write, changed: []string{"compressed.zip"}},
		{line: "zip -qr9 backup.zip src", argv: "zip -qr9 backup.zip src", risk: Write, changed: []string{"backup.zip"}},
		{line: "zip -ru backup.zip src", argv: "zip -ru backup.zip src", risk: Write, changed: []string{"backup.zip"}},
		{line: "zip -d compressed.zip notes.txt", argv: "zip -d compressed.zip notes.txt", risk: Write, changed: []string{"compressed.zip"}},
		// zip expands wildcards itself; a broad root sweeps up a system.
		{line: "zip -r root.zip /", risk: Write, reason: "FILE cannot include broad or unsafe roots"},
		{line: "zip -r all.zip '*'", risk: Write, reason: "FILE cannot contain wildcards (zip expands them itself)"},
		// -e asks for the password on the terminal; -s writes pieces
		// beside the archive; -sf only reads.
		{line: "zip -re compressed.zip src docs", argv: "zip -re compressed.zip src docs", risk: Write, changed: []string{"compressed.zip"},
			warning: "zip asks for the password on the terminal, twice; it is not kept anywhere."},
		{line: "zip -rs 3g compressed.zip src docs", argv: "zip -rs 3g compressed.zip src docs", risk: Write, changed: []string{"compressed.zip"}},
		{line: "zip -r --split-size=100m big.zip src", argv: "zip -r --split-size=100m big.zip src", risk: Write, changed: []string{"big.zip"}},
		{line: "zip -sf compressed.zip", argv: "zip -sf compressed.zip", risk: Safe, read: []string{"compressed.zip"}},
		{line: "zip --show-files compressed.zip", argv: "zip --show-files compressed.zip", risk: Safe},
		{line: "zip --help", argv: "zip --help", risk: Safe},
		{line: "zip -e encrypted.zip file.txt", risk: Write, fault: fault(MissingRequired, -1)},
		{line: "zip -de a.zip x", risk: Write, reason: "Option '-e' for 'zip' applies only to add."},
		{line: "zip -rs 3x a.zip src", risk: Write, reason: "The value of -s must be a size such as 100m or 2g"},
		{line: "zip -sf a.zip src", risk: Write, fault: fault(TooManyOperands, 3)},
		{line: "zip -sf -r a.zip src", risk: Write, reason: "Command 'zip' cannot show files and add at once."},
		{line: "zip -r -P secret a.zip src", risk: Write, fault: fault(RefusedOption, 2)},
		{line: "zip -r a.zip src -T -TT 'sh -c id'", risk: Write, fault: fault(RefusedOption, 4)},
		{line: "zip -rm a.zip src", risk: Write, reason: "Option '-m' for 'zip' is refused: it deletes the original files"},
		{line: "zip a.zip src", risk: Write, fault: fault(MissingRequired, -1)},
		{line: "zip docs into docs.zip", risk: Write, fault: fault(MissingRequired, -1)},
		{line: "zip -d -u a.zip x", risk: Write, fault: fault(Conflict, 2)},
		{line: "zip -r a.zip", risk: Write, fault: fault(MissingRequired, -1)},
		{line: "zip -r a.zip -- -src", risk: Write, fault: fault(UnknownOption, 3)},
	})
}

func TestRm(t *testing.T) {
	runDeclCases(t, "rm", []declCase{
		{line: "rm notes.txt todo.txt", argv: "rm notes.txt todo.txt", risk: Dangerous, changed: []string{"notes.txt", "todo.txt"}},
		{line: "rm -f notes.txt", argv: "rm -f notes.txt", risk: Dangerous, changed: []string{"notes.txt"}},
		{line: "rm -rf build", argv: "rm -rf build", risk: Dangerous, changed: []string{"build"}, warning: "Recursive deletion detected."},
		{line: "rm -Rv src docs", argv: "rm -Rv src docs", risk: Dangerous, changed: []string{"src", "docs"}, warning: "Recursive deletion detected."},
		{line: "rm --recursive --one-file-system build", argv: "rm --recursive --one-file-system build", risk: Dangerous,
			changed: []string{"build"}, warning: "Recursive deletion detected."},
		{line: "rm -d src", argv: "rm -d src", risk: Dangerous, changed: []string{"src"}},
		{line: "rm -i old.log", argv: "rm -i old.log", risk: Dangerous, changed: []string{"old.log"}},
		{line: "rm --interactive=once a b", argv: "rm --interactive=once a b", risk: Dangerous, changed: []string{"a", "b"}},
		{line: "rm --preserve-root -r /", argv: "rm --preserve-root -r /", risk: Dangerous, changed: []string{"/"}},
		{line: "rm --no-preserve-root -rf /", risk: Dangerous, fault: fault(RefusedOption, 1)},
		{line: "rm -- -x", risk: Dangerous, fault: fault(UnknownOption, 1)},
		{line: "rm", risk: Dangerous, fault: fault(MissingRequired, -1)},
		{line: "rm ftp://host/x", risk: Dangerous, reason: "must refer to a local filesystem target"},
		{line: "rm --interactive=sometimes a", risk: Dangerous, reason: "must be one of"},
	})
}

// TestTextOptionHelp: the preview explains each option from the
// declaration, and names what it does not support.
func TestTextOptionHelp(t *testing.T) {
	got := Default().Family("grep").OptionHelp([]string{"grep", "-rn", "-e", "x", "--exclude-from=list", "--color=always", "src"})
	want := []string{
		"-r: search directories recursively, not following symbolic links met inside them",
		"-n: prefix each matching line with its line number",
		"-e: search for this pattern (repeatable; for patterns that start with '-')",
		"--exclude-from: not supported",
		"--color: highlight matches: always, never, or auto (only on a terminal)",
	}
	if !slices.Equal(got, want) {
		t.Errorf("help:\n got %q\nwant %q", got, want)
	}
}

// jq's --rawfile and --slurpfile take a name and a file: the file is a
// read, as -f's is, and the line renders as typed.
func TestJqReadsTheFilesItBinds(t *testing.T) {
	for _, c := range []struct {
		line  string
		reads []string
	}{
		{"jq --rawfile tpl notes.txt . data.json", []string{"notes.txt", "data.json"}},
		{"jq --slurpfile s a.json --arg n 5 .x b.json", []string{"a.json", "b.json"}},
		{"jq -f prog.jq data.json", []string{"prog.jq", "data.json"}},
	} {
		words := strings.Fields(c.line)
		cmd, err := Default().Family("jq").ReadArgv(words)
		if err != nil {
			t.Errorf("%s: %v", c.line, err)
			continue
		}
		if got := cmd.Paths(ReadPath); !slices.Equal(got, c.reads) {
			t.Errorf("%s: reads %q, want %q", c.line, got, c.reads)
		}
		if got := strings.Join(cmd.Argv(), " "); got != c.line {
			t.Errorf("%s: rendered %q", c.line, got)
		}
		if cmd.Risk() != Safe {
			t.Errorf("%s: risk %s", c.line, cmd.Risk())
		}
	}
}
