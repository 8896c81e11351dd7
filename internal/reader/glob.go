package reader

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// globber matches a field against the files present now.
type globber struct {
	env *Env
	// chars are the shell's pattern characters: "*?[" in bash and zsh,
	// "*?" in fish.
	chars string
	// globstar: a whole '**' component before a '/' matches any
	// number of directories (zsh; bash with globstar), symbolic links
	// and hidden directories aside.
	globstar bool
	// natural sorts like fish (numbers by value, case folded); otherwise
	// bytewise, as bash and zsh in the C or C.UTF-8 locale.
	natural bool
}

// pc is one pattern character: meta means it is unquoted.
type pc struct {
	r    rune
	meta bool
}

func (g *globber) readDir(dir string) ([]fs.DirEntry, error) {
	if g.env.ReadDir != nil {
		return g.env.ReadDir(dir)
	}
	return os.ReadDir(dir)
}

func (g *globber) stat(name string) (fs.FileInfo, error) {
	if g.env.Stat != nil {
		return g.env.Stat(name)
	}
	return os.Stat(name)
}

func (g *globber) abs(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	if p == "" {
		p = "."
	}
	return filepath.Join(g.env.Dir, p)
}

// maxDirs bounds the directories one glob may list.
const maxDirs = 256

var errTooMuch = errors.New("too many files")

// expand adds the files f matches to out as fields, and records the
// match; a pattern that matches nothing, or too much to check, is refused.
func (g *globber) expand(f *field, pat string, out *Word) error {
	matches, err := g.glob(f)
	if err != nil {
		return refuse("glob", cut(pat), "matches too many files or directories to check")
	}
	if len(matches) == 0 {
		return refuse("glob", cut(pat), "matches no file")
	}
	out.Kind |= Glob
	out.Globs = append(out.Globs, &Match{Pattern: pat, Files: matches})
	out.Fields = append(out.Fields, matches...)
	return nil
}

// glob returns the sorted matches of f, which has active pattern
// characters; none is an empty result.
func (g *globber) glob(f *field) ([]string, error) {
	// Split into components at '/'.
	var comps [][]pc
	var comp []pc
	text := f.text
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRune(text[i:])
		if r == utf8.RuneError && n == 1 {
			r = rune(text[i])
		}
		if text[i] == '/' {
			comps = append(comps, comp)
			comp = nil
		} else {
			comp = append(comp, pc{r: r, meta: f.meta[i] && strings.ContainsRune(g.chars, r)})
		}
		i += n
	}
	comps = append(comps, comp)
	prefixes := []string{""}
	start := 0
	if len(comps[0]) == 0 { // absolute pattern
		prefixes = []string{"/"}
		start = 1
	}
	reads := 0
	for ci := start; ci < len(comps); ci++ {
		c := comps[ci]
		last := ci == len(comps)-1
		if g.globstar && !last && len(c) == 2 && c[0].meta && c[1].meta && c[0].r == '*' && c[1].r == '*' {
			var next []string
			for _, p := range prefixes {
				var err error
				if next, err = g.walk(p, next, &reads); err != nil {
					return nil, err
				}
			}
			prefixes = next
			continue
		}
		var next []string
		switch {
		case last && len(c) == 0: // trailing slash: directories only
			for _, p := range prefixes {
				if p == "" { // '**/' matching no directory: not a file
					continue
				}
				if info, err := g.stat(g.abs(p)); err == nil && info.IsDir() {
					next = append(next, p)
				}
			}
		case !hasMetaPC(c):
			lit := literalPC(c)
			for _, p := range prefixes {
				name := p + lit
				if _, err := os.Lstat(g.abs(name)); err == nil {
					next = append(next, name)
				}
			}
		default:
			for _, p := range prefixes {
				if reads++; reads > maxDirs {
					return nil, errTooMuch
				}
				entries, err := g.readDir(g.abs(p))
				if err != nil {
					continue
				}
				for _, e := range entries {
					name := e.Name()
					if name == "." || name == ".." {
						continue
					}
					if strings.HasPrefix(name, ".") && (c[0].r != '.' || c[0].meta) {
						continue
					}
					if !matchPC(c, []rune(name)) {
						continue
					}
					if !last {
						info, err := g.stat(g.abs(p + name))
						if err != nil || !info.IsDir() {
							continue
						}
					}
					next = append(next, p+name)
				}
			}
		}
		if len(next) > maxFields {
			return nil, errTooMuch
		}
		if !last {
			for i := range next {
				next[i] += "/"
			}
		}
		prefixes = next
	}
	if g.natural {
		sort.SliceStable(prefixes, func(i, j int) bool { return naturalLess(prefixes[i], prefixes[j]) })
	} else {
		sort.Strings(prefixes)
	}
	return prefixes, nil
}

// walk adds dir (a prefix: "" or ending in '/') and every directory
// below it, skipping hidden ones and not following symbolic links.
func (g *globber) walk(dir string, out []string, reads *int) ([]string, error) {
	out = append(out, dir)
	if len(out) > maxFields {
		return nil, errTooMuch
	}
	if *reads++; *reads > maxDirs {
		return nil, errTooMuch
	}
	entries, err := g.readDir(g.abs(dir))
	if err != nil {
		return out, nil
	}
	for _, e := range entries {
		if e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
			if out, err = g.walk(dir+e.Name()+"/", out, reads); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

func hasMetaPC(c []pc) bool {
	for _, p := range c {
		if p.meta {
			return true
		}
	}
	return false
}

func literalPC(c []pc) string {
	var b strings.Builder
	for _, p := range c {
		b.WriteRune(p.r)
	}
	return b.String()
}

// matchPC matches a whole name against a pattern component. Every token
// but '*' matches one character, so backtracking to the last '*' is
// enough: the match takes at most len(p)*len(name) steps.
func matchPC(p []pc, name []rune) bool {
	pi, ni := 0, 0
	starP, starN := -1, 0
	for ni < len(name) || pi < len(p) {
		if pi < len(p) {
			c := p[pi]
			switch {
			case c.meta && c.r == '*':
				starP, starN = pi, ni
				pi++
				continue
			case ni < len(name) && c.meta && c.r == '?':
				pi++
				ni++
				continue
			case ni < len(name) && c.meta && c.r == '[':
				end, ok, matched := matchBracket(p[pi:], name[ni:])
				if end < 0 {
					if name[ni] == '[' {
						pi++
						ni++
						continue
					}
				} else if ok && matched {
					pi += end
					ni++
					continue
				}
			case ni < len(name) && !(c.meta && (c.r == '?' || c.r == '[')) && name[ni] == c.r:
				pi++
				ni++
				continue
			}
		}
		if starP >= 0 && starN < len(name) {
			starN++
			pi, ni = starP+1, starN
			continue
		}
		return false
	}
	return true
}

// matchBracket reads the bracket expression at p[0] ('['): end is the
// index after its ']' (-1 if it has none); ok is false when name is
// empty; matched says whether name[0] is in the set.
func matchBracket(p []pc, name []rune) (end int, ok, matched bool) {
	i := 1
	negate := false
	if i < len(p) && (p[i].r == '!' || p[i].r == '^') {
		negate = true
		i++
	}
	var r rune
	if len(name) > 0 {
		r = name[0]
	}
	first := true
	for ; i < len(p); i++ {
		c := p[i]
		if c.r == ']' && !first {
			if len(name) == 0 {
				return i + 1, false, false
			}
			return i + 1, true, matched != negate
		}
		first = false
		if c.r == '[' && i+1 < len(p) && p[i+1].r == ':' {
			j := i + 2
			for j+1 < len(p) && !(p[j].r == ':' && p[j+1].r == ']') {
				j++
			}
			if j+1 < len(p) {
				class := literalPC(p[i+2 : j])
				if inClass(class, r) {
					matched = true
				}
				i = j + 1
				continue
			}
		}
		if i+2 < len(p) && p[i+1].r == '-' && p[i+2].r != ']' {
			if c.r <= r && r <= p[i+2].r {
				matched = true
			}
			i += 2
			continue
		}
		if c.r == r {
			matched = true
		}
	}
	return -1, false, false
}

func inClass(class string, r rune) bool {
	if r >= utf8.RuneSelf { // the C.UTF-8 classes are ASCII-only
		return false
	}
	switch class {
	case "alpha":
		return unicode.IsLetter(r)
	case "digit":
		return '0' <= r && r <= '9'
	case "alnum":
		return unicode.IsLetter(r) || ('0' <= r && r <= '9')
	case "upper":
		return unicode.IsUpper(r)
	case "lower":
		return unicode.IsLower(r)
	case "space":
		return r == ' ' || ('\t' <= r && r <= '\r')
	case "blank":
		return r == ' ' || r == '\t'
	case "punct":
		return r > ' ' && r < 0x7f && !unicode.IsLetter(r) && !unicode.IsDigit(r)
	case "xdigit":
		return strings.ContainsRune("0123456789abcdefABCDEF", r)
	case "cntrl":
		return r < ' ' || r == 0x7f
	case "print":
		return r >= ' ' && r < 0x7f
	case "graph":
		return r > ' ' && r < 0x7f
	}
	return false
}

// naturalLess orders names as fish does: runs of digits by their value,
// other characters case-folded, the raw bytes breaking ties.
func naturalLess(a, b string) bool {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		ca, cb := a[i], b[j]
		if isDigit(ca) && isDigit(cb) {
			si, sj := i, j
			for i < len(a) && isDigit(a[i]) {
				i++
			}
			for j < len(b) && isDigit(b[j]) {
				j++
			}
			na := strings.TrimLeft(a[si:i], "0")
			nb := strings.TrimLeft(b[sj:j], "0")
			if len(na) != len(nb) {
				return len(na) < len(nb)
			}
			if na != nb {
				return na < nb
			}
			continue
		}
		la, lb := unicode.ToLower(rune(ca)), unicode.ToLower(rune(cb))
		if la != lb {
			return la < lb
		}
		i++
		j++
	}
	if len(a)-i != len(b)-j {
		return len(a)-i < len(b)-j
	}
	return a < b
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
