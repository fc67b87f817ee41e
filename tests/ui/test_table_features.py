"""What players expect of the table beyond playing cards: the lone "done" answered for them, the
six-pack guess, sorting and dragging the hand, clearing tricks on a click, the cut for deal, the
review of the deal's tricks."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from bezique_qt.ai import make_bot
from bezique_qt.engine import STEP_DECLARE, STEP_PLAY, GameState, parse_card, preset
from bezique_qt.engine import events as ev
from bezique_qt.engine.actions import SCORE
from bezique_qt.engine.cards import rank_of
from bezique_qt.levels import Level
from bezique_qt.ui.dialogs.deal_summary import deal_breakdown_html
from bezique_qt.ui.dialogs.tricks import TrickReviewDialog
from bezique_qt.ui.table.cards import CARD_WIDTH
from bezique_qt.ui.table.hand import HAND_SORTS
from bezique_qt.ui.table.picture import meld_groups
from bezique_qt.ui.window import MainWindow
from bezique_qt.words.reasons import hint_words

from .conftest import CLASSIC_ANN, CLASSIC_COMPUTER

# Seat 0 is the human (Ann), seat 1 the computer, which deals: Ann leads. Hearts are trumps.
# Nothing to declare after winning the first trick with the ace of trumps.
PLAIN_ANN = "AH1 TH1 9S1 8S1 7C1 8C1 9D1 7D1"
PLAIN_COMPUTER = "9S2 8D1 8D2 9C1 KC1 QD1 7S1 JH1"


def _cards(text: str) -> list[int]:
    return [parse_card(t) for t in text.split()]


def _drag(qtbot: QtBot, window: MainWindow, start: QPointF, end: QPointF) -> None:
    view = window.view
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 6):
        qtbot.mouseMove(view.viewport(), a + (b - a) * k / 5)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=b)


# ---------------------------------------------------------------------------- the lone done
def test_lone_done_is_answered_for_the_human(classic_table: Callable) -> None:
    window, t = classic_table(PLAIN_ANN, PLAIN_COMPUTER)
    c = window.controller
    t.click_card("AH1")
    t.wait_for_human()
    obs = t.obs()
    # The engine asked for a declaration; the table answered its only action, so the draws
    # came at once and Ann leads the next trick without a click.
    actions = [str(a) for a in c.state.actions]
    assert actions[0] == "play AH1" and actions[2:] == ["done"]
    assert obs.step == "play" and obs.to_act == 0 and len(obs.hand) == 8
    assert not window.scene.panel.isVisible()
    assert window.scene.prompt.text == "Your lead: click a card to play it."


def test_a_possible_declaration_still_waits_for_the_human(classic_table: Callable) -> None:
    window, t = classic_table()
    t.click_card("AH1")
    t.wait_for_human()
    assert t.obs().step == "declare" and window.scene.panel.isVisible()
    t.choose("Done")
    t.wait_for_human()
    assert t.obs().step == "play"


# ---------------------------------------------------------------------------- six-pack guess
def test_the_human_guesses_the_dealers_packet(table: Callable) -> None:
    window, t = table("six_pack", seed=21, first_dealer=1)
    c = window.controller
    assert t.obs().step == "guess"
    bar = window.scene.guess_bar
    assert bar.isVisible() and bar.sizes == list(range(20, 29))
    assert "How many cards did Computer lift?" in bar.title
    assert window.scene.prompt.text == "Guess the size of the dealer's packet."
    assert not t.highlighted_cards()
    button = bar.button_for(24)
    assert button is not None
    t.click(button)
    t.wait_for_human()
    assert not bar.isVisible()
    assert str(c.state.actions[0]) == "guess 24"
    assert not c.can_undo()  # the packet's size is known now: no second guess
    message = window.scene.message.text
    assert message.startswith("Computer lifted ") and "you guessed 24" in message
    lifted = int(message.split()[2])
    guessed = [e for e in c.state.history if e.kind == ev.S_GUESS]
    assert [e.label for e in guessed] == (
        (["guessed the dealer's 24 cards"] if lifted == 24 else [])
        + (["lifted exactly 24 cards"] if lifted == 24 else []))
    assert t.obs().step == "play"


def test_the_computer_guesses_when_the_human_deals(table: Callable) -> None:
    window, t = table("six_pack", seed=21, first_dealer=0)
    c = window.controller
    assert str(c.state.actions[0]) == "guess 24"  # the likeliest size
    assert not window.scene.guess_bar.isVisible()
    assert window.scene.message.text.startswith("You lifted ")
    assert t.obs().step == "play" and len(t.obs().trick) == 1  # the computer has led


# ---------------------------------------------------------------------------- the hand
def test_hand_sort_orders(classic_table: Callable) -> None:
    window, t = classic_table()
    scene = window.scene
    expected = {
        "suit": "QS1 8S1 AH1 AH2 7H1 KC1 QC1 JD1",
        "trumps": "AH1 AH2 7H1 KC1 QC1 JD1 QS1 8S1",  # hearts are trumps
        "rank": "AH1 AH2 KC1 QS1 QC1 JD1 8S1 7H1",
        "none": "AH1 AH2 KC1 QS1 QC1 JD1 8S1 7H1",  # unsorted: the cards stay where they are
    }
    assert set(expected) == set(HAND_SORTS)
    for sort, order in expected.items():
        window.hand_sort_menu.sort_actions[sort].trigger()
        assert scene.hand_sort == sort
        assert scene.hand_in_order() == _cards(order)
        xs = [t.card_item(card).target_pos.x() for card in _cards(order)]
        assert xs == sorted(xs)
    # Unsorted, a drawn card goes to the right and the others keep their places.
    before = scene.hand_in_order()
    t.play_declaring_nothing("8S1")
    after = scene.hand_in_order()
    assert after[:-1] == [c for c in before if c != parse_card("8S1")]
    assert set(after) == set(t.obs().hand)


def test_an_unsorted_hand_is_shown_as_dealt(make_window: Callable, driver_for: Callable,
                                            deck_builder: Callable) -> None:
    window = make_window("classic")
    window.scene.set_hand_sort("none")
    deck = deck_builder(CLASSIC_ANN, CLASSIC_COMPUTER, turnup="KH1", packs=2, hand_size=8,
                        pattern=(3, 2, 3))
    window.start_game(decks=[deck], first_dealer=1, seed=3)
    driver_for(window).wait_for_human()
    assert window.scene.hand_in_order() == _cards(CLASSIC_ANN)


def test_hand_sort_can_be_set_by_the_preferences(classic_table: Callable) -> None:
    window, _ = classic_table()
    changed: list[str] = []
    window.scene.hand_sort_changed.connect(changed.append)
    window.scene.set_hand_sort("rank")
    window.scene.set_hand_sort("no such order")  # falls back to the suit order
    assert changed == ["rank", "suit"]
    assert window.hand_sort_menu.sort_actions["suit"].isChecked()


def test_dragging_a_card_rearranges_the_hand_and_the_order_lasts(
        qtbot: QtBot, classic_window: Callable, driver_for: Callable) -> None:
    window = classic_window()
    t = driver_for(window)
    scene = window.scene
    t.wait_for_human()
    order = scene.hand_in_order()
    assert order == _cards("QS1 8S1 AH1 AH2 7H1 KC1 QC1 JD1")
    jack = t.card_item("JD1")
    first = t.card_item("QS1")
    arranged: list[list[int]] = []
    scene.hand_arranged.connect(arranged.append)
    _drag(qtbot, window, jack.pos(), first.pos() - QPointF(40, 0))
    moved = _cards("JD1 QS1 8S1 AH1 AH2 7H1 KC1 QC1")
    assert scene.hand_in_order() == moved and arranged == [moved]
    assert t.obs().trick == ()  # a drag within the hand plays nothing
    qtbot.waitUntil(lambda: jack.pos() == jack.target_pos, timeout=3000)
    xs = [t.card_item(card).target_pos.x() for card in moved]
    assert xs == sorted(xs)
    # Through a trick and the draws the arrangement stays; the drawn card joins in.
    t.play_declaring_nothing("8S1")
    after = scene.hand_in_order()
    kept = [c for c in moved if c != parse_card("8S1")]
    assert [c for c in after if c in kept] == kept
    assert set(after) == set(t.obs().hand) and len(after) == 8


def test_dragging_a_card_onto_the_trick_plays_it(qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table()
    seven = t.card_item("7H1")
    played: list[int] = []
    window.controller.card_played.connect(lambda _p, card: played.append(card))
    _drag(qtbot, window, seven.pos(), window.scene.geo.trick_pos)
    assert played == [parse_card("7H1")]


def test_a_refused_drag_puts_the_card_back(qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table()
    t.click_card("AH1")
    t.wait_for_human()
    assert t.obs().step == "declare"
    queen = t.card_item("KC1")
    home = QPointF(queen.target_pos)
    _drag(qtbot, window, queen.pos(), window.scene.geo.trick_pos)
    assert parse_card("KC1") in t.obs().hand
    assert "declar" in window.scene.message.text.lower()
    qtbot.waitUntil(lambda: queen.pos() == home, timeout=3000)


# ---------------------------------------------------------------------------- auto-advance
def test_without_auto_advance_a_trick_waits_for_a_click(qtbot: QtBot, classic_window: Callable,
                                                        driver_for: Callable) -> None:
    window = classic_window()
    t = driver_for(window)
    scene = window.scene
    assert scene.auto_advance
    scene.set_auto_advance(False)
    t.wait_for_human()
    t.click_card("AH1")
    qtbot.waitUntil(lambda: scene.waiting, timeout=30_000)
    assert len(scene.picture.trick) == 2  # both cards still lie on the table
    assert scene.prompt.text == "The trick is over: click the table to go on."
    assert not scene.panel.isVisible()
    with qtbot.waitSignal(scene.waiting_changed, timeout=5000) as waited:
        t.click_card("KC1")  # any click on the table goes on; it plays nothing
    assert waited.args == [False]
    t.wait_for_human()
    assert scene.picture.trick == [] and "click the table" not in scene.prompt.text
    assert t.obs().step == "declare" and scene.panel.isVisible()
    # Turned back on, the next trick clears by itself.
    scene.set_auto_advance(True)
    t.choose("Done")
    t.wait_for_human()
    t.click_card("8S1")
    t.wait_for_human()
    assert not scene.waiting and len(t.obs().tricks) == 2


# ---------------------------------------------------------------------------- the cut
def test_the_cut_for_the_first_deal_is_shown(make_window: Callable,
                                             driver_for: Callable) -> None:
    window = make_window("classic")
    window.start_game(seed=5)
    c = window.controller
    cut = c.cut
    assert cut is not None
    dealer = c.observation().dealer
    assert rank_of(cut[dealer]) > rank_of(cut[1 - dealer])
    item = window.scene.cut_item
    assert item.isVisible() and item.cards == cut  # the viewer is seat 0
    names = c.names
    assert f"{names[dealer]} deals first" in item.sentence
    status = " ".join(w.text() for w in window.statusBar().findChildren(QLabel))
    assert "Cut for the deal" in status and f"{names[dealer]} deals first" in status
    t = driver_for(window)
    t.wait_for_human()
    assert item.isVisible()  # it stays for a moment, over nothing the play needs
    window.start_game(seed=5, first_dealer=1)  # a game without a cut
    assert not item.isVisible()


def test_the_cut_sentence_agrees_with_the_name_you(make_window: Callable) -> None:
    window = make_window("classic", name="You")
    for seed in range(1, 40):
        window.start_game(seed=seed)
        if window.controller.observation().dealer == 0:
            break
    else:
        raise AssertionError("the human never won the cut")
    assert window.scene.cut_item.sentence == "The higher card deals: you deal first."
    status = " ".join(w.text() for w in window.statusBar().findChildren(QLabel))
    assert "You deal first." in status and "deals first" not in status


def test_no_cut_when_the_first_dealer_is_given(make_window: Callable) -> None:
    window = make_window("classic")
    window.start_game(seed=5, first_dealer=1)
    assert window.controller.cut is None
    assert not window.scene.cut_item.isVisible()


# ---------------------------------------------------------------------------- the tricks
def test_review_lists_every_trick_of_the_deal(qtbot: QtBot, classic_table: Callable) -> None:
    window, t = classic_table()
    t.click_card("AH1")
    t.wait_for_human()
    t.choose("Done")
    t.wait_for_human()
    t.click_card("8S1")
    t.wait_for_human()
    obs = t.obs()
    qtbot.keyClick(window.view, Qt.Key.Key_R)
    dialog = window.findChild(TrickReviewDialog, "trick-review-dialog")
    assert dialog is not None and dialog.isVisible()
    assert len(dialog.rows) == len(obs.tricks) >= 2
    assert dialog.rows[0].startswith("Trick 1: Ann led A♥, Computer played")
    assert dialog.rows[0].endswith("Ann won.")
    won = sum(1 for _l, _c, w in obs.tricks if w == 0)
    assert f"Ann won {won}" in dialog.summary.text()
    dialog.close()


def test_the_breakdown_names_the_dealers_packet() -> None:
    for seed in range(60):
        game = GameState.new_game(preset("six_pack"), seed=seed, names=["Ann", "Bob"])
        game.apply("guess 24")
        if any(e.kind == ev.S_GUESS for e in game.history):
            break
    else:
        raise AssertionError("no packet bonus in 60 deals")
    text = deal_breakdown_html(1, game.history, game.names, None, game.variant,
                               game.game_points)
    assert "The dealer's packet" in text
    assert "guessed the dealer's 24 cards" in text or "lifted exactly 24 cards" in text


def test_the_fallback_player_guesses_the_likeliest_packet() -> None:
    import random

    from bezique_qt.ai import service

    game = GameState.new_game(preset("six_pack"), seed=4, first_dealer=1)
    seen = game.observation(0)
    action = service.fallback_choose(seen, random.Random(1))
    assert str(action) == "guess 24"
    reason = service.fallback_reason(seen, action)
    assert reason.count == 24 and "24 cards" in hint_words(action, reason)
    assert service.packet_guess(game.observation(1)) is None  # the dealer is not asked


# ---------------------------------------------------------------------------- meld labels
def test_a_lone_card_kept_to_score_has_its_whole_label(classic_table: Callable) -> None:
    # Bezique Q♠ J♦, then the marriage K♠ Q♠ "to score": only the K♠ is laid for it, and the
    # label "… and 20 to score" under one card is wider than the card.
    window, t = classic_table("AH1 AH2 QS1 JD1 KS1 KC1 QC1 8S1", CLASSIC_COMPUTER)
    t.click_card("AH1")
    t.wait_for_human()
    t.choose("Declare bezique")
    t.wait_for_human()
    t.choose("Declare marriage K♠")
    t.wait_for_human()
    scene = window.scene
    pending = [label for label in scene.group_labels if "to score" in label.text]
    assert [label.text for label in pending] == ["… and 20 to score"]
    labels = sorted(scene.group_labels, key=lambda label: label.x())
    assert len(labels) == 2
    for label in labels:
        width = QFontMetricsF(label.font()).horizontalAdvance(label.text)
        assert width <= label.boundingRect().width(), label.text
    left, right = labels
    assert left.x() + left.boundingRect().width() <= right.x()


def _crowded_eight_pack() -> GameState:
    """An eight-pack deal played by Medium on both sides up to the player's card play where
    the table rows are fullest: eight groups of melds in a row and six in the other (a meld
    made again with a card of one of its kind lies with it), claims to score."""
    st = GameState.new_game(preset("eight_pack"), seed=4)
    medium, rng = make_bot("medium"), random.Random(4)
    while not st.deal_over:
        if st.to_act == 0 and st.step == STEP_PLAY:
            groups = [meld_groups(st.table[p], st.scored[p], st.pending[p]) for p in (0, 1)]
            if (max(map(len, groups)) >= 8 and min(map(len, groups)) >= 6
                    and len(st.pending[0]) >= 6):
                return st
        st.apply(medium.choose(st.observation(st.to_act), rng))
    raise AssertionError("no crowded position in the deal")


def test_a_crowded_table_row_stays_on_the_table_with_its_labels_apart(
        make_window: Callable, driver_for: Callable) -> None:
    # Before, cards past the end of a full row piled up at its end and their labels ran on
    # under the score board.
    window = make_window("eight_pack")
    window.show_game(_crowded_eight_pack(), Level.MEDIUM)
    driver_for(window).wait_for_human()
    scene = window.scene
    pic = scene.picture
    TABLE_LEFT, MAIN_RIGHT = scene.geo.table_left, scene.geo.main_right  # noqa: N806
    for seat in (0, 1):
        for card in pic.tables[seat]:
            item = scene.item_for(card)
            assert item is not None
            x = item.target_pos.x()
            assert TABLE_LEFT + CARD_WIDTH / 2 - 0.5 <= x <= MAIN_RIGHT - CARD_WIDTH / 2 + 0.5
        # the groups keep their order and stay apart: each starts right of the one before
        places = [(box.left(), box.right()) for s, _group, box in scene.group_boxes
                  if s == seat]
        assert len(places) >= 6
        assert all(a[0] < b[0] for a, b in zip(places, places[1:], strict=False))
    lines: dict[float, list] = {}
    for label in scene.group_labels:
        width = label.boundingRect().width()
        assert TABLE_LEFT - 0.5 <= label.x() and label.x() + width <= MAIN_RIGHT + 0.5
        assert QFontMetricsF(label.font()).horizontalAdvance(label.text) <= width, label.text
        lines.setdefault(round(label.y()), []).append(label)
    assert len(lines) >= 3  # a crowded row puts every other label on a second line
    for row in lines.values():
        row.sort(key=lambda label: label.x())
        for left, right in zip(row, row[1:], strict=False):
            assert left.x() + left.boundingRect().width() <= right.x(), (left.text, right.text)
    # the claims to score beside the row: as many as the box holds, then how many more
    for seat in (0, 1):
        label = scene.claim_labels[seat]
        if not pic.pending[seat]:
            continue
        metrics = QFontMetricsF(label.font())
        room = label.boundingRect().width()
        used = sum(1 if metrics.horizontalAdvance(line) <= room else 2
                   for line in label.text.split("\n"))
        assert used * metrics.lineSpacing() <= label.boundingRect().height(), label.text
        assert _claims_listed(label.text) == len(pic.pending[seat]), label.text
    # the claims that read the same are one line with their number
    south = scene.claim_labels[0].text.split("\n")[1:]
    assert any(" × " in line for line in south), south
    assert len(set(south)) == len(south)


def _claims_listed(text: str) -> int:
    """How many claims a "To score" list accounts for: a line each, "× N" for N alike, and
    "and N more"."""
    lines = text.split("\n")
    assert lines[0] == "To score:"
    total = 0
    for line in lines[1:]:
        if line.startswith("and ") and line.endswith(" more"):
            total += int(line.split()[1])
        elif " × " in line:
            total += int(line.rsplit(" × ", 1)[1])
        else:
            total += 1
    return total


def test_claims_to_score_that_read_the_same_are_one_choice(
        make_window: Callable, driver_for: Callable, qtbot: QtBot) -> None:
    # Medium, announcing what it may "to score" in eight-pack, gathers dozens of sequences of
    # the same cards in other copies: the panel showed them as a page of identical choices.
    st = GameState.new_game(preset("eight_pack"), seed=4)
    medium, rng = make_bot("medium"), random.Random(4)
    while not st.deal_over:
        if st.to_act == 0 and st.step == STEP_DECLARE and not st.act_announced:
            scores = [a for a in st.legal_actions() if a.kind == SCORE]
            if len(scores) > len({str(a.meld.pretty()) for a in scores if a.meld}) + 4:
                break
        st.apply(medium.choose(st.observation(st.to_act), rng))
    assert not st.deal_over
    scores = [a for a in st.legal_actions() if a.kind == SCORE and a.meld is not None]
    window = make_window("eight_pack")
    window.show_game(st, Level.MEDIUM)
    t = driver_for(window)
    t.wait_for_human()
    rows = [row for row in window.scene.panel.rows if row.actions[0].kind == SCORE]
    # one row for each claim as the player sees it, each standing for all of its copies
    assert len(rows) < len(scores)
    assert sorted(str(a) for row in rows for a in [*row.actions[:1], *row.alike]) == sorted(
        str(a) for a in scores)
    merged = next(row for row in rows if row.alike)
    assert f"(one of {len(merged.alike) + 1} alike)" in merged.caption
    # the hint names one copy: that row plays it
    hinted = merged.alike[-1]
    assert window.scene.panel.show_hint(hinted)
    assert merged.actions[0] == hinted
    before = len(window.controller.state.scored[0])
    t.choose(merged.caption[:30])
    qtbot.waitUntil(lambda: len(window.controller.state.scored[0]) == before + 1,
                    timeout=10_000)
    assert window.controller.state.scored[0][-1] == hinted.meld


def test_a_label_with_too_little_room_says_it_shorter(qtbot: QtBot) -> None:
    # Where even the smallest letters do not fit (a crowded eight-pack row), a claim to score
    # reads "+250 to score", then "+250"; any other text is cut short with "…"
    from bezique_qt.engine.melds import SEQUENCE, Meld, meld_value
    from bezique_qt.ui.table.board import _fitted_label, _text_width

    v = preset("eight_pack")
    seq = Meld(SEQUENCE, tuple(parse_card(c) for c in ("AD", "TD", "KD", "QD", "JD")))
    claim = meld_value(v, seq, 2)  # a claim to score, in trumps
    long = "… and 250 to score"
    small = 17 * 0.8

    def needs(text: str, bold: bool = True) -> float:
        return _text_width(text, small, bold) + 4

    assert _fitted_label(long, claim, needs(long), small) == long
    assert _fitted_label(long, claim, needs(long) - 1, small) == "+250 to score"
    assert _fitted_label(long, claim, needs("+250 to score") - 1, small) == "+250"
    cut = _fitted_label(long, claim, needs("+250") - 1, small)
    assert cut.endswith("…") and needs(cut) <= needs("+250") - 1
    name = "sequence in trumps"
    cut = _fitted_label(name, None, needs(name, False) - 10, small)
    assert cut.endswith("…") and cut[:-1] == name[:len(cut) - 1]
