"""Whole deals played through the real window with mouse clicks, the computer answering."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from bezique_qt.engine import Meld, parse_card
from bezique_qt.levels import Level
from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog
from bezique_qt.ui.dialogs.game import GameSettings
from bezique_qt.words.scores import computation_lines

from .conftest import CLASSIC_ANN, CLASSIC_COMPUTER

# Seat 0 is the human (Ann), seat 1 the computer, which deals: Ann leads the first trick.
RUBICON_ANN = "AS1 AH1 KH1 QH1 QS1 JD1 8D1 9D1 7C1"
RUBICON_COMPUTER = "9S1 9S2 8C1 8C2 9C1 7S1 7S2 8S1 8S2"


def _summary(qtbot: QtBot, window: object) -> DealSummaryDialog:
    found: list[DealSummaryDialog] = []

    def shown() -> bool:
        found[:] = [d for d in window.findChildren(DealSummaryDialog)  # type: ignore[attr-defined]
                    if d.isVisible()]
        return bool(found)

    qtbot.waitUntil(shown, timeout=10_000)
    return found[0]


def test_classic_deal_played_with_the_mouse(qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table(seed=11)
    c = window.controller
    assert sorted(t.obs().hand) == sorted(parse_card(x) for x in CLASSIC_ANN.split())
    t.assert_only_visible_cards_face_up()

    # Trick 1: the ace of trumps wins whatever the computer plays.
    t.click_card("AH1")
    t.wait_for_human()
    obs = t.obs()
    assert obs.step == "declare" and obs.to_act == 0
    assert window.scene.panel.isVisible()
    # Declare bezique and score it at once ...
    t.choose("Declare bezique")
    t.wait_for_human()
    bezique = Meld.of("BEZIQUE_1", (parse_card("QS1"), parse_card("JD1")))
    assert bezique in t.obs().scored[0]
    assert t.obs().deal_points[0] == 40
    # ... lay the marriage of clubs "and 20 to score" ...
    marriage_row = next(r for r in window.scene.panel.rows
                        if r.caption.startswith("Declare marriage"))
    assert "to score" in marriage_row.caption
    t.choose("Declare marriage")
    t.wait_for_human()
    marriage = Meld.of("MARRIAGE", (parse_card("KC1"), parse_card("QC1")))
    assert marriage in t.obs().pending[0]
    assert "To score" in window.scene.claim_labels[0].text
    assert t.card_item("KC1").face_up and parse_card("KC1") in t.obs().tables[0]
    # ... and exchange the seven of trumps for the turn-up.
    t.choose("Exchange the 7♥")
    t.wait_for_human()
    obs = t.obs()
    assert obs.turnup == parse_card("7H1")
    assert parse_card("KH1") in obs.hand
    assert obs.deal_points[0] == 50
    assert t.card_item("7H1").target_rotation == 0.0
    assert window.scene.scoreboard.board.turnup_text == "Turn-up: 7♥"
    t.choose("Done")
    t.wait_for_human()
    t.assert_only_visible_cards_face_up()
    assert len(t.obs().hand) + len(t.obs().tables[0]) == 8

    # Trick 2: the other ace of trumps; score the marriage kept "to score".
    t.click_card("AH2")
    t.wait_for_human()
    assert t.obs().step == "declare"
    t.choose("Score marriage")
    t.wait_for_human()
    assert marriage in t.obs().scored[0]
    assert t.obs().deal_points[0] == 70
    assert window.scene.claim_labels[0].text == ""
    t.choose("Done")

    clicks = t.play_rest_of_deal()
    assert clicks > 20
    assert c.deal_over
    dialog = _summary(qtbot, window)
    text = dialog.body.toPlainText()
    assert "Declarations" in text and "bezique" in text and "Seven of trumps" in text
    assert "Brisques" in text and "Last trick" in text and "Game score" in text
    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.observation().deal_index == 1, timeout=5000)
    t.wait_for_human()
    t.assert_only_visible_cards_face_up()


def test_rubicon_deal_played_with_the_mouse(qtbot: QtBot, make_window: Callable,
                                            driver_for: Callable, deck_builder: Callable
                                            ) -> None:
    window = make_window("rubicon")
    deck = deck_builder(RUBICON_ANN, RUBICON_COMPUTER, turnup=None, packs=4, hand_size=9,
                        pattern=(3, 3, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=5)
    t = driver_for(window)
    c = window.controller
    t.wait_for_human()
    assert t.obs().trump is None
    assert window.scene.scoreboard.board.trump_text == "Trumps not yet fixed"

    # No trumps yet: a led ace cannot be beaten.
    t.click_card("AS1")
    t.wait_for_human()
    assert t.obs().step == "declare"
    # Scoring the royal marriage makes hearts trumps; bezique is kept "to score".
    assert t.panel_button("Declare marriage K♥ Q♥").caption.endswith("(makes ♥ trumps)")
    t.choose("Declare marriage K♥ Q♥")
    t.wait_for_human()
    obs = t.obs()
    assert obs.trump == 1
    assert obs.deal_points[0] == 40
    assert "hearts" in window.scene.scoreboard.board.trump_text
    t.choose("Declare bezique")
    t.wait_for_human()
    bezique = Meld.of("BEZIQUE_1", (parse_card("QS1", 4), parse_card("JD1", 4)))
    assert bezique in t.obs().pending[0]
    t.choose("Done")

    t.click_card("AH1")  # the ace of trumps
    t.wait_for_human()
    t.choose("Score bezique")
    t.wait_for_human()
    assert bezique in t.obs().scored[0]
    assert t.obs().deal_points[0] == 80
    t.choose("Done")

    t.play_rest_of_deal()
    assert c.game_over  # a Rubicon deal is a game
    dialog = _summary(qtbot, window)
    text = dialog.body.toPlainText()
    assert "The game computed" in text
    for line in computation_lines(c.deal_results()[-1], c.names):
        assert line in text
    assert dialog.windowTitle() == "Game over"
    assert isinstance(dialog.new_game_button, QPushButton) and dialog.new_game_button.isVisible()


def test_game_to_a_target_ends_with_a_summary(qtbot: QtBot, make_window: Callable,
                                              driver_for: Callable) -> None:
    window = make_window("classic")
    window.start_game(GameSettings("classic", Level.NOVICE, 200, "Ann"), seed=31)
    assert window.controller.variant.game_target == 200
    t = driver_for(window)
    c = window.controller
    for _deal in range(6):
        t.play_rest_of_deal(checks=False)
        dialog = _summary(qtbot, window)
        if c.game_over:
            break
        qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not c.deal_over, timeout=5000)
    assert c.game_over
    assert dialog.windowTitle() == "Game over"
    points = c.observation().game_points
    assert max(points) >= 200
    winner = c.winner
    assert winner is not None
    expected = "You win the game" if winner == 0 else "Computer wins the game"
    assert dialog.headline.text().startswith(expected)
    assert f"{max(points)} to {min(points)}" in dialog.headline.text()
    assert not window.window_actions.next_deal.isEnabled()


# Two queens of spades: both fresh at first, then one of them in the marriage of spades.
QUEENS_ANN = "AH1 AH2 KS1 QS1 QS2 QH1 QD1 QC1"


def test_the_panel_lists_interchangeable_copies_once(classic_table: Callable) -> None:
    window, t = classic_table(QUEENS_ANN, CLASSIC_COMPUTER, seed=11)
    c = window.controller
    t.click_card("AH1")
    t.wait_for_human()
    assert t.obs().step == "declare"
    captions = [r.caption for r in window.scene.panel.rows]
    assert len(captions) == len(c.state.legal_actions())
    assert len(captions) < len(c.state.legal_actions(merge_copies=False))
    assert len(set(captions)) == len(captions)
    assert sum(1 for x in captions if x.startswith("Declare marriage K♠ Q♠")) == 1

    t.choose("Declare marriage K♠ Q♠")
    t.wait_for_human()
    t.choose("Done")
    t.wait_for_human()
    t.click_card("AH2")
    t.wait_for_human()
    assert t.obs().step == "declare"
    captions = [r.caption for r in window.scene.panel.rows]
    assert len(captions) == len(set(captions)) == len(c.state.legal_actions())
    queens = [x for x in captions if x.startswith("Declare four queens Q♠ Q♥ Q♦ Q♣")]
    assert sorted(queens) == [
        "Declare four queens Q♠ Q♥ Q♦ Q♣ (with the Q♠ from your hand)",
        "Declare four queens Q♠ Q♥ Q♦ Q♣ (with the Q♠ of your marriage)",
    ]
