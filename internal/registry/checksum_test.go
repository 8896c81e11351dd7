package registry

import "testing"

func TestChecksumFamilies(t *testing.T) {
	for _, program := range []string{"sha1sum", "sha512sum", "b2sum"} {
		checkFS(t, program, []fsCase{
			{line: program + " notes.txt todo.txt", argv: program + " notes.txt todo.txt"},
			{line: program + " --tag -z notes.txt", argv: program + " --tag -z notes.txt"},
			// The files a sum list names are never seen by the path checks.
			{line: program + " -c sums.txt", reason: "Unsupported option '-c' for command '" + program + "'."},
		})
	}
	checkFS(t, "b2sum", []fsCase{{line: "b2sum -l 256 notes.txt", argv: "b2sum -l 256 notes.txt"}})
	checkFS(t, "sha1sum", []fsCase{{line: "sha1sum -l 256 notes.txt", fault: fault(UnknownOption, 1)}})
}

func TestChecksum(t *testing.T) {
	runDeclCases(t, "sha256sum", []declCase{
		{line: "sha256sum a.iso", argv: "sha256sum a.iso"},
		{line: "sha256sum -c sums.txt", fault: fault(UnknownOption, 1)},
	})
}
