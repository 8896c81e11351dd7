package registry

import "testing"

func TestDumpFamilies(t *testing.T) {
	checkFS(t, "hexdump", []fsCase{
		{line: "hexdump -C -n 5 notes.txt", argv: "hexdump -C -n 5 notes.txt", read: []string{"notes.txt"}},
		{line: "hexdump -v -s 1K a.bin", argv: "hexdump -v -s 1K a.bin"},
		{line: "hexdump -e '16/1 \"%02x \" \"\\n\"' a.bin", argv: `hexdump -e 16/1 "%02x " "\n" a.bin`},
		{line: "hexdump -f fmt.txt a.bin", argv: "hexdump -f fmt.txt a.bin", read: []string{"fmt.txt", "a.bin"}},
		{line: "hexdump -n lots a.bin", reason: "a size such as"},
	})
	checkFS(t, "xxd", []fsCase{
		{line: "xxd a.bin", argv: "xxd a.bin"},
		{line: "xxd -l 32 -c 8 -g 1 a.bin", argv: "xxd -l 32 -c 8 -g 1 a.bin"},
		{line: "xxd -ps a.bin", argv: "xxd -ps a.bin"},
		{line: "xxd -s -64 a.bin", argv: "xxd -s -64 a.bin"},
		// The second operand is a file xxd writes, dump or (-r) bytes.
		{line: "xxd a.bin dump.hex", argv: "xxd a.bin dump.hex", risk: Write, changed: []string{"dump.hex"}, read: []string{"a.bin"}},
		{line: "xxd -r -p dump.hex a.bin", argv: "xxd -r -p dump.hex a.bin", risk: Write, changed: []string{"a.bin"}, read: []string{"dump.hex"}},
		{line: "xxd -r dump.hex", argv: "xxd -r dump.hex"},
		// xxd reads its options only before the files and bundles none.
		{line: "xxd a.bin -p", reason: "'-p' must come before the start paths"},
		{line: "xxd -pr dump.hex", fault: fault(UnknownOption, 1)},
		{line: "xxd a.bin out.hex more", fault: fault(TooManyOperands, 3)},
	})
	checkFS(t, "od", []fsCase{
		{line: "od notes.txt", argv: "od notes.txt"},
		{line: "od -t x1 -A d -v notes.txt", argv: "od -t x1 -A d -v notes.txt"},
		{line: "od -N 100 -j 500 -c a.bin", argv: "od -N 100 -j 500 -c a.bin"},
		{line: "od -t x1 -w4 a.bin", argv: "od -t x1 -w4 a.bin"},
		{line: "od -A 5 a.bin", reason: "must be one of d, o, x, n"},
	})
	checkFS(t, "strings", []fsCase{
		{line: "strings a.bin", argv: "strings a.bin"},
		{line: "strings -n 8 -t x a.bin", argv: "strings -n 8 -t x a.bin"},
		{line: "strings -8 a.bin", argv: "strings -8 a.bin"},
		{line: "strings -e l -f a.bin b.bin", argv: "strings -e l -f a.bin b.bin"},
		{line: "strings -t h a.bin", reason: "must be one of o, d, x"},
	})
}
