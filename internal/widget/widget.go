// Package widget is the machine channel between the helper and the shell
// scripts: the arguments they pass (args.go) and the output protocol they
// parse, the widget's decisions (which job a key press gets, what an
// outcome does to the buffer, the two-press rule; decide.go), running
// that job (answer.go, ask.go) and the state that makes a second key
// press insert what the first one only showed, with the press's audit
// line (Call; press.go).
//
// It decides what a key press does to the buffer and what it leaves in
// the audit log (Call.Answer). It reads the arguments the scripts pass
// (ParseArgs), the other half of the protocol; it may not read the
// environment or the configuration file: the command line hands it the
// settings' values, the lifecycle's input and a way to open the
// terminal, which it holds only to answer a ? question (ask.go).
//
// The protocol is plain lines, none of them empty, so zsh, bash and fish
// can all split it without surprises:
//
//	insert EVENT_ID        the buffer becomes the next line; cursor at its end
//	<new buffer>
//	<message lines...>     shown to the person (already escaped)
//
//	keep EVENT_ID          the buffer stays exactly as it was
//	<message lines...>
//
// Either first line may end with a third word, "armed": the answer was a
// write whose change undo keeps if the line then runs as it stands (the
// shell's hook calls `oterminus keep` with it; see internal/undo).
//
// EVENT_ID is the audit event of the request, or "-". Any other output,
// or a non-zero exit, means: keep the buffer and say that oterminus failed.
package widget

import (
	"fmt"
	"io"
	"strings"

	"github.com/oterminus/oterminus/internal/redact"
	"github.com/oterminus/oterminus/internal/termtext"
)

// Actions.
const (
	Insert = "insert"
	Keep   = "keep"
)

// Output is one answer to the shell.
type Output struct {
	Action  string
	EventID string
	Buffer  string   // Insert only: a validated rendering, one line
	Message []string // escaped lines for the person
	// Armed says the line, if it runs unchanged, is kept for undo.
	Armed bool
}

// Insertable reports whether line may be put on the shell's command line:
// one line of plain text, nothing the terminal would act on.
func Insertable(line string) bool {
	return line != "" && !strings.ContainsAny(line, "\n\r") && !termtext.NeedsEscape(line)
}

// Write prints the output in the protocol.
func (o Output) Write(w io.Writer) error {
	id := o.EventID
	if id == "" {
		id = "-"
	}
	var b strings.Builder
	b.WriteString(o.Action + " " + id)
	if o.Armed {
		b.WriteString(" armed")
	}
	b.WriteString("\n")
	if o.Action == Insert {
		if !Insertable(o.Buffer) {
			return fmt.Errorf("refusing to insert %q: not a single line of plain text", termtext.Escape(o.Buffer))
		}
		b.WriteString(o.Buffer + "\n")
	}
	for _, m := range o.Message {
		b.WriteString(messageLines(m))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// messageLines are a message's lines as the person reads them: without
// empty ones, escaped, and redacted (messages quote requests, model text
// and server errors: secrets are redacted like everywhere else on
// screen).
func messageLines(m string) string {
	var b strings.Builder
	for _, line := range strings.Split(m, "\n") {
		if line = strings.TrimRight(line, " "); line != "" {
			b.WriteString(termtext.Escape(redact.Text(line)) + "\n")
		}
	}
	return b.String()
}

// Keeping returns an output that leaves the buffer alone and says why.
func Keeping(eventID string, message ...string) Output {
	return Output{Action: Keep, EventID: eventID, Message: message}
}

// Crashed is the answer when answering a press failed in a way nothing
// foresaw (what recover returned): the buffer stays, and the person is
// told the failure is oterminus's, not their line's.
func Crashed(eventID string, failure any) Output {
	return Keeping(eventID, fmt.Sprintf("oterminus: error: internal error: %v", failure),
		"hint: your line is unchanged; please report this with the line and 'oterminus audit tail'")
}
