package dialect

import "github.com/oterminus/oterminus/internal/keys"

// bash is the POSIX dialect: the original's rendering, word by word. All
// it reads and writes is posix's.
type bash struct{ posix }

func (bash) Name() string { return "bash" }

func (s bash) Keys(k []keys.Stroke) []string { return []string{s.Quote(keys.Bash(k))} }

func (bash) Clean() []string { return []string{"bash", "--norc", "--noprofile"} }

func (s bash) Guard(g Guard) string { return posixGuard(s, g) }

func (bash) Screen() Screen { return Cleared }

// Oldest: the widget edits READLINE_LINE and READLINE_POINT, new in bash 4.
func (bash) Oldest() int { return 4 }

func (bash) CompletionFiles() []string { return []string{"complete.bash", "complete.sh"} }
