package reader

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"mvdan.cc/sh/v3/expand"
	"mvdan.cc/sh/v3/syntax"
)

// maxFields bounds what one word may expand to.
const maxFields = 4096

// posix reads bash and zsh lines from mvdan.cc/sh's syntax tree.
type posix struct {
	text    string
	shell   string // the shell's name, for messages
	variant variant
	zsh     bool
	env     *Env
	glob    *globber
}

func readPOSIX(text, shell string, v variant, env *Env) (*Line, error) {
	r := &posix{text: text, shell: shell, variant: v, zsh: v == zshRules, env: env,
		glob: &globber{env: env, chars: "*?[", globstar: v == zshRules || env.Options.GlobStar}}
	lang := syntax.LangBash
	if r.zsh {
		lang = syntax.LangZsh
	}
	if strings.HasPrefix(strings.TrimLeft(text, " \t"), "^") {
		return nil, refuse("history substitution", cut(strings.TrimSpace(text)), "is not supported: the shell would edit the previous command")
	}
	file, err := syntax.NewParser(syntax.Variant(lang), syntax.KeepComments(true)).Parse(strings.NewReader(text), "")
	if err != nil {
		return nil, parseError(shell, err)
	}
	if r.zsh && !env.Options.InteractiveComments {
		var comment string
		syntax.Walk(file, func(n syntax.Node) bool {
			if c, ok := n.(*syntax.Comment); ok && comment == "" {
				comment = "#" + c.Text
			}
			return true
		})
		if comment != "" {
			return nil, refuse("comment", cut(comment), "is not a comment at a zsh prompt without setopt interactivecomments: zsh would pass '#' and the words after it")
		}
	}
	line := &Line{}
	for i, st := range file.Stmts {
		op := ";"
		if i == 0 {
			op = ""
		}
		if err := r.list(st, op, line); err != nil {
			return nil, err
		}
	}
	return line, nil
}

func parseError(shell string, err error) error {
	var lerr syntax.LangError
	if errors.As(err, &lerr) {
		return &Error{Construct: lerr.Feature, Reason: fmt.Sprintf("%s is not %s syntax", lerr.Feature, shell)}
	}
	if syntax.IsIncomplete(err) {
		return &Error{Construct: "syntax", Reason: "the line is incomplete (an unclosed quote, bracket or operator)"}
	}
	var perr syntax.ParseError
	if errors.As(err, &perr) {
		return &Error{Construct: "syntax", Reason: fmt.Sprintf("%s cannot parse the line: %s", shell, perr.Text)}
	}
	return &Error{Construct: "syntax", Reason: fmt.Sprintf("%s cannot parse the line: %v", shell, err)}
}

// cut shortens a construct's text for a message.
func cut(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i] + "…"
	}
	if len(s) > 40 {
		n := 40
		for n > 0 && s[n]&0xC0 == 0x80 {
			n--
		}
		s = s[:n] + "…"
	}
	return s
}

// src is the text of n. The parser can place the end of a node it closed
// itself past the text (an unclosed "((" read as arithmetic), so the
// offsets are kept within it.
func (r *posix) src(n syntax.Node) string {
	end := min(int(n.End().Offset()), len(r.text))
	start := min(int(n.Pos().Offset()), end)
	return r.text[start:end]
}

func (r *posix) flags(st *syntax.Stmt) error {
	switch {
	case st.Negated:
		return refuse("negation", "!", "before a command is not supported")
	case st.Background:
		return refuse("background job", "&", "is not supported")
	case st.Coprocess:
		return refuse("coprocess", "|&", "is not supported")
	case st.Disown:
		return refuse("background job", "&|", "is not supported")
	}
	return nil
}

// list adds the pipelines of one statement, flattening && and ||.
func (r *posix) list(st *syntax.Stmt, op string, line *Line) error {
	if err := r.flags(st); err != nil {
		return err
	}
	if bin, ok := st.Cmd.(*syntax.BinaryCmd); ok && (bin.Op == syntax.AndStmt || bin.Op == syntax.OrStmt) {
		if len(st.Redirs) > 0 {
			return refuse("redirection", cut(r.src(st.Redirs[0])), "of a whole list is not supported")
		}
		if err := r.list(bin.X, op, line); err != nil {
			return err
		}
		return r.list(bin.Y, bin.Op.String(), line)
	}
	p := &Pipeline{Op: op}
	if err := r.pipe(st, p); err != nil {
		return err
	}
	line.Pipelines = append(line.Pipelines, p)
	return nil
}

func (r *posix) pipe(st *syntax.Stmt, p *Pipeline) error {
	if err := r.flags(st); err != nil {
		return err
	}
	bin, ok := st.Cmd.(*syntax.BinaryCmd)
	if !ok {
		c, err := r.simple(st)
		if err != nil {
			return err
		}
		p.Stages = append(p.Stages, c)
		return nil
	}
	if len(st.Redirs) > 0 {
		return refuse("redirection", cut(r.src(st.Redirs[0])), "of a whole pipeline is not supported")
	}
	switch bin.Op {
	case syntax.Pipe, syntax.PipeAll:
		if err := r.pipe(bin.X, p); err != nil {
			return err
		}
		if bin.Op == syntax.PipeAll { // a |& b is a 2>&1 | b
			last := p.Stages[len(p.Stages)-1]
			last.Redirs = append(last.Redirs, &Redirect{Fd: 2, Op: ">&", Target: &Word{Src: "1", Fields: []string{"1"}}, Src: "|&"})
		}
		return r.pipe(bin.Y, p)
	}
	return refuse("command list", cut(r.src(st)), "inside a pipeline is not supported")
}

// compound names the commands that are not simple commands.
func compound(cmd syntax.Command) string {
	switch c := cmd.(type) {
	case *syntax.Subshell:
		return "subshell"
	case *syntax.Block:
		return "command group"
	case *syntax.IfClause:
		return "if statement"
	case *syntax.WhileClause:
		if c.Until {
			return "until loop"
		}
		return "while loop"
	case *syntax.ForClause:
		return "for loop"
	case *syntax.CaseClause:
		return "case statement"
	case *syntax.FuncDecl:
		return "function definition"
	case *syntax.ArithmCmd:
		return "arithmetic command"
	case *syntax.TestClause:
		return "test command [[ ]]"
	case *syntax.DeclClause:
		return c.Variant.Value + " declaration"
	case *syntax.LetClause:
		return "let command"
	case *syntax.TimeClause:
		return "time command"
	case *syntax.CoprocClause:
		return "coprocess"
	}
	return "compound command"
}

func (r *posix) simple(st *syntax.Stmt) (*Command, error) {
	call, ok := st.Cmd.(*syntax.CallExpr)
	if st.Cmd == nil {
		return nil, refuse("redirection", cut(r.src(st)), "without a command is not supported")
	}
	if !ok {
		return nil, refuse(compound(st.Cmd), cut(r.src(st.Cmd)), "is not supported")
	}
	if len(call.Assigns) > 0 {
		a := call.Assigns[0]
		return nil, refuse("variable assignment", cut(r.src(a)), "before a command is not supported")
	}
	c := &Command{}
	if r.zsh && len(st.Redirs) > 0 {
		for _, arg := range call.Args {
			if l := arg.Lit(); len(l) > 2 && l[0] == '{' && l[len(l)-1] == '}' && isName(l[1:len(l)-1]) {
				return nil, refuse("zsh file descriptor variable", l, "before a redirection is not supported")
			}
		}
	}
	for _, arg := range call.Args {
		w, err := r.word(arg, false)
		if err != nil {
			return nil, err
		}
		c.Words = append(c.Words, w)
	}
	for _, rd := range st.Redirs {
		red, err := r.redirect(rd)
		if err != nil {
			return nil, err
		}
		c.Redirs = append(c.Redirs, red)
	}
	return c, nil
}

func (r *posix) redirect(rd *syntax.Redirect) (*Redirect, error) {
	src := r.src(rd)
	red := &Redirect{Src: src}
	switch rd.Op {
	case syntax.RdrOut, syntax.AppOut, syntax.RdrClob, syntax.DplOut:
		red.Fd = 1
	case syntax.RdrIn, syntax.RdrInOut, syntax.DplIn:
		red.Fd = 0
	case syntax.RdrAll, syntax.AppAll:
		red.Fd = -1
	case syntax.Hdoc, syntax.DashHdoc:
		return nil, refuse("here-document", cut(src), "is not supported")
	case syntax.WordHdoc:
		return nil, refuse("here-string", cut(src), "is not supported")
	default:
		return nil, refuse("redirection", cut(src), "is not supported")
	}
	red.Op = rd.Op.String()
	if rd.Op == syntax.RdrClob && r.zsh && strings.Contains(src, ">!") {
		red.Op = ">|"
	}
	if rd.N != nil {
		n, err := strconv.Atoi(rd.N.Value)
		if err != nil || n > 9 {
			return nil, refuse("redirection", cut(src), "with a named or large file descriptor is not supported")
		}
		red.Fd = n
		if red.Fd != 0 && red.Fd != 1 && red.Fd != 2 || rd.Op == syntax.RdrAll || rd.Op == syntax.AppAll {
			return nil, refuse("redirection", cut(src), "of file descriptor %d is not supported", n)
		}
	}
	w, err := r.word(rd.Word, true)
	if err != nil {
		return nil, err
	}
	if len(w.Fields) != 1 {
		return nil, refuse("redirection", cut(src), "must name exactly one file, not %d", len(w.Fields))
	}
	red.Target = w
	if rd.Op == syntax.DplOut || rd.Op == syntax.DplIn {
		t := w.Fields[0]
		if !w.Literal() || !(t == "-" || t == "0" || t == "1" || t == "2") {
			return nil, refuse("redirection", cut(src), "must duplicate descriptor 0, 1 or 2 (or close with -)")
		}
	}
	return red, nil
}

// shellOnly are the variables the shell sets itself, which the
// environment oterminus was given does not hold.
var shellOnly = wordSet{
	"RANDOM", "SRANDOM", "SECONDS", "LINENO", "PPID", "UID",
	"EUID", "GROUPS", "OLDPWD", "SHLVL", "BASHPID", "HISTCMD",
	"EPOCHSECONDS", "EPOCHREALTIME", "COLUMNS", "LINES", "IFS",
	"OPTIND", "OPTARG", "PIPESTATUS", "FUNCNAME", "HOSTNAME",
	"HOSTTYPE", "MACHTYPE", "OSTYPE", "BASH", "REPLY", "PS1",
	"PS2", "PS4", "PROMPT_COMMAND", "HISTFILE", "HISTSIZE", "DIRSTACK",
	"BASH_COMMAND", "COMP_LINE", "_", "TMOUT", "MAIL",
	// zsh
	"argv", "status", "pipestatus", "path", "cdpath", "fpath",
	"manpath", "mailpath", "psvar", "options", "commands", "functions",
	"aliases", "parameters", "TTY", "TTYIDLE", "EGID", "GID",
	"USERNAME", "HOST", "ERRNO", "RPROMPT", "PROMPT", "PS3",
	"ZSH_NAME", "ZSH_VERSION", "ZSH_SUBSHELL", "ZDOTDIR", "HISTCHARS",
	"histchars", "match", "MATCH", "MBEGIN", "MEND", "signals",
	"CPUTYPE", "VENDOR", "OSTYPE_", "KEYTIMEOUT", "WORDCHARS",
	"SAVEHIST", "NULLCMD", "READNULLCMD", "watch", "WATCH",
}

// variable returns the value of an environment variable, or why it is
// refused.
func variable(env *Env, name, src string) (string, error) {
	switch {
	case env.NoVariables:
		return "", refuse("variable", src, "is refused: a model's line may not expand variables")
	case name == "PWD":
		if env.Dir == "" {
			return "", refuse("variable", src, "is not known: no working directory was given")
		}
		return env.Dir, nil
	case shellOnly.has(name) || strings.HasPrefix(name, "BASH") || strings.HasPrefix(name, "ZSH_") ||
		strings.HasPrefix(name, "COMP_") || strings.HasPrefix(name, "HIST") || strings.HasPrefix(name, "fish_") ||
		strings.HasPrefix(name, "__fish"):
		return "", refuse("shell variable", src, "is refused: its value is known only inside the shell")
	}
	if env.Getenv != nil {
		if v, ok := env.Getenv(name); ok {
			return v, nil
		}
	}
	if name == "HOME" && env.Home != "" {
		return env.Home, nil
	}
	return "", refuse("variable", src, "is not set in the environment")
}

func isName(s string) bool {
	if s == "" || isDigit(s[0]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || isDigit(c) || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return true
}

// check refuses, anywhere in a word, what the reader cannot know or does
// not model, naming the construct.
func (r *posix) check(w *syntax.Word) error {
	var err error
	fail := func(e error) bool {
		if err == nil {
			err = e
		}
		return false
	}
	parts := w.Parts
	for i, part := range parts {
		if err != nil {
			break
		}
		syntax.Walk(part, func(n syntax.Node) bool {
			if err != nil {
				return false
			}
			switch n := n.(type) {
			case *syntax.CmdSubst:
				return fail(refuse("command substitution", cut(r.src(n)), "is refused: its output is known only when it runs"))
			case *syntax.ArithmExp:
				return fail(refuse("arithmetic expansion", cut(r.src(n)), "is not supported"))
			case *syntax.ProcSubst:
				return fail(refuse("process substitution", cut(r.src(n)), "is not supported"))
			case *syntax.ExtGlob:
				return fail(refuse("extglob pattern", cut(r.src(n)), "is not supported"))
			case *syntax.DblQuoted:
				if n.Dollar {
					return fail(refuse("locale quoting", cut(r.src(n)), "is not supported"))
				}
			case *syntax.ParamExp:
				src := r.src(n)
				if n.Param == nil || n.Flags != nil || n.Excl || n.Length || n.Width || n.IsSet ||
					n.Split != syntax.OptUnset || n.GlobSubst != syntax.OptUnset || n.RcExpand != syntax.OptUnset ||
					n.NestedParam != nil || n.Index != nil || len(n.Modifiers) > 0 || n.Slice != nil ||
					n.Repl != nil || n.Names != 0 || n.Exp != nil {
					return fail(refuse("parameter expansion", cut(src), "is not supported: only $NAME and ${NAME} are read"))
				}
				name := n.Param.Value
				if !isName(name) {
					return fail(refuse("special parameter", src, "is refused: its value is known only inside the shell"))
				}
				return false
			case *syntax.Lit:
				if e := r.checkLit(n, part, i == 0); e != nil {
					return fail(e)
				}
			}
			return true
		})
		if pe, ok := part.(*syntax.ParamExp); ok && r.zsh && pe.Short && i+1 < len(parts) {
			if lit, ok := parts[i+1].(*syntax.Lit); ok && len(lit.Value) > 0 {
				switch lit.Value[0] {
				case ':':
					fail(refuse("zsh modifier", cut(r.src(pe)+lit.Value), "is not supported"))
				case '[':
					fail(refuse("zsh subscript", cut(r.src(pe)+lit.Value), "is not supported"))
				}
			}
		}
	}
	return err
}

// checkLit scans one literal's raw text for history expansion and, in zsh,
// for the pattern and expansion syntax the reader does not model.
func (r *posix) checkLit(lit *syntax.Lit, top syntax.WordPart, first bool) error {
	_, inDbl := top.(*syntax.DblQuoted)
	raw := lit.Value
	off := int(lit.Pos().Offset())
	for i := 0; i < len(raw); i++ {
		c := raw[i]
		if c == '\\' {
			if inDbl && i+1 < len(raw) && raw[i+1] == '!' {
				return refuse("history expansion", cut(raw[i:min(i+4, len(raw))]), "is refused: a backslash before '!' in double quotes differs between shells")
			}
			i++
			continue
		}
		if c == '!' {
			var next byte
			if off+i+1 < len(r.text) {
				next = r.text[off+i+1]
			}
			// bash leaves "[!" alone when a ']' follows (a negated
			// bracket expression); zsh does not.
			bracket := !r.zsh && !inDbl && i > 0 && raw[i-1] == '[' && strings.Contains(raw[i+1:], "]")
			if next != 0 && next != ' ' && next != '\t' && next != '\n' && next != '=' && !bracket {
				end := i + 1
				for end < len(raw) && raw[end] != ' ' {
					end++
				}
				return refuse("history expansion", cut(raw[i:end]), "is refused: the shell would replace it with an earlier command")
			}
		}
		if !r.zsh || inDbl {
			continue
		}
		switch c {
		case '(', ')', '|', '<', '>':
			return refuse("zsh glob qualifier or pattern", cut(raw), "is not supported")
		case '=':
			if first && i == 0 && len(raw) > 1 {
				return refuse("zsh command path expansion", cut(raw), "is refused: zsh would replace it with a path from PATH")
			}
		case '^', '#', '~':
			if r.env.Options.ExtendedGlob && !(c == '~' && first && i == 0) {
				return refuse("zsh extended glob", cut(raw), "is not supported")
			}
		}
	}
	return nil
}

// word reads one word: braces, then tilde, variables and quote removal,
// then globbing. target says it is a redirection's file.
func (r *posix) word(w *syntax.Word, target bool) (*Word, error) {
	out := &Word{Src: r.src(w)}
	if err := r.check(w); err != nil {
		return nil, err
	}
	words := []*syntax.Word{w}
	cp := &syntax.Word{Parts: append([]syntax.WordPart(nil), w.Parts...)}
	syntax.SplitBraces(cp)
	for i, p := range cp.Parts {
		if br, ok := p.(*syntax.BraceExp); ok {
			if pe, ok := cp.Parts[max(i-1, 0)].(*syntax.ParamExp); ok && pe.Short && !r.zsh {
				// bash expands braces before variables: $A{b,c} is $Ab $Ac.
				return nil, refuse("brace expansion after a variable", cut(out.Src), "is read by bash as other variable names; write ${NAME}{…}")
			}
			if err := checkSequence(br, out.Src); err != nil {
				return nil, err
			}
			words = nil
			for bw, err := range expand.BracesSeq(nil, cp) {
				if err != nil || len(words) >= maxFields {
					return nil, refuse("brace expansion", cut(out.Src), "makes too many words")
				}
				words = append(words, bw)
			}
			out.Kind |= Brace
			break
		}
	}
	for _, bw := range words {
		fs, err := r.fields(bw, out)
		if err != nil {
			return nil, err
		}
		for _, f := range fs {
			if err := r.globField(f, out, target); err != nil {
				return nil, err
			}
		}
	}
	if len(out.Fields) > maxFields {
		return nil, refuse("word", cut(out.Src), "expands to too many arguments")
	}
	return out, nil
}

// checkSequence refuses character sequences beyond letters ({a..z} is
// fine; {Z..a} would make '\\' and '`' words), including nested ones.
func checkSequence(br *syntax.BraceExp, src string) error {
	if br.Sequence {
		a, b := br.Elems[0].Lit(), br.Elems[1].Lit()
		if _, err := strconv.Atoi(a); err == nil {
			if _, err := strconv.Atoi(b); err == nil {
				return nil
			}
		}
		letter := func(s string) int {
			switch {
			case len(s) == 1 && 'a' <= s[0] && s[0] <= 'z':
				return 1
			case len(s) == 1 && 'A' <= s[0] && s[0] <= 'Z':
				return 2
			}
			return 0
		}
		if letter(a) == 0 || letter(a) != letter(b) {
			return refuse("brace sequence", cut(src), "is not supported: only numbers or letters of one case")
		}
		return nil
	}
	for _, e := range br.Elems {
		for _, p := range e.Parts {
			if inner, ok := p.(*syntax.BraceExp); ok {
				if err := checkSequence(inner, src); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// globField adds a field to the word, matching it when it has live
// pattern characters.
func (r *posix) globField(f *field, out *Word, target bool) error {
	lone := len(f.text) == 1 && f.text[0] == '['
	if !f.hasMeta("*?") && (lone || !r.zsh && !balancedBrackets(f)) {
		// bash reads '[' without a later ']' literally; zsh a lone '['.
		out.Fields = append(out.Fields, string(f.text))
		return nil
	}
	if !f.hasMeta(r.glob.chars) {
		out.Fields = append(out.Fields, string(f.text))
		return nil
	}
	pat := f.pattern()
	if err := globAllowed(r.env, r.variant, f, pat, target); err != nil {
		return err
	}
	if r.zsh && f.hasMeta("[") && !balancedBrackets(f) {
		return refuse("glob", cut(pat), "is a bad pattern in zsh (an unclosed '[')")
	}
	return r.glob.expand(f, pat, out)
}

func globAllowed(env *Env, v variant, f *field, pat string, target bool) error {
	if target {
		return refuse("glob", cut(pat), "in a redirection is not supported")
	}
	if len(env.Options.Unsupported) > 0 {
		return refuse("glob", cut(pat), "is not supported with the shell option %s", env.Options.Unsupported[0])
	}
	comps := strings.Split(string(f.text), "/")
	off := 0
	for i, c := range comps {
		star2 := false
		for j := off; j+1 < off+len(c); j++ {
			if f.meta[j] && f.meta[j+1] && f.text[j] == '*' && f.text[j+1] == '*' {
				star2 = true
			}
		}
		whole := c == "**" && star2
		last := i == len(comps)-1
		switch {
		case !star2 || v == bashRules && !env.Options.GlobStar:
			// '**' inside a component is '*'
		case v == fishRules:
			return refuse("recursive glob", cut(pat), "is not supported in fish")
		case v == zshRules && c == "***" && !last:
			return refuse("recursive glob", cut(pat), "following symbolic links is not supported")
		case v == bashRules && whole && (last || i == len(comps)-2 && comps[len(comps)-1] == ""):
			return refuse("recursive glob", cut(pat), "matching directories and files at every depth is not supported")
		}
		off += len(c) + 1
	}
	return nil
}

func balancedBrackets(f *field) bool {
	open := false
	for i, c := range f.text {
		if c == '[' && f.meta[i] {
			open = true
		} else if c == ']' && open {
			open = false
		}
	}
	return !open
}

// fields expands one brace-free word into fields, before globbing.
func (r *posix) fields(w *syntax.Word, out *Word) ([]*field, error) {
	fs := newFields()
	var parts []syntax.WordPart
	for _, p := range w.Parts { // brace expansion leaves literals in pieces
		if lit, ok := p.(*syntax.Lit); ok && len(parts) > 0 {
			if prev, ok := parts[len(parts)-1].(*syntax.Lit); ok {
				parts[len(parts)-1] = &syntax.Lit{ValuePos: prev.ValuePos, Value: prev.Value + lit.Value}
				continue
			}
		}
		parts = append(parts, p)
	}
	if len(parts) > 0 {
		if lit, ok := parts[0].(*syntax.Lit); ok && strings.HasPrefix(lit.Value, "~") {
			rest, err := r.tilde(lit, len(parts) > 1, fs, out)
			if err != nil {
				return nil, err
			}
			parts = append([]syntax.WordPart{&syntax.Lit{ValuePos: lit.ValuePos, Value: rest}}, parts[1:]...)
		} else if ok {
			if err := r.assignTilde(lit.Value); err != nil {
				return nil, err
			}
		}
	}
	if err := r.parts(parts, fs, out, false); err != nil {
		return nil, err
	}
	return fs.end(), nil
}

// assignTilde refuses NAME=~ words: bash expands the tilde there, zsh only
// with magicequalsubst.
func (r *posix) assignTilde(raw string) error {
	eq := strings.IndexByte(raw, '=')
	if eq <= 0 || !isName(raw[:eq]) {
		return nil
	}
	v := raw[eq+1:]
	if strings.HasPrefix(v, "~") || strings.Contains(v, ":~") {
		return refuse("tilde after '='", cut(raw), "is read differently by bash and zsh; quote it or write the directory")
	}
	return nil
}

// tilde expands the word's leading ~ or ~user into fs and returns the
// rest of the literal.
func (r *posix) tilde(lit *syntax.Lit, more bool, fs *fields, out *Word) (string, error) {
	raw := lit.Value
	end := strings.IndexByte(raw, '/')
	if end < 0 {
		if more {
			return "", refuse("tilde", cut(raw), "followed by quoted or expanded text is not supported")
		}
		end = len(raw)
	}
	name := raw[1:end]
	home, err := tildeHome(r.env, name, raw[:end])
	if err != nil {
		return "", err
	}
	fs.lit(home, false, true)
	out.Kind |= Tilde
	return raw[end:], nil
}

func tildeHome(env *Env, name, src string) (string, error) {
	switch {
	case name == "":
		if env.Getenv != nil {
			if h, ok := env.Getenv("HOME"); ok {
				return h, nil
			}
		}
		if env.Home == "" {
			return "", refuse("tilde", src, "is not known: HOME is not set")
		}
		return env.Home, nil
	case name[0] == '+' || name[0] == '-' || isDigit(name[0]):
		return "", refuse("directory stack tilde", src, "is refused: its value is known only inside the shell")
	case !isUserName(name):
		return "", refuse("tilde", src, "is not a user name the reader can look up")
	}
	if env.LookupUser != nil {
		if h, ok := env.LookupUser(name); ok {
			return h, nil
		}
	}
	return "", refuse("tilde", src, "names no known user")
}

func isUserName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c == '-' || c == '.' || isDigit(c) || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z') {
			return false
		}
	}
	return s != ""
}

// parts adds word parts to fs; quoted says they are inside double quotes.
func (r *posix) parts(parts []syntax.WordPart, fs *fields, out *Word, quoted bool) error {
	for _, part := range parts {
		switch p := part.(type) {
		case *syntax.Lit:
			r.lit(p.Value, fs, out, quoted)
		case *syntax.SglQuoted:
			out.Kind |= Quoted
			v := p.Value
			if p.Dollar {
				var err error
				if v, err = ansiC(v, r.src(p), r.zsh); err != nil {
					return err
				}
				out.Kind |= ANSIC
			}
			fs.lit(v, false, true)
		case *syntax.DblQuoted:
			out.Kind |= Quoted
			fs.lit("", false, true)
			if err := r.parts(p.Parts, fs, out, true); err != nil {
				return err
			}
		case *syntax.ParamExp:
			name := p.Param.Value
			v, err := variable(r.env, name, r.src(p))
			if err != nil {
				return err
			}
			out.Kind |= Variable
			out.Vars = append(out.Vars, name)
			switch {
			case quoted:
				fs.lit(v, false, true)
			case !r.zsh || r.env.Options.ShWordSplit:
				fs.split(v, !r.zsh || r.env.Options.GlobSubst)
			default:
				fs.lit(v, r.env.Options.GlobSubst, false)
			}
		default:
			return refuse("word part", cut(r.src(p)), "is not supported")
		}
	}
	return nil
}

// lit removes the quoting of a literal's raw text: outside double quotes a
// backslash quotes the next character; inside, only $ ` " \ and newline.
func (r *posix) lit(raw string, fs *fields, out *Word, quoted bool) {
	start := 0
	for i := 0; i < len(raw); i++ {
		if raw[i] != '\\' || i+1 >= len(raw) {
			continue
		}
		next := raw[i+1]
		if quoted && !strings.ContainsRune("$`\"\\\n", rune(next)) {
			continue
		}
		fs.lit(raw[start:i], !quoted, quoted)
		out.Kind |= Quoted
		if next != '\n' {
			fs.lit(raw[i+1:i+2], false, true)
		}
		i++
		start = i + 1
	}
	fs.lit(raw[start:], !quoted, quoted)
}

// ansiC decodes the body of $'…' as bash and zsh do: an unknown escape
// keeps its backslash in bash and loses it in zsh.
func ansiC(body, src string, zsh bool) (string, error) {
	var b strings.Builder
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' || i+1 >= len(body) {
			b.WriteByte(c)
			continue
		}
		i++
		c = body[i]
		switch c {
		case 'a':
			b.WriteByte('\a')
		case 'b':
			b.WriteByte('\b')
		case 'e', 'E':
			b.WriteByte(0x1b)
		case 'f':
			b.WriteByte('\f')
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte('\v')
		case '\\', '\'', '"', '?':
			b.WriteByte(c)
		case '0', '1', '2', '3', '4', '5', '6', '7':
			n, j := 0, i
			for j < len(body) && j < i+3 && '0' <= body[j] && body[j] <= '7' {
				n = n*8 + int(body[j]-'0')
				j++
			}
			i = j - 1
			if n&0xff == 0 {
				return "", refuse("ANSI-C quoting", cut(src), "contains a NUL byte")
			}
			b.WriteByte(byte(n))
		case 'x', 'u', 'U':
			max := map[byte]int{'x': 2, 'u': 4, 'U': 8}[c]
			n, j := 0, i+1
			for j < len(body) && j < i+1+max && isHex(body[j]) {
				n = n*16 + hexVal(body[j])
				j++
			}
			if j == i+1 {
				b.WriteByte('\\')
				b.WriteByte(c)
				continue
			}
			i = j - 1
			if n == 0 {
				return "", refuse("ANSI-C quoting", cut(src), "contains a NUL byte")
			}
			if c == 'x' {
				b.WriteByte(byte(n))
			} else {
				if n > 0x10FFFF || (0xD800 <= n && n <= 0xDFFF) {
					return "", refuse("ANSI-C quoting", cut(src), "has an invalid character code")
				}
				b.WriteRune(rune(n))
			}
		case 'c':
			return "", refuse("ANSI-C quoting", cut(src), "with a \\c control escape is not supported")
		default:
			if !zsh {
				b.WriteByte('\\')
			}
			b.WriteByte(c)
		}
	}
	return b.String(), nil
}

func isHex(c byte) bool {
	return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func hexVal(c byte) int {
	switch {
	case isDigit(c):
		return int(c - '0')
	case 'a' <= c && c <= 'f':
		return int(c-'a') + 10
	}
	return int(c-'A') + 10
}

// wordSet is a small set of words, looked up in order: a literal of it is
// static data, where a map literal would be built at every start-up.
type wordSet []string

func (s wordSet) has(w string) bool { return slices.Contains(s, w) }
