package registry

import "testing"

// The file and text families the tldr corpus counts: typed line ->
// rendering, risk and changed paths, or the refusal.

func TestPathNameFamilies(t *testing.T) {
	checkFS(t, "realpath", []fsCase{
		{line: "realpath src", argv: "realpath src", read: []string{"src"}},
		{line: "realpath -e -s src docs", argv: "realpath -e -s src docs"},
		{line: "realpath --relative-to=docs src/a.txt", argv: "realpath --relative-to=docs src/a.txt", read: []string{"docs", "src/a.txt"}},
		{line: "realpath -qz src", argv: "realpath -qz src"},
		{line: "realpath", fault: fault(MissingRequired, -1)},
		{line: "realpath --relative-to src", fault: fault(MissingRequired, -1)},
	})
	checkFS(t, "readlink", []fsCase{
		{line: "readlink -f notes.txt", argv: "readlink -f notes.txt", read: []string{"notes.txt"}},
		{line: "readlink -nm a/b", argv: "readlink -nm a/b"},
		{line: "readlink --canonicalize-existing -z link", argv: "readlink --canonicalize-existing -z link"},
		{line: "readlink -x link", fault: fault(UnknownOption, 1)},
	})
	checkFS(t, "dirname", []fsCase{
		// dirname reads nothing: its operands are text, not paths.
		{line: "dirname src/a.txt docs/b.md", argv: "dirname src/a.txt docs/b.md", read: []string{}},
		{line: "dirname -z src", argv: "dirname -z src"},
		{line: "dirname --zero=1 src", fault: fault(BadValue, 1)},
	})
}

func TestTree(t *testing.T) {
	checkFS(t, "tree", []fsCase{
		{line: "tree", argv: "tree"},
		{line: "tree -L 2 src", argv: "tree -L 2 src", read: []string{"src"}},
		{line: "tree -a -I node_modules", argv: "tree -a -I node_modules"},
		{line: "tree -P '*.txt' --prune --matchdirs", argv: "tree -P *.txt --prune --matchdirs"},
		{line: "tree -sh --du -D -C -f", argv: "tree -sh --du -D -C -f"},
		{line: "tree -J --gitignore -d", argv: "tree -J --gitignore -d"},
		// -o writes the listing: a write whose file policy checks.
		{line: "tree -o listing.txt src", argv: "tree -o listing.txt src", risk: Write, changed: []string{"listing.txt"}},
		{line: "tree -L deep", reason: "The value of -L must be a whole number (command 'tree')."},
		{line: "tree --fromfile list.txt", fault: fault(UnknownOption, 1)},
	})
}

func TestSeqSleep(t *testing.T) {
	checkFS(t, "seq", []fsCase{
		{line: "seq 10", argv: "seq 10"},
		{line: "seq 5 3 20", argv: "seq 5 3 20"},
		{line: "seq -w 0.5 0.5 2", argv: "seq -w 0.5 0.5 2"},
		{line: `seq -f "%04g" -s ", " 1 5`, argv: "seq -f %04g -s ,  1 5"},
		{line: "seq 1 2 3 4", fault: fault(TooManyOperands, 4)},
		{line: "seq ten", reason: "NUMBER must be a number such as 10 or 0.5 (command 'seq')."},
		{line: "seq -5 5", fault: fault(UnknownOption, 1)},
	})
	checkFS(t, "sleep", []fsCase{
		{line: "sleep 5", argv: "sleep 5"},
		{line: "sleep 1d 3h 0.5m", argv: "sleep 1d 3h 0.5m"},
		{line: "sleep inf", argv: "sleep inf"},
		{line: "sleep 2w", reason: "DURATION must be a duration such as 5, 0.5, 10m, 2h or 1d (command 'sleep')."},
		{line: "sleep", fault: fault(MissingRequired, -1)},
		{line: "sleep --help", fault: fault(UnknownOption, 1)},
	})
}

func TestDumpFamilies(t *testing.T) {
	checkFS(t, "hexdump", []fsCase{
		{line: "hexdump -C -n 5 notes.txt", argv: "hexdump -C -n 5 notes.txt", read: []string{"notes.txt"}},
		{line: "hexdump -v -s 1K a.bin", argv: "hexdump -v -s 1K a.bin"},
		{line: "hexdump -e '16/1 \"%02x \" \"\\n\"' a.bin", argv: `hexdump -e 16/1 "%02x " "\n" a.bin`},
		{line: "hexdump -f fmt.txt a.bin", argv: "hexdump -f fmt.txt a.bin", read: []string{"fmt.txt", "a.bin"}},
		{line: "hexdump -n lots a.bin", reason: "a size such as"},
	})
	checkFS(t, "xxd", []fsCase{
		{line: "xxd a.bin", argv: "xxd a.bin"},
		{line: "xxd -l 32 -c 8 -g 1 a.bin", argv: "xxd -l 32 -c 8 -g 1 a.bin"},
		{line: "xxd -ps a.bin", argv: "xxd -ps a.bin"},
		{line: "xxd -s -64 a.bin", argv: "xxd -s -64 a.bin"},
		// The second operand is a file xxd writes, dump or (-r) bytes.
		{line: "xxd a.bin dump.hex", argv: "xxd a.bin dump.hex", risk: Write, changed: []string{"dump.hex"}, read: []string{"a.bin"}},
		{line: "xxd -r -p dump.hex a.bin", argv: "xxd -r -p dump.hex a.bin", risk: Write, changed: []string{"a.bin"}, read: []string{"dump.hex"}},
		{line: "xxd -r dump.hex", argv: "xxd -r dump.hex"},
		// xxd reads its options only before the files and bundles none.
		{line: "xxd a.bin -p", reason: "'-p' must come before the start paths"},
		{line: "xxd -pr dump.hex", fault: fault(UnknownOption, 1)},
		{line: "xxd a.bin out.hex more", fault: fault(TooManyOperands, 3)},
	})
	checkFS(t, "od", []fsCase{
		{line: "od notes.txt", argv: "od notes.txt"},
		{line: "od -t x1 -A d -v notes.txt", argv: "od -t x1 -A d -v notes.txt"},
		{line: "od -N 100 -j 500 -c a.bin", argv: "od -N 100 -j 500 -c a.bin"},
		{line: "od -t x1 -w4 a.bin", argv: "od -t x1 -w4 a.bin"},
		{line: "od -A 5 a.bin", reason: "must be one of d, o, x, n"},
	})
	checkFS(t, "strings", []fsCase{
		{line: "strings a.bin", argv: "strings a.bin"},
		{line: "strings -n 8 -t x a.bin", argv: "strings -n 8 -t x a.bin"},
		{line: "strings -8 a.bin", argv: "strings -8 a.bin"},
		{line: "strings -e l -f a.bin b.bin", argv: "strings -e l -f a.bin b.bin"},
		{line: "strings -t h a.bin", reason: "must be one of o, d, x"},
	})
}

func TestCmpShufBase64(t *testing.T) {
	checkFS(t, "cmp", []fsCase{
		{line: "cmp notes.txt todo.txt", argv: "cmp notes.txt todo.txt", read: []string{"notes.txt", "todo.txt"}},
		{line: "cmp -bl a b", argv: "cmp -bl a b"},
		{line: "cmp -s -n 1K -i 10:20 a b", argv: "cmp -s -n 1K -i 10:20 a b"},
		{line: "cmp a", fault: fault(MissingRequired, -1)},
		{line: "cmp a b c", fault: fault(TooManyOperands, 3)},
		{line: "cmp -i x a b", reason: "a byte count, or two as SKIP1:SKIP2"},
	})
	checkFS(t, "shuf", []fsCase{
		{line: "shuf notes.txt", argv: "shuf notes.txt", read: []string{"notes.txt"}},
		{line: "shuf -n 3 -i 1-10 -r", argv: "shuf -n 3 -i 1-10 -r"},
		{line: "shuf -e red green blue", argv: "shuf -e red green blue", read: []string{}},
		{line: "shuf notes.txt -o backup", argv: "shuf notes.txt -o backup", risk: Write, changed: []string{"backup"}},
		{line: "shuf -i 10", reason: "a range LO-HI such as 1-10"},
		{line: "shuf -e a -i 1-5", reason: "Command 'shuf' cannot echo and range at once."},
		{line: "shuf --random-source=/dev/urandom notes.txt", fault: fault(UnknownOption, 1)},
	})
	checkFS(t, "base64", []fsCase{
		{line: "base64 notes.txt", argv: "base64 notes.txt"},
		{line: "base64 -d -i encoded.txt", argv: "base64 -d -i encoded.txt"},
		{line: "base64 -w 0 a.bin", argv: "base64 -w 0 a.bin"},
		{line: "base64 a b", fault: fault(TooManyOperands, 2)},
	})
}

func TestChecksumFamilies(t *testing.T) {
	for _, program := range []string{"sha1sum", "sha512sum", "b2sum"} {
		checkFS(t, program, []fsCase{
			{line: program + " notes.txt todo.txt", argv: program + " notes.txt todo.txt"},
			{line: program + " --tag -z notes.txt", argv: program + " --tag -z notes.txt"},
			// The files a sum list names are never seen by the path checks.
			{line: program + " -c sums.txt", reason: "Unsupported option '-c' for command '" + program + "'."},
		})
	}
	checkFS(t, "b2sum", []fsCase{{line: "b2sum -l 256 notes.txt", argv: "b2sum -l 256 notes.txt"}})
	checkFS(t, "sha1sum", []fsCase{{line: "sha1sum -l 256 notes.txt", fault: fault(UnknownOption, 1)}})
}

func TestCompressors(t *testing.T) {
	checkFS(t, "gzip", []fsCase{
		// Compressing replaces the file with FILE.gz: a write of it.
		{line: "gzip notes.txt", argv: "gzip notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "gzip -k -9 notes.txt", argv: "gzip -k -9 notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "gzip -d file.gz", argv: "gzip -d file.gz", risk: Write, changed: []string{"file.gz"}},
		{line: "gzip -f notes.txt", argv: "gzip -f notes.txt", risk: Write, changed: []string{"notes.txt"}, warning: "-f replaces existing output files without asking."},
		{line: "gzip -r logs", argv: "gzip -r logs", risk: Write, changed: []string{"logs"}, warning: "-r replaces every file under the directories named."},
		// -c, -l and -t only read.
		{line: "gzip -c notes.txt", argv: "gzip -c notes.txt", read: []string{"notes.txt"}},
		{line: "gzip -cd file.gz", argv: "gzip -cd file.gz", read: []string{"file.gz"}},
		{line: "gzip -1 --stdout notes.txt", argv: "gzip -1 --stdout notes.txt"},
		{line: "gzip -l file.txt.gz", argv: "gzip -l file.txt.gz"},
		{line: "gzip -tv file.gz", argv: "gzip -tv file.gz"},
		{line: "gzip", fault: fault(MissingRequired, -1)},
		{line: "gzip -0 notes.txt", fault: fault(UnknownOption, 1)},
		{line: "gzip -S .z notes.txt", argv: "gzip -S .z notes.txt", risk: Write, changed: []string{"notes.txt"}},
	})
	checkFS(t, "gunzip", []fsCase{
		{line: "gunzip file.gz", argv: "gunzip file.gz", risk: Write, changed: []string{"file.gz"}},
		{line: "gunzip -k file.gz", argv: "gunzip -k file.gz", risk: Write, changed: []string{"file.gz"}},
		{line: "gunzip -c file.gz", argv: "gunzip -c file.gz"},
		{line: "gunzip -9 file.gz", fault: fault(UnknownOption, 1)},
	})
	checkFS(t, "zcat", []fsCase{
		{line: "zcat access.log.gz", argv: "zcat access.log.gz", read: []string{"access.log.gz"}},
		{line: "zcat -f a.gz b.txt", argv: "zcat -f a.gz b.txt"},
		{line: "zcat -d a.gz", fault: fault(UnknownOption, 1)},
	})
	checkFS(t, "xz", []fsCase{
		{line: "xz notes.txt", argv: "xz notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "xz -0 notes.txt", argv: "xz -0 notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "xz -9e -T 0 notes.txt", argv: "xz -9e -T 0 notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "xz -d -F lzma file.lzma", argv: "xz -d -F lzma file.lzma", risk: Write, changed: []string{"file.lzma"}},
		{line: "xz -d -c file.xz", argv: "xz -d -c file.xz"},
		{line: "xz -l file.xz", argv: "xz -l file.xz"},
		{line: "xz -F zip notes.txt", reason: "must be one of auto, xz, lzma, lzip, raw"},
	})
	checkFS(t, "unxz", []fsCase{
		{line: "unxz file.xz", argv: "unxz file.xz", risk: Write, changed: []string{"file.xz"}},
		{line: "unxz -t file.xz", argv: "unxz -t file.xz"},
	})
	checkFS(t, "bzip2", []fsCase{
		{line: "bzip2 notes.txt", argv: "bzip2 notes.txt", risk: Write, changed: []string{"notes.txt"}},
		{line: "bzip2 -dc file.bz2", argv: "bzip2 -dc file.bz2"},
		{line: "bzip2 -t file.bz2", argv: "bzip2 -t file.bz2"},
		{line: "bzip2 -l file.bz2", fault: fault(UnknownOption, 1)},
	})
	checkFS(t, "bunzip2", []fsCase{
		{line: "bunzip2 -k file.bz2", argv: "bunzip2 -k file.bz2", risk: Write, changed: []string{"file.bz2"}},
	})
}

func TestLnMktempRmdir(t *testing.T) {
	checkFS(t, "ln", []fsCase{
		// A symbolic link's target is text stored in the link; the link
		// is the path written.
		{line: "ln -s src symlink", argv: "ln -s src symlink", risk: Write, changed: []string{"symlink"}, read: []string{}},
		{line: "ln -sf /notes.txt symlink", argv: "ln -sf /notes.txt symlink", risk: Write, changed: []string{"symlink"},
			warning: "-f replaces an existing file at the link's path."},
		{line: "ln -snfv releases/v2 current", argv: "ln -snfv releases/v2 current", risk: Write, changed: []string{"current"}},
		{line: "ln -sr ../a b", argv: "ln -sr ../a b", risk: Write, changed: []string{"b"}},
		// A hard link's target is a path read: allowed roots apply to it.
		{line: "ln /notes.txt hardlink", argv: "ln /notes.txt hardlink", risk: Write, changed: []string{"hardlink"}, read: []string{"/notes.txt"}},
		{line: "ln -t bin a b", argv: "ln -t bin a b", risk: Write, changed: []string{"bin"}, read: []string{"a", "b"}},
		{line: "ln -s -T ../x link", argv: "ln -s -T ../x link", risk: Write, changed: []string{"link"}},
		// One operand would create a link here, under a name no check sees.
		{line: "ln -s /src", fault: fault(MissingRequired, -1), risk: Write},
		{line: "ln -s a b -x", fault: fault(UnknownOption, 4), risk: Write},
	})
	checkFS(t, "mktemp", []fsCase{
		{line: "mktemp", argv: "mktemp", risk: Write},
		{line: "mktemp -d", argv: "mktemp -d", risk: Write},
		{line: "mktemp -p build", argv: "mktemp -p build", risk: Write, changed: []string{"build"}},
		{line: "mktemp --tmpdir=build -d", argv: "mktemp --tmpdir=build -d", risk: Write, changed: []string{"build"}},
		{line: "mktemp /tmp/example.XXXXXXXX", argv: "mktemp /tmp/example.XXXXXXXX", risk: Write, changed: []string{"/tmp/example.XXXXXXXX"}},
		{line: "mktemp -t example.XXXXXXXX", argv: "mktemp -t example.XXXXXXXX", risk: Write},
		{line: "mktemp --suffix .txt", argv: "mktemp --suffix .txt", risk: Write},
		{line: "mktemp -u", argv: "mktemp -u", risk: Write, warning: "-u only prints a name: another program may create that file first."},
		{line: "mktemp -p build run.XXXXXX", argv: "mktemp -p build run.XXXXXX", risk: Write, changed: []string{"build"}},
		{line: "mktemp -p build ../../x.XXXXXX", reason: "TEMPLATE must be a name without '/' when -p, --tmpdir or -t names the directory", risk: Write},
		{line: "mktemp -t a/x.XXXXXX", reason: "TEMPLATE must be a name without '/'", risk: Write},
		{line: "mktemp a.XXX b.XXX", fault: fault(TooManyOperands, 2), risk: Write},
	})
	checkFS(t, "rmdir", []fsCase{
		// Only empty directories go: a write, like mkdir, not dangerous.
		{line: "rmdir src docs", argv: "rmdir src docs", risk: Write, changed: []string{"src", "docs"}},
		{line: "rmdir -p a/b/c", argv: "rmdir -p a/b/c", risk: Write, changed: []string{"a/b/c"},
			warning: "-p also removes each parent named in the path once it is empty."},
		{line: "rmdir -v --ignore-fail-on-non-empty build", argv: "rmdir -v --ignore-fail-on-non-empty build", risk: Write, changed: []string{"build"}},
		{line: "rmdir -r build", fault: fault(UnknownOption, 1), risk: Write},
	})
}
