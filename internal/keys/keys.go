// Package keys reads key-binding notation ("^O", "\\e^O", "^X?") and
// names keys for people.
//
// It decides how a binding is spelled in each shell's binding syntax
// (Zsh, Bash, Fish3, Fish4) and how it is labelled. It knows nothing of
// which key does what: it may not read the configuration, the
// environment or the terminal, and it imports no other package of
// oterminus.
package keys

import (
	"errors"
	"fmt"
	"strings"
)

// Stroke is one key press of a key binding.
type Stroke struct {
	Ctrl bool
	Alt  bool
	Char byte // lower-case letter, digit or punctuation
}

// Parse reads key notation: "^O" is Ctrl-O, "\e" before a stroke adds
// Alt ("\eo" is Alt-O, "\e^O" is Ctrl-Alt-O), and other printable
// characters stand for themselves ("^X?" is Ctrl-X then ?). The shell
// scripts get the key in each shell's own notation.
func Parse(s string) ([]Stroke, error) {
	if s == "" {
		return nil, errors.New("is empty; use notation like ^O or \\e^O")
	}
	var keys []Stroke
	for i := 0; i < len(s); {
		var k Stroke
		if strings.HasPrefix(s[i:], `\e`) {
			k.Alt = true
			i += 2
			if i >= len(s) {
				return nil, fmt.Errorf("%q ends with \\e; Alt needs a key after it", s)
			}
		}
		if s[i] == '^' && i+1 < len(s) {
			k.Ctrl = true
			i++
		}
		c := s[i]
		switch {
		case k.Ctrl && ('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'):
			c |= 0x20 // Ctrl-O and Ctrl-o are the same key
		case k.Ctrl:
			return nil, fmt.Errorf("%q: ^ must be followed by a letter", s)
		case c < 0x21 || c > 0x7e:
			return nil, fmt.Errorf("%q contains a character that is not a printable key", s)
		}
		k.Char = c
		keys = append(keys, k)
		i++
	}
	if !keys[0].Ctrl && !keys[0].Alt {
		return nil, fmt.Errorf("%q must start with Ctrl (^X) or Alt (\\eX), or it would take over typing", s)
	}
	return keys, nil
}

// Label names a key for people: "^O" is "Ctrl-O", "\\e^O" is
// "Ctrl-Alt-O". Unparseable notation is returned as given.
func Label(s string) string {
	strokes, err := Parse(s)
	if err != nil {
		return s
	}
	var parts []string
	for _, k := range strokes {
		name := string(k.Char)
		if 'a' <= k.Char && k.Char <= 'z' {
			name = strings.ToUpper(name)
		}
		if k.Alt {
			name = "Alt-" + name
		}
		if k.Ctrl {
			name = "Ctrl-" + name
		}
		parts = append(parts, name)
	}
	return strings.Join(parts, " ")
}

// Zsh writes a key for bindkey: "^O", "^[^O", "^X?".
func Zsh(strokes []Stroke) string {
	var b strings.Builder
	for _, k := range strokes {
		if k.Alt {
			b.WriteString("^[")
		}
		switch {
		case k.Ctrl:
			b.WriteString("^" + strings.ToUpper(string(k.Char)))
		case k.Char == '^' || k.Char == '\\':
			b.WriteString(`\` + string(k.Char))
		default:
			b.WriteByte(k.Char)
		}
	}
	return b.String()
}

// Bash writes a key for readline's bind: "\C-o", "\e\C-o", "\C-x?".
func Bash(strokes []Stroke) string {
	var b strings.Builder
	for _, k := range strokes {
		if k.Alt {
			b.WriteString(`\e`)
		}
		switch {
		case k.Ctrl:
			b.WriteString(`\C-` + string(k.Char))
		case k.Char == '"' || k.Char == '\\':
			b.WriteString(`\` + string(k.Char))
		default:
			b.WriteByte(k.Char)
		}
	}
	return b.String()
}

// Fish3 writes a key for fish 3's bind, as one escaped word: "\co",
// "\e\co".
func Fish3(strokes []Stroke) string {
	var b strings.Builder
	for _, k := range strokes {
		if k.Alt {
			b.WriteString(`\e`)
		}
		switch {
		case k.Ctrl:
			b.WriteString(`\c` + string(k.Char))
		case 'a' <= k.Char && k.Char <= 'z', '0' <= k.Char && k.Char <= '9':
			b.WriteByte(k.Char)
		default:
			b.WriteString(`\` + string(k.Char))
		}
	}
	return b.String()
}

// Fish4 writes a key in fish 4's names: "ctrl-o", "ctrl-alt-o", "ctrl-x,?".
func Fish4(strokes []Stroke) string {
	parts := make([]string, len(strokes))
	for i, k := range strokes {
		name := string(k.Char)
		if k.Alt {
			name = "alt-" + name
		}
		if k.Ctrl {
			name = "ctrl-" + name
		}
		parts[i] = name
	}
	return strings.Join(parts, ",")
}
