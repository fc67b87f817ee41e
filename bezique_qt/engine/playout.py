"""Random playouts of the rest of a deal, for the benchmark and the tests of the fast path.

:func:`random_playout` continues a :class:`GameState` to the end of its deal with random legal
choices on the engine's deal kernel (:mod:`.kernel`: plain lists and ints, no events, undo or
legality checks).  It plays under the full rules of the variant (tricks, the seven of trumps,
declarations with the re-use and fresh-card rules, carte blanche, the end of the stock, the last
tricks, bonuses and brisques), but its declaration policy (:class:`RandomPolicy`) is a sample,
not an enumeration: after a won trick it may score one legal meld (a fresh one or one re-using
table cards), score one claim left "to score", exchange or show a seven.  ``log`` receives the
actions in the engine's text-free form so a test can replay them through the checked engine and
prove the two agree (``tests/engine/test_playout.py``).

``choose_card`` lets a caller steer the card choice; the default is uniform.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from . import deal_melds, kernel
from .actions import DONE, GUESS, SCORE, Action
from .kernel import Deal
from .melds import meld_patterns
from .state import STEP_DECLARE, STEP_GUESS, STEP_PLAY, GameState
from .variants import Variant


class RandomPolicy(kernel.Policy):
    """Uniform random choices among the legal ones: a card, then after a won trick (with
    probability ``declare_prob``) one claim kept to score or one meld the rules allow, and each
    seven of trumps exchanged or shown more often than not."""

    __slots__ = ("rand", "randrange", "declare_prob", "choose")

    def __init__(self, rng: random.Random, declare_prob: float = 0.8,
                 choose: Callable[[Any, list[int]], int] | None = None) -> None:
        self.rand = rng.random
        self.randrange = rng.randrange
        self.declare_prob = declare_prob
        self.choose = choose

    def choose_card(self, d: Deal, p: int, options: list[int]) -> int:
        if self.choose is not None:
            return self.choose(None, options)
        return options[self.randrange(len(options))]

    def declare(self, d: Deal, w: int, n_scores: int) -> bool:
        rand = self.rand
        pend = d.pending[w]
        if pend and rand() < self.declare_prob * 0.5:
            # score a claim kept "to score" if it is still whole and allowed (V4)
            m = pend[self.randrange(len(pend))]
            if deal_melds.pending_ok(d, w, m):
                deal_melds.score_meld(d, w, m.type, m.cards, True)
                return True
        if rand() < self.declare_prob:
            cands = meld_patterns(d.v, d.hands[w], d.trump)
            if cands:
                ok = [(t, cs) for (t, cs) in cands if deal_melds.announce_ok(d, w, t, cs)]
                if ok:
                    mtype, cards = ok[self.randrange(len(ok))]
                    deal_melds.score_meld(d, w, mtype, tuple(sorted(cards)), False)
                    return True
        return False

    def seven(self, d: Deal, w: int, s7: int, can_exchange: bool, can_show: bool,
              acted: bool) -> int:
        if acted and d.dix_counts:
            return 0  # the seven counts as the act's declaration: one is enough
        if can_exchange and self.rand() < 0.7:
            return 1
        if can_show and self.rand() < 0.8:
            return 2
        return 0


def random_playout(state: GameState, rng: random.Random, *,
                   log: list[Action] | None = None,
                   choose_card: Callable[[Any, list[int]], int] | None = None,
                   declare_prob: float = 0.8) -> tuple[int, ...]:
    """Play ``state``'s deal to its end with random legal choices; return the deal points.

    ``state`` is not changed.  Points are as the variant counts them for the deal (melds,
    sevens, carte blanche, last trick, and brisques where they are scored); for the
    Rubicon family use :func:`playout_with_brisques` to get the brisques too.
    """
    pts, _b = playout_with_brisques(state, rng, log=log, choose_card=choose_card,
                                    declare_prob=declare_prob)
    return pts


def playout_with_brisques(state: GameState, rng: random.Random, *,
                          log: list[Action] | None = None,
                          choose_card: Callable[[Any, list[int]], int] | None = None,
                          declare_prob: float = 0.8
                          ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """As :func:`random_playout`, returning ``(points, brisque cards won)`` per player."""
    if state.step == STEP_DECLARE:
        st = state.clone()
        if st.act_announced and not st.act_scored:
            a = Action(SCORE, meld=st.act_announced[0])
            st.apply_fast(a)
            if log is not None:
                log.append(a)
        st.apply_fast(Action(DONE))
        if log is not None:
            log.append(Action(DONE))
        state = st
    if state.step == STEP_GUESS:
        st = state.clone()
        a = Action(GUESS, number=24)
        st.apply_fast(a)
        if log is not None:
            log.append(a)
        state = st
    if state.step != STEP_PLAY:
        return tuple(state.deal_points), tuple(state.brisques)
    d = Deal.from_state(state, log=log)
    kernel.play(d, RandomPolicy(rng, declare_prob, choose_card))
    return kernel.result(d)


def bench_deals(variant: Variant, n: int, seed: int = 1) -> float:
    """Seconds to play ``n`` random deals of ``variant`` from the deal to the last trick."""
    import time
    rng = random.Random(seed)
    states = [GameState.new_game(variant, seed=seed * 100_003 + i, first_dealer=i & 1)
              for i in range(n)]
    t0 = time.perf_counter()
    for st in states:
        random_playout(st, rng)
    return time.perf_counter() - t0
