package registry

import "testing"

func TestMktemp(t *testing.T) {
	checkFS(t, "mktemp", []fsCase{
		{line: "mktemp", argv: "mktemp", risk: Write},
		{line: "mktemp -d", argv: "mktemp -d", risk: Write},
		{line: "mktemp -p build", argv: "mktemp -p build", risk: Write, changed: []string{"build"}},
		{line: "mktemp --tmpdir=build -d", argv: "mktemp --tmpdir=build -d", risk: Write, changed: []string{"build"}},
		{line: "mktemp /tmp/example.XXXXXXXX", argv: "mktemp /tmp/example.XXXXXXXX", risk: Write, changed: []string{"/tmp/example.XXXXXXXX"}},
		{line: "mktemp -t example.XXXXXXXX", argv: "mktemp -t example.XXXXXXXX", risk: Write},
		{line: "mktemp --suffix .txt", argv: "mktemp --suffix .txt", risk: Write},
		{line: "mktemp -u", argv: "mktemp -u", risk: Write, warning: "-u only prints a name: another program may create that file first."},
		{line: "mktemp -p build run.XXXXXX", argv: "mktemp -p build run.XXXXXX", risk: Write, changed: []string{"build"}},
		{line: "mktemp -p build ../../x.XXXXXX", reason: "TEMPLATE must be a name without '/' when -p, --tmpdir or -t names the directory", risk: Write},
		{line: "mktemp -t a/x.XXXXXX", reason: "TEMPLATE must be a name without '/'", risk: Write},
		{line: "mktemp a.XXX b.XXX", fault: fault(TooManyOperands, 2), risk: Write},
	})
}
