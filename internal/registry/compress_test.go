package registry

import "testing"

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
