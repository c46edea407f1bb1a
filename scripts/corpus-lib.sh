# Shared by scripts/corpus.sh and scripts/bench.sh (source it after setting
# $root, the repository root, then call corpus_scratch): the output and
# scratch directories, reading the corpus file, fetching an entry's module
# through the Go module proxy into a scratch copy, and building mcplint and
# mcpstat with an entry's toolchain. See scripts/corpus.txt for the entry
# format.

# corpus_scratch NAME OUT KEEP: sets out to the absolute path of OUT (made
# when missing; a new temporary directory when OUT is empty) and work to a
# new scratch directory, removed on exit unless KEEP is 1.
corpus_scratch() {
	out=$2
	[[ -n $out ]] || out=$(mktemp -d "${TMPDIR:-/tmp}/mcplint-$1-out.XXXXXX")
	mkdir -p "$out"
	out=$(cd "$out" && pwd)
	work=$(mktemp -d "${TMPDIR:-/tmp}/mcplint-$1.XXXXXX")
	corpus_keep=$3
	trap corpus_cleanup EXIT
}

corpus_cleanup() {
	if [[ $corpus_keep == 1 ]]; then
		echo "scratch directory kept: $work" >&2
	else
		chmod -R u+w "$work" 2>/dev/null || true
		rm -rf "$work"
	fi
}

# GOFLAGS for the corpus modules: whatever is configured, plus -mod=mod, so
# that a module zip whose go.sum lacks a line (or that ships a vendor
# directory without modules.txt) still loads. The copies are scratch.
corpus_goflags=$(cd "$root" && go env GOFLAGS)
[[ $corpus_goflags == *-mod=* ]] || corpus_goflags="$corpus_goflags -mod=mod"
corpus_goflags=${corpus_goflags# }

# unjson: undoes the JSON string escapes go mod download -json uses in errors.
unjson() { sed 's/\\u003e/>/g; s/\\u003c/</g; s/\\u0026/\&/g; s/\\[nt]/ /g; s/\\"/"/g'; }

# corpus_build TOOLCHAIN: builds mcplint and mcpstat from the checkout with
# that toolchain into $work/bin/TOOLCHAIN, once; prints the directory.
corpus_build() {
	local tc=$1 bin=$work/bin/$1
	if [[ ! -x $bin/mcplint || ! -x $bin/mcpstat ]]; then
		echo "corpus: building mcplint and mcpstat with GOTOOLCHAIN=$tc" >&2
		mkdir -p "$bin"
		(cd "$root" && GOTOOLCHAIN=$tc go build -o "$bin/" ./cmd/mcplint ./internal/cmd/mcpstat) >&2 || return 1
	fi
	echo "$bin"
}

# corpus_fetch NAME MODULE@VERSION TOOLCHAIN AS LOG: copies the module from
# the module proxy to $work/src/NAME (renamed to AS when AS is set) and
# downloads its dependencies, with their output in LOG. Sets corpus_src to
# the copy. Returns 1, with the reason in corpus_err, when the module
# cannot be had; a failed download of the dependencies only sets
# corpus_note (not every module of a build list need be on the proxy: a
# pseudo-version of a nested module can be refused; what the patterns need
# is checked when they are loaded).
corpus_fetch() {
	local name=$1 modver=$2 tc=$3 as=$4 log=$5
	corpus_src="" corpus_err="" corpus_note=""
	local dl rc=0 dir
	dl=$(cd "$work" && GOTOOLCHAIN=$tc go mod download -json "$modver") || rc=$?
	dir=$(printf '%s\n' "$dl" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",\{0,1\}$/\1/p')
	if [[ $rc != 0 || -z $dir || ! -d $dir ]]; then
		corpus_err="go mod download $modver failed: $(printf '%s\n' "$dl" | sed -n 's/^[[:space:]]*"Error": "\(.*\)",\{0,1\}$/\1/p' | unjson)"
		return 1
	fi
	local src=$work/src/$name
	rm -rf "$src"
	mkdir -p "$work/src"
	cp -R "$dir" "$src"
	chmod -R u+w "$src"
	if [[ -n $as ]]; then
		echo "corpus: $name: renaming the module to $as, requiring $modver" >&2
		if ! (cd "$src" && GOTOOLCHAIN=$tc go mod edit -module "$as" -require "$modver") >&2; then
			corpus_err="go mod edit -module $as failed"
			return 1
		fi
	fi
	if ! (cd "$src" && GOTOOLCHAIN=$tc GOFLAGS=$corpus_goflags go mod download) >"$log" 2>&1; then
		corpus_note="go mod download of its dependencies failed, going on with what the patterns need: $(grep -m 1 '^go: ' "$log" || tail -n 1 "$log")"
	fi
	corpus_src=$src
}

# corpus_each FILE CALLBACK BAD [NAME...]: for each entry of the corpus
# FILE (only the NAMEs, when given), calls
#   CALLBACK NAME MODULE@VERSION TOOLCHAIN AS PATTERN...
# with standard input from /dev/null; for a malformed line, BAD NAME MESSAGE.
corpus_each() {
	local file=$1 callback=$2 badline=$3
	shift 3
	local only=("$@") name modver tc rest words w as pats bad
	while read -r -u 3 name modver tc rest; do
		[[ -z ${name:-} || $name == \#* ]] && continue
		if [[ ${#only[@]} -gt 0 && " ${only[*]} " != *" $name "* ]]; then
			continue
		fi
		if [[ -z ${rest:-} ]]; then
			"$badline" "$name" "corpus line needs: name module@version toolchain [as=PATH] pattern..."
			continue
		fi
		read -r -a words <<<"$rest"
		as=""
		pats=()
		bad=""
		for w in "${words[@]}"; do
			case $w in
			as=*) as=${w#as=} ;;
			*=*) bad=$w ;;
			*) pats+=("$w") ;;
			esac
		done
		if [[ -n $bad ]]; then
			"$badline" "$name" "unknown corpus option $bad"
			continue
		fi
		if [[ ${#pats[@]} -eq 0 ]]; then
			"$badline" "$name" "corpus line has no package pattern"
			continue
		fi
		"$callback" "$name" "$modver" "$tc" "$as" "${pats[@]}" </dev/null
	done 3<"$file"
}
