# oterminus @VERSION@ bash integration. Load it with:
#   eval "$(oterminus init bash)"
# Functions: oterminus-translate (@KEY_LABEL@), oterminus-explain (@EXPLAIN_LABEL@).
# Safe to load twice; does nothing in a non-interactive shell.

# The body is one if-block, not an early return: return outside a
# function is an error under eval in a script.
if [[ $- != *i* ]]; then
	: # not interactive: define and bind nothing
elif ((BASH_VERSINFO[0] < 4)); then
	printf 'oterminus: the Ctrl-O widget needs bash 4 or newer; this is bash %s (use zsh or fish, or a newer bash)\n' "$BASH_VERSION" >&2
	export OTERMINUS_SHELL_STATE="bash ${BASH_VERSION};" # for oterminus doctor
else

_oterminus_bin=@BIN@
_oterminus_keys=(@KEYS@)
_oterminus_explain_keys=(@EXPLAIN_KEYS@)
_oterminus_bind=@BIND@
_oterminus_first=${_oterminus_first:-1}
# History lines handed to the helper: 0 unless context.history is on.
_oterminus_history=@HISTORY@
# Outcome tracking: set only while a command oterminus inserted is pending.
_oterminus_event='' _oterminus_inserted='' _oterminus_request=''
# The last request kept in history as a comment, and the command before it.
_oterminus_comment=${_oterminus_comment-} _oterminus_comment_last=${_oterminus_comment_last-} _oterminus_seen_last=''
export OTERMINUS_INTEGRATION=bash

# --- keys: a Ctrl-C during the press keeps the line
# $? is still the last command's status when a key's function starts: the
# key binding ran nothing. The INT trap comes first, before anything that
# forks or takes time (but reading, at the first press, the trap to put
# back): on a Ctrl-C with no trap, readline discards the line once the
# binding returns (issue 35). A trap that runs a command, unlike
# an ignored signal, still lets Ctrl-C stop a helper that hangs before it
# reads the terminal itself. The first press also defines the rest of the
# integration (_oterminus_load).
oterminus-translate() { _oterminus_press translate "$?"; }
oterminus-explain() { _oterminus_press explain "$?"; }
_oterminus_press() {
	[[ -n ${_oterminus_int_trap+set} ]] || _oterminus_int_trap=$(trap -p INT) # the first press
	trap : INT
	[[ -n $_oterminus_loaded ]] || _oterminus_load
	_oterminus_widget "$1" "$2"
	eval "${_oterminus_int_trap:-trap - INT}"
}
# --- end keys

# _oterminus_load defines the functions a key press needs, from the body
# below, once per shell. A shell start only binds the keys and registers
# the prompt hook: reading every function costs more than the budget of a
# start (half a bare one).
_oterminus_loaded=''
_oterminus_load() {
	_oterminus_loaded=1
	eval "$_oterminus_body"
}

# _oterminus_int_trap, the INT trap the presses put back, is read once, at
# the first press: after .bashrc, so a trap set there counts. Read at a
# start, or at the first prompt, its subshell cost a start 4.5 ms (a bare
# one takes 8); read there, it is the one thing of a press that comes
# before the press's own trap, for the few milliseconds a subshell takes,
# at the first press only.
unset _oterminus_int_trap

_oterminus_bind_keys() {
	((_oterminus_bind)) || return 0
	[[ -o emacs || -o vi ]] || return 0 # line editing is off
	local map key
	for map in emacs-standard vi-insert vi-command; do
		# bash 5.1 loses other bind -x bindings when one is overwritten, so
		# remove ours before binding again (only again: each bind costs a
		# shell start a fraction of a millisecond).
		if [[ -n ${_oterminus_bound-} ]]; then
			for key in "${_oterminus_keys[@]}" "${_oterminus_explain_keys[@]}"; do
				bind -m "$map" -r "$key" 2>/dev/null
			done
		fi
		for key in "${_oterminus_keys[@]}"; do bind -m "$map" -x "\"$key\": oterminus-translate"; done
		for key in "${_oterminus_explain_keys[@]}"; do bind -m "$map" -x "\"$key\": oterminus-explain"; done
	done
	_oterminus_bound=1
}
_oterminus_bind_keys

# PS0 is expanded after a line is read and before it runs (never for an
# empty line): the arithmetic in its subscript notes when, in this shell,
# without a trap or a process. It expands to nothing. (bash 4.0 to 4.3 have
# no PS0: there every inserted command is recorded as abandoned.)
if [[ -n ${EPOCHREALTIME:-} ]]; then
	_oterminus_mark='${_oterminus_mark_[_oterminus_started=${EPOCHREALTIME/[.,]/}]-}'
else
	_oterminus_mark='${_oterminus_mark_[_oterminus_started=1]-}'
fi
_oterminus_started=''

# _oterminus_watch makes sure, when a command has just been inserted, that
# the next prompt's first hook is ours, so $? is still the command's
# whatever other PROMPT_COMMAND entries (history -a, direnv, zoxide) do to
# it. It runs from the key binding, never while PROMPT_COMMAND runs. It
# must not touch PS0: bash holds on to PS0's value while it reads a line.
_oterminus_watch() {
	[[ -n ${bash_preexec_imported:-} ]] && return 0 # its precmd hands hooks $?
	# Only bash 5.1 and newer run an array's entries; ${PROMPT_COMMAND@a}
	# reads that it is one without a subshell (bash 4.4 and newer have @a).
	if ((BASH_VERSINFO[0] * 100 + BASH_VERSINFO[1] >= 501)) && [[ ${PROMPT_COMMAND@a} == *a* ]]; then
		[[ ${PROMPT_COMMAND[0]} == _oterminus_precmd ]] && return 0
		local -a rest=()
		local entry
		for entry in "${PROMPT_COMMAND[@]}"; do
			[[ $entry == _oterminus_precmd ]] || rest+=("$entry")
		done
		PROMPT_COMMAND=(_oterminus_precmd "${rest[@]}")
	else
		local pc=${PROMPT_COMMAND-}
		[[ $pc == _oterminus_precmd || $pc == _oterminus_precmd$'\n'* ]] && return 0
		pc=${pc//_oterminus_precmd$'\n'/}
		pc=${pc%_oterminus_precmd}
		PROMPT_COMMAND=_oterminus_precmd${pc:+$'\n'$pc}
	fi
}

# _oterminus_precmd runs at each prompt, first, so $? is read before
# anything else. With a command pending, it reports the line that ran (if
# PS0 saw one start), its status and duration. $? is handed on unchanged.
# The PS0 mark is added again if a prompt theme replaced PS0.
_oterminus_precmd() {
	local st=$?
	[[ ${PS0-} == *"$_oterminus_mark"* ]] || PS0=${PS0-}$_oterminus_mark
	if [[ -n $_oterminus_event ]]; then
		if [[ -n $_oterminus_started ]]; then
			local ran ms=''
			ran=$(HISTTIMEFORMAT='' builtin history 1)
			ran=${ran#*[0-9]  }
			if ((_oterminus_started > 1)); then
				local now=${EPOCHREALTIME/[.,]/}
				ms=$(((now - _oterminus_started) / 1000))
			fi
			_oterminus_report --ran="$ran" --exit="$st" ${ms:+--duration="$ms"}
		else
			_oterminus_report
		fi
	fi
	_oterminus_started=''
	[[ -n $_oterminus_undo_kept ]] && _oterminus_undo_finish
	return $st
}

# Registered once, first, whether PROMPT_COMMAND is a string or (bash
# 5.1+) an array. bash-preexec users get its hook arrays instead.
if [[ -n ${bash_preexec_imported:-} ]]; then
	[[ " ${precmd_functions[*]} " == *" _oterminus_precmd "* ]] || precmd_functions=(_oterminus_precmd "${precmd_functions[@]}")
else
	_oterminus_watch
fi
[[ ${PS0-} == *"$_oterminus_mark"* ]] || PS0=${PS0-}$_oterminus_mark

# --- undo: keep what a write oterminus answered will change, just before
# it runs (see `oterminus undo`); the functions are in the body below.
_oterminus_undo_line='' _oterminus_undo_dir='' _oterminus_undo_kept=''
_oterminus_undo_trapped='' _oterminus_undo_saved=''

# oterminus doctor runs in a child process, which cannot see this shell's
# key bindings; the wrapper hands them over.
oterminus() {
	local st=$?
	if [[ ${1:-} == doctor ]]; then
		local map state='' b
		for map in emacs-standard vi-insert vi-command; do
			b=$(bind -m "$map" -X 2>/dev/null | grep -F "\"${_oterminus_keys[0]}\"")
			# Not a shell command: a readline function may hold the key.
			[[ -n $b ]] || b=$(bind -m "$map" -p 2>/dev/null | grep -F "\"${_oterminus_keys[0]}\":")
			state+="$map=${b##*: };"
		done
		OTERMINUS_SHELL_STATE="bash ${BASH_VERSION};$state" command "$_oterminus_bin" "$@"
	else
		# The command before this one (history's last line is this one),
		# for explain --last and the planner.
		local prev history=''
		prev=$(HISTTIMEFORMAT='' builtin history 2 2>/dev/null)
		prev=${prev%%$'\n'*}
		prev=${prev#*[0-9]  }
		if ((_oterminus_history > 0)); then
			[[ -n $_oterminus_loaded ]] || _oterminus_load
			history=$(_oterminus_history_lines)
		fi
		OTERMINUS_LAST_COMMAND=$prev OTERMINUS_LAST_STATUS=$st OTERMINUS_HISTORY=$history \
			command "$_oterminus_bin" "$@"
	fi
}

# --- body: what a key press needs. init keeps these lines as one string,
# _oterminus_body, and _oterminus_load evaluates it at the first press.

# _oterminus_call ACTION STATUS LAST: the helper gets the buffer, cursor,
# last status and last command as arguments, never as code.
_oterminus_call() {
	local first=''
	((_oterminus_first)) && first=--first
	_oterminus_first=0
	local history=''
	((_oterminus_history > 0)) && history=$(_oterminus_history_lines)
	# Whether bash knows the first word (a program, builtin, alias,
	# function or keyword) tells a typed command from a request. Only
	# type's status is read, so the key press starts no subshell.
	local word=${READLINE_LINE#"${READLINE_LINE%%[![:space:]]*}"} kind=''
	word=${word%%[[:space:]]*}
	if [[ -n $word ]]; then
		if type -t -- "$word" >/dev/null 2>&1; then kind=known; else kind=none; fi
	fi
	OTERMINUS_HISTORY=$history command "$_oterminus_bin" widget "$1" --shell bash --cursor "$READLINE_POINT" --status "$2" \
		--last-command "$3" --session "$$" --word-kind "$kind" $first -- "$READLINE_LINE" </dev/null 2>/dev/null
}

# _oterminus_history_lines prints the last $_oterminus_history history
# lines without their numbers (called only when context.history is on).
_oterminus_history_lines() {
	# history, not fc: inside a key binding fc's -1 skips the last command.
	local line
	while IFS= read -r line; do
		[[ $line =~ ^\ *[0-9]+\*?\ \ (.*)$ ]] && line=${BASH_REMATCH[1]}
		printf '%s\n' "$line"
	done < <(HISTTIMEFORMAT='' builtin history "$_oterminus_history" 2>/dev/null)
	return 0
}

# _oterminus_apply RC OUTPUT: act on the helper's answer ("insert ID" then
# the new buffer, or "keep ID"; then messages). bash cleared the prompt
# line before calling us and redraws it after, so messages go above it.
_oterminus_apply() {
	local rc=$1 lines action event
	mapfile -t lines <<<"$2"
	local -a head
	read -r -a head <<<"${lines[0]}"
	action=${head[0]-} event=${head[1]-}
	if ((rc != 0)) || [[ $action != insert && $action != keep ]]; then
		_oterminus_failed "$rc" >&2
		return 0
	fi
	local first_message=1
	if [[ $action == insert && ${#lines[@]} -ge 2 ]]; then
		[[ -n $_oterminus_event ]] && _oterminus_report # the earlier insertion never ran
		# The request stays within reach: undo (Ctrl-_) gives it back, and
		# history keeps it as a comment for Up and Ctrl-R.
		if [[ -n ${READLINE_LINE//[[:space:]]/} && $READLINE_LINE != "${lines[1]}" ]]; then
			_oterminus_comment="# ${READLINE_LINE//$'\n'/ }" _oterminus_comment_last=$_oterminus_seen_last
			builtin history -s -- "$_oterminus_comment"
		fi
		_oterminus_request=$READLINE_LINE
		READLINE_LINE=${lines[1]}
		READLINE_POINT=${#READLINE_LINE}
		_oterminus_event=$event _oterminus_inserted=$READLINE_LINE
		_oterminus_watch
		first_message=2
	fi
	((${#lines[@]} > first_message)) && printf '%s\n' "${lines[@]:first_message}" >&2
	_oterminus_undo_arm "${head[2]-}"
	return 0
}

# _oterminus_widget ACTION STATUS: ask the helper with the last command
# from history and act on its answer.
_oterminus_widget() {
	local last out rc
	# Ctrl-O on the line it just inserted, unchanged, gives the request back.
	if [[ $1 == translate && -n $_oterminus_event && $READLINE_LINE == "$_oterminus_inserted" &&
		-n ${_oterminus_request//[[:space:]]/} && $_oterminus_request != "$_oterminus_inserted" ]]; then
		READLINE_LINE=$_oterminus_request
		READLINE_POINT=${#READLINE_LINE}
		_oterminus_report # the inserted command was given up
		return 0
	fi
	last=$(HISTTIMEFORMAT='' builtin history 1 2>/dev/null)
	last=${last#*[0-9]  }
	# The request kept in history as a comment is not a command that ran.
	[[ $last == "$_oterminus_comment" ]] && last=$_oterminus_comment_last
	_oterminus_seen_last=$last
	out=$(_oterminus_call "$1" "$2" "$last")
	rc=$?
	_oterminus_apply "$rc" "$out"
}

# _oterminus_failed RC: what a press that got no answer says.
_oterminus_failed() {
	case $1 in
	126 | 127) printf 'oterminus: cannot run %s; your line is unchanged\nhint: install oterminus again, or fix the line that loads it\n' "$_oterminus_bin" ;;
	130) printf 'oterminus: cancelled; your line is unchanged\n' ;;
	*) printf 'oterminus: failed (exit %s); your line is unchanged\n' "$1" ;;
	esac
}
# _oterminus_report [--ran LINE --exit N [--duration MS]]: tell the
# helper, in the background, what became of the inserted command (the
# helper classifies it), and forget it. The subshell keeps the process out
# of this shell's job table.
_oterminus_report() {
	(command "$_oterminus_bin" audit outcome --shell bash --event "$_oterminus_event" \
		--inserted="$_oterminus_inserted" "$@" </dev/null >/dev/null 2>&1 &)
	_oterminus_event='' _oterminus_inserted=''
}

# --- undo: keep what a write oterminus answered will change, just before
# it runs (see `oterminus undo`). bash has no preexec: a DEBUG trap is set
# only while the helper's answer is armed ("armed" on the protocol's first
# line), so a line oterminus did not answer runs no trap and no process.
# The trap looks at the first command of the next line, reads the line
# from history only if its first word is the armed line's, and then
# removes itself. It does so in the trap's own text: bash gives a
# function its caller's DEBUG trap back when it returns.
_oterminus_undo_arm() {
	if [[ $1 != armed ]]; then
		_oterminus_undo_line='' # a trap still set removes itself next time
		return 0
	fi
	_oterminus_undo_line=$READLINE_LINE _oterminus_undo_dir=$PWD
	if [[ -n ${bash_preexec_imported:-} ]]; then
		# bash-preexec owns the DEBUG trap; its preexec hands us the line.
		[[ " ${preexec_functions[*]} " == *" _oterminus_undo_preexec "* ]] || preexec_functions+=(_oterminus_undo_preexec)
	elif [[ -z $_oterminus_undo_trapped ]]; then
		_oterminus_undo_saved=$(trap -p DEBUG)
		_oterminus_undo_trapped=1
		trap '_oterminus_undo_debug || { _oterminus_undo_trapped=""; eval "${_oterminus_undo_saved:-trap - DEBUG}"; }' DEBUG
	fi
}
# _oterminus_undo_debug returns 1 when the trap is done with.
_oterminus_undo_debug() {
	[[ -n $_oterminus_undo_line ]] || return 1
	# The rest of the key binding that armed it (a function's commands),
	# and our key bindings and prompt hook, run while the line is still
	# edited: the line's first command is run outside any function.
	((${#FUNCNAME[@]} > 1)) && return 0
	[[ $BASH_COMMAND == oterminus-* || $BASH_COMMAND == _oterminus_* ]] && return 0
	local armed=$_oterminus_undo_line
	_oterminus_undo_line=''
	[[ ${armed%%[[:space:]]*} == "${BASH_COMMAND%%[[:space:]]*}" ]] || return 1
	local ran
	ran=$(HISTTIMEFORMAT='' builtin history 1)
	_oterminus_undo_preexec "${ran#*[0-9]  }" "$armed"
	return 1
}
# _oterminus_undo_preexec LINE [ARMED]: keep, if LINE is the armed one.
_oterminus_undo_preexec() {
	local armed=${2-$_oterminus_undo_line}
	_oterminus_undo_line=''
	[[ -n $armed && $1 == "$armed" && $PWD == "$_oterminus_undo_dir" ]] || return 0
	command "$_oterminus_bin" keep --session "$$" -- "$1" </dev/null >/dev/null
	_oterminus_undo_kept=1
}
# _oterminus_undo_finish, from the prompt hook after a kept line: what
# the line left, so undo can tell a later change from it.
_oterminus_undo_finish() {
	_oterminus_undo_kept=''
	command "$_oterminus_bin" keep --session "$$" --finish </dev/null >/dev/null
}
# --- end body

fi
