package registry

import "testing"

func TestTree(t *testing.T) {
	checkFS(t, "tree", []fsCase{
		{line: "tree", argv: "tree"},
		{line: "tree -L 2 src", argv: "tree -L 2 src", read: []string{"src"}},
		{line: "tree -a -I node_modules", argv: "tree -a -I node_modules"},
		{line: "tree -P '*.txt' --prune --matchdirs", argv: "tree -P *.txt --prune --matchdirs"},
		{line: "tree -sh --du -D -C -f", argv: "tree -sh --du -D -C -f"},
		{line: "tree -J --gitignore -d", argv: "tree -J --gitignore -d"},
		// -o writes the listing: a write whose file policy checks.
		{line: "tree -o listing.txt src", argv: "tree -o listing.txt src", risk: Write, changed: []string{"listing.txt"}},
		{line: "tree -L deep", reason: "The value of -L must be a whole number (command 'tree')."},
		{line: "tree --fromfile list.txt", fault: fault(UnknownOption, 1)},
	})
}
