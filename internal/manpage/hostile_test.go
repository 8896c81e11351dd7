package manpage

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// hostilePage is a page made to hurt its reader: terminal escape
// sequences in every form roff can write them, a line of a mebibyte,
// strings that expand exponentially, conditionals nested past any
// sensible depth, a block that never closes, a macro definition that
// never ends. Parsing it must end, bounded, with its text kept as text
// (the callers escape it).
func hostilePage() []byte {
	var b strings.Builder
	b.WriteString(".TH HOSTILE 1\n.SH NAME\nhostile \\- \x1b]52;c;cm0gLXJmIH4=\x07clipboard\n.SH OPTIONS\n")
	b.WriteString(".TP\n\\fB\\-e\\fR\nraw \x1b[2Jclear, \\N'27'[31mred, \\[u001B]]0;title\x07, \\[u202E]reversed.\n")
	b.WriteString(".TP\n\\fB\\-\\-huge\\fR\n" + strings.Repeat("x", 1<<20) + "\n")
	b.WriteString(".ds a x\\*a\\*a\\*a\\*a\\*a\\*a\\*a\\*a\\*a\\*a\\*a\\*a\\*a\\*a\\*a\\*a\n")
	b.WriteString(".TP\n\\fB\\-s\\fR\n" + strings.Repeat("\\*a", 2000) + "\n")
	b.WriteString(strings.Repeat(".if n \\{\n", 5000))
	b.WriteString(strings.Repeat(".if n \\{\\\n", 500)) // continued: one line of 500 nested conditionals
	b.WriteString(".\\}\n")
	b.WriteString(".TP\n\\fB\\-n\\fR\nnested.\n")
	b.WriteString(strings.Repeat(".if n .if n .if n .if n .if n .if n .if n .if n .if n .if n .if n .if n .if n .if n .if n .if n .if n .if n .TP\n", 10))
	b.WriteString(".Bl -tag\n.It Fl m\n" + strings.Repeat(".Bl -tag\n", 5000) + "mdoc in a man page.\n")
	b.WriteString(strings.Repeat(".TP\n\\-\\-many\nan entry.\n", 30000))
	b.WriteString(".de XX\n.TP\n\\-\\-hidden\nnever ends.\n")
	return []byte(b.String())
}

func TestHostilePage(t *testing.T) {
	p := Parse(hostilePage(), "hostile", "1")
	if len(p.Entries) > maxBlocks {
		t.Errorf("%d entries, over the bound %d", len(p.Entries), maxBlocks)
	}
	by := map[string]*Entry{}
	for i := range p.Entries {
		e := &p.Entries[i]
		if len(e.Text) > maxBlockBytes+1 || len(e.Tag) > maxTagBytes {
			t.Errorf("entry %q: %d bytes of text, %d of tag, over the bounds", e.Tag, len(e.Text), len(e.Tag))
		}
		if _, seen := by[e.Spellings[0].Name]; !seen {
			by[e.Spellings[0].Name] = e
		}
	}
	// The escapes are text, kept as the page wrote them: escaping is the
	// caller's (internal/preview's tests show it escaped).
	if e := by["-e"]; e == nil || !strings.Contains(e.Text, "\x1b[2J") || !strings.Contains(e.Text, "\x1b[31m") || !strings.Contains(e.Text, "\u202e") {
		t.Errorf("-e: %+v", e)
	}
	if e := by["--huge"]; e == nil || len(e.Text) > maxBlockBytes+1 {
		t.Errorf("--huge: %d bytes", len(e.Text))
	}
	if e := by["-s"]; e == nil || !strings.HasPrefix(e.Text, "xxx") || len(e.Text) > maxBlockBytes {
		t.Errorf("-s, strings expanding exponentially: %+v", e)
	}
	// Conditionals nested deeper than the reader follows drop what they
	// hold (the .TP lines), and the reading goes on.
	if e := by["-n"]; e == nil || !strings.HasPrefix(e.Text, "nested.") {
		t.Errorf("-n after 5,000 open blocks: %+v", e)
	}
	if by["--hidden"] != nil {
		t.Error("a macro definition's text was read as the page's")
	}
	if !strings.Contains(p.About, "\x1b]52") {
		t.Errorf("NAME line %q", p.About)
	}
}

// A conditional block that is false and never closed skips the rest of
// the page, and the reading ends.
func TestUnclosedFalseBlock(t *testing.T) {
	p := Parse([]byte(".TH X 1\n.SH OPTIONS\n.TP\n\\-a\nread.\n.if t \\{\\\n.TP\n\\-b\nskipped.\n"), "x", "1")
	if len(p.Entries) != 1 || p.Entries[0].Tag != "-a" {
		t.Errorf("entries %+v", p.Entries)
	}
}

// FuzzRoff reads any bytes as a page: it never panics or hangs, and what
// it keeps stays within its bounds.
func FuzzRoff(f *testing.F) {
	for _, name := range []string{"freebsd-cp.1", "openssh-ssh.1"} {
		data, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add(hostilePage()[:4096])
	f.Add([]byte(".TH X 1\n.SH SYNOPSIS\n.B x\n[\\fB\\-o\\fR \\fIfile\\fR] [\\-\\-color[=\\fIWHEN\\fR]] FILE...\n.SH OPTIONS\n.TP\n\\fB\\-a\\fR, \\fB\\-\\-all\\fR\nall.\n.PP\n\\-L [bind:]port\n.RS 4\nforward.\n.RE\n.TP\nbs=BYTES\nblock size.\n"))
	f.Add([]byte(".Dd\n.Dt X 1\n.Sh SYNOPSIS\n.Nm x\n.Op Fl abc\n.Op Fl o Ar file\n.Ar host\n.Sh DESCRIPTION\n.Bl -tag\n.It Fl L Xo\n.Sm off\n.Oo Ar a : Oc Ar b\n.Sm on\n.Xc\ntext.\n.It Fl -color Ns = Ns Ar when\ncolor.\n.El\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p := Parse(data, "x", "1")
		if len(p.Entries) > maxBlocks || len(p.Usages) > maxUsages {
			t.Fatalf("%d entries, %d usages", len(p.Entries), len(p.Usages))
		}
		for _, e := range p.Entries {
			if len(e.Text) > maxBlockBytes+maxOutLine || len(e.Spellings) == 0 {
				t.Fatalf("entry %q: %d bytes, %d spellings", e.Tag, len(e.Text), len(e.Spellings))
			}
		}
		words := p.Explain([]string{"x"}, strings.Fields(string(data[:min(len(data), 200)])))
		for _, w := range words {
			if w.Words == "" {
				t.Fatalf("an empty word in %+v", words)
			}
		}
	})
}
