package registry

import "testing"

// xargs runs a nested command with words from its input: its risk is the
// command's, and at least a write when input words land where the
// command writes or removes.
func TestXargs(t *testing.T) {
	checkFS(t, "xargs", []fsCase{
		{line: "xargs wc -l", argv: "xargs wc -l", risk: Safe},
		{line: "xargs -0 -n1 wc -c", argv: "xargs -0 -n1 wc -c", risk: Safe},
		{line: "xargs -r -P 4 -n 10 grep -l TODO", argv: "xargs -r -P 4 -n 10 grep -l TODO", risk: Safe},
		{line: "xargs -I {} grep -l TODO {}", argv: "xargs -I {} grep -l TODO {}", risk: Safe},
		{line: "xargs rm", argv: "xargs rm", risk: Dangerous},
		{line: "xargs -0 rm -f", argv: "xargs -0 rm -f", risk: Dangerous},
		{line: "xargs touch", argv: "xargs touch", risk: Write},
		{line: "xargs -0 mv -t dest", argv: "xargs -0 mv -t dest", risk: Write, changed: []string{"dest"}},
		{line: "xargs -I{} mv {} dest", argv: "xargs -I{} mv {} dest", risk: Write, changed: []string{"dest"}},
		{line: "xargs -I {} cp {} /backup/", argv: "xargs -I {} cp {} /backup/", risk: Write, changed: []string{"/backup/"}},
		{line: "xargs -I {} cp /etc/hosts {}", argv: "xargs -I {} cp /etc/hosts {}", risk: Write},
		{line: "xargs cp a", argv: "xargs cp a", risk: Write},
		{line: "xargs -- wc -l", argv: "xargs -- wc -l", risk: Safe},
		{line: "xargs", fault: fault(MissingRequired, -1), risk: Safe},
		{line: "xargs sh -c 'rm x'", reason: "'sh' cannot be the command of 'xargs': it is not one of the command families oterminus knows", risk: Dangerous},
		{line: "xargs -I {} rm {}.bak", argv: "xargs -I {} rm {}.bak", risk: Dangerous},
		{line: "xargs -I {} mv {} {}.old", argv: "xargs -I {} mv {} {}.old", risk: Write},
		{line: "xargs -I {} cp {} /backup/{}", reason: "'{}' inside a longer word ('/backup/{}') in the command of 'xargs' is supported only as a name suffix", risk: Write},
		{line: "xargs -0 -n x wc", reason: "a whole number", risk: Safe},
		{line: "xargs -0 wc -Z", fault: fault(UnknownOption, 3), risk: Safe},
	})
}

// Words that arrive when the line runs may be options, scripts or
// programs: each form the red team ran, and the ordinary ones that
// stay safe because every option of their program only reads.
func TestXargsInputWords(t *testing.T) {
	checkFS(t, "xargs", []fsCase{
		// Appended words become find's expression (-delete, -exec).
		{line: "xargs find", argv: "xargs find", risk: Dangerous},
		{line: "xargs find . -name x", argv: "xargs find . -name x", risk: Dangerous},
		{line: "xargs -a targets.txt find", argv: "xargs -a targets.txt find", risk: Dangerous},
		// An -I slot that find reads as a start path or an expression.
		{line: "xargs -I{} find {} -name '*.txt'", argv: "xargs -I{} find {} -name *.txt", risk: Dangerous},
		// The program or script itself from input: nothing can check it.
		{line: "xargs -0 awk", argv: "xargs -0 awk", risk: Dangerous},
		{line: "xargs -I{} awk {} notes.txt", argv: "xargs -I{} awk {} notes.txt", risk: Dangerous},
		{line: "xargs sed", argv: "xargs sed", risk: Dangerous},
		{line: "xargs sed -n p", argv: "xargs sed -n p", risk: Dangerous},
		// sort --compress-program runs a program, -o writes; curl -K, -o, -T.
		{line: "xargs sort", argv: "xargs sort", risk: Dangerous},
		{line: "xargs curl", argv: "xargs curl", risk: Dangerous},
		// The value of an option: it cannot become another option.
		{line: "xargs -I{} grep -e {} notes.txt", argv: "xargs -I{} grep -e {} notes.txt", risk: Safe},
		{line: "xargs -I{} sort -o {} notes.txt", argv: "xargs -I{} sort -o {} notes.txt", risk: Write},
		// After --, input words are operands: awk's files, ln's targets.
		{line: "xargs -0 awk -- '{print $1}'", argv: "xargs -0 awk -- {print $1}", risk: Safe},
		{line: "xargs -0 awk '{print $1}'", argv: "xargs -0 awk {print $1}", risk: Dangerous},
		{line: "xargs -I{} ln -s -- {} links/", argv: "xargs -I{} ln -s -- {} links/", risk: Write, changed: []string{"links/"}},
		// Every option of these only reads (grep, wc, ls, cat) or, for
		// touch and mkdir, only changes how their operands are made.
		{line: "xargs -0 grep -l ERROR", argv: "xargs -0 grep -l ERROR", risk: Safe},
		{line: "xargs ls -l", argv: "xargs ls -l", risk: Safe},
		{line: "xargs cat", argv: "xargs cat", risk: Safe},
		{line: "xargs mkdir -p", argv: "xargs mkdir -p", risk: Write},
		// uniq's second operand is a file it writes.
		{line: "xargs uniq notes.txt", argv: "xargs uniq notes.txt", risk: Write},
	})
}

// kill run by xargs gets its process ids from its input: dangerous.
func TestKillFromInput(t *testing.T) {
	runSysCases(t, []sysCase{
		{"xargs kill", "xargs kill", Dangerous, nil, ""},
		{"xargs kill -9", "xargs kill -9", Dangerous, nil, ""},
		// kill -l only names signals, but an input word may be any of
		// kill's options ("-9 1234"), so the line is kill's highest risk.
		{"xargs kill -l", "xargs kill -l", Dangerous, nil, ""},
	})
}
