package registry

import "testing"

func TestTail(t *testing.T) {
	runDeclCases(t, "tail", []declCase{
		{line: "tail notes.txt todo.txt", argv: "tail notes.txt todo.txt"},
		{line: "tail -5 notes.txt", argv: "tail -5 notes.txt"},
		{line: "tail -n +5 notes.txt", argv: "tail -n +5 notes.txt"},
		{line: "tail -c128 README.md", argv: "tail -c128 README.md"},
		{line: "tail --bytes=+10 -v notes.txt", argv: "tail --bytes=+10 -v notes.txt"},
		// Following runs until Ctrl-C, and only reads.
		{line: "tail -f notes.txt", argv: "tail -f notes.txt", risk: Safe, read: []string{"notes.txt"}},
		{line: "tail -F notes.txt", argv: "tail -F notes.txt"},
		{line: "tail -fn 100 app.log", argv: "tail -fn 100 app.log"},
		{line: "tail --follow=name --retry notes.txt", argv: "tail --follow=name --retry notes.txt"},
		{line: "tail --follow notes.txt", argv: "tail --follow notes.txt", read: []string{"notes.txt"}},
		{line: "tail -n 5 -s 5 -f notes.txt", argv: "tail -n 5 -s 5 -f notes.txt"},
		{line: "tail -f -s 0.5 notes.txt", argv: "tail -f -s 0.5 notes.txt"},
		{line: "tail --help", argv: "tail --help"},
		{line: "tail --follow=inode notes.txt", reason: "The value of --follow must be one of descriptor, name"},
		{line: "tail -f -s fast notes.txt", reason: "The value of -s must be a number of seconds"},
		{line: "tail -nf 5 notes.txt", reason: "a whole number"},
		{line: "tail +1f notes.txt", reason: "cannot start with '+'"},
		{line: "tail --pid=1 notes.txt", fault: fault(UnknownOption, 1)},
	})
}
