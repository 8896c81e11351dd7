package registry

import (
	"slices"
	"testing"
)

// TestTar states literally what tar's declaration makes of real lines.
func TestTar(t *testing.T) {
	runSysCases(t, []sysCase{
		{"tar -xzf a.tgz -C out", "tar -xzf a.tgz -C out", Write, []string{"out"}, ""},
		{"tar xvf source.tar", "tar xvf source.tar", Write, []string{"."}, ""},
		{"tar -tvf a.tar", "tar -tvf a.tar", Safe, nil, ""},
		{"tar czf target.tar.gz -C src .", "tar czf target.tar.gz -C src .", Write, []string{"target.tar.gz"}, ""},
		{"tar --create --file=b.tar --exclude '*.o' src", "tar --create --file=b.tar --exclude *.o src", Write, []string{"b.tar"}, ""},
		{"tar xf source.tar --wildcards '*.html'", "tar xf source.tar --wildcards *.html", Write, []string{"."}, ""},
		{"tar -tf a.tar --to-command=sh", "", Safe, nil, fault(RefusedOption, 3)},
		{"tar -x --checkpoint-action=exec=id -f a.tar", "", Write, nil, fault(RefusedOption, 2)},
		{"tar -xf backup:a.tar", "", Write, nil, fault(BadValue, 2)},
		{"tar -f a.tar", "", Safe, nil, fault(MissingRequired, -1)},
		{"tar -tkf a.tar", "", Safe, nil, fault(Conflict, 1)},
		{"tar -xf", "", Write, nil, fault(MissingValue, 1)},
		{"tar -xf a.tar -C ~/out", "", Write, nil, "starts with '~', which a shell expands to a home directory"},
		{"tar -czf b.tgz ~", "", Write, nil, "starts with '~'"},
	})
}

// TestOptionHelp is the preview's flag help, from the declaration.
func TestOptionHelp(t *testing.T) {
	got := Default().Family("tar").OptionHelp([]string{"tar", "xzvf", "a.tgz", "--to-command=x", "-C", "out"})
	want := []string{
		"-x: extract files from the archive", "-z: compress or decompress with gzip",
		"-v: list each file processed (with -t: permissions, owner, size and date)",
		"-f: the archive file to read or write", "--to-command: refused: it runs a program for each member extracted",
		"-C: change to this directory first (extract into it, or create from it)",
	}
	if !slices.Equal(got, want) {
		t.Errorf("help:\n got %q\nwant %q", got, want)
	}
}
