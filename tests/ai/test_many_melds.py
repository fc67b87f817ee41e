"""The declaration listing when melds pile up.

In the multi-pack games the Medium player, which announces what it may "to score", gathers
hundreds of melds (four queens again with each queen laid, in every combination of copies).
``legal_actions`` answers the re-use rules from those melds given card by card instead of
asking :meth:`GameState.announce_reasons` and :meth:`GameState.score_reasons` about each candidate
against each earlier meld, and so does :meth:`GameState.first_announceable` (the playout
policy's question); here they must agree at every declaration of such deals, for every candidate
meld of the hand and every pending claim.
"""

from __future__ import annotations

import random

import pytest

from bezique_qt.ai import make_bot
from bezique_qt.engine import STEP_DECLARE, GameState, preset
from bezique_qt.engine.actions import ANNOUNCE, SCORE
from bezique_qt.engine.declaring import announce_ok, pending_scorable, rule_reasons
from bezique_qt.engine.kernel import occupation
from bezique_qt.engine.melds import candidate_melds


def _check_listing(st: GameState) -> int:
    """Compare the listing with the reasons at a declaration; the number of melds compared."""
    p = st.to_act
    assert p is not None
    every = st.legal_actions(merge_copies=False)
    listed = {a.meld for a in every if a.kind == ANNOUNCE}
    hand = st.concealed[p] + st.table[p]
    candidates = candidate_melds(st.variant, hand, st.trump)
    # each candidate's reasons asked once (they are what is slow where melds pile up)
    refused = [st.announce_reasons(p, m) for m in candidates]
    compared = 0
    for m, reasons in zip(candidates, refused, strict=True):
        assert (not reasons) == (m in listed), (
            f"announce {m}: reasons {reasons}, listed: {m in listed}")
        compared += 1
    scores = [a.meld for a in every if a.kind == SCORE]
    assert scores == [m for m in st.pending[p] if not st.score_reasons(p, m)]
    allowed = [m for m, reasons in zip(candidates, refused, strict=True) if not reasons]
    assert [m for m in st.legal_melds(p)] == allowed
    # the first allowed of the candidates, in either order (the playout policy's question)
    for order in (candidates, candidates[::-1]):
        first = next((m for m in order if m in allowed), None)
        assert st.first_announceable(p, order) == first
    return compared + len(st.pending[p])


@pytest.mark.parametrize(("preset_id", "seed", "stride"), [
    ("classic", 1, 1), ("rubicon", 2, 1), ("six_pack", 3, 1),
    # some 600 declarations, each with hundreds of melds to compare: every third is checked
    ("eight_pack", 110_000, 3),
])
def test_the_listing_agrees_with_the_reasons_when_melds_pile_up(preset_id: str, seed: int,
                                                                stride: int) -> None:
    st = GameState.new_game(preset(preset_id), seed=seed)
    medium = make_bot("medium")
    rng = random.Random(seed)
    most = compared = declarations = 0
    while not st.deal_over:
        if st.step == STEP_DECLARE:
            if declarations % stride == 0:
                compared += _check_listing(st)
            declarations += 1
            p = st.to_act
            assert p is not None
            most = max(most, len(st.scored[p]) + len(st.pending[p]))
        p = st.to_act
        assert p is not None
        st.apply(medium.choose(st.observation(p), rng))
    # the deal did pile melds up, and the check looked at them
    assert compared >= 100
    if preset_id == "eight_pack":
        assert most >= 200, most


@pytest.mark.parametrize("preset_id", ["classic", "hoffmann_1909", "rubicon", "eight_pack"])
def test_the_listing_agrees_with_the_reasons_on_made_up_melds(preset_id: str) -> None:
    # melds no sensible play reaches: a claim beside a superior meld of its class already
    # scored, earlier melds broken up by a played card, a crowd of copies
    v = preset(preset_id)
    for seed in range(40):
        rng = random.Random(seed)
        st = GameState.new_game(v, seed=seed)
        deck = [c for c in range(32 * v.packs)]
        hand = rng.sample(deck, 24)
        st.concealed[0] = hand[:16]
        st.table[0] = hand[16:]
        melds = candidate_melds(v, hand, st.trump)
        rng.shuffle(melds)
        st.scored[0] = melds[:len(melds) // 3]
        st.pending[0] = melds[len(melds) // 3:2 * len(melds) // 3]
        # and a few claims identical to scored melds
        st.pending[0] += rng.sample(st.scored[0], min(3, len(st.scored[0])))
        # and claims whose cards are no longer all in hand
        elsewhere = candidate_melds(v, rng.sample([c for c in deck if c not in hand], 24),
                                    st.trump)
        st.pending[0] += elsewhere[:3]
        st.played = set(rng.sample(deck, 8 * v.packs))
        st.act_laid = set(rng.sample(hand, 3))
        st.act_scored = 0
        occ = occupation(st.scored[0] + st.pending[0])
        for m in melds:
            assert announce_ok(st, 0, m, occ) == (not rule_reasons(st, 0, m)), m
        assert pending_scorable(st, 0) == [m for m in st.pending[0]
                                           if not st.score_reasons(0, m)]
