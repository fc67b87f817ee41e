"""One running copy per profile: a second start brings the first copy's window to the front
and ends without touching a file; a copy that was killed does not block the next start."""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from bezique_qt.cli import build_parser
from bezique_qt.persistence import default_locations
from bezique_qt.ui import app as app_module
from bezique_qt.ui.single_instance import LOCK_NAME, claim_profile


def _options(*words: str) -> argparse.Namespace:
    """The window's options as ``bezique-qt WORDS`` parses them."""
    return build_parser().parse_args(list(words))


def files_of(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def leftover(folder: Path) -> Path:
    """An old temporary file of a writer that is gone: what a start cleans up."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / ".autosave.json.x1.tmp"
    path.write_text("partial")
    os.utime(path, (0, 0))
    return path


def test_a_second_start_brings_the_first_to_the_front_and_touches_nothing(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    where = default_locations()
    guard, sentence, _answered = claim_profile(where)
    assert guard is not None and sentence == ""
    first = QWidget()
    qtbot.addWidget(first)
    first.showMinimized()
    guard.window = first
    # a program that did start anyway (the first window stays open) is ended after a while
    give_up = QTimer()
    give_up.setSingleShot(True)
    give_up.timeout.connect(qapp.quit)
    give_up.start(5000)
    try:
        decoy = leftover(where.data_dir)
        before = files_of(tmp_path)
        assert app_module.run(_options("--speed", "none")) == 0
        assert capsys.readouterr().err == (
            f"bezique-qt: Bezique is already open with this profile (process {os.getpid()}); "
            "its window was brought to the front.\n")
        qtbot.waitUntil(lambda: not first.isMinimized(), timeout=5000)
        assert files_of(tmp_path) == before and decoy.exists()
    finally:
        give_up.stop()
        first.close()  # the last window to close ends the next run's event loop
        guard.release()
    # the profile is free again: the next start runs, and cleans up what is stale
    assert app_module.run(_options("--speed", "none", "--exit-after-ms", "50")) == 0
    assert not decoy.exists()


def test_the_lock_of_a_copy_that_was_killed_does_not_stop_the_next_start(
        qapp: QApplication) -> None:
    where = default_locations()
    lock = where.data_dir / LOCK_NAME
    where.data_dir.mkdir(parents=True)
    killed = ("import os, sys\nfrom PySide6.QtCore import QLockFile\n"
              "lock = QLockFile(sys.argv[1])\nassert lock.tryLock(0)\nos._exit(0)\n")
    subprocess.run([sys.executable, "-c", killed, str(lock)], check=True, timeout=60)
    assert lock.exists()  # left behind, naming a process that is gone
    assert app_module.run(_options("--speed", "none", "--exit-after-ms", "50")) == 0
