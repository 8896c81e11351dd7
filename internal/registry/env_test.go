package registry

import "testing"

func TestEnv(t *testing.T) {
	runSysCases(t, []sysCase{
		{"printenv --help", "printenv --help", Safe, nil, ""},
		{"printenv HOME", "printenv HOME", Safe, nil, "may include secrets"},
		{"printenv FOO=bar", "printenv FOO=bar", Dangerous, nil, "is not a variable name"},
		{"env HOME", "", Dangerous, nil, "env runs the program named after it"},
		{"env FOO=bar", "", Dangerous, nil, "env runs the program named after it"},
		{"env ./evil.sh", "", Dangerous, nil, "env runs the program named after it"},
		{"env -i PATH=/tmp sh", "", Dangerous, nil, "env runs the program named after it"},
		{"env -u HOME ls", "", Dangerous, nil, "env runs the program named after it"},
		{"printenv -0 HOME", "printenv -0 HOME", Safe, nil, "may include secrets"},
		{"printenv --null PATH", "printenv --null PATH", Safe, nil, ""},
		{"printenv -0", "", Safe, nil, fault(MissingRequired, -1)},
		{"env --help", "", Dangerous, nil, "env runs the program named after it"},
		{"env", "", Safe, nil, "prints the whole environment"},
		{"printenv", "", Safe, nil, fault(MissingRequired, -1)},
	})
}
