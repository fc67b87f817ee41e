"""Undo takes back the player's last trick, the computer's answer included, until a card is
drawn from the stock (past it in a practice game); it shows nothing the player may not see,
the computer answers the same move the same way, and when nothing can be taken back it says
why."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from bezique_qt.engine import GameState, parse_card, preset
from bezique_qt.levels import Level

from .conftest import glue

ANN = "AH1 AH2 QS1 JD1 7H1 KC1 QC1 8S1"
COMPUTER = "9S1 9S2 8D1 8D2 9C1 8C1 7S1 7D1"


def test_undo_takes_back_the_trick_the_computer_answered(qtbot: QtBot, make_window: Callable,
                                                         driver_for: Callable,
                                                         deck_builder: Callable) -> None:
    window = make_window("classic")
    deck = deck_builder(ANN, COMPUTER, turnup="KH1", packs=2, hand_size=8, pattern=(3, 2, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=3)
    t = driver_for(window)
    c = window.controller
    t.wait_for_human()
    before, signature = c.observation(), c.state.signature()
    assert not c.can_undo()
    assert c.undo_refusal() == "There is nothing to take back yet."

    # Ann leads the ace of trumps, the computer answers, Ann wins and may declare.
    t.click_card("AH1")
    t.wait_for_human()
    obs = t.obs()
    assert obs.step == "declare" and len(obs.tricks) == 1
    answer = obs.tricks[0][1][1]
    assert c.can_undo()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    t.wait_for_human()
    # both cards are back: the position, and all Ann sees of it, is the one before her card
    assert c.state.signature() == signature
    assert c.observation() == before
    assert window.scene.message.text == ("Your last trick was taken back: both cards are in "
                                         "the hands again.")
    t.assert_only_visible_cards_face_up()
    assert len(window.scene.opponent_items()) == 8
    assert all(not item.shows_face for item in window.scene.opponent_items())

    # The same card again: the computer answers as it did.
    t.click_card("AH1")
    t.wait_for_human()
    assert t.obs().tricks[0][1] == (parse_card("AH1"), answer)
    # Drawing closes undo, and it says why.
    t.choose("Done")
    t.wait_for_human()
    assert not c.can_undo()
    hand = t.obs().hand
    window.undo()
    assert t.obs().hand == hand
    assert window.scene.message.text.startswith("Undo is no longer possible: a card has been "
                                                "drawn from the stock")


def _last_tricks_to_lead(seed: int) -> GameState | None:
    """A classic deal played at random into the last tricks, Ann (seat 0) to lead, three
    cards or more in hand."""
    game = GameState.new_game(preset("classic"), seed=seed, names=["Ann", "Computer"])
    rng = random.Random(seed)
    while not game.deal_over:
        if game.phase == 2 and game.to_act == 0 and not game.trick and len(game.hand(0)) >= 3:
            return game
        game.apply(rng.choice(game.legal_actions()), undoable=False)
    return None


def test_in_the_last_tricks_undo_goes_back_trick_by_trick(make_window: Callable,
                                                          driver_for: Callable) -> None:
    game = next(g for g in map(_last_tricks_to_lead, range(40)) if g is not None)
    played = len(game.tricks)
    window = make_window("classic")
    window.show_game(game, Level.NOVICE)
    t = driver_for(window)
    c = window.controller
    t.wait_for_human()
    assert c.undo_refusal() == ("The moves made before this game was opened cannot be taken "
                                "back.")
    positions = []
    for _ in range(2):  # two cards of Ann's, each answered; no card is drawn any more
        positions.append(c.state.signature())
        t.click(t.highlighted_cards()[0])
        t.wait_for_human()
    assert len(t.obs().tricks) >= played + 1  # the computer's answers were played
    for position in reversed(positions):
        assert c.can_undo()
        window.undo()
        t.wait_for_human()
        assert c.state.signature() == position
        t.assert_only_visible_cards_face_up()
    assert not c.can_undo()


def test_in_a_practice_game_undo_goes_back_past_a_card_drawn(
        qtbot: QtBot, open_app_window: Callable, driver_for: Callable,
        wait_shown: Callable) -> None:
    """A game that no longer counts (here: a hint was taken) lets undo take back the trick
    after which a card was drawn: the drawn card goes back on the stock."""
    window = open_app_window("--seed", "9")
    c = window.controller
    t = driver_for(window)
    t.wait_for_human()
    window.window_actions.hint.trigger()
    box = wait_shown(window, QMessageBox, "practice-question")
    with qtbot.waitSignal(c.hint_ready, timeout=20_000):
        next(b for b in box.buttons() if b.text() == "Show the hint").click()
    info = glue(window).session.info
    assert info is not None and info.practice
    for _ in range(30):  # until a move of Ann's is followed by a card drawn
        before = (c.state.signature(), t.obs())
        t._click_first_or_done()
        t.wait_for_human()
        if t.obs().stock_face_down < before[1].stock_face_down and c.can_undo():
            break
    else:
        pytest.fail("no card was drawn after a move of Ann's that can be taken back")
    window.undo()
    t.wait_for_human()
    assert c.state.signature() == before[0]
    assert c.observation() == before[1]
    t.assert_only_visible_cards_face_up()
