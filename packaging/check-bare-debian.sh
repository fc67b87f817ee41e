#!/usr/bin/env bash
# Runs the Linux bundle on a bare Debian 12 (bookworm) with only libgl1 and libegl1 added: no
# fonts, no X server, no Qt. Needs root, debootstrap and network access to a Debian mirror.
#
#   packaging/check-bare-debian.sh [BUNDLE]        BUNDLE defaults to dist/bezique-qt
#
# The chroot is made once in $BQ_BARE_ROOT (default /tmp/bezique-bare-bookworm) and reused;
# the mirror is $BQ_DEBIAN_MIRROR (default http://deb.debian.org/debian). The script copies the
# bundle in, then runs, offscreen: one demo deal, a match whose deals run in worker processes,
# and a PNG score sheet (text drawn with the bundled font).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bundle=${1:-dist/bezique-qt}
chroot_dir=${BQ_BARE_ROOT:-/tmp/bezique-bare-bookworm}
mirror=${BQ_DEBIAN_MIRROR:-http://deb.debian.org/debian}

say() { echo "check-bare-debian: $*" >&2; }
[ "$(id -u)" -eq 0 ] || { say "run as root (chroot)"; exit 1; }
[ -x "$bundle/bezique-qt" ] || { say "no bundle at $bundle; run packaging/build.sh"; exit 1; }

if ! [ -e "$chroot_dir/.bezique-ready" ]; then
  command -v debootstrap >/dev/null || { say "apt-get install debootstrap"; exit 1; }
  say "making a minimal bookworm in $chroot_dir (a few minutes)"
  debootstrap --variant=minbase bookworm "$chroot_dir" "$mirror" >/dev/null
  chroot "$chroot_dir" /bin/sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -qq --no-install-recommends libgl1 libegl1 >/dev/null'
  touch "$chroot_dir/.bezique-ready"
fi

mounted=()
cleanup() {
  local m
  for m in "${mounted[@]}"; do umount "$m" || true; done
}
trap cleanup EXIT
mountpoint -q "$chroot_dir/proc" || { mount -t proc proc "$chroot_dir/proc"; mounted+=("$chroot_dir/proc"); }
mkdir -p "$chroot_dir/dev/shm"
mountpoint -q "$chroot_dir/dev/shm" \
  || { mount -t tmpfs tmpfs "$chroot_dir/dev/shm"; mounted+=("$chroot_dir/dev/shm"); }

rm -rf "$chroot_dir/opt/bezique-qt" "$chroot_dir/tmp/bq-check"
cp -a "$bundle" "$chroot_dir/opt/bezique-qt"
before=$(cd "$chroot_dir/opt/bezique-qt" && find . | sort | sha256sum)

run() {
  chroot "$chroot_dir" /usr/bin/env -i HOME=/root PATH=/usr/bin:/bin LANG=C.UTF-8 \
    QT_QPA_PLATFORM=offscreen "$@"
}
say "packages in the chroot: $(chroot "$chroot_dir" dpkg-query -W -f='${Package}\n' | wc -l)" \
  "(fonts: $(chroot "$chroot_dir" sh -c 'ls /usr/share/fonts 2>/dev/null | wc -l'))"
say "demo, one deal"
start=$(date +%s%N)
run /opt/bezique-qt/bezique-qt --demo --exit-after-deals 1 --speed none
say "  done in $((($(date +%s%N) - start) / 1000000)) ms"
say "match in two worker processes"
run /opt/bezique-qt/bezique-qt match --a hard --b easy --deals 1 --jobs 2 --budget 50 \
  --records /tmp/bq-check >/dev/null
say "score sheet as PNG"
record=$(cd "$chroot_dir" && ls tmp/bq-check/*.json | head -1)
run /opt/bezique-qt/bezique-qt sheet "/$record" --png /tmp/bq-check/sheet.png
say "  $chroot_dir/tmp/bq-check/sheet.png"
after=$(cd "$chroot_dir/opt/bezique-qt" && find . | sort | sha256sum)
[ "$before" = "$after" ] || { say "the program wrote files inside its bundle"; exit 1; }
say "all ran"
