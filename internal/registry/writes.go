package registry

import "slices"

// Output is a file a command opens and writes its output into, as a '>'
// redirection would: a value of a WritePath option (sort -o, curl -o,
// git config --file when setting) or an operand of an Output slot (tee
// FILE). AfterInput is set when the program opens it only once all its
// input is read (sort -o), so the file may be one of its own inputs.
type Output struct {
	Path       string
	Option     string // the option's spelling, "" for an operand
	AfterInput bool
}

// Outputs lists the files the command writes its output into, in order,
// those of a nested command included (its placeholder is no file of its
// own). Standard output ('-' where it means that; for an output operand
// always) and /dev/null are left out, as Paths leaves them out.
func (c *Command) Outputs() []Output {
	if c.HelpOnly() {
		return nil
	}
	var out []Output
	for _, it := range c.Items {
		switch {
		case it.Nested != nil:
			for _, o := range it.Nested.Outputs() {
				if o.Path != it.placeholder() {
					out = append(out, o)
				}
			}
		case it.Option != nil && !it.Valued && it.Option.File != "" && it.Kind == WritePath:
			out = append(out, Output{Path: it.Option.File, Option: it.Name})
		case it.Kind != WritePath || it.Value == devNull:
		case it.Option != nil && it.Valued && !(it.Option.DashIsStdout && it.Value == "-"):
			out = append(out, Output{Path: it.Value, Option: it.Name, AfterInput: it.Option.AfterInput})
		case it.Operand != nil && it.Operand.Output && it.Value != "-": // tee -, xxd IN -: standard output
			out = append(out, Output{Path: it.Value})
		}
	}
	return out
}

// Name is the command's program and subcommands as typed ("git config").
func (c *Command) Name() string { return c.Family.displayName(c) }

// devNull is the discard device, no file a command changes.
const devNull = "/dev/null"

// placeholder is the word a nested command item uses for what the outer
// command supplies (find -exec's {}); "" when there is none.
func (it Item) placeholder() string {
	switch {
	case it.Option != nil && it.Option.Nested != nil:
		return it.Option.Nested.Placeholder
	case it.Operand != nil && it.Operand.Nested != nil:
		return it.Operand.Nested.Placeholder
	}
	return ""
}

// markWrittenWith turns the value of an option declared WrittenWith (or
// the File a flag stands for) into a written path when its slot holds
// words at a write risk in the command's mode: git config --file F NAME
// VALUE sets a key in F, while git config --file F NAME and --get only
// read it.
func markWrittenWith(cmd *Command) {
	for i, it := range cmd.Items {
		if it.Option == nil || it.Option.WrittenWith == "" || it.Valued && it.Kind != ReadPath || !it.Valued && it.Option.File == "" {
			continue
		}
		if slices.ContainsFunc(cmd.Items, func(o Item) bool {
			return o.Operand != nil && o.Operand.Name == it.Option.WrittenWith && o.Operand.riskIn(cmd.Mode) >= Write
		}) {
			cmd.Items[i].Kind = WritePath
		}
	}
}

// riskIn is the least risk of a command whose slot holds words, in a
// mode.
func (o *Operand) riskIn(mode string) Risk {
	if r, ok := o.RiskIn.Lookup(mode); ok {
		return r
	}
	return o.Risk
}
