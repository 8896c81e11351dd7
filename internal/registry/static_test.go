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
// may only shrink. Such a call is work every run pays, and the first
// call among the initialisers stops the compiler laying out the
// variables after it as static data (Go issue 51913), so every
// declaration initialised after it is built at start-up too.
var stillBuilt = []string{
	// Hooks made by small constructors (decl.go, nested.go).
	"findFamily listMatches", "gitApplySpec riskUntilMode", "gitPruneSpec riskUntilMode", "gitGcSpec riskUntilMode",
	"pingFamily needsOneOf", "zipFamily readsOnlyIn",
	// Options, Notes and Operators that are concatenations.
	"gitLogSpec append", "gitDiffSpec append", "gitShowSpec append", "gitNotesActions append",
	"gitApplySpec append", "gitAmSpec append", "gitRawDiffOptions append", "gitDiffTreeSpec append",
	"gitDiffFilesSpec append", "gitDiffIndexSpec append", "gitRangeDiffSpec append",
	"digFamily append", "nslookupFamily append", "nslookupFamily slices.Clip", "pingFamily append",
	"pingFamily slices.Clip", "tarFamily append", "unzipFamily append", "zipFamily append",
	// Values computed by a function.
	"zipFamily zipLevels", "nslookupFamily nslookupTypes", "curlHeaderList strings.Join",
}

// TestDeclarationsAreStatic keeps calls out of the package's variable
// initialisers (conversions to the package's own types aside): a
// declaration is data the compiler lays out, not code run at start-up.
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
						case *ast.CallExpr:
							callee := calleeName(n.Fun)
							if types[callee] || callee == "" {
								return true // a conversion
							}
							site := vs.Names[0].Name + " " + callee
							found[site] = true
							if !slices.Contains(stillBuilt, site) {
								t.Errorf("%s: %s calls %s at start-up; declare the value instead (a named function for a rule, a lazyRegexp for a pattern, a constError for an error)",
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
