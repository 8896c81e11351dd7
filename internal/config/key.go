package config

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

// ParseKey reads key notation: "^O" is Ctrl-O, "\e" before a stroke adds
// Alt ("\eo" is Alt-O, "\e^O" is Ctrl-Alt-O), and other printable
// characters stand for themselves ("^X?" is Ctrl-X then ?). The shell
// scripts get the key in each shell's own notation.
func ParseKey(s string) ([]Stroke, error) {
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
