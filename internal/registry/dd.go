package registry

import (
	"path"
	"slices"
	"strings"
)

// dd copies bytes from if= to of=. Its words are KEY=VALUE operands, not
// options: read one by one (ddOperand). What it does is in of=: none
// writes standard output (safe), a file in the working directory is a
// write, and a device (of=/dev/sda) is overwritten from its first byte,
// partition table and file systems included: dangerous whatever else the
// line says. A file elsewhere is dangerous too, as dd's of= is not a path
// the written-path checks (protected targets, allowed roots) see.
var ddFamily = &Family{
	Name: "dd", Pack: "dangerous", Capability: "destructive_operations",
	Risk: Safe, Maturity: ExperimentalOnly, Direct: true, Passthrough: true,
	Aliases:  []string{"copy raw bytes", "write image to disk"},
	Examples: []string{"dd if=disk.img of=copy.img bs=4M status=progress", "dd if=/dev/urandom of=random.bin bs=1M count=1", "dd if=/dev/zero of=zeros.bin bs=1K count=4"},
	Notes: []string{"of= a device (/dev/sda) overwrites the disk from its first byte: dangerous.",
		"of= a file outside the working directory is dangerous: oterminus does not check dd's paths as it checks other written paths."},
	Spec: &Spec{HelpVersion: true, Reach: ReachWrites,
		Parsing: Interleaved,
		Operands: []Operand{{Name: "KEY=VALUE", Kind: Text, Max: Unbounded, Check: ddOperandRule, Assess: ddOperand,
			Help: "if=FILE to read, of=FILE to write, bs=, count=, skip=, seek=, conv=, status="}},
	},
}

// ddKeys are the operand names GNU and BSD dd read.
var ddKeys = []string{"if", "of", "bs", "ibs", "obs", "cbs", "count", "skip", "seek", "iseek", "oseek", "conv", "iflag", "oflag", "status"}

// ddOperandRule refuses a word that is no KEY=VALUE dd reads.
func ddOperandRule(field, value string) string {
	key, _, ok := strings.Cut(value, "=")
	for _, k := range ddKeys {
		if ok && key == k {
			return ""
		}
	}
	return field + " must be one of dd's KEY=VALUE operands (" + strings.Join(ddKeys, ", ") + ")"
}

// ddHarmless are the devices writing to which destroys nothing.
var ddHarmless = []string{"/dev/null", "/dev/stdout", "/dev/stderr", "/dev/fd/1", "/dev/fd/2"}

// ddOperand is the risk of one operand: of= says what is written.
func ddOperand(value string) (Risk, string) {
	target, ok := strings.CutPrefix(value, "of=")
	if !ok {
		return Safe, "" // if=, bs=, count=...: what and how much is copied
	}
	clean := path.Clean(target)
	switch {
	case target == "":
		return Dangerous, "of= names no file"
	case slices.Contains(ddHarmless, clean):
		return Safe, ""
	case strings.HasPrefix(clean, "/dev/"):
		return Dangerous, "dd of=" + target + " overwrites the device from its first byte: its partitions and file systems are destroyed"
	case strings.HasPrefix(target, "/") || strings.HasPrefix(target, "~") || clean == ".." || strings.HasPrefix(clean, "../"):
		return Dangerous, "dd of=" + target + " overwrites a file outside the working directory, which oterminus does not check for dd"
	}
	return Write, "dd of=" + target + " overwrites that file"
}
