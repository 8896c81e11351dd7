package planner

// Kind sorts planner failures by what the person should do about them.
type Kind string

// Kinds of planner failure.
const (
	KindSetup       Kind = "setup"       // bad host, wrong server, refused
	KindUnreachable Kind = "unreachable" // nothing listening
	KindNoModel     Kind = "no_model"    // model not pulled, or none installed
	KindTimeout     Kind = "timeout"
	KindCancelled   Kind = "cancelled" // Ctrl-C
	KindServer      Kind = "server"    // an error status or a failure mid-answer
	KindReply       Kind = "reply"     // truncated, dropped or empty reply
	KindContract    Kind = "contract"  // not a valid proposal after repair
)

// Error is a planner failure with a one-line message and advice.
type Error struct {
	Kind   Kind
	Model  string
	Msg    string
	Advice string
	Err    error // the underlying cause, when it matters to callers
	// Server, for KindServer, names who reported the error; "" is the
	// original's "Ollama response error".
	Server string
}

// serverWording starts every error the Ollama server itself reported, in
// the original's words, so a person (or a search) recognises it.
const serverWording = "Ollama response error"

func (e *Error) Error() string {
	if e.Kind == KindServer {
		if e.Server != "" {
			return e.Server + " response error: " + e.Msg
		}
		return serverWording + ": " + e.Msg
	}
	return e.Msg
}

// Unwrap exposes the cause (context.Canceled for Ctrl-C).
func (e *Error) Unwrap() error { return e.Err }

// Hint is the advice printed on the line after the error.
func (e *Error) Hint() string { return e.Advice }
