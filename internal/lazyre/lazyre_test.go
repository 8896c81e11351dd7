package lazyre

import "testing"

func TestGetCompilesOnceAndMatches(t *testing.T) {
	r := Regexp{Expr: `^a+b$`}
	if r.re != nil {
		t.Fatal("compiled before first use")
	}
	first := r.Get()
	if !first.MatchString("aab") || first.MatchString("ab c") {
		t.Errorf("%q matched wrongly", r.Expr)
	}
	if r.Get() != first {
		t.Error("compiled twice")
	}
}

func TestBadExpressionPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a bad expression did not panic")
		}
	}()
	(&Regexp{Expr: `(`}).Get()
}
