"""An export never replaces, truncates or writes into anything but a regular file: a device (as
``sheet --force`` once turned ``/dev/full`` into a file), a pipe, a socket, or a link to one of
them or to nothing, is refused with a sentence, with or without ``--force``.  The device nodes
and pipes are made in the test's own folder."""

from __future__ import annotations

import os
import shutil
import socket
import stat
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bezique_qt.engine import GameState
from bezique_qt.export.files import write_bytes
from bezique_qt.safe_files import NotAFile


def _command() -> list[str]:
    installed = shutil.which("bezique-qt", path=str(Path(sys.executable).parent))
    return [installed] if installed else [sys.executable, "-m", "bezique_qt"]

FULL = os.makedev(1, 7)  # /dev/full's numbers, made here


def _device(path: Path) -> Path:
    os.mknod(path, stat.S_IFCHR | 0o666, FULL)
    return path


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


def _socket(path: Path) -> Path:
    with socket.socket(socket.AF_UNIX) as s:
        s.bind(str(path))
    return path


def _link_to_device(path: Path) -> Path:
    path.symlink_to(_device(path.with_name("full")))
    return path


def _dangling(path: Path) -> Path:
    path.symlink_to(path.with_name("nowhere") / "sheet.csv")
    return path


MAKERS: dict[str, Callable[[Path], Path]] = {
    "device": _device, "fifo": _fifo, "socket": _socket, "link to a device": _link_to_device,
    "dangling link": _dangling,
}


def _special_files(folder: Path) -> dict[str, tuple[int, int, int]]:
    """Every entry that is not a regular file: (inode, type bits, device numbers)."""
    found = {}
    for path in folder.rglob("*"):
        info = os.lstat(path)
        if not stat.S_ISREG(info.st_mode):
            found[str(path)] = (info.st_ino, stat.S_IFMT(info.st_mode), info.st_rdev)
    return found


@pytest.fixture(params=sorted(MAKERS))
def special(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "out"
    folder.mkdir()
    yield MAKERS[request.param](folder / "sheet.csv")


@pytest.mark.parametrize("replace", [True, False])
def test_write_bytes_refuses_anything_but_a_regular_file(special: Path, replace: bool,
                                                         no_hang: Callable) -> None:
    before = _special_files(special.parent)
    with no_hang(), pytest.raises(NotAFile):
        write_bytes(special, b"a,b\n", replace=replace)
    assert _special_files(special.parent) == before
    assert sorted(os.listdir(special.parent)) == sorted(Path(p).name for p in before)
    assert not (special.parent / "nowhere").exists()


def test_sheet_force_never_writes_a_device(classic: GameState, tmp_path: Path,
                                           save_record: Callable[..., Path]) -> None:
    record = save_record(classic)
    full = _device(tmp_path / "full")
    (tmp_path / "links").mkdir()
    for option, target in (("--csv", full), ("--html", full), ("--pdf", full),
                           ("--csv", _link_to_device(tmp_path / "links" / "latest.csv"))):
        for force in ((), ("--force",)):
            run = subprocess.run([*_command(), "sheet", str(record), option, str(target),
                                  *force], capture_output=True, text=True, timeout=120)
            assert run.returncode == 2, run.stderr
            assert "a device" in run.stderr and "Traceback" not in run.stderr
            assert stat.S_ISCHR(os.lstat(full).st_mode) and os.lstat(full).st_rdev == FULL
