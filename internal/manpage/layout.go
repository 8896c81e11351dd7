package manpage

import (
	"strings"
)

// The layout both macro packages produce: the page's sections, each a
// run of paragraphs, a paragraph either plain or the item of a list with
// the words it is about (its tags: "-a, --all", "bs=BYTES"). page.go
// reads the options out of it.

// Limits of the layout.
const (
	maxBlocks     = 20000    // paragraphs of one page
	maxBlockBytes = 8 << 10  // text kept of one paragraph
	maxTagBytes   = 512      // one tag
	maxTags       = 16       // tags sharing one paragraph
	maxSynopsis   = 16 << 10 // the synopsis section's text
)

type block struct {
	section string // the section heading it is under, upper-case
	tags    []string
	text    strings.Builder
}

// layout collects blocks as the macro packages call it.
type layout struct {
	blocks   []*block
	cur      *block // the paragraph text goes to; nil before the first
	section  string
	title    string // .TH or .Dt's title, lower-case
	sec      string // its section
	synopsis strings.Builder
}

// heading starts a section (sub is a subsection, which keeps its section).
func (l *layout) heading(text string, sub bool) {
	if !sub {
		l.section = strings.ToUpper(strings.Join(strings.Fields(text), " "))
	}
	l.cur = nil
}

// paragraph starts a plain paragraph.
func (l *layout) paragraph() {
	l.cur = nil
}

// item starts a paragraph that documents tag.
func (l *layout) item(tag string) {
	if len(l.blocks) >= maxBlocks {
		l.cur = nil
		return
	}
	b := &block{section: l.section, tags: []string{clipTag(tag)}}
	l.blocks = append(l.blocks, b)
	l.cur = b
}

// addTag adds a tag to the current item (groff's .TQ).
func (l *layout) addTag(tag string) {
	if l.cur == nil || l.cur.tags == nil {
		l.item(tag)
		return
	}
	if len(l.cur.tags) < maxTags {
		l.cur.tags = append(l.cur.tags, clipTag(tag))
	}
}

func clipTag(tag string) string {
	tag = strings.Join(strings.Fields(tag), " ")
	if len(tag) > maxTagBytes {
		tag = tag[:maxTagBytes]
	}
	return tag
}

// write adds text to the current paragraph, starting a plain one if
// there is none; the synopsis keeps its own copy with its line breaks.
func (l *layout) write(text string) {
	if l.section == "SYNOPSIS" && l.synopsis.Len() < maxSynopsis {
		if l.synopsis.Len() > 0 && !strings.HasSuffix(l.synopsis.String(), "\n") {
			l.synopsis.WriteByte(' ')
		}
		l.synopsis.WriteString(text)
	}
	if l.cur == nil {
		if len(l.blocks) >= maxBlocks {
			return
		}
		l.cur = &block{section: l.section}
		l.blocks = append(l.blocks, l.cur)
	}
	room := maxBlockBytes - l.cur.text.Len() - 1
	if room <= 0 {
		return
	}
	if l.cur.text.Len() > 0 {
		l.cur.text.WriteByte(' ')
	}
	l.cur.text.WriteString(text[:min(len(text), room)])
}

// lineBreak ends a line of the synopsis (.br, .sp, a line in no-fill
// mode): where one usage may end and the next begin.
func (l *layout) lineBreak() {
	if l.section == "SYNOPSIS" && l.synopsis.Len() > 0 && l.synopsis.Len() < maxSynopsis {
		l.synopsis.WriteByte('\n')
	}
}

// plainLine reports a current plain paragraph of one short line with
// nothing after it: the tag of an item whose text is indented below it
// (.PP, the tag, .RS, the text, .RE: how DocBook and go-md2man write
// option lists).
func (l *layout) plainLine() bool {
	c := l.cur
	if c == nil || c.tags != nil {
		return false
	}
	t := c.text.String()
	return t != "" && len(t) <= maxTagBytes && !strings.Contains(t, ". ")
}

// promote makes the current one-line paragraph an item tagged with its
// text.
func (l *layout) promote() {
	c := l.cur
	c.tags = []string{clipTag(c.text.String())}
	c.text.Reset()
}
