package registry

import "testing"

func TestLn(t *testing.T) {
	checkFS(t, "ln", []fsCase{
		// A symbolic link's target is text stored in the link; the link
		// is the path written.
		{line: "ln -s src symlink", argv: "ln -s src symlink", risk: Write, changed: []string{"symlink"}, read: []string{}},
		{line: "ln -sf /notes.txt symlink", argv: "ln -sf /notes.txt symlink", risk: Write, changed: []string{"symlink"},
			warning: "-f replaces an existing file at the link's path."},
		{line: "ln -snfv releases/v2 current", argv: "ln -snfv releases/v2 current", risk: Write, changed: []string{"current"}},
		{line: "ln -sr ../a b", argv: "ln -sr ../a b", risk: Write, changed: []string{"b"}},
		// A hard link's target is a path read: allowed roots apply to it.
		{line: "ln /notes.txt hardlink", argv: "ln /notes.txt hardlink", risk: Write, changed: []string{"hardlink"}, read: []string{"/notes.txt"}},
		{line: "ln -t bin a b", argv: "ln -t bin a b", risk: Write, changed: []string{"bin"}, read: []string{"a", "b"}},
		{line: "ln -s -T ../x link", argv: "ln -s -T ../x link", risk: Write, changed: []string{"link"}},
		// One operand would create a link here, under a name no check sees.
		{line: "ln -s /src", fault: fault(MissingRequired, -1), risk: Write},
		{line: "ln -s a b -x", fault: fault(UnknownOption, 4), risk: Write},
	})
}
