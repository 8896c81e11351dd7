package registry

import "testing"

func TestZip(t *testing.T) {
	runDeclCases(t, "zip", []declCase{
		{line: "zip -r backup.zip src", argv: "zip -r backup.zip src", risk: Write, changed: []string{"backup.zip"}, warning: creationWarning},
		{line: "zip -r compressed.zip src docs", argv: "zip -r compressed.zip src docs", risk: Write, changed: []string{"compressed.zip"}},
		{line: "zip -r compressed.zip src docs -x notes.txt", argv: "zip -r compressed.zip src docs -x notes.txt", risk: Write,
			changed: []string{"compressed.zip"}},
		{line: "zip -r -0 compressed.zip src docs", argv: "zip -r -0 compressed.zip src docs", risk: Write, changed: []string{"compressed.zip"}},
		{line: "zip -qr9 backup.zip src", argv: "zip -qr9 backup.zip src", risk: Write, changed: []string{"backup.zip"}},
		{line: "zip -ru backup.zip src", argv: "zip -ru backup.zip src", risk: Write, changed: []string{"backup.zip"}},
		{line: "zip -d compressed.zip notes.txt", argv: "zip -d compressed.zip notes.txt", risk: Write, changed: []string{"compressed.zip"}},
		// zip expands wildcards itself; a broad root sweeps up a system.
		{line: "zip -r root.zip /", risk: Write, reason: "FILE cannot include broad or unsafe roots"},
		{line: "zip -r all.zip '*'", risk: Write, reason: "FILE cannot contain wildcards (zip expands them itself)"},
		// -e asks for the password on the terminal; -s writes pieces
		// beside the archive; -sf only reads.
		{line: "zip -re compressed.zip src docs", argv: "zip -re compressed.zip src docs", risk: Write, changed: []string{"compressed.zip"},
			warning: "zip asks for the password on the terminal, twice; it is not kept anywhere."},
		{line: "zip -rs 3g compressed.zip src docs", argv: "zip -rs 3g compressed.zip src docs", risk: Write, changed: []string{"compressed.zip"}},
		{line: "zip -r --split-size=100m big.zip src", argv: "zip -r --split-size=100m big.zip src", risk: Write, changed: []string{"big.zip"}},
		{line: "zip -sf compressed.zip", argv: "zip -sf compressed.zip", risk: Safe, read: []string{"compressed.zip"}},
		{line: "zip --show-files compressed.zip", argv: "zip --show-files compressed.zip", risk: Safe},
		{line: "zip --help", argv: "zip --help", risk: Safe},
		{line: "zip -e encrypted.zip file.txt", risk: Write, fault: fault(MissingRequired, -1)},
		{line: "zip -de a.zip x", risk: Write, reason: "Option '-e' for 'zip' applies only to add."},
		{line: "zip -rs 3x a.zip src", risk: Write, reason: "The value of -s must be a size such as 100m or 2g"},
		{line: "zip -sf a.zip src", risk: Write, fault: fault(TooManyOperands, 3)},
		{line: "zip -sf -r a.zip src", risk: Write, reason: "Command 'zip' cannot show files and add at once."},
		{line: "zip -r -P secret a.zip src", risk: Write, fault: fault(RefusedOption, 2)},
		{line: "zip -r a.zip src -T -TT 'sh -c id'", risk: Write, fault: fault(RefusedOption, 4)},
		{line: "zip -rm a.zip src", risk: Write, reason: "Option '-m' for 'zip' is refused: it deletes the original files"},
		{line: "zip a.zip src", risk: Write, fault: fault(MissingRequired, -1)},
		{line: "zip docs into docs.zip", risk: Write, fault: fault(MissingRequired, -1)},
		{line: "zip -d -u a.zip x", risk: Write, fault: fault(Conflict, 2)},
		{line: "zip -r a.zip", risk: Write, fault: fault(MissingRequired, -1)},
		{line: "zip -r a.zip -- -src", risk: Write, fault: fault(UnknownOption, 3)},
	})
}
