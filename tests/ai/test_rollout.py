"""The playout policy used by the searching levels: legal choices, no side effects, fixed draws."""

from __future__ import annotations

import random

import pytest

from bezique_qt.ai.rollout import keep_draws_fixed, playout, policy_action
from bezique_qt.engine import PRESETS, GameState, preset

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
