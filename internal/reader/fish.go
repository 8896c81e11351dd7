package reader

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// fish is read by a small tokenizer for what people type at a fish 3
// prompt: words, quotes, escapes, $VAR, ~, globs, braces, pipes, && || ;
// and redirections. Everything else is refused by name.
type fishReader struct {
	text string
	i    int
	env  *Env
	glob *globber
}

// fishKeyword reports a word that starts a block or joins commands in
// fish's own syntax. A switch, not a map: nothing built at start-up.
func fishKeyword(word string) bool {
	switch word {
	case "and", "or", "not", "!", "begin", "if",
		"while", "for", "function", "switch", "case", "end", "else",
		"time", "exec", "return", "break", "continue":
		return true
	}
	return false
}

func readFish(text string, env *Env) (*Line, error) {
	chars := "*?"
	if env.Options.QmarkNoGlob {
		chars = "*"
	}
	r := &fishReader{text: text, env: env, glob: &globber{env: env, chars: chars, natural: true}}
	line := &Line{}
	op := ""
	p := &Pipeline{}
	c := &Command{}
	// endCommand closes the current command; it must have words.
	endCommand := func(sep string) error {
		if len(c.Words) == 0 && len(c.Redirs) == 0 {
			if sep == ";" && len(p.Stages) == 0 {
				return nil // empty statement
			}
			return refuse("syntax", sep, "has no command before it")
		}
		if len(c.Words) == 0 {
			return refuse("redirection", cut(c.Redirs[0].Src), "without a command is not supported")
		}
		p.Stages = append(p.Stages, c)
		c = &Command{}
		return nil
	}
	endPipeline := func(next string) {
		if len(p.Stages) > 0 {
			p.Op = op
			if len(line.Pipelines) == 0 {
				p.Op = ""
			}
			line.Pipelines = append(line.Pipelines, p)
			op = next
		} else if next != ";" {
			op = next
		}
		p = &Pipeline{}
	}
	for r.i < len(text) {
		ch := text[r.i]
		switch {
		case ch == ' ' || ch == '\t':
			r.i++
		case ch == '\\' && r.i+1 < len(text) && text[r.i+1] == '\n':
			r.i += 2
		case ch == '#':
			for r.i < len(text) && text[r.i] != '\n' {
				r.i++
			}
		case ch == '\n' && len(c.Words) == 0 && len(c.Redirs) == 0 && len(p.Stages) > 0:
			r.i++ // a pipe continues on the next line
		case ch == '\n' && len(c.Words) == 0 && len(c.Redirs) == 0 && len(line.Pipelines) > 0 && op != ";":
			r.i++ // so do && and ||
		case ch == '\n' || ch == ';':
			r.i++
			if err := endCommand(";"); err != nil {
				return nil, err
			}
			endPipeline(";")
		case strings.HasPrefix(text[r.i:], "&&") || strings.HasPrefix(text[r.i:], "||"):
			sep := text[r.i : r.i+2]
			r.i += 2
			if err := endCommand(sep); err != nil {
				return nil, err
			}
			endPipeline(sep)
			if err := r.needCommand(sep); err != nil {
				return nil, err
			}
		case ch == '|' || strings.HasPrefix(text[r.i:], "&|"):
			sep := "|"
			if ch == '&' {
				sep = "&|"
			}
			r.i += len(sep)
			if err := endCommand(sep); err != nil {
				return nil, err
			}
			if sep == "&|" {
				last := p.Stages[len(p.Stages)-1]
				last.Redirs = append(last.Redirs, &Redirect{Fd: 2, Op: ">&", Target: &Word{Src: "1", Fields: []string{"1"}}, Src: "&|"})
			}
			if err := r.needCommand(sep); err != nil {
				return nil, err
			}
		case ch == '&' && !strings.HasPrefix(text[r.i:], "&>"):
			return nil, refuse("background job", "&", "is not supported")
		case ch == '(' || ch == ')':
			return nil, refuse("command substitution", cut(text[r.i:]), "is refused: its output is known only when it runs")
		case len(c.Words) == 0 && len(c.Redirs) == 0 && len(p.Stages) == 0 && r.keyword("and", "or") != "":
			// "a; and b" is "a && b", "a; or b" is "a || b".
			kw := r.keyword("and", "or")
			if len(line.Pipelines) == 0 || op != ";" {
				return nil, refuse("fish keyword", kw, "must follow a command and ';' or a newline")
			}
			r.i += len(kw)
			op = map[string]string{"and": "&&", "or": "||"}[kw]
			if err := r.needCommand(kw); err != nil {
				return nil, err
			}
		default:
			if red, ok, err := r.redirect(); err != nil {
				return nil, err
			} else if ok {
				c.Redirs = append(c.Redirs, red)
				continue
			}
			w, err := r.word(len(c.Words) == 0, false)
			if err != nil {
				return nil, err
			}
			c.Words = append(c.Words, w)
		}
	}
	if err := endCommand(";"); err != nil {
		return nil, err
	}
	endPipeline(";")
	return line, nil
}

// keyword returns which of words starts at the current position as a
// whole token, or "".
func (r *fishReader) keyword(words ...string) string {
	rest := r.text[r.i:]
	for _, w := range words {
		if strings.HasPrefix(rest, w) && (len(rest) == len(w) || strings.IndexByte(" \t\n;", rest[len(w)]) >= 0) {
			return w
		}
	}
	return ""
}

// needCommand refuses an operator with nothing after it.
func (r *fishReader) needCommand(sep string) error {
	rest := strings.TrimLeft(r.text[r.i:], " \t\n")
	if rest == "" || strings.HasPrefix(rest, "#") || strings.IndexByte(";|&", rest[0]) >= 0 {
		return &Error{Construct: "syntax", Reason: "the line is incomplete (nothing after " + sep + ")"}
	}
	return nil
}

// redirect reads a redirection at the current position, if there is one:
// [N]< [N]> [N]>> &> &>> and [N]>&M, with the target word following.
func (r *fishReader) redirect() (*Redirect, bool, error) {
	begin := r.i
	s := r.text[r.i:]
	j := 0
	fd := -2
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j > 0 {
		if j >= len(s) || (s[j] != '<' && s[j] != '>') {
			return nil, false, nil
		}
		n, err := strconv.Atoi(s[:j])
		if err != nil || n > 2 {
			return nil, false, refuse("redirection", cut(s), "of file descriptor %s is not supported", s[:j])
		}
		fd = n
	}
	var op string
	switch {
	case strings.HasPrefix(s[j:], "&>>") && j == 0:
		op, fd = "&>>", -1
	case strings.HasPrefix(s[j:], "&>") && j == 0:
		op, fd = "&>", -1
	case strings.HasPrefix(s[j:], ">>"):
		op = ">>"
	case strings.HasPrefix(s[j:], ">"):
		op = ">"
	case strings.HasPrefix(s[j:], "<"):
		op = "<"
	default:
		return nil, false, nil
	}
	k := j + len(op)
	if fd == -2 {
		fd = 1
		if op == "<" {
			fd = 0
		}
	}
	if k < len(s) && (s[k] == '?' || s[k] == '|' || s[k] == '>' || s[k] == '<') {
		return nil, false, refuse("redirection", cut(s[:k+1]), "is not supported")
	}
	if k < len(s) && s[k] == '&' && op != "&>" && op != "&>>" {
		m := k + 1
		for m < len(s) && (isDigit(s[m]) || s[m] == '-') {
			m++
		}
		t := s[k+1 : m]
		if t != "-" && t != "0" && t != "1" && t != "2" {
			return nil, false, refuse("redirection", cut(s[:m]), "must duplicate descriptor 0, 1 or 2 (or close with -)")
		}
		dup := ">&"
		if op == "<" {
			dup = "<&"
		} else if op == ">>" {
			return nil, false, refuse("redirection", cut(s[:m]), "is not supported")
		}
		r.i += m
		return &Redirect{Fd: fd, Op: dup, Target: &Word{Src: t, Fields: []string{t}}, Src: s[:m]}, true, nil
	}
	r.i += k
	for r.i < len(r.text) && (r.text[r.i] == ' ' || r.text[r.i] == '\t') {
		r.i++
	}
	if r.i >= len(r.text) || strings.IndexByte("\n;|&<>()#", r.text[r.i]) >= 0 {
		return nil, false, refuse("redirection", cut(s[:k]), "has no target file")
	}
	w, err := r.word(false, true)
	if err != nil {
		return nil, false, err
	}
	if len(w.Fields) != 1 {
		return nil, false, refuse("redirection", cut(s[:k]+" "+w.Src), "must name exactly one file, not %d", len(w.Fields))
	}
	return &Redirect{Fd: fd, Op: op, Target: w, Src: r.text[begin:r.i]}, true, nil
}

// word reads one word token: quote removal, variables (as lists), then
// braces, ~ and globs.
func (r *fishReader) word(first, target bool) (*Word, error) {
	start := r.i
	text := r.text
	out := &Word{}
	fs := newFields()
	tildeAt := -1 // the word starts with an unquoted ~
	braceDepth := 0
	brackets := 0 // unquoted '[' not yet closed by an unquoted ']'
loop:
	for r.i < len(text) {
		ch := text[r.i]
		switch ch {
		case ' ', '\t', '\n', ';', '|', '<', '>':
			if braceDepth > 0 && (ch == ' ' || ch == '\t') {
				return nil, refuse("brace expansion", cut(text[start:]), "with spaces inside is not supported")
			}
			break loop
		case '&':
			if r.i+1 < len(text) && strings.IndexByte("&|> \t\n;", text[r.i+1]) < 0 {
				return nil, refuse("ampersand", cut(text[start:r.i+2]), "inside a word is not supported; quote it")
			}
			break loop
		case '(', ')':
			return nil, refuse("command substitution", cut(text[r.i:]), "is refused: its output is known only when it runs")
		case '\'':
			out.Kind |= Quoted
			r.i++
			var b strings.Builder
			closed := false
			for r.i < len(text) {
				q := text[r.i]
				if q == '\'' {
					closed = true
					r.i++
					break
				}
				if q == '\\' && r.i+1 < len(text) && (text[r.i+1] == '\\' || text[r.i+1] == '\'') {
					r.i++
					q = text[r.i]
				}
				b.WriteByte(q)
				r.i++
			}
			if !closed {
				return nil, &Error{Construct: "syntax", Reason: "the line is incomplete (an unclosed quote)"}
			}
			fs.lit(b.String(), false, true)
		case '"':
			out.Kind |= Quoted
			if err := r.dquoted(fs, out); err != nil {
				return nil, err
			}
		case '\\':
			out.Kind |= Quoted
			s, err := r.escape()
			if err != nil {
				return nil, err
			}
			fs.lit(s, false, true)
		case '$':
			if err := r.variable(fs, out, false); err != nil {
				return nil, err
			}
		case '~':
			if r.i == start {
				tildeAt = r.i
			}
			fs.lit("~", true, false)
			r.i++
		case '%':
			if r.i == start && strings.HasPrefix(text[r.i:], "%self") {
				return nil, refuse("process expansion", "%self", "is refused: fish would replace it with its process id")
			}
			fs.lit("%", true, false)
			r.i++
		case '{':
			braceDepth++
			fs.lit("{", true, false)
			r.i++
		case '}':
			if braceDepth > 0 {
				braceDepth--
			}
			fs.lit("}", true, false)
			r.i++
		case '=':
			if first && r.i > start && isName(text[start:r.i]) {
				return nil, refuse("variable assignment", cut(text[start:]), "before a command is not supported")
			}
			fs.lit("=", true, false)
			r.i++
		default:
			if ch == '[' {
				brackets++
			} else if ch == ']' && brackets > 0 {
				brackets--
			}
			_, n := utf8.DecodeRuneInString(text[r.i:])
			fs.lit(text[r.i:r.i+n], true, false)
			r.i += n
		}
	}
	out.Src = text[start:r.i]
	if brackets > 0 {
		return nil, refuse("syntax", cut(out.Src), "has square brackets that do not match")
	}
	if first {
		if fishKeyword(out.Src) {
			return nil, refuse("fish keyword", out.Src, "is not supported")
		}
		if strings.HasPrefix(out.Src, "{") {
			return nil, refuse("fish block", cut(out.Src), "is not supported")
		}
	}
	for _, f := range fs.end() {
		alts, err := fishBraces(f, out.Src)
		if err != nil {
			return nil, err
		}
		if len(alts) > 1 || (len(alts) == 1 && len(alts[0].text) != len(f.text)) {
			out.Kind |= Brace
		}
		for _, a := range alts {
			if tildeAt >= 0 && len(a.text) > 0 && a.text[0] == '~' && a.meta[0] {
				if err := r.tilde(a, out); err != nil {
					return nil, err
				}
			}
			if err := r.globField(a, out, target); err != nil {
				return nil, err
			}
		}
	}
	if len(out.Fields) > maxFields {
		return nil, refuse("word", cut(out.Src), "expands to too many arguments")
	}
	return out, nil
}

// tilde replaces a field's leading ~ or ~user by the home directory.
func (r *fishReader) tilde(f *field, out *Word) error {
	end := 1
	for end < len(f.text) && f.text[end] != '/' {
		if !f.meta[end] {
			return refuse("tilde", cut(string(f.text)), "followed by quoted or expanded text is not supported")
		}
		end++
	}
	home, err := tildeHome(r.env, string(f.text[1:end]), string(f.text[:end]))
	if err != nil {
		return err
	}
	g := &field{keep: true}
	g.add(home, false)
	g.text = append(g.text, f.text[end:]...)
	g.meta = append(g.meta, f.meta[end:]...)
	*f = *g
	out.Kind |= Tilde
	return nil
}

func (r *fishReader) globField(f *field, out *Word, target bool) error {
	if !f.hasMeta(r.glob.chars) {
		out.Fields = append(out.Fields, string(f.text))
		return nil
	}
	pat := f.pattern()
	if err := globAllowed(r.env, fishRules, f, pat, target); err != nil {
		return err
	}
	return r.glob.expand(f, pat, out)
}

// fishBraces expands unquoted {a,b} groups: the leftmost group varies
// fastest, as fish orders them. A group without a comma stays literal;
// nested groups and {$var} are refused.
func fishBraces(f *field, src string) ([]*field, error) {
	open := -1
	for i, c := range f.text {
		if !f.meta[i] {
			continue
		}
		if c == '{' {
			if open >= 0 {
				return nil, refuse("nested brace expansion", cut(src), "is not supported")
			}
			open = i
			continue
		}
		if c != '}' || open < 0 {
			continue
		}
		var alts []*field
		from := open + 1
		for j := open + 1; j <= i; j++ {
			if j == i || (f.text[j] == ',' && f.meta[j]) {
				alts = append(alts, &field{text: f.text[from:j], meta: f.meta[from:j], keep: true})
				from = j + 1
			}
		}
		if len(alts) == 1 {
			if strings.Contains(src, "{$") {
				return nil, refuse("brace variable", cut(src), "is not supported")
			}
			open = -1
			continue
		}
		rest, err := fishBraces(&field{text: f.text[i+1:], meta: f.meta[i+1:], keep: true}, src)
		if err != nil {
			return nil, err
		}
		var out []*field
		for _, tail := range rest {
			for _, a := range alts {
				g := &field{keep: true}
				g.text = append(append(append(g.text, f.text[:open]...), a.text...), tail.text...)
				g.meta = append(append(append(g.meta, f.meta[:open]...), a.meta...), tail.meta...)
				out = append(out, g)
				if len(out) > maxFields {
					return nil, refuse("brace expansion", cut(src), "makes too many words")
				}
			}
		}
		return out, nil
	}
	return []*field{f}, nil
}

// escape reads a backslash escape outside quotes.
func (r *fishReader) escape() (string, error) {
	t := r.text
	if r.i+1 >= len(t) {
		return "", &Error{Construct: "syntax", Reason: "the line ends in a backslash"}
	}
	c := t[r.i+1]
	r.i += 2
	switch c {
	case 'a':
		return "\a", nil
	case 'b':
		return "\b", nil
	case 'e':
		return "\x1b", nil
	case 'f':
		return "\f", nil
	case 'n':
		return "\n", nil
	case 'r':
		return "\r", nil
	case 't':
		return "\t", nil
	case 'v':
		return "\v", nil
	case '\n':
		return "", nil
	case 'x', 'X', 'u', 'U', 'c', '0', '1', '2', '3', '4', '5', '6', '7':
		return "", refuse("escape", cut(t[r.i-2:min(r.i+2, len(t))]), "is not supported in fish; quote the character instead")
	}
	if c >= utf8.RuneSelf {
		return "", refuse("escape", cut(t[r.i-2:min(r.i+2, len(t))]), "is not supported in fish")
	}
	return string(c), nil // any other character stands for itself
}

// dquoted reads "…": \" \$ \\ and backslash-newline are escapes, $VAR
// expands to the variable's elements joined by spaces.
func (r *fishReader) dquoted(fs *fields, out *Word) error {
	t := r.text
	r.i++
	fs.lit("", false, true)
	for r.i < len(t) {
		c := t[r.i]
		switch c {
		case '"':
			r.i++
			return nil
		case '\\':
			if r.i+1 < len(t) && strings.IndexByte("\"$\\\n", t[r.i+1]) >= 0 {
				if t[r.i+1] != '\n' {
					fs.lit(t[r.i+1:r.i+2], false, true)
				}
				r.i += 2
				continue
			}
			fs.lit("\\", false, true)
			r.i++
		case '$':
			if err := r.variable(fs, out, true); err != nil {
				return err
			}
		default:
			fs.lit(t[r.i:r.i+1], false, true)
			r.i++
		}
	}
	return &Error{Construct: "syntax", Reason: "the line is incomplete (an unclosed quote)"}
}

// variable reads $NAME. Unquoted, an environment variable is a list of one
// element, or for fish's path variables (names ending in PATH) of its
// colon-separated parts.
func (r *fishReader) variable(fs *fields, out *Word, quoted bool) error {
	t := r.text
	j := r.i + 1
	for j < len(t) && (t[j] == '_' || isDigit(t[j]) || 'a' <= t[j] && t[j] <= 'z' || 'A' <= t[j] && t[j] <= 'Z') {
		j++
	}
	name := t[r.i+1 : j]
	src := t[r.i:j]
	switch {
	case strings.HasPrefix(t[r.i:], "$("):
		return refuse("command substitution", cut(t[r.i:]), "is refused: its output is known only when it runs")
	case name == "":
		return refuse("variable", cut(t[r.i:min(j+1, len(t))]), "is not a variable fish can read")
	case j < len(t) && t[j] == '[':
		return refuse("variable index", cut(t[r.i:]), "is not supported")
	}
	r.i = j
	switch name {
	case "status", "pipestatus", "argv", "history", "version", "hostname", "CMD_DURATION", "SHLVL",
		"umask", "last_pid", "FISH_VERSION", "COLUMNS", "LINES", "PWD_", "_", "fish_pid", "USER_":
		return refuse("shell variable", src, "is refused: its value is known only inside the shell")
	}
	v, err := variable(r.env, name, src)
	if err != nil {
		return err
	}
	out.Kind |= Variable
	out.Vars = append(out.Vars, name)
	if quoted {
		fs.lit(v, false, true)
		return nil
	}
	values := []string{v}
	if strings.HasSuffix(name, "PATH") {
		values = strings.Split(v, ":")
	}
	fs.product(values)
	return nil
}
