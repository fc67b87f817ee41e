"""The Expert's tree keys its edges by cheap values that stand one-to-one for the texts.

A card play is keyed by its card (the opponent's by the card's kind), other actions by their
text; the draws are looked for only where an act ends.  Were two actions to share a key, or
one action to get two, the tree (and so the moves chosen) would change: these tests hold the
keys to the texts over random games of several presets.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bezique_qt.ai.search import _by_key, _key, _opp_key
from bezique_qt.engine import GameState, preset
from bezique_qt.engine.actions import ANNOUNCE, DONE, SCORE, Action, action_key


def _positions(preset_id: str, games: int) -> Iterator[tuple[GameState, Action]]:
    """Positions of random deals (declaring now and then) and the action taken in each."""
    v = preset(preset_id)
    for g in range(games):
        rng = random.Random(g)
        st = GameState.new_game(v, seed=g)
        while not st.deal_over:
            acts = st.legal_actions()
            melds = [a for a in acts if a.kind in (ANNOUNCE, SCORE)]
            a = rng.choice(melds) if melds and rng.random() < 0.6 else rng.choice(acts)
            yield st, a
            st.apply(a, undoable=False)


def _one_to_one(actions: list[Action], key: object, text: object) -> None:
    pairs = {(key(a), text(a)) for a in actions}  # type: ignore[operator]
    assert len({k for k, _t in pairs}) == len({t for _k, t in pairs}) == len(pairs)


@pytest.mark.parametrize("preset_id", ["classic", "rubicon", "three_handed",
                                       "four_handed_partners"])
def test_tree_keys_stand_one_to_one_for_the_texts(preset_id: str) -> None:
    for st, _a in _positions(preset_id, 3):
        every = st.legal_actions(merge_copies=False)
        _one_to_one(every, _key, str)
        _one_to_one(every, _opp_key, action_key)
        listed = st.legal_actions()
        by_key = _by_key(listed)
        assert list(by_key.values()) == listed
        assert [_key(a) for a in listed] == list(by_key)


@pytest.mark.parametrize("preset_id", ["classic", "six_pack", "four_handed_partners"])
def test_only_the_end_of_an_act_draws(preset_id: str) -> None:
    draws = 0
    for st, a in _positions(preset_id, 2):
        before = st.stock_size()
        twin = st.clone()
        twin.apply(a)
        if twin.stock_size() != before:
            assert a.kind == DONE
            draws += 1
    assert draws > 10


def test_only_decision_nodes_hold_a_list_of_tried_actions() -> None:
    # every container the tree keeps is walked by the garbage collector again and again as the
    # tree grows: a node that is not a decision of this player's keeps no list
    from bezique_qt.ai.sampling import WorldSampler
    from bezique_qt.ai.search import ISMCTS

    st = GameState.new_game(preset("classic"), seed=1000)
    obs = st.observation(st.to_act)  # type: ignore[arg-type]
    search = ISMCTS(iterations=200)
    _default, actions = search.candidates(obs)
    keys = [str(a) for a in actions]
    value = search._valuer(keys, obs.player, None, 1.0)
    sampler = WorldSampler(obs, infer=True)
    rng = random.Random(0)
    for _ in range(60):
        world = sampler.sample(rng)
        for a, k in zip(actions, keys, strict=True):
            value(world.clone(), a, k, random.Random(1))
    closure = dict(zip(value.__code__.co_freevars, value.__closure__ or (), strict=True))
    nodes = list(closure["roots"].cell_contents.values())
    lists = empty = 0
    while nodes:
        n = nodes.pop()
        nodes.extend(n.children.values())
        if n.mine:
            assert isinstance(n.mine, list)
            lists += 1
        else:
            assert n.mine == () and not isinstance(n.mine, list)
            empty += 1
    assert lists > 10 and empty > lists
