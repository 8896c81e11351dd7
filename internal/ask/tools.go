package ask

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/oterminus/oterminus/internal/dialect"
	"github.com/oterminus/oterminus/internal/planner"
)

// tool is one tool the model may call. Every tool becomes command text
// that takes the typed-command path: the read-only helpers are shorthands
// for ls, head and grep, so they are validated, policy-checked (allowed
// roots included) and shown like any other step.
type tool struct {
	name        string
	description string
	params      []planner.ToolParam
	// command turns the call's untrusted arguments into command text.
	command func(args map[string]any) (string, error)
}

// Tool names.
const (
	ToolRunCommand    = "run_command"
	ToolListDirectory = "list_directory"
	ToolReadFile      = "read_file"
	ToolSearch        = "search"
)

// Bounds of the helpers.
const (
	defaultReadLines = 40
	maxReadLines     = 200
	maxArgument      = 4096
)

var allTools = []tool{
	{
		name: ToolRunCommand,
		description: "Run a command line, written as you would type it in bash: programs and their arguments, " +
			"joined by at most pipes, redirections, '&&', '||' or ';', without command substitution or subshells. " +
			"oterminus validates it before it runs; " +
			"commands that change files, contact the network or read files that hold secrets wait for the user's approval, " +
			"and refused commands come back with the reason.",
		params: []planner.ToolParam{{Name: "command", Type: "string", Description: "the command line, e.g. ls -la src", Required: true}},
		command: func(args map[string]any) (string, error) {
			return stringArg(args, "command", true)
		},
	},
	{
		name:        ToolListDirectory,
		description: "List a directory's entries with their sizes and dates (ls -la).",
		params:      []planner.ToolParam{{Name: "path", Type: "string", Description: "the directory; default: the working directory"}},
		command: func(args map[string]any) (string, error) {
			path, err := stringArg(args, "path", false)
			if err != nil {
				return "", err
			}
			return join("ls", "-la", operand(path)), nil
		},
	},
	// read_file's numbers are written out, not formatted: a call here would
	// build allTools at every start-up (TestToolTextsNameTheBounds keeps
	// them true).
	{
		name:        ToolReadFile,
		description: "Read the first lines of a text file (head -n N); at most 200 lines.",
		params: []planner.ToolParam{
			{Name: "path", Type: "string", Description: "the file", Required: true},
			{Name: "lines", Type: "integer", Description: "how many lines, default 40"},
		},
		command: func(args map[string]any) (string, error) {
			path, err := stringArg(args, "path", true)
			if err != nil {
				return "", err
			}
			n, err := intArg(args, "lines", defaultReadLines)
			if err != nil {
				return "", err
			}
			return join("head", "-n", strconv.Itoa(min(max(n, 1), maxReadLines)), operand(path)), nil
		},
	},
	{
		name:        ToolSearch,
		description: "Search files under a directory for lines matching a regular expression (grep -rn).",
		params: []planner.ToolParam{
			{Name: "pattern", Type: "string", Description: "the regular expression", Required: true},
			{Name: "path", Type: "string", Description: "the directory or file; default: the working directory"},
		},
		command: func(args map[string]any) (string, error) {
			pattern, err := stringArg(args, "pattern", true)
			if err != nil {
				return "", err
			}
			path, err := stringArg(args, "path", false)
			if err != nil {
				return "", err
			}
			return join("grep", "-rn", "-e", pattern, operand(path)), nil
		},
	},
}

// ToolNames lists every tool, for roles and help.
func ToolNames() []string {
	var names []string
	for _, t := range allTools {
		names = append(names, t.name)
	}
	return names
}

// allowedTools is the tools a role allows; nil allows all.
func allowedTools(names []string) []tool {
	if names == nil {
		return allTools
	}
	var out []tool
	for _, t := range allTools {
		if slices.Contains(names, t.name) {
			out = append(out, t)
		}
	}
	return out
}

func findTool(tools []tool, name string) *tool {
	for i := range tools {
		if tools[i].name == name {
			return &tools[i]
		}
	}
	return nil
}

func toolNames(tools []tool) string {
	var names []string
	for _, t := range tools {
		names = append(names, t.name)
	}
	if len(names) == 0 {
		return "(none)"
	}
	return strings.Join(names, ", ")
}

func plannerTools(tools []tool) []planner.Tool {
	var out []planner.Tool
	for _, t := range tools {
		out = append(out, planner.Tool{Name: t.name, Description: t.description, Params: t.params})
	}
	return out
}

// join quotes a helper's words as bash reads them: the typed-command path
// reads them back as the same words.
func join(words ...string) string { return dialect.Default.Join(words) }

// operand is a path argument that cannot read as an option: "-x" is
// written "./-x" (not every family takes "--"); "" is ".".
func operand(path string) string {
	switch {
	case path == "":
		return "."
	case strings.HasPrefix(path, "-"):
		return "./" + path
	}
	return path
}

// stringArg reads a string argument; models sometimes send numbers.
func stringArg(args map[string]any, name string, required bool) (string, error) {
	v, ok := args[name]
	if !ok || v == nil {
		if required {
			return "", fmt.Errorf("the argument %q is missing", name)
		}
		return "", nil
	}
	var s string
	switch v := v.(type) {
	case string:
		s = v
	case float64, int, int64, bool:
		s = fmt.Sprint(v)
	default:
		return "", fmt.Errorf("the argument %q is not a string", name)
	}
	s = strings.TrimSpace(s)
	switch {
	case required && s == "":
		return "", fmt.Errorf("the argument %q is empty", name)
	case len(s) > maxArgument:
		return "", fmt.Errorf("the argument %q is longer than %d bytes", name, maxArgument)
	case strings.ContainsAny(s, "\x00"):
		return "", fmt.Errorf("the argument %q holds a NUL byte", name)
	}
	return s, nil
}

func intArg(args map[string]any, name string, def int) (int, error) {
	switch v := args[name].(type) {
	case nil:
		return def, nil
	case float64:
		if v != math.Trunc(v) || math.IsInf(v, 0) || math.Abs(v) > 1e6 {
			return 0, fmt.Errorf("the argument %q is not a whole number", name)
		}
		return int(v), nil
	case string:
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil {
			return 0, fmt.Errorf("the argument %q is not a whole number", name)
		}
		return n, nil
	}
	return 0, errors.New("the argument " + strconv.Quote(name) + " is not a whole number")
}
