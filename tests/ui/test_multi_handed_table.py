"""The table with three and four seats: whole deals played through the real window with mouse
clicks, the other seats answering; what each seat shows; the scoreboard; never a hidden card
face up.

Mostly the other seats are answered by a plain legal player of the tests' own
(``service.fallback_choose``, which scores its best declaration and otherwise plays a random
legal card), run in this process, which is quick; one deal is answered by the computer players
of the product (Medium, in the worker process)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from bezique_qt.ai import service
from bezique_qt.engine import GameState, preset
from bezique_qt.engine.actions import PASS, Action
from bezique_qt.levels import Level
from bezique_qt.ui.window import MainWindow

from .conftest import TableDriver


def _legal_player(seed: int) -> Callable[..., Future[Any]]:
    """A stand-in for the worker process: moves by ``fallback_choose``, hints likewise."""
    rng = random.Random(seed)

    def submit(function: Any, *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        obs = args[0]
        if function is service.compute_move:
            future.set_result(service.fallback_choose(obs, rng))
        else:
            future.set_result((service.fallback_choose(obs, rng), None))
        return future

    return submit


@pytest.fixture
def multi_table(make_window: Callable[..., MainWindow], driver_for: Callable[[MainWindow],
                TableDriver], monkeypatch: pytest.MonkeyPatch
                ) -> Iterator[Callable[..., tuple[MainWindow, TableDriver]]]:
    def ready(variant: str, seed: int = 11) -> tuple[MainWindow, TableDriver]:
        window = make_window(variant)
        monkeypatch.setattr(window.controller, "_submit", _legal_player(seed))
        window.start_game(seed=seed)
        driver = driver_for(window)
        driver.wait_for_human()
        return window, driver

    yield ready


def _assert_seats_shown(window: MainWindow) -> None:
    """Each other seat's face-down hand lies in its own column, as many cards as it holds;
    the trick's cards lie towards the seats that played them."""
    scene = window.scene
    state = window.controller.state
    n = state.variant.players
    sides = {scene.seat_place(p).side for p in range(n)}  # type: ignore[union-attr]
    assert sides == ({"bottom", "left", "right"} if n == 3
                     else {"bottom", "left", "top", "right"})
    obs = window.controller.observation()
    for seat in range(1, n):
        place = scene.seat_place(seat)
        assert place is not None
        backs = scene.back_items(seat)
        assert len(backs) == obs.concealed_counts[seat]
        for item in backs:
            x = item.target_pos.x()
            assert place.left <= x <= place.right, (seat, x, place)
            assert not item.shows_face and item.card is None


def _play_whole_deal(window: MainWindow, driver: TableDriver, qtbot: QtBot) -> int:
    """Click the human's cards (and the panel) to the end of the deal, checking after every
    step that nothing hidden shows and the seats are laid out; returns the clicks."""
    clicks = 0
    for _ in range(200):
        driver.wait_for_human()
        driver.assert_only_visible_cards_face_up()
        c = window.controller
        if c.deal_over or c.game_over:
            return clicks
        _assert_seats_shown(window)
        if driver.obs().step == "declare":
            driver.declare_first(kinds=("Declare", "Score"))
        else:
            before = len(c.state.actions)
            driver.click(driver.first_highlighted())
            assert len(c.state.actions) > before, "the click played no card"
        clicks += 1
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("variant", ["three_handed", "four_handed_partners",
                                     "four_handed_solo"])
def test_a_whole_deal_is_played_with_clicks_at_a_table_of_three_or_four(
        variant: str, multi_table: Callable[..., tuple[MainWindow, TableDriver]],
        qtbot: QtBot) -> None:
    window, driver = multi_table(variant)
    n = preset(variant).players
    scene = window.scene
    assert len(scene.scoreboard.board.names) == n
    assert [scene.name_labels[p].text.split(" · ")[0] for p in range(n)] == [
        "Ann", *(["West", "East"] if n == 3 else ["West", "North", "East"])]
    with qtbot.waitSignal(window.controller.deal_finished, timeout=60_000):
        clicks = _play_whole_deal(window, driver, qtbot)
    state = window.controller.state
    assert clicks >= 32 - 8  # a card in each of the 32 tricks, whatever was declared
    assert state.deal_over and state.trick_no == 32
    # every seat's trick pile: the cards it won, a trick of n cards each
    driver.wait_for_human()
    won = [0] * n
    for _leader, cards, winner in state.tricks:
        assert len(cards) == n
        won[winner] += len(cards)
    assert [scene.pile_items[p].count for p in range(n)] == won
    # the end of the deal: its breakdown names every player
    qtbot.waitUntil(lambda: window.findChild(object, "deal-summary-dialog") is not None,
                    timeout=10_000)
    dialog = window.findChild(object, "deal-summary-dialog")
    text = dialog.headline.text() + dialog.body.toPlainText()  # type: ignore[union-attr]
    for name in state.names:
        assert name in text
    # the review of one's decisions is offered here too (test_review_window_multi)
    assert dialog.deal_review_button.isVisibleTo(dialog)  # type: ignore[union-attr]


def test_a_three_handed_deal_is_answered_by_the_computer_players_of_the_product(
        make_window: Callable[..., MainWindow], driver_for: Callable[[MainWindow], TableDriver],
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The other seats answered by Medium in the worker process, as in a game one plays: each
    of their moves is Medium's own (the same as Medium chooses here), never the plain legal
    player the table falls back on."""
    from bezique_qt.ai import make_bot

    window = make_window("three_handed")
    c = window.controller
    asked: list[tuple[tuple[Any, ...], Future[Any]]] = []
    real_submit = c._submit

    def submit(function: Any, *args: Any) -> Future[Any]:
        future = real_submit(function, *args)
        if function is service.compute_move:
            asked.append((args, future))
        return future

    def no_fallback(*_args: Any) -> Any:
        raise AssertionError("the table fell back on the plain legal player")

    monkeypatch.setattr(c, "_submit", submit)
    monkeypatch.setattr(service, "fallback_choose", no_fallback)
    window.start_game(seed=17)
    driver = driver_for(window)
    assert [c.level(p) for p in range(3)] == [None, Level.MEDIUM, Level.MEDIUM]
    tricks = 0
    while tricks < 6:
        driver.wait_for_human()
        assert not c.deal_over
        obs = driver.obs()
        if obs.step == "declare":
            driver.declare_first(kinds=("Declare", "Score"))
            continue
        card = driver.first_highlighted()
        if len(obs.trick) == 2:  # the human ends the trick
            with qtbot.waitSignal(c.trick_won, timeout=10_000):
                driver.click(card)
        else:  # the computer players answer, trick by trick
            with qtbot.waitSignal(c.trick_won, timeout=60_000):
                driver.click(card)
        tricks += 1
    driver.wait_for_human()
    state = c.state
    assert len(state.tricks) >= 6
    # both other seats played in these tricks, every move Medium's own
    assert {1, 2} <= {(leader + k) % 3 for leader, cards, _w in state.tricks
                      for k in range(len(cards))}
    answered = [(args, future) for args, future in asked if not future.cancelled()]
    assert len(answered) >= 12
    for (obs, level, seed, *_rest), future in answered:
        assert level == Level.MEDIUM
        assert future.result(timeout=0) == make_bot("medium").choose(obs, random.Random(seed))


def test_the_trick_shows_each_card_towards_its_seat(
        multi_table: Callable[..., tuple[MainWindow, TableDriver]]) -> None:
    window, driver = multi_table("four_handed_partners", seed=3)
    obs = driver.play_until(lambda obs: obs.step == "play" and len(obs.trick) == 3, 7,
                            "no trick reached the human last")
    centre = window.scene.geo.trick_pos
    for k, card in enumerate(obs.trick):
        seat = (obs.leader + k) % 4
        item = window.scene.item_for(card)
        assert item is not None and item.shows_face
        side = window.scene.seat_place(seat).side  # type: ignore[union-attr]
        offset = item.target_pos - centre
        assert {"left": offset.x() < 0, "right": offset.x() > 0, "top": offset.y() < 0,
                "bottom": offset.y() > 0}[side], (seat, side, offset)


def test_the_partner_may_be_given_the_declaration_from_the_panel(
        multi_table: Callable[..., tuple[MainWindow, TableDriver]]) -> None:
    window, driver = multi_table("four_handed_partners", seed=5)
    driver.play_until(lambda obs: Action(PASS) in obs.legal, 60,
                      "the human never won a trick with a partner to pass to")
    driver.choose("Let your partner declare")
    state: GameState = window.controller.state
    assert state.actions[-1] == Action(PASS)
    assert state.to_act == 2 or state.step != "declare"  # the partner (seat 2) declares


def test_the_new_game_dialog_offers_the_games_for_three_and_four_the_computer_plays(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from bezique_qt.ai import support
    from bezique_qt.engine.variants import MULTI_HANDED_PRESETS
    from bezique_qt.ui.dialogs.game import GameSettings, NewGameDialog

    def offered() -> set[str]:
        dialog = NewGameDialog(GameSettings("three_handed", Level.MEDIUM, None, "Ann"),
                               service.levels())
        qtbot.addWidget(dialog)
        return {dialog.variant_box.itemData(i) for i in range(dialog.variant_box.count())}

    # every level plays every seat of them: they are offered
    assert support.PLAYS_MULTI_HANDED
    ids = offered()
    assert ids <= set(support.supported_presets())
    assert set(MULTI_HANDED_PRESETS) <= ids
    # where the computer did not play them, they would be kept out
    monkeypatch.setattr(support, "PLAYS_MULTI_HANDED", False)
    assert not set(MULTI_HANDED_PRESETS) & offered()


@pytest.mark.parametrize("accept", [True, False])
def test_the_new_game_dialog_offers_each_seat_its_level_and_name(
        accept: bool, qtbot: QtBot, make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QTimer

    from bezique_qt.ai import support
    from bezique_qt.ui.dialogs.game import NewGameDialog

    assert support.PLAYS_MULTI_HANDED  # the setting as it is, not set for the test
    window = make_window("classic")
    monkeypatch.setattr(window.controller, "_submit", _legal_player(1))
    seen: dict[str, object] = {}

    def fill_in() -> None:
        dialog = window.findChild(NewGameDialog, "new-game-dialog")
        assert dialog is not None
        names = [dialog.variant_box.itemText(i) for i in range(dialog.variant_box.count())]
        seen["names"] = names
        seen["seats before"] = dialog.seats_box.isVisible()
        dialog.variant_box.setCurrentIndex(dialog.variant_box.findData("four_handed_partners"))
        seen["seats"] = [dialog.seat_labels[k].text() for k in range(3)
                         if dialog.seat_labels[k].isVisible()]
        seen["opponent row"] = dialog.level_box.isVisible()
        dialog.seat_levels[0].setCurrentIndex(dialog.seat_levels[0].findData(Level.EASY.value))
        dialog.seat_levels[1].setCurrentIndex(dialog.seat_levels[1].findData(Level.EXPERT.value))
        dialog.seat_names[1].setText("Bea")
        if accept:
            dialog.accept()
        else:
            dialog.reject()

    QTimer.singleShot(0, window, fill_in)
    window.window_actions.new.trigger()
    names = seen["names"]
    assert isinstance(names, list)
    # descriptive names, never ids
    assert {"Three-handed", "Four-handed", "Four-handed partners"} <= set(names)
    assert seen["seats before"] is False  # a game for two: one opponent's level
    assert seen["seats"] == ["On your left", "Across: your partner", "On your right"]
    assert seen["opponent row"] is False
    c = window.controller
    if not accept:
        assert not c.has_game  # nothing started
        return
    assert c.variant.id == "four_handed_partners"
    assert c.names == ("Ann", "West", "Bea", "East")
    assert [c.level(p) for p in range(4)] == [None, Level.EASY, Level.EXPERT, Level.MEDIUM]
    assert len(window.scene.scoreboard.board.names) == 4


def test_a_three_handed_game_is_autosaved_and_resumed_with_its_seats(
        qtbot: QtBot, open_app_window: Callable[..., MainWindow],
        driver_for: Callable[[MainWindow], TableDriver], wait_shown: Callable[..., Any],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    from bezique_qt import persistence as store
    from bezique_qt.engine import GameRecord
    from bezique_qt.ui.dialogs.game import GameSettings

    from .conftest import glue

    first = open_app_window("--seed", "5")
    monkeypatch.setattr(first.controller, "_submit", _legal_player(2))
    first.start_game(GameSettings("three_handed", Level.NOVICE, None, "Ann",
                                  opponents=((Level.EASY, "Bo"), (Level.HARD, ""))), seed=9)
    driver = driver_for(first)
    driver.wait_for_human()
    driver.play_a_little(clicks=3)
    state = first.controller.state
    signature, actions = state.signature(), GameRecord.of(state).actions
    assert len(actions) >= 6
    first.close()
    saved, _messages = store.load_autosave()
    assert saved is not None and saved.info.seat_levels == ("easy", "hard")
    assert list(saved.record.players) == ["Ann", "Bo", "East"]

    second = open_app_window()
    monkeypatch.setattr(second.controller, "_submit", _legal_player(3))
    offer = wait_shown(second, QMessageBox, "resume-dialog")
    assert "Three-handed: Ann v Bo v East" in offer.text()
    assert second.controller.state.signature() == signature
    resume = next(b for b in offer.buttons() if b.text() == "Resume")
    qtbot.mouseClick(resume, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: glue(second).offer is None, timeout=5000)
    c = second.controller
    assert [c.level(p) for p in range(3)] == [None, Level.EASY, Level.HARD]
    assert c.names == ("Ann", "Bo", "East")
    assert GameRecord.of(c.state).actions == actions
    scene = second.scene
    assert len(scene.scoreboard.board.names) == 3
    assert {scene.seat_place(p).side for p in range(3)} == {  # type: ignore[union-attr]
        "bottom", "left", "right"}
    second_driver = driver_for(second)
    second_driver.assert_only_visible_cards_face_up()
    _assert_seats_shown(second)
    second_driver.play_a_little(clicks=1)
    saved, _messages = store.load_autosave()
    assert saved is not None and saved.info.seat_levels == ("easy", "hard")
    assert saved.record.actions[:len(actions)] == actions
    assert len(saved.record.actions) > len(actions)


def test_the_score_sheet_of_a_four_handed_partners_game(
        qtbot: QtBot, open_app_window: Callable[..., MainWindow],
        driver_for: Callable[[MainWindow], TableDriver], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Any) -> None:
    from PySide6.QtCore import Qt

    from bezique_qt.export import ROW_HEADING, ROW_RUNNING_TOTAL
    from bezique_qt.export.html import sheet_html
    from bezique_qt.export.sheet import sheet_from_state
    from bezique_qt.export.text import sheet_text
    from bezique_qt.ui.dialogs.game import GameSettings
    from bezique_qt.ui.sheet.model import STYLE_ROLE

    from .conftest import glue

    window = open_app_window()
    monkeypatch.setattr(window.controller, "_submit", _legal_player(4))
    window.start_game(GameSettings("four_handed_partners", Level.MEDIUM, None, "Ann"), seed=21)
    glue(window).sheet_action.trigger()
    view = glue(window).sheet_view
    driver = driver_for(window)
    with qtbot.waitSignal(window.controller.deal_finished, timeout=60_000):
        driver.play_rest_of_deal()
    state = window.controller.state
    model = view.model
    qtbot.waitUntil(lambda: model.rowCount() > 3, timeout=5000)
    # a column for each player, the heading across all of them
    assert model.columnCount() == 7
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3, 7)] == [
        "You" if state.names[0] == "You" else state.names[0], "West", "North", "East"]
    assert model.index(0, 0).data(STYLE_ROLE) == ROW_HEADING
    assert view.table.columnSpan(0, 0) == 7
    # the game's total: each side's, in both partners' columns
    totals = [r for r in range(model.rowCount())
              if model.index(r, 0).data(STYLE_ROLE) == ROW_RUNNING_TOTAL]
    assert totals
    shown = [int(model.index(totals[-1], c).data()) for c in range(3, 7)]
    sides = list(state.game_points)
    assert shown == [sides[0], sides[1], sides[0], sides[1]]
    deal = state.deal_results[0].points
    sheet = sheet_from_state(state)
    assert sheet.deals[0].points == tuple(deal)
    assert "In progress" in view.result.text() or "Game score" in view.result.text()
    for name in ("West", "North", "East"):
        assert name in view.result.text()
    # the exports: every player's column
    text = sheet_text(sheet)
    assert all(name in text.splitlines()[-1] or name in text for name in state.names)
    html = sheet_html(sheet)
    assert html.count("<th") >= 7
    assert view.export("csv", tmp_path / "four.csv")
    header = (tmp_path / "four.csv").read_text(encoding="utf-8-sig").splitlines()[0]
    assert header.count("deal total") == 4 and header.count("game total") == 4


def test_a_declaration_built_on_a_partners_card_leaves_it_where_it_lies(
        make_window: Callable[..., MainWindow], driver_for: Callable[[MainWindow], TableDriver],
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """North declares bezique with the queen of spades the human has on the table (partners
    may build on each other's declared cards): the card stays on the human's table, one item
    for it, and North's hand loses only the card North put down."""
    from bezique_qt.engine.actions import ANNOUNCE

    v = preset("four_handed_partners")
    state = GameState.new_game(v, 4, names=["Ann", "West", "North", "East"])
    rng = random.Random(4)
    build = None
    while build is None:
        acts = state.legal_actions()
        found = [a for a in acts if a.kind == ANNOUNCE and state.to_act == 2 and a.meld
                 and any(c in state.table[0] for c in a.meld.cards)]
        if found:
            build = found[0]
            break
        melds = [a for a in acts if a.kind in ("announce", "score")]
        state.apply(rng.choice(melds if melds and rng.random() < 0.8 else acts))
    assert build.meld is not None
    shared = next(c for c in build.meld.cards if c in state.table[0])
    north_before = len(state.concealed[2])
    window = make_window("four_handed_partners")
    answers = iter([build])
    fallback = _legal_player(6)

    def submit(function: Any, *args: Any) -> Future[Any]:
        action = next(answers, None)
        if action is None or function is not service.compute_move:
            return fallback(function, *args)
        future: Future[Any] = Future()
        future.set_result(action)
        return future

    monkeypatch.setattr(window.controller, "_submit", submit)
    window.show_game(state, Level.MEDIUM, paused=True)
    with qtbot.waitSignal(window.controller.meld_announced, timeout=10_000):
        window.resume_game()
    qtbot.waitUntil(lambda: not window.scene.busy, timeout=10_000)
    scene = window.scene
    items = [i for i in scene.card_items() if i.card == shared]
    assert len(items) == 1 and items[0].shows_face
    assert shared in scene.picture.tables[0] and shared not in scene.picture.tables[2]
    obs = window.controller.observation()
    assert len(scene.back_items(2)) == obs.concealed_counts[2] == north_before - 1
    driver_for(window).assert_only_visible_cards_face_up()


def test_the_last_trick_and_the_deals_tricks_name_every_player_in_turn(
        multi_table: Callable[..., tuple[MainWindow, TableDriver]], qtbot: QtBot) -> None:
    from bezique_qt.engine.cards import pretty
    from bezique_qt.ui.dialogs.tricks import LastTrickDialog, TrickReviewDialog

    window, driver = multi_table("three_handed", seed=8)
    driver.play_a_little(clicks=4)
    obs = driver.obs()
    assert obs.tricks
    leader, cards, winner = obs.tricks[-1]
    names = window.controller.names
    window.show_last_trick()
    qtbot.waitUntil(lambda: window.findChild(LastTrickDialog, "last-trick-dialog")
                    is not None, timeout=5000)
    dialog = window.findChild(LastTrickDialog, "last-trick-dialog")
    assert dialog is not None
    text = dialog.caption.text()
    for k, card in enumerate(cards):
        assert f"{names[(leader + k) % 3]} {pretty(card)}" in text
    assert text.endswith(f"{names[winner]} won.")
    dialog.reject()
    review = window.show_trick_review()
    assert isinstance(review, TrickReviewDialog)
    assert len(review.rows) == len(obs.tricks)
    assert all(row.count(",") >= 2 for row in review.rows)  # three plays a trick
    assert "Won:" in review.summary.text()
    review.reject()


def _declaring_deal(variant: str, seed: int) -> GameState:
    """A deal in progress with declared cards in several seats: every seat declares what it
    can and plays from its hand, until the human is last to a trick of the stock."""
    from bezique_qt.engine.actions import ANNOUNCE, SCORE
    from bezique_qt.engine.melds import meld_value

    v = preset(variant)
    names = ["Ann", "West", "East"] if v.players == 3 else ["Ann", "West", "North", "East"]
    state = GameState.new_game(v, seed, names=names)
    rng = random.Random(seed)
    while state.trick_no < 16 or not (state.to_act == 0 and state.step == "play"
                                      and len(state.trick) == v.players - 1):
        obs = state.observation(state.to_act or 0)
        choice = None
        for kind in (SCORE, ANNOUNCE):
            melds = [a for a in obs.legal if a.kind == kind and a.meld is not None]
            if melds:
                choice = max(melds, key=lambda a: meld_value(v, a.meld, obs.trump))
                break
        if choice is None:
            plays = [a for a in obs.legal if a.kind == "play" and a.card in obs.hand]
            choice = (rng.choice(plays) if plays and obs.step == "play"
                      else service.fallback_choose(obs, rng))
        state.apply(choice)
        assert not state.deal_over
    return state


@pytest.mark.parametrize("large_print", [False, True])
@pytest.mark.parametrize(("variant", "seed"), [("three_handed", 29),
                                               ("four_handed_partners", 39)])
def test_every_seat_is_legible_at_1280x800_and_1024x640(
        variant: str, seed: int, large_print: bool, qtbot: QtBot,
        make_window: Callable[..., MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import QRectF

    from bezique_qt.ui.table.cards import CardItem

    state = _declaring_deal(variant, seed)
    assert sum(1 for table in state.table if table) >= 2  # melds in several areas
    window = make_window(variant)
    monkeypatch.setattr(window.controller, "_submit", _legal_player(1))
    window.show_game(state, Level.MEDIUM, paused=True)
    scene = window.scene
    scene.set_large_print(large_print)
    for width, height in [(1280, 800), (1024, 640)]:
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: window.size().width() == w, timeout=5000)
        qtbot.waitUntil(lambda: abs(scene.sceneRect().width() / scene.sceneRect().height()
                                    - window.view.viewport().width()
                                    / window.view.viewport().height()) < 0.01, timeout=5000)
        scene.finish_animations()
        view = window.view
        visible = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
        cards = [i for i in scene.card_items() if i.isVisible()]
        for item in cards:
            assert visible.contains(item.sceneBoundingRect()), (width, item.card)
        trick = [scene.item_for(c) for c in state.trick]
        trick_boxes = [i.mapRectToScene(i.card_rect()) for i in trick if i is not None]
        assert len(trick_boxes) == len(state.trick)
        labels = [label for label in scene.group_labels if label.text]
        assert labels, "no meld is labelled"
        for label in labels:
            box = label.sceneBoundingRect()
            assert visible.contains(box), (width, label.text)
            # a label is never under a card of the trick, and never cut short
            assert not any(box.intersects(t) for t in trick_boxes), (width, label.text)
            assert "…" not in label.text.replace("… and", ""), (width, label.text)
        # each other seat's cards and labels keep to its own column
        for seat in range(1, state.variant.players):
            place = scene.seat_place(seat)
            assert place is not None
            column = QRectF(place.left - 1, 0, place.right - place.left + 2, scene.height())
            for item in scene.back_items(seat):
                assert column.contains(item.mapRectToScene(item.card_rect()))
            for card in state.table[seat]:
                item = scene.item_for(card)
                assert isinstance(item, CardItem)
                assert column.contains(item.mapRectToScene(item.card_rect())), (width, seat)
        # cards large enough to read: a card is at least 1/9 of the window's height
        assert view.card_height() >= height / 9, (width, view.card_height())


def test_the_statistics_and_finished_games_keep_a_game_of_three_apart(
        qtbot: QtBot, open_app_window: Callable[..., MainWindow],
        wait_shown: Callable[..., Any], random_game: Callable[..., GameState]) -> None:
    from bezique_qt import persistence as store
    from bezique_qt.ui.windows.history import HistoryWindow
    from bezique_qt.ui.windows.statistics import StatisticsWindow

    from .conftest import opened_from_menu

    three = random_game("three_handed", 3, names=["Ann", "West", "East"])
    stats, _messages = store.open_statistics()
    stats.record_game(three, store.GameInfo(opponent_level="easy",
                                            seat_levels=("easy", "hard")))
    stats.close()
    window = open_app_window()
    stats_window = opened_from_menu(window, "statistics_action", StatisticsWindow,
                                    "statistics-window", wait_shown)
    table = stats_window.games_page.tables["summary"]
    rows = [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]
    assert [row[0] for row in rows] == ["Three-handed"]  # by its name, in a row of its own
    stats_window.close()
    history = opened_from_menu(window, "history_action", HistoryWindow, "history-window",
                               wait_shown)
    texts = [history.table.item(0, c).text() for c in range(history.table.columnCount())]
    assert "Three-handed" in texts
    # the player's points against the best of the others'
    game = three.game_points
    assert f"{game[0]} \u2013 {max(game[1:])}" in texts


@pytest.mark.parametrize("variant", ["three_handed", "four_handed_partners"])
def test_no_accessible_text_names_a_card_hidden_from_the_player(
        variant: str, multi_table: Callable[..., tuple[MainWindow, TableDriver]]) -> None:
    from PySide6.QtGui import QAccessible

    from bezique_qt.engine.cards import kind_of

    from .test_accessibility import accessible, named_kinds, status_label

    window, driver = multi_table(variant, seed=13)
    c = window.controller
    seen: set[int] = set()
    checked: list[str] = []

    def check(text: str) -> None:
        obs = c.state.observation(0)
        cards = {*obs.hand, *obs.trick, *obs.opponent_known}
        for table in obs.tables:
            cards.update(table)
        for known in obs.known:
            cards.update(known)
        cards.update(card for _leader, trick, _winner in obs.tricks for card in trick)
        if obs.turnup is not None:
            cards.add(obs.turnup)
        seen.update(kind_of(card) for card in cards)
        leaked = named_kinds(text) - seen
        assert not leaked, f"{text!r} names a card the player has not seen"
        checked.append(text)

    def check_all() -> None:
        description = window.narrator.description
        for seat, name in enumerate(c.names[1:], 1):  # every other player is described
            assert f"{name} holds" in description, (seat, description)
        for text in (window.narrator.name, description,
                     accessible(window.view, QAccessible.Text.Description),
                     accessible(status_label(window), QAccessible.Text.Name),
                     window.scene.message.text, window.scene.prompt.text):
            check(text)

    window.scene.announced.connect(check)
    window.scene.idle.connect(check_all)
    driver.play_rest_of_deal(checks=True)
    assert c.deal_over
    assert sum(bool(named_kinds(text)) for text in checked) > 50


def test_the_scoreboard_of_four_fits_its_figures_in_large_print(
        multi_table: Callable[..., tuple[MainWindow, TableDriver]]) -> None:
    from bezique_qt.ui.table.scoreboard import ScoreLine

    window, _driver = multi_table("four_handed_partners")
    scene = window.scene
    scene.set_large_print(True)
    board = scene.scoreboard.board
    board.lines = [ScoreLine("Game", ("1990", "1840", "1990", "1840")), *board.lines[1:]]
    scene.scoreboard.set_board(board)
    assert scene.scoreboard.figures_fit()
    window.grab()  # it paints


def test_passing_the_declaration_is_said_in_words(qapp: object) -> None:
    from bezique_qt.words.game import describe_action

    assert str(describe_action(Action(PASS))) == "Let your partner declare"
