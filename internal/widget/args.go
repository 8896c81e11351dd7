package widget

import (
	"errors"
	"io"
	"strings"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/request"
	"github.com/oterminus/oterminus/internal/typed"
)

// Args are the rest of what the shell scripts pass on a key press:
//
//	oterminus widget translate|explain --shell S [--cursor N] [--status N]
//	    [--last-command C] [--session ID] [--first] [--word-kind K] -- BUFFER
type Args struct {
	Buffer string
	// First is the shell session's first key press.
	First bool
	// WordKind is what the shell knows of the line's first word.
	WordKind typed.WordKind
}

// ParseArgs reads a key press's arguments (those after "widget") into
// its Call and Args. The Call is usable even when err is not nil, to
// answer the press with the error.
func ParseArgs(args []string, start time.Time) (Call, Args, error) {
	call := Call{Start: start}
	if len(args) == 0 || (args[0] != "translate" && args[0] != "explain") {
		return call, Args{}, errors.New("widget needs translate or explain")
	}
	call.Action = args[0]
	var a Args
	var cursor, status int
	var lastCommand, wordKind string
	fs := pflag.NewFlagSet("oterminus widget", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&call.Shell, "shell", "", "the calling shell")
	fs.IntVar(&cursor, "cursor", -1, "cursor position in the buffer")
	fs.IntVar(&status, "status", 0, "exit status of the last command")
	fs.StringVar(&lastCommand, "last-command", "", "the last command line")
	fs.StringVar(&call.Session, "session", "", "an id of the shell session")
	fs.BoolVar(&a.First, "first", false, "the first key press of this shell session")
	fs.StringVar(&wordKind, "word-kind", "", "what the shell knows of the line's first word (whence -w, type -t)")
	if err := fs.Parse(args[1:]); err != nil {
		return call, a, err
	}
	if strings.TrimSpace(lastCommand) != "" {
		call.Last = &request.LastCommand{Text: lastCommand, Status: status}
	}
	a.Buffer, a.WordKind = strings.Join(fs.Args(), " "), typed.ParseWordKind(wordKind)
	return call, a, nil
}
