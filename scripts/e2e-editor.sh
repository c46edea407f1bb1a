#!/usr/bin/env bash
# End-to-end test of the editor route, with a real editor: Neovim from
# Debian (installed when missing; Debian 12 has 0.7.2), headless, loads
# the Neovim 0.7 configuration of docs/integrations/editors.md as written
# there (the block after <!-- editor-sample: neovim-0.7 -->), which starts
# `mcplint lsp` from PATH for the server testdata/e2e/editor/main.go
# (testdata/e2e/editor/e2e.lua drives the editor). What
# Neovim received and did is compared with testdata/e2e/editor/want.txt:
# the diagnostics on opening the file (ranges as sent, in UTF-16 columns,
# and as placed in the buffer, in bytes; severity, source, analyzer,
# page), the code actions of each finding, the diagnostics after each
# quick fix is applied and the file saved, and the server's exit status
# after Neovim stops it. The file the two quick fixes leave must be the
# one `mcplint -fix` makes of a copy. Offline: modules come from the
# module cache (GOPROXY=file://...).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/e2e-lib.sh"

if ! command -v nvim >/dev/null; then
	echo "installing neovim (Debian package)"
	export DEBIAN_FRONTEND=noninteractive
	apt-get install -y -qq neovim >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq neovim >/dev/null; }
fi
echo "$(nvim --version | head -1), $(go version)"

# The modules the server needs, into the module cache; then offline.
(cd "$root" && go mod download)
mkdir "$work/proj" "$work/copy" "$work/bin"
cp "$root/testdata/modules/tooling/go.mod" "$root/testdata/modules/tooling/go.sum" "$work/proj/"
(cd "$work/proj" && GOFLAGS=-mod=mod go mod download)
export GOPROXY="file://$(go env GOMODCACHE)/cache/download" GOSUMDB=off GOFLAGS=-mod=mod GOTOOLCHAIN=local
(cd "$root" && go build -o "$work/bin/mcplint" ./cmd/mcplint)
cp "$root/testdata/e2e/editor/main.go" "$work/proj/main.go"
cp -r "$work/proj/." "$work/copy/"
# The documented configuration, with mcplint on PATH as it expects.
sed -n '/<!-- editor-sample: neovim-0.7 -->/,/^```$/p' "$root/docs/integrations/editors.md" | sed '1,2d;$d' >"$work/neovim.lua"
[ -s "$work/neovim.lua" ] || { echo "docs/integrations/editors.md has no editor-sample: neovim-0.7 block" >&2; exit 1; }
export PATH="$work/bin:$PATH"

# Neovim, with the server; a hung session fails after 10 minutes.
start=$SECONDS
if E2E_OUT="$work/nvim.txt" E2E_FILE="$work/proj/main.go" E2E_CONFIG="$work/neovim.lua" \
	run nvim 0 timeout 600 nvim --headless --noplugin -u NONE -i NONE -n -c "luafile $root/testdata/e2e/editor/e2e.lua"; then
	same diagnostics "$root/testdata/e2e/editor/want.txt" "$work/nvim.txt"
else
	fail "nvim's record" "$work/nvim.txt"
fi
echo "     (Neovim session: $((SECONDS - start))s)"

# The quick fixes leave the file mcplint -fix makes.
if run fix 0 env -C "$work/copy" "$work/bin/mcplint" -fix .; then
	same "quick fixes = mcplint -fix" "$work/copy/main.go" "$work/proj/main.go"
fi

e2e_done e2e-editor
