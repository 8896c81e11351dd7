package registry

import (
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/advice"
)

// awk runs a program over lines of text. The program is read by a small
// checker (awkProgram) that refuses what reaches beyond printing: system(),
// getline (which reads files or runs commands), pipes ('|') and output
// redirection ('>' and '>>' in print and printf), gawk's @include and
// @load, and whatever it cannot read. Program files (-f) are refused:
// their text cannot be checked.
var awkFamily = &Family{
	Name: "awk", Pack: "text", Capability: "text_inspection",
	Risk: Safe, Maturity: Structured, Direct: true,
	Aliases: []string{"print columns", "pattern scanning"},
	Examples: []string{"awk '{print $1}' notes.txt", "awk -F : '{print $1, $3}' /etc/passwd", "awk 'NR > 1 && $3 > 100' data.csv",
		"awk -v n=2 '{print $n}' notes.txt", "awk '{ s += $1 } END { print s / NR }' data.txt", "awk '/error/ {print}' app.log"},
	Notes: []string{"Programs that call system(), use getline, pipes or output redirection, and program files (-f), are refused."},
	Spec: &Spec{
		DashDash: true,
		Options: []Option{
			{Names: []string{"-F", "--field-separator"}, Value: Text, Help: "split fields at this separator (a character or a regular expression)"},
			{Names: []string{"-v", "--assign"}, Value: Text, Check: awkAssignment, Help: "set the variable NAME=VALUE before the program runs"},
		},
		Operands: []Operand{
			{Name: "PROGRAM", Kind: Text, Min: 1, Max: 1, Check: awkProgram, Secrets: awkSecrets, Help: "the awk program"},
			// A program of BEGIN rules alone reads no input, so no file is
			// required; any other reads the terminal when none is given.
			{Name: "FILE", Kind: ReadPath, Max: Unbounded, Stdin: true, Help: "files to read"},
		},
	},
}

func awkAssignment(field, value string) string {
	name, _, ok := strings.Cut(value, "=")
	if !ok || !IsIdentifier(name) {
		return field + " must be NAME=VALUE"
	}
	return ""
}

// awkSecrets names the environment when the program reads ENVIRON, the
// array of every variable awk was given, tokens included.
func awkSecrets(program string) string {
	if hasAwkWord(program, "ENVIRON") {
		return EnvironmentRead
	}
	return ""
}

// awkProgram is a Rule: "" when the checker reads the whole program and
// finds nothing but computing and printing to standard output.
func awkProgram(field, program string) string {
	if err := checkAwk(program); err != nil {
		return fmt.Sprintf("%s: %v", field, err)
	}
	return ""
}

var errAwkUnreadable error = advice.Const("the awk program cannot be read safely")

// checkAwk tokenises an awk program as awk's lexer does: strings, regular
// expressions (a '/' where an operand may start), comments and the rest.
// Words that reach beyond printing are refused wherever they appear, even
// inside strings, so a misread token can only refuse more.
func checkAwk(prog string) error {
	if strings.Contains(prog, "@") {
		return fmt.Errorf("'@' in an awk program is not supported: gawk's @include and @load read other programs")
	}
	for _, word := range []string{"system", "getline", "ARGV", "ARGC"} {
		if hasAwkWord(prog, word) {
			return fmt.Errorf("%s in an awk program is not supported: it can run programs or read files the path checks never saw", word)
		}
	}
	operand := false // the last token ends an operand: '/' divides
	printing := false
	parens := 0
	for i := 0; i < len(prog); {
		b := prog[i]
		switch {
		case b == ' ' || b == '\t':
			i++
			continue
		case b == '\\' && i+1 < len(prog) && prog[i+1] == '\n':
			i += 2
			continue
		case b == '#':
			for i < len(prog) && prog[i] != '\n' {
				i++
			}
			continue
		case b == '"':
			end, ok := awkQuoted(prog, i, '"', false)
			if !ok {
				return errAwkUnreadable
			}
			i, operand = end, true
			continue
		case b == '/' && !operand:
			end, ok := awkQuoted(prog, i, '/', true)
			if !ok {
				return errAwkUnreadable
			}
			i, operand = end, true
			continue
		case isAwkWordByte(b):
			j := i
			for j < len(prog) && (isAwkWordByte(prog[j]) || prog[j] == '.') {
				j++
			}
			word := prog[i:j]
			i = j
			switch word {
			case "print", "printf":
				printing, parens, operand = true, 0, false
			case "in", "return", "if", "while", "for", "do", "else", "case", "delete", "exit", "next", "nextfile":
				operand = false
			default:
				operand = true
			}
			continue
		}
		// Operators and punctuation.
		two := ""
		if i+1 < len(prog) {
			two = prog[i : i+2]
		}
		switch {
		case two == "||" || two == "&&":
			i, operand = i+2, false
			continue
		case b == '|':
			return fmt.Errorf("a pipe '|' in an awk program is not supported: it runs a command")
		case two == "++" || two == "--":
			if next := awkNext(prog, i+2); next == '/' {
				return errAwkUnreadable
			}
			i += 2
			continue
		case b == '>' && printing && parens == 0 && two != ">=":
			return fmt.Errorf("output redirection in an awk print statement is not supported: it writes a file")
		case b == '(':
			parens++
		case b == ')':
			parens--
		case b == ';' || b == '\n' || b == '{' || b == '}':
			printing = false
		}
		operand = b == ')' || b == ']'
		i++
	}
	return nil
}

// awkQuoted returns the index just past the string or regular expression
// starting at prog[i] == quote; in a regex a bracket expression may hold
// the quote character.
func awkQuoted(prog string, i int, quote byte, regex bool) (int, bool) {
	for j := i + 1; j < len(prog); j++ {
		switch c := prog[j]; {
		case c == '\\':
			j++
		case c == '\n':
			return 0, false
		case c == quote:
			return j + 1, true
		case regex && c == '[':
			end := bracketEnd(prog, j)
			if end < 0 {
				return 0, false
			}
			j = end - 1
		}
	}
	return 0, false
}

// awkNext is the next byte after spaces, or 0.
func awkNext(prog string, i int) byte {
	for i < len(prog) && (prog[i] == ' ' || prog[i] == '\t') {
		i++
	}
	if i < len(prog) {
		return prog[i]
	}
	return 0
}

func isAwkWordByte(b byte) bool {
	return b == '_' || isDigitByte(b) || 'a' <= b && b <= 'z' || 'A' <= b && b <= 'Z'
}

// hasAwkWord reports word in prog as a whole word, wherever it is.
func hasAwkWord(prog, word string) bool {
	for i := 0; ; {
		j := strings.Index(prog[i:], word)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(word)
		if (start == 0 || !isAwkWordByte(prog[start-1])) && (end == len(prog) || !isAwkWordByte(prog[end])) {
			return true
		}
		i = end
	}
}
