// Package manpage explains a command's words from its installed manual
// page, for the programs oterminus has no declaration for: it finds the
// page as `man -w` would (without running man or the program), reads its
// roff source (the man and mdoc macros, gzip or bzip2 compressed, .so
// followed) bounded in size, and matches each word of the line to the
// paragraph that documents it, as the program's option parser would read
// the line.
//
// What it says is the page's, not oterminus's: it is never a check of
// the line, only what the page documents. Every string it returns comes
// from a file on the machine and is untrusted: callers escape it before
// it reaches a terminal.
//
// It decides what a page says about a line's words, never whether the
// line is safe, and it reads only the files of the manual path. Nothing
// is cached: each explanation reads its page again, so it never goes
// stale.
package manpage

import (
	"errors"
	"strings"
)

// Explanation is what the manual page of one command says about its
// words.
type Explanation struct {
	// Command is the words the page is for: "ssh", or "git rebase" for
	// git-rebase(1).
	Command []string
	// Page is the page read; nil when none was found or it could not be
	// read (Err says why).
	Page *Page
	Err  error
	// Words are the line's words after Command, each with what the page
	// says of it.
	Words []Word
}

// Explain explains argv (a program and its words) from the manual path:
// a subcommand's own page first (git-rebase(1), docker-ps(1)), then the
// program's.
func (s *Search) Explain(argv []string) *Explanation {
	if len(argv) == 0 {
		return &Explanation{Err: ErrNotFound}
	}
	program := argv[0]
	if i := strings.LastIndexByte(program, '/'); i >= 0 {
		program = program[i+1:] // /usr/bin/ls is ls
	}
	if len(argv) > 1 && isSubcommand(argv[1]) {
		if path, err := s.Find(program + "-" + argv[1]); err == nil {
			return explainWith(path, []string{program, argv[1]}, argv[2:])
		}
	}
	path, err := s.Find(program)
	if err != nil {
		return &Explanation{Command: []string{program}, Err: err}
	}
	return explainWith(path, []string{program}, argv[1:])
}

func explainWith(path string, command, args []string) *Explanation {
	e := &Explanation{Command: command}
	e.Page, e.Err = Read(path)
	if e.Err != nil {
		return e
	}
	e.Words = e.Page.Explain(command, args)
	return e
}

// isSubcommand reports a word that may name a subcommand with a page of
// its own: a plain lower-case word, as git's and docker's are.
func isSubcommand(w string) bool {
	if w == "" || len(w) > 64 || w[0] == '-' {
		return false
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// NotFound reports an explanation with no page to read.
func (e *Explanation) NotFound() bool { return errors.Is(e.Err, ErrNotFound) }
