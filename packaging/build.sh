#!/usr/bin/env bash
# Builds the stand-alone bezique-qt for this platform (Linux or macOS) with PyInstaller.
#
#   packaging/build.sh [PYINSTALLER OPTION...]      e.g. packaging/build.sh --clean
#
# Creates (or reuses) a build venv with the program and the pinned tools of
# packaging/requirements-build.txt, regenerates the icons in resources/icons, runs PyInstaller
# with packaging/bezique-qt.spec and prints where the bundle is and its size:
#   Linux  dist/bezique-qt/  (run dist/bezique-qt/bezique-qt)
#   macOS  dist/Bezique.app
#
# Environment: PYTHON (an interpreter >= 3.11 to create the venv, default python3),
# BQ_BUILD_VENV (default build/venv), BQ_DIST_DIR (where the bundle goes, default dist).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$(pwd)
venv=${BQ_BUILD_VENV:-build/venv}
dist=${BQ_DIST_DIR:-dist}
python=${PYTHON:-python3}

say() { echo "build.sh: $*" >&2; }

if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
  say "Python 3.11 or newer is needed; set PYTHON to one (now: $python)"
  exit 1
fi
if ! [ -x "$venv/bin/python" ] || ! "$venv/bin/python" -c '' 2>/dev/null; then
  say "creating the build venv $venv"
  "$python" -m venv --clear "$venv"
fi
vpy="$venv/bin/python"

# Install again only when the project's dependencies or the pinned tools change.
stamp="$venv/.bezique-qt-build"
digest=$("$vpy" -c 'import hashlib, sys
print(hashlib.sha256(b"".join(open(p, "rb").read() for p in sys.argv[1:])).hexdigest())' \
  pyproject.toml packaging/requirements-build.txt)
if [ "$(cat "$stamp" 2>/dev/null)" != "$digest" ]; then
  say "installing PyInstaller and bezique_qt into $venv"
  "$vpy" -m pip install --quiet --disable-pip-version-check --upgrade pip
  "$vpy" -m pip install --quiet --disable-pip-version-check \
    -r packaging/requirements-build.txt "$root"
  echo "$digest" >"$stamp"
fi

say "drawing the icons"
"$vpy" packaging/make_icons.py >/dev/null

say "running PyInstaller"
start=$(date +%s)
"$vpy" -m PyInstaller --noconfirm --log-level WARN \
  --distpath "$dist" --workpath build/pyinstaller "$@" packaging/bezique-qt.spec
end=$(date +%s)

case "$(uname -s)" in
  Darwin) bundle=$dist/Bezique.app ;;
  *) bundle=$dist/bezique-qt ;;
esac
[ -e "$bundle" ] || { say "PyInstaller made no $bundle"; exit 1; }
bundle=$(cd "$bundle" && pwd)
case "$bundle" in
  *.app) run="open $bundle" ;;
  *) run="$bundle/bezique-qt" ;;
esac
size=$(du -sh "$bundle" | cut -f1)
echo "bundle: $bundle"
echo "size:   $size (built in $((end - start)) s)"
echo "run:    $run"
