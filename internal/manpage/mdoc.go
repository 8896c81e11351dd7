package manpage

import (
	"slices"
	"strings"
)

// The mdoc(7) macros: how the BSDs', macOS's and OpenSSH's pages are
// written. A line is a run of macros and words (".It Fl L Ar address"),
// rendered here as mandoc shows it ("-L address"). Lists (.Bl ... .El)
// hold the options: each .It of a tagged list is an item, its tag the
// rest of its line (and the lines up to .Xc after an .Xo), its text what
// follows up to the next .It or .El.

type mdocList struct {
	tagged bool
	item   bool // an item of this list is open
}

type mdocReader struct {
	l     *layout
	lists []mdocList
	name  string // the page's .Nm, for a bare .Nm
	// spacing is off between .Sm off and .Sm on: words are joined.
	spacing bool
	xo      *strings.Builder // an .It tag being continued up to .Xc
	xoSpace bool             // the continuation's next piece follows a space
	nofill  bool
}

func newMdocReader(l *layout) *mdocReader { return &mdocReader{l: l, spacing: true} }

// maxLists bounds nested lists.
const maxLists = 16

// callable are the macros mdoc reads within a line.
var callableNames = []string{
	"Ac", "Ad", "An", "Ao", "Ap", "Aq", "Ar", "At", "Bc", "Bo", "Bq", "Brc", "Bro", "Brq", "Bsx",
	"Bx", "Cd", "Cm", "Dc", "Do", "Dq", "Dv", "Dx", "Ec", "Em", "Eo", "Er", "Ev", "Fa", "Fc", "Fl",
	"Fn", "Fr", "Ft", "Fx", "Ic", "In", "Li", "Lk", "Ms", "Mt", "Nm", "No", "Ns", "Nx", "Oc", "Oo",
	"Op", "Ox", "Pa", "Pc", "Pf", "Po", "Pq", "Qc", "Ql", "Qo", "Qq", "Sc", "So", "Sq", "Sx", "Sy",
	"Ta", "Tn", "Ux", "Va", "Vt", "Xc", "Xo", "Xr", "Sm", "Ek", "Bk", "St", "Lb", "Ot", "Ex", "Rv",
}

func callable(name string) bool { return slices.Contains(callableNames, name) }

// enclosures are the macros that wrap the rest of their line.
var enclosures = []struct{ macro, open, close string }{
	{"Op", "[", "]"}, {"Dq", "“", "”"}, {"Sq", "‘", "’"}, {"Qq", `"`, `"`}, {"Pq", "(", ")"},
	{"Aq", "<", ">"}, {"Bq", "[", "]"}, {"Brq", "{", "}"}, {"Ql", "‘", "’"},
}

// enclosure is the characters a macro encloses the rest of its line in.
func enclosure(macro string) (open, close string, ok bool) {
	for _, e := range enclosures {
		if e.macro == macro {
			return e.open, e.close, true
		}
	}
	return "", "", false
}

// openers and closers are the macros that open or close an enclosure
// across words.
var openers = []pair{{"Oo", "["}, {"Do", "“"}, {"So", "‘"}, {"Qo", `"`}, {"Po", "("}, {"Ao", "<"}, {"Bo", "["}, {"Bro", "{"}}
var closers = []pair{{"Oc", "]"}, {"Dc", "”"}, {"Sc", "’"}, {"Qc", `"`}, {"Pc", ")"}, {"Ac", ">"}, {"Bc", "]"}, {"Brc", "}"}}

// names are the macros that name a system or a standard.
var names = []pair{
	{"Ux", "UNIX"}, {"Bx", "BSD"}, {"Fx", "FreeBSD"}, {"Ox", "OpenBSD"}, {"Nx", "NetBSD"}, {"Dx", "DragonFly"},
	{"Bsx", "BSD/OS"}, {"At", "AT&T UNIX"},
}

// isDelimiter reports a word mdoc puts against the word before it
// (closing) or after it (opening).
func closing(w string) bool { return len(w) == 1 && strings.Contains(".,:;)]?!", w) }
func opening(w string) bool { return w == "(" || w == "[" }

// pieces is a rendered mdoc line being built: words joined by spaces,
// except where mdoc joins them.
type pieces struct {
	b       strings.Builder
	noSpace bool // the next piece joins the last (Ns, an opening delimiter)
	spacing bool
}

func (p *pieces) add(s string) {
	if s == "" {
		return
	}
	if p.b.Len() > 0 && !p.noSpace && p.spacing && !closing(s) {
		p.b.WriteByte(' ')
	}
	p.b.WriteString(s)
	p.noSpace = opening(s)
}

// render renders a line of mdoc macros and words.
func (m *mdocReader) render(args []arg) string {
	p := &pieces{spacing: m.spacing}
	m.renderInto(p, args)
	m.spacing = p.spacing
	return p.b.String()
}

func (m *mdocReader) renderInto(p *pieces, args []arg) {
	for i := 0; i < len(args); i++ {
		raw, text := args[i].raw, args[i].text
		if !callable(raw) {
			p.add(text)
			continue
		}
		// The words that belong to this macro: up to the next macro.
		j := i + 1
		for j < len(args) && !callable(args[j].raw) {
			j++
		}
		words := args[i+1 : j]
		switch {
		case raw == "Fl":
			if len(words) == 0 || closing(words[0].text) {
				p.add("-")
			}
			for _, w := range words {
				if closing(w.text) || opening(w.text) || w.text == "|" {
					p.add(w.text)
				} else {
					p.add("-" + w.text)
				}
			}
			i = j - 1
		case raw == "Ar" && (len(words) == 0 || closing(words[0].text)):
			p.add("file ...")
		case raw == "Nm" && (len(words) == 0 || closing(words[0].text)):
			p.add(m.name)
		case raw == "Nm" && m.name == "":
			m.name = words[0].text
		case raw == "Ns":
			p.noSpace = true
		case raw == "Ap":
			p.noSpace = true
			p.add("'")
			p.noSpace = true
		case raw == "Pf":
			if len(words) > 0 {
				p.add(words[0].text)
				p.noSpace = true
				i++
			}
			continue
		case raw == "Sm":
			switch {
			case len(words) > 0 && words[0].text == "off":
				p.spacing = false
				i++
			case len(words) > 0 && words[0].text == "on":
				p.spacing = true
				i++
			default:
				p.spacing = !p.spacing
			}
			continue
		case raw == "Xr":
			if len(words) >= 2 {
				p.add(words[0].text + "(" + words[1].text + ")")
				for _, w := range words[2:] {
					p.add(w.text)
				}
				i = j - 1
			}
			continue
		case raw == "Ex" || raw == "Rv":
			p.add("It exits 0 on success, and >0 if an error occurs.")
			i = j - 1
			continue
		case raw == "Ta":
			p.add(" ")
		case raw == "St":
			for _, w := range words {
				p.add(strings.TrimPrefix(w.text, "-"))
			}
			i = j - 1
			continue
		}
		if open, close, ok := enclosure(raw); ok {
			// The rest of the line, less its final delimiters, inside.
			end := len(args)
			for end > i+1 && closing(args[end-1].text) && !callable(args[end-1].raw) {
				end--
			}
			p.add(open)
			p.noSpace = true
			m.renderInto(p, args[i+1:end])
			p.noSpace = true
			p.add(close)
			p.noSpace = false
			for _, a := range args[end:] {
				p.add(a.text)
			}
			return
		}
		if o := lookup(openers, raw); o != "" {
			p.add(o)
			p.noSpace = true
		}
		if c := lookup(closers, raw); c != "" {
			p.noSpace = true
			p.add(c)
		}
		if n := lookup(names, raw); n != "" {
			p.add(n)
		}
		if raw == "Fl" || raw == "Ns" || raw == "Ap" {
			continue
		}
		if (raw == "Ar" || raw == "Nm") && (len(words) == 0 || closing(words[0].text)) {
			continue
		}
		if raw == "Fn" && len(words) > 0 {
			var fa []string
			for _, w := range words[1:] {
				fa = append(fa, w.text)
			}
			p.add(words[0].text + "(" + strings.Join(fa, ", ") + ")")
			i = j - 1
			continue
		}
		// Any other macro shows its words as they are.
		for _, w := range words {
			p.add(w.text)
		}
		i = j - 1
	}
}

// textLine is a line of plain text (not a macro).
func (m *mdocReader) textLine(s string) {
	if m.xo != nil {
		m.continueTag(s)
		return
	}
	if strings.TrimSpace(s) == "" {
		return
	}
	m.l.write(s)
	if m.nofill {
		m.l.lineBreak()
	}
}

// continueTag adds a piece to an .It tag continued with .Xo.
func (m *mdocReader) continueTag(s string) {
	if s == "" {
		return
	}
	if m.xo.Len() > 0 && (m.xoSpace || m.spacing) {
		m.xo.WriteByte(' ')
	}
	m.xoSpace = false
	if m.xo.Len() < maxTagBytes {
		m.xo.WriteString(s)
	}
}

func (m *mdocReader) macro(ln line) {
	args := ln.args
	switch ln.macro {
	case "Dt":
		if len(args) > 0 {
			m.l.title = strings.ToLower(args[0].text)
		}
		if len(args) > 1 {
			m.l.sec = strings.ToLower(args[1].text)
		}
		return
	case "Dd", "Os":
		return
	case "Sh", "Ss":
		m.lists, m.xo = nil, nil
		m.l.heading(m.render(args), ln.macro == "Ss")
		return
	case "Pp", "Lp":
		if len(m.lists) > 0 {
			return // a paragraph within an item
		}
		m.l.paragraph()
		m.l.lineBreak()
		return
	case "Bl":
		tagged := false
		for _, a := range args {
			switch a.text {
			case "-tag", "-hang", "-ohang", "-inset", "-diag":
				tagged = true
			}
		}
		if len(m.lists) < maxLists {
			m.lists = append(m.lists, mdocList{tagged: tagged})
		}
		return
	case "El":
		if n := len(m.lists); n > 0 {
			closed := m.lists[n-1]
			m.lists = m.lists[:n-1]
			if closed.item && closed.tagged {
				m.l.paragraph()
			}
		}
		return
	case "It":
		m.item(args)
		return
	case "Xc":
		if m.xo != nil {
			m.itemTag(m.xo.String())
			m.xo = nil
		}
		return
	case "Bd", "Dl", "D1":
		if ln.macro == "Bd" {
			for _, a := range args {
				if a.text == "-literal" || a.text == "-unfilled" {
					m.nofill = true
				}
			}
			return
		}
	case "Ed":
		m.nofill = false
		return
	case "Nd":
		m.l.write("- " + m.render(args))
		return
	case "Nm":
		if m.l.section == "SYNOPSIS" {
			m.l.lineBreak()
		}
	case "br", "sp":
		m.l.lineBreak()
		return
	}
	if !callable(ln.macro) && ln.macro != "Dl" && ln.macro != "D1" && ln.macro != "Nm" {
		return // a request for layout, or a macro the page defines
	}
	if m.xo != nil && ln.macro != "Xo" {
		m.continueTag(m.render(append([]arg{{raw: ln.macro, text: ln.macro}}, args...)))
		return
	}
	text := m.render(append([]arg{{raw: ln.macro, text: ln.macro}}, args...))
	if ln.macro == "Dl" || ln.macro == "D1" {
		text = m.render(args)
	}
	if strings.TrimSpace(text) != "" {
		m.l.write(text)
	}
}

// item starts an item of the innermost list: a tagged one's with its tag
// (continued up to .Xc if the line ends in .Xo); an item of a bulleted or
// numbered list is more text of what holds it.
func (m *mdocReader) item(args []arg) {
	n := len(m.lists)
	if n == 0 || !m.lists[n-1].tagged {
		if n > 0 {
			m.lists[n-1].item = true
		}
		if text := m.render(args); strings.TrimSpace(text) != "" {
			m.l.write(text)
		}
		return
	}
	m.lists[n-1].item = true
	if len(args) > 0 && args[len(args)-1].raw == "Xo" {
		m.xo = &strings.Builder{}
		m.xo.WriteString(m.render(args[:len(args)-1]))
		m.xoSpace = true
		return
	}
	m.itemTag(m.render(args))
}

func (m *mdocReader) itemTag(tag string) {
	m.l.item(tag)
}
