# Shared set-up for ./play and ./run-tests; source it, do not run it.
#
#   source scripts/setup-env.sh
#   bq_setup EXTRA PACKAGE...
#
# EXTRA is "" or an optional-dependency group of pyproject.toml ("test"); PACKAGE... are the
# Debian packages the caller needs. bq_setup leaves the shell in the repository root with an
# up-to-date .venv. Every step checks first and does nothing when there is nothing to do, so a
# second run costs well under a second.

bq_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bq_venv="$bq_root/.venv"

bq_say() { echo "bezique-qt: $*" >&2; }

# Runs a command, showing its output only if it fails (installers are chatty when all is well).
bq_quiet() {
  local log
  log=$("$@" 2>&1) && return 0
  local status=$?
  echo "$log" >&2
  return "$status"
}

# Picks a Python >= 3.11: $PYTHON if set, otherwise the first suitable interpreter on PATH.
bq_find_python() {
  local candidate
  for candidate in ${PYTHON:-} python3 python3.13 python3.12 python3.11; do
    if command -v "$candidate" >/dev/null 2>&1 \
      && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
      command -v "$candidate"
      return 0
    fi
  done
  bq_say "Python 3.11 or newer is needed; install it (Debian: apt-get install python3) or set PYTHON."
  return 1
}

# Installs the missing Debian packages among "$@" (only as root; otherwise prints the command).
bq_ensure_packages() {
  command -v dpkg-query >/dev/null 2>&1 || return 0  # not Debian: the user provides the libraries
  local installed missing=() pkg
  installed=$(dpkg-query -W -f='${Package} ${db:Status-Status}\n' "$@" 2>/dev/null || true)
  for pkg in "$@"; do
    grep -qx "$pkg installed" <<<"$installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    bq_say "missing system packages; install them with:"
    bq_say "  sudo apt-get install ${missing[*]}"
    return 0
  fi
  bq_say "installing system packages: ${missing[*]}"
  if ! { bq_quiet apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
    bq_quiet apt-get install -y -qq --no-install-recommends "${missing[@]}"; }; then
    bq_say "could not install ${missing[*]}; continuing without them"
  fi
}

# Creates .venv if it is missing or its interpreter no longer runs.
bq_ensure_venv() {
  local python=$1
  if [ -x "$bq_venv/bin/python" ] && "$bq_venv/bin/python" -c '' 2>/dev/null; then
    return 0
  fi
  bq_say "creating .venv with $("$python" --version 2>&1)"
  "$python" -m venv --clear "$bq_venv" || return 1
  bq_quiet "$bq_venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip
}

# The sources of the compiled modules, one path a line: the modules of setup.py's COMPILED
# list, with the .pxd beside each that has one (its C types).
bq_compiled_sources() {
  "$bq_venv/bin/python" - "$bq_root" <<'EOF'
import ast, os, sys
root = sys.argv[1]
for node in ast.parse(open(f"{root}/setup.py").read()).body:
    if isinstance(node, ast.Assign) and ast.unparse(node.targets[0]) == "COMPILED":
        for path in ast.literal_eval(node.value):
            print(f"{root}/{path}")
            pxd = f"{root}/{path.removesuffix('.py')}.pxd"
            if os.path.exists(pxd):
                print(pxd)
EOF
}

# Installs the project in editable mode when pyproject.toml, setup.py or the source of a compiled
# module changed since the last install (an editable install compiles them in place). One stamp
# per extra; installing with an extra also satisfies the plain install.
bq_ensure_project() {
  local extra=$1 digest stamp target="." sources
  mapfile -t sources < <(bq_compiled_sources)
  digest=$(cat "$bq_root/pyproject.toml" "$bq_root/setup.py" "${sources[@]}" | sha256sum \
    | cut -d' ' -f1)
  stamp="$bq_venv/.bezique-qt-installed${extra:+-$extra}"
  [ "$(cat "$stamp" 2>/dev/null)" = "$digest" ] && return 0
  [ -n "$extra" ] && target=".[$extra]"
  bq_say "installing bezique_qt${extra:+[$extra]} into .venv"
  bq_quiet "$bq_venv/bin/python" -m pip install --quiet --disable-pip-version-check -e "$target" \
    || return 1
  echo "$digest" >"$stamp"
  [ -n "$extra" ] && echo "$digest" >"$bq_venv/.bezique-qt-installed"
  return 0
}

bq_setup() {
  local extra=$1 python
  shift
  cd "$bq_root" || return 1
  python=$(bq_find_python) || return 1
  local packages=("$@")
  # Debian's own Python needs python3-venv before it can create a virtual environment.
  if [[ $python == /usr/bin/* ]] && ! "$python" -c 'import ensurepip' 2>/dev/null; then
    packages+=(python3-venv)
  fi
  # the computer players' playout and solver are compiled when a C compiler and Python's headers
  # are there (without them they run in Python: the same moves, slower)
  packages+=(gcc)
  if [[ $python == /usr/bin/* ]]; then
    packages+=(python3-dev)
  fi
  bq_ensure_packages "${packages[@]}"
  bq_ensure_venv "$python" || return 1
  bq_ensure_project "$extra" || return 1
}
