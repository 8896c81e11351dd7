package ask

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// A secret-bearing file is one whose content is a secret by what the file
// is, not by what a line of it looks like: redaction by shape cannot be
// trusted with it, so a step that reads one waits for the person's yes
// before its content goes to the model.

// secretNames are file names that hold secrets wherever they are: .envrc
// is direnv's .env; terraform's state holds every resource's secrets in
// the clear; .vault-token is Vault's login token; .s3cfg, .boto and
// .passwd-s3fs are S3 keys; .terraformrc and terraform.rc may hold API
// tokens.
var secretNames = []string{
	".env", ".envrc", ".netrc", "_netrc", ".git-credentials", ".npmrc", ".pypirc", ".pgpass", ".my.cnf",
	".bash_history", ".zsh_history", ".sh_history", ".history", "fish_history", ".python_history",
	".psql_history", ".mysql_history", ".sqlite_history", ".node_repl_history", ".lesshst",
	"id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id_ecdsa_sk", "id_ed25519_sk", "identity",
	"credentials.json", "client_secret.json", "service-account.json", ".htpasswd",
	"terraform.tfstate", "terraform.tfstate.backup", ".terraformrc", "terraform.rc", ".vault-token",
	".s3cfg", ".boto", ".passwd-s3fs", ".rclone.conf",
}

// secretSuffixes end names of files that hold secrets: terraform state
// under any name (prod.tfstate, and its backups).
var secretSuffixes = []string{".tfstate", ".tfstate.backup"}

// secretExtensions are extensions of key and certificate-store files.
var secretExtensions = []string{".pem", ".key", ".p12", ".pfx", ".jks", ".keystore", ".kdbx", ".gpg", ".asc", ".ppk"}

// secretDirs are directories every file of which is secret-bearing, as
// path elements: .ssh anywhere (~/.ssh, /root/.ssh, /etc/ssh keys have
// their own rule), GnuPG's home, keyrings, the password store, gcloud's
// and Azure's credentials, sops's age keys, the secrets a container
// runtime mounts (/run/secrets, /var/run/secrets: Docker secrets and
// Kubernetes service-account tokens), WireGuard's and TLS private keys.
var secretDirs = [][]string{{".ssh"}, {".gnupg"}, {".local", "share", "keyrings"}, {".password-store"}, {".config", "gcloud"},
	{".azure"}, {"sops", "age"}, {"run", "secrets"}, {"etc", "wireguard"}, {"ssl", "private"}}

// secretInDir are files secret-bearing in a particular directory. A
// slice, not a map: static data, nothing built at start-up.
var secretInDir = []struct {
	dir   string
	names []string
}{
	{".aws", []string{"credentials", "config"}},
	{".docker", []string{"config.json"}},
	{".kube", []string{"config"}},
	{".config", []string{"hub", "gh"}}, // gh keeps hosts.yml below; hub its token here
	{"gh", []string{"hosts.yml"}},
	{"etc", []string{"shadow", "gshadow", "shadow-", "gshadow-", "master.passwd", "spwd.db"}},
	{".cargo", []string{"credentials", "credentials.toml"}},
	{".terraform.d", []string{"credentials.tfrc.json"}},
	{"rclone", []string{"rclone.conf"}},
	{"git", []string{"credentials"}},           // git's credential store under ~/.config/git
	{"containers", []string{"auth.json"}},      // podman's and skopeo's registry logins
	{".gem", []string{"credentials"}},          // RubyGems API key
	{".m2", []string{"settings-security.xml"}}, // Maven's master password
	{".pulumi", []string{"credentials.json"}},
}

// SecretFile reports whether path, read in dir, is a secret-bearing file
// or directory: by the name it is given and by the file a symlink leads
// to, so a link named notes.txt to .env is one too.
func SecretFile(path, dir, home string) bool {
	abs := absolute(path, dir, home)
	if secretPath(abs) {
		return true
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil && real != abs {
		return secretPath(real)
	}
	return false
}

func absolute(path, dir, home string) string {
	switch {
	case path == "~" && home != "":
		path = home
	case strings.HasPrefix(path, "~/") && home != "":
		path = filepath.Join(home, path[2:])
	case !filepath.IsAbs(path):
		path = filepath.Join(dir, path)
	}
	return filepath.Clean(path)
}

// secretPath classifies a clean absolute path by its elements, in any
// case (.ENV on a file system that ignores case is .env).
func secretPath(path string) bool {
	elems := strings.Split(strings.Trim(strings.ToLower(path), "/"), "/")
	base := elems[len(elems)-1]
	if slices.Contains(secretNames, base) || strings.HasPrefix(base, ".env.") ||
		strings.HasPrefix(base, "ssh_host_") && strings.HasSuffix(base, "_key") ||
		slices.ContainsFunc(secretSuffixes, func(s string) bool { return strings.HasSuffix(base, s) }) {
		return true
	}
	if processEnvironment(elems) {
		return true
	}
	if ext := strings.ToLower(filepath.Ext(base)); slices.Contains(secretExtensions, ext) {
		return true
	}
	for _, d := range secretDirs {
		for i := 0; i+len(d) <= len(elems); i++ {
			if slices.Equal(elems[i:i+len(d)], d) {
				return true
			}
		}
	}
	if len(elems) >= 2 {
		for _, s := range secretInDir {
			if s.dir == elems[len(elems)-2] && slices.Contains(s.names, base) {
				return true
			}
		}
	}
	return false
}

// maxWalk bounds how many entries of a directory tree are looked at for
// secret-bearing files; a larger tree counts as holding one.
const maxWalk = 20000

// SecretInTree reports a secret-bearing file in the tree at path (read
// in dir), for a step that reads the contents of the files below a
// directory (grep -r): the first one found, "" when there is none. A
// symlink is judged by where it leads. A tree too large to look through
// is reported as itself.
func SecretInTree(path, dir, home string) string {
	root := absolute(path, dir, home)
	if info, err := os.Stat(root); err != nil || !info.IsDir() {
		return ""
	}
	if real, err := filepath.EvalSymlinks(root); err == nil {
		root = real // grep -r follows a link it is given
	}
	found, n := "", 0
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		n++
		switch {
		case n > maxWalk:
			found = path
			return filepath.SkipAll
		case err != nil:
			return nil
		case p != root && d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules"):
			return filepath.SkipDir
		case secretPath(p):
			found = p
			return filepath.SkipAll
		case d.Type()&fs.ModeSymlink != 0:
			if real, err := filepath.EvalSymlinks(p); err == nil && secretPath(real) {
				found = p
				return filepath.SkipAll
			}
		}
		return nil
	})
	if found != "" && found != path {
		if rel, err := filepath.Rel(dir, found); err == nil && !strings.HasPrefix(rel, "..") {
			found = rel
		}
	}
	return found
}

// processEnvironment reports a file of /proc that holds a process's
// environment, tokens and all: /proc/PID/environ (self, a number, a
// glob's match), a thread's /proc/PID/task/TID/environ, and mem, its
// memory, which holds the environment too.
func processEnvironment(elems []string) bool {
	return len(elems) >= 3 && elems[0] == "proc" && slices.Contains([]string{"environ", "mem"}, elems[len(elems)-1])
}
