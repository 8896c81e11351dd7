package registry

import "testing"

func TestMkdir(t *testing.T) {
	checkFS(t, "mkdir", []fsCase{
		{line: "mkdir -p logs/archive", argv: "mkdir -p logs/archive", risk: Write, changed: []string{"logs/archive"}},
		{line: "mkdir src docs", argv: "mkdir src docs", risk: Write, changed: []string{"src", "docs"}},
		{line: "mkdir -pv -m 750 a/b", argv: "mkdir -pv -m 750 a/b", risk: Write, changed: []string{"a/b"}},
		{line: "mkdir --mode=u=rwx,go= private", argv: "mkdir --mode=u=rwx,go= private", risk: Write, changed: []string{"private"}},
		{line: "mkdir -m 2775 shared", argv: "mkdir -m 2775 shared", risk: Write, changed: []string{"shared"}},
		{line: "mkdir -m rwxrw-r-- d", reason: "a permission mode", risk: Write},
		{line: "mkdir -Z d", fault: fault(UnknownOption, 1), risk: Write},
		{line: "mkdir -p", fault: fault(MissingRequired, -1), risk: Write},
		{line: "mkdir -- -rf", fault: fault(UnknownOption, 1), risk: Write},
	})
}
