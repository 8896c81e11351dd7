package wording

import (
	"slices"
	"strings"
	"testing"
)

// TestMatch: a hint matches only where no word character (letter, digit,
// mark or '_', in any script) touches either end of it.
func TestMatch(t *testing.T) {
	for _, c := range []struct {
		text, hint string
		want       bool
	}{
		{"show disk usage", "disk", true},
		{"disk usage", "disk", true},
		{"show disk", "disk", true},
		{"disk", "disk", true},
		{"show disks", "disk", false},
		{"showdisk", "disk", false},
		{"my_disk", "disk", false},
		{"disk2", "disk", false},
		{"(disk)", "disk", true},
		{"disk-usage", "disk", true},
		{"is it up?", "up", true},
		{"update it", "up", false},
		// A later occurrence on word boundaries still matches after an
		// earlier one that is part of a word.
		{"disks and disk", "disk", true},
		{"setup up", "up", true},
		// Phrases and their surroundings.
		{"list large files here", "large files", true},
		{"list large filesystems", "large files", false},
		// Non-ASCII letters are word characters too.
		{"überdisk", "disk", false},
		{"diské", "disk", false},
		{"é disk", "disk", true},
		{"disk\u0301", "disk", false}, // a combining mark continues the word
		// The hint is trimmed; an empty one never matches.
		{"show disk usage", " disk ", true},
		{"anything", "", false},
		{"anything", "   ", false},
		{"", "disk", false},
		// Case is the caller's business.
		{"Show Disk", "disk", false},
	} {
		if got := Match(c.text, c.hint); got != c.want {
			t.Errorf("Match(%q, %q) = %v, want %v", c.text, c.hint, got, c.want)
		}
		if got, want := Read(c.text).Has(c.hint), Match(strings.ToLower(c.text), c.hint); got != want {
			t.Errorf("Read(%q).Has(%q) = %v, want %v as Match on the lower-cased text", c.text, c.hint, got, want)
		}
	}
}

// FuzzHas: asking a request's reading is matching its trimmed,
// lower-cased text.
func FuzzHas(f *testing.F) {
	for _, seed := range [][2]string{{"show disk usage", "disk"}, {"disks and disk", "disk"}, {"is it up?", "up"},
		{"a.zip b.zip", ".zip"}, {"Post to x", "post to"}, {"ü ñ", "ñ"}, {"x\xffy", "y"}} {
		f.Add(seed[0], seed[1])
	}
	f.Fuzz(func(t *testing.T, text, hint string) {
		if got, want := Read(text).Has(hint), Match(strings.ToLower(strings.TrimSpace(text)), hint); got != want {
			t.Errorf("Read(%q).Has(%q) = %v, Match on the lower-cased text %v", text, hint, got, want)
		}
		if got, want := Read(text).Phrase, strings.Join(strings.Fields(strings.ToLower(text)), " "); got != want {
			t.Errorf("Read(%q).Phrase = %q, want %q", text, got, want)
		}
	})
}

// TestRead: the request is trimmed and lower-cased once; its words keep
// their case, and its phrase has single spaces.
func TestRead(t *testing.T) {
	w := Read("  Where   AM\tI ")
	if w.Original != "Where   AM\tI" || w.Lower != "where   am\ti" || w.Phrase != "where am i" ||
		!slices.Equal(w.Fields, []string{"Where", "AM", "I"}) {
		t.Errorf("Read: %+v", w)
	}
}

// TestReplace: phrases are replaced in the lower-cased text, in order; a
// request without any is the same reading.
func TestReplace(t *testing.T) {
	pairs := [][2]string{{"back up", "backup"}, {"get rid of", "remove"}}
	w := Read("Back up src and GET RID OF tmp")
	r := w.Replace(pairs)
	if r.Lower != "backup src and remove tmp" || !r.Has("backup") || r.Has("back") {
		t.Errorf("Replace: %+v", r)
	}
	if same := Read("list files"); same.Replace(pairs) != same {
		t.Errorf("Replace with nothing to replace made a new reading")
	}
}

func TestAnyAndFirst(t *testing.T) {
	list := []string{"net", "network", "ping"}
	for _, c := range []struct {
		text  string
		any   bool
		first string
	}{
		{"check the network", true, "network"},
		{"ping the net", true, "net"}, // first in the list, not in the text
		{"ping the network", true, "network"},
		{"netcat and pings", false, ""},
		{"", false, ""},
	} {
		if got := Read(c.text).Any(list); got != c.any {
			t.Errorf("Any(%q) = %v, want %v", c.text, got, c.any)
		}
		if got := Read(c.text).First(list); got != c.first {
			t.Errorf("First(%q) = %q, want %q", c.text, got, c.first)
		}
	}
	if Read("anything").Any(nil) || Read("anything").First(nil) != "" {
		t.Errorf("an empty list matched")
	}
}
