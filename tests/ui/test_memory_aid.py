"""The memory aid: off by default, switched on in the View menu or in Preferences, and counting
only what the player has seen."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.ai.sampling import sample_world
from bezique_qt.engine.cards import ACE, TEN, make_card
from bezique_qt.ui.dialogs.preferences import PreferencesDialog
from bezique_qt.ui.window import MainWindow

SUITS = "♠♥♦♣"


def _expected_out(window: MainWindow, rank: int) -> str:
    """``♠ 2 · ♥ 1 · ♦ 0 · ♣ 2``: per suit, the copies neither played to a trick nor in the
    player's hand or table, counted from the cards the table shows."""
    obs = window.controller.observation()
    gone = [c & 31 for _leader, cards, _w in obs.tricks for c in cards] + [
        c & 31 for c in obs.trick] + [c & 31 for c in obs.my_hand]
    packs = obs.variant.packs
    return " · ".join(f"{SUITS[s]} {packs - gone.count(make_card(s, rank))}" for s in range(4))


def test_the_memory_aid_counts_what_the_player_has_seen(
        qtbot: QtBot, make_window: Callable, driver_for: Callable, tmp_path: Path) -> None:
    window = make_window("classic")
    window.start_game(seed=21)
    t = driver_for(window)
    t.wait_for_human()
    dock = window.memory_aid
    # off by default
    assert not dock.isVisible() and not window.window_actions.memory_aid.isChecked()
    with qtbot.waitSignal(dock.chosen) as chosen:
        window.window_actions.memory_aid.trigger()
    assert chosen.args == [True] and dock.isVisible()
    for _ in range(6):
        t.play_a_little(2)
        lines = dict(dock.lines)
        assert lines["Aces still out"] == _expected_out(window, ACE)
        assert lines["Tens still out"] == _expected_out(window, TEN)
    obs = window.controller.observation()
    assert obs.tricks, "tricks were played"
    trump = obs.trump
    assert trump is not None
    mine = sum(1 for c in obs.my_hand if c >> 3 & 3 == trump)
    played = sum(1 for _l, cards, _w in obs.tricks for c in cards if c >> 3 & 3 == trump) + sum(
        1 for c in obs.trick if c >> 3 & 3 == trump)
    assert lines["Trumps still out"] == f"{16 - mine - played} {SUITS[trump]}"
    assert lines["Bezique cards seen"].startswith("Q♠ ")
    assert lines["Sevens of trumps seen"].startswith(f"7{SUITS[trump]} ")
    assert dock.grab().save(str(tmp_path / "memory-aid.png"))
    assert window.grab().save(str(tmp_path / "memory-aid-window.png"))
    # off again from the View menu
    window.window_actions.memory_aid.trigger()
    assert not dock.isVisible()


def test_other_hidden_cards_give_the_same_panel(
        qtbot: QtBot, make_window: Callable, driver_for: Callable) -> None:
    window = make_window("classic")
    window.start_game(seed=5)
    t = driver_for(window)
    t.play_a_little(6)
    dock = window.memory_aid
    obs = window.controller.observation()
    dock.show_observation(obs)
    shown = dock.lines
    others = set()
    for k in range(3):
        world = sample_world(obs, random.Random(k))
        others.add(tuple(sorted(world.concealed[1])))
        dock.show_observation(world.observation(0))
        assert dock.lines == shown
    assert len(others) > 1  # the computer's hidden hand did differ


def test_the_memory_aid_is_a_preference(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable,
        wait_shown: Callable) -> None:
    window = open_app_window("--seed", "6")
    driver_for(window).wait_for_human()
    assert not store.load_preferences()[0].memory_aid
    assert not window.memory_aid.isVisible()
    window.window_actions.memory_aid.trigger()
    qtbot.waitUntil(lambda: store.load_preferences()[0].memory_aid, timeout=5000)
    window.findChild(QAction, "preferences").trigger()
    dialog = wait_shown(window, PreferencesDialog, "preferences-dialog")
    assert dialog.memory_aid_box.isChecked()
    dialog.memory_aid_box.setChecked(False)  # shown at once, kept on OK
    assert not window.memory_aid.isVisible()
    dialog.accept()
    assert not store.load_preferences()[0].memory_aid
    assert not window.window_actions.memory_aid.isChecked()
