package registry

import (
	"slices"
	"strings"
	"testing"
)

// FuzzReadArgv feeds every family's grammar arbitrary words. It must not
// panic, and whatever it accepts must render to an argv that reads back
// to the same argv, risk and changed paths: the rendering is what runs,
// so it must mean what was validated.
func FuzzReadArgv(f *testing.F) {
	for _, fam := range Default().Families() {
		for _, ex := range fam.Examples {
			f.Add(ex)
		}
	}
	for _, seed := range []string{
		"tar xzvf a.tgz -C out --exclude=*.o", "find -L . -name x -o ( -type d -empty ) -delete",
		"grep -e -v -f pats -- -x file", "ps aux", "git log -5 --oneline", "head -5 -n +3 f",
		"chmod u+s,g+s f", "env ls", "tar -xf host:a", "zip -d a.zip *.txt", "uniq -D a",
		"find . -exec grep -e {} + x ; -print", "find -execdir mv {} /t ; -ok rm {} ;", "xargs -I {} -0 cp {} d",
		"xargs -n1 find -exec wc {} +",
	} {
		f.Add(seed)
	}
	families := Default().Families()
	f.Fuzz(func(t *testing.T, line string) {
		// Every input is read by all the families: a few kilobytes of it
		// took 17 ms and stalled the smoke's minimizing for minutes. A
		// command line is words, not pages; the reader's own limits are
		// tested where they are enforced.
		words := strings.Fields(line)
		if len(words) == 0 || len(line) > 512 {
			return
		}
		for _, fam := range families {
			if fam.Spec == nil {
				continue
			}
			argv := append([]string{fam.Program()}, words[1:]...)
			cmd, err := fam.ReadArgv(argv)
			_ = fam.WordsRisk(argv)
			_ = fam.OptionHelp(argv)
			if err != nil {
				continue
			}
			again, err := fam.ReadArgv(cmd.Argv())
			if err != nil {
				t.Fatalf("%s: %q reads, but its rendering %q does not: %v", fam.Name, argv, cmd.Argv(), err)
			}
			if !slices.Equal(again.Argv(), cmd.Argv()) || again.Risk() != cmd.Risk() || !slices.Equal(again.Changed(), cmd.Changed()) {
				t.Fatalf("%s: %q renders %q, which reads back as %q (risk %s/%s, changed %q/%q)", fam.Name, argv,
					cmd.Argv(), again.Argv(), cmd.Risk(), again.Risk(), cmd.Changed(), again.Changed())
			}
		}
	})
}
