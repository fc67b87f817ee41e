"""The fast path: random playouts of the rest of a deal, for benchmarks and computer players.

:func:`random_playout` continues a :class:`GameState` to the end of its deal with random legal
choices, on plain lists and ints and without events, undo or legality checks.  It plays under the
full rules of the variant (tricks, the seven of trumps, declarations with the re-use and
fresh-card rules, carte blanche, the end of the stock, the last tricks, bonuses and brisques), but
its declaration policy is a sample, not an enumeration: after a won trick it may score one legal
meld (a fresh one or one re-using table cards), score one claim left "to score", exchange or show
a seven.  ``log`` receives the actions in the engine's text-free form so a test can replay them
through the checked engine and prove the two agree (``tests/engine/test_playout.py``).

A policy hook lets a computer player steer the card choice (``choose_card``); the default is
uniform.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from . import rules
from .actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    GUESS,
    PLAY,
    SCORE,
    SHOW_SEVEN,
    Action,
)
from .melds import (
    BEZIQUE_1,
    BEZIQUE_2,
    MELD_CLASS,
    Meld,
    MeldType,
    fixes_trump_suit,
    meld_patterns,
    meld_value,
)
from .state import STEP_DECLARE, STEP_GUESS, STEP_PLAY, GameState
from .variants import Variant

_JACK, _QUEEN, _KING, _TEN, _ACE, _SEVEN = 3, 4, 5, 6, 7, 0
_SEQ = (_ACE, _TEN, _KING, _QUEEN, _JACK)


class _Tables:
    """Per-variant constants, computed once."""

    __slots__ = ("v", "classic", "strict", "fresh")

    def __init__(self, v: Variant) -> None:
        self.v = v
        self.classic = v.reuse_rule == "classic"
        self.strict = v.reuse_rule == "rubicon_laws_strict"
        self.fresh = v.require_fresh_card


_TABLE_CACHE: dict[Variant, _Tables] = {}


def _tables(v: Variant) -> _Tables:
    t = _TABLE_CACHE.get(v)
    if t is None:
        t = _TABLE_CACHE[v] = _Tables(v)
    return t


def _single_ok(tb: _Tables, mtype: MeldType, cards: tuple, occ: dict[int, list],
               tab: set[int], played: set[int]) -> bool:
    """Is announcing this one meld legal (no other announcement in the act)?"""
    cls, order = MELD_CLASS[mtype]
    has_new = False
    same_class_used = False
    prior_same: list[tuple] = []
    scards = None
    for c in cards:
        if c not in tab:
            has_new = True
        lst = occ.get(c)
        if not lst:
            continue
        for (t, ocls, oorder, ocards) in lst:
            if tb.classic:
                if t == mtype:
                    return False
            else:
                if t == mtype:
                    if scards is None:
                        scards = tuple(sorted(cards))
                    if ocards == scards:
                        return False
                    prior_same.append(ocards)
            if ocls == cls:
                if oorder > order:
                    return False
                same_class_used = True
    if tb.fresh and same_class_used and not has_new:
        return False
    if tb.strict and prior_same and not has_new:
        if not any(x in played for oc in prior_same for x in oc):
            return False
    return True


def random_playout(state: GameState, rng: random.Random, *,
                   log: list[Action] | None = None,
                   choose_card: Callable[[Any, list[int]], int] | None = None,
                   declare_prob: float = 0.8) -> tuple[int, int]:
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
                          declare_prob: float = 0.8) -> tuple[tuple[int, int], tuple[int, int]]:
    """As :func:`random_playout`, returning ``(points, brisque cards won)`` per player."""
    v = state.variant
    tb = _tables(v)
    rand = rng.random
    randrange = rng.randrange
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
        return ((state.deal_points[0], state.deal_points[1]),
                (state.brisques[0], state.brisques[1]))

    (hands, tabs, pending, stock, turnup, trump, phase, leader, to_act, trick, pts, brisq, cb,
     cb_show, dix_exchanged, sevens_scored) = state.deal_copy()
    occ: list[dict[int, list]] = [{}, {}]
    scored_melds: list[list[tuple]] = [[], []]
    for p in (0, 1):
        for m in state.scored[p] + state.pending[p]:
            entry = (m.type, m.cls, m.order, m.cards)
            for c in m.cards:
                occ[p].setdefault(c, []).append(entry)
        scored_melds[p] = [(m.type, m.cards) for m in state.scored[p]]
    played = set(state.played)
    dix_on = v.dix_enabled
    dix_pts = v.dix_points
    dix_mode = v.dix_scores_on
    dix_counts = v.dix_counts_as_declaration
    dr = rules.deal_rules(v)
    r1, r2 = rules.variant_rules(v, trump)
    cb_pts = v.carte_blanche_points

    def meld_points(mtype: MeldType, cards: tuple) -> int:
        return meld_value(v, Meld(mtype, cards), trump)

    while True:
        assert to_act is not None
        p = to_act
        hand = hands[p]
        # ---- carte blanche (before the player's first card; repeats on drawn cards)
        if cb[p] == 1:
            cb[p] = 2 if dr.cb_repeat else 3
            pts[p] += cb_pts
            if log is not None:
                log.append(Action(CARTE_BLANCHE))
        shown = cb_show[p]
        if shown is not None:
            cb_show[p] = None
            pts[p] += cb_pts
            if log is not None:
                log.append(Action(CARTE_BLANCHE, card=shown))
        # ---- choose the card
        options = r2.follow_options(hand, trick) if phase == 2 and trick else hand
        if choose_card is not None:
            card = choose_card(None, options)
        else:
            card = options[randrange(len(options))]
        if log is not None:
            log.append(Action(PLAY, card=card))
        hand.remove(card)
        tp = tabs[p]
        if card in tp:
            tp.discard(card)
            if pending[p]:
                for m in [m for m in pending[p] if card in m.cards]:
                    pending[p].remove(m)
                    _drop(occ[p], m)
        played.add(card)
        trick.append(card)
        if cb[p] == 1:
            cb[p] = 3
        cb_show[p] = None
        if (phase == 1 and dix_on and dix_mode == "when_played" and trump is not None
                and card & 31 == trump * 8 + _SEVEN):
            pts[p] += dix_pts
        if len(trick) < 2:
            to_act = 1 - p
            continue
        # ---- resolve the trick
        lead, follow = trick
        fwin = (r2 if phase == 2 else r1).table[lead & 31][follow & 31]
        w = 1 - leader if fwin else leader
        trick = []
        leader = w
        rules.score_trick(dr, lead, follow, w, phase, trump, pts, brisq)
        if phase == 2:
            if hands[0] or hands[1]:
                to_act = w
                continue
            if dr.last_bonus_final:
                pts[w] += dr.last_bonus
            break
        # ---- phase 1: the winner's declaration act, then the draws
        remaining = len(stock) + (turnup is not None)
        if remaining == 2 and not dr.last_bonus_final:
            pts[w] += dr.last_bonus
        whand = hands[w]
        declared = False
        if pending[w] and rand() < declare_prob * 0.5:
            # score a claim kept "to score" if it is still whole and allowed (V4)
            m = pending[w][randrange(len(pending[w]))]
            if _pending_ok(tb, m, occ[w], scored_melds[w], whand):
                _score_fast_pending(v, m, w, pending, occ, scored_melds, pts, log, trump)
                new_trump = fixes_trump_suit(v, m, trump)
                if new_trump is not None:
                    trump = new_trump
                    r1, r2 = rules.variant_rules(v, trump)
                declared = True
        if not declared and rand() < declare_prob:
            wt = tabs[w]
            cands = meld_patterns(v, whand, trump)
            if cands:
                ok = [(t, cs) for (t, cs) in cands
                      if _single_ok(tb, t, cs, occ[w], wt, played)]
                if ok:
                    mtype, cards = ok[randrange(len(ok))]
                    meld = Meld.of(mtype, cards)
                    new_trump = fixes_trump_suit(v, meld, trump)
                    if new_trump is not None:
                        trump = new_trump
                        r1, r2 = rules.variant_rules(v, trump)
                    value = meld_value(v, meld, trump)
                    if (v.double_bezique_after_single == "top_up_to_500"
                            and mtype == BEZIQUE_2):
                        value -= sum(meld_points(t, cs) for (t, cs) in scored_melds[w]
                                     if t == BEZIQUE_1 and set(cs) <= set(meld.cards))
                    pts[w] += value
                    entry = (mtype, meld.cls, meld.order, meld.cards)
                    ow = occ[w]
                    for c in meld.cards:
                        wt.add(c)
                        if c in ow:
                            ow[c].append(entry)
                        else:
                            ow[c] = [entry]
                    scored_melds[w].append((mtype, meld.cards))
                    if pending[w]:
                        mc = set(meld.cards)
                        for o in [o for o in pending[w] if o.cls == meld.cls
                                  and o.order < meld.order and not mc.isdisjoint(o.cards)]:
                            pending[w].remove(o)
                            _drop(ow, o)
                    if log is not None:
                        log.append(Action(ANNOUNCE, meld=meld))
                        log.append(Action(SCORE, meld=meld))
                    declared = True
        if dix_on and trump is not None and not (dix_counts and declared):
            k7 = trump * 8 + _SEVEN
            sevens = [c for c in whand if c & 31 == k7 and c not in tabs[w]]
            for s in sevens:
                if (not dix_exchanged and stock and turnup is not None
                        and turnup & 7 != _SEVEN and rand() < 0.7):
                    whand.remove(s)
                    whand.append(turnup)
                    if s not in sevens_scored:
                        sevens_scored.add(s)
                        pts[w] += dix_pts
                    if log is not None:
                        log.append(Action(EXCHANGE, card=s))
                    turnup = s
                    dix_exchanged = True
                    if dix_counts:
                        break
                elif (dix_mode == "declare_after_win" and s not in sevens_scored
                      and s in whand and rand() < 0.8):
                    sevens_scored.add(s)
                    pts[w] += dix_pts
                    if log is not None:
                        log.append(Action(SHOW_SEVEN, card=s))
                    if dix_counts:
                        break
        if log is not None:  # the winner always has a declaration step to finish
            log.append(Action(DONE))
        # draws: the winner first, then the loser (the loser takes the turn-up last)
        turnup = rules.draw_after_trick(dr, w, stock, turnup, hands, cb, cb_show)
        to_act = w
        if not stock and turnup is None:
            phase = 2
            pending, cb, cb_show = rules.start_last_tricks(tabs, cb)
    return rules.finish_deal(dr, pts, brisq)


def _drop(occ: dict[int, list], m: Meld) -> None:
    """A lapsed claim stops occupying its cards (SPEC §2.7)."""
    entry = (m.type, m.cls, m.order, m.cards)
    for c in m.cards:
        lst = occ.get(c)
        if lst and entry in lst:
            lst.remove(entry)


def _pending_ok(tb: _Tables, m: Meld, occ: dict[int, list], scored: list[tuple],
                hand: list[int]) -> bool:
    if any(c not in hand for c in m.cards):
        return False
    mc = set(m.cards)
    for (t, cs) in scored:
        if mc.isdisjoint(cs):
            continue
        if tb.classic and t == m.type:
            return False
        if not tb.classic and t == m.type and cs == m.cards:
            return False
        ocls, oorder = MELD_CLASS[t]
        if ocls == m.cls and oorder > m.order:
            return False
    return True


def _score_fast_pending(v: Variant, m: Meld, w: int, pending: list[list[Meld]],
                        occ: list[dict[int, list]], scored: list[list[tuple]], pts: list[int],
                        log: list[Action] | None, trump: int | None) -> None:
    new_trump = fixes_trump_suit(v, m, trump)
    pts[w] += meld_value(v, m, trump if new_trump is None else new_trump)
    pending[w].remove(m)
    for o in [o for o in pending[w] if o.cls == m.cls and o.order < m.order
              and not set(m.cards).isdisjoint(o.cards)]:
        pending[w].remove(o)
        _drop(occ[w], o)
    scored[w].append((m.type, m.cards))
    if log is not None:
        log.append(Action(SCORE, meld=m))


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
