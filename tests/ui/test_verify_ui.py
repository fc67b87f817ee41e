"""Deals anyone can check, as a player sees them: the commitment on the table (the seed only
once the deal is over), Game > Verify a game…, and Finished games' Verify…, Copy deal and Save
deal…."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import GameRecord, GameState, replay, variant_from
from bezique_qt.levels import Level
from bezique_qt.persistence.records import read_record_file
from bezique_qt.ui.session import session_of
from bezique_qt.ui.window import MainWindow
from bezique_qt.ui.windows.history import HistoryWindow

from .conftest import opened_from_menu


def _played(deals: int = 1, target: int = 1000) -> GameState:
    """A fresh classic game (every deal sealed with a seed of its own) played at random until
    ``deals`` deals are over or the game ends."""
    st = GameState.new_game(variant_from("classic", {"game_target": target}),
                            names=["Ann", "Computer"])
    rng = random.Random(8)
    while not st.over and len(st.deal_results) < deals:
        if st.deal_over:
            st.next_deal()
            continue
        st.apply(rng.choice(st.legal_actions()))
    return st


def _texts(window: MainWindow) -> str:
    """Every text the status bar shows, tooltips included."""
    bar = window.statusBar()
    return " ".join([window.seal_label.text(), window.seal_label.toolTip(),
                     *(w.text() for w in bar.findChildren(QLineEdit)), bar.currentMessage()])


def _answer_file_dialog(qtbot: QtBot, dialog: QFileDialog, path: Path) -> None:
    name_box = dialog.findChild(QLineEdit, "fileNameEdit")
    assert name_box is not None
    name_box.setText(str(path))
    dialog.accept()


def test_the_table_shows_the_commitment_and_the_seed_only_once_the_deal_is_over(
        qtbot: QtBot, open_app_window: Callable[..., MainWindow]) -> None:
    window = open_app_window()
    state = window.controller.state
    seal = state.seal()
    assert seal is not None and state.seed is None
    qtbot.waitUntil(lambda: window.seal_label.text() != "", timeout=5000)
    assert window.seal_label.text() == f"Deal 1 sealed: {seal.short}…"
    assert seal.commitment in window.seal_label.toolTip()
    assert str(seal.seed) not in _texts(window) and seal.salt not in _texts(window)

    over = _played(deals=1)
    shown = over.seal()
    assert shown is not None
    window.show_game(over, Level.EASY)
    qtbot.waitUntil(lambda: "seed" in window.seal_label.text(), timeout=5000)
    assert window.seal_label.text() == f"Deal 1 seed: {shown.seed}"
    tip = window.seal_label.toolTip()
    assert shown.commitment in tip and shown.salt in tip and str(shown.seed) in tip


def test_verify_a_game_from_the_game_menu(qtbot: QtBot,
                                          open_app_window: Callable[..., MainWindow],
                                          wait_shown: Callable[..., Any],
                                          tmp_path: Path) -> None:
    record = GameRecord.of(_played(deals=2))
    good = tmp_path / "good.json"
    good.write_text(record.dumps())
    data = record.to_json()
    data["commitments"][1]["salt"] = "0" * 32
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(data))
    window = open_app_window()
    glue = session_of(window)
    assert glue is not None
    for path, words, icon in (
            (good, "Every deal of this game (2) was fixed before its first card was played",
             QMessageBox.Icon.Information),
            (changed, "Deal 2 was changed: its seed and salt do not give the commitment",
             QMessageBox.Icon.Warning)):
        glue.verify_action.trigger()
        dialog = wait_shown(window, QFileDialog, "verify-game-dialog")
        assert isinstance(dialog, QFileDialog)
        _answer_file_dialog(qtbot, dialog, path)
        result = wait_shown(window, QMessageBox, "verify-result")
        assert isinstance(result, QMessageBox)
        assert words in result.text() and path.name in result.text()
        assert result.icon() == icon
        if icon == QMessageBox.Icon.Information:
            assert "never sees your hidden cards" in result.text()
        with qtbot.waitSignal(result.finished):
            result.accept()


def test_finished_games_verify_copy_and_save_a_deal(
        qtbot: QtBot, open_app_window: Callable[..., MainWindow],
        wait_shown: Callable[..., Any], tmp_path: Path) -> None:
    game = _played(deals=99, target=1500)  # to its end, in several deals
    assert game.over and len(game.deal_results) >= 2
    stats, _messages = store.open_statistics()
    stats.record_game(game, store.GameInfo(opponent_level="easy"))
    stats.close()
    window = open_app_window()
    history = opened_from_menu(window, "history_action", HistoryWindow, "history-window",
                               wait_shown)
    assert history.deal_box.maximum() == game.deal_index + 1

    qtbot.mouseClick(history.verify_button, Qt.MouseButton.LeftButton)
    result = wait_shown(history, QMessageBox, "verify-result")
    assert isinstance(result, QMessageBox)
    assert "was fixed before its first card was played" in result.text()
    with qtbot.waitSignal(result.finished):
        result.accept()

    # Copy deal: paste it into a file, and replay gives the same deal
    history.deal_box.setValue(2)
    qtbot.mouseClick(history.copy_button, Qt.MouseButton.LeftButton)
    pasted = tmp_path / "pasted.json"
    pasted.write_text(QApplication.clipboard().text(), encoding="utf-8")
    copied = replay(read_record_file(pasted))
    assert copied.deal_results[0].points == game.deal_results[1].points
    assert copied.seal() == game.seals[1]
    assert "Deal 2 is on the clipboard" in history.note.text()

    # Save deal…: a file the table's Open shows
    qtbot.mouseClick(history.save_deal_button, Qt.MouseButton.LeftButton)
    dialog = wait_shown(history, QFileDialog, "save-deal-dialog")
    assert isinstance(dialog, QFileDialog)
    saved = tmp_path / "for a friend.bezique"
    _answer_file_dialog(qtbot, dialog, saved)
    qtbot.waitUntil(saved.exists, timeout=5000)
    glue = session_of(window)
    assert glue is not None
    opened = glue.open_path(saved)
    assert opened is not None
    assert opened.state.deal_results[0].points == game.deal_results[1].points
    assert window.controller.state.signature() == opened.state.signature()


def test_a_french_player_reads_the_commitment_and_the_verdict_in_french(
        qtbot: QtBot, qapp: QApplication, open_app_window: Callable[..., MainWindow]) -> None:
    from bezique_qt.engine.verify import verify_record
    from bezique_qt.persistence import Preferences
    from bezique_qt.words.i18n import install_translators
    from bezique_qt.words.verify import verdict_words

    store.save_preferences(Preferences(language="fr"))
    try:
        window = open_app_window()
        qtbot.waitUntil(lambda: window.seal_label.text() != "", timeout=5000)
        assert window.seal_label.text().startswith("Donne 1 scellée : ")
        assert window.seal_label.toolTip().startswith("Engagement (SHA-256) : ")
        verdict = verify_record(GameRecord.of(_played(deals=1)))
        assert verdict_words(verdict).startswith("Chaque donne de cette partie (")
    finally:
        install_translators(qapp, "en")
