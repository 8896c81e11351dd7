package registry

import (
	"testing"
)

// fsCase is a typed line and what a filesystem family's declaration makes
// of it: the canonical rendering, risk and changed paths, or the refusal.
type fsCase = declCase

// checkFS checks each case in a subtest named by its line.
func checkFS(t *testing.T, family string, cases []fsCase) {
	t.Helper()
	f := Default().Family(family)
	for _, c := range cases {
		t.Run(c.line, func(t *testing.T) { checkDeclCase(t, f, c) })
	}
}

func TestLs(t *testing.T) {
	checkFS(t, "ls", []fsCase{
		{line: "ls -la", argv: "ls -la", risk: Safe},
		{line: "ls -Z notes.txt", argv: "ls -Z notes.txt", risk: Safe},
		{line: "ls -dlZ --context src", argv: "ls -dlZ --context src", risk: Safe},
		{line: "ls --help", argv: "ls --help", risk: Safe},
		{line: "ls -lh", argv: "ls -lh", risk: Safe},
		{line: "ls -h", argv: "ls -h", risk: Safe},
		{line: "ls -1", argv: "ls -1", risk: Safe},
		{line: "ls -F", argv: "ls -F", risk: Safe},
		{line: "ls -lSR", argv: "ls -lSR", risk: Safe},
		{line: "ls -ltrh src", argv: "ls -ltrh src", risk: Safe},
		{line: "ls -d */", argv: "ls -d */", risk: Safe},
		{line: "ls --color", argv: "ls --color", risk: Safe},
		{line: "ls --color=auto -A docs", argv: "ls --color=auto -A docs", risk: Safe},
		{line: "ls --sort size --group-directories-first", argv: "ls --sort size --group-directories-first", risk: Safe},
		{line: "ls -I '*.o' src -l", argv: "ls -I *.o src -l", risk: Safe},
		{line: "ls --color=sometimes", reason: "--color", risk: Safe},
		{line: "ls --color auto", argv: "ls --color auto", risk: Safe}, // "auto" is a file, as for ls itself
		{line: "ls -- -rf", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "ls -f", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "ls --hyperlink=always", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "ls https://example.com/x", reason: "local filesystem target", risk: Safe},
	})
}

func TestFind(t *testing.T) {
	checkFS(t, "find", []fsCase{
		{line: "find -name '*.py'", argv: "find -name *.py", risk: Safe},
		{line: "find -type f -size +100M -mtime -7", argv: "find -type f -size +100M -mtime -7", risk: Safe},
		{line: "find -maxdepth 1 -size +500k -size -10M", argv: "find -maxdepth 1 -size +500k -size -10M", risk: Safe},
		{line: "find ! -name '*.o' -a ( -empty -o -newer ref )",
			argv: "find ! -name *.o -a ( -empty -o -newer ref )", risk: Safe},
		{line: "find -name '*.log' -mtime +7 -delete", argv: "find -name *.log -mtime +7 -delete", risk: Write, changed: []string{"."}},
		{line: "find -type f -empty -delete -print", argv: "find -type f -empty -delete -print", risk: Write, changed: []string{"."}},
		{line: `find -printf '%s %p\n' -quit`, argv: `find -printf %s %p\n -quit`, risk: Safe},
		{line: `find -printf '%p\0'`, argv: `find -printf %p\0`, risk: Safe},
		{line: `find -printf '\033]0;pwned\007%p\n'`, argv: `find -printf \033]0;pwned\007%p\n`, risk: Dangerous},
		{line: `find -printf '%p\r'`, argv: `find -printf %p\r`, risk: Dangerous},
		{line: "find -perm -4000 -user root", argv: "find -perm -4000 -user root", risk: Safe},
		{line: "find src -name '*.txt'", argv: "find src -name *.txt", risk: Safe},
		{line: "find -L . -name x", argv: "find -L . -name x", risk: Safe},
		{line: "find -H -L src -type l", argv: "find -H -L src -type l", risk: Safe},
		{line: "find . -name x -L", reason: "'-L' must come before"},
		{line: "find src -name '*.py' -not -path '*/site-packages/*'", argv: "find src -name *.py -not -path */site-packages/*",
			risk: Safe},
		{line: "find . -name '*.log' -mtime +7 -delete", argv: "find . -name *.log -mtime +7 -delete",
			risk: Write, changed: []string{"."}},
		{line: "find src -path '*/x/*' -or -name '*pat*'", argv: "find src -path */x/* -or -name *pat*", risk: Safe},
		// Several start paths: each is searched, and each is what -delete
		// or a nested rm may change.
		{line: "find src docs -name '*.md'", argv: "find src docs -name *.md", risk: Safe},
		{line: "find src docs -name '*~' -delete", argv: "find src docs -name *~ -delete", risk: Write, changed: []string{"src", "docs"}},
		// With no test that narrows the matches, a removal takes the
		// whole tree, as rm -r does: the same effect, the same risk.
		{line: "find victim -delete", argv: "find victim -delete", risk: Dangerous, changed: []string{"victim"}},
		{line: "find . -type f -delete", argv: "find . -type f -delete", risk: Dangerous, changed: []string{"."}},
		{line: "find build -mindepth 1 -delete", argv: "find build -mindepth 1 -delete", risk: Dangerous, changed: []string{"build"}},
		{line: "find . -name '*.log' -o -type f -delete", argv: "find . -name *.log -o -type f -delete", risk: Dangerous, changed: []string{"."}},
		{line: "find . -name '*.log' , -delete", argv: "find . -name *.log , -delete", risk: Dangerous, changed: []string{"."}},
		{line: "find victim -exec mv {} /tmp/x ;", argv: "find victim -exec mv {} /tmp/x ;", risk: Dangerous, changed: []string{"victim", "/tmp/x"}},
		{line: "find . -empty -delete", argv: "find . -empty -delete", risk: Write, changed: []string{"."}},
		{line: "find . -type f -mtime +30 -delete", argv: "find . -type f -mtime +30 -delete", risk: Write, changed: []string{"."}},
		{line: "find . -name '*.orig' -exec mv {} /tmp/x ;", argv: "find . -name *.orig -exec mv {} /tmp/x ;", risk: Write, changed: []string{".", "/tmp/x"}},
		{line: "find a b -exec rm {} +", argv: "find a b -exec rm {} +", risk: Dangerous, changed: []string{"a", "b"}},
		{line: "find src -name x docs", reason: "'docs' is not a test, action or option that 'find' supports here"},
		// -exec and its kin hold a command read by its own declaration; {}
		// stands for the matches under the start path.
		{line: "find src -name '*.txt' -exec wc -l {} ;", argv: "find src -name *.txt -exec wc -l {} ;", risk: Safe},
		{line: "find src -name '*.txt' -exec wc -l {} +", argv: "find src -name *.txt -exec wc -l {} +", risk: Safe},
		{line: "find . -type f -exec grep -il todo {} + -print", argv: "find . -type f -exec grep -il todo {} + -print", risk: Safe},
		{line: "find . -name '*.tmp' -exec rm {} ;", argv: "find . -name *.tmp -exec rm {} ;", risk: Dangerous, changed: []string{"."}},
		{line: "find src -exec rm -rf {} +", argv: "find src -exec rm -rf {} +", risk: Dangerous, changed: []string{"src"}},
		{line: "find . -delete -execdir rm {} +", argv: "find . -delete -execdir rm {} +", risk: Dangerous, changed: []string{"."}},
		{line: "find . -ok rm {} ;", argv: "find . -ok rm {} ;", risk: Dangerous, changed: []string{"."}},
		{line: "find . -name '*.bak' -exec mv {} /tmp/old ;", argv: "find . -name *.bak -exec mv {} /tmp/old ;",
			risk: Write, changed: []string{".", "/tmp/old"}},
		// Every match, so the whole tree, moves away: rm -r's effect.
		{line: "find . -execdir mv {} /tmp/old ;", argv: "find . -execdir mv {} /tmp/old ;", risk: Dangerous, changed: []string{".", "/tmp/old"}},
		{line: "find . -name '*.orig' -execdir mv {} /tmp/old ;", argv: "find . -name *.orig -execdir mv {} /tmp/old ;", risk: Write, changed: []string{".", "/tmp/old"}},
		{line: "find . -exec chmod 644 {} +", argv: "find . -exec chmod 644 {} +", risk: Write, changed: []string{"."}},
		{line: "find . -exec sh -c 'rm x' ;", reason: "'sh' cannot be the command of '-exec' for 'find': it is not one of the command families oterminus knows",
			risk: Dangerous},
		{line: "find . -exec git log ;", reason: "'git' cannot be the command of '-exec' for 'find': it obeys the config of every repository", risk: Safe},
		{line: "find . -exec cd {} ;", reason: "it is a shell builtin", risk: Safe},
		{line: "find . -exec env rm {} ;", reason: "'env' cannot be the command of '-exec'", risk: Dangerous},
		{line: "find . -exec wc -l {}", reason: "The command of '-exec' for 'find' must end with ';' (typed \\; or ';') or with '{} +'.", risk: Safe},
		{line: "find . -exec wc -l {} x +", reason: "must end with ';'", risk: Safe},
		{line: "find . -exec ;", reason: "The command of '-exec' for 'find' is missing", risk: Safe},
		// {} with a name suffix is the match's own name with more letters,
		// in the match's directory: it stands for the matches too.
		{line: "find src -exec cp {} {}.bak ;", argv: "find src -exec cp {} {}.bak ;", risk: Write, changed: []string{"src"}},
		{line: "find /etc -name '*.conf' -exec mv {} {}~ ;", argv: "find /etc -name *.conf -exec mv {} {}~ ;", risk: Write, changed: []string{"/etc"}},
		{line: "find src -execdir cp {} {}.orig ;", argv: "find src -execdir cp {} {}.orig ;", risk: Write, changed: []string{"src"}},
		{line: "find . -exec cp {} /tmp/{} ;", reason: "'{}' inside a longer word ('/tmp/{}') in the command of '-exec' for 'find' is supported only as a name suffix with ';'", risk: Write},
		{line: "find . -exec mv {} {}/../x ;", reason: "supported only as a name suffix", risk: Write},
		{line: "find . -exec cp {} {}{} ;", reason: "supported only as a name suffix", risk: Write},
		{line: "find . -exec cp {} {}.bak +", reason: "must end with ';'", risk: Write},
		{line: "find . -exec wc + {} + ;", reason: "A '+' word inside the command of '-exec' for 'find' is ambiguous", risk: Safe},
		{line: "find . -ok wc {} +", reason: "The command of '-ok' for 'find' must end with ';'", risk: Safe},
		{line: "find . -execdir cp {} backup ;", reason: "runs in each match's directory, so the relative path 'backup' would name a different place each time",
			risk: Write},
		{line: "find . -exec wc -Z {} ;", fault: fault(UnknownOption, 4), risk: Safe},
		{line: "find . -fprint out.txt", fault: fault(UnknownOption, 2), risk: Safe},
		{line: "find . -fls out.txt", fault: fault(UnknownOption, 2), risk: Safe},
		{line: "find -name x src", reason: "'src' is not a test, action or option", risk: Safe},
		{line: "find -type q", reason: "-type", risk: Safe},
		{line: "find -size lots", reason: "a size such as", risk: Safe},
		{line: "find -mtime yesterday", reason: "an age such as", risk: Safe},
		{line: "find -maxdepth", fault: fault(MissingValue, 1), risk: Safe},
		{line: "find -newer -delete", argv: "find -newer -delete", risk: Safe}, // the value of -newer, not the action
	})
}

func TestDuDfStatFile(t *testing.T) {
	checkFS(t, "du", []fsCase{
		{line: "du -sh src", argv: "du -sh src", risk: Safe},
		{line: "du -ah src", argv: "du -ah src", risk: Safe},
		{line: "du -h -d 5 src", argv: "du -h -d 5 src", risk: Safe},
		{line: "du --max-depth=1 -x --apparent-size /var", argv: "du --max-depth=1 -x --apparent-size /var", risk: Safe},
		{line: "du -ch a.jpg b.jpg", argv: "du -ch a.jpg b.jpg", risk: Safe},
		{line: "du -ah -t 1G .", argv: "du -ah -t 1G .", risk: Safe},
		{line: "du -d deep", reason: "a whole number", risk: Safe},
		{line: "du --files0-from=list", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "du -X patterns.txt", fault: fault(UnknownOption, 1), risk: Safe},
	})
	checkFS(t, "df", []fsCase{
		{line: "df", argv: "df", risk: Safe},
		{line: "df -h .", argv: "df -h .", risk: Safe},
		{line: "df -hT", argv: "df -hT", risk: Safe},
		{line: "df -x squashfs -x tmpfs", argv: "df -x squashfs -x tmpfs", risk: Safe},
		{line: "df --output=source,pcent --total", argv: "df --output=source,pcent --total", risk: Safe},
		{line: "df --output source", argv: "df --output source", risk: Safe}, // "source" is a file operand
		{line: "df -x", fault: fault(MissingValue, 1), risk: Safe},
		{line: "df --sync", fault: fault(UnknownOption, 1), risk: Safe},
	})
	checkFS(t, "stat", []fsCase{
		{line: "stat notes.txt", argv: "stat notes.txt", risk: Safe},
		{line: "stat -c '%a %n' notes.txt", argv: "stat -c %a %n notes.txt", risk: Safe},
		{line: "stat --format=%s -L link", argv: "stat --format=%s -L link", risk: Safe},
		{line: "stat -f %z README.md", argv: "stat -f %z README.md", risk: Safe}, // BSD's format, GNU's file-system flag
		{line: "stat -x run.sh", argv: "stat -x run.sh", risk: Safe},
		{line: "stat -t", fault: fault(MissingRequired, -1), risk: Safe},
		{line: "stat --printf='\\033[2J' x", reason: "Unsupported option '--printf=", risk: Safe},
	})
	checkFS(t, "file", []fsCase{
		{line: "file -b notes.txt", argv: "file -b notes.txt", risk: Safe},
		{line: "file -i a b", argv: "file -i a b", risk: Safe},
		{line: "file --mime-type -bL link", argv: "file --mime-type -bL link", risk: Safe},
		{line: "file -z a.gz", argv: "file -z a.gz", risk: Safe},
		{line: "file -C -m magic", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "file -f names.txt", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "file -- -x", fault: fault(UnknownOption, 1), risk: Safe},
	})
}

func TestMkdirTouch(t *testing.T) {
	checkFS(t, "mkdir", []fsCase{
		{line: "mkdir -p logs/archive", argv: "mkdir -p logs/archive", risk: Write, changed: []string{"logs/archive"}},
		{line: "mkdir src docs", argv: "mkdir src docs", risk: Write, changed: []string{"src", "docs"}},
		{line: "mkdir -pv -m 750 a/b", argv: "mkdir -pv -m 750 a/b", risk: Write, changed: []string{"a/b"}},
		{line: "mkdir --mode=u=rwx,go= private", argv: "mkdir --mode=u=rwx,go= private", risk: Write, changed: []string{"private"}},
		{line: "mkdir -m 2775 shared", argv: "mkdir -m 2775 shared", risk: Write, changed: []string{"shared"}},
		{line: "mkdir -m rwxrw-r-- d", reason: "a permission mode", risk: Write},
		{line: "mkdir -Z d", fault: fault(UnknownOption, 1), risk: Write},
		{line: "mkdir -p", fault: fault(MissingRequired, -1), risk: Write},
		{line: "mkdir -- -rf", fault: fault(UnknownOption, 1), risk: Write},
	})
	checkFS(t, "touch", []fsCase{
		{line: "touch notes.txt todo.txt", argv: "touch notes.txt todo.txt", risk: Write, changed: []string{"notes.txt", "todo.txt"}},
		{line: "touch -c -a notes.txt", argv: "touch -c -a notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "touch -ct 202401311200.00 notes.txt", argv: "touch -ct 202401311200.00 notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "touch -d 'last monday' x", argv: "touch -d last monday x", risk: Write, changed: []string{"x"}},
		{line: "touch -r notes.txt todo.txt readme.md", argv: "touch -r notes.txt todo.txt readme.md", risk: Write,
			changed: []string{"todo.txt", "readme.md"}},
		{line: "touch -r", fault: fault(MissingValue, 1), risk: Write},
		{line: "touch +5 x", reason: "cannot start with '+'", risk: Write},
		{line: "touch http://example.com/x", reason: "local filesystem target", risk: Write},
	})
}

func TestCpMv(t *testing.T) {
	checkFS(t, "cp", []fsCase{
		{line: "cp notes.txt backup", argv: "cp notes.txt backup", risk: Write, changed: []string{"backup"}},
		{line: "cp -vr src docs", argv: "cp -vr src docs", risk: Write, changed: []string{"docs"}},
		{line: "cp -pn a b", argv: "cp -pn a b", risk: Write, changed: []string{"b"}},
		{line: "cp -a a b c dest/", argv: "cp -a a b c dest/", risk: Write, changed: []string{"dest/"}},
		{line: "cp -t src notes.txt todo.txt", argv: "cp -t src notes.txt todo.txt", risk: Write, changed: []string{"src"}},
		{line: "cp --target-directory=out -u a b", argv: "cp --target-directory=out -u a b", risk: Write, changed: []string{"out"}},
		{line: "cp -l a b", fault: fault(UnknownOption, 1), risk: Write},
		{line: "cp -s a b", fault: fault(UnknownOption, 1), risk: Write},
		{line: "cp a", fault: fault(MissingRequired, -1), risk: Write},
		{line: "cp a host:b", argv: "cp a host:b", risk: Write, changed: []string{"host:b"}}, // cp has no remote form: a local name
		{line: "cp --reflink=always a b", fault: fault(UnknownOption, 1), risk: Write},
	})
	checkFS(t, "mv", []fsCase{
		{line: "mv notes.txt backup", argv: "mv notes.txt backup", risk: Write, changed: []string{"notes.txt", "backup"}},
		{line: "mv notes.txt todo.txt src", argv: "mv notes.txt todo.txt src", risk: Write, changed: []string{"notes.txt", "todo.txt", "src"}},
		{line: "mv -fv a b", argv: "mv -fv a b", risk: Write, changed: []string{"a", "b"}},
		{line: "mv -t src a b", argv: "mv -t src a b", risk: Write, changed: []string{"src", "a", "b"}},
		{line: "mv -Z a b", fault: fault(UnknownOption, 1), risk: Write},
		{line: "mv a", fault: fault(MissingRequired, -1), risk: Write},
		{line: "mv -- -rf b", fault: fault(UnknownOption, 1), risk: Write},
	})
}

func TestChmodChown(t *testing.T) {
	checkFS(t, "chmod", []fsCase{
		{line: "chmod 755 run.sh", argv: "chmod 755 run.sh", risk: Write, changed: []string{"run.sh"}},
		{line: "chmod -R g+w,o+w src", argv: "chmod -R g+w,o+w src", risk: Write, changed: []string{"src"}},
		{line: "chmod a+rX src -R", argv: "chmod a+rX src -R", risk: Write, changed: []string{"src"}},
		{line: "chmod o= notes.txt", argv: "chmod o= notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "chmod u+s tool", argv: "chmod u+s tool", risk: Dangerous, changed: []string{"tool"}},
		{line: "chmod 4755 tool", argv: "chmod 4755 tool", risk: Dangerous, changed: []string{"tool"}},
		{line: "chmod -R 777 /", argv: "chmod -R 777 /", risk: Dangerous, changed: []string{"/"}},
		{line: "chmod --reference=suid.bin x", fault: fault(UnknownOption, 1), risk: Write},
		{line: "chmod -w notes.txt", fault: fault(UnknownOption, 1), risk: Write},
		{line: "chmod 999 x", reason: "a permission mode", risk: Write},
		{line: "chmod u+x", fault: fault(MissingRequired, -1), risk: Write},
	})
	checkFS(t, "chown", []fsCase{
		{line: "chown alice src", argv: "chown alice src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown -Rh 1000 src", argv: "chown -Rh 1000 src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown alice:staff src", argv: "chown alice:staff src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown -R root:root src", argv: "chown -R root:root src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown root:root src", argv: "chown root:root src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown :staff src", argv: "chown :staff src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown alice: src", argv: "chown alice: src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown : src", reason: "must name a user, a group (:GROUP) or both", risk: Dangerous},
		{line: "chown al/ice:staff src", reason: "must be a user name or number", risk: Dangerous},
		{line: "chown --reference=notes.txt src", fault: fault(UnknownOption, 1), risk: Dangerous},
		{line: "chown --from=root alice src", fault: fault(UnknownOption, 1), risk: Dangerous},
	})
}

func TestCdPwd(t *testing.T) {
	checkFS(t, "cd", []fsCase{
		{line: "cd", argv: "cd", risk: Safe},
		{line: "cd src", argv: "cd src", risk: Safe},
		{line: "cd -", argv: "cd -", risk: Safe},
		{line: "cd -P ../build", argv: "cd -P ../build", risk: Safe},
		{line: "cd a b", reason: "one word too many", risk: Safe},
		{line: "cd -e src", fault: fault(UnknownOption, 1), risk: Safe},
		{line: "cd src -P", reason: "one word too many", risk: Safe}, // options come first
	})
	checkFS(t, "pwd", []fsCase{
		{line: "pwd", argv: "pwd", risk: Safe},
		{line: "pwd -P", argv: "pwd -P", risk: Safe},
		{line: "pwd --logical", argv: "pwd --logical", risk: Safe},
		{line: "pwd --help", argv: "pwd --help", risk: Safe},
		{line: "pwd --version", argv: "pwd --version", risk: Safe},
		{line: "pwd -P --help", reason: "Option '--help' for 'pwd' is supported only alone ('pwd --help')", risk: Safe},
		{line: "pwd src", reason: "no operands", risk: Safe},
	})
}
