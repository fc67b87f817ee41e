"""Announcements made in one declaration act are checked against each other (SPEC §2.4 V2,
§2.5, §2.6): the same set is legal or illegal whatever the order it is announced in.

Each example is played in both orders; the second announcement of an illegal set is refused
with the rule it breaks, and :meth:`GameState.legal_melds` and :meth:`GameState.legal_actions`
agree with the refusal.
"""

from __future__ import annotations

import random
from itertools import permutations

import pytest

from bezique_qt.engine import Action, GameState, IllegalAction, preset
from bezique_qt.engine.actions import ANNOUNCE
from bezique_qt.engine.cards import SUITS, parse_card, parse_cards
from bezique_qt.engine.melds import MELD_CLASS, Meld
from bezique_qt.engine.state import STEP_DECLARE, STEP_PLAY
from bezique_qt.engine.variants import Variant

SPADES, HEARTS, CLUBS = SUITS.index("S"), SUITS.index("H"), SUITS.index("C")


def cs(text: str) -> list[int]:
    return parse_cards(text)


def _declaring(variant: Variant, trump: int, concealed: str, table: str = "",
               scored: tuple[str, ...] = ()) -> GameState:
    """Player 0 has just won a phase-1 trick and holds ``concealed`` (and ``table``)."""
    return GameState.from_position(
        variant, trump=trump, step=STEP_DECLARE, to_act=0,
        stock=cs("9H1 9H2 8H1 8H2"), turnup=parse_card("7D1"),
        hands=[{"concealed": cs(concealed), "table": cs(table),
                "scored": [Meld.parse(m) for m in scored]},
               {"concealed": cs("9C1 8C1 7C1 9D1 8D1 7H1 7H2")}])


def _refused_after(st: GameState, first: str, second: str) -> IllegalAction:
    """Announce ``first`` (legal), then check ``second`` is refused everywhere it could be
    offered; return the refusal."""
    st.apply(f"announce {first}")
    second_meld = Meld.parse(second)
    assert second_meld not in st.legal_melds()
    assert Action(ANNOUNCE, meld=second_meld) not in st.legal_actions(merge_copies=False)
    with pytest.raises(IllegalAction) as info:
        st.apply(f"announce {second}")
    return info.value


def _accepted_after(st: GameState, first: str, second: str) -> None:
    st.apply(f"announce {first}")
    assert Meld.parse(second) in st.legal_melds()
    st.apply(f"announce {second}")


# ---------------------------------------------------------------------------- classic
CLASSIC_HAND = "KC2 QC1 AC1 TC1 QC2 JC1 7S1"
MARRIAGE = "MARRIAGE KC2 QC1"
SEQUENCE = "SEQUENCE AC1 TC1 KC2 QC2 JC1"


@pytest.mark.parametrize("first, second", [(MARRIAGE, SEQUENCE), (SEQUENCE, MARRIAGE)])
def test_a_marriage_and_a_sequence_sharing_the_king_are_never_one_act(
        first: str, second: str) -> None:
    st = _declaring(preset("classic"), CLUBS, CLASSIC_HAND)
    assert {Meld.parse(MARRIAGE), Meld.parse(SEQUENCE)} <= set(st.legal_melds())
    error = _refused_after(st, first, second)
    assert error.code == "R2"


@pytest.mark.parametrize("first, second", [(MARRIAGE, SEQUENCE), (SEQUENCE, MARRIAGE)])
def test_scoring_everything_after_the_last_stock_trick_keeps_the_rule(
        first: str, second: str) -> None:
    # seed002_scaled: the winner of the last stock trick scores every declaration at once; a
    # royal marriage (4) and a sequence (30) through the same king make at most 30, not 34
    v = preset("seed002_scaled")
    st = GameState.from_position(
        v, trump=CLUBS, step=STEP_PLAY, to_act=0, stock=cs("9H1"), turnup=parse_card("7D1"),
        hands=[{"concealed": cs("AS1 " + CLASSIC_HAND)},
               {"concealed": cs("9C1 8C1 7C1 9D1 8D1 7H1 7H2 8S1")}])
    st.apply("play AS1")
    st.apply("play 8S1")
    assert st.step == STEP_DECLARE and st.to_act == 0 and st.act_last_stock
    before = st.deal_points[0]
    st.apply(f"announce {first}")
    st.apply(f"score {first}")
    with pytest.raises(IllegalAction) as info:
        st.apply(f"announce {second}")
    assert info.value.code == "R2"
    assert Meld.parse(second) not in st.legal_melds()
    st.apply("done")
    assert st.deal_points[0] - before == (4 if first == MARRIAGE else 30)


# ---------------------------------------------------------------------------- Rubicon
SINGLE = "BEZIQUE_1 QS1 JD1"
DOUBLE = "BEZIQUE_2 QS1 QS2 JD1 JD2"


@pytest.mark.parametrize("first, second", [(SINGLE, DOUBLE), (DOUBLE, SINGLE)])
def test_rubicon_a_single_and_a_double_bezique_are_never_one_act(first: str, second: str) -> None:
    st = _declaring(preset("rubicon"), HEARTS, "QS1 QS2 JD1 JD2 9S1")
    error = _refused_after(st, first, second)
    assert error.code == "R2"


# two beziques sharing the J♦1: the Q♠1 and J♦1 lie on the table from four queens and four jacks
# scored earlier, the Q♠2 is in the hand
TABLE_SINGLE = "BEZIQUE_1 QS1 JD1"
NEW_SINGLE = "BEZIQUE_1 QS2 JD1"
QUARTETS = ("QUARTET_Q QS1 QH1 QD1 QC1", "QUARTET_J JD1 JH1 JS1 JC1")


@pytest.mark.parametrize("first, second",
                         [(TABLE_SINGLE, NEW_SINGLE), (NEW_SINGLE, TABLE_SINGLE)])
def test_rubicon_two_singles_sharing_a_jack_need_a_new_card_each(first: str,
                                                                  second: str) -> None:
    st = _declaring(preset("rubicon"), HEARTS, "QS2 9S1 8S1", table="QS1 JD1",
                    scored=QUARTETS)
    error = _refused_after(st, first, second)
    assert error.code == "R5"


@pytest.mark.parametrize("first, second",
                         [(TABLE_SINGLE, NEW_SINGLE), (NEW_SINGLE, TABLE_SINGLE)])
def test_rubicon_distinct_sets_may_share_a_jack_in_either_order(first: str,
                                                                 second: str) -> None:
    import dataclasses

    v = dataclasses.replace(preset("rubicon"), id="rubicon_distinct",
                            reuse_rule="rubicon_distinct_set")
    st = _declaring(v, HEARTS, "QS2 9S1 8S1", table="QS1 JD1", scored=QUARTETS)
    _accepted_after(st, first, second)


# ---------------------------------------------------------------------------- quartets
ACES = "QUARTET_A AS1 AH1 AD1 AC1"
KINGS = "QUARTET_K KS1 KH1 KD1 KC1"
# the four kings lie on the table from marriages scored earlier (their queens were played)
MARRIAGES = ("MARRIAGE KS1 QS1", "MARRIAGE KH1 QH1", "MARRIAGE KD1 QD1", "MARRIAGE KC1 QC1")


@pytest.mark.parametrize("first, second", [(ACES, KINGS), (KINGS, ACES)])
def test_quartets_of_different_ranks_are_one_class_for_fresh_cards(first: str,
                                                                   second: str) -> None:
    # SPEC §2.1 puts every quartet in class C: announced in one act, each needs a newly laid
    # card of its own (F2), and the kings have none
    st = _declaring(preset("classic"), SPADES, "AS1 AH1 AD1 AC1 9S1", table="KS1 KH1 KD1 KC1",
                    scored=MARRIAGES)
    assert {Meld.parse(ACES), Meld.parse(KINGS)} <= set(st.legal_melds())
    error = _refused_after(st, first, second)
    assert error.code == "F2"


@pytest.mark.parametrize("first, second", [(ACES, "QUARTET_K KS2 KH1 KD1 KC1"),
                                           ("QUARTET_K KS2 KH1 KD1 KC1", ACES)])
def test_quartets_each_with_a_new_card_go_together(first: str, second: str) -> None:
    st = _declaring(preset("classic"), SPADES, "AS1 AH1 AD1 AC1 KS2", table="KH1 KD1 KC1",
                    scored=MARRIAGES[1:])
    _accepted_after(st, first, second)


def test_every_quartet_is_in_class_c() -> None:
    assert {cls for t, (cls, _order) in MELD_CLASS.items() if "QUARTET" in t
            or "QUINTET" in t} == {"C"}


# ---------------------------------------------------------------------------- any order
@pytest.mark.parametrize("variant_id", ["classic", "seed002_scaled", "rubicon", "six_pack"])
def test_two_announcements_are_legal_in_both_orders_or_in_neither(variant_id: str) -> None:
    # from declaration acts of random deals: every pair of melds legal on its own
    v = preset(variant_id)
    checked = 0
    for seed in range(4):
        st = GameState.new_game(v, seed=seed)
        rng = random.Random(seed)
        while not st.deal_over and st.phase == 1:
            if st.step == STEP_DECLARE and not st.act_announced:
                melds = st.legal_melds()[:12]
                for a, b in permutations(melds, 2):
                    if set(a.cards).isdisjoint(b.cards) and a.cls != b.cls:
                        continue
                    there = st.clone()
                    there.apply(Action(ANNOUNCE, meld=a))
                    back = st.clone()
                    back.apply(Action(ANNOUNCE, meld=b))
                    assert (b in there.legal_melds()) == (a in back.legal_melds()), (a, b)
                    checked += 1
            legal = st.legal_actions()
            plays = [x for x in legal if x.kind != ANNOUNCE]
            st.apply(rng.choice(plays), undoable=False)
    assert checked > 0
