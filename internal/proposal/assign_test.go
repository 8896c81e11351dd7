package proposal

import "testing"

// TestCheckAssignment: only the listed names pass, each with a value of
// its shape; names that change what runs, loads or is read (the ones a
// red team used, and ones no deny-list named) are flagged; TMPDIR passes
// with the directory it makes the command write into.
func TestCheckAssignment(t *testing.T) {
	for _, c := range []struct {
		word    string
		flagged bool
		dir     string
	}{
		{"TZ=UTC", false, ""}, {"TZ=Europe/Paris", false, ""}, {"LANG=C", false, ""}, {"LANG=en_US.UTF-8", false, ""},
		{"LC_ALL=C", false, ""}, {"LC_TIME=de_DE@euro", false, ""}, {"LANGUAGE=fr:en", false, ""},
		{"NO_COLOR=1", false, ""}, {"COLUMNS=80", false, ""}, {"LINES=40", false, ""}, {"TERM=xterm-256color", false, ""}, {"DISPLAY=:2", false, ""}, {"DISPLAY=:0.1", false, ""},
		{"CLICOLOR_FORCE=1", false, ""}, {"FORCE_COLOR=0", false, ""}, {"TZ='UTC'", false, ""},
		{"TMPDIR=/etc", false, "/etc"}, {"TMPDIR='/var/tmp'", false, "/var/tmp"}, {"TMPDIR=", false, ""},
		{"MANOPT=-P./pager.sh", true, ""}, {"GCONV_PATH=.", true, ""}, {"LD_PRELOAD=/tmp/x.so", true, ""},
		{"PAGER=cat", true, ""}, {"GIT_WORK_TREE=/home", true, ""}, {"POSIXLY_CORRECT=1", true, ""},
		{"LESSOPEN=|./x", true, ""}, {"http_proxy=http://h", true, ""}, {"LOCPATH=.", true, ""}, {"TERMINFO=.", true, ""},
		{"LC_=C", true, ""}, {"LANG=/tmp/locale", true, ""}, {"LANG=../x", true, ""}, {"COLUMNS=80x", true, ""}, {"DISPLAY=evil.example:0", true, ""}, {"DISPLAY=:0.", true, ""}, {"DISPLAY=:", true, ""},
		{"TERM=../../tmp/t", true, ""}, {"tz=UTC", true, ""},
	} {
		flagged, dir := CheckAssignment(c.word)
		if (flagged != "") != c.flagged || dir != c.dir {
			t.Errorf("%s: flagged %q, writes into %q; want flagged %v, writes into %q", c.word, flagged, dir, c.flagged, c.dir)
		}
	}
}
