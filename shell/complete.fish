# oterminus @VERSION@ completion for fish: oterminus completion fish | source
# __oterminus_table holds one line per place Tab may be pressed, "KEY<tab>WORDS":
# KEY is "oterminus" and the words typed so far that are not options
# ("oterminus config set policy_mode"), "oterminus CMD *" for anywhere
# later in CMD, or an option that takes a value ("--shell").
set -g __oterminus_table (string split \n -- @TABLE@)

# __oterminus_complete_find KEY prints KEY's words, one a line, and fails
# when the table has no line for KEY.
function __oterminus_complete_find
    for line in $__oterminus_table
        set -l kv (string split -m 1 \t -- $line)
        if test "$kv[1]" = "$argv[1]"
            string split -n ' ' -- $kv[2]
            return 0
        end
    end
    return 1
end

# __oterminus_complete prints what Tab offers after the words before the
# cursor: an option's values after an option that takes one, else the
# words of the place the other words lead to.
function __oterminus_complete
    set -l words (commandline -opc)
    set -e words[1]
    set -l key oterminus
    set -l cmd
    set -l value 0
    set -l prev
    for w in $words
        set prev $w
        if test $value = 1
            set value 0
            continue
        end
        switch $w
            case '-*'
                __oterminus_complete_find $w >/dev/null; and set value 1
            case '*'
                set key "$key $w"
                test -n "$cmd"; or set cmd $w
        end
    end
    if test $value = 1
        __oterminus_complete_find $prev
    else if not __oterminus_complete_find $key; and test -n "$cmd"
        __oterminus_complete_find "oterminus $cmd *"
    end
    return 0
end

complete -c oterminus -e
complete -c oterminus -f -a '(__oterminus_complete)'
