# cython: annotation_typing=False
"""The playout policy's declarations on the checked engine: in a declaration act, score the
highest meld allowed (announcing it first), then exchange or show the seven, then draw; and the
draws that follow kept fixed for one player, so that a search compares its actions under the
same luck.  Compiled by Cython with the playouts (``setup.py``).
"""

from __future__ import annotations

try:
    import cython
except ImportError:  # run as Python without Cython installed
    from bezique_qt import _cython as cython

from bezique_qt.engine import STEP_DECLARE, Action, GameState, Variant
from bezique_qt.engine.actions import ANNOUNCE, DONE, SCORE
from bezique_qt.engine.melds import Meld, candidate_melds, meld_value

__all__ = ["finish_declaration", "greedy_declaration", "keep_draws_fixed"]

#: Whether this module runs compiled.
COMPILED: bool = cython.compiled


def greedy_declaration(st: GameState) -> Action:
    """The playout policy's next step in a declaration act: score the highest meld allowed
    (announcing it first), then exchange or show the seven, then draw.

    The same choice as taking the highest over every legal action (a test compares the two),
    without listing them: the candidate melds are tried highest first (ties in the listed
    order), and only until one may be announced, against the player's melds summed up once
    (:meth:`GameState.first_announceable`); with many melds on the table (the multi-pack
    games) checking each candidate against every meld already declared was most of a search's
    time.
    """
    v = st.variant
    p = st.to_act
    assert p is not None and st.step == STEP_DECLARE
    trump = st.trump
    pending = st.pending[p]
    if pending and st.scores_left():
        if st.act_announced and st.act_scored == 0:
            m = _first_scorable(st, p, [m for m in pending if m in st.act_announced])
            if m is not None:
                return Action(SCORE, meld=m)
        m = _first_scorable(st, p, pending)
        if m is not None:
            return Action(SCORE, meld=m)
    if st.act_scored == 0:
        m = st.first_announceable(p, _highest_first(
            v, trump, candidate_melds(v, st.concealed[p] + st.table[p], trump)))
        if m is not None:
            return Action(ANNOUNCE, meld=m)
    special = st.special_declare_action()
    if special is not None:
        return special
    if not st.may_end_act():
        raise RuntimeError("no declaration step for the playout policy")
    return Action(DONE)


def _highest_first(v: Variant, trump: int | None, melds: list[Meld]) -> list[Meld]:
    """``melds`` by value, highest first; a stable sort: among equal values the first listed,
    as max() over the list picks.  (Module functions, not closures: compiled, a closure and its
    scope hold each other, and the world state with them, until the garbage collector runs.)"""
    return sorted(melds, key=lambda m: -meld_value(v, m, trump))


def _first_scorable(st: GameState, p: int, melds: list[Meld]) -> Meld | None:
    """The highest of ``melds`` (claims kept to score) that ``p`` may score now."""
    for m in _highest_first(st.variant, st.trump, melds):
        if not st.score_reasons(p, m):
            return m
    return None


def keep_draws_fixed(st: GameState, action: Action, first: int | None) -> None:
    """Before ``action`` ends a declaration act (and the draws follow), order the top of the
    sampled stock so that player ``first`` takes the upper card of the pair whoever won.

    The stock order is hidden and every order is equally likely, so giving each player a fixed
    sequence of future cards in a sampled world changes nothing in distribution; it lets a search
    compare two actions under the same luck even when they change who wins the trick.
    """
    if first is None or action.kind != DONE or st.step != STEP_DECLARE:
        return
    n = st.variant.players
    if n == 2:
        if st.to_act != first:
            st.swap_next_draws()
        return
    # three or four: the draws go round from the trick's winner (the leader now); ``first``
    # takes the top card wherever he draws (a partner may have made the act)
    depth = (first - st.leader) % n
    if depth:
        st.swap_next_draws(depth)


def finish_declaration(st: GameState, first: int | None = None) -> None:
    """Finish the current declaration act with :func:`greedy_declaration`."""
    for _ in range(40):
        if st.step != STEP_DECLARE:
            return
        a = greedy_declaration(st)
        keep_draws_fixed(st, a, first)
        st.apply_fast(a)
    raise RuntimeError("declaration act did not finish")
