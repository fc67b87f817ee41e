"""The re-use rules as one function: the codes a player is told do not depend on the order his
earlier melds were declared in, each code is given once, in the order R1, R1', R2, R5, F1, and
the quick legality checks agree with them (``kernel.reuse_codes``)."""

from __future__ import annotations

import random

import pytest

from bezique_qt.engine import GameState, preset
from bezique_qt.engine.cards import parse_card
from bezique_qt.engine.melds import Meld, MeldType, candidate_melds

_ORDER = ["R1", "R1'", "R2", "R5", "F1"]


def _made_up(preset_id: str, seed: int) -> tuple[GameState, list[Meld]]:
    """A player with a crowd of scored and pending melds, some broken up by played cards."""
    v = preset(preset_id)
    rng = random.Random(seed)
    st = GameState.new_game(v, seed=seed)
    deck = list(range(32 * v.packs))
    hand = rng.sample(deck, 24)
    st.concealed[0] = hand[:16]
    st.table[0] = hand[16:]
    melds = candidate_melds(v, hand, st.trump)
    rng.shuffle(melds)
    st.scored[0] = melds[:len(melds) // 3]
    st.pending[0] = melds[len(melds) // 3:2 * len(melds) // 3]
    st.played = set(rng.sample(deck, 8 * v.packs))
    st.act_laid = set(rng.sample(hand, 3))
    return st, melds


@pytest.mark.parametrize("preset_id", ["classic", "rubicon", "six_pack"])
def test_the_reasons_do_not_depend_on_the_order_of_the_earlier_melds(preset_id: str) -> None:
    several = 0
    for seed in range(30):
        st, melds = _made_up(preset_id, seed)
        told = {m: st.announce_reasons(0, m) for m in melds}
        scored_told = {m: st.score_reasons(0, m) for m in st.pending[0]}
        st.scored[0].reverse()
        st.pending[0].reverse()
        for m in melds:
            reasons = st.announce_reasons(0, m)
            assert reasons == told[m], (str(m), reasons, told[m])
            codes = [r for r in reasons if r in _ORDER]
            assert codes == sorted(set(codes), key=_ORDER.index), (str(m), reasons)
            several += len(codes) > 1
        for m in st.pending[0]:
            assert st.score_reasons(0, m) == scored_told[m], str(m)
    assert several  # melds broken by more than one rule were met


def test_a_claim_is_told_each_rule_it_breaks_once() -> None:
    # a bezique kept to score whose queen and jack each lie in another scored bezique: R1 once
    v = preset("classic")
    st = GameState.new_game(v, seed=1)
    qa, qb, ja, jb = (parse_card(t, 2) for t in ("QS1", "QS2", "JD1", "JD2"))
    claim = Meld(MeldType.BEZIQUE_1, tuple(sorted((qa, ja))))
    st.concealed[0] = []
    st.table[0] = [qa, qb, ja, jb]
    st.scored[0] = [Meld(MeldType.BEZIQUE_1, tuple(sorted((qa, jb)))),
                    Meld(MeldType.BEZIQUE_1, tuple(sorted((qb, ja))))]
    st.pending[0] = [claim]
    assert st.score_reasons(0, claim) == ["R1"]
    assert st.scorable_melds(0) == []
