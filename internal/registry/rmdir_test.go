package registry

import "testing"

func TestRmdir(t *testing.T) {
	checkFS(t, "rmdir", []fsCase{
		// Only empty directories go: a write, like mkdir, not dangerous.
		{line: "rmdir src docs", argv: "rmdir src docs", risk: Write, changed: []string{"src", "docs"}},
		{line: "rmdir -p a/b/c", argv: "rmdir -p a/b/c", risk: Write, changed: []string{"a/b/c"},
			warning: "-p also removes each parent named in the path once it is empty."},
		{line: "rmdir -v --ignore-fail-on-non-empty build", argv: "rmdir -v --ignore-fail-on-non-empty build", risk: Write, changed: []string{"build"}},
		{line: "rmdir -r build", fault: fault(UnknownOption, 1), risk: Write},
	})
}
