package validate

import (
	"fmt"
	"os"

	"github.com/oterminus/oterminus/internal/policy"
	"github.com/oterminus/oterminus/internal/proposal"
	"github.com/oterminus/oterminus/internal/registry"
)

// A file written while something of the same pipeline reads it is
// emptied ('>', tee, xxd's output) or grown without end ('>>', tee -a)
// before it is read: the read sees nothing, or its own output again, and
// the file's contents are lost. Files are compared by identity, not by
// spelling (policy.SameFile): notes.txt, ./notes.txt, its full path,
// ../work/notes.txt, a symlink to it and a hard link of it are one file.
// The pipelines of a list run one after another, so a file one writes
// and a later one reads is no conflict; the stages of a pipeline run at
// once.

// fileUse is a file one stage of a pipeline reads or writes.
type fileUse struct {
	path  string
	stage int
	// by names what writes: "" for a redirection, else the program and
	// option ("sort -o", "tee").
	by string
	// afterInput marks a write the program makes only once it has read
	// all its input (sort -o): the file may be one of its own inputs, or
	// one a stage before it reads, whose output it waits for to end
	// (GNU sort's manual: "sort -o F F and cat F | sort -o F" are safe).
	afterInput bool
}

// stageFiles lists what a stage reads (its declared read paths, a '<'
// file) and writes (its redirections, and the files it writes its
// output into: tee's operands, sort -o, curl -o, git config --file when
// setting, ...).
func stageFiles(st *Stage, redirects []proposal.Redirect, i int) (reads, writes []fileUse) {
	if st.Typed != nil {
		for _, p := range st.Typed.Paths(registry.ReadPath) {
			reads = append(reads, fileUse{path: p, stage: i})
		}
		for _, o := range st.Typed.Outputs() {
			by := st.Typed.Name()
			if o.Option != "" {
				by += " " + o.Option
			}
			writes = append(writes, fileUse{path: o.Path, stage: i, by: by, afterInput: o.AfterInput})
		}
	}
	for _, red := range redirects {
		switch {
		case red.Writes():
			writes = append(writes, fileUse{path: red.Target, stage: i})
		case red.Reads():
			reads = append(reads, fileUse{path: red.Target, stage: i})
		}
	}
	return reads, writes
}

// sameFileReasons refuses each write of one file a read of the same
// pipeline (or command: what) also names, unless the writer reads all
// its input first and the read is its own or a stage's before it.
func sameFileReasons(r *Result, reads, writes []fileUse, what string, in Input) {
	dir := ""
	if in.Project != nil {
		dir = in.Project.Dir
	}
	if dir == "" {
		dir, _ = os.Getwd()
	}
	for _, w := range writes {
		for _, rd := range reads {
			if w.afterInput && rd.stage <= w.stage || rd.path == "-" || !policy.SameFile(w.path, rd.path, dir, in.Home) {
				continue
			}
			as := ""
			if rd.path != w.path {
				as = fmt.Sprintf(" (as '%s')", rd.path)
			}
			if w.by == "" {
				r.refuse("The redirection to '%s' empties or grows the file while the same %s reads it%s.", w.path, what, as)
			} else {
				r.refuse("%s writes '%s', emptying or growing the file while the same %s reads it%s.", w.by, w.path, what, as)
			}
			break
		}
	}
}
