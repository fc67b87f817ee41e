"""Quitting while the data and log folders are both full: the finished game that could be kept
nowhere is not lost silently; the player is asked — Try again, Save it elsewhere…, Quit
anyway — and each answer does what it says."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import Action, GameState
from bezique_qt.persistence import GameInfo, Statistics
from bezique_qt.ui.session import session_of
from bezique_qt.ui.window import MainWindow
from bezique_qt.words.i18n import install_translators

FULL = ("Could not record the game in your statistics: the disk is full. Nothing was "
        "changed.")


def fill_data_and_log_folders(patch: pytest.MonkeyPatch) -> None:
    """Every file written in the data or the log folder fails as a full disk makes it fail
    (ENOSPC when it is flushed), and so does the statistics database (``patch.undo()``: room
    again)."""
    where = store.default_locations()
    full = (str(where.data_dir), str(where.log_dir))
    real_fsync = os.fsync

    def fsync(fd: int) -> None:
        if os.readlink(f"/proc/self/fd/{fd}").startswith(full):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real_fsync(fd)

    def record_game(_stats: Statistics, _state: GameState, _info: GameInfo,
                    **_kwargs: Any) -> int:
        raise store.StatisticsError(FULL)

    patch.setattr(os, "fsync", fsync)
    patch.setattr(Statistics, "record_game", record_game)


def _kept_files() -> list[Path]:
    where = store.default_locations()
    return [p for folder in (where.pending_dir, where.spare_pending_dir) if folder.is_dir()
            for p in folder.iterdir()]


@pytest.fixture
def disks() -> Iterator[pytest.MonkeyPatch]:
    """Undo it to give the disks room again."""
    with pytest.MonkeyPatch.context() as patch:
        yield patch


@pytest.fixture
def finished_unkept(qtbot: QtBot, open_app_window: Callable, nearly_finished: Callable,
                    resume_offered: Callable, disks: pytest.MonkeyPatch
                    ) -> Callable[[], MainWindow]:
    """The program's window, its game just finished once the data and log folders are full."""
    def finish(resume: str = "Resume") -> MainWindow:
        record, last = nearly_finished()
        store.write_autosave(record, GameInfo(opponent_level="novice"))
        window = open_app_window()
        resume_offered(window, resume)
        session = session_of(window).session
        fill_data_and_log_folders(disks)
        said: list[str] = []
        session.message.connect(said.append)
        assert window.controller.try_action(
            Action.parse(last, window.controller.variant.packs)) is None
        qtbot.waitUntil(lambda: any(s.startswith(FULL) for s in said), timeout=10_000)
        assert window.controller.game_over
        assert session.unkept_games() and _kept_files() == []
        return window
    return finish


def _asked(qtbot: QtBot, window: MainWindow, wait_shown: Callable, *,
           old: QMessageBox | None = None) -> QMessageBox:
    def shown() -> bool:
        box = window.findChild(QMessageBox, "unkept-game-dialog")
        return box is not None and box is not old and box.isVisible()
    qtbot.waitUntil(shown, timeout=10_000)
    box = wait_shown(window, QMessageBox, "unkept-game-dialog")
    assert isinstance(box, QMessageBox)
    return box


def _click(box: QMessageBox, text: str) -> None:
    next(b for b in box.buttons() if b.text() == text).click()


def test_quit_anyway_quits(qtbot: QtBot, finished_unkept: Callable,
                           wait_shown: Callable) -> None:
    window = finished_unkept()
    window.close()
    box = _asked(qtbot, window, wait_shown)
    assert window.isVisible()  # the close was held
    assert box.text() == (
        "The finished game could not be saved: neither the data folder nor the log folder "
        "can take it now (a full or read-only disk). If you quit now, it is lost.")
    assert sorted(b.text() for b in box.buttons()) == ["Quit anyway", "Save it elsewhere…",
                                                       "Try again"]
    _click(box, "Quit anyway")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
    assert _kept_files() == []


def test_try_again_retries_until_the_disk_has_room(qtbot: QtBot, finished_unkept: Callable,
                                                   wait_shown: Callable,
                                                   disks: pytest.MonkeyPatch) -> None:
    window = finished_unkept()
    window.close()
    box = _asked(qtbot, window, wait_shown)
    _click(box, "Try again")
    again = _asked(qtbot, window, wait_shown, old=box)
    assert again.text().startswith("The disks still refuse it. The finished game could "
                                   "not be saved")
    assert window.isVisible()
    disks.undo()  # room again: Try again keeps the game and quits
    _click(again, "Try again")
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
    assert _kept_files() == [] or len(_kept_files()) == 1
    stats, _messages = store.open_statistics()
    with stats:
        counted = [g.game_id for g in store.finished_games(stats)]
    assert len(counted) + len(_kept_files()) == 1  # counted now, or kept to be counted


def test_save_it_elsewhere_writes_a_game_that_opens(qtbot: QtBot, finished_unkept: Callable,
                                                     wait_shown: Callable,
                                                     tmp_path: Path) -> None:
    elsewhere = tmp_path / "usb stick"
    elsewhere.mkdir()
    window = finished_unkept()
    state = window.controller.state
    window.close()
    box = _asked(qtbot, window, wait_shown)
    # the file dialog, cancelled: asked again, nothing lost
    _click(box, "Save it elsewhere…")
    files = wait_shown(window, QFileDialog, "unkept-save-dialog")
    assert isinstance(files, QFileDialog)
    files.reject()
    box = _asked(qtbot, window, wait_shown, old=box)
    # a folder that is full too: the reason, and asked again
    _click(box, "Save it elsewhere…")
    files = wait_shown(window, QFileDialog, "unkept-save-dialog")
    files.selectFile(str(store.default_locations().data_dir / "here"))
    files.accept()
    box = _asked(qtbot, window, wait_shown, old=box)
    assert "the disk is full" in box.text() and window.isVisible()
    # somewhere with room
    _click(box, "Save it elsewhere…")
    files = wait_shown(window, QFileDialog, "unkept-save-dialog")
    files.selectFile(str(elsewhere / "finished"))
    files.accept()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
    (written,) = elsewhere.iterdir()
    assert written.suffix == ".bezique"
    saved = store.open_game(written)
    assert saved.state.over and saved.record.actions == [str(a) for a in state.actions]


def test_the_question_is_asked_in_french(qtbot: QtBot, qapp: QApplication,
                                         finished_unkept: Callable,
                                         wait_shown: Callable) -> None:
    store.save_preferences(store.Preferences(language="fr"))
    try:
        window = finished_unkept("Reprendre")
        window.close()
        box = _asked(qtbot, window, wait_shown)
        assert box.windowTitle() == "La partie terminée n'est pas enregistrée"
        assert box.text() == (
            "La partie terminée n'a pas pu être enregistrée : ni le dossier des données ni "
            "celui des journaux ne peuvent la recevoir pour l'instant (disque plein ou en "
            "lecture seule). Si vous quittez maintenant, elle est perdue.")
        assert sorted(b.text() for b in box.buttons()) == [
            "L'enregistrer ailleurs…", "Quitter quand même", "Réessayer"]
        _click(box, "Réessayer")
        box = _asked(qtbot, window, wait_shown, old=box)
        assert box.text().startswith("Les disques la refusent encore. ")
        _click(box, "Quitter quand même")
        qtbot.waitUntil(lambda: not window.isVisible(), timeout=10_000)
    finally:
        install_translators(qapp, "en")
