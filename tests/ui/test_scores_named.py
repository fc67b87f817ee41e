"""Every score the player reads says what it is: the game score, or this deal's points (in
Rubicon and six-pack the game is computed only at the end of the deal, while the table counts
the deal's points as they come)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from bezique_qt import persistence as store
from bezique_qt.engine import GameRecord, GameState, preset
from bezique_qt.ui.session import session_of
from bezique_qt.words.game import standing_words


def _computer_ahead(variant: str, seed: int) -> GameState:
    """A game played at random until the computer (seat 1) has scored in the deal and the
    human (seat 0) is to play a card."""
    game = GameState.new_game(preset(variant), seed=seed, names=["You", "Computer"])
    rng = random.Random(seed)
    while not (game.deal_points[1] > 0 and game.to_act == 0
               and game.step == "play"):
        assert not game.deal_over, "the deal ended first"
        game.apply(rng.choice(game.legal_actions()), undoable=False)
    return game


@pytest.mark.parametrize("variant", ["rubicon", "six_pack"])
def test_resume_offer_and_sheet_name_the_deals_points(qtbot: QtBot, open_app_window: Callable,
                                                      wait_shown: Callable,
                                                      resume_offered: Callable,
                                                      variant: str) -> None:
    game = _computer_ahead(variant, seed=2)
    mine, theirs = game.deal_points
    assert game.game_points == [0, 0]  # nothing counted in the game before the deal ends
    store.write_autosave(GameRecord.of(game), store.GameInfo(opponent_level="novice"))
    window = open_app_window()
    offer = wait_shown(window, QMessageBox, "resume-dialog")
    assert isinstance(offer, QMessageBox)
    text = offer.informativeText()
    assert f"Deal 1 so far: You {mine}, Computer {theirs}." in text
    assert "The game is computed at the end of the deal." in text
    assert "the score is You 0, Computer 0" not in text
    # the table shows the same numbers, as this deal's points
    board = window.scene.scoreboard.board
    assert [(line.label, line.values) for line in board.lines][0] == (
        "This deal", (str(mine), str(theirs)))
    resume_offered(window, "Resume")

    glue = session_of(window)
    assert glue is not None
    glue.sheet_action.trigger()
    footer = glue.sheet_view.result.text()
    assert footer == ("In progress. "
                      f"Deal 1 so far: You {mine}, Computer {theirs}. "
                      "The game is computed at the end of the deal.")


def test_classic_names_the_game_score_and_the_deals_points() -> None:
    words = standing_words(["You", "Computer"], [540, 320], 3, [40, 120], deal_over=False,
                           counted_at_end=False)
    assert words == ("Game score: You 540, Computer 320. "
                     "Deal 3 so far: You 40, Computer 120.")
    words = standing_words(["Ann", "Computer"], [0, 1], 2, [650, 1200], deal_over=False,
                           counted_at_end=True)
    assert words.startswith("Game score: Ann 0, Computer 1. Deal 2 so far: Ann 650, "
                            "Computer 1200.")
    assert words.endswith("when the deal ends.")
