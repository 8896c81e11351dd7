package preview

import (
	"strings"

	"github.com/oterminus/oterminus/internal/manpage"
	"github.com/oterminus/oterminus/internal/registry"
	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/termtext"
)

// What the installed manual pages say of a typed line's words, for the
// commands no declaration read whole (request.Outcome.Manual). It follows
// the answer, in a section of its own, and says whose words they are:
// the page's, not checked by oterminus. The page's text is untrusted: it
// is clipped and escaped like any other.

// maxManualHelp bounds the text shown for one word: a paragraph's first
// sentence can run long.
const maxManualHelp = 160

// ManualLines is the manual pages' section, one line a word, after a
// heading for each command; nil when no page was asked for.
func ManualLines(o *request.Outcome) []string {
	var b strings.Builder
	writeManual(&b, o)
	if b.Len() == 0 {
		return nil
	}
	return strings.Split(strings.TrimRight(b.String(), "\n"), "\n")
}

func writeManual(b *strings.Builder, o *request.Outcome) {
	for _, e := range o.Manual {
		command := esc(strings.Join(e.Command, " "))
		switch {
		case e.Page == nil && e.NotFound():
			b.WriteString("no manual page for " + command + " was found, so its words are not explained\n")
			continue
		case e.Page == nil:
			b.WriteString("the manual page of " + command + " could not be read: " + esc(manualError(e.Err)) + "\n")
			continue
		}
		b.WriteString("from the manual page of " + esc(e.Page.String()) + " (not checked):\n")
		writeParts(b, ManualParts(e))
	}
}

// manualError says why a page could not be read, without its path twice.
func manualError(err error) string {
	return clipHelp(err.Error())
}

// ManualParts are the words of one command with what its page says of
// them: first the command with the page's name line, then each word.
func ManualParts(e *manpage.Explanation) []registry.Part {
	parts := []registry.Part{{Words: strings.Join(e.Command, " "), Help: about(e.Page)}}
	for _, w := range e.Words {
		parts = append(parts, registry.Part{Words: w.Words, Help: ManualHelp(w)})
	}
	return parts
}

// about is what the page's NAME line says the command is: the part after
// "name - ".
func about(p *manpage.Page) string {
	a := p.About
	if _, after, ok := strings.Cut(a, " - "); ok {
		a = after
	}
	if strings.TrimSpace(a) == "" {
		return "(the page has no NAME line)"
	}
	return clipHelp(a)
}

// ManualHelp is what is shown for one word: the first sentence of the
// paragraph that documents it, or how the page names it, or that the
// page does not document it.
func ManualHelp(w manpage.Word) string {
	switch {
	case w.Entry != nil:
		return manpage.Sentence(w.Entry.Text, maxManualHelp)
	case w.Kind == manpage.EndOfOptions:
		return "ends the options: the words after it are operands"
	case w.Synopsis:
		return "named in the synopsis, with no paragraph of its own"
	case w.Operand != "" && w.Operand == w.Words:
		return "a form the synopsis names"
	case w.Operand != "":
		return clipHelp(w.Operand) + ", an operand the synopsis names"
	}
	return "not documented in the page"
}

func clipHelp(s string) string { return termtext.Clip(prose(s), maxManualHelp) }
