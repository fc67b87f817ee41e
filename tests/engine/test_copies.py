"""What playing one copy of a card rather than another costs (engine/copies.py): the claims kept
to score that lapse and the melds broken, as the engine's own play decides them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bezique_qt.engine import GameState, Meld, parse_card, preset
from bezique_qt.engine.actions import PLAY
from bezique_qt.engine.copies import keeping_copy, other_copies, play_cost
from bezique_qt.engine.position import position_from_json
from bezique_qt.engine.state import STEP_PLAY

STOCK = ["7C2", "8C1", "9C1", "7H1", "8H1", "9H1", "7S1", "8S1", "9S1"]


def _position(ann: dict[str, Any], **more: Any) -> GameState:
    data = {"variant": "classic", "trump": "D", "turnup": "7D2", "stock": STOCK, "phase": 1,
            "step": "play", "to_act": 0, "leader": 0, "dealer": 1,
            "players": [ann, {"concealed": ["7D1", "8D2", "9D1", "JC1", "JH1", "7C1", "AS1",
                                            "AC1"]}]}
    data.update(more)
    return position_from_json(data)


def c(text: str) -> int:
    return parse_card(text, 2)


def test_the_king_of_a_claim_cancels_it_and_the_other_king_keeps_it() -> None:
    st = _position({"concealed": ["AH1", "TH2", "AC2", "TC1", "TS2"],
                    "table": ["KS1", "KS2", "QS1"],
                    "scored": ["QUARTET_K KS1 KS2 KH1 KC1"], "pending": ["MARRIAGE KS1 QS1"]})
    marriage = Meld.parse("MARRIAGE KS1 QS1", 2)
    cost = play_cost(st, c("KS1"))
    assert cost.lapsed == ((0, marriage),) and not cost.free
    assert play_cost(st, c("KS2")).free
    assert keeping_copy(st, c("KS1")) == c("KS2")
    assert keeping_copy(st, c("KS2")) is None  # costs nothing: nothing to keep
    # the queen has no other copy: her play cancels the claim, and nothing keeps it
    assert play_cost(st, c("QS1")).lapsed == ((0, marriage),)
    assert keeping_copy(st, c("QS1")) is None
    assert other_copies(st, c("KS1")) == [c("KS2")]
    # nothing changed in the position asked about
    assert marriage in st.pending[0] and c("KS1") in st.table[0]


def test_a_king_in_hand_breaks_a_marriage_still_to_declare_that_the_married_one_keeps() -> None:
    """Classic re-use (R1): the K♠ on the table is married already; the marriage the player
    can still declare is with the K♠ in hand and the second Q♠."""
    st = _position({"concealed": ["KS2", "QS2", "AH1", "TH2", "AC2", "TC1"],
                    "table": ["KS1", "QS1"], "scored": ["MARRIAGE KS1 QS1"]})
    cost = play_cost(st, c("KS2"))
    assert cost.broken == (Meld.parse("MARRIAGE KS2 QS2", 2),) and not cost.lapsed
    assert play_cost(st, c("KS1")).free
    assert keeping_copy(st, c("KS2")) == c("KS1")
    assert keeping_copy(st, c("KS2"), same_place=True) is None  # one in hand, one on the table


def test_a_card_that_may_not_be_played_costs_nothing() -> None:
    st = _position({"concealed": ["AH1", "TH2", "AC2", "TC1", "TS2"],
                    "table": ["KS1", "KS2", "QS1"],
                    "scored": ["QUARTET_K KS1 KS2 KH1 KC1"], "pending": ["MARRIAGE KS1 QS1"]},
                   to_act=1, leader=1)
    assert play_cost(st, c("KS1")).free  # not Ann's turn


@pytest.mark.parametrize("variant", ["classic", "rubicon", "four_handed_partners"])
def test_the_claims_a_play_cancels_are_those_holding_the_card(variant: str) -> None:
    """SPEC §2.7 a: a claim kept to score lapses when one of its cards is played (with
    partners, a partner's claim built on the card too), over random deals."""
    rng = random.Random(5)
    checked = lapsing = 0
    for seed in range(40):
        if checked >= 400 and lapsing >= 5:
            break
        st = GameState.new_game(preset(variant), seed=seed)
        while not st.deal_over:
            if st.step == STEP_PLAY:
                p = st.to_act
                assert p is not None
                side = [p] if st.partner(p) is None else [p, st.partner(p)]
                for card in st.playable(p):
                    expected = {(q, m) for q in side for m in st.pending[q]
                                if card in m.cards and card in st.table[p]}
                    assert set(play_cost(st, card, melds=False).lapsed) == expected
                    checked += 1
                    lapsing += bool(expected)
            actions = st.legal_actions()
            # keep claims to score where the act allows, so that there are some to cancel
            later = [a for a in actions if a.kind == "announce"]
            st.apply(later[0] if later and rng.random() < 0.7 else rng.choice(actions))
    assert checked >= 400 and lapsing >= 5, (checked, lapsing)


def test_the_cost_of_a_play_is_read_from_a_copy_of_the_position() -> None:
    st = GameState.new_game(preset("classic"), seed=3)
    before = st.signature()
    for card in st.playable(st.to_act or 0):
        play_cost(st, card)
        keeping_copy(st, card)
    assert st.signature() == before
    assert all(a.kind == PLAY for a in st.legal_actions())
