package config

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"

	"github.com/oterminus/oterminus/internal/advice"
	"github.com/oterminus/oterminus/internal/reader"
)

// ErrNoEditor is Editor's error when neither VISUAL nor EDITOR is set.
var ErrNoEditor error = advice.Const("no editor: VISUAL and EDITOR are unset")

// Editor is the command that opens the file at path in the person's
// editor (VISUAL, else EDITOR, read as words the way a shell would),
// after creating the file from the template if it does not exist.
// The file is created first, so that with no editor (ErrNoEditor) the
// person still has a file to open by hand.
func Editor(ctx context.Context, getenv func(string) string, path string) (*exec.Cmd, error) {
	if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
		if err := WriteFile(path, Template()); err != nil {
			return nil, err
		}
	}
	editor := getenv("VISUAL")
	if editor == "" {
		editor = getenv("EDITOR")
	}
	if editor == "" {
		return nil, ErrNoEditor
	}
	argv, err := reader.Fields(editor)
	if err != nil || len(argv) == 0 {
		return nil, fmt.Errorf("cannot read the editor command %q", editor)
	}
	return exec.CommandContext(ctx, argv[0], append(argv[1:], path)...), nil
}

// Invalid splits the warnings for `config validate`: a value in the file
// that the other commands would ignore with a warning makes the file
// invalid, so it is an error here (with no fallback); a value from the
// environment is only warned about, since it is not in the file.
func (c *Config) Invalid() (inFile, fromEnv []*Error) {
	for _, w := range c.Warnings {
		if w.Env != "" {
			fromEnv = append(fromEnv, w)
			continue
		}
		e := *w
		e.Using = ""
		inFile = append(inFile, &e)
	}
	return inFile, fromEnv
}
