package reader

import (
	"strings"
)

// field is one argument being built: its bytes, and for each byte whether
// it is an active pattern character (unquoted '*', '?', '[' ... that the
// shell would glob on).
type field struct {
	text []byte
	meta []bool
	// keep: the field exists even if empty (something quoted, or a
	// literal character, was part of it).
	keep bool
}

func (f *field) clone() *field {
	return &field{text: append([]byte(nil), f.text...), meta: append([]bool(nil), f.meta...), keep: f.keep}
}

func (f *field) add(s string, active bool) {
	f.text = append(f.text, s...)
	for range len(s) {
		f.meta = append(f.meta, active)
	}
}

// fields accumulates the fields of one word. cur holds the fields being
// built: one in bash and zsh, several in fish after a list variable.
type fields struct {
	done []*field
	cur  []*field
}

func newFields() *fields { return &fields{cur: []*field{{}}} }

// lit appends text to every current field; active says whether the
// shell's pattern characters in it are live.
func (fs *fields) lit(s string, active, quoted bool) {
	for _, f := range fs.cur {
		f.add(s, active)
		if quoted || s != "" {
			f.keep = true
		}
	}
}

// split appends an unquoted expansion's value the way bash splits it with
// the default IFS (space, tab, newline): runs of those characters end a
// field, and fields that end up empty vanish.
func (fs *fields) split(s string, active bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' || c == '\t' || c == '\n' {
			for _, f := range fs.cur {
				if f.keep || len(f.text) > 0 {
					fs.done = append(fs.done, f)
				}
			}
			fs.cur = []*field{{}}
			continue
		}
		fs.lit(s[i:i+1], active, false)
	}
}

// product appends a list of values (a fish list variable): each current
// field is repeated for each value, the earlier fields varying fastest. An
// empty list deletes the word.
func (fs *fields) product(values []string) {
	var next []*field
	for _, v := range values {
		for _, f := range fs.cur {
			g := f.clone()
			g.add(v, false)
			g.keep = true
			next = append(next, g)
		}
	}
	fs.cur = next
}

func (fs *fields) end() []*field {
	for _, f := range fs.cur {
		if f.keep || len(f.text) > 0 {
			fs.done = append(fs.done, f)
		}
	}
	fs.cur = nil
	return fs.done
}

// hasMeta reports whether a field has any active pattern character of
// chars (the shell's glob characters).
func (f *field) hasMeta(chars string) bool {
	for i, m := range f.meta {
		if m && strings.IndexByte(chars, f.text[i]) >= 0 {
			return true
		}
	}
	return false
}

// pattern renders the field as a pattern with inactive special characters
// backslash-escaped, for Match.Pattern.
func (f *field) pattern() string {
	var b strings.Builder
	for i, c := range f.text {
		if !f.meta[i] && strings.IndexByte(`*?[]\{},`, c) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}
