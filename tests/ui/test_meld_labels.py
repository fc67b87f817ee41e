"""The labels of the melds on the table: each names what its group of cards shows, and none is
drawn over another label or over a card, at the usual window sizes, in English and in French,
with the many repeated melds of the Rubicon family, and at a table of three or four."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from bezique_qt.ai import make_bot
from bezique_qt.engine import STEP_PLAY, GameState, Meld, parse_card, preset
from bezique_qt.engine.actions import PLAY, Action
from bezique_qt.engine.cards import HEARTS
from bezique_qt.engine.melds import meld_value
from bezique_qt.levels import Level
from bezique_qt.ui.table.cards import CardItem, PileItem
from bezique_qt.ui.table.picture import MeldGroup, group_label, meld_groups
from bezique_qt.ui.window import MainWindow
from bezique_qt.words.game import meld_words
from bezique_qt.words.i18n import install_translators, tr

from .conftest import resize_and_wait

SIZES = [(1024, 640), (1280, 800), (1920, 1080)]


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The program speaking English, then French (English again afterwards)."""
    install_translators(qapp, request.param)
    yield request.param
    install_translators(qapp, "en")


def _cards(text: str) -> list[int]:
    return [parse_card(c, 4) for c in text.split()]


def _meld(kind: str, text: str) -> Meld:
    return Meld.of(kind, _cards(text))


# North, as in a Rubicon deal seen on the table: a royal marriage K♥ Q♥, the same queen
# married again to the second K♥ (a Rubicon re-pairing), and four kings with both K♥. South:
# the same shape in spades (not trumps) with the kings of diamonds.
NORTH_TABLE = "KH1 QH1 KH2 KC1 KC2"
NORTH_MELDS = [_meld("MARRIAGE", "KH1 QH1"), _meld("MARRIAGE", "KH2 QH1"),
               _meld("QUARTET_K", "KH1 KH2 KC1 KC2")]
SOUTH_TABLE = "KS1 QS1 KS2 KD1 KD2"
SOUTH_MELDS = [_meld("MARRIAGE", "KS1 QS1"), _meld("MARRIAGE", "KS2 QS1"),
               _meld("QUARTET_K", "KS1 KS2 KD1 KD2")]


def _rubicon_kings(leader: int) -> GameState:
    """The position of the marriages and kings, ``leader`` having led a card to the trick."""
    st = GameState.from_position(
        preset("rubicon"), trump=HEARTS, step=STEP_PLAY, to_act=leader, dealer=1 - leader,
        stock=_cards("AS3 AS4 TS3 TS4 9S3 9S4 8S3 8S4 7S3 7S4"),
        hands=[{"concealed": _cards("JS1 AH1 7H1 TC1"), "table": _cards(SOUTH_TABLE),
                "scored": SOUTH_MELDS},
               {"concealed": _cards("JC1 9D1 8C1 AD1"), "table": _cards(NORTH_TABLE),
                "scored": NORTH_MELDS}])
    st.apply(Action(PLAY, card=st.concealed[leader][0]))
    return st


def _crowded(variant: str, groups: int, seed: int, leader: int) -> GameState:
    """A deal of ``variant`` played by the computer on both sides up to a trick ``leader`` has
    just led while each table row shows at least ``groups`` groups of melds."""
    st = GameState.new_game(preset(variant), seed=seed)
    bot, rng = make_bot("easy"), random.Random(seed)
    while not st.deal_over:
        if st.step == STEP_PLAY and len(st.trick) == 1 and st.leader == leader:
            rows = [meld_groups(st.table[p], st.scored[p], st.pending[p]) for p in (0, 1)]
            if min(sum(g.meld is not None for g in row) for row in rows) >= groups:
                return st
        st.apply(bot.choose(st.observation(st.to_act), rng))
    raise AssertionError("no crowded position in the deal")


def test_a_queen_married_again_keeps_both_kings_with_her(qapp: QApplication) -> None:
    table = _cards(NORTH_TABLE)
    groups = meld_groups(table, NORTH_MELDS, [])
    assert [(g.meld, g.cards) for g in groups] == [
        (NORTH_MELDS[0], _cards("KH1 QH1 KH2")), (NORTH_MELDS[2], _cards("KC1 KC2"))]
    assert [group_label(g, HEARTS) for g in groups] == [
        "royal marriage × 2 · four kings", "four kings"]
    # the queen played: no marriage left, the four kings lie together
    groups = meld_groups([c for c in table if c != parse_card("QH1", 4)], NORTH_MELDS, [])
    assert [(g.meld, sorted(g.cards)) for g in groups] == [
        (NORTH_MELDS[2], sorted(_cards("KH1 KH2 KC1 KC2")))]
    assert group_label(groups[0], HEARTS) == "four kings"


def test_a_meld_the_words_do_not_know_is_labelled_by_the_engines_name(
        qapp: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    """A meld whose name the words have no text for yet (a new kind of meld) still gets a
    label: the engine's own name, never a crash while the table is drawn."""
    from bezique_qt.ui.table import picture

    def words_without_kings(code: str) -> str | None:
        return None if code == "QUARTET_K" else meld_words(code)

    monkeypatch.setattr(picture, "meld_words", words_without_kings)
    groups = meld_groups(_cards(NORTH_TABLE), NORTH_MELDS, [])
    assert [group_label(g, HEARTS) for g in groups] == [
        "royal marriage × 2 · four kings", "four kings"]
    assert NORTH_MELDS[2].name(HEARTS) == "four kings"


def _show(qtbot: QtBot, make_window: Callable[..., MainWindow], state: GameState,
          size: tuple[int, int], *, large_print: bool = False) -> MainWindow:
    window = make_window(state.variant.id)
    resize_and_wait(qtbot, window, *size)
    if large_print:
        window.window_actions.large_print.trigger()
        assert window.scene.large_print
    window.show_game(state, Level.MEDIUM, paused=True)  # the computer waits: the trick stays
    qtbot.waitUntil(lambda: not window.scene.busy and bool(window.scene.picture.trick),
                    timeout=5000)
    return window


def _named(group: MeldGroup, state: GameState, seat: int) -> str:
    """What the label of ``group`` should say: the melds whole on the table that its cards
    belong to, each name once with how many there are; a claim's points to score."""
    if group.pending:
        assert group.meld is not None
        return tr("… and {points} to score").format(
            points=meld_value(state.variant, group.meld, state.trump))
    table = set(state.table[seat])
    names = Counter(meld_words(m.name_code(state.trump)) for m in state.scored[seat]
                    if set(m.cards) <= table and set(m.cards) & set(group.cards))
    return " · ".join(name if n == 1 else tr("{claim} × {count}").format(claim=name, count=n)
                      for name, n in names.items())


def _card_rects(window: MainWindow) -> list[tuple[str, QRectF]]:
    """Where every card lying still on the table is drawn (its face, not its outline)."""
    rects = []
    for item in window.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, CardItem):
            rects.append((f"card {item.card}", item.mapRectToScene(item.card_rect())))
        elif isinstance(item, PileItem):
            rects.append(("pile", item.sceneBoundingRect()))
    return rects


def _check_labels(window: MainWindow, state: GameState) -> None:
    scene = window.scene
    labels = scene.meld_labels()
    # every group of a meld has its label, which names what the group's cards show
    groups = [(seat, group) for seat, group, _box in scene.group_boxes if group.meld is not None]
    assert sorted((s, tuple(g.cards)) for s, g in groups) == sorted(
        (s, tuple(g.cards)) for s, g, _label in labels)
    for seat, group, label in labels:
        full = _named(group, state, seat)
        metrics = QFontMetricsF(label.font())
        rect = label.sceneBoundingRect()
        if label.text != full:  # said shorter where even small letters do not fit ("+250",
            # "bezique · fo…"): said whole on pointing at it
            assert label.toolTip() == full, (label.text, full)
            assert label.text.endswith("…") or label.text.startswith("+"), label.text
        # drawn whole in its box, and its box within its row's width (at a table of three or
        # four, an opponent's row is a column of its own)
        assert metrics.horizontalAdvance(label.text) <= rect.width() + 0.5, label.text
        left, right = scene.row_span(seat)
        assert left - 0.5 <= rect.left() and rect.right() <= right + 0.5, (seat, label.text)
    # no label over another (nor over the players' names and claims beside the rows), nor
    # over a card
    rects = [(label.text, label.sceneBoundingRect()) for _s, _g, label in labels]
    others = rects + [(label.text, label.sceneBoundingRect())
                      for label in (*scene.name_labels, *scene.claim_labels)
                      if label.text and label.isVisible()]  # (the others' claims: framed)
    for i, (text, rect) in enumerate(rects):
        for other, other_rect in others[i + 1:]:
            assert not rect.intersects(other_rect), (text, other)
    cards = _card_rects(window)
    for _s, _g, label in labels:
        rect = label.sceneBoundingRect()
        over = [name for name, card in cards if card.intersects(rect)]
        assert not over, (label.text, over)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("leader", [0, 1], ids=["south-leads", "north-leads"])
def test_marriages_and_kings_are_labelled_apart_and_whole(
        qtbot: QtBot, make_window: Callable[..., MainWindow], language: str,
        size: tuple[int, int], leader: int) -> None:
    state = _rubicon_kings(leader)
    window = _show(qtbot, make_window, state, size)
    scene = window.scene
    # the K♥ married again lies with the queen it married, under both marriages' name
    by_cards = {frozenset(group.cards): label.text for seat, group, label in scene.meld_labels()
                if seat == 1}
    royal, kings = {"en": ("royal marriage", "four kings"),
                    "fr": ("mariage d'atout", "quatre rois")}[language]
    assert by_cards == {frozenset(_cards("KH1 QH1 KH2")): f"{royal} × 2 · {kings}",
                        frozenset(_cards("KC1 KC2")): kings}
    plain = {"en": "marriage", "fr": "mariage"}[language]
    by_cards = {frozenset(group.cards): label.text for seat, group, label in scene.meld_labels()
                if seat == 0}
    assert by_cards == {frozenset(_cards("KS1 QS1 KS2")): f"{plain} × 2 · {kings}",
                        frozenset(_cards("KD1 KD2")): kings}
    _check_labels(window, state)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("variant", "groups", "seed", "leader"), [
    ("six_pack", 5, 4, 0), ("six_pack", 5, 4, 1), ("eight_pack", 7, 3, 0),
    ("eight_pack", 7, 1, 1)], ids=["six-pack-a", "six-pack-b", "eight-pack-a", "eight-pack-b"])
def test_many_melds_keep_their_labels_apart_and_off_the_cards(
        qtbot: QtBot, make_window: Callable[..., MainWindow], language: str,
        size: tuple[int, int], variant: str, groups: int, seed: int, leader: int) -> None:
    state = _crowded(variant, groups, seed, leader)
    window = _show(qtbot, make_window, state, size)
    _check_labels(window, state)


@pytest.fixture
def large_print_off() -> Iterator[None]:
    """Large print is a setting of the whole application: leave it off for the next test."""
    yield None
    from bezique_qt.ui.large_print import set_large_font

    set_large_font(False)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("position", ["rubicon-a", "rubicon-b", "six-pack", "eight-pack"])
def test_labels_in_large_print_keep_apart_and_off_the_cards(
        qtbot: QtBot, make_window: Callable[..., MainWindow], language: str, position: str,
        size: tuple[int, int], large_print_off: None) -> None:
    state = {"rubicon-a": lambda: _rubicon_kings(0), "rubicon-b": lambda: _rubicon_kings(1),
             "six-pack": lambda: _crowded("six_pack", 5, 4, 0),
             "eight-pack": lambda: _crowded("eight_pack", 7, 1, 1)}[position]()
    window = _show(qtbot, make_window, state, size, large_print=True)
    _check_labels(window, state)


def _multi_deal(variant: str, seed: int, areas: int, groups: int) -> GameState:
    """A deal of ``variant`` (three or four players) played by the computer (Medium) up to a
    trick with a card or more in it while ``areas`` seats show melds on the table, at least
    ``groups`` labelled groups in all."""
    st = GameState.new_game(preset(variant), seed=seed)
    bot, rng = make_bot("medium"), random.Random(seed)
    players = st.variant.players
    while not st.deal_over:
        if st.step == STEP_PLAY and st.trick:
            rows = [meld_groups(st.table[p], st.scored[p], st.pending[p])
                    for p in range(players)]
            counts = [sum(g.meld is not None for g in row) for row in rows]
            if sum(1 for c in counts if c) >= areas and sum(counts) >= groups:
                return st
        st.apply(bot.choose(st.observation(st.to_act), rng))
    raise AssertionError("no such position in the deal")


def _full_columns(variant: str) -> GameState:
    """A position of ``variant`` (three or four players) where every other seat's column is
    filled with melds up to its right end, the last a claim to score, the player on the
    viewer's left having led to the trick."""
    packs = preset(variant).packs

    def cards(text: str) -> list[int]:
        return [parse_card(c, packs) for c in text.split()]

    def hand(copy: int, concealed: str) -> dict[str, object]:
        quartets = [(kind, [f"{rank}{suit}{copy}" for suit in "HCSD"])
                    for kind, rank in (("QUARTET_K", "K"), ("QUARTET_Q", "Q"),
                                       ("QUARTET_J", "J"))]
        return {"concealed": cards(concealed),
                "table": cards(" ".join(c for _k, four in quartets for c in four)
                               + f" AH{copy} AC{copy} AS{copy} AD{copy}"),
                "scored": [Meld.of(kind, cards(" ".join(four))) for kind, four in quartets],
                "pending": [Meld.of("QUARTET_A", cards(f"AH{copy} AC{copy} AS{copy} AD{copy}"))]}

    players = preset(variant).players
    hands = [{"concealed": cards("7S1 8S1 9S1 TS1"), "table": [], "scored": []}]
    concealed = ["7D1 8D1 9D1 TD1", "7C1 8C1 9C1 TC1", "7H2 8H2 9H2 TH2"]
    hands += [hand(p, concealed[p - 1]) for p in range(1, players)]
    st = GameState.from_position(preset(variant), trump=HEARTS, step=STEP_PLAY, to_act=1,
                                 leader=1, dealer=0, stock=cards("7S2 8S2 9S2 TS2"),
                                 hands=hands)
    st.apply(Action(PLAY, card=st.concealed[1][0]))
    return st


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("variant", ["three_handed", "four_handed_partners"])
def test_labels_keep_to_their_seats_column_at_a_table_of_three_or_four(
        qtbot: QtBot, make_window: Callable[..., MainWindow], language: str,
        size: tuple[int, int], variant: str) -> None:
    state = _full_columns(variant)
    window = _show(qtbot, make_window, state, size)
    # each other seat's row fills its column: its claim to score is labelled at its right end
    assert len(window.scene.meld_labels()) == 4 * (state.variant.players - 1)
    _check_labels(window, state)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("variant", "seed", "areas", "groups"), [
    ("three_handed", 5, 3, 4), ("three_handed", 1, 2, 5), ("four_handed_partners", 5, 3, 5),
    ("four_handed_solo", 4, 3, 4)])
def test_labels_at_a_table_of_three_or_four_keep_apart_and_off_the_cards(
        qtbot: QtBot, make_window: Callable[..., MainWindow], language: str,
        size: tuple[int, int], variant: str, seed: int, areas: int, groups: int) -> None:
    state = _multi_deal(variant, seed, areas, groups)
    window = _show(qtbot, make_window, state, size)
    scene = window.scene
    # every seat's row lies in its own column, its labels too (checked per seat below)
    assert {seat for seat, _g, _l in scene.meld_labels()} == {
        p for p in range(state.variant.players)
        if any(g.meld is not None
               for g in meld_groups(state.table[p], state.scored[p], state.pending[p]))}
    _check_labels(window, state)
