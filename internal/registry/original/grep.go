package original

import "github.com/oterminus/oterminus/internal/registry"

type grepArgs struct {
	FilesWithMatches bool     `json:"files_with_matches"`
	FixedStrings     bool     `json:"fixed_strings"`
	IgnoreCase       bool     `json:"ignore_case"`
	LineNumber       bool     `json:"line_number"`
	MaxCount         *int     `json:"max_count"`
	Paths            []string `json:"paths"`
	Pattern          string   `json:"pattern"`
	Recursive        bool     `json:"recursive"`
}

func decodeGrep(o *Object) Args {
	a := grepArgs{
		// A pattern starting with '-' would be read as an option.
		Pattern:          o.Required("pattern", NoLeadingDash),
		Paths:            o.List("paths", registry.LocalPath),
		IgnoreCase:       o.Bool("ignore_case"),
		LineNumber:       o.Bool("line_number"),
		FixedStrings:     o.Bool("fixed_strings"),
		Recursive:        o.Bool("recursive"),
		FilesWithMatches: o.Bool("files_with_matches"),
		MaxCount:         o.OptInt("max_count", 1, NoMax),
	}
	if a.LineNumber && a.FilesWithMatches {
		o.Fail("line_number cannot be combined with files_with_matches")
	}
	return a
}

func (a grepArgs) Argv() []string {
	argv := []string{"grep"}
	argv = flagArgv(argv, a.FixedStrings, "-F")
	argv = flagArgv(argv, a.IgnoreCase, "-i")
	argv = flagArgv(argv, a.LineNumber, "-n")
	argv = flagArgv(argv, a.FilesWithMatches, "-l")
	argv = flagArgv(argv, a.Recursive, "-r")
	if a.MaxCount != nil {
		argv = append(argv, "-m", itoa(*a.MaxCount))
	}
	argv = append(argv, a.Pattern)
	return append(argv, a.Paths...)
}
