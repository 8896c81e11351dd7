package registry

import (
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// stillBuilt are the package variables whose initialisers still call a
// function or append at start-up, each as "variable callee": the list
// may only shrink (it is empty: the registry runs no code at start-up). Such a call is work every run pays, and the first
// call among the initialisers stops the compiler laying out the
// variables after it as static data (Go issue 51913), so every
// declaration initialised after it is built at start-up too.
var stillBuilt []string

// TestDeclarationsAreStatic keeps calls out of the package's variable
// initialisers (conversions to the package's own types aside), and map
// literals, and copies of an Option or Operand variable (the compiler
// copies their slices at start-up): a declaration is data the compiler
// lays out, not code run at start-up.
func TestDeclarationsAreStatic(t *testing.T) {
	fset := gotoken.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var parsed []*ast.File
	types := map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		parsed = append(parsed, f)
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == gotoken.TYPE {
				for _, s := range g.Specs {
					types[s.(*ast.TypeSpec).Name.Name] = true
				}
			}
		}
	}
	types["advice.Const"] = true // another package's type: a conversion, static

	// Variables holding one Option or Operand with a slice (Names, Enum,
	// In ...) or a function (Check, Assess) in it: copying one into a list
	// copies those at start-up.
	funcs := map[string]bool{}
	for _, f := range parsed {
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Recv == nil {
				funcs[fd.Name.Name] = true
			}
		}
	}
	copied := func(c *ast.CompositeLit) bool {
		for _, e := range c.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				switch v := kv.Value.(type) {
				case *ast.CompositeLit:
					return true
				case *ast.Ident:
					if funcs[v.Name] {
						return true
					}
				}
			}
		}
		return false
	}
	values := map[string]bool{}
	for _, f := range parsed {
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == gotoken.VAR {
				for _, s := range g.Specs {
					vs := s.(*ast.ValueSpec)
					for i, v := range vs.Values {
						if c, ok := v.(*ast.CompositeLit); ok && (calleeName(c.Type) == "Option" || calleeName(c.Type) == "Operand") && copied(c) {
							values[vs.Names[i].Name] = true
						}
					}
				}
			}
		}
	}
	found := map[string]bool{}
	for _, f := range parsed {
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != gotoken.VAR {
				continue
			}
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				for _, v := range vs.Values {
					ast.Inspect(v, func(n ast.Node) bool {
						switch n := n.(type) {
						case *ast.FuncLit:
							return false // runs when called, not at start-up
						case *ast.CompositeLit:
							if _, ok := n.Type.(*ast.MapType); ok {
								t.Errorf("%s: %s has a map literal, built at start-up; declare Pairs instead", fset.Position(n.Pos()), vs.Names[0].Name)
							}
						case *ast.Ident:
							if values[n.Name] {
								t.Errorf("%s: %s copies %s, whose slices are copied at start-up; declare the list it belongs to once and share it (Spec.More), or write it out",
									fset.Position(n.Pos()), vs.Names[0].Name, n.Name)
							}
						case *ast.CallExpr:
							callee := calleeName(n.Fun)
							if types[callee] || callee == "" {
								return true // a conversion
							}
							site := vs.Names[0].Name + " " + callee
							found[site] = true
							if !slices.Contains(stillBuilt, site) {
								t.Errorf("%s: %s calls %s at start-up; declare the value instead (a named function for a rule, a lazyre.Regexp for a pattern, an advice.Const for an error)",
									fset.Position(n.Pos()), vs.Names[0].Name, callee)
							}
						}
						return true
					})
				}
			}
		}
	}
	for _, site := range stillBuilt {
		if !found[site] {
			t.Logf("%s is static now: take it off stillBuilt", site)
		}
	}
}

func calleeName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		if x, ok := e.X.(*ast.Ident); ok {
			return x.Name + "." + e.Sel.Name
		}
	case *ast.IndexExpr: // a generic function
		return calleeName(e.X)
	}
	return "" // a conversion to a type literal ([]string(x)) or the like
}
