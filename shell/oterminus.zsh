# oterminus @VERSION@ zsh integration. Load it with:
#   eval "$(oterminus init zsh)"
# Widgets: oterminus-translate (@KEY_LABEL@), oterminus-explain (@EXPLAIN_LABEL@).
# Safe to load twice; does nothing in a non-interactive shell.

# The body is one if-block, not an early return: eval'd from a script,
# return would end the script (or the rest of .zshrc) instead.
if [[ -o interactive ]] && zmodload zsh/zle 2>/dev/null; then

typeset -g _oterminus_bin=@BIN@
typeset -ga _oterminus_keys=(@KEYS@) _oterminus_explain_keys=(@EXPLAIN_KEYS@)
typeset -g _oterminus_bind=@BIND@ _oterminus_first=1
# History lines handed to the helper: 0 unless context.history is on.
typeset -gi _oterminus_history=@HISTORY@
# The last command and its status, for the helper (fix-last-failure), and
# the one before it, for `oterminus explain --last` typed at the prompt.
typeset -g _oterminus_last='' _oterminus_last_status=0 _oterminus_prev=''
# Outcome tracking: set only while a command oterminus inserted is pending.
typeset -g _oterminus_event='' _oterminus_inserted='' _oterminus_request='' _oterminus_ran='' _oterminus_started=''
# A buffer to restore if the line editor is aborted mid-request.
typeset -g _oterminus_saved=''
export OTERMINUS_INTEGRATION=zsh

# The widgets. The first press also defines the rest of the integration
# (_oterminus_load).
oterminus-translate() { emulate -L zsh; (( _oterminus_loaded )) || _oterminus_load; _oterminus_widget translate }
oterminus-explain() { emulate -L zsh; (( _oterminus_loaded )) || _oterminus_load; _oterminus_widget explain }
zle -N oterminus-translate
zle -N oterminus-explain

# _oterminus_load defines the functions a key press needs, from the body
# below, once per shell. A shell start only binds the keys and registers
# the prompt hooks, without autoloading zsh's hook helpers: reading every
# function costs more than the budget of a start (half a bare one).
typeset -gi _oterminus_loaded=0
_oterminus_load() {
  _oterminus_loaded=1
  eval "$_oterminus_body"
}

_oterminus_bind_keys() {
  emulate -L zsh
  (( _oterminus_bind )) || return 0
  local map key
  for map in emacs viins vicmd; do
    for key in $_oterminus_keys; do bindkey -M $map "$key" oterminus-translate; done
    for key in $_oterminus_explain_keys; do bindkey -M $map "$key" oterminus-explain; done
  done
}
_oterminus_bind_keys
# zsh-vi-mode rebuilds its keymaps when it starts, before or after us.
() {
  emulate -L zsh
  typeset -ga zvm_after_init_commands
  (( ${zvm_after_init_commands[(I)_oterminus_bind_keys]} )) || zvm_after_init_commands+=(_oterminus_bind_keys)
}

_oterminus_preexec() {
  emulate -L zsh
  [[ -n $_oterminus_undo_line ]] && _oterminus_undo_keep "$1"
  _oterminus_prev=$_oterminus_last
  _oterminus_last=$1
  [[ -n $_oterminus_event ]] || return 0
  _oterminus_ran=$1
  _oterminus_started=$EPOCHREALTIME
}

# $? is read first; zsh hands each precmd hook the command's status.
_oterminus_precmd() {
  local st=$?
  emulate -L zsh
  _oterminus_last_status=$st
  [[ -n $_oterminus_undo_kept ]] && _oterminus_undo_finish
  [[ -n $_oterminus_event ]] || return $st
  if [[ -n $_oterminus_started ]]; then
    local -i ms=$(( (EPOCHREALTIME - _oterminus_started) * 1000 ))
    _oterminus_report --ran="$_oterminus_ran" --exit=$st --duration=$ms
  else
    _oterminus_report
  fi
  return $st
}

# Registered once each, as add-zsh-hook would, without loading it.
(( ${preexec_functions[(Ie)_oterminus_preexec]} )) || preexec_functions+=(_oterminus_preexec)
(( ${precmd_functions[(Ie)_oterminus_precmd]} )) || precmd_functions+=(_oterminus_precmd)

# --- undo: keep what a write oterminus answered will change, just before
# it runs (see `oterminus undo`); the functions are in the body below.
typeset -g _oterminus_undo_line='' _oterminus_undo_dir='' _oterminus_undo_kept=''

# oterminus doctor runs in a child process, which cannot see this shell's
# key bindings; the wrapper hands them over.
oterminus() {
  local st=$?
  emulate -L zsh
  if [[ ${1-} == doctor ]]; then
    local map state=''
    for map in emacs viins vicmd; do
      state+="$map=${$(bindkey -M $map "${_oterminus_keys[1]}" 2>/dev/null)##* };"
    done
    (( ${+functions[zvm_init]} )) && state+="zsh-vi-mode=1;"
    OTERMINUS_SHELL_STATE="zsh ${ZSH_VERSION};$state" command "$_oterminus_bin" "$@"
  else
    # The command before this one, for explain --last and the planner.
    local history=''
    (( _oterminus_history > 0 )) && history=$(fc -ln -$_oterminus_history -1 2>/dev/null)
    OTERMINUS_LAST_COMMAND=$_oterminus_prev OTERMINUS_LAST_STATUS=$st \
      OTERMINUS_HISTORY=$history command "$_oterminus_bin" "$@"
  fi
}

# --- body: what a key press needs. init keeps these lines as one string,
# _oterminus_body, and _oterminus_load evaluates it at the first press.

zmodload zsh/datetime # $EPOCHREALTIME, for the duration of an inserted command

# _oterminus_call ACTION: the helper gets the buffer, cursor, last status
# and last command as arguments, never as code; it never reads stdin.
_oterminus_call() {
  emulate -L zsh
  local -a first
  local history=''
  (( _oterminus_first )) && first=(--first)
  _oterminus_first=0
  (( _oterminus_history > 0 )) && history=$(fc -ln -$_oterminus_history -1 2>/dev/null)
  # What zsh knows of the first word (command, builtin, alias, function,
  # reserved or none) tells a typed command from a request. It is read
  # from zsh's own tables: no subshell on the key press.
  local -a words=(${(z)BUFFER})
  local w=${(Q)words[1]-} kind=''
  if [[ -n $w ]]; then
    if (( $+aliases[$w] )); then kind=alias
    elif (( $+functions[$w] )); then kind=function
    elif (( $+builtins[$w] )); then kind=builtin
    elif (( ${reswords[(Ie)$w]} )); then kind=reserved
    elif (( $+commands[$w] )) || [[ $w == */* && -x $w ]]; then kind=command
    else kind=none
    fi
  fi
  OTERMINUS_HISTORY=$history command "$_oterminus_bin" widget "$1" --shell zsh --cursor "$CURSOR" --status "$_oterminus_last_status" \
    --last-command "$_oterminus_last" --session "$$" --word-kind "$kind" $first -- "$BUFFER" </dev/null 2>/dev/null
}

# _oterminus_apply RC OUTPUT: act on the helper's answer (see the widget
# protocol: "insert ID" then the new buffer, or "keep ID"; then messages).
_oterminus_apply() {
  emulate -L zsh
  local rc=$1 out=$2
  local -a lines msg
  lines=("${(@f)out}")
  local -a head=(${(s: :)lines[1]})
  local action=${head[1]-} event=${head[2]-}
  if (( rc != 0 )) || [[ $action != (insert|keep) ]]; then
    (( _oterminus_question )) || zle reset-prompt
    if (( rc == 126 || rc == 127 )); then # --- keys: name what is missing
      _oterminus_say "oterminus: cannot run $_oterminus_bin; your line is unchanged" "hint: install oterminus again, or fix the line that loads it"
    else
      _oterminus_say "oterminus: failed (exit $rc); your line is unchanged"
    fi
    return 0
  fi
  if [[ $action == insert ]] && (( ${#lines} >= 2 )); then
    [[ -n $_oterminus_event ]] && _oterminus_report # the earlier insertion never ran
    # The request stays within reach: undo (Ctrl-_) gives it back, and
    # history keeps it for Up and Ctrl-R as a comment, or, where zsh
    # reads no comments at its prompt, as the quoted argument of ':',
    # so Enter on it does nothing ("command not found: #" otherwise).
    if [[ -n ${BUFFER//[[:space:]]/} && $BUFFER != "${lines[2]}" ]]; then
      local entry="# ${BUFFER//$'\n'/ }"
      [[ -o interactivecomments ]] || entry=": ${(qq)${BUFFER//$'\n'/ }}"
      print -rs -- "$entry"
    fi
    _oterminus_request=$BUFFER
    BUFFER=${lines[2]}
    CURSOR=${#BUFFER}
    _oterminus_event=$event _oterminus_inserted=$BUFFER _oterminus_ran='' _oterminus_started=''
    msg=("${(@)lines[3,-1]}")
  else
    msg=("${(@)lines[2,-1]}")
  fi
  (( _oterminus_question )) || zle reset-prompt
  (( ${#msg} )) && _oterminus_say "${(@)msg}"
  _oterminus_undo_arm "${head[3]-}"
  return 0
}

# _oterminus_say LINE...: show lines below the prompt. zle -M takes a line
# exactly as wide as the terminal (or twice as wide...) for one row more
# than it draws, scrolls, and leaves a copy of the edited line above the
# prompt (zsh 5.9, with the screen or tmux terminal description that tmux
# sets); a space at its end makes the count true.
_oterminus_say() {
  local -a shown
  local line
  for line in "$@"; do
    (( COLUMNS > 0 && ${(m)#line} > 0 && ${(m)#line} % COLUMNS == 0 )) && line+=' '
    shown+=("$line")
  done
  zle -M -- "${(F)shown}"
}

# _oterminus_widget ACTION: ask the helper and act on its answer,
# remembering the buffer in case a Ctrl-C aborts the line editor.
_oterminus_widget() {
  emulate -L zsh -o no_aliases
  local out rc
  # Ctrl-O on the line it just inserted, unchanged, gives the request back.
  if [[ $1 == translate && -n $_oterminus_event && $BUFFER == "$_oterminus_inserted" &&
        -n ${_oterminus_request//[[:space:]]/} && $_oterminus_request != "$_oterminus_inserted" ]]; then
    BUFFER=$_oterminus_request
    CURSOR=${#BUFFER}
    _oterminus_report # the inserted command was given up
    zle -M '' # the answer about the command given up no longer holds
    return 0
  fi
  _oterminus_saved=$BUFFER
  # A question (a line starting with ?) is answered below the prompt: the
  # display is given up, and drawn afresh under the answer (not reset in
  # place, which would draw over the answer's last lines).
  local -i _oterminus_question=0
  local lead=${BUFFER%%[^[:blank:]]*}
  [[ $1 == translate && ${BUFFER#$lead} == \?* ]] && _oterminus_question=1 && zle -I
  out=$(_oterminus_call $1)
  rc=$?
  _oterminus_saved=''
  _oterminus_apply $rc "$out"
}

# If a Ctrl-C reached the line editor before the helper took the
# terminal, the line was discarded: give it back on the next line.
_oterminus_line_init() {
  emulate -L zsh
  if [[ -n $_oterminus_saved ]]; then
    BUFFER=$_oterminus_saved
    CURSOR=${#BUFFER}
    _oterminus_saved=''
  fi
}

# --- keys: the answer goes with the line it was about
# Undo (Ctrl-_) that gives the request back leaves the answer about the
# inserted command under a line it no longer describes: clear it.
_oterminus_pre_redraw() {
  [[ -n $_oterminus_event && $BUFFER == "$_oterminus_request" && $BUFFER != "$_oterminus_inserted" ]] || return 0
  zle -M ''
}
# --- end keys

autoload -Uz add-zle-hook-widget
add-zle-hook-widget -d line-init _oterminus_line_init 2>/dev/null
add-zle-hook-widget line-init _oterminus_line_init
add-zle-hook-widget -d line-pre-redraw _oterminus_pre_redraw 2>/dev/null
add-zle-hook-widget line-pre-redraw _oterminus_pre_redraw

# _oterminus_report [--ran LINE --exit N --duration MS]: tell the helper,
# in the background and disowned, what became of the inserted command (the
# helper classifies it), and forget it.
_oterminus_report() {
  emulate -L zsh
  command "$_oterminus_bin" audit outcome --shell zsh --event "$_oterminus_event" \
    --inserted="$_oterminus_inserted" "$@" </dev/null >/dev/null 2>&1 &!
  _oterminus_event='' _oterminus_inserted='' _oterminus_started=''
}

# --- undo: keep what a write oterminus answered will change, just before
# it runs (see `oterminus undo`). The helper arms its answer ("armed" on the
# protocol's first line); only that line, unchanged and in the same
# directory, starts a process. Any other line costs one string test in
# each of the hooks above (preexec, precmd), and no function call.
_oterminus_undo_arm() {
  if [[ $1 == armed ]]; then
    _oterminus_undo_line=$BUFFER _oterminus_undo_dir=$PWD
  else
    _oterminus_undo_line='' _oterminus_undo_dir=''
  fi
}
# _oterminus_undo_keep LINE, from preexec while a line is armed.
_oterminus_undo_keep() {
  if [[ $1 == "$_oterminus_undo_line" && $PWD == "$_oterminus_undo_dir" ]]; then
    command "$_oterminus_bin" keep --session "$$" -- "$1" </dev/null >/dev/null
    _oterminus_undo_kept=1
  fi
  _oterminus_undo_line='' _oterminus_undo_dir=''
}
# _oterminus_undo_finish, from precmd after a kept line: what the line
# left, so undo can tell a later change from it.
_oterminus_undo_finish() {
  _oterminus_undo_kept=''
  command "$_oterminus_bin" keep --session "$$" --finish </dev/null >/dev/null
}
# --- end body

fi
