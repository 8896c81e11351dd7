# oterminus @VERSION@ completion for zsh (after compinit): eval "$(oterminus completion zsh)"
_oterminus() {
	local -a w
	_oterminus_complete_words "${(@)words[2,CURRENT-1]}"
	w=(${=_oterminus_reply})
	compadd -a w
}
(( ${+functions[compdef]} )) && compdef _oterminus oterminus
