package registry

import (
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/advice"
)

// sed edits a stream: the script's commands print, delete and substitute
// lines, and the result goes to standard output. Its script is read by a
// small checker (sedScript) that refuses the commands which run programs
// (e, the e flag of s), write files (w, W, the w flag of s) or read files
// the path checks never saw (r, R), and anything it cannot read. -i edits
// the files in place, which makes them written paths and the command a
// write. Script files (-f) are refused: their commands cannot be checked.
var sedFamily = &Family{
	Name: "sed", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"replace text", "stream editor"},
	Examples: []string{"sed 's/foo/bar/g' notes.txt", "sed -n '5,10p' notes.txt", "sed -E 's/(a|b)+/x/' notes.txt",
		"sed -i 's/foo/bar/' notes.txt", "sed -e '/^#/d' -e 's/ *$//' notes.txt", "sed '1d;$d' notes.txt"},
	Notes: []string{"Scripts that run programs (e), write (w, W) or read other files (r, R), and script files (-f), are refused."},
	Spec: &Spec{
		Parsing: Interleaved, DashDash: true,
		Options: []Option{
			{Names: []string{"-n", "--quiet", "--silent"}, Help: "print only what the script prints (p)"},
			{Names: []string{"-e", "--expression"}, Value: Text, Check: sedScript, Help: "add this script (several -e are joined by newlines)"},
			{Names: []string{"-E", "-r", "--regexp-extended"}, Help: "use extended regular expressions"},
			{Names: []string{"-s", "--separate"}, Help: "treat the files as separate, not one stream"},
			{Names: []string{"-z", "--null-data"}, Help: "read lines as separated by NUL bytes, not newlines"},
			{Names: []string{"-u", "--unbuffered"}, Help: "flush output often"},
			{Names: []string{"-i", "--in-place"}, Selects: "in-place", Risk: Write,
				Help: "edit the files in place instead of printing the result (BSD sed needs a suffix word after -i)"},
		},
		Operands: []Operand{
			{Name: "SCRIPT", Kind: Text, Min: 1, Max: 1, Unless: []string{"-e"}, Check: sedScript, Help: "the sed script"},
			{Name: "FILE", Kind: ReadPath, In: Pairs[Kind]{{"in-place", WritePath}}, Min: 1, Max: Unbounded, Stdin: true,
				Help: "files to read (with -i: to edit)"},
		},
	},
}

// sedScript is a Rule: "" when every command of the script is one the
// checker reads and allows.
func sedScript(field, script string) string {
	if err := checkSed(script); err != nil {
		return fmt.Sprintf("%s: %v", field, err)
	}
	return ""
}

type sedChecker struct {
	s string
	i int
}

func (c *sedChecker) peek() byte {
	if c.i < len(c.s) {
		return c.s[c.i]
	}
	return 0
}

func (c *sedChecker) spaces() {
	for c.i < len(c.s) && (c.s[c.i] == ' ' || c.s[c.i] == '\t') {
		c.i++
	}
}

var errSedUnreadable error = advice.Const("the sed script cannot be read safely")

// checkSed reads a sed script (GNU and POSIX syntax) command by command.
func checkSed(script string) error {
	c := &sedChecker{s: script}
	depth := 0
	for {
		for c.i < len(c.s) && strings.IndexByte(" \t\n;", c.s[c.i]) >= 0 {
			c.i++
		}
		if c.i >= len(c.s) {
			break
		}
		if c.peek() == '}' {
			if depth == 0 {
				return errSedUnreadable
			}
			depth--
			c.i++
			if err := c.end(); err != nil {
				return err
			}
			continue
		}
		if err := c.addresses(); err != nil {
			return err
		}
		c.spaces()
		if c.peek() == '!' {
			c.i++
			c.spaces()
		}
		cmd := c.peek()
		c.i++
		switch cmd {
		case '{':
			depth++
			continue
		case '=', 'd', 'D', 'g', 'G', 'h', 'H', 'l', 'n', 'N', 'p', 'P', 'x', 'z', 'F':
		case 'q', 'Q':
			c.spaces()
			for isDigitByte(c.peek()) {
				c.i++
			}
		case 'b', 't', 'T', ':':
			c.spaces()
			for c.i < len(c.s) && strings.IndexByte("; \t\n}", c.s[c.i]) < 0 {
				if !isLabelByte(c.s[c.i]) {
					return errSedUnreadable
				}
				c.i++
			}
		case 'a', 'i', 'c':
			// The rest of the script is the text to add; it holds no
			// commands.
			return nil
		case 's':
			if err := c.substitute(); err != nil {
				return err
			}
		case 'y':
			delim := c.peek()
			if delim == 0 || delim == '\\' || delim == '\n' {
				return errSedUnreadable
			}
			c.i++
			for range 2 {
				if err := c.until(delim, false); err != nil {
					return err
				}
			}
		case 'e':
			return fmt.Errorf("the sed command 'e' runs a program, which is not supported")
		case 'w', 'W':
			return fmt.Errorf("the sed command '%c' writes a file, which is not supported", cmd)
		case 'r', 'R':
			return fmt.Errorf("the sed command '%c' reads another file, which is not supported", cmd)
		default:
			return errSedUnreadable
		}
		if err := c.end(); err != nil {
			return err
		}
	}
	if depth != 0 {
		return errSedUnreadable
	}
	return nil
}

// end requires a command to be followed by its end: ';', a newline,
// '}' or the end of the script.
func (c *sedChecker) end() error {
	c.spaces()
	if b := c.peek(); b != 0 && b != ';' && b != '\n' && b != '}' {
		return errSedUnreadable
	}
	return nil
}

// addresses reads "ADDR", "ADDR,ADDR" or nothing.
func (c *sedChecker) addresses() error {
	if ok, err := c.address(); err != nil || !ok {
		return err
	}
	c.spaces()
	if c.peek() != ',' {
		return nil
	}
	c.i++
	c.spaces()
	if b := c.peek(); b == '+' || b == '~' {
		c.i++
		if !isDigitByte(c.peek()) {
			return errSedUnreadable
		}
	}
	if ok, err := c.address(); err != nil || !ok {
		return errSedUnreadable
	}
	return nil
}

// address reads a line number (with GNU's first~step), '$' or a regex.
func (c *sedChecker) address() (bool, error) {
	switch b := c.peek(); {
	case isDigitByte(b):
		for isDigitByte(c.peek()) {
			c.i++
		}
		if c.peek() == '~' {
			c.i++
			for isDigitByte(c.peek()) {
				c.i++
			}
		}
		return true, nil
	case b == '$':
		c.i++
		return true, nil
	case b == '/' || b == '\\':
		delim := byte('/')
		c.i++
		if b == '\\' {
			delim = c.peek()
			if delim == 0 || delim == '\n' || delim == '\\' {
				return false, errSedUnreadable
			}
			c.i++
		}
		if err := c.until(delim, true); err != nil {
			return false, err
		}
		for c.peek() == 'I' || c.peek() == 'M' {
			c.i++
		}
		return true, nil
	}
	return false, nil
}

// substitute reads the rest of "s/REGEX/REPLACEMENT/FLAGS".
func (c *sedChecker) substitute() error {
	delim := c.peek()
	if delim == 0 || delim == '\\' || delim == '\n' || delim == ' ' {
		return errSedUnreadable
	}
	c.i++
	if err := c.until(delim, true); err != nil {
		return err
	}
	if err := c.until(delim, false); err != nil {
		return err
	}
	for c.i < len(c.s) {
		switch b := c.s[c.i]; {
		case b == 'g' || b == 'p' || b == 'i' || b == 'I' || b == 'm' || b == 'M' || isDigitByte(b):
			c.i++
		case b == 'e':
			return fmt.Errorf("the 'e' flag of the sed command 's' runs a program, which is not supported")
		case b == 'w':
			return fmt.Errorf("the 'w' flag of the sed command 's' writes a file, which is not supported")
		default:
			return nil
		}
	}
	return nil
}

// until skips to just past the next unescaped delim. In a regex a
// bracket expression may hold the delimiter; one that does is refused,
// since sed implementations disagree on whether it ends the regex.
func (c *sedChecker) until(delim byte, regex bool) error {
	for c.i < len(c.s) {
		b := c.s[c.i]
		switch {
		case b == '\\':
			c.i += 2
			continue
		case b == '\n':
			return errSedUnreadable
		case b == delim:
			c.i++
			return nil
		case regex && b == '[':
			end := bracketEnd(c.s, c.i)
			if end < 0 || strings.IndexByte(c.s[c.i:end], delim) >= 0 {
				return errSedUnreadable
			}
			c.i = end
			continue
		}
		c.i++
	}
	return errSedUnreadable
}

// bracketEnd is the index just past the bracket expression starting at
// s[i] == '[', or -1: "[]a]", "[^]a]" and "[[:alpha:]]" are read whole.
func bracketEnd(s string, i int) int {
	j := i + 1
	if j < len(s) && s[j] == '^' {
		j++
	}
	if j < len(s) && s[j] == ']' {
		j++
	}
	for j < len(s) {
		switch {
		case s[j] == '[' && j+1 < len(s) && (s[j+1] == ':' || s[j+1] == '.' || s[j+1] == '='):
			end := strings.Index(s[j+2:], string(s[j+1])+"]")
			if end < 0 {
				return -1
			}
			j += 2 + end + 2
		case s[j] == ']':
			return j + 1
		default:
			j++
		}
	}
	return -1
}

func isDigitByte(b byte) bool { return '0' <= b && b <= '9' }

func isLabelByte(b byte) bool {
	return b == '_' || b == '-' || b == '.' || isDigitByte(b) || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}
