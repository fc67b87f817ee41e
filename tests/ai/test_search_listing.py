"""The search lists its player's legal actions once per tree node where every sampled world
agrees, with the same result as listing them in every world (a module of its own: its
six-pack case is long, and the test workers then share it out)."""

from __future__ import annotations

import random

import pytest

from bezique_qt.ai import make_bot
from bezique_qt.engine import GameState, preset


@pytest.mark.parametrize("variant_id", ["classic", "rubicon", "six_pack"])
def test_expert_lists_its_legal_actions_once_where_every_world_agrees(variant_id: str) -> None:
    """Listing this player's legal actions once per tree node, where no card has been drawn
    and the opponent has not acted since the root, changes nothing in the search: the same
    statistics, simulation for simulation, as listing them in every world."""
    from bezique_qt.ai.search import ISMCTS, quick_decision

    st = GameState.new_game(preset(variant_id), seed=31)
    bot = make_bot("medium")
    rng = random.Random(31)
    # 150 simulations a search: its tree still grows below the root, where the listing is kept
    cached, listed = ISMCTS(iterations=150), ISMCTS(iterations=150)
    listed.cache_legal = False
    compared = {"play": 0, "declare": 0}
    while not st.deal_over and sum(compared.values()) < 12:
        p = st.to_act
        assert p is not None
        obs = st.observation(p)
        if quick_decision(obs, 200_000) is None:
            a = cached.search(obs, 7, 150, None).to_plain()
            b = listed.search(obs, 7, 150, None).to_plain()
            assert a == b
            compared[obs.step] += 1
        st.apply(bot.choose(obs, rng), undoable=False)
    assert compared["play"] and compared["declare"]
