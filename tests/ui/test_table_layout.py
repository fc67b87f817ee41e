"""How the table meets the eye: the turn-up reads at a glance, the table is laid out for the
window's shape and size, the docked score sheet leaves the cards readable, declaration buttons
and meld labels say what they mean whole."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF
from pytestqt.qtbot import QtBot

from bezique_qt.engine import Action, GameState, Meld, parse_card, preset
from bezique_qt.engine.actions import ANNOUNCE, DONE, SCORE
from bezique_qt.engine.cards import pretty
from bezique_qt.engine.melds import MARRIAGE
from bezique_qt.levels import Level
from bezique_qt.ui.session import session_of
from bezique_qt.ui.sheet.model import COLUMN_WHAT
from bezique_qt.ui.table.cards import CARD_HEIGHT, CARD_WIDTH, CardItem, PileItem
from bezique_qt.ui.table.items import ButtonItem, wrap_caption
from bezique_qt.ui.table.picture import meld_groups, meld_text
from bezique_qt.ui.window import MainWindow
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import suit_caption

from .conftest import resize_and_wait

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
def test_turn_up_reads_at_a_glance_and_follows_the_exchange(qtbot: QtBot,
                                                            classic_table: Callable) -> None:
    window, t = classic_table(TURNUP_ANN, TURNUP_COMPUTER, turnup="TD1")
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


# ---------------------------------------------------------------------------- the window's shape
SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]


def _shown_items(window: MainWindow) -> list:
    """The items a player sees lying on the table (cards, piles, texts, boards)."""
    return [item for item in window.scene.items()
            if item.isVisible() and item.parentItem() is None
            and not item.boundingRect().isEmpty()
            and (not hasattr(item, "text") or not isinstance(item.text, str) or item.text)]


def _visible_area(window: MainWindow) -> QRectF:
    view = window.view
    return view.mapToScene(view.viewport().rect()).boundingRect()


def test_the_table_fills_the_window_at_every_size(qtbot: QtBot, make_window: Callable,
                                                 driver_for: Callable) -> None:
    window = make_window("classic")
    window.start_game(seed=5)
    driver_for(window).wait_for_human()
    for width, height in SIZES:
        resize_and_wait(qtbot, window, width, height)
        visible = _visible_area(window)
        used = QRectF()
        for item in _shown_items(window):
            box = item.sceneBoundingRect()
            assert visible.adjusted(-1, -1, 1, 1).contains(box), (width, height, item, box)
            used = used.united(box)
        # the cards, piles and boards spread over the window: no band of empty felt
        assert used.width() >= 0.9 * visible.width(), (width, height, used, visible)
        assert used.height() >= 0.9 * visible.height(), (width, height, used, visible)
        # cards grow with the window
        assert window.view.card_height() >= 0.15 * window.view.viewport().height()


def test_a_game_of_longer_hands_still_shows_the_whole_table(
        qtbot: QtBot, make_window: Callable, driver_for: Callable) -> None:
    # A Rubicon hand (nine cards) wants a wider table than a classic one: opened in a window
    # that showed a classic game, the table's right and bottom edges (the score board, the
    # hand) were cut off until the window was resized.
    window = make_window("classic")
    resize_and_wait(qtbot, window, 1280, 800)
    window.start_game(seed=5)
    driver_for(window).wait_for_human()
    before = window.scene.sceneRect()
    window.show_game(GameState.new_game(preset("rubicon"), seed=5), Level.MEDIUM)
    driver_for(window).wait_for_human()
    assert window.scene.sceneRect() != before
    visible = _visible_area(window)
    for item in _shown_items(window):
        box = item.sceneBoundingRect()
        assert visible.adjusted(-1, -1, 1, 1).contains(box), (item, box, visible)


def test_a_long_hand_spreads_where_there_is_room(qtbot: QtBot, table: Callable) -> None:
    window, t = table("six_pack", seed=5)
    scene = window.scene
    resize_and_wait(qtbot, window, 1920, 1080)
    qtbot.waitUntil(lambda: len(scene.picture.hand) == 12, timeout=10_000)
    hand = [t.card_item(card) for card in scene.hand_in_order()]
    boxes = [item.mapRectToScene(item.card_rect()) for item in hand]
    assert len(boxes) == 12
    for left, right in zip(boxes, boxes[1:], strict=False):
        assert left.right() <= right.left(), "the cards of the hand overlap"
    assert window.view.card_height() >= 140
    # a narrow window still shows the whole hand, overlapping
    resize_and_wait(qtbot, window, 1024, 640)
    visible = _visible_area(window)
    assert all(visible.contains(item.sceneBoundingRect()) for item in hand)


def _docked_sheet(qtbot: QtBot, open_app_window: Callable, width: int, height: int
                  ) -> MainWindow:
    window = open_app_window("--seed", "4", "--variant", "classic")
    window.resize(width, height)
    glue = session_of(window)
    assert glue is not None
    qtbot.waitUntil(lambda: window.controller.has_game, timeout=5000)
    glue.sheet_action.trigger()
    qtbot.waitUntil(lambda: glue.sheet_dock.isVisible() and glue.sheet_view.model.rowCount() > 0,
                    timeout=5000)
    resize_and_wait(qtbot, window, width, height)
    return window


def _cut_cells(window: MainWindow) -> list[str]:
    """The score sheet's texts that do not fit their cells (spans count as one cell; a span's
    text and the What column's may wrap)."""
    glue = session_of(window)
    assert glue is not None
    table = glue.sheet_view.table
    model = table.model()
    header = table.horizontalHeader()
    cut = []
    for row in range(model.rowCount()):
        column = 0
        while column < model.columnCount():
            span = max(1, table.columnSpan(row, column))
            index = model.index(row, column)
            text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(font if isinstance(font, QFont) else table.font())
            room = sum(header.sectionSize(c) for c in range(column, column + span))
            wraps = span > 1 or column == COLUMN_WHAT  # (the What column where it is narrow)
            if not wraps and text and metrics.horizontalAdvance(text) + 6 > room:
                cut.append(text)
            if wraps and text:  # may wrap: every word fits, and every line
                used = metrics.boundingRect(QRect(0, 0, room - 8, 100_000),
                                            int(Qt.TextFlag.TextWordWrap), text)
                if (used.height() + 4 > table.rowHeight(row)
                        or max(map(metrics.horizontalAdvance, text.split())) > room - 6):
                    cut.append(text)
            column += span
    return cut


@pytest.mark.parametrize(("width", "height", "smallest"),
                         [(1280, 800, 100.0), (1024, 640, 84.0)])
def test_the_docked_score_sheet_leaves_the_cards_readable_and_its_cells_whole(
        qtbot: QtBot, open_app_window: Callable, width: int, height: int,
        smallest: float) -> None:
    window = _docked_sheet(qtbot, open_app_window, width, height)
    # a card is drawn at least ``smallest`` pixels high (its indices readable)
    assert window.view.card_height() >= smallest, (width, window.view.card_height(),
                                                   window.view.size(), window.scene.sceneRect())
    visible = _visible_area(window)
    for item in _shown_items(window):
        assert visible.adjusted(-1, -1, 1, 1).contains(item.sceneBoundingRect())
    assert _cut_cells(window) == []
    # and every column in sight: none behind a sideways scroll
    glue = session_of(window)
    assert glue is not None
    assert glue.sheet_view.table.horizontalScrollBar().maximum() == 0


# ---------------------------------------------------------------------------- declaration buttons
RUBICON_ANN = "AS1 AH1 KH1 QH1 QS1 JD1 KS1 KD1 KC1"
RUBICON_COMPUTER = "9S1 9S2 8C1 8C2 9C1 7S1 7S2 8S1 8S2"


def _assert_whole(button: ButtonItem) -> None:
    font, lines = button.caption_layout()
    metrics = QFontMetricsF(font)
    rect = button.caption_rect()
    caption = button.caption
    assert " ".join(lines) == " ".join(caption.split()), (caption, lines)  # nothing cut
    assert all(metrics.horizontalAdvance(line) <= rect.width() + 0.5 for line in lines), lines
    assert len(lines) * metrics.lineSpacing() <= rect.height(), (caption, lines)
    for card in re.findall(r"(?:10|[2-9AKQJ])[♠♥♦♣]", caption):
        assert any(re.search(rf"(^|[ (]){re.escape(card)}", line) for line in lines), (
            card, lines)
    # a meld's cards stay on one line together
    for cards in re.findall(r"(?:(?:10|[2-9AKQJ])[♠♥♦♣] )+(?:10|[2-9AKQJ])[♠♥♦♣]", caption):
        assert any(cards in line for line in lines), (cards, lines)


@pytest.mark.parametrize(("width", "height"), [(1024, 640), (1280, 800)])
def test_declaration_buttons_say_their_choice_whole(qtbot: QtBot, make_window: Callable,
                                                    driver_for: Callable,
                                                    deck_builder: Callable, width: int,
                                                    height: int) -> None:
    window = make_window("rubicon")
    deck = deck_builder(RUBICON_ANN, RUBICON_COMPUTER, turnup=None, packs=4, hand_size=9,
                        pattern=(3, 3, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=5)
    resize_and_wait(qtbot, window, width, height)
    t = driver_for(window)
    t.wait_for_human()
    t.click_card("AS1")
    t.wait_for_human()
    panel = window.scene.panel
    captions = [b.caption for b in panel.buttons]
    assert any("(makes ♥ trumps)" in c for c in captions), captions
    assert any("K♠ K♥ K♦ K♣" in c for c in captions), captions
    visible = _visible_area(window)
    for button in panel.buttons:
        _assert_whole(button)
        assert visible.contains(button.sceneBoundingRect())
    # buttons do not overlap one another
    boxes = [b.mapRectToScene(b.boundingRect().adjusted(5, 5, -5, -5)) for b in panel.buttons]
    for i, a in enumerate(boxes):
        assert not any(a.intersects(b) for b in boxes[i + 1:])


def test_a_caption_breaks_between_words_only(qapp: object) -> None:
    metrics = QFontMetricsF(QFont())
    narrow = metrics.horizontalAdvance("Declare marriage") + 2
    # the caption as the table makes it, its cards and suit given as data
    marriage = Meld(MARRIAGE, (parse_card("QH1"), parse_card("KH1")))
    caption = Caption.of("Declare {meld} (makes {suit} trumps)",
                         meld=meld_text(marriage, None), suit=suit_caption("H"))
    assert caption == "Declare marriage K♥ Q♥ (makes ♥ trumps)"
    lines = wrap_caption(caption, metrics, narrow)
    assert lines[0] == "Declare marriage"
    assert "K♥ Q♥" in lines[1]
    assert all("♥ trumps)" in line for line in lines if "trumps" in line)
    assert " ".join(lines) == "Declare marriage K♥ Q♥ (makes ♥ trumps)"


# ---------------------------------------------------------------------------- meld labels
KINGS_ANN = "AH1 AH2 KS1 QS1 KC1 KD1 KH1 8S1"
KINGS_COMPUTER = "9S1 9S2 8D1 8D2 9C1 8C1 7S1 7D1"


def _declare(t: object, window: MainWindow, cards: str) -> None:
    """Declare and score at once the meld of ``cards`` (the human won the trick)."""
    wanted = {parse_card(c) for c in cards.split()}
    c = window.controller
    announce = next(a for a in c.legal_actions()
                    if a.kind == ANNOUNCE and a.meld is not None and set(a.meld.cards) == wanted)
    assert c.try_actions([announce, Action(SCORE, meld=announce.meld)]) is None
    t.wait_for_human()  # type: ignore[attr-defined]


def _labels_over(window: MainWindow, card: int) -> list[str]:
    """The texts of the labels of the group of the viewer's table that holds ``card``."""
    scene = window.scene
    texts = []
    for _seat, group, box in scene.group_boxes:
        if card in group.cards:
            texts += [label.text for label in scene.group_labels
                      if label.x() < box.right() and box.left() < label.x()
                      + label.boundingRect().width() and abs(label.y() - box.top()) < 80]
    return texts


def test_meld_labels_show_what_is_still_live(qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table(KINGS_ANN, KINGS_COMPUTER, turnup="9H1")
    c = window.controller
    # Trick 1: the marriage of spades; trick 2: four kings, the K♠ from the marriage.
    t.click_card("AH1")
    t.wait_for_human()
    _declare(t, window, "KS1 QS1")
    assert c.try_actions([Action(DONE)]) is None
    t.wait_for_human()
    t.click_card("AH2")
    t.wait_for_human()
    _declare(t, window, "KS1 KC1 KD1 KH1")
    assert c.try_actions([Action(DONE)]) is None
    t.wait_for_human()
    scene = window.scene
    kings = [parse_card(k) for k in "KS1 KC1 KD1 KH1".split()]
    groups = {id(g) for _s, g, _b in scene.group_boxes for k in kings if k in g.cards}
    assert len(groups) == 2  # the K♠ lies with its queen, the other kings together
    for king in kings:
        labels = _labels_over(window, king)
        assert any("four kings" in text for text in labels), (pretty(king), labels)
    assert any("marriage" in text for text in _labels_over(window, parse_card("KS1")))

    # Trick 3: the Q♠ is played from the table: the K♠ is no longer a marriage.
    t.click_card("QS1")
    t.wait_for_human()
    if c.observation().step == "declare":
        assert c.try_actions([Action(DONE)]) is None
        t.wait_for_human()
    assert parse_card("KS1") in c.observation().tables[0]
    assert all("marriage" not in label.text for label in scene.group_labels), [
        label.text for label in scene.group_labels]
    assert any("four kings" in text for text in _labels_over(window, parse_card("KS1")))


def test_a_broken_meld_loses_its_label() -> None:
    king, queen = parse_card("KS1"), parse_card("QS1")
    marriage = Meld.of("MARRIAGE", (king, queen))
    groups = meld_groups([king, queen], [marriage], [])
    assert [(g.meld, g.cards) for g in groups] == [(marriage, [king, queen])]
    groups = meld_groups([king], [marriage], [])
    assert [(g.meld, g.cards) for g in groups] == [(None, [king])]
