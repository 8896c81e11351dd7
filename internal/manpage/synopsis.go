package manpage

import (
	"slices"
	"strings"
)

// The synopsis: the forms of the command ("cp [OPTION]... SOURCE DEST"),
// read for the names it gives the operands.

// maxUsages bounds the forms read.
const maxUsages = 32

// usages splits the synopsis into the command's forms: a form starts at
// a line whose first word is the command (the page's name, or its first
// part: git-rebase's forms start "git rebase"); the lines after it, up
// to the next form, continue it.
func usages(synopsis, name, title string) []string {
	starts := map[string]bool{}
	for _, n := range []string{name, title} {
		if n != "" {
			starts[n] = true
			starts[strings.SplitN(n, "-", 2)[0]] = true
		}
	}
	var out []string
	for _, ln := range strings.Split(synopsis, "\n") {
		ln = oneLine(ln)
		if ln == "" {
			continue
		}
		switch {
		case starts[firstWord(ln)] || len(out) == 0:
			if len(out) < maxUsages {
				out = append(out, ln)
			}
		default:
			out[len(out)-1] += " " + ln
		}
	}
	return out
}

// operand is an operand a form names.
type operand struct {
	name     string
	optional bool
	repeats  bool // it may be given many times ("FILE...")
}

// notOperands are the synopsis's names for options, not operands.
var notOperands = []string{"OPTION", "OPTIONS", "option", "options", "<options>", "<option>", "flags", "FLAGS"}

// operands reads the operands a form names, in order: the words that are
// neither an option nor an option's argument, nor the command itself.
// "[-f ARCHIVE] [FILE...]" names FILE (repeated); "destination [command
// [argument ...]]" names destination, then an optional command and
// arguments.
func operands(usage string, command []string) []operand {
	tokens := synopsisTokens(usage)
	joined := strings.Join(command, "-")
	for len(tokens) > 0 && len(command) > 0 && (tokens[0] == command[0] || tokens[0] == joined) {
		if tokens[0] == joined {
			command = nil
		} else {
			command = command[1:]
		}
		tokens = tokens[1:]
	}
	var out []operand
	depth := 0
	afterOption := false
	last := -1 // the operand a "..." repeats
	for _, t := range tokens {
		switch {
		case t == "[" || t == "{" || t == "(":
			if t == "[" {
				depth++
			}
			afterOption = false
		case t == "]" || t == "}" || t == ")":
			if t == "]" && depth > 0 {
				depth--
			}
			afterOption = false
		case t == "|":
			afterOption = false
		case t == "...":
			if last >= 0 {
				out[last].repeats = true
			}
		case strings.HasPrefix(t, "-") && len(t) > 1 || strings.HasPrefix(t, "+") && len(t) > 1:
			afterOption, last = !strings.Contains(t, "="), -1
		case afterOption:
			afterOption, last = false, -1 // the option's argument
		default:
			name, repeats := strings.CutSuffix(t, "...")
			if name == "" || slices.Contains(notOperands, name) || strings.Contains(name, "=") || len(out) >= 16 {
				last = -1
				continue
			}
			out = append(out, operand{name: name, optional: depth > 0, repeats: repeats})
			last = len(out) - 1
		}
	}
	return out
}

// synopsisTokens splits a form into words, brackets, bars and "...". A
// bracket against a word is part of it: "[bind_address:]port" and
// "local_tun[:remote_tun]" are one word, an option's argument.
func synopsisTokens(usage string) []string {
	var tokens []string
	var word strings.Builder
	flush := func() {
		if word.Len() > 0 {
			tokens = append(tokens, word.String())
			word.Reset()
		}
	}
	angle := 0
	for i := 0; i < len(usage) && len(tokens) < 512; i++ {
		c := usage[i]
		switch {
		case c == '<':
			angle++
			word.WriteByte(c)
		case c == '>':
			if angle > 0 {
				angle--
			}
			word.WriteByte(c)
		case angle > 0:
			word.WriteByte(c)
		case c == ' ' || c == '\t':
			flush()
		case c == '[' && (word.Len() > 0 || attachedGroup(usage[i:])):
			end := strings.IndexByte(usage[i:], ']')
			if end < 0 {
				end = len(usage) - i - 1
			}
			word.WriteString(usage[i : i+end+1])
			i += end
		case strings.IndexByte("[]{}()|", c) >= 0:
			flush()
			tokens = append(tokens, string(c))
		case strings.HasPrefix(usage[i:], "...") && word.Len() == 0:
			tokens = append(tokens, "...")
			i += 2
		default:
			word.WriteByte(c)
		}
	}
	flush()
	return tokens
}

// attachedGroup reports a bracket group, with no bracket inside, that a
// word follows without a space: "[bind_address:]port".
func attachedGroup(s string) bool {
	end := strings.IndexByte(s, ']')
	if end < 0 || strings.ContainsAny(s[1:end], "[ ") || end+1 >= len(s) {
		return false
	}
	next := s[end+1]
	return next != ' ' && next != '\t' && strings.IndexByte("[]{}()|.", next) < 0
}
