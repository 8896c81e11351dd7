package manpage

import (
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/oterminus/oterminus/internal/termtext"
)

// Page is what oterminus reads of a manual page: its name line, its
// synopsis, and the paragraphs that document options and operands. All
// of it is the page's text, untrusted: it is shown only escaped.
type Page struct {
	// Name and Section name the page ("ls", "1"), from its file name.
	Name, Section string
	// Path is the file it was read from.
	Path string
	// About is the NAME section's line ("ls - list directory contents").
	About string
	// Usages are the synopsis's forms of the command, one a line.
	Usages []string
	// Entries are the paragraphs that document options or operands, in
	// the page's order.
	Entries []Entry
	// bsd is a page in mdoc, the BSDs' macros: its program reads options
	// only up to the first operand, as POSIX getopt does (GNU's permutes
	// them).
	bsd bool
}

// Entry is one paragraph documenting one or more options or operands,
// such as "-a, --all" or "bs=BYTES": the words as the page shows them,
// each spelling read out of them, and the paragraph's text.
type Entry struct {
	Tag       string
	Spellings []Spelling
	Text      string
	section   string // the section it is in, upper-case
}

// Spelling is one way a paragraph writes an option or an operand.
type Spelling struct {
	// Name is the option as typed ("-a", "--all", "-name"), an operand
	// keyword with its = ("if="), or an operand's name ("<upstream>",
	// "FILE").
	Name string
	// Arg is the option's argument as the page names it ("FILE",
	// "[bind_address:]port:host:hostport"), or "" for an option without
	// one.
	Arg string
	// Optional is an argument that may be left out ("--color[=WHEN]"):
	// it is then given only joined to the option.
	Optional bool
}

// Kind says what a spelling is.
func (s Spelling) isOption() bool {
	return strings.HasPrefix(s.Name, "-") || strings.HasPrefix(s.Name, "+")
}
func (s Spelling) isKeyword() bool { return strings.HasSuffix(s.Name, "=") }

// Name is "name(section)".
func (p *Page) String() string { return p.Name + "(" + p.Section + ")" }

// Parse reads a page's roff source (man or mdoc macros, found by which
// the page uses) without following .so requests. name and section name
// it.
func Parse(data []byte, name, section string) *Page {
	return parse(newRoff(data, nil), name, section)
}

// Read reads and parses the page at path: decompressed, its .so
// requests followed within its manual directory, bounded in size
// (MaxPageBytes), refusing anything but a regular file.
func Read(path string) (*Page, error) {
	ld := newLoader(path)
	data, err := ld.load(path)
	if err != nil {
		return nil, err
	}
	name, section := nameOf(path)
	p := parse(newRoff(data, ld), name, section)
	p.Path = path
	return p, nil
}

// nameOf is the page's name and section from its file name:
// "/usr/share/man/man1/git-rebase.1.gz" is git-rebase, 1.
func nameOf(path string) (name, section string) {
	base := trimCompression(filepath.Base(path))
	dot := strings.LastIndexByte(base, '.')
	if dot <= 0 {
		return base, ""
	}
	return base[:dot], base[dot+1:]
}

func parse(r *roff, name, section string) *Page {
	l := &layout{}
	var man *manReader
	var mdoc *mdocReader
	for {
		ln, ok := r.next()
		if !ok {
			break
		}
		if man == nil && mdoc == nil {
			switch ln.macro {
			case "TH", "SH":
				man = newManReader(l)
			case "Dd", "Dt", "Sh":
				mdoc = newMdocReader(l)
			default:
				continue
			}
		}
		switch {
		case man != nil && ln.macro == "":
			man.text(ln.text)
		case man != nil:
			man.macro(ln)
		case ln.macro == "":
			mdoc.textLine(ln.text)
		default:
			mdoc.macro(ln)
		}
	}
	p := assemble(l, name, section)
	p.bsd = mdoc != nil
	return p
}

// assemble reads the page out of its layout.
func assemble(l *layout, name, section string) *Page {
	p := &Page{Name: name, Section: section}
	if p.Name == "" {
		p.Name = l.title
	}
	if p.Section == "" {
		p.Section = l.sec
	}
	var pendingTags []string // items with no text of their own share the next one's
	for _, b := range l.blocks {
		text := oneLine(b.text.String())
		switch {
		case b.section == "NAME" && b.tags == nil:
			if p.About == "" {
				p.About = text
			}
			continue
		case b.tags == nil:
			pendingTags = nil
			continue
		case text == "":
			if len(pendingTags) < maxTags {
				pendingTags = append(pendingTags, b.tags...)
			}
			continue
		}
		tags := append(pendingTags, b.tags...)
		pendingTags = nil
		var spellings []Spelling
		for _, t := range tags {
			spellings = append(spellings, readTag(t)...)
		}
		inheritArgument(spellings)
		if len(spellings) > 0 {
			p.Entries = append(p.Entries, Entry{Tag: strings.Join(tags, "; "), Spellings: spellings, Text: text, section: b.section})
		}
	}
	p.Usages = usages(l.synopsis.String(), p.Name, l.title)
	return p
}

// inheritArgument gives a paragraph's one-letter options the argument
// its long option shows: "-f, --file=ARCHIVE" documents -f ARCHIVE too
// (GNU pages say "mandatory arguments to long options are mandatory for
// short options too").
func inheritArgument(spellings []Spelling) {
	var long *Spelling
	for i := range spellings {
		if strings.HasPrefix(spellings[i].Name, "--") && spellings[i].Arg != "" {
			long = &spellings[i]
			break
		}
	}
	if long == nil {
		return
	}
	for i := range spellings {
		s := &spellings[i]
		if len(s.Name) == 2 && s.Name[0] == '-' && s.Arg == "" {
			s.Arg, s.Optional = long.Arg, long.Optional
		}
	}
}

// oneLine puts text on one line with single spaces.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// readTag reads the options or operands a paragraph's tag documents:
// "-a, --all", "-o file", "--color[=WHEN]", "-L [bind_address:]port",
// "--[no-]verify", "bs=BYTES", "<upstream>", "FILE". A tag that reads as
// none (a word in a list of values, a sentence) documents nothing.
func readTag(tag string) []Spelling {
	var out []Spelling
	for i, g := range splitTag(tag) {
		s, ok := readSpelling(g)
		if !ok {
			if i == 0 {
				return nil
			}
			continue
		}
		if strings.Contains(s.Name, "[no-]") {
			// "--[no-]verify" documents --verify and --no-verify.
			yes, no := s, s
			yes.Name = strings.Replace(s.Name, "[no-]", "", 1)
			no.Name = strings.Replace(s.Name, "[no-]", "no-", 1)
			out = append(out, yes, no)
			continue
		}
		out = append(out, s)
	}
	return out
}

// splitTag splits a tag at the commas, bars and "or"s between its
// spellings: a separator counts only outside brackets and before a
// word that starts with a dash ("-m system[,...], --systems=..." is two).
func splitTag(tag string) []string {
	var groups []string
	depth, start := 0, 0
	for i := 0; i < len(tag); i++ {
		switch c := tag[i]; c {
		case '[', '(', '{', '<':
			depth++
		case ']', ')', '}', '>':
			if depth > 0 {
				depth--
			}
		case ',', '|', '/':
			if depth > 0 || !dashFollows(tag[i+1:]) {
				continue
			}
			groups = append(groups, tag[start:i])
			start = i + 1
		case ' ':
			if depth == 0 && strings.HasPrefix(tag[i:], " or ") && dashFollows(tag[i+4:]) {
				groups = append(groups, tag[start:i])
				start = i + 4
			}
		}
	}
	groups = append(groups, tag[start:])
	for i := range groups {
		groups[i] = strings.TrimSpace(groups[i])
	}
	return groups
}

func dashFollows(s string) bool {
	s = strings.TrimLeft(s, " ")
	return strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+")
}

// readSpelling reads one spelling: an option with its argument, a
// keyword operand (if=FILE), or an operand's name.
func readSpelling(g string) (Spelling, bool) {
	if g == "" || len(g) > 200 {
		return Spelling{}, false
	}
	if strings.HasPrefix(g, "-<") && strings.HasSuffix(g, ">") && !strings.ContainsAny(g[2:len(g)-1], "<> ") {
		return Spelling{Name: g}, true // kill's -<signal>: a number or a name after the dash
	}
	if g[0] == '-' || g[0] == '+' {
		return readOption(g)
	}
	if eq := strings.IndexByte(g, '='); eq > 0 && isKeyword(g[:eq]) && !strings.ContainsAny(g[eq+1:], " \t") {
		return Spelling{Name: g[:eq+1], Arg: g[eq+1:]}, true
	}
	word := strings.TrimSuffix(g, "...")
	if isOperandName(word) {
		return Spelling{Name: word}, true
	}
	return Spelling{}, false
}

// readOption reads "-o file", "--file=FILE", "--color[=WHEN]",
// "-D[bind_address:]port", "-name pattern".
func readOption(g string) (Spelling, bool) {
	end := 1
	for end < len(g) && !strings.ContainsRune("=[ <({,\t", rune(g[end])) {
		end++
	}
	name := g[:end]
	if strings.HasPrefix(g[end:], "[no-]") {
		// --[no-]verify: the name goes on after the bracket.
		more := end + len("[no-]")
		for more < len(g) && !strings.ContainsRune("=[ <({,\t", rune(g[more])) {
			more++
		}
		name, end = g[:more], more
	}
	if !validOption(name) {
		return Spelling{}, false
	}
	s := Spelling{Name: name}
	rest := g[end:]
	switch {
	case rest == "":
	case strings.HasPrefix(rest, "[="):
		s.Arg, s.Optional = strings.TrimSuffix(rest[2:], "]"), true
	case strings.HasPrefix(rest, "="):
		s.Arg = firstWord(rest[1:])
	case strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, "\t"):
		arg := firstWord(strings.TrimSpace(rest))
		if strings.HasPrefix(arg, "[") && strings.HasSuffix(arg, "]") && strings.Count(arg, "[") == 1 {
			s.Optional = true
			arg = arg[1 : len(arg)-1]
		}
		s.Arg = arg
	default: // joined: -D[bind_address:]port, -o<file>, -Wl,option
		s.Arg = firstWord(rest)
		if strings.HasPrefix(s.Arg, "[") && strings.HasSuffix(s.Arg, "]") && strings.Count(s.Arg, "[") == 1 {
			s.Arg, s.Optional = s.Arg[1:len(s.Arg)-1], true
		}
	}
	return s, true
}

// validOption is an option's name: a dash or two (or a plus) and a word
// of letters, digits and the few marks option names use.
func validOption(name string) bool {
	body := strings.TrimLeft(name, "-+")
	if name == "--" {
		return true
	}
	if body == "" || len(name)-len(body) > 2 || len(body) > 64 {
		return false
	}
	for _, r := range body {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("-_.?#@:!%^&*", r)) {
			return false
		}
	}
	return true
}

// firstWord is s up to its first space.
func firstWord(s string) string {
	if i := strings.IndexAny(s, " \t"); i >= 0 {
		return s[:i]
	}
	return s
}

// isKeyword is dd's kind of operand name: lower-case letters.
func isKeyword(s string) bool {
	if s == "" || len(s) > 32 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return true
}

// isOperandName is an operand as a page names it: <name>, or a word in
// capitals (FILE, SOURCE).
func isOperandName(s string) bool {
	if strings.HasPrefix(s, "<") && strings.HasSuffix(s, ">") && len(s) > 2 && !strings.ContainsAny(s[1:len(s)-1], "<> ") {
		return true
	}
	if s == "" || len(s) > 32 {
		return false
	}
	upper := false
	for _, r := range s {
		switch {
		case r >= 'A' && r <= 'Z':
			upper = true
		case r >= '0' && r <= '9' || r == '_' || r == '-':
		default:
			return false
		}
	}
	return upper
}

// Sentence is the first sentence of an entry's text, at most max runes
// long: the text up to its first full stop that ends a sentence (not
// "e.g." or "i.e.").
func Sentence(text string, max int) string {
	text = oneLine(text)
	for i := 0; i < len(text); i++ {
		if text[i] != '.' || i+1 < len(text) && text[i+1] != ' ' {
			continue
		}
		before := text[:i]
		lower := strings.ToLower(before)
		if strings.HasSuffix(lower, "e.g") || strings.HasSuffix(lower, "i.e") || strings.HasSuffix(lower, " etc") ||
			strings.HasSuffix(lower, " cf") || strings.HasSuffix(lower, " vs") || strings.HasSuffix(lower, " approx") {
			continue
		}
		if i+2 < len(text) {
			next, _ := utf8.DecodeRuneInString(text[i+2:])
			if unicode.IsLower(next) {
				continue // "e.g. this" or a file name: not a sentence's end
			}
		}
		text = text[:i+1]
		break
	}
	return termtext.Clip(text, max)
}
