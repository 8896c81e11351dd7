package registry

import "testing"

func TestDf(t *testing.T) {
	checkFS(t, "df", []fsCase{
		{line: "df", argv: "df", risk: Safe},
		{line: "df -h .", argv: "df -h .", risk: Safe},
		{line: "df -hT", argv: "df -hT", risk: Safe},
		{line: "df -x squashfs -x tmpfs", argv: "df -x squashfs -x tmpfs", risk: Safe},
		{line: "df --output=source,pcent --total", argv: "df --output=source,pcent --total", risk: Safe},
		{line: "df --output source", argv: "df --output source", risk: Safe}, // "source" is a file operand
		{line: "df -x", fault: fault(MissingValue, 1), risk: Safe},
		{line: "df --sync", fault: fault(UnknownOption, 1), risk: Safe},
	})
}
