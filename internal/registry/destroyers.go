package registry

import (
	"path"
	"slices"
	"strings"
)

// Destroyers are the programs that destroy by nature, whatever else
// their words say: a disk formatted or wiped, the machine stopped, every
// process killed, a firewall emptied, a cluster's or cloud's resources
// deleted. Most have no declaration here (dd, shred, truncate and
// crontab do: see their files); for those, this short list is all
// oterminus knows, and it is enough to say "dangerous" and why, even
// about a line it did not read. Each entry says when the line destroys
// (the everyday forms that only read stay calm: fdisk -l, wipefs with no
// -a, kubectl get) and why, in words for the person.
type destroyer struct {
	// program matches argv[0]'s base name; a trailing "." matches a
	// family of names (mkfs.ext4, mkfs.vfat).
	program string
	// when says when the words after the program destroy: always when
	// it is zero (a lone --help or --version never does).
	when destroyWhen
	why  string
}

// destroyWhen is when a destroyer's line destroys: every condition set
// holds. Static data: nothing is built when oterminus starts.
type destroyWhen struct {
	anyOf  []string                 // one of these options is used
	noneOf []string                 // none of these options (the listing ones) is used
	leads  []string                 // the words that are no option start so (kubectl delete)
	check  func(args []string) bool // a rule of its own
}

func (w destroyWhen) holds(args []string) bool {
	used := func(names []string) bool {
		return slices.ContainsFunc(args, func(a string) bool { return slices.Contains(names, optionName(a)) })
	}
	return (len(w.anyOf) == 0 || used(w.anyOf)) && !used(w.noneOf) &&
		(len(w.leads) == 0 || leadsWith(args, w.leads)) && (w.check == nil || w.check(args))
}

var destroyers = []destroyer{
	{"mkfs", destroyWhen{}, "it makes a new file system on the device, erasing everything it held"},
	{"mkfs.", destroyWhen{}, "it makes a new file system on the device, erasing everything it held"},
	{"mke2fs", destroyWhen{}, "it makes a new file system on the device, erasing everything it held"},
	{"mkswap", destroyWhen{}, "it turns the device into swap space, erasing everything it held"},
	{"wipefs", destroyWhen{anyOf: []string{"-a", "--all", "-o", "--offset"}}, "it erases file system and partition signatures, so the disk's data can no longer be found"},
	{"fdisk", destroyWhen{noneOf: []string{"-l", "--list", "-x", "--list-details"}}, "it edits the partition table, and the changes it writes make the disk's partitions unreadable"},
	{"sfdisk", destroyWhen{noneOf: []string{"-l", "--list", "-d", "--dump", "-J", "--json", "-s", "--show-size", "-V", "--verify", "--list-free", "-F", "-r", "--reorder-dry"}}, "it writes a new partition table from its input, replacing the disk's partitions"},
	{"parted", destroyWhen{check: partedWrites}, "it changes the partition table (mklabel, mkpart, rm, resizepart): the partitions it drops take their data with them"},
	{"blkdiscard", destroyWhen{}, "it discards every block of the device: its data is gone at once"},
	{"shutdown", destroyWhen{noneOf: []string{"-c", "--show"}}, "it stops the machine: every program and every person's session ends"},
	{"reboot", destroyWhen{}, "it restarts the machine: every program and every person's session ends"},
	{"poweroff", destroyWhen{}, "it switches the machine off: every program and every person's session ends"},
	{"halt", destroyWhen{}, "it stops the machine: every program and every person's session ends"},
	{"kill", destroyWhen{check: killsEverything}, "-1 signals every process you may signal, your desktop and this shell included"},
	{"killall", destroyWhen{noneOf: []string{"-l", "--list"}}, "it kills every process of that name, whatever it was doing, with no process id to check"},
	{"iptables", destroyWhen{anyOf: []string{"-F", "--flush", "-X", "--delete-chain"}}, "it empties the firewall's rules: what they blocked is let in, or with a DROP policy everything is cut off"},
	{"ip6tables", destroyWhen{anyOf: []string{"-F", "--flush", "-X", "--delete-chain"}}, "it empties the firewall's rules: what they blocked is let in, or with a DROP policy everything is cut off"},
	{"nft", destroyWhen{leads: []string{"flush", "ruleset"}}, "it deletes every firewall rule: what they blocked is let in"},
	{"docker", destroyWhen{check: dockerDestroys}, "it deletes containers, images, networks or volumes for good (prune, or rm -f on running containers)"},
	{"podman", destroyWhen{check: dockerDestroys}, "it deletes containers, images, networks or volumes for good (prune, or rm -f on running containers)"},
	{"kubectl", destroyWhen{check: kubectlDeletes}, "it deletes the cluster's resources, and what they ran or stored goes with them"},
	{"terraform", destroyWhen{check: terraformDestroys}, "it destroys every resource the configuration manages"},
	{"tofu", destroyWhen{check: terraformDestroys}, "it destroys every resource the configuration manages"},
	{"helm", destroyWhen{check: helmUninstalls}, "it uninstalls the release: its resources in the cluster are deleted"},
	{"aws", destroyWhen{check: awsS3Destroys}, "it deletes every object under the S3 prefix, with no undo unless the bucket keeps versions"},
}

// Destroys says why a command destroys by nature, or "" when the list
// does not name it: argv is the program and its words as the shell
// passes them.
func Destroys(argv []string) string {
	if len(argv) == 0 {
		return ""
	}
	prog, args := path.Base(argv[0]), argv[1:]
	if len(args) == 1 && (args[0] == "--help" || args[0] == "--version" || args[0] == "-V") {
		return ""
	}
	for _, d := range destroyers {
		named := prog == d.program || strings.HasSuffix(d.program, ".") && strings.HasPrefix(prog, d.program)
		if named && d.when.holds(args) {
			return d.why
		}
	}
	return ""
}

// leadsWith reports the words of args that are no option starting with
// want, in order (kubectl delete, nft flush ruleset, aws s3 rm).
func leadsWith(args, want []string) bool {
	plain := slices.DeleteFunc(slices.Clone(args), IsOption)
	return len(plain) >= len(want) && slices.Equal(plain[:len(want)], want)
}

// optionName is an option word without its attached value (--offset=0).
func optionName(w string) string {
	name, _, _ := strings.Cut(w, "=")
	return name
}

// killsEverything: a process id of -1 (kill -9 -1, kill -s KILL -1, kill
// -- -1) means every process the caller may signal.
func killsEverything(args []string) bool {
	for i, w := range args {
		if w == "-1" && i > 0 {
			return true // after a signal (-9, -s KILL) or "--"
		}
	}
	return false
}

// partedWrites: parted changes the disk unless it only lists (-l) or
// prints.
func partedWrites(args []string) bool {
	if slices.ContainsFunc(args, func(w string) bool { return w == "-l" || w == "--list" }) {
		return false
	}
	for _, w := range args {
		switch w {
		case "mklabel", "mktable", "mkpart", "mkpartfs", "rm", "resizepart", "resize", "rescue", "mkfs", "move", "name", "set", "toggle":
			return true
		}
	}
	return false
}

// dockerDestroys: prune of any kind (system, image, volume, container),
// or rm/rmi with -f (a running container is stopped and deleted).
func dockerDestroys(args []string) bool {
	plain := slices.DeleteFunc(slices.Clone(args), IsOption)
	if slices.Contains(plain, "prune") {
		return true
	}
	if len(plain) > 0 && (plain[0] == "rm" || plain[0] == "rmi" || len(plain) > 1 && plain[1] == "rm") {
		return slices.ContainsFunc(args, func(w string) bool {
			return w == "--force" || IsOption(w) && !strings.HasPrefix(w, "--") && strings.Contains(w, "f")
		})
	}
	return false
}

// terraformDestroys: terraform destroy, or apply -destroy.
func terraformDestroys(args []string) bool {
	return leadsWith(args, []string{"destroy"}) || leadsWith(args, []string{"apply"}) && slices.Contains(args, "-destroy")
}

// awsS3Destroys: aws s3 rm --recursive, or aws s3 rb --force (the bucket
// and everything in it).
func awsS3Destroys(args []string) bool {
	return leadsWith(args, []string{"s3", "rm"}) && slices.Contains(args, "--recursive") ||
		leadsWith(args, []string{"s3", "rb"}) && slices.Contains(args, "--force")
}

// helmUninstalls: helm uninstall and its other spellings.
func helmUninstalls(args []string) bool {
	plain := slices.DeleteFunc(slices.Clone(args), IsOption)
	return len(plain) > 0 && slices.Contains([]string{"uninstall", "delete", "del", "un"}, plain[0])
}

// kubectlDeletes: kubectl delete, after global options with values
// (kubectl -n prod delete deploy web) as before.
func kubectlDeletes(args []string) bool {
	return slices.Contains(args, "delete")
}
