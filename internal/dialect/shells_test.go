package dialect

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/oterminus/oterminus/shell"
)

// TestOneShellOneFile: every shell is one type, named as the shell, in
// the file of its name, and in the table; and its scripts are in package
// shell. A type given a Name method but left out of the table, one whose
// Name was copied from another shell, or a shell whose script is missing
// fails here rather than at someone's prompt.
func TestOneShellOneFile(t *testing.T) {
	inTable := map[string]bool{}
	for _, d := range table {
		typ := reflect.TypeOf(d.Shell).Name()
		if typ != d.Name() {
			t.Errorf("table entry of type %s is named %q", typ, d.Name())
		}
		if inTable[d.Name()] {
			t.Errorf("%s is in the table twice", d.Name())
		}
		inTable[d.Name()] = true
		if clean := d.Clean(); len(clean) == 0 || clean[0] != d.Name() {
			t.Errorf("%s starts clean as %q", d.Name(), clean)
		}
		if _, err := shell.Script(d.Name()); err != nil {
			t.Errorf("%s has no integration script: %v", d.Name(), err)
		}
		for _, f := range d.CompletionFiles() {
			if _, err := shell.File(f); err != nil {
				t.Errorf("%s's completion file %s: %v", d.Name(), f, err)
			}
		}
	}

	// Every type with a Name method is a shell: it must be in the table,
	// and be in the file named after it.
	paths, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	found := map[string]bool{}
	for _, path := range paths {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		file, err := parser.ParseFile(token.NewFileSet(), path, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, decl := range file.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || fn.Name.Name != "Name" {
				continue
			}
			recv, ok := fn.Recv.List[0].Type.(*ast.Ident)
			if !ok {
				t.Errorf("%s: Name has receiver %T", path, fn.Recv.List[0].Type)
				continue
			}
			found[recv.Name] = true
			if path != recv.Name+".go" {
				t.Errorf("shell type %s is in %s, not %s.go", recv.Name, path, recv.Name)
			}
			if !inTable[recv.Name] {
				t.Errorf("shell type %s (%s) is not in the table", recv.Name, path)
			}
		}
	}
	for name := range inTable {
		if !found[name] {
			t.Errorf("%s is in the table but no file declares its Name", name)
		}
	}
}
