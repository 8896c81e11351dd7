package registry

import (
	"regexp"
	"slices"
	"strings"

	"github.com/oterminus/oterminus/internal/lazyre"
)

// checkValue holds an option value or operand to the rules of its kind.
// Every kind refuses control characters: no program option needs them,
// and they are how a hostile value would hide itself in a terminal.
func checkValue(it Item, command string) error {
	if it.Option != nil && !it.Valued {
		return nil
	}
	field := "Operand"
	if it.Option != nil {
		field = "The value of " + it.Name
	} else if it.Operand != nil {
		field = it.Operand.Name
	}
	v := it.Value
	if strings.ContainsFunc(v, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
		return grammarErr(BadValue, "%s for '%s' cannot contain control characters.", field, command)
	}
	// A choice's own check comes first, so that it can say why a value is
	// not among the choices (curl -X POST changes the server).
	if it.Kind == Enum && it.Option != nil && it.Option.Check != nil {
		if msg := it.Option.Check(field, v); msg != "" {
			return grammarErr(BadValue, "%s (command '%s').", msg, command)
		}
	}
	if msg := valueRule(it)(field, v); msg != "" {
		return grammarErr(BadValue, "%s (command '%s').", msg, command)
	}
	var extra Rule
	switch {
	case it.Option != nil:
		extra = it.Option.Check
	case it.Operand != nil && it.Kind == it.Operand.Kind:
		// A mode that gives the operand another kind (zip -d names
		// members, not files) leaves the file rules behind.
		extra = it.Operand.Check
	}
	if extra != nil {
		if msg := extra(field, v); msg != "" {
			return grammarErr(BadValue, "%s (command '%s').", msg, command)
		}
	}
	return nil
}

func valueRule(it Item) Rule {
	switch it.Kind {
	case ReadPath, WritePath, RemovePath:
		return pathValue(it.Option != nil)
	case Glob, Regex, Text:
		return anyText
	case Integer:
		return Matches(integerPattern, "a whole number")
	case Size:
		return Matches(sizePattern, "a size such as 100M, +10k or 512c")
	case Age:
		return Matches(agePattern, "an age such as 7, +30, -1 or 10m")
	case Time:
		return NotBlank
	case User, Group:
		return Matches(accountPattern, "a user or group name or number")
	case Mode:
		return Matches(modePattern, "a permission mode such as 644, u+x or go-w")
	case Signal:
		return Matches(signalPattern, "a signal name or number such as TERM, KILL or 9")
	case URLValue:
		return globlessURL
	case HostName:
		return Host
	case Enum:
		return OneOf(it.Option.Enum...)
	case Seconds:
		return Matches(secondsPattern, "a number of seconds such as 5 or 0.5")
	}
	return anyText
}

// pathValue is rule P for declared paths. An operand cannot start with
// '-' (the program would read it as an option); an option's value can.
func pathValue(isOptionValue bool) Rule {
	return func(field, value string) string {
		if value == "" {
			return field + " cannot be empty"
		}
		if !isOptionValue && strings.HasPrefix(value, "-") && value != "-" {
			return field + " cannot start with '-'"
		}
		// A typed ~ is expanded by the reader and a model's by its
		// argument decoder, so a '~' still here was quoted or is ~user:
		// the rendering would quote it and the program get a literal
		// '~', almost never what was meant, so it is refused.
		if strings.HasPrefix(value, "~") {
			return field + " starts with '~', which a shell expands to a home directory; write the full path instead"
		}
		// head, tail and others read an operand "+N..." as an obsolete
		// option (tail +1f follows forever); name such a file ./+N.
		if !isOptionValue && strings.HasPrefix(value, "+") {
			return field + " cannot start with '+' (write ./" + value + " for a file of that name)"
		}
		lower := strings.ToLower(value)
		if strings.Contains(lower, "://") || strings.HasPrefix(lower, "mailto:") {
			return field + " must refer to a local filesystem target"
		}
		return ""
	}
}

func anyText(string, string) string { return "" }

// globlessURL is rule URL without the brackets and braces curl expands
// into many requests ([1-100000]).
func globlessURL(field, value string) string {
	if strings.ContainsAny(value, "[]{}") {
		return field + " cannot contain [ ] { }, which curl expands into many URLs"
	}
	return URL(field, value)
}

var (
	integerPatternRE = lazyre.Regexp{Expr: `^[+-]?[0-9]{1,12}$`}
	sizePatternRE    = lazyre.Regexp{Expr: `^[+-]?[0-9]{1,12}(\.[0-9]+)?([bckwBKMGTPE]|[KMGTPE]i?B?|[kMGTPE]B)?$`}
	secondsPatternRE = lazyre.Regexp{Expr: `^[0-9]{1,6}(\.[0-9]{1,6})?$`}
	agePatternRE     = lazyre.Regexp{Expr: `^[+-]?[0-9]{1,9}(\.[0-9]+)?[smhdw]?$`}
	accountPatternRE = lazyre.Regexp{Expr: `^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$`}
	modePatternRE    = lazyre.Regexp{Expr: `^([0-7]{3,4}|([ugoa]*[-+=]([rwxXst]*|[ugo]))(,([ugoa]*[-+=]([rwxXst]*|[ugo])))*)$`}
	signalPatternRE  = lazyre.Regexp{Expr: `^([0-9]{1,2}|(SIG)?[A-Z][A-Z0-9+-]{1,10})$`}
)

func integerPattern() *regexp.Regexp { return integerPatternRE.Get() }
func sizePattern() *regexp.Regexp    { return sizePatternRE.Get() }
func secondsPattern() *regexp.Regexp { return secondsPatternRE.Get() }
func agePattern() *regexp.Regexp     { return agePatternRE.Get() }
func accountPattern() *regexp.Regexp { return accountPatternRE.Get() }
func modePattern() *regexp.Regexp    { return modePatternRE.Get() }
func signalPattern() *regexp.Regexp  { return signalPatternRE.Get() }

// IsGrammarError reports whether err says argv is outside a declaration.
func IsGrammarError(err error) bool {
	_, ok := err.(*GrammarError)
	return ok
}

// OptionNames lists every spelling of every option of a declaration and
// its subcommands, for help and for the planner's contract.
func (s *Spec) OptionNames() []string {
	var out []string
	for o := range s.AllOptions() {
		out = append(out, o.Names...)
	}
	for _, sub := range s.Subcommands {
		out = append(out, sub.Spec.OptionNames()...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}
