"""The playout policy used by the searching levels: legal choices, no side effects, fixed draws."""

from __future__ import annotations

import random

import pytest

from bezique_qt.ai import rollout
from bezique_qt.ai.playout_declarations import greedy_declaration, keep_draws_fixed
from bezique_qt.ai.rollout import playout, policy_action
from bezique_qt.engine import PRESETS, STEP_DECLARE, STEP_PLAY, GameState, parse_card, preset
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    SCORE,
    SHOW_SEVEN,
    Action,
)
from bezique_qt.engine.melds import Meld, meld_value

from .conftest import Positions


@pytest.mark.parametrize("variant_id", list(PRESETS))
def test_policy_actions_are_legal_and_playouts_leave_the_state_alone(
        variant_id: str, positions: Positions) -> None:
    rng = random.Random(1)
    for st in positions(variant_id, 2, 7):
        if st.deal_over:
            continue
        before = st.signature()
        a = policy_action(st, rng)
        assert st.is_legal(a), str(a)
        points, brisques = playout(st, rng)
        assert st.signature() == before
        assert min(points) >= min(st.deal_points)
        assert sum(brisques) <= 8 * st.variant.packs


def test_a_whole_deal_by_the_policy_through_the_engine() -> None:
    rng = random.Random(3)
    for variant_id in ("classic", "rubicon", "one_pack_32"):
        st = GameState.new_game(preset(variant_id), seed=4)
        while not st.deal_over:
            st.apply(policy_action(st, rng), undoable=False)


def test_fixed_draws_give_each_player_the_same_cards_whoever_wins() -> None:
    # the same world, different first cards (so different trick winners): the deciding player
    # always draws the upper card of the pair, the opponent the lower
    st = GameState.new_game(preset("classic"), seed=8)
    me = st.to_act
    assert me is not None
    rng = random.Random(0)
    winners = set()
    for card in sorted(set(st.hand(me))):
        world = st.clone()
        upper, lower = world.stock[-1], world.stock[-2]
        world.apply(f"play {world.describe_card(card)}")
        while world.step != "declare":
            world.apply(policy_action(world, rng))
        winners.add(world.to_act)
        while world.step == "declare":
            a = policy_action(world, rng)
            keep_draws_fixed(world, a, me)
            world.apply(a)
        assert upper in world.concealed[me]
        assert lower in world.concealed[1 - me]
    assert winners == {0, 1}


def _greedy_from(st: GameState, legal: list[Action]) -> Action:
    """The playout policy's declaration step taken from a full list of legal actions: score the
    highest meld allowed (the highest announced in this act first), else announce the highest,
    else exchange or show the seven, else stop."""
    v = st.variant

    def value(a: Action) -> int:
        return meld_value(v, a.meld, st.trump)  # type: ignore[arg-type]

    scores = [a for a in legal if a.kind == SCORE]
    if st.act_announced and st.act_scored == 0:
        own = [a for a in scores if a.meld in st.act_announced]
        if own:
            return max(own, key=value)
    if scores:
        return max(scores, key=value)
    anns = [a for a in legal if a.kind == ANNOUNCE]
    if anns and st.act_scored == 0:
        return max(anns, key=value)
    for a in legal:
        if a.kind in (EXCHANGE, SHOW_SEVEN):
            return a
    return next(a for a in legal if a.kind == DONE)



@pytest.mark.parametrize("variant_id", list(PRESETS))
def test_the_cheap_questions_give_the_legal_actions_answers(
        variant_id: str, positions: Positions) -> None:
    # special_play_action() is the first carte blanche or exchange legal_actions() lists; the
    # playout's declarations read unmerged copies and must pick what they would pick merged
    declarations = 0
    for seed in (1, 2):
        for st in positions(variant_id, seed, 1):
            if st.deal_over:
                continue
            if st.step == STEP_PLAY:
                first = next((a for a in st.legal_actions()
                              if a.kind in (CARTE_BLANCHE, EXCHANGE)), None)
                assert st.special_play_action() == first
            elif st.step == STEP_DECLARE:
                merged = _greedy_from(st, st.legal_actions())
                assert _greedy_from(st, st.legal_actions(merge_copies=False)) == merged
                # and the shortcut that lists nothing picks the very same action
                assert greedy_declaration(st) == merged
                declarations += 1
    assert declarations > 0


def test_special_play_actions_where_they_occur() -> None:
    # carte blanche at the first lead (Rubicon) and the seven exchanged on lead (a variant that
    # allows it): the cheap question finds what legal_actions() lists first
    import dataclasses


    found = {CARTE_BLANCHE: 0, EXCHANGE: 0}
    lead_exchange = dataclasses.replace(preset("classic"), id="classic_lead_exchange",
                                        dix_exchange_timing="any_time_on_lead")
    cases = [(preset("rubicon"), s) for s in range(120)] + [(lead_exchange, s) for s in range(8)]
    for v, seed in cases:
        st = GameState.new_game(v, seed=seed)
        rng = random.Random(seed)
        while not st.deal_over:
            if st.step == STEP_PLAY:
                first: Action | None = next((a for a in st.legal_actions()
                                             if a.kind in (CARTE_BLANCHE, EXCHANGE)), None)
                assert st.special_play_action() == first
                if first is not None:
                    found[first.kind] += 1
            if v.id == "rubicon" and st.trick_no > 1:
                break  # carte blanche is shown at the first lead only
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))], undoable=False)
    assert found[CARTE_BLANCHE] >= 1 and found[EXCHANGE] >= 1, found


def test_the_policy_keeps_a_queen_for_the_triple_bezique() -> None:
    # Six-pack: double bezique scored with two Q♠ and two J♦; a third Q♠ in hand and J♦ still
    # to come. The playout policy once valued beziques only up to the double, threw the queen
    # away, and so made scoring a double bezique look worse than leaving it (Hard and Expert
    # then declined it). It now leads a brisque and keeps the queen.
    v = preset("six_pack")

    def card(name: str, copy: int) -> int:
        return copy * 32 + (parse_card(name) & 31)

    queens = [card("QS", i) for i in range(3)]
    jacks = [card("JD", i) for i in range(2)]
    double = Meld("BEZIQUE_2", tuple(sorted(queens[:2] + jacks)))
    mine = {"concealed": [queens[2], card("AH", 0), card("AH", 1), card("TH", 0), card("TH", 1),
                          card("AC", 0), card("AC", 1), card("TC", 0)],
            "table": queens[:2] + jacks, "scored": [double]}
    other = {"concealed": [card("7S", i) for i in range(6)] + [card("8S", i) for i in range(6)]}
    stock = ([card("9H", i) for i in range(6)] + [card("9C", i) for i in range(6)]
             + [card("JD", 3), card("JD", 4)])
    st = GameState.from_position(v, trump=0, step=STEP_PLAY, phase=1, to_act=0, leader=0,
                                 hands=[mine, other], stock=stock)
    plays = {rollout.policy_action(st, random.Random(seed)).card for seed in range(8)}
    assert plays and not plays & set(queens), [st.describe_card(c) for c in plays if c]
