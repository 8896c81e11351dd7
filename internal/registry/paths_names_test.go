package registry

import "testing"

func TestPathNameFamilies(t *testing.T) {
	checkFS(t, "realpath", []fsCase{
		{line: "realpath src", argv: "realpath src", read: []string{"src"}},
		{line: "realpath -e -s src docs", argv: "realpath -e -s src docs"},
		{line: "realpath --relative-to=docs src/a.txt", argv: "realpath --relative-to=docs src/a.txt", read: []string{"docs", "src/a.txt"}},
		{line: "realpath -qz src", argv: "realpath -qz src"},
		{line: "realpath", fault: fault(MissingRequired, -1)},
		{line: "realpath --relative-to src", fault: fault(MissingRequired, -1)},
	})
	checkFS(t, "readlink", []fsCase{
		{line: "readlink -f notes.txt", argv: "readlink -f notes.txt", read: []string{"notes.txt"}},
		{line: "readlink -nm a/b", argv: "readlink -nm a/b"},
		{line: "readlink --canonicalize-existing -z link", argv: "readlink --canonicalize-existing -z link"},
		{line: "readlink -x link", fault: fault(UnknownOption, 1)},
	})
	checkFS(t, "dirname", []fsCase{
		// dirname reads nothing: its operands are text, not paths.
		{line: "dirname src/a.txt docs/b.md", argv: "dirname src/a.txt docs/b.md", read: []string{}},
		{line: "dirname -z src", argv: "dirname -z src"},
		{line: "dirname --zero=1 src", fault: fault(BadValue, 1)},
	})
}
