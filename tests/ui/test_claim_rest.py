"""Claim the rest at the table: offered in the last tricks when nothing is left to decide,
by the toolbar, the Game menu and the C key, and played out at once to the scores that the
tricks played one by one give."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QToolBar
from pytestqt.qtbot import QtBot

from bezique_qt.ai.claim import claim, play_out
from bezique_qt.engine import GameState, preset
from bezique_qt.levels import Level


def _positions(seed: int) -> tuple[GameState | None, GameState | None]:
    """From a classic deal played at random: a position of the last tricks where Ann (seat 0)
    may claim the rest, and one where she may not."""
    game = GameState.new_game(preset("classic"), seed=seed, names=["Ann", "Computer"])
    rng = random.Random(seed)
    open_, settled = None, None
    while not game.deal_over:
        if game.phase == 2 and game.to_act == 0 and len(game.hand(0)) >= 3:
            if claim(game.observation(0)) is None:
                open_ = open_ or game.clone()
            else:
                settled = settled or game.clone()
        game.apply(rng.choice(game.legal_actions()), undoable=False)
    return settled, open_


def test_claim_the_rest_plays_the_last_tricks_at_once(qtbot: QtBot, make_window: Callable,
                                                      driver_for: Callable) -> None:
    settled, open_ = next(p for p in map(_positions, range(60)) if None not in p)
    assert settled is not None and open_ is not None
    window = make_window("classic")
    t = driver_for(window)

    # Where the last tricks can still go either way, nothing is offered.
    window.show_game(open_, Level.NOVICE)
    t.wait_for_human()
    assert not window.window_actions.claim.isEnabled()
    assert "Claim the rest" not in str(window.scene.message.text)
    window.claim_rest()
    assert window.scene.message.text.startswith("The rest can be claimed only")

    expected = settled.clone()
    play_out(expected)
    window.show_game(settled, Level.NOVICE)
    t.wait_for_human()
    assert window.window_actions.claim.isEnabled()
    toolbar = window.findChild(QToolBar, "game-toolbar")
    assert isinstance(toolbar, QToolBar) and window.window_actions.claim in toolbar.actions()
    assert "Claim the rest (C)" in str(window.scene.message.text)
    with qtbot.waitSignal(window.controller.deal_finished, timeout=20_000):
        qtbot.keyClick(window.view, Qt.Key.Key_C)
    state = window.controller.state
    assert state.deal_over
    assert state.deal_results[-1] == expected.deal_results[-1]
    assert state.game_points == expected.game_points
    assert not window.window_actions.claim.isEnabled()
