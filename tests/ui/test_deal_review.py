"""A finished deal can be looked back on: the end-of-deal dialog opens the review of its tricks,
Escape does not deal the next hand, and the earlier deals of the game stay reachable."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from bezique_qt.engine import GameState, preset
from bezique_qt.engine.cards import pretty
from bezique_qt.levels import Level
from bezique_qt.ui.controller import finished_deals_tricks
from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog
from bezique_qt.ui.dialogs.game import GameSettings
from bezique_qt.ui.dialogs.tricks import TrickReviewDialog


def _first_row(trick: tuple[int, tuple[int, ...], int], names: tuple[str, str]) -> str:
    leader, cards, winner = trick
    return (f"Trick 1: {names[leader]} led {pretty(cards[0])}, {names[1 - leader]} played "
            f"{pretty(cards[1])}; {names[winner]} won.")


def _back_to_table(qtbot: QtBot, window: QWidget) -> None:
    """The keyboard on the table again after a dialog closed (offscreen, no window manager
    gives the window back its focus)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    window.view.setFocus()  # type: ignore[attr-defined]


def test_the_finished_deal_is_reviewed_from_its_dialog(qtbot: QtBot, make_window: Callable,
                                                       driver_for: Callable,
                                                       wait_shown: Callable) -> None:
    window = make_window("classic")
    window.start_game(GameSettings("classic", Level.NOVICE, None, "Ann"), seed=3)
    t = driver_for(window)
    c = window.controller
    t.play_rest_of_deal(checks=False)
    assert c.deal_over and not c.game_over
    first_deal = c.observation().tricks
    assert len(first_deal) == c.variant.phase1_tricks + 8

    summary = wait_shown(window, DealSummaryDialog, "deal-summary-dialog")
    assert isinstance(summary, DealSummaryDialog)
    assert summary.review_button.isVisible()
    qtbot.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    review = wait_shown(summary, TrickReviewDialog, "trick-review-dialog")
    assert isinstance(review, TrickReviewDialog)
    # every trick of the deal just finished, not "no trick has been played yet"
    assert len(review.rows) == len(first_deal)
    assert review.rows[0] == _first_row(first_deal[0], ("Ann", "Computer"))
    assert review.summary.text().startswith(f"Deal 1: {len(first_deal)} tricks played.")
    assert not review.deal_choice.isVisible()  # one deal so far: nothing to choose
    with qtbot.waitSignal(review.destroyed, timeout=5000):
        review.close()
    assert summary.isVisible() and c.deal_over

    # Escape closes the dialog without dealing the next hand ...
    qtbot.keyClick(summary, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not summary.isVisible(), timeout=5000)
    assert c.deal_over and c.observation().deal_index == 0
    assert window.scene.prompt.text.startswith("The deal is over: choose Next deal (N)")
    assert window.window_actions.next_deal.isEnabled()
    _back_to_table(qtbot, window)
    # ... the review still shows that deal ...
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    review = wait_shown(window, TrickReviewDialog, "trick-review-dialog")
    assert isinstance(review, TrickReviewDialog) and len(review.rows) == len(first_deal)
    with qtbot.waitSignal(review.destroyed, timeout=5000):
        review.close()
    # ... and the next deal waits for Next deal.
    _back_to_table(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: c.observation().deal_index == 1, timeout=5000)
    t.wait_for_human()
    if c.observation().step == "guess" or c.observation().step == "declare":
        t.choose("Done")
        t.wait_for_human()
    t.click(t.highlighted_cards()[0])
    qtbot.waitUntil(lambda: len(c.observation().tricks) >= 1, timeout=30_000)
    t.wait_for_human()

    qtbot.keyClick(window.view, Qt.Key.Key_R)
    review = wait_shown(window, TrickReviewDialog, "trick-review-dialog")
    assert isinstance(review, TrickReviewDialog)
    assert review.deal_choice.isVisible() and review.deal_choice.count() == 2
    assert review.deal_shown == 2 and len(review.rows) == len(c.observation().tricks)
    review.deal_choice.setCurrentIndex(0)  # back to the first deal
    assert review.deal_shown == 1 and review.windowTitle() == "Tricks of deal 1"
    assert len(review.rows) == len(first_deal)
    assert review.rows[0] == _first_row(first_deal[0], ("Ann", "Computer"))
    review.close()


def _game_in_deal(number: int, seed: int) -> tuple[GameState, list[tuple]]:
    """A classic game played at random into deal ``number`` (the human, seat 0, to play),
    and the tricks of each deal before it."""
    game = GameState.new_game(preset("classic"), seed=seed, names=["Ann", "Computer"])
    rng = random.Random(seed)
    tricks: list[tuple] = []
    while game.deal_index < number - 1 or game.to_act != 0 or game.step != "play":
        if game.deal_over:
            tricks.append(tuple(game.tricks))
            game.next_deal()
        else:
            game.apply(rng.choice(game.legal_actions()), undoable=False)
    return game, tricks


def test_earlier_deals_of_a_resumed_game_are_reviewed(qtbot: QtBot, make_window: Callable,
                                                      wait_shown: Callable) -> None:
    game, tricks = _game_in_deal(3, seed=8)
    assert finished_deals_tricks(game) == tricks
    window = make_window("classic")
    window.show_game(game, Level.NOVICE)
    window.show_trick_review()
    review = wait_shown(window, TrickReviewDialog, "trick-review-dialog")
    assert isinstance(review, TrickReviewDialog)
    assert review.deal_choice.count() == 3 and review.deal_shown == 3
    for number in (1, 2):
        review.show_deal(number)
        assert review.deal_choice.currentIndex() == number - 1
        assert len(review.rows) == len(tricks[number - 1]) == 32
        assert review.rows[0] == _first_row(tricks[number - 1][0], ("Ann", "Computer"))
    review.close()


def test_a_game_dealt_anew_has_no_earlier_deal(make_window: Callable) -> None:
    window = make_window("classic")
    game, _tricks = _game_in_deal(2, seed=4)
    window.show_game(game, Level.NOVICE)
    assert len(window.controller.deal_tricks()) == 2
    window.start_game(seed=5)
    assert window.controller.deal_tricks() == [()]
    assert isinstance(window.show_trick_review(), QWidget)
