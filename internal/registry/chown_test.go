package registry

import "testing"

func TestChown(t *testing.T) {
	checkFS(t, "chown", []fsCase{
		{line: "chown alice src", argv: "chown alice src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown -Rh 1000 src", argv: "chown -Rh 1000 src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown alice:staff src", argv: "chown alice:staff src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown -R root:root src", argv: "chown -R root:root src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown root:root src", argv: "chown root:root src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown :staff src", argv: "chown :staff src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown alice: src", argv: "chown alice: src", risk: Dangerous, changed: []string{"src"}},
		{line: "chown : src", reason: "must name a user, a group (:GROUP) or both", risk: Dangerous},
		{line: "chown al/ice:staff src", reason: "must be a user name or number", risk: Dangerous},
		{line: "chown --reference=notes.txt src", fault: fault(UnknownOption, 1), risk: Dangerous},
		{line: "chown --from=root alice src", fault: fault(UnknownOption, 1), risk: Dangerous},
	})
}
