package registry

import (
	"slices"
	"testing"
)

// find's ( ) ! are words of its expression, which its options are: the
// contract offers them among the options and reads them back in place.
func TestContractFindOperators(t *testing.T) {
	f := Default().ForProgram("find")
	var offered []string
	for _, o := range f.Contract().Forms[0].Options {
		if len(o.Values) == 0 && o.Nested == nil {
			offered = append(offered, o.Name)
		}
	}
	for _, op := range []string{"(", ")", "!"} {
		if !slices.Contains(offered, op) {
			t.Errorf("find's contract does not offer %q among its options", op)
		}
	}
	for _, argv := range [][]string{
		{"find", ".", "(", "-name", "*.jsp", "-o", "-name", "*.java", ")", "-type", "f", "-ls"},
		{"find", ".", "-type", "f", "!", "(", "-name", "*.o", "-o", "-name", "*.a", ")"},
		{"find", "src", "-name", "*.py", "!", "-path", "*/site-packages/*"},
	} {
		cmd, err := f.ReadArgv(argv)
		if err != nil {
			t.Fatalf("%q: %v", argv, err)
		}
		parts, ok := cmd.ContractParts("find")
		if !ok {
			t.Errorf("%q: the contract cannot say it", argv)
			continue
		}
		back, err := f.ArgvFromParts(parts)
		if err != nil || !slices.Equal(back, argv) {
			t.Errorf("%q: parts %v read back as %q (%v)", argv, parts.Options, back, err)
		}
	}
}

// PathWords are the words read as paths, where a model's '~' names home.
func TestPathWords(t *testing.T) {
	reg := Default()
	for _, c := range []struct {
		argv []string
		want []int
	}{
		{[]string{"grep", "-e", "x", "notes.txt"}, []int{3}},
		{[]string{"find", ".", "-newer", "a", "-name", "b"}, []int{1, 3}},
		{[]string{"sort", "-o", "out.txt", "in.txt"}, []int{2, 3}},
		{[]string{"echo", "a", "b"}, nil},
	} {
		cmd, err := reg.ForProgram(c.argv[0]).ReadArgv(c.argv)
		if err != nil {
			t.Fatalf("%q: %v", c.argv, err)
		}
		if got := cmd.PathWords(); !slices.Equal(got, c.want) {
			t.Errorf("%q: path words %v, want %v", c.argv, got, c.want)
		}
	}
}
