package manpage

import "strings"

// The man(7) macros: how GNU, Linux and most programs' pages are written
// (by hand, or by help2man, pod2man, DocBook, go-md2man, pandoc). Each
// macro moves the layout: a section, a paragraph, a list item with its
// tag (.TP's next line, .IP's argument, .PP's one line with its text
// indented below it by .RS), or text in a font, whose font is dropped.

type manReader struct {
	l                 *layout
	tagNext           bool // the next text is an item's tag (.TP)
	addNext           bool // the next text is one more tag of the item (.TQ)
	headNext, subNext bool
	nofill            bool
	rs                int // .RS depth
	itemRS            int // the depth the open item's text is indented to; -1 when no item is open
}

func newManReader(l *layout) *manReader { return &manReader{l: l, itemRS: -1} }

// text is a line of the page's text, whatever macro it came from.
func (m *manReader) text(s string) {
	switch {
	case m.headNext:
		m.l.heading(s, m.subNext)
		m.headNext = false
	case m.tagNext:
		m.l.item(s)
		m.tagNext = false
	case m.addNext:
		m.l.addTag(s)
		m.addNext = false
	case strings.TrimSpace(s) == "":
		if m.nofill {
			m.l.lineBreak()
		}
		return
	default:
		m.l.write(s)
		if m.nofill {
			m.l.lineBreak()
		}
	}
}

// endItem closes an open item: what follows is a plain paragraph.
func (m *manReader) endItem() {
	m.itemRS = -1
	m.l.paragraph()
}

func (m *manReader) macro(ln line) {
	args := ln.texts()
	switch ln.macro {
	case "TH":
		if len(args) > 0 {
			m.l.title = strings.ToLower(args[0])
		}
		if len(args) > 1 {
			m.l.sec = strings.ToLower(args[1])
		}
	case "SH", "SS":
		m.rs, m.itemRS, m.tagNext, m.nofill = 0, -1, false, false
		if len(args) == 0 {
			m.headNext, m.subNext = true, ln.macro == "SS"
			return
		}
		m.l.heading(strings.Join(args, " "), ln.macro == "SS")
	case "TP":
		m.l.lineBreak()
		m.itemRS = m.rs
		m.tagNext = true
	case "TQ":
		m.addNext = true
	case "IP":
		tag := ""
		if len(args) > 0 {
			tag = strings.TrimSpace(args[0])
		}
		switch {
		case tag != "" && tag != "\u2022" && tag != "*" && tag != "-" && tag != "o":
			m.itemRS = m.rs
			m.l.item(tag)
		case m.itemRS >= 0:
			// more text of the open item
		default:
			m.l.paragraph()
		}
	case "PP", "LP", "P", "HP", "Sp":
		m.l.lineBreak()
		if m.itemRS >= 0 && m.rs > m.itemRS {
			return // a paragraph within the item's indented text
		}
		m.endItem()
	case "RS":
		if m.itemRS < 0 && m.l.plainLine() {
			m.l.promote()
			m.itemRS = m.rs
		}
		m.rs++
	case "RE":
		if m.rs > 0 {
			m.rs--
		}
		if m.itemRS >= 0 && m.rs <= m.itemRS {
			m.endItem()
		}
	case "br":
		m.l.lineBreak()
	case "sp":
		// A blank line: a new paragraph, unless within an item's text.
		m.l.lineBreak()
		if m.itemRS < 0 {
			m.l.paragraph()
		}
	case "nf", "EX", "Vb":
		m.nofill = true
	case "fi", "EE", "Ve":
		m.nofill = false
	case "SY":
		m.l.lineBreak()
		m.text(strings.Join(args, " "))
	case "YS":
		m.l.lineBreak()
	case "OP":
		m.text("[" + strings.Join(args, " ") + "]")
	case "TS", "TE":
		if m.itemRS < 0 {
			m.l.paragraph()
		}
	case "B", "I", "SM", "SB":
		if len(args) > 0 {
			m.text(strings.Join(args, " "))
		}
	case "BR", "BI", "IB", "IR", "RB", "RI":
		if len(args) > 0 {
			m.text(strings.Join(args, ""))
		}
	case "UR", "MT":
		// the link text follows; the address is not shown
	case "UE", "ME":
		if len(args) > 0 {
			m.text(strings.Join(args, ""))
		}
	}
	// Everything else sets how text looks (.ad, .ne, .in, .PD, .IX, a
	// macro the page defines): nothing to read.
}
