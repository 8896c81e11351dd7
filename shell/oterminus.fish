# oterminus @VERSION@ fish integration. Load it with:
#   oterminus init fish | source
# Functions: oterminus-translate (@KEY_LABEL@), oterminus-explain (@EXPLAIN_LABEL@).
# Safe to load twice; does nothing in a non-interactive shell.

status is-interactive; or exit 0

set -g _oterminus_bin @BIN@
# Key names: fish 3 notation first, fish 4 names second.
set -g _oterminus_keys @KEYS@
set -g _oterminus_explain_keys @EXPLAIN_KEYS@
set -g _oterminus_bind @BIND@
set -q _oterminus_first; or set -g _oterminus_first 1
set -q _oterminus_last_status; or set -g _oterminus_last_status 0
set -q _oterminus_last; or set -g _oterminus_last ''
set -q _oterminus_prev; or set -g _oterminus_prev ''
# History lines handed to the helper: 0 unless context.history is on.
set -g _oterminus_history @HISTORY@
# Outcome tracking: set only while a command oterminus inserted is pending.
set -g _oterminus_event ''
set -g _oterminus_inserted ''
set -g _oterminus_ran ''
set -g _oterminus_request ''
set -gx OTERMINUS_INTEGRATION fish

# _oterminus_call ACTION: the helper gets the buffer, cursor, last status
# and last command as arguments, never as code; it never reads stdin.
function _oterminus_call
    set -l first
    if test "$_oterminus_first" = 1
        set first --first
        set -g _oterminus_first 0
    end
    # string collect keeps a multi-line buffer one argument.
    set -l buffer (commandline | string collect)
    # What fish knows of the first word (file, builtin, function, or
    # none) tells a typed command from a request.
    set -l words (commandline -o)
    set -l kind ''
    if set -q words[1]
        set kind (type -t -- $words[1] 2>/dev/null; or echo none)
    end
    OTERMINUS_HISTORY=(_oterminus_history_lines | string collect) command $_oterminus_bin widget $argv[1] --shell fish --cursor (commandline -C) \
        --status $_oterminus_last_status --last-command "$_oterminus_last" --session $fish_pid --word-kind "$kind" $first \
        -- "$buffer" </dev/null 2>/dev/null
end

# _oterminus_history_lines prints the recent history, oldest first, when
# context.history is on.
function _oterminus_history_lines
    test "$_oterminus_history" -gt 0; or return 0
    history --max $_oterminus_history --reverse 2>/dev/null
end

# _oterminus_say LINES...: print lines where the prompt was and have fish
# draw the prompt again below them. fish redraws relative to where it last
# left the cursor, so move up to the prompt's first line (extra prompt
# lines, plus the cursor's line within the buffer), clear from there, print,
# and add the same number of newlines for fish's move back up.
function _oterminus_say
    set -l up (math (count (fish_prompt)) - 1 + (commandline -L) - 1)
    test $up -gt 0; and printf '\e[%dA' $up >&2
    printf '\r\e[J' >&2
    printf '%s\n' $argv >&2
    string repeat -N -n $up \n >&2
end

# _oterminus_apply RC LINES...: act on the helper's answer ("insert ID"
# then the new buffer, or "keep ID"; then messages).
function _oterminus_apply
    set -l rc $argv[1]
    set -l lines $argv[2..-1]
    set -l head (string split ' ' -- "$lines[1]")
    if test "$rc" != 0; or not contains -- "$head[1]" insert keep
        if contains -- "$rc" 126 127 # --- keys: name what is missing
            _oterminus_say "oterminus: cannot run $_oterminus_bin; your line is unchanged" "hint: install oterminus again, or fix the line that loads it"
        else
            _oterminus_say "oterminus: failed (exit $rc); your line is unchanged"
        end
        commandline -f repaint
        return 0
    end
    set -l messages $lines[2..-1]
    if test "$head[1]" = insert; and test (count $lines) -ge 2
        set messages $lines[3..-1]
    end
    # Print while fish still shows the old line, then change it.
    test (count $messages) -gt 0; and _oterminus_say $messages
    if test "$head[1]" = insert; and test (count $lines) -ge 2
        test -n "$_oterminus_event"; and _oterminus_report # the earlier insertion never ran
        # The request stays within reach: undo (Ctrl-Z, Ctrl-_) gives it
        # back. (fish 3's history append keeps nothing a session can
        # search, so no history comment here.)
        set -g _oterminus_request (commandline | string collect)
        commandline -r -- $lines[2]
        commandline -C (string length -- $lines[2])
        set -g _oterminus_event $head[2]
        set -g _oterminus_inserted $lines[2]
        set -g _oterminus_ran ''
    end
    _oterminus_undo_arm $head[3]
    commandline -f repaint
end

function oterminus-translate
    # Ctrl-O on the line it just inserted, unchanged, gives the request back.
    set -l buffer (commandline | string collect)
    if test -n "$_oterminus_event"; and test "$buffer" = "$_oterminus_inserted"
        and string match -qr '\S' -- "$_oterminus_request"; and test "$_oterminus_request" != "$_oterminus_inserted"
        commandline -r -- $_oterminus_request
        commandline -C (string length -- "$_oterminus_request")
        _oterminus_report # the inserted command was given up
        commandline -f repaint
        return 0
    end
    set -l out (_oterminus_call translate)
    set -l rc $status
    # A question (a line starting with ?) was answered below the prompt,
    # and fish redraws relative to where it left the cursor: make room for
    # the prompt's extra lines, so the redraw does not cover the answer.
    if string match -qr '^[ \t]*\?' -- "$buffer"
        set -l up (math (count (fish_prompt)) - 1 + (commandline -L) - 1)
        test $up -gt 0; and string repeat -N -n $up \n >&2
    end
    _oterminus_apply $rc $out
end

function oterminus-explain
    set -l out (_oterminus_call explain)
    _oterminus_apply $status $out
end

function _oterminus_bind_keys
    test "$_oterminus_bind" = 1; or return 0
    # fish 4 reads keys by name; fish 3 by escape sequence.
    set -l i 1
    string match -qr '^[0-3]\.' -- $version; or set i 2
    for mode in default insert
        bind -M $mode $_oterminus_keys[$i] oterminus-translate
        bind -M $mode $_oterminus_explain_keys[$i] oterminus-explain
    end
end
_oterminus_bind_keys

# _oterminus_report [--ran=LINE --exit=N --duration=MS]: tell the helper,
# in the background and disowned, what became of the inserted command (the
# helper classifies it), and forget it.
function _oterminus_report
    command $_oterminus_bin audit outcome --shell fish --event $_oterminus_event \
        --inserted=$_oterminus_inserted $argv </dev/null >/dev/null 2>&1 &
    disown 2>/dev/null
    set -g _oterminus_event ''
    set -g _oterminus_inserted ''
    set -g _oterminus_ran ''
end

function _oterminus_preexec --on-event fish_preexec
    test -n "$_oterminus_undo_line"; and _oterminus_undo_keep $argv[1]
    set -g _oterminus_prev $_oterminus_last
    set -g _oterminus_last $argv[1]
    test -n "$_oterminus_event"; and set -g _oterminus_ran $argv[1]
end

# $status is read first; fish hands each handler the command's status.
function _oterminus_postexec --on-event fish_postexec
    set -l st $status
    set -l duration $CMD_DURATION
    set -g _oterminus_last_status $st
    test -n "$_oterminus_undo_kept"; and _oterminus_undo_finish
    test -n "$_oterminus_event"; or return $st
    _oterminus_report --ran=$_oterminus_ran --exit=$st --duration=$duration
    return $st
end

# A pending inserted command that is cancelled (Ctrl-C), or emptied and
# entered, was abandoned. A repaint over the inserted or edited line is
# not an outcome yet.
function _oterminus_cancel --on-event fish_cancel
    test -n "$_oterminus_event"; and _oterminus_report
end

function _oterminus_prompt --on-event fish_prompt
    test -n "$_oterminus_event"; and test -z "$_oterminus_ran"; or return 0
    test -z (commandline | string collect); and _oterminus_report
end

# --- undo: keep what a write oterminus answered will change, just before
# it runs (see `oterminus undo`). The helper arms its answer ("armed" on the
# protocol's first line); only that line, unchanged and in the same
# directory, starts a process. Any other line costs one test builtin in
# each of the handlers above (preexec, postexec), and no function call.
set -g _oterminus_undo_line ''
set -g _oterminus_undo_dir ''
set -g _oterminus_undo_kept ''
function _oterminus_undo_arm
    if test "$argv[1]" = armed
        set -g _oterminus_undo_line (commandline | string collect)
        set -g _oterminus_undo_dir $PWD
    else
        set -g _oterminus_undo_line ''
    end
end
# _oterminus_undo_keep LINE, from fish_preexec while a line is armed.
function _oterminus_undo_keep
    if test "$argv[1]" = "$_oterminus_undo_line"; and test "$PWD" = "$_oterminus_undo_dir"
        command $_oterminus_bin keep --session $fish_pid -- $argv[1] </dev/null >/dev/null
        set -g _oterminus_undo_kept 1
    end
    set -g _oterminus_undo_line ''
end
# _oterminus_undo_finish, from fish_postexec after a kept line: what the
# line left, so undo can tell a later change from it.
function _oterminus_undo_finish
    set -g _oterminus_undo_kept ''
    command $_oterminus_bin keep --session $fish_pid --finish </dev/null >/dev/null
end
# --- end undo

# oterminus doctor runs in a child process, which cannot see this shell's
# key bindings; the wrapper hands them over.
function oterminus --wraps oterminus
    if test "$argv[1]" = doctor
        set -l i 1
        string match -qr '^[0-3]\.' -- $version; or set i 2
        set -l state "fish $version;"
        for mode in default insert
            set -l b (bind -M $mode $_oterminus_keys[$i] 2>/dev/null | string split ' ')[-1]
            set state "$state$mode=$b;"
        end
        OTERMINUS_SHELL_STATE=$state command $_oterminus_bin $argv
    else
        # The command before this one, for explain --last and the planner.
        OTERMINUS_LAST_COMMAND=$_oterminus_prev OTERMINUS_LAST_STATUS=$_oterminus_last_status \
            OTERMINUS_HISTORY=(_oterminus_history_lines | string collect) command $_oterminus_bin $argv
    end
end
