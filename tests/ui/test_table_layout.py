"""How the table meets the eye: the turn-up reads at a glance, the table is laid out for the
window's shape and size, the docked score sheet leaves the cards readable, declaration buttons
and meld labels say what they mean whole."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from bezique_qt.engine import parse_card
from bezique_qt.ui.cards import CARD_HEIGHT, CARD_WIDTH, CardItem, PileItem
from bezique_qt.ui.window import MainWindow

# Seat 0 is the human (Ann), seat 1 the computer, which deals: Ann leads. The 10♦ is turned
# up (diamonds are trumps) and Ann holds the seven of trumps.
TURNUP_ANN = "AD1 AH2 QS1 JD1 7D1 KC1 QC1 8S1"
TURNUP_COMPUTER = "9S1 9S2 8D1 8D2 9C1 8C1 7S1 7C1"


def _index_corner(item: CardItem) -> QRectF:
    """The card's top-left index (rank over suit) in scene coordinates."""
    rect = item.card_rect()
    corner = QRectF(rect.left(), rect.top(), CARD_WIDTH * 0.25, CARD_HEIGHT * 0.3)
    return item.mapRectToScene(corner)


def _covering(window: MainWindow, item: CardItem, area: QRectF) -> list[object]:
    """Cards and piles drawn over ``area`` of ``item``."""
    return [other for other in window.scene.items(area)
            if other is not item and isinstance(other, CardItem | PileItem)
            and other.isVisible() and other.zValue() > item.zValue()]


# ---------------------------------------------------------------------------- the turn-up
def test_turn_up_reads_at_a_glance_and_follows_the_exchange(
        qtbot: QtBot, make_window: Callable, driver_for: Callable,
        deck_builder: Callable) -> None:
    window = make_window("classic")
    deck = deck_builder(TURNUP_ANN, TURNUP_COMPUTER, turnup="TD1", packs=2, hand_size=8,
                        pattern=(3, 2, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=3)
    t = driver_for(window)
    t.wait_for_human()
    ten = t.card_item("TD1")
    assert t.obs().turnup == parse_card("TD1")
    # upright (neither crosswise nor upside down), face up, its index corner uncovered
    assert ten.rotation() % 360 == 0 and ten.target_rotation % 360 == 0
    assert ten.shows_face
    assert not _covering(window, ten, _index_corner(ten))
    assert not ten.sceneBoundingRect().intersects(window.scene.stock_item.sceneBoundingRect())
    # the scoreboard's trump panel names the card
    board = window.scene.scoreboard.board
    assert board.turnup_text == "Turn-up: 10♦"
    assert board.trump_text == "Trumps: diamonds"

    # Ann wins the first trick with the ace of trumps and exchanges the seven.
    t.click_card("AD1")
    t.wait_for_human()
    t.choose("Exchange the 7♦")
    t.wait_for_human()
    assert t.obs().turnup == parse_card("7D1")
    seven = t.card_item("7D1")
    assert seven.rotation() % 360 == 0
    assert not _covering(window, seven, _index_corner(seven))
    assert window.scene.scoreboard.board.turnup_text == "Turn-up: 7♦"
    assert parse_card("TD1") in t.obs().hand
