package cli

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"time"

	"github.com/spf13/pflag"

	"github.com/oterminus/oterminus/internal/audit"
	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/termtext"
	"github.com/oterminus/oterminus/internal/undo"
)

// undoStore is the kept changes under the settings' budget and age limit.
func undoStore(e *Env) (undo.Store, *config.Config, error) {
	cfg, err := loadConfig(e)
	if err != nil {
		return undo.Store{}, nil, err
	}
	return undo.New(config.StateDir(e.Getenv), int64(cfg.Undo.BudgetMiB)<<20, cfg.Undo.MaxAge), cfg, nil
}

func keepFlags(fs *pflag.FlagSet) {
	fs.String("session", "", "the shell session whose answer was armed")
	fs.Bool("finish", false, "the kept line has ended: record what it left, for undo to tell a later change from it")
}

// runKeep is what the shell's hook calls just before a line oterminus
// answered at write risk runs, with the line's exact bytes: it keeps what
// the line will change, if the line is the one answered, in the same
// directory. Success is silent; the line runs whatever happens here.
func runKeep(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	s, cfg, err := undoStore(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	session, _ := fs.GetString("session")
	if finish, _ := fs.GetBool("finish"); finish {
		if err := s.Finish(session); err != nil {
			fmt.Fprintf(e.Stderr, "oterminus: undo: %s\n", termtext.Escape(err.Error()))
		}
		return ExitOK
	}
	if fs.NArg() != 1 {
		return usageError(e, "keep", errors.New("keep takes the line, as one argument"))
	}
	line, now := fs.Arg(0), time.Now()
	k, err := s.Keep(session, line, e.Dir, now)
	if errors.Is(err, undo.ErrNotArmed) {
		return ExitOK
	}
	ev := audit.Undo{Kind: audit.KindUndoKeep, Start: now, Line: line, Dir: e.Dir, Outcome: "kept", Redact: cfg.Audit.Redact}
	if err != nil {
		ev.Outcome, ev.Reason = "not_kept", withoutPath(err)
		fmt.Fprintf(e.Stderr, "oterminus: undo: not kept: %s\n", termtext.Escape(err.Error()))
	} else {
		ev.EventID, ev.ID, ev.Files, ev.Bytes = k.EventID, k.ID, k.Files, k.Bytes
	}
	log := audit.Log(cfg.Audit)
	log.WriteOrWarn(audit.UndoEvent(ev), e.Stderr)
	return ExitOK
}

func undoFlags(fs *pflag.FlagSet) {
	fs.Bool("list", false, "list the kept changes, the newest first")
	fs.Bool("force", false, "also put back paths changed again since the line ran")
}

// runUndo takes back the last kept change, or the one ID names.
func runUndo(_ context.Context, e *Env, fs *pflag.FlagSet) int {
	s, cfg, err := undoStore(e)
	if err != nil {
		return fail(e, ExitUsage, err)
	}
	if list, _ := fs.GetBool("list"); list {
		return listKept(e, s)
	}
	if fs.NArg() > 1 {
		return usageError(e, "undo", errors.New("undo takes at most one ID"))
	}
	var k *undo.Kept
	if fs.NArg() == 1 {
		k, err = s.Load(fs.Arg(0))
	} else {
		k, err = s.Last()
	}
	if err != nil {
		return fail(e, ExitFailed, withHint(err, "oterminus undo --list shows what is kept"))
	}
	force, _ := fs.GetBool("force")
	now := time.Now()
	r, err := s.Restore(k, force, now)
	ev := audit.Undo{Kind: audit.KindUndo, EventID: k.EventID, ID: k.ID, Start: now, Line: k.Line, Dir: k.Dir,
		Files: k.Files, Bytes: k.Bytes, Restored: len(r.Restored), Removed: len(r.Removed), LeftAlone: len(r.LeftAlone),
		Forced: force, Outcome: "restored", Redact: cfg.Audit.Redact}
	switch {
	case err != nil:
		ev.Outcome, ev.Reason = "failed", withoutPath(err)
	case len(r.LeftAlone) > 0:
		ev.Outcome = "partial"
	}
	log := audit.Log(cfg.Audit)
	log.WriteOrWarn(audit.UndoEvent(ev), e.Stderr)
	fmt.Fprintf(e.Stdout, "oterminus: undo %s: %s\n", k.ID, termtext.Escape(k.Line))
	fmt.Fprintf(e.Stdout, "  put back %d, removed %d created by the line\n", len(r.Restored), len(r.Removed))
	for _, p := range r.LeftAlone {
		fmt.Fprintf(e.Stdout, "  left alone (changed since): %s\n", termtext.Escape(p))
	}
	if err != nil {
		return fail(e, ExitFailed, err)
	}
	if len(r.LeftAlone) > 0 {
		why := "changed again since the line ran"
		if r.Unknown {
			why = "the shell did not report when the line ended"
		}
		what := fmt.Sprintf("%d paths", len(r.LeftAlone))
		if len(r.LeftAlone) == 1 {
			what = "1 path"
		}
		return fail(e, ExitFailed, withHint(fmt.Errorf("%s left alone: %s", what, why),
			"oterminus undo --force %s puts them back too, overwriting the later change", k.ID))
	}
	return ExitOK
}

func listKept(e *Env, s undo.Store) int {
	all, err := s.List()
	if err != nil {
		return fail(e, ExitFailed, err)
	}
	if len(all) == 0 {
		fmt.Fprintln(e.Stdout, "oterminus: nothing kept to undo")
		return ExitOK
	}
	for _, k := range all {
		state := ""
		if k.Restored != nil {
			state = " (undone)"
		}
		fmt.Fprintf(e.Stdout, "%s  %s  %s, %s  %s%s\n", k.ID, k.Ran.Local().Format("2006-01-02 15:04:05"),
			undo.Files(k.Files), undo.Size(k.Bytes), termtext.Escape(k.Line), state)
	}
	return ExitOK
}

// withoutPath is an error for the audit: a file error's operation and
// cause, not the path it names (the kept paths stay in the private
// manifest).
func withoutPath(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Op + ": " + pe.Err.Error()
	}
	return err.Error()
}
