package registry

import "testing"

func TestTee(t *testing.T) {
	runDeclCases(t, "tee", []declCase{
		{line: "tee out.txt", argv: "tee out.txt", risk: Write, changed: []string{"out.txt"}},
		{line: "tee -a log.txt", argv: "tee -a log.txt", risk: Write, changed: []string{"log.txt"}},
		{line: "tee", argv: "tee"},
	})
}
