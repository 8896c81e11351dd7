#!/usr/bin/env bash
# Build oterminus with the local Go toolchain and install it into
# ~/.local/bin (or $PREFIX/bin). Nothing else is touched: no rc file is
# edited; the script prints the line to add to yours.
{ # the braces make a partly downloaded script a syntax error, not a partial run
set -euo pipefail

log() { printf 'install.sh: %s\n' "$*" >&2; }
die() { printf 'install.sh: error: %s\n' "$1" >&2; [ -n "${2:-}" ] && printf 'hint: %s\n' "$2" >&2; exit 1; }

cd "$(dirname "$0")"
prefix=${PREFIX:-$HOME/.local}
bindir=$prefix/bin

command -v go >/dev/null 2>&1 || PATH=$PATH:/usr/local/go/bin
command -v go >/dev/null 2>&1 || die "Go is not installed" "install Go 1.26 or newer from https://go.dev/dl and run ./install.sh again"

version=$(git describe --tags --always --dirty 2>/dev/null || echo 0.1.0-dev)
log "building oterminus $version"
mkdir -p "$bindir"
CGO_ENABLED=0 go build -trimpath \
	-ldflags "-s -w -X github.com/oterminus/oterminus/internal/cli.Version=$version" \
	-o "$bindir/oterminus.tmp" ./cmd/oterminus
mv -f "$bindir/oterminus.tmp" "$bindir/oterminus"
log "installed $bindir/oterminus"

run=oterminus
case ":$PATH:" in
*":$bindir:"*) ;;
*)
	log "note: $bindir is not on your PATH; add it, or use the full path below"
	run=$bindir/oterminus
	;;
esac

shell=$(basename "${SHELL:-bash}")
cat <<MSG

To bind Ctrl-O in your shell, add this line to your shell's startup file:

  zsh  (~/.zshrc):
    [[ -r \${XDG_CACHE_HOME:-\$HOME/.cache}/oterminus/init.zsh ]] && source "\${XDG_CACHE_HOME:-\$HOME/.cache}/oterminus/init.zsh" || eval "\$($bindir/oterminus init zsh --cache)"
  bash (~/.bashrc):
    [[ -r \${XDG_CACHE_HOME:-\$HOME/.cache}/oterminus/init.bash ]] && source "\${XDG_CACHE_HOME:-\$HOME/.cache}/oterminus/init.bash" || eval "\$($bindir/oterminus init bash --cache)"
  fish (~/.config/fish/config.fish):
    begin; set -l c ~/.cache; test -n "\$XDG_CACHE_HOME"; and set c \$XDG_CACHE_HOME; test -r \$c/oterminus/init.fish; and source \$c/oterminus/init.fish; or $bindir/oterminus init fish --cache | source; end

Your login shell is $shell. Then open a new shell, type a request, and press Ctrl-O.
Check the setup with: $run doctor
MSG
}
