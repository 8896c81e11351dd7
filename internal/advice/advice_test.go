package advice

import (
	"errors"
	"fmt"
	"testing"
)

func TestWithKeepsTheErrorAndAddsAdvice(t *testing.T) {
	base := errors.New("no editor")
	err := fmt.Errorf("config edit: %w", With(base, "set %s", "EDITOR"))
	var h Hinter
	if !errors.As(err, &h) || h.Hint() != "set EDITOR" {
		t.Errorf("advice lost: %v", err)
	}
	if !errors.Is(err, base) || err.Error() != "config edit: no editor" {
		t.Errorf("error changed: %q", err)
	}
}
