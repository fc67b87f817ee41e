"""The New Game dialog remembers each other seat of a table of three or four — its level and
its name — the next time it opens and after the program is started again, and switching
between a game for two and a game for three or four keeps both choices."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.ai import service
from bezique_qt.levels import Level
from bezique_qt.ui.window import MainWindow

from .conftest import glue

LONG_NAME = "Anne-Marie de La Tour-Maubourg"  # 30 characters, the dialog's limit


def _legal_player(seed: int) -> Callable[..., Future[Any]]:
    """A stand-in for the worker process: the other seats play legal cards at once."""
    rng = random.Random(seed)

    def submit(function: Any, *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        move = service.fallback_choose(args[0], rng)
        future.set_result(move if function is service.compute_move else (move, None))
        return future

    return submit


def _quick(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setattr(window.controller, "_submit", _legal_player(1))
    return window


def _in_new_game(window: MainWindow, fill_in: Callable[[Any], None]) -> None:
    """Open Game > New game… as the player does and let ``fill_in(dialog)`` act on it."""
    from PySide6.QtCore import QTimer

    from bezique_qt.ui.dialogs.game import NewGameDialog

    def act() -> None:
        # the one open now (those opened before are hidden)
        (dialog,) = [d for d in window.findChildren(NewGameDialog, "new-game-dialog")
                     if d.isVisible()]
        try:
            fill_in(dialog)
        finally:
            if dialog.isVisible():  # a failed check: the test goes on to report it
                dialog.reject()

    QTimer.singleShot(0, window, act)
    window.window_actions.new.trigger()


def _shown_seats(dialog: Any) -> list[tuple[str, str, str]]:
    """Each seat row the dialog shows: where, level, name typed."""
    return [(dialog.seat_labels[k].text(), dialog.seat_levels[k].currentData(),
             dialog.seat_names[k].text())
            for k in range(3) if dialog.seat_levels[k].isVisibleTo(dialog)]


def _choose(dialog: Any, variant: str) -> None:
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData(variant))


def _set_seat(dialog: Any, k: int, level: str, name: str) -> None:
    dialog.seat_levels[k].setCurrentIndex(dialog.seat_levels[k].findData(level))
    dialog.seat_names[k].setText(name)


@pytest.mark.parametrize("accept", [True, False])
def test_the_seats_come_back_in_new_game_and_after_a_restart(
        accept: bool, qtbot: QtBot, open_app_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    first = _quick(open_app_window("--seed", "3"), monkeypatch)
    seen: dict[str, Any] = {}

    def four_handed(dialog: Any) -> None:
        # the game for two first: its one opponent at Hard
        dialog.level_box.setCurrentIndex(dialog.level_box.findData(Level.HARD.value))
        _choose(dialog, "four_handed_solo")
        _set_seat(dialog, 0, Level.EASY, "Bo")
        _set_seat(dialog, 1, Level.EXPERT, LONG_NAME)
        _set_seat(dialog, 2, Level.NOVICE, "")  # the seat's own name
        dialog.accept() if accept else dialog.reject()

    _in_new_game(first, four_handed)
    c = first.controller
    if not accept:
        # nothing is kept: the next New Game shows what it showed before
        assert c.variant.id == "classic"
        assert glue(first).session.preferences == store.Preferences()
        _in_new_game(first, lambda dialog: (seen.update(
            variant=dialog.variant_box.currentData(), level=dialog.level_box.currentData()),
            _choose(dialog, "four_handed_solo"), seen.update(seats=_shown_seats(dialog)),
            dialog.reject()))
        assert seen["variant"] == "classic" and seen["level"] == Level.MEDIUM
        assert [level for _where, level, _name in seen["seats"]] == [Level.MEDIUM] * 3
        assert [name for _where, _level, name in seen["seats"]] == [""] * 3
        return
    assert c.variant.id == "four_handed_solo"
    assert c.names == ("You", "Bo", LONG_NAME, "East")
    assert [c.level(p) for p in range(4)] == [None, Level.EASY, Level.EXPERT, Level.NOVICE]
    # the player's choice was kept without a word of complaint
    assert glue(first).banner.isHidden()

    def look(dialog: Any) -> None:
        seen["variant"] = dialog.variant_box.currentData()
        seen["four"] = _shown_seats(dialog)
        _choose(dialog, "classic")  # a game for two: its one opponent as chosen
        seen["level"] = dialog.level_box.currentData()
        _choose(dialog, "three_handed")  # a table of three: the first two rows
        seen["three"] = _shown_seats(dialog)
        dialog.reject()

    expected_four = [("On your left", Level.EASY, "Bo"), ("Across", Level.EXPERT, LONG_NAME),
                     ("On your right", Level.NOVICE, "")]
    _in_new_game(first, look)
    assert seen["variant"] == "four_handed_solo"
    assert seen["four"] == expected_four
    assert seen["level"] == Level.HARD
    assert seen["three"] == [("On your left", Level.EASY, "Bo"),
                             ("On your right", Level.EXPERT, LONG_NAME)]

    # a game for two chosen next keeps the seats of the table of four for later
    def two_handed(dialog: Any) -> None:
        _choose(dialog, "rubicon")
        dialog.level_box.setCurrentIndex(dialog.level_box.findData(Level.EASY.value))
        dialog.accept()

    _in_new_game(first, two_handed)
    assert c.variant.id == "rubicon" and c.level(1) == Level.EASY
    first.close()

    # after a restart
    second = _quick(open_app_window(), monkeypatch)
    assert second.controller.variant.id == "rubicon"

    def look_again(dialog: Any) -> None:
        seen["variant"] = dialog.variant_box.currentData()
        seen["level"] = dialog.level_box.currentData()
        _choose(dialog, "four_handed_solo")
        seen["four"] = _shown_seats(dialog)
        dialog.accept()

    _in_new_game(second, look_again)
    assert (seen["variant"], seen["level"]) == ("rubicon", Level.EASY)
    assert seen["four"] == expected_four
    c = second.controller
    assert c.names == ("You", "Bo", LONG_NAME, "East")
    assert [c.level(p) for p in range(4)] == [None, Level.EASY, Level.EXPERT, Level.NOVICE]
    kept = json.loads(store.default_locations().preferences_file.read_text())
    assert kept["variant"] == "four_handed_solo"
    assert kept["opponent_level"] == "easy"
    assert kept["seats"] == [{"level": "easy", "name": "Bo"},
                             {"level": "expert", "name": LONG_NAME},
                             {"level": "novice", "name": ""}]


def test_a_damaged_seat_in_the_preferences_keeps_the_others(
        qtbot: QtBot, open_app_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An older file (no seats) and a file with one bad seat both load: what is wrong or
    missing is the default, the rest is kept, and the player is told."""
    path = store.default_locations().preferences_file
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({
        "format": "bezique-qt-preferences", "version": 1, "variant": "three_handed",
        "opponent_level": "hard",
        "seats": [{"level": "godlike", "name": "Bo"}, {"level": "easy", "name": "Cy"}]}))
    window = _quick(open_app_window("--seed", "4"), monkeypatch)
    c = window.controller
    assert c.variant.id == "three_handed"
    # the first seat's bad level is Medium; its name and the second seat are kept
    assert c.names == ("You", "Bo", "Cy")
    assert [c.level(p) for p in range(3)] == [None, Level.MEDIUM, Level.EASY]
    banner = glue(window).banner
    assert banner.isVisible() and "other seat 1" in banner.label.text()
    seen: dict[str, Any] = {}

    def look(dialog: Any) -> None:
        seen["three"] = _shown_seats(dialog)
        _choose(dialog, "four_handed_partners")
        seen["four"] = _shown_seats(dialog)
        dialog.reject()

    _in_new_game(window, look)
    assert seen["three"] == [("On your left", Level.MEDIUM, "Bo"),
                             ("On your right", Level.EASY, "Cy")]
    # the third seat was never chosen: at the level of the game for two
    assert seen["four"] == [("On your left", Level.MEDIUM, "Bo"),
                            ("Across: your partner", Level.EASY, "Cy"),
                            ("On your right", Level.HARD, "")]


@pytest.mark.parametrize("accept", [True, False])
def test_the_preferences_show_a_game_for_three_kept_from_new_game(
        accept: bool, qtbot: QtBot, open_app_window: Callable[..., MainWindow],
        wait_shown: Callable[..., Any]) -> None:
    """The Preferences dialog names the game for three last chosen (it offers what New Game
    offers), and keeps it and its seats when only the target changes, or nothing on Cancel."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    from .conftest import open_preferences

    seats = (store.SeatChoice("easy", "Bo"), store.SeatChoice("hard", ""))
    store.save_preferences(store.Preferences(variant="three_handed", seats=seats))
    window = open_app_window("--seed", "2")
    dialog = open_preferences(window, wait_shown)
    assert dialog.variant_box.currentText() == "Three-handed"
    assert dialog.target_box.isEnabled() and dialog.target_box.value() == 2000
    dialog.target_box.setValue(2500)
    button = (QDialogButtonBox.StandardButton.Ok if accept
              else QDialogButtonBox.StandardButton.Cancel)
    qtbot.mouseClick(dialog.buttons.button(button), Qt.MouseButton.LeftButton)
    prefs, messages = store.load_preferences()
    assert messages == []
    assert (prefs.variant, prefs.seats) == ("three_handed", seats)
    assert prefs.house_rules == ({"game_target": 2500} if accept else {})
