"""The start of a game at a table of three or four: each seat's card of the cut for the first
deal is shown by that seat, the dealer's with why it deals (SPEC §7, §8: each cuts, the highest
card deals), legible at 1280×800 and 1024×640, in English and in French."""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from bezique_qt.engine.cards import pretty, rank_of
from bezique_qt.levels import Level
from bezique_qt.ui.window import MainWindow
from bezique_qt.words.i18n import install_translators

from .conftest import resize_and_wait


def _status(window: MainWindow) -> str:
    return " ".join(w.text() for w in window.statusBar().findChildren(QLabel))


def _assert_cut_by_each_seat(window: MainWindow) -> None:
    """Every seat's cut card lies in that seat's column, in the view, clear of its hand and
    name; the dealer's is the highest and says so."""
    c, scene, view = window.controller, window.scene, window.view
    cut = c.cut
    assert cut is not None and len(cut) == c.variant.players
    dealer = c.observation().dealer
    # the engine's cut: the highest rank deals, and no other seat cut that rank
    assert [rank_of(card) for card in cut].count(max(rank_of(card) for card in cut)) == 1
    assert rank_of(cut[dealer]) == max(rank_of(card) for card in cut)
    assert scene.seat_cuts == {seat: (card, seat == dealer) for seat, card in enumerate(cut)}
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    boxes = []
    for seat in range(c.variant.players):
        item = scene.seat_cut_items[seat]
        box = item.sceneBoundingRect()
        place = scene.seat_place(seat)
        assert place is not None
        assert visible.contains(box), (seat, box, visible)
        assert place.left - 1 <= box.left() and box.right() <= place.right + 1, (seat, box)
        name = scene.name_labels[seat].sceneBoundingRect()
        assert not box.intersects(name), (seat, "name")
        for back in scene.back_items(seat):
            assert not box.intersects(back.mapRectToScene(back.card_rect())), (seat, "hand")
        heading, card, why = item.texts()
        assert card == pretty(cut[seat])
        assert bool(why) == (seat == dealer)
        boxes.append(box)
    # never on top of each other
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])
    # large enough to read: the card at least 1/12 of the window's height
    card_height = scene.seat_cut_items[0].CARD_SCALE * view.card_height()
    assert card_height >= view.height() / 12, card_height


@pytest.mark.parametrize(("variant", "seed"), [("three_handed", 4), ("four_handed_solo", 5),
                                               ("four_handed_partners", 7)])
def test_each_seat_shows_its_cut_card_and_who_deals(
        variant: str, seed: int, qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from bezique_qt.ui.table import seat_items as seat_items_module

    window = make_window(variant, name="You")
    monkeypatch.setattr(window.controller, "_submit", lambda *args: None)  # nobody plays
    window.start_game(seed=seed)
    c = window.controller
    names, dealer = c.names, c.observation().dealer
    for width, height in [(1280, 800), (1024, 640)]:
        resize_and_wait(qtbot, window, width, height)
        window.scene.finish_animations()
        _assert_cut_by_each_seat(window)
    # the sentence of the status bar (and of screen readers) names every seat's card
    status = _status(window)
    cuts = ", ".join(f"{name} {pretty(card)}" for name, card in zip(names, c.cut or (),
                                                                    strict=True))
    assert f"Cut for the deal: {cuts}." in status
    who = "you deal first" if dealer == 0 else f"{names[dealer]} deals first"
    assert f"The highest card deals: {who}." in status
    # a game dealt by a seat given (as a replay): no cut shown
    window.start_game(seed=seed, first_dealer=1)
    assert c.cut is None and window.scene.seat_cuts == {}
    # it goes after a moment, as at a table of two
    monkeypatch.setattr(seat_items_module, "CUT_SHOW_MS", 50)
    window.start_game(seed=seed)
    assert window.scene.seat_cuts
    qtbot.waitUntil(lambda: window.scene.seat_cuts == {}, timeout=5000)
    assert not any(item.isVisible() for item in window.scene.seat_cut_items)


def test_a_table_of_two_after_three_shows_no_seat_cut(
        qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from bezique_qt.ui.dialogs.game import GameSettings

    window = make_window("three_handed")
    monkeypatch.setattr(window.controller, "_submit", lambda *args: None)
    window.start_game(seed=4)
    assert len(window.scene.seat_cuts) == 3
    window.start_game(GameSettings("classic", Level.MEDIUM, None, "Ann"), seed=5)
    assert window.scene.seat_cuts == {}
    assert window.scene.cut_item.isVisible()  # the two-handed cut, in the side column


@pytest.fixture
def french(qapp: QApplication) -> Iterator[None]:
    install_translators(qapp, "fr")
    yield
    install_translators(qapp, "en")


def test_the_cut_in_french(french: None, qtbot: QtBot, make_window: Callable[..., MainWindow],
                           monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window("four_handed_partners", name="Vous")
    monkeypatch.setattr(window.controller, "_submit", lambda *args: None)
    window.start_game(seed=7)
    resize_and_wait(qtbot, window, 1024, 640)
    window.scene.finish_animations()
    _assert_cut_by_each_seat(window)
    dealer = window.controller.observation().dealer
    texts = window.scene.seat_cut_items[dealer].texts()
    assert texts[0] == "Coupe pour la donne"
    assert texts[2] == "La plus forte carte : donne en premier"
    assert "Coupe pour la donne : Vous " in _status(window)
    assert "La plus forte carte donne :" in _status(window)
    # the reason fits its panel, whole
    for large_print in (False, True):
        window.scene.set_large_print(large_print)
        item = window.scene.seat_cut_items[dealer]
        box, font = item.why_layout()
        needed = QFontMetricsF(font).boundingRect(box, int(item.WHY_FLAGS), texts[2])
        assert needed.height() <= box.height() and item.boundingRect().contains(box)
        assert needed.width() <= box.width()


# ---------------------------------------------------------------------------- names
PLAYER = "Jean-Baptiste de Montmorency"
SEATS = ("Anne-Marie de La Tour-Maubourg", "Éléonore Château-Thierry", "Zoé")  # 30 at most


def _last_human_move(variant: str, seed: int, names: list[str]) -> Any:
    """A deal played at random up to the human's last move in it."""
    from bezique_qt.ai import service
    from bezique_qt.engine import GameState, preset

    state = GameState.new_game(preset(variant), seed, names=names)
    rng = random.Random(seed)
    last = None
    while not state.deal_over:
        if state.to_act == 0:
            last = state.clone()
        state.apply(service.fallback_choose(state.observation(state.to_act or 0), rng))
    assert last is not None
    return last


def test_long_and_french_names_are_shown_whole_or_shortened_with_a_tooltip(
        qtbot: QtBot, make_window: Callable[..., MainWindow], wait_shown: Callable[..., Any],
        driver_for: Callable[..., Any], monkeypatch: pytest.MonkeyPatch) -> None:
    """Names typed in New Game (up to its 30 characters, accented) are shown by each seat —
    uncut, or shortened with the whole name in the tooltip —, head the scoreboard's columns,
    name the sides of partners, and head the end-of-deal breakdown."""
    from PySide6.QtCore import QTimer

    from bezique_qt.ui.dialogs.game import NewGameDialog

    from .test_new_game_seats import _legal_player

    window = make_window("classic", name=PLAYER)
    monkeypatch.setattr(window.controller, "_submit", _legal_player(3))

    def fill_in() -> None:
        (dialog,) = [d for d in window.findChildren(NewGameDialog) if d.isVisible()]
        dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("four_handed_partners"))
        for k, name in enumerate(SEATS):
            # the 30-character name typed longer: the dialog keeps 30
            dialog.seat_names[k].setText(name + " and more" if len(name) == 30 else name)
        dialog.accept()

    QTimer.singleShot(0, window, fill_in)
    window.window_actions.new.trigger()
    c, scene = window.controller, window.scene
    assert c.names == (PLAYER, *SEATS)  # the dialog takes 30 characters
    partner = 2
    for width, height in [(1280, 800), (1024, 640)]:
        resize_and_wait(qtbot, window, width, height)
        for seat, label in enumerate(scene.name_labels[:4]):
            assert c.names[seat] in label.text, (seat, label.text)
            shown = label.shown_text()
            assert QFontMetricsF(label.font()).horizontalAdvance(shown) <= \
                label.boundingRect().width()
            if label.elided:
                assert "…" in shown and label.toolTip() == label.text
            else:
                assert shown == label.text and label.toolTip() == ""
        assert "your partner" in scene.name_labels[partner].text
        assert not any("your partner" in scene.name_labels[s].text for s in (0, 1, 3))
        # the scoreboard: every name heads a column, the sides are named whole
        board = scene.scoreboard
        assert board.board.names == (PLAYER, *SEATS)
        # the sides by name with their game and deal totals
        game, deal = c.state.game_points, c.state.deal_points
        first, second = (f"{PLAYER} and {SEATS[1]}", f"{SEATS[0]} and {SEATS[2]}")

        def bound(text: str) -> str:  # a side with its points is never broken across lines
            return text.replace(" ", "\u00a0")

        footer = board.board.footer
        assert f"{bound(f'{first} {game[0]}')} — {bound(f'{second} {game[1]}')}" in footer
        assert (f"This deal: {bound(f'{first} {deal[0] + deal[2]}')} — "
                f"{bound(f'{second} {deal[1] + deal[3]}')}" in footer)
        assert all(name in board.toolTip() for name in c.names)
        view = window.view
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        assert visible.contains(board.sceneBoundingRect())
    # a seat's long name is shortened at 1024×640, the short one is not
    assert scene.name_labels[0].elided
    assert not scene.name_labels[3].elided

    # the end of a deal: the breakdown's columns are headed by the names
    state = _last_human_move("three_handed", 5, [PLAYER, SEATS[0], SEATS[1]])
    window.show_game(state, Level.MEDIUM)
    driver = driver_for(window)
    driver.wait_for_human()
    while not c.deal_over:
        if driver.obs().step == "declare":
            driver.choose("Done")
        else:
            driver.click(driver.highlighted_cards()[0])
        driver.wait_for_human()
    from bezique_qt.ui.dialogs.deal_summary import DealSummaryDialog

    summary = wait_shown(window, DealSummaryDialog, "deal-summary-dialog")
    body = summary.body.toHtml()
    for name in (PLAYER, SEATS[0], SEATS[1]):
        assert html.escape(name, quote=False) in body or name in body, name
    summary.reject()
