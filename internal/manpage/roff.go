package manpage

import (
	"bytes"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The roff layer: what every page is written in, below its macros. It
// reads input lines (continuations joined, comments dropped), keeps the
// strings a page defines (.ds) and follows .so, decides conditionals
// (.if, .ie, .el) as nroff would on a terminal, skips macro definitions
// (.de) without running them, and renders escapes to plain text: fonts
// dropped, special characters as the characters they name. The macro
// packages (man.go, mdoc.go) read its output, one line at a time.
//
// Nothing here recurses on what the page says beyond small fixed depths,
// and every count is bounded, so a hostile page costs one pass over at
// most MaxPageBytes.

// Limits of the roff layer.
const (
	maxLineBytes   = 64 << 10 // a joined input line; a longer one is cut
	maxStrings     = 1024     // strings a page may define (.ds)
	maxStringBytes = 1 << 10  // one string's value
	maxStringDepth = 8        // strings within strings
	maxCondDepth   = 16       // conditionals within conditionals
	maxIeStack     = 64       // .ie results waiting for their .el
	maxArgs        = 64       // arguments of one request
	maxOutLine     = 16 << 10 // one rendered line
	// maxExpansion bounds the text strings expand to, over the whole
	// page: ".ds a \*a\*a\*a..." would otherwise grow exponentially.
	maxExpansion = 4 << 20
)

// line is one line for the macro packages: a request with its arguments,
// or text. Text is rendered; an argument keeps its raw form too, as mdoc
// tells a macro name from a word by it.
type line struct {
	macro string // "" for a text line
	args  []arg
	text  string
}

type arg struct{ raw, text string }

// texts are a request's arguments, rendered.
func (l line) texts() []string {
	out := make([]string, len(l.args))
	for i, a := range l.args {
		out[i] = a.text
	}
	return out
}

type input struct {
	data  []byte
	pos   int
	depth int // how many .so requests deep
}

type roff struct {
	ld      *loader
	inputs  []*input
	strs    map[string]string
	defined map[string]bool // macros the page defines (for .if d)
	regs    map[string]int
	ie      []bool
	pending []line
	table   int // in a table (.TS): 0 no, 1 options or format lines, 2 data
	// expanded counts the bytes strings expanded to (maxExpansion).
	expanded int
}

func newRoff(data []byte, ld *loader) *roff {
	return &roff{ld: ld, inputs: []*input{{data: data}}, strs: map[string]string{},
		defined: map[string]bool{}, regs: map[string]int{".g": 1}}
}

// next is the next line for the macro packages; false at the end.
func (r *roff) next() (line, bool) {
	for len(r.pending) == 0 {
		l, ok := r.logical()
		if !ok {
			return line{}, false
		}
		r.process(l, 0)
	}
	l := r.pending[0]
	r.pending = r.pending[1:]
	return l, true
}

// physical is the next input line, from the innermost included file.
func (r *roff) physical() (string, bool) {
	for len(r.inputs) > 0 {
		in := r.inputs[len(r.inputs)-1]
		if in.pos >= len(in.data) {
			r.inputs = r.inputs[:len(r.inputs)-1]
			continue
		}
		rest := in.data[in.pos:]
		end := bytes.IndexByte(rest, '\n')
		if end < 0 {
			end = len(rest)
			in.pos = len(in.data)
		} else {
			in.pos += end + 1
		}
		s := rest[:end]
		if len(s) > maxLineBytes {
			s = s[:maxLineBytes]
		}
		return strings.TrimSuffix(string(s), "\r"), true
	}
	return "", false
}

// logical is the next input line with its continuations (a final
// unescaped backslash) joined and its comment dropped.
func (r *roff) logical() (string, bool) {
	s, ok := r.physical()
	if !ok {
		return "", false
	}
	for continues(s) && len(s) < maxLineBytes {
		next, ok := r.physical()
		if !ok {
			break
		}
		s = s[:len(s)-1] + next
	}
	return stripComment(s), true
}

// continues reports a line ending in an escape of the newline: an odd
// number of final backslashes.
func continues(s string) bool {
	n := 0
	for i := len(s) - 1; i >= 0 && s[i] == '\\'; i-- {
		n++
	}
	return n%2 == 1
}

// stripComment drops \" or \# and what follows.
func stripComment(s string) string {
	for i := 0; i < len(s)-1; i++ {
		if s[i] != '\\' {
			continue
		}
		if s[i+1] == '"' || s[i+1] == '#' {
			return s[:i]
		}
		i++ // the escaped character
	}
	return s
}

// process handles one logical line: a request the roff layer keeps, or
// a line for the macro packages.
func (r *roff) process(s string, depth int) {
	if r.table > 0 && !isControl(s) {
		r.tableLine(s)
		return
	}
	// A block's end (\}) only ends it: a skipped block was skipped whole
	// (branch), and the one being read needs no end.
	s = strings.ReplaceAll(s, `\}`, "")
	if !isControl(s) {
		r.pending = append(r.pending, line{text: r.render(s, 0)})
		return
	}
	name, rest := requestName(s[1:])
	switch name {
	case "", "\\}", "\\{":
		return
	case "if":
		cond, body := r.condition(rest)
		r.branch(cond, body, depth)
	case "ie":
		cond, body := r.condition(rest)
		if len(r.ie) < maxIeStack {
			r.ie = append(r.ie, cond)
		}
		r.branch(cond, body, depth)
	case "el":
		cond := false
		if n := len(r.ie); n > 0 {
			cond = !r.ie[n-1]
			r.ie = r.ie[:n-1]
		}
		r.branch(cond, strings.TrimLeft(rest, " \t"), depth)
	case "de", "de1", "am", "am1", "dei", "ami", "ig":
		args := splitArgs(rest)
		end := "."
		if name != "ig" && len(args) > 0 {
			r.defined[args[0]] = true
			if len(args) > 1 {
				end = args[1]
			}
		} else if name == "ig" && len(args) > 0 {
			end = args[0]
		}
		r.skipUntil(end)
	case "ds", "ds1", "as", "as1":
		r.defineString(name, rest)
	case "nr":
		if args := splitArgs(rest); len(args) >= 2 {
			if n, err := strconv.Atoi(args[1]); err == nil {
				r.regs[args[0]] = n
			}
		}
	case "rm":
		for _, a := range splitArgs(rest) {
			delete(r.strs, a)
			delete(r.defined, a)
		}
	case "so":
		r.include(strings.TrimSpace(rest))
	case "TS":
		r.table = 1
		r.pending = append(r.pending, line{macro: name})
	case "TE":
		r.table = 0
		r.pending = append(r.pending, line{macro: name})
	default:
		raw := splitArgs(rest)
		args := make([]arg, len(raw))
		for i, a := range raw {
			args[i] = arg{raw: a, text: r.render(a, 0)}
		}
		r.pending = append(r.pending, line{macro: name, args: args})
	}
}

// isControl reports a control line: a request or a macro call.
func isControl(s string) bool { return s != "" && (s[0] == '.' || s[0] == '\'') }

// requestName splits a control line (without its control character) into
// the request's name and the rest.
func requestName(s string) (name, rest string) {
	s = strings.TrimLeft(s, " \t")
	if strings.HasPrefix(s, `\}`) || strings.HasPrefix(s, `\{`) {
		return s[:2], s[2:]
	}
	end := strings.IndexAny(s, " \t\\")
	if end < 0 {
		return s, ""
	}
	return s[:end], s[end:]
}

// branch runs a conditional's body when cond holds, and otherwise skips
// it, with the block it opens (\{ ... \}).
func (r *roff) branch(cond bool, body string, depth int) {
	opens := strings.Count(body, `\{`) - strings.Count(body, `\}`)
	if !cond {
		for opens > 0 {
			s, ok := r.logical()
			if !ok {
				return
			}
			opens += strings.Count(s, `\{`) - strings.Count(s, `\}`)
		}
		return
	}
	body = strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(body, " \t"), `\{`), " \t")
	if body == "" || depth >= maxCondDepth {
		return
	}
	r.process(body, depth+1)
}

// condition reads a conditional's condition as nroff decides it on a
// terminal, and returns it with the body after it. Unknown conditions are
// false: their body is skipped, which loses at most some text.
func (r *roff) condition(s string) (bool, string) {
	s = strings.TrimLeft(s, " \t")
	negate := false
	for strings.HasPrefix(s, "!") {
		negate = !negate
		s = s[1:]
	}
	if s == "" {
		return false, ""
	}
	var cond bool
	var rest string
	switch c := s[0]; {
	case c == 'n' || c == 'o': // nroff; an odd page
		cond, rest = true, s[1:]
	case c == 't' || c == 'e' || c == 'v':
		cond, rest = false, s[1:]
	case (c == 'd' || c == 'r' || c == 'c' || c == 'm' || c == 'F' || c == 'S') && len(s) > 1 && (s[1] == ' ' || s[1] == '\t'):
		name, after := requestName(s[1:])
		switch c {
		case 'd':
			_, isString := r.strs[name]
			cond = isString || r.defined[name]
		case 'r':
			_, cond = r.regs[name]
		}
		rest = after
	case c == '\'' || c == '"' || c == '/' || c == '|' || c == '@':
		cond, rest = r.compare(s)
	default:
		cond, rest = r.numeric(s)
	}
	if negate {
		cond = !cond
	}
	return cond, rest
}

// compare is a string comparison, 'a'b', with any delimiter.
func (r *roff) compare(s string) (bool, string) {
	d := s[:1]
	parts := strings.SplitN(s[1:], d, 3)
	if len(parts) < 3 {
		return false, ""
	}
	return r.render(parts[0], 0) == r.render(parts[1], 0), parts[2]
}

// numeric evaluates a small numeric condition: numbers and registers
// joined by arithmetic and comparison operators, left to right as roff
// does, without parentheses. It returns the rest after the expression.
func (r *roff) numeric(s string) (bool, string) {
	end := strings.IndexAny(s, " \t")
	if end < 0 {
		end = len(s)
	}
	expr, rest := s[:end], s[end:]
	value, op, ok := 0, "", true
	for i := 0; i < len(expr) && ok; {
		var term int
		switch {
		case strings.HasPrefix(expr[i:], `\n`):
			name, n := escapeName(expr[i+2:])
			term, i = r.regs[name], i+2+n
		case expr[i] >= '0' && expr[i] <= '9':
			j := i
			for j < len(expr) && expr[j] >= '0' && expr[j] <= '9' {
				j++
			}
			term, _ = strconv.Atoi(expr[i:j])
			i = j
			for i < len(expr) && strings.IndexByte("uimnpPvcsf", expr[i]) >= 0 {
				i++ // a scale unit
			}
		default:
			ok = false
			continue
		}
		value = apply(value, op, term)
		op = ""
		for i < len(expr) && strings.IndexByte("+-*/%<>=&:!", expr[i]) >= 0 && len(op) < 2 {
			op += expr[i : i+1]
			i++
		}
	}
	return ok && value > 0, rest
}

func apply(a int, op string, b int) int {
	truth := func(c bool) int {
		if c {
			return 1
		}
		return 0
	}
	switch op {
	case "":
		return b
	case "+":
		return a + b
	case "-":
		return a - b
	case "*":
		return a * b
	case "/":
		if b == 0 {
			return 0
		}
		return a / b
	case "<":
		return truth(a < b)
	case ">":
		return truth(a > b)
	case "<=":
		return truth(a <= b)
	case ">=":
		return truth(a >= b)
	case "=", "==":
		return truth(a == b)
	case "&":
		return truth(a > 0 && b > 0)
	case ":":
		return truth(a > 0 || b > 0)
	}
	return 0
}

// skipUntil skips input lines up to and including the control line that
// calls end: ".." (or ".  .") ends a macro definition.
func (r *roff) skipUntil(end string) {
	for {
		s, ok := r.physical()
		if !ok {
			return
		}
		if !isControl(s) {
			continue
		}
		if name, _ := requestName(s[1:]); name == end {
			return
		}
	}
}

func (r *roff) defineString(req, rest string) {
	rest = strings.TrimLeft(rest, " \t")
	name, value := requestName(rest)
	value = strings.TrimPrefix(strings.TrimLeft(value, " \t"), `"`)
	if name == "" {
		return
	}
	if strings.HasPrefix(req, "as") {
		value = r.strs[name] + value
	}
	if _, ok := r.strs[name]; !ok && len(r.strs) >= maxStrings {
		return
	}
	if len(value) > maxStringBytes {
		value = value[:maxStringBytes]
	}
	r.strs[name] = value
}

// include reads a .so request's file in place of the request.
func (r *roff) include(name string) {
	if r.ld == nil || name == "" {
		return
	}
	depth := r.inputs[len(r.inputs)-1].depth
	if depth >= maxIncludeDepth {
		return
	}
	data, err := r.ld.include(name)
	if err != nil {
		return
	}
	r.inputs = append(r.inputs, &input{data: data, depth: depth + 1})
}

// tableLine is a line of a table (tbl): its options and format lines are
// skipped, and each data row is text, its cells separated by spaces.
func (r *roff) tableLine(s string) {
	if r.table == 1 {
		if t := strings.TrimSpace(s); strings.HasSuffix(t, ".") {
			r.table = 2
		}
		return
	}
	s = strings.NewReplacer("\t", " ", "T{", "", "T}", "").Replace(s)
	r.pending = append(r.pending, line{text: r.render(s, 0)})
}

// splitArgs splits a request's arguments: separated by spaces, a quoted
// argument may hold them ("" is a quote inside it), and an escaped space
// does not separate.
func splitArgs(s string) []string {
	var args []string
	for len(args) < maxArgs {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			break
		}
		var b strings.Builder
		if s[0] == '"' {
			i := 1
			for ; i < len(s); i++ {
				if s[i] == '"' {
					if i+1 < len(s) && s[i+1] == '"' {
						b.WriteByte('"')
						i++
						continue
					}
					break
				}
				b.WriteByte(s[i])
			}
			s = s[min(i+1, len(s)):]
		} else {
			i := 0
			for ; i < len(s) && s[i] != ' ' && s[i] != '\t'; i++ {
				if s[i] == '\\' && i+1 < len(s) {
					b.WriteByte(s[i])
					i++
				}
				b.WriteByte(s[i])
			}
			s = s[i:]
		}
		args = append(args, b.String())
	}
	return args
}

// escapeName reads the name after an escape such as \* or \n: one
// character, two after "(", or any up to "]" after "[". It returns the
// name and how many bytes it took.
func escapeName(s string) (string, int) {
	switch {
	case s == "":
		return "", 0
	case s[0] == '(':
		if len(s) < 3 {
			return s[1:], len(s)
		}
		return s[1:3], 3
	case s[0] == '[':
		end := strings.IndexByte(s, ']')
		if end < 0 {
			return s[1:], len(s)
		}
		return s[1:end], end + 1
	}
	_, n := utf8.DecodeRuneInString(s)
	return s[:n], n
}

// delimited reads an escape's delimited argument ('...'), returning it
// and how many bytes it took.
func delimited(s string) (string, int) {
	if s == "" {
		return "", 0
	}
	end := strings.IndexByte(s[1:], s[0])
	if end < 0 {
		return s[1:], len(s)
	}
	return s[1 : end+1], end + 2
}

// render turns roff text into plain text: fonts and motions dropped,
// special characters and strings as the characters they stand for, the
// rest of an escape's arguments skipped.
func (r *roff) render(s string, depth int) string {
	var b strings.Builder
	for i := 0; i < len(s) && b.Len() < maxOutLine; {
		c := s[i]
		if c == '\t' {
			b.WriteByte(' ')
			i++
			continue
		}
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			i++
			continue
		}
		e := s[i+1]
		i += 2
		rest := s[i:]
		switch e {
		case 'f', 'F', 'g', 'k', 'n', 'V', 'Y', 'm', 'M':
			_, n := escapeName(rest) // a font, a register, a colour: nothing shown
			i += n
		case 's':
			i += sizeLength(rest)
		case '*':
			name, n := escapeName(rest)
			i += n
			if v, ok := r.strs[name]; ok && depth < maxStringDepth && r.expanded < maxExpansion {
				text := r.render(v, depth+1)
				r.expanded += len(text) + len(v)
				b.WriteString(text)
			} else {
				b.WriteString(lookup(predefined, name))
			}
		case '(', '[':
			name, n := escapeName(s[i-1:])
			i += n - 1
			b.WriteString(special(name))
		case 'C':
			name, n := delimited(rest)
			i += n
			b.WriteString(special(name))
		case 'N':
			num, n := delimited(rest)
			i += n
			if v, err := strconv.Atoi(num); err == nil && v > 0 && v < 0x110000 {
				b.WriteRune(rune(v))
			}
		case 'h', 'v', 'w', 'o', 'b', 'l', 'L', 'D', 'x', 'X', 'Z', 'R', 'A', 'B', 'H', 'S', 'T', 'U':
			_, n := delimited(rest) // motions, widths, drawing, device controls
			i += n
		case 'z':
			// zero width: the next character is still shown
		case 'e', 'E', '\\':
			b.WriteByte('\\')
		case '-', '_', '.', '\'', '`', '"', '%', '@':
			switch e {
			case '\'':
				b.WriteString("´")
			case '`':
				b.WriteString("`")
			case '%':
			default:
				b.WriteByte(e)
			}
		case ' ', '~', '0':
			b.WriteByte(' ')
		case 't':
			b.WriteByte(' ')
		case '&', '|', '^', ')', '/', ',', ':', 'c', 'p', 'r', 'u', 'd', 'a', '{', '}', '!', '?', 'q', 'j', 'O', 'P':
			// zero width, breaks and the like: nothing to show
		case '$':
			_, n := escapeName(rest)
			i += n
		default:
			b.WriteByte(e) // an unknown escape shows its character, as groff does
		}
	}
	return b.String()
}

// sizeLength is how many bytes a \s escape's argument takes: \s0, \s+2,
// \s(12, \s[12], \s'12'.
func sizeLength(s string) int {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	switch {
	case i < len(s) && (s[i] == '(' || s[i] == '['):
		_, n := escapeName(s[i:])
		return i + n
	case i < len(s) && s[i] == '\'':
		_, n := delimited(s[i:])
		return i + n
	}
	for i < len(s) && s[i] >= '0' && s[i] <= '9' && i < 3 {
		i++
	}
	return i
}

// pair is a key and its value in a table declared static: a map literal
// is built at every start of oterminus, which reads a page rarely.
type pair struct{ k, v string }

// lookup is key's value in table, or "".
func lookup(table []pair, key string) string {
	for _, p := range table {
		if p.k == key {
			return p.v
		}
	}
	return ""
}

// predefined are strings that man and mdoc define themselves.
var predefined = []pair{
	{"R", "®"}, {"Tm", "™"}, {"lq", "“"}, {"rq", "”"}, {"Aq", "'"}, {"S", ""},
	{`L"`, "“"}, {`R"`, "”"}, {"C+", "C++"}, {"--", "--"}, {"PI", "π"},
}

// special is the character a \(xx or \[name] escape names.
func special(name string) string {
	if s := lookup(specials, name); s != "" {
		return s
	}
	if strings.HasPrefix(name, "u") && len(name) >= 5 && len(name) <= 7 {
		if v, err := strconv.ParseUint(name[1:], 16, 32); err == nil && v < 0x110000 {
			return string(rune(v))
		}
	}
	return ""
}

var specials = []pair{
	{"em", "—"}, {"en", "–"}, {"hy", "-"}, {"mi", "-"}, {"-", "-"}, {"aq", "'"}, {"dq", `"`}, {"lq", "“"}, {"rq", "”"},
	{"oq", "‘"}, {"cq", "’"}, {"bu", "•"}, {"co", "©"}, {"rg", "®"}, {"tm", "™"}, {"ti", "~"}, {"ha", "^"}, {"ga", "`"},
	{"rs", `\`}, {"sl", "/"}, {"at", "@"}, {"sh", "#"}, {"Fo", "«"}, {"Fc", "»"}, {"fo", "‹"}, {"fc", "›"}, {"pl", "+"},
	{"eq", "="}, {">=", "≥"}, {"<=", "≤"}, {"!=", "≠"}, {"->", "→"}, {"<-", "←"}, {"<>", "↔"}, {"mu", "×"}, {"di", "÷"},
	{"+-", "±"}, {"de", "°"}, {"sc", "§"}, {"ps", "¶"}, {"dg", "†"}, {"dd", "‡"}, {"lh", "☜"}, {"rh", "☞"}, {"ba", "|"},
	{"br", "|"}, {"bv", "|"}, {"or", "|"}, {"ul", "_"}, {"ru", "_"}, {"sq", "□"}, {"ci", "○"}, {"OK", "✓"}, {"aa", "´"},
	{"a-", "¯"}, {"ad", "¨"}, {"a^", "^"}, {"a~", "~"}, {"ss", "ß"}, {"'e", "é"}, {"`e", "è"}, {"'a", "á"}, {":u", "ü"},
	{":o", "ö"}, {":a", "ä"}, {",c", "ç"}, {"~n", "ñ"}, {"en-dash", "–"}, {"em-dash", "—"}, {"Do", "$"}, {"Eu", "€"},
	{"Po", "£"}, {"Ye", "¥"}, {"ct", "¢"}, {"lB", "["}, {"rB", "]"}, {"lC", "{"}, {"rC", "}"}, {"la", "⟨"}, {"ra", "⟩"},
	{"in", "∈"}, {"if", "∞"}, {"pd", "∂"}, {"*a", "α"}, {"*b", "β"}, {"*m", "μ"}, {"*p", "π"}, {"*W", "Ω"}, {"12", "½"},
	{"14", "¼"}, {"34", "¾"}, {"hA", "⇔"}, {"rA", "⇒"}, {"lA", "⇐"}, {"ua", "↑"}, {"da", "↓"}, {"ap", "~"}, {"~~", "≈"},
}
