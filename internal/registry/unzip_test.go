package registry

import "testing"

func TestUnzip(t *testing.T) {
	runDeclCases(t, "unzip", []declCase{
		{line: "unzip -l archive.zip", argv: "unzip -l archive.zip"},
		{line: "unzip -v archive.zip", argv: "unzip -v archive.zip"},
		{line: "unzip -t archive.zip", argv: "unzip -t archive.zip"},
		{line: "unzip -c archive.zip", argv: "unzip -c archive.zip"},
		{line: "unzip backup.zip -d ./restore", argv: "unzip backup.zip -d ./restore", risk: Write, changed: []string{"./restore"},
			warning: extractionWarning},
		{line: "unzip archive.zip", argv: "unzip archive.zip", risk: Write, changed: []string{"."}},
		{line: "unzip -qn archive.zip -d out", argv: "unzip -qn archive.zip -d out", risk: Write, changed: []string{"out"}},
		{line: "unzip -j -O gbk archive.zip", argv: "unzip -j -O gbk archive.zip", risk: Write, changed: []string{"."}},
		{line: "unzip -P secret backup.zip -d out", risk: Write, fault: fault(UnknownOption, 1)},
		{line: "unzip -o a.zip -d out", risk: Write, fault: fault(UnknownOption, 1)},
		{line: "unzip -l a.zip -d out", risk: Write, fault: fault(Conflict, 3)},
		{line: "unzip -lt a.zip", reason: "Command 'unzip' cannot list and test at once."},
		// Members after the archive: only those are extracted, listed or
		// printed, as unzip matches them.
		{line: "unzip a.zip notes.txt", argv: "unzip a.zip notes.txt", risk: Write, changed: []string{"."}, read: []string{"a.zip"}},
		{line: "unzip -j archive.zip notes.txt todo.txt", argv: "unzip -j archive.zip notes.txt todo.txt", risk: Write, changed: []string{"."}},
		{line: "unzip -c archive1.zip archive2.zip", argv: "unzip -c archive1.zip archive2.zip", risk: Safe, read: []string{"archive1.zip"}},
		{line: "unzip -O gbk archive1.zip archive2.zip", argv: "unzip -O gbk archive1.zip archive2.zip", risk: Write, changed: []string{"."}},
		{line: "unzip archive1.zip archive2.zip -d backup", argv: "unzip archive1.zip archive2.zip -d backup", risk: Write, changed: []string{"backup"}},
		{line: "unzip -l a.zip 'docs/*'", argv: "unzip -l a.zip docs/*", risk: Safe},
		{line: "unzip a.zip -notes.txt", fault: fault(UnknownOption, 2)},
		{line: "unzip a.zip -x '*.txt'", fault: fault(UnknownOption, 2)},
		{line: "unzip -Z a.zip", fault: fault(UnknownOption, 1)},
	})
}
