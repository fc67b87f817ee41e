"""Exports to a full disk: a sentence, exit code 2, and no cut-off file, on a real small disk
(a private tmpfs, where the system allows one)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from bezique_qt.engine import GameState


def _command() -> list[str]:
    installed = shutil.which("bezique-qt", path=str(Path(sys.executable).parent))
    return [installed] if installed else [sys.executable, "-m", "bezique_qt"]


@pytest.fixture(scope="module")
def full_disk_allowed(tmpfs_available: bool) -> None:
    if not tmpfs_available:
        pytest.skip("cannot mount a private tmpfs here (unshare not permitted)")


# In a private mount namespace: a 256 KB tmpfs on $DIR holding an old export, then filled to
# the last byte; the command runs there, then the folder is listed with each file's size.
SHELL = '''
mount -t tmpfs -o size=256k tmpfs "$DIR"
printf 'old sheet' > "$DIR/old$EXT"
head -c 1000000 /dev/zero > "$DIR/filler" 2>/dev/null || true
set +e
"$@" 2>"$DIR.err"
echo "exit $?"
set -e
for f in "$DIR"/* "$DIR"/.[!.]*; do [ -e "$f" ] && echo "$(basename "$f") $(wc -c < "$f")"; done
cat "$DIR/old$EXT"; echo
'''


@pytest.mark.usefixtures("full_disk_allowed")
@pytest.mark.parametrize("option", ["--pdf", "--png", "--html", "--csv"])
def test_an_export_to_a_full_disk_leaves_nothing_cut_off(
        option: str, classic: GameState, tmp_path: Path,
        save_record: Callable[..., Path]) -> None:
    record = save_record(classic)
    disk = tmp_path / "disk"
    disk.mkdir()
    ext = f".{option[2:]}"  # --png takes only names ending in .png
    env = dict(os.environ, DIR=str(disk), EXT=ext)
    env.pop("DISPLAY", None)
    listing = {}
    for target, extra in ((f"new{ext}", ()), (f"old{ext}", ("--force",))):
        result = subprocess.run(
            ["unshare", "--map-root-user", "--mount", "sh", "-ec", SHELL, "sh", *_command(),
             "sheet", str(record), option, str(disk / target), *extra],
            env=env, capture_output=True, text=True, timeout=120, check=False)
        assert result.returncode == 0, result.stderr
        lines = result.stdout.splitlines()
        error = Path(f"{disk}.err").read_text()
        listing = dict(line.split(" ", 1) for line in lines[1:-1])
        # no cut-off export, no temporary file; the old one is whole
        assert sorted(listing) == ["filler", f"old{ext}"], listing
        assert lines[-1] == "old sheet"
        assert lines[0] == "exit 2", error
        assert error == (f"bezique-qt sheet: {disk / target}: the file cannot be written (No "
                         "space left on device); nothing was written there.\n")
    assert not any(disk.iterdir())  # the tmpfs stayed in its namespace
