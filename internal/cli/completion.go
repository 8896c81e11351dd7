package cli

import (
	"context"
	"fmt"
	"strings"

	"github.com/oterminus/oterminus/internal/config"
	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/registry"
)

// completionWords are what Tab offers after each command: the words that
// may come first, and the flags. TestCompletionCoversCommands keeps the
// list in step with commands().
var completionWords = map[string]struct{ args, flags []string }{
	"":             {flags: []string{"--dry-run", "--explain", "--shell", "--json", "--verbose", "--version", "--help"}},
	"explain":      {flags: []string{"--last", "--shell", "--json", "--help"}},
	"eval":         {flags: []string{"--policy-mode", "--live", "--model", "--contract", "--verbose", "--help"}},
	"warm":         {flags: []string{"--background"}},
	"init":         {args: []string{"zsh", "bash", "fish"}, flags: []string{"--key", "--explain-key", "--no-bind", "--help"}},
	"completion":   {args: []string{"zsh", "bash", "fish"}},
	"config":       {args: []string{"path", "show", "list", "get", "set", "unset", "reset", "init", "validate", "edit"}},
	"capabilities": {flags: []string{"--no-color", "--help"}}, // args: the family names, see completionFor
	"audit":        {args: []string{"tail", "status", "stats", "clear"}, flags: []string{"--json"}},
	"doctor":       {flags: []string{"--json"}},
	"ask":          {flags: []string{"--role", "--model", "--max-steps", "--budget", "--help"}},
	"roles":        {},
	"version":      {},
	"help":         {},
}

// completionFor is what Tab offers after a command: completionWords, and
// for capabilities the family names, looked up only here so that no run
// but completion's builds the registry's index at start-up.
func completionFor(name string) struct{ args, flags []string } {
	w := completionWords[name]
	if name == "capabilities" {
		w.args = familyNames()
	}
	return w
}

// familyNames are the command families, which capabilities takes.
func familyNames() []string {
	var names []string
	for _, f := range registry.Default().Families() {
		names = append(names, f.Name)
	}
	return names
}

// runCompletion prints Tab completion for oterminus's own commands and
// flags, to be loaded in the shell's startup file.
func runCompletion(_ context.Context, e *Env, args []string) int {
	if len(args) != 1 {
		return usageError(e, "completion", fmt.Errorf("completion needs one shell: %s", strings.Join(dialect.Names(), ", ")))
	}
	var top []string
	for _, c := range commands() {
		if !c.hidden {
			top = append(top, c.name)
		}
	}
	top = append(top, completionWords[""].flags...)
	var names []string
	for _, c := range commands() {
		if _, ok := completionWords[c.name]; ok && !c.hidden && c.name != "help" {
			names = append(names, c.name)
		}
	}
	keys := strings.Join(config.KeyNames(), " ")
	// The values of a key with few, after config set KEY.
	var choices []*config.Key
	for _, k := range config.Keys {
		if len(k.Choices()) > 0 {
			choices = append(choices, k)
		}
	}
	words := func(name string) string {
		w := completionFor(name)
		if name == "help" {
			return strings.Join(names, " ")
		}
		return strings.Join(append(append([]string{}, w.args...), w.flags...), " ")
	}
	var b strings.Builder
	switch args[0] {
	case "bash":
		b.WriteString("# oterminus completion for bash: eval \"$(oterminus completion bash)\"\n")
		b.WriteString("_oterminus_complete() {\n\tlocal cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} words=''\n")
		fmt.Fprintf(&b, "\tif [[ $prev == --shell ]]; then words='bash zsh fish'\n\telif ((COMP_CWORD == 1)); then words=%s\n", shq(strings.Join(top, " ")))
		fmt.Fprintf(&b, "\telif ((COMP_CWORD == 3)) && [[ ${COMP_WORDS[1]} == config ]]; then\n\t\tcase ${COMP_WORDS[2]} in get | set | reset) words=%s ;; esac\n", shq(keys))
		b.WriteString("\telif ((COMP_CWORD == 4)) && [[ ${COMP_WORDS[1]} == config && ${COMP_WORDS[2]} == set ]]; then\n\t\tcase ${COMP_WORDS[3]} in\n")
		for _, k := range choices {
			fmt.Fprintf(&b, "\t\t%s) words=%s ;;\n", k.Name, shq(strings.Join(k.Choices(), " ")))
		}
		b.WriteString("\t\tesac\n\telif ((COMP_CWORD >= 4)) && [[ ${COMP_WORDS[1]} == config ]]; then words=''\n")
		b.WriteString("\telse\n\t\tcase ${COMP_WORDS[1]} in\n")
		for _, n := range append(names, "help") {
			fmt.Fprintf(&b, "\t\t%s) words=%s ;;\n", n, shq(words(n)))
		}
		b.WriteString("\t\tesac\n\tfi\n\tCOMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n}\ncomplete -F _oterminus_complete oterminus\n")
	case "zsh":
		b.WriteString("# oterminus completion for zsh (after compinit): eval \"$(oterminus completion zsh)\"\n")
		b.WriteString("_oterminus() {\n  emulate -L zsh\n  local -a w\n")
		fmt.Fprintf(&b, "  if [[ ${words[CURRENT-1]} == --shell ]]; then w=(bash zsh fish)\n  elif (( CURRENT == 2 )); then w=(%s)\n", strings.Join(top, " "))
		fmt.Fprintf(&b, "  elif (( CURRENT == 4 )) && [[ ${words[2]} == config && ${words[3]} == (get|set|reset) ]]; then w=(%s)\n", keys)
		b.WriteString("  elif (( CURRENT == 5 )) && [[ ${words[2]} == config && ${words[3]} == set ]]; then\n    case ${words[4]} in\n")
		for _, k := range choices {
			fmt.Fprintf(&b, "    (%s) w=(%s) ;;\n", k.Name, strings.Join(k.Choices(), " "))
		}
		b.WriteString("    esac\n  elif (( CURRENT >= 5 )) && [[ ${words[2]} == config ]]; then w=()\n")
		b.WriteString("  else\n    case ${words[2]} in\n")
		for _, n := range append(names, "help") {
			fmt.Fprintf(&b, "    (%s) w=(%s) ;;\n", n, words(n))
		}
		b.WriteString("    esac\n  fi\n  compadd -a w\n}\n(( ${+functions[compdef]} )) && compdef _oterminus oterminus\n")
	case "fish":
		b.WriteString("# oterminus completion for fish: oterminus completion fish | source\ncomplete -c oterminus -e\ncomplete -c oterminus -f\n")
		fmt.Fprintf(&b, "complete -c oterminus -n __fish_use_subcommand -a %s\n", shq(strings.Join(names, " ")+" help"))
		for _, f := range completionWords[""].flags {
			fmt.Fprintf(&b, "complete -c oterminus -n __fish_use_subcommand -l %s\n", strings.TrimPrefix(f, "--"))
		}
		fmt.Fprintf(&b, "complete -c oterminus -l shell -x -a 'bash zsh fish'\n")
		for _, n := range names {
			w := completionFor(n)
			cond := shq("__fish_seen_subcommand_from " + n)
			if n == "config" {
				// The config command's words, only as its first word.
				cond = shq("__fish_seen_subcommand_from config; and test (count (commandline -opc)) -eq 2")
			}
			if len(w.args) > 0 {
				fmt.Fprintf(&b, "complete -c oterminus -n %s -a %s\n", cond, shq(strings.Join(w.args, " ")))
			}
			for _, f := range w.flags {
				fmt.Fprintf(&b, "complete -c oterminus -n %s -l %s\n", cond, strings.TrimPrefix(f, "--"))
			}
		}
		fmt.Fprintf(&b, "complete -c oterminus -n '__fish_seen_subcommand_from help' -a %s\n", shq(strings.Join(names, " ")))
		fmt.Fprintf(&b, "complete -c oterminus -n '__fish_seen_subcommand_from config; and __fish_seen_subcommand_from get set reset; and test (count (commandline -opc)) -eq 3' -a %s\n", shq(keys))
		for _, k := range choices {
			fmt.Fprintf(&b, "complete -c oterminus -n 'test (count (commandline -opc)) -eq 4; and __fish_seen_subcommand_from set; and __fish_seen_subcommand_from %s' -a %s\n", k.Name, shq(strings.Join(k.Choices(), " ")))
		}
	default:
		return usageError(e, "completion", fmt.Errorf("no completion for %q: choose %s", args[0], strings.Join(dialect.Names(), ", ")))
	}
	fmt.Fprint(e.Stdout, b.String())
	return ExitOK
}

// shq quotes a word list for the shells' single quotes (no quote inside).
func shq(s string) string { return "'" + strings.ReplaceAll(s, "'", "") + "'" }
