"""The heuristic's chance of drawing the cards a meld still needs."""

from __future__ import annotations

import dataclasses
import itertools
import math
import random

from bezique_qt.ai import knowledge, make_bot
from bezique_qt.ai.knowledge import Knowledge, _hypergeom_at_least, keep_values
from bezique_qt.engine import GameState, preset


def test_the_chance_of_drawing_marked_cards_counts_every_handful() -> None:
    for pool, a, d in ((7, 3, 3), (9, 2, 4), (6, 6, 2), (8, 0, 5), (5, 2, 5)):
        cards = range(pool)  # cards 0 .. a-1 are the marked ones
        hands = list(itertools.combinations(cards, d))
        for n in range(0, a + 2):
            hits = sum(1 for h in hands if sum(1 for c in h if c < a) >= n)
            assert math.isclose(_hypergeom_at_least(n, a, pool, d), hits / len(hands)), (
                pool, a, d, n)


def _midgame(variant_id: str, seed: int, actions: int) -> Knowledge:
    st = GameState.new_game(preset(variant_id), seed=seed)
    bot = make_bot("medium")
    rng = random.Random(seed)
    for _ in range(actions):
        p = st.to_act
        assert p is not None
        st.apply(bot.choose(st.observation(p), rng), undoable=False)
    p = st.to_act
    assert p is not None
    return Knowledge.of(st.observation(p), memory=True)


def test_p_draw_is_the_counted_chance_for_one_missing_card() -> None:
    for variant_id in ("classic", "rubicon"):
        k = _midgame(variant_id, 3, 20)
        assert k.draws > 0 and k.pool == len(k.obs.unseen)
        for kind in range(32):
            a = k.drawable[kind]
            assert a == sum(1 for c in k.obs.unseen if c & 31 == kind)
            expected = 1 - math.comb(k.pool - a, k.draws) / math.comb(k.pool, k.draws)
            assert math.isclose(k.p_draw([kind]), expected)


def test_p_draw_needs_copies_and_draws() -> None:
    k = _midgame("rubicon", 5, 16)
    kinds = [x for x in range(32) if k.drawable[x] >= 2]
    assert kinds
    x = kinds[0]
    one, two = k.p_draw([x]), k.p_draw([x, x])
    assert 0 < two < one < 1
    # more copies than are left, or more cards than draws to come: impossible
    assert k.p_draw([x] * (k.drawable[x] + 1)) == 0.0
    many = [y for y in range(32) for _ in range(k.drawable[y])][:k.draws + 1]
    assert k.p_draw(many) == 0.0
    assert k.p_draw([]) == 1.0
    k.draws = 0
    assert k.p_draw([x]) == 0.0


def test_multi_pack_draw_chances_come_from_the_uncounted_copies() -> None:
    # Six- and eight-pack: the counting player's draw chances treat every copy outside its hand
    # and table as still to come (they play better so); what the opponent may hold is counted.
    for variant_id in ("six_pack", "eight_pack"):
        k = _midgame(variant_id, 3, 40)
        obs = k.obs
        packs = obs.variant.packs
        assert obs.tricks, "some cards have been played"
        uncounted = Knowledge.of(obs, memory=False)
        assert k.drawable == [packs - k.mine[kind] for kind in range(32)]
        assert k.drawable == uncounted.drawable and k.pool == uncounted.pool
        opp = obs.opponent
        seen_there = list(obs.unseen) + list(obs.opponent_known) + list(obs.tables[opp])
        assert k.opp_may_hold == [sum(1 for c in seen_there if c & 31 == kind)
                                  for kind in range(32)]
        assert k.opp_may_hold != uncounted.opp_may_hold


def _keep_with_share(k: Knowledge, share: float) -> dict[int, float]:
    saved = knowledge.TUNING
    knowledge.TUNING = dataclasses.replace(saved, table_meld_share=share)
    try:
        return {c: kv for c, (kv, _why) in keep_values(k).items()}
    finally:
        knowledge.TUNING = saved


def test_multi_pack_table_cards_keep_a_share_of_their_meld_chances() -> None:
    # Six- and eight-pack: a card already on the table keeps only a share of the meld part of
    # its keep value (it plays better so); cards in the concealed hand keep all of it
    share = knowledge.TUNING.table_meld_share
    assert 0 < share < 1
    for variant_id, actions in (("six_pack", 60), ("eight_pack", 80)):
        k = _midgame(variant_id, 4, actions)
        table = set(k.obs.tables[k.obs.player])
        assert table, "the player has declared melds"
        shipped, full, none = (_keep_with_share(k, s) for s in (share, 1.0, 0.0))
        assert shipped == keep_values_plain(k)
        for c in k.hand:
            if c in table:
                # keep = base + share * meld part, so the three are in proportion
                assert math.isclose(full[c] - shipped[c], (1 - share) * (full[c] - none[c]),
                                    abs_tol=1e-9), c
            else:
                assert shipped[c] == full[c] == none[c], c
        assert any(full[c] > shipped[c] for c in table), "some table card lost meld value"


def test_the_table_share_leaves_the_smaller_games_alone() -> None:
    for variant_id in ("classic", "rubicon"):
        k = _midgame(variant_id, 4, 40)
        assert k.obs.tables[k.obs.player]
        assert _keep_with_share(k, 0.0) == _keep_with_share(k, 1.0)


def keep_values_plain(k: Knowledge) -> dict[int, float]:
    return {c: kv for c, (kv, _why) in keep_values(k).items()}
