package dialect

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestNoShellNamesCompared: no package but this one decides by a shell's
// name; the others ask the Dialect (its Screen, Recall, Guard, ...).
// A comparison with a shell's name, a case on one or a prefix test for
// one in any non-test file outside this package fails.
func TestNoShellNamesCompared(t *testing.T) {
	var names []string
	for _, d := range table {
		names = append(names, regexp.QuoteMeta(d.Name()))
	}
	n := `"(` + strings.Join(names, "|") + `)[ "]`
	compared := regexp.MustCompile(`(==|!=)\s*` + n + `|` + n + `\s*(==|!=)|case\s+` + n + `|Prefix\([^)]*,\s*` + n)
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, e fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if e.IsDir() && (e.Name() == "dialect" || e.Name() == "testdata" || strings.HasPrefix(e.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if e.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(data), "\n") {
			if compared.MatchString(line) {
				t.Errorf("%s:%d compares a shell's name: %s", path, i+1, strings.TrimSpace(line))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
