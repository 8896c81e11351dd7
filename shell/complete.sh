# The part of oterminus's Tab completion that bash and zsh share.
# _oterminus_table holds one line per place Tab may be pressed, "KEY<tab>WORDS":
# KEY is "oterminus" and the words typed so far that are not options
# ("oterminus config set policy_mode"), "oterminus CMD *" for anywhere
# later in CMD, or an option that takes a value ("--shell").
_oterminus_table=@TABLE@

# _oterminus_complete_find KEY sets _oterminus_reply to KEY's words, and
# fails when the table has no line for KEY.
_oterminus_complete_find() {
	local rest
	case $_oterminus_table in
	*$'\n'"$1"$'\t'*) ;;
	*) return 1 ;;
	esac
	rest=${_oterminus_table#*$'\n'"$1"$'\t'}
	_oterminus_reply=${rest%%$'\n'*}
}

# _oterminus_complete_words WORD... sets _oterminus_reply to what Tab
# offers after the words before the cursor (without the command's name):
# an option's values after an option that takes one, else the words of
# the place the other words lead to.
_oterminus_complete_words() {
	local key=oterminus cmd='' value=0 w prev=''
	for w in "$@"; do
		prev=$w
		if ((value)); then
			value=0
			continue
		fi
		case $w in
		-*) _oterminus_complete_find "$w" && value=1 ;;
		*)
			key="$key $w"
			[[ -n $cmd ]] || cmd=$w
			;;
		esac
	done
	_oterminus_reply=''
	if ((value)); then
		_oterminus_complete_find "$prev"
	elif ! _oterminus_complete_find "$key" && [[ -n $cmd ]]; then
		_oterminus_complete_find "oterminus $cmd *"
	fi
	return 0
}
