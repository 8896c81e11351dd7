# oterminus @VERSION@ completion for bash: eval "$(oterminus completion bash)"
_oterminus_complete() {
	_oterminus_complete_words "${COMP_WORDS[@]:1:COMP_CWORD-1}"
	COMPREPLY=($(compgen -W "$_oterminus_reply" -- "${COMP_WORDS[COMP_CWORD]}"))
}
complete -F _oterminus_complete oterminus
