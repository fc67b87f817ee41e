"""Seats round a table of three or four: each trick card lies in front of the seat that played
it, the card winning the trick is framed and the lead numbered; no card covers another, also
with every seat's table full of declared cards, from 1024×640 to 4K, in large print too."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from bezique_qt.engine import Observation, parse_card, preset
from bezique_qt.engine.melds import MARRIAGE, Meld
from bezique_qt.levels import Level
from bezique_qt.ui.table.cards import CardItem
from bezique_qt.ui.table.scene import TableScene
from bezique_qt.ui.window import MainWindow

from .conftest import TableDriver
from .test_multi_handed_table import _declaring_deal, _legal_player


def _rect(item: CardItem) -> QRectF:
    return item.mapRectToScene(CardItem.card_rect())


def _assert_trick_laid_by_seat(scene: TableScene, obs: Observation) -> None:
    """Each card of the trick lies on its seat's side of the trick's centre, none touches
    another card on the table, and the marks say who led and which card wins so far."""
    n = obs.variant.players
    centre = scene.geo.trick_pos
    trick_items = []
    for k, card in enumerate(obs.trick):
        seat = (obs.leader + k) % n
        item = scene.item_for(card)
        assert item is not None and item.shows_face
        place = scene.seat_place(seat)
        assert place is not None
        offset = item.pos() - centre
        assert {"left": offset.x() < -100, "right": offset.x() > 100, "top": offset.y() < 0,
                "bottom": offset.y() > 0}[place.side], (seat, place.side, offset)
        trick_items.append(item)
    others = [i for i in scene.card_items() if i.isVisible() and i not in trick_items]
    for item in trick_items:
        for other in trick_items + others:
            if other is not item:
                assert not _rect(item).intersects(_rect(other)), (item.card, other.card)
    marks = scene.trick_marks
    if obs.trick:
        assert marks.leader_card == obs.trick[0]
        assert marks.winner in obs.trick
        lead = [child for child in trick_items[0].childItems()
                if child.data(0) == "trick-lead"]
        assert len(lead) == 1
        assert marks.winner is not None
        winner = scene.item_for(marks.winner)
        assert winner is not None
        assert [c.data(0) for c in winner.childItems()].count("trick-winner") == 1


@pytest.mark.parametrize("variant", ["three_handed", "four_handed_solo",
                                     "four_handed_partners"])
def test_a_deal_played_by_clicks_lays_each_trick_card_before_its_seat(
        variant: str, qtbot: QtBot, make_window: Callable[..., MainWindow],
        driver_for: Callable[[MainWindow], TableDriver],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A whole deal by clicks, finished tricks waiting for a click: at every moment the
    trick's cards lie by their seats, and a finished trick's frame is on the card the rules
    gave it to."""
    window = make_window(variant)
    monkeypatch.setattr(window.controller, "_submit", _legal_player(5))
    window.start_game(seed=5)
    scene = window.scene
    scene.set_auto_advance(False)
    c = window.controller
    driver = driver_for(window)
    checked = finished = 0
    for _ in range(400):
        qtbot.waitUntil(lambda: scene.waiting or driver.settled(), timeout=30_000)
        if scene.waiting:  # a whole trick on the table: its winner framed
            leader, cards, winner = c.state.tricks[-1]
            shown = [card for _seat, card in scene.picture.trick]
            assert shown == list(cards)
            assert scene.trick_marks.winner == cards[(winner - leader) % len(cards)]
            _assert_trick_laid_by_seat(scene, dataclasses.replace(
                c.observation(), trick=tuple(cards), leader=leader))
            finished += 1
            scene.advance()
            continue
        if c.deal_over:
            break
        obs = driver.obs()
        if obs.step == "declare":
            driver.declare_first(kinds=("Declare", "Score"))
            continue
        _assert_trick_laid_by_seat(scene, obs)
        checked += 1
        driver.click(driver.first_highlighted())
    assert c.deal_over
    assert checked >= 28 and finished >= 30
    if variant == "four_handed_partners":
        _assert_sides_lead_the_end_of_the_deal(window, qtbot)


def _assert_sides_lead_the_end_of_the_deal(window: MainWindow, qtbot: QtBot) -> None:
    """The end-of-deal dialog of a partners game leads with the sides' totals, the player's
    side first, then each player's, and a table of the sides' points in the deal and the
    game; it fits 1280×800 without scrolling."""
    from PySide6.QtWidgets import QLabel

    from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog

    state = window.controller.state
    qtbot.waitUntil(lambda: window.findChild(DealSummaryDialog, "deal-summary-dialog")
                    is not None, timeout=10_000)
    dialog = window.findChild(DealSummaryDialog, "deal-summary-dialog")
    assert dialog is not None
    points = state.deal_results[0].points
    ours, theirs = points[0] + points[2], points[1] + points[3]
    lines = dialog.headline.text().splitlines()
    assert lines[0] == f"Deal 1: You and North {ours} — West and East {theirs}."
    assert lines[1] == "Each player: " + ", ".join(
        f"{name} {points[p]}" for p, name in enumerate(state.names)) + "."
    # the sides' table leads the breakdown: this deal's points and the game's, per side
    body = dialog.body.toPlainText()
    game = state.game_points
    first, second = body.index("You and North"), body.index("West and East")
    assert first < second < body.index("Ann")
    assert body[first:second].split()[3:] == [str(ours), str(game[0])]
    assert body[second:].split()[3:5] == [str(theirs), str(game[1])]
    # the status bar says it on one line
    assert window.statusBar().findChildren(QLabel)
    assert any(label.text() == " ".join(lines) for label in
               window.statusBar().findChildren(QLabel))
    window.resize(1280, 800)
    dialog.adjustSize()
    assert dialog.height() <= 760 and dialog.width() <= 1280, dialog.size()
    assert dialog.body.verticalScrollBar().maximum() == 0


def _crowded(variant: str) -> Observation:
    """A moment of a real deal with every seat's table full of declared cards: four
    marriages in each (one of them still to score), the viewer last to a trick."""
    state = _declaring_deal(variant, 29 if variant == "three_handed" else 39)
    obs = state.observation(0)
    v = obs.variant
    n = v.players

    def card(text: str) -> int:
        return parse_card(text, v.packs)

    tables, scored, pending = [], [], []
    for seat in range(n):
        copy = seat + 1
        melds = [Meld.of(MARRIAGE, (card(f"K{s}{copy}"), card(f"Q{s}{copy}"))) for s in "SHDC"]
        tables.append(tuple(c for m in melds for c in m.cards))
        scored.append(tuple(melds[:3]))
        pending.append(tuple(melds[3:]))
    trick = tuple(card(f"{rank}S{copy}") for rank, copy in zip("ATJ", (1, 2, 3), strict=False)
                  )[:n - 1]
    return dataclasses.replace(
        obs, tables=tuple(tables), scored=tuple(scored), pending=tuple(pending),
        hand=(card("7D1"), card("8D1")), concealed_counts=(2,) + (0,) * (n - 1),
        trick=trick, leader=1, turnup=card("7C1"))


@pytest.mark.parametrize("large_print", [False, True])
@pytest.mark.parametrize("variant", ["three_handed", "four_handed_partners"])
def test_no_card_or_label_covers_another_with_every_seat_full_of_melds(
        variant: str, large_print: bool, qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from .conftest import resize_and_wait

    assert preset(variant).hand_size == 8  # eight cards: four marriages fill a seat's table
    window = make_window(variant)
    monkeypatch.setattr(window.controller, "_submit", _legal_player(1))
    obs = _crowded(variant)
    window.show_game(_declaring_deal(variant, 29 if variant == "three_handed" else 39),
                     Level.MEDIUM, paused=True)
    scene = window.scene
    scene.set_large_print(large_print)
    for width, height in [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]:
        resize_and_wait(qtbot, window, width, height)
        scene.reset(obs)
        scene.finish_animations()
        view = window.view
        visible = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
        areas: dict[CardItem, str] = {}
        for seat in range(obs.variant.players):
            for card in obs.tables[seat]:
                item = scene.item_for(card)
                assert item is not None
                areas[item] = f"table {seat}"
            for item in scene.back_items(seat):
                areas[item] = f"hand {seat}"
        for card in obs.hand:
            areas[scene.item_for(card)] = "hand 0"  # type: ignore[index]
        for card in obs.trick:
            areas[scene.item_for(card)] = f"trick {card}"  # type: ignore[index]
        assert obs.turnup is not None
        areas[scene.item_for(obs.turnup)] = "turn-up"  # type: ignore[index]
        items = list(areas)
        assert len(items) == len({*items})
        for item in items:
            assert visible.contains(_rect(item)), (width, areas[item])
        # cards of different places never touch (a hand or a meld is fanned within itself)
        for i, item in enumerate(items):
            for other in items[i + 1:]:
                if areas[item] != areas[other]:
                    assert not _rect(item).intersects(_rect(other)), (
                        width, large_print, areas[item], areas[other])
        for pile in [scene.stock_item, *scene.pile_items[:obs.variant.players]]:
            for item in items:
                assert not pile.sceneBoundingRect().intersects(_rect(item)), (
                    width, areas[item])
        labels = [label for label in scene.group_labels if label.text]
        assert len(labels) == 4 * obs.variant.players
        texts = [scene.prompt, scene.message, *scene.name_labels[:obs.variant.players]]
        for label in labels:
            box = label.sceneBoundingRect()
            assert visible.contains(box), (width, label.text)
            for item in items:
                assert not box.intersects(_rect(item).adjusted(1, 1, -1, -1)), (
                    width, large_print, label.text, areas[item])
        words = labels + texts
        for k, first in enumerate(words):
            for second in words[k + 1:]:
                if first.text and second.text:
                    assert not first.sceneBoundingRect().intersects(
                        second.sceneBoundingRect()), (width, first.text, second.text)
        for text in texts:
            if text.text:
                for item in items:
                    assert not text.sceneBoundingRect().intersects(_rect(item)), (
                        width, text.text, areas[item])


def test_the_score_sheet_of_a_partners_game_speaks_of_sides(qtbot: QtBot, tmp_path: object
                                                           ) -> None:
    from bezique_qt.ui.sheet.view import ScoreSheetView
    from bezique_qt.words.game import state_standing_words

    state = _declaring_deal("four_handed_partners", 39)
    game, deal = state.game_points, state.deal_points
    words = state_standing_words(state)
    assert words == (f"Game score: Ann and North {game[0]} — West and East {game[1]}. "
                     f"Deal 1 so far: Ann {deal[0]}, West {deal[1]}, North {deal[2]}, "
                     f"East {deal[3]}.")
    view = ScoreSheetView(export_dir=tmp_path)  # type: ignore[arg-type]
    qtbot.addWidget(view)
    view.set_state(state)
    assert view.result.text() == f"In progress. {words}"


def test_review_the_tricks_says_who_played_each_card_at_three(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        driver_for: Callable[[MainWindow], TableDriver],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QLabel

    window = make_window("three_handed")
    monkeypatch.setattr(window.controller, "_submit", _legal_player(8))
    window.start_game(seed=8)
    driver = driver_for(window)
    driver.play_a_little(clicks=4)
    tricks = driver.obs().tricks
    review = window.show_trick_review()
    assert review is not None
    texts = [label.text() for label in review.trick_list.widget().findChildren(QLabel)]
    assert "<b>Played by, in turn</b>" in texts
    names = window.controller.names
    for leader, cards, _winner in tricks:
        assert ", ".join(names[(leader + k) % 3] for k in range(len(cards))) in texts
    review.reject()
