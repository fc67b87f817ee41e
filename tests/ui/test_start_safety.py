"""Starting never hangs nor stops for good on what a power cut or another user leaves: a lock
file that is empty, garbage, a folder, a link or a pipe is a stale lock; the socket of the
running copy lives in the user's private folder and one of another user's is never used; a
refusal to start is shown in a window, in the player's language."""

from __future__ import annotations

import argparse
import os
import socket
import stat
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLockFile, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from bezique_qt.cli import build_parser
from bezique_qt.persistence import Preferences, default_locations, save_preferences
from bezique_qt.ui import app as app_module
from bezique_qt.ui.single_instance import (
    LOCK_NAME,
    ProfileGuard,
    ask_to_raise,
    claim_profile,
    peer_uid,
    server_name,
)
from bezique_qt.ui.start_refusal import BOX_NAME

OTHER_USER = 12345


def _options(*words: str) -> argparse.Namespace:
    return build_parser().parse_args(list(words))


def _empty(path: Path) -> None:
    path.write_bytes(b"")


def _garbage(path: Path) -> None:
    path.write_bytes(b"\x00\xff power cut\n")


def _folder(path: Path) -> None:
    path.mkdir()
    (path / "inside").write_text("kept")


def _pipe(path: Path) -> None:
    os.mkfifo(path)


def _link(path: Path) -> None:
    outside = path.parent.parent / "outside.lock"
    outside.write_text("12\nother\nhost\n")
    path.symlink_to(outside)


STALE: dict[str, Callable[[Path], None]] = {
    "empty": _empty, "garbage": _garbage, "folder": _folder, "pipe": _pipe, "link": _link}


@pytest.fixture
def lock_path() -> Path:
    where = default_locations()
    where.data_dir.mkdir(parents=True)
    return where.data_dir / LOCK_NAME


def _old(path: Path) -> None:
    """As a power cut left it: written long ago."""
    os.utime(path, (0, 0), follow_symlinks=False)


@pytest.mark.parametrize("kind", sorted(STALE))
def test_a_stale_lock_of_any_kind_is_set_aside(qapp: QApplication, lock_path: Path,
                                               no_hang: Callable, kind: str) -> None:
    STALE[kind](lock_path)
    _old(lock_path)
    mode = stat.S_IFMT(os.lstat(lock_path).st_mode)
    with no_hang():
        guard, sentence, answered = claim_profile(default_locations())
    assert guard is not None, sentence
    try:
        assert sentence == "" and answered
        kept = [p for p in lock_path.parent.iterdir() if ".stale-" in p.name]
        assert len(kept) == 1 and stat.S_IFMT(os.lstat(kept[0]).st_mode) == mode
        assert len(guard.notices) == 1 and str(kept[0]) in guard.notices[0]
        assert stat.S_ISREG(os.lstat(lock_path).st_mode)  # the new lock
    finally:
        guard.release()
    if kind == "link":
        assert (lock_path.parent.parent / "outside.lock").read_text() == "12\nother\nhost\n"


def test_a_lock_file_being_written_is_not_taken_for_stale(qapp: QApplication,
                                                          lock_path: Path) -> None:
    _empty(lock_path)  # just made by another start, its text not yet written
    guard, sentence, answered = claim_profile(default_locations())
    assert guard is None and not answered and "did not answer" in sentence
    assert os.listdir(lock_path.parent) == [LOCK_NAME]


def test_the_program_starts_on_an_empty_lock_and_says_so(qapp: QApplication,
                                                         lock_path: Path) -> None:
    _empty(lock_path)
    _old(lock_path)
    assert app_module.run(_options("--speed", "none", "--exit-after-ms", "50")) == 0
    kept = [p for p in lock_path.parent.iterdir() if ".stale-" in p.name]
    assert len(kept) == 1
    # told among the start's messages (the banner), which the log keeps too
    log = default_locations().log_file.read_text(encoding="utf-8")
    assert f"it was empty); it was kept as {kept[0]}" in log


@pytest.fixture
def refusal_boxes(qapp: QApplication) -> Iterator[list[tuple[str, str]]]:
    """The title and text of each start refusal shown, closed with its OK button as soon as it
    is open."""
    seen: list[tuple[str, str]] = []
    watcher = QTimer()
    watcher.setInterval(10)

    def close_it() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.objectName() == BOX_NAME:
            seen.append((box.windowTitle(), box.text()))
            box.button(QMessageBox.StandardButton.Ok).click()

    watcher.timeout.connect(close_it)
    watcher.start()
    try:
        yield seen
    finally:
        watcher.stop()


@pytest.mark.parametrize("language, title, words", [
    ("en", "Bezique cannot start", "and it did not answer"),
    ("fr", "Le bésigue ne peut pas démarrer", "et n’a pas répondu"),
])
def test_a_refusal_to_start_is_shown_in_a_window(
        qapp: QApplication, lock_path: Path, refusal_boxes: list[tuple[str, str]],
        capsys: pytest.CaptureFixture[str], language: str, title: str, words: str) -> None:
    save_preferences(Preferences(language=language), default_locations())
    held = QLockFile(str(lock_path))  # a copy that runs but does not answer
    assert held.tryLock(0)
    try:
        assert app_module.run(_options("--speed", "none")) == 1
    finally:
        held.unlock()
        from bezique_qt.words.i18n import install_translators

        install_translators(qapp, "en")
    assert len(refusal_boxes) == 1
    shown_title, text = refusal_boxes[0]
    assert shown_title == title and words in text and str(lock_path) in text
    assert f"(process {os.getpid()})" in capsys.readouterr().err or language == "fr"


def test_the_socket_lives_in_the_users_private_folder(tmp_path: Path) -> None:
    name = server_name(default_locations())
    folder = Path(name).parent
    assert folder == tmp_path / "run"
    info = os.lstat(folder)
    assert stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid()
    assert stat.S_IMODE(info.st_mode) == 0o700


def test_a_runtime_folder_open_to_others_is_not_used(tmp_path: Path,
                                                     tmp_path_factory: pytest.TempPathFactory,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o777)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(shared))
    # a cache folder with a short path, so that the socket's path fits in it wherever the
    # tests' temporary folders are (a worker's are one level deeper)
    cache = tmp_path_factory.mktemp("c")
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # the last resort's folder
    name = server_name(default_locations())
    assert Path(name).parent == cache / "bezique-qt" / "run"
    assert stat.S_IMODE(os.lstat(Path(name).parent).st_mode) == 0o700


@pytest.fixture
def impostor() -> Iterator[tuple[str, socket.socket]]:
    """A socket of another user's (uid 12345) at the running copy's name, listening."""
    name = server_name(default_locations())
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(name)
    listener.listen(4)
    listener.setblocking(False)
    os.chown(name, OTHER_USER, OTHER_USER)
    try:
        yield name, listener
    finally:
        listener.close()


def test_a_socket_of_another_user_is_never_spoken_to(qapp: QApplication,
                                                     impostor: tuple[str, socket.socket]
                                                     ) -> None:
    name, listener = impostor
    assert not ask_to_raise(name)
    with pytest.raises(BlockingIOError):
        listener.accept()  # no connection was ever made


def test_a_socket_of_another_user_is_neither_removed_nor_replaced(
        qapp: QApplication, impostor: tuple[str, socket.socket]) -> None:
    name, _listener = impostor
    guard = ProfileGuard(None, name)
    try:
        assert not guard.server.isListening()
        info = os.lstat(name)
        assert stat.S_ISSOCK(info.st_mode) and info.st_uid == OTHER_USER
    finally:
        guard.release()


def test_the_peer_of_a_local_socket_is_told() -> None:
    first, second = socket.socketpair(socket.AF_UNIX)
    with first, second:
        assert peer_uid(first.fileno()) == os.getuid()
