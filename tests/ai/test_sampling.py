"""Hidden cards are invented in one place, and every invented world agrees with what was seen."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bezique_qt.ai import WorldSampler, observation_key, sample_world
from bezique_qt.engine import PRESETS, GameState, preset

from .conftest import Positions


@pytest.mark.parametrize("variant_id", list(PRESETS))
def test_every_sampled_world_reproduces_the_observation(variant_id: str,
                                                        positions: Positions) -> None:
    rng = random.Random(5)
    for st in positions(variant_id, 3, 3):
        for p in (0, 1):
            obs = st.observation(p)
            for _ in range(3):
                world = sample_world(obs, rng)
                assert observation_key(world.observation(p)) == observation_key(obs)


@pytest.mark.parametrize("variant_id", ["classic", "rubicon", "one_pack_32"])
def test_worlds_keep_known_cards_and_invent_only_unseen_ones(variant_id: str,
                                                             positions: Positions) -> None:
    rng = random.Random(1)
    for st in positions(variant_id, 4, 5):
        p = st.to_act if st.to_act is not None else 0
        obs = st.observation(p)
        opp = 1 - p
        for _ in range(4):
            world = sample_world(obs, rng)
            hidden = Counter(world.concealed[opp]) - Counter(obs.opponent_known)
            assert set(obs.opponent_known) <= set(world.concealed[opp])
            assert set(hidden) | set(world.stock) == set(obs.unseen)
            assert sorted(list(hidden.elements()) + world.stock) == sorted(obs.unseen)
            assert world.concealed[p] == list(obs.hand)


def test_sampling_varies_the_hidden_cards_and_keeps_the_rest() -> None:
    st = GameState.new_game(preset("classic"), seed=11)
    obs = st.observation(0)
    sampler = WorldSampler(obs)
    hands = {tuple(sorted(sampler.sample(random.Random(i)).concealed[1])) for i in range(20)}
    assert len(hands) > 15
    assert sampler.hidden_count == 8


def test_the_same_seed_invents_the_same_world() -> None:
    st = GameState.new_game(preset("rubicon"), seed=2)
    obs = st.observation(1)
    a = sample_world(obs, random.Random(9))
    b = sample_world(obs, random.Random(9))
    assert a.signature() == b.signature()


@pytest.mark.parametrize("variant_id", list(PRESETS))
def test_in_the_last_tricks_the_counted_hand_is_the_real_one(variant_id: str,
                                                             positions: Positions) -> None:
    seen_phase2 = False
    for st in positions(variant_id, 7, 1):
        if st.phase != 2:
            continue
        seen_phase2 = True
        for p in (0, 1):
            counted = st.observation(p).opponent_hand_if_known()
            assert counted is not None
            assert sorted(counted) == sorted(st.hand(1 - p))
    assert seen_phase2


def test_before_the_end_of_the_stock_the_hand_is_not_known() -> None:
    st = GameState.new_game(preset("classic"), seed=3)
    assert st.observation(0).opponent_hand_if_known() is None


@pytest.mark.slow
@pytest.mark.parametrize("variant_id", list(PRESETS))
def test_sampled_worlds_reproduce_observations_over_many_deals(variant_id: str,
                                                               positions: Positions) -> None:
    rng = random.Random(17)
    for seed in range(20):
        for st in positions(variant_id, 100 + seed, 1):
            for p in (0, 1):
                obs = st.observation(p)
                world = sample_world(obs, rng)
                assert observation_key(world.observation(p)) == observation_key(obs)
