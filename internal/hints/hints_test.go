package hints

import "testing"

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
		if got := Any(c.text, list); got != c.any {
			t.Errorf("Any(%q) = %v, want %v", c.text, got, c.any)
		}
		if got := First(c.text, list); got != c.first {
			t.Errorf("First(%q) = %q, want %q", c.text, got, c.first)
		}
	}
	if Any("anything", nil) || First("anything", nil) != "" {
		t.Errorf("an empty list matched")
	}
}
