"""Exact play of the last tricks: alpha-beta with a transposition table.

Once the stock is gone every card is accounted for, so each player knows the other's hand
(:meth:`Observation.opponent_hand_if_known`) and the last tricks are a game of perfect
information.  What is left to win is the brisques (where they count) and the last-trick bonus;
sevens of trumps score nothing now (SPEC §1.4, §1.5).

Only card *kinds* (``card & 31``) matter: identical copies are interchangeable here, which merges
equal positions in the table.  A hand is a count per kind, four bits a kind in two words (kinds
0–15, 16–31), with the set of kinds held as a 32-bit mask.  Values are points for the player to
move, from now to the end of the deal.

This module is written in Cython's pure-Python mode (see ``setup.py``): where a C compiler was
present at install it runs compiled, otherwise as the Python it is; the same code either way, so
the same values, the same node count and the same node at which a solve runs out of its budget
(tests/ai/test_solver_compiled.py).  The one place the two differ is how the transposition
table stores its entries (a dict as Python, flat arrays compiled: a dict's key would be the only
Python object the compiled search makes); both hold one entry a position, so they hold the same.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

try:
    import cython
except ImportError:  # run as Python without Cython installed
    from bezique_qt import _cython as cython

from bezique_qt.engine import Variant
from bezique_qt.engine import rules as _rules
from bezique_qt.engine.cards import TEN
from bezique_qt.engine.rules import TrickRules, trick_rules

__all__ = ["COMPILED", "EndgameSolver", "SolverBudgetExceeded", "brisque_weight"]

#: Whether this module runs compiled.
COMPILED: bool = cython.compiled

_EXACT = cython.declare(cython.longlong, 0)
_LOWER = cython.declare(cython.longlong, 1)
_UPPER = cython.declare(cython.longlong, 2)
_INF = cython.declare(cython.longlong, 1 << 40)
# the compiled table's hash (odd 64-bit multipliers) and its first size
_H1 = cython.declare(cython.ulonglong, 0x9E3779B97F4A7C15)
_H2 = cython.declare(cython.ulonglong, 0xC2B2AE3D27D4EB4F)
_H3 = cython.declare(cython.ulonglong, 0x165667B19E3779F9)
_H4 = cython.declare(cython.ulonglong, 0xD6E8FEB86659FD93)
_FIRST_SIZE = cython.declare(cython.Py_ssize_t, 1 << 10)


class SolverBudgetExceeded(Exception):
    """The search met its node limit before proving a value."""


def brisque_weight(variant: Variant) -> int:
    """Points one brisque won is worth in the deal's result.

    In the Rubicon family brisques only break ties and save rubicons (SPEC §4.7); they are
    counted at their face value so the solver still prefers to win them.
    """
    if variant.brisques_counted == "none":
        return 0
    if variant.brisques_counted == "tiebreak_and_rubicon_only":
        return variant.brisque_points or 10
    return variant.brisque_points


@cython.cfunc
@cython.inline
@cython.exceptval(check=False)
def _count(w: cython.ulonglong, k: cython.int) -> cython.int:
    """How many cards of kind ``k`` a hand's word ``w`` (its half holding ``k``) holds."""
    return cython.cast(cython.int, (w >> (4 * (k & 15))) & 15)


@cython.final
@cython.cclass
class _Search:
    """The search itself, in C types where it runs compiled.

    ``lead``, ``follow`` and ``after_follow`` take both hands as (low word, high word, mask).
    """

    nodes = cython.declare(cython.longlong)
    max_nodes = cython.declare(cython.longlong)
    last_bonus = cython.declare(cython.longlong)
    # the last tricks' rules: the duties of a follower (TrickRules.follow_mask)
    rules = cython.declare(_rules.TrickRules)
    # points of each kind; the kinds each kind led loses to (a mask a lead); the kinds in the
    # order a lead tries them; the same for each card led (32 a lead), in the order a follower
    # tries them
    points = cython.declare(cython.longlong[::1])
    beaten_by = cython.declare(cython.ulonglong[::1])
    lead_order = cython.declare(cython.int[::1])
    follow_order = cython.declare(cython.int[::1])
    # the transposition table: one entry a position (both hands and the card led, -1 at a
    # lead), overwritten, never evicted, kept until cleared; its value is best * 4 + flag.  As
    # Python, a dict; compiled, the same in flat arrays: open addressing, five keys an entry
    # (the last the card led + 2, 0 in a free slot), its value in ``vals``
    table = cython.declare(dict)
    keys = cython.declare(cython.ulonglong[::1])
    vals = cython.declare(cython.longlong[::1])
    size = cython.declare(cython.Py_ssize_t)
    used = cython.declare(cython.Py_ssize_t)

    def __init__(self, points: list[int], tables: _Tables, last_bonus: int,
                 max_nodes: int) -> None:
        self.nodes = 0
        self.max_nodes = max_nodes
        self.last_bonus = last_bonus
        self.rules = tables.rules
        self.points = array("q", points)
        self.beaten_by = tables.beaten_by
        self.lead_order = tables.lead_order
        self.follow_order = tables.follow_order
        self.table = {}
        self._empty(0)

    def _empty(self, size: int) -> None:
        self.size = size
        self.used = 0
        self.keys = array("Q", bytes(8 * 5 * size))
        self.vals = array("q", bytes(8 * size))

    # --------------------------------------------------------------- for EndgameSolver
    def get_nodes(self) -> int:
        return self.nodes

    def set_nodes(self, n: int) -> None:
        self.nodes = n

    def set_max_nodes(self, n: int) -> None:
        self.max_nodes = n

    def clear(self) -> None:
        self.table.clear()
        self._empty(0)

    def follow_mask(self, m: int, lead: int) -> int:
        """The kinds a follower holding the kinds ``m`` may play to ``lead``."""
        return self._options(m, lead)

    def lead(self, a: tuple[int, int, int], b: tuple[int, int, int], alpha: int,
             beta: int) -> int:
        return self._lead(a[0], a[1], a[2], b[0], b[1], b[2], alpha, beta)

    def follow(self, a: tuple[int, int, int], b: tuple[int, int, int], lead: int, alpha: int,
               beta: int) -> int:
        return self._follow(a[0], a[1], a[2], b[0], b[1], b[2], lead, alpha, beta)

    def after_follow(self, a: tuple[int, int, int], b: tuple[int, int, int], lead: int, k: int,
                     alpha: int, beta: int) -> int:
        return self._after_follow(a[0], a[1], a[2], b[0], b[1], b[2], lead, k, alpha, beta)

    # --------------------------------------------------------------- the search
    @cython.cfunc
    @cython.inline
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.initializedcheck(False)
    @cython.exceptval(check=False)
    @cython.locals(keys=cython.ulonglong[::1])
    def _slot(self, alo: cython.ulonglong, ahi: cython.ulonglong, blo: cython.ulonglong,
              bhi: cython.ulonglong, tag: cython.ulonglong) -> cython.Py_ssize_t:
        """The compiled table's slot of a position: its entry's, or the free one it would take."""
        h: cython.ulonglong = (alo * _H1) ^ (ahi * _H2) ^ (blo * _H3) ^ (bhi * _H4) ^ tag
        h ^= h >> 29
        h *= _H1
        h ^= h >> 32
        mask: cython.Py_ssize_t = self.size - 1
        i: cython.Py_ssize_t = cython.cast(cython.Py_ssize_t, h) & mask
        j: cython.Py_ssize_t
        keys = self.keys
        while True:
            j = 5 * i
            if keys[j + 4] == 0 or (keys[j + 4] == tag and keys[j] == alo and keys[j + 1] == ahi
                                    and keys[j + 2] == blo and keys[j + 3] == bhi):
                return i
            i = (i + 1) & mask

    @cython.cfunc
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.initializedcheck(False)
    @cython.locals(keys=cython.ulonglong[::1], old_keys=cython.ulonglong[::1],
                   old_vals=cython.longlong[::1])
    def _grow(self) -> cython.void:
        old_keys = self.keys
        old_vals = self.vals
        old_size: cython.Py_ssize_t = self.size
        self._empty(old_size * 2 if old_size else _FIRST_SIZE)
        i: cython.Py_ssize_t
        j: cython.Py_ssize_t
        k: cython.Py_ssize_t
        keys = self.keys
        for i in range(old_size):
            if old_keys[5 * i + 4] != 0:
                j = self._slot(old_keys[5 * i], old_keys[5 * i + 1], old_keys[5 * i + 2],
                               old_keys[5 * i + 3], old_keys[5 * i + 4])
                for k in range(5):
                    keys[5 * j + k] = old_keys[5 * i + k]
                self.vals[j] = old_vals[i]
                self.used += 1

    @cython.cfunc
    @cython.inline
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.initializedcheck(False)
    def _probe(self, alo: cython.ulonglong, ahi: cython.ulonglong, blo: cython.ulonglong,
               bhi: cython.ulonglong, lead: cython.int, alpha: cython.longlong,
               beta: cython.longlong) -> tuple[cython.longlong, cython.longlong, cython.bint]:
        """The table's bounds on a position applied to (alpha, beta); whether they decide its
        value (then in alpha)."""
        e: cython.longlong
        i: cython.Py_ssize_t
        if cython.compiled:
            if self.size == 0:
                return alpha, beta, False
            i = self._slot(alo, ahi, blo, bhi, lead + 2)
            if self.keys[5 * i + 4] == 0:
                return alpha, beta, False
            e = self.vals[i]
        else:
            got = self.table.get((alo, ahi, blo, bhi, lead))
            if got is None:
                return alpha, beta, False
            e = got
        flag: cython.longlong = e & 3
        v: cython.longlong = e >> 2
        if flag == _EXACT:
            return v, beta, True
        if flag == _LOWER:
            if v >= beta:
                return v, beta, True
            if v > alpha:
                alpha = v
        elif v <= alpha:
            return v, beta, True
        elif v < beta:
            beta = v
        return alpha, beta, False

    @cython.cfunc
    @cython.inline
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.initializedcheck(False)
    def _store(self, alo: cython.ulonglong, ahi: cython.ulonglong, blo: cython.ulonglong,
               bhi: cython.ulonglong, lead: cython.int, best: cython.longlong,
               a0: cython.longlong, beta: cython.longlong) -> cython.void:
        flag: cython.longlong = _UPPER if best <= a0 else _LOWER if best >= beta else _EXACT
        i: cython.Py_ssize_t
        if cython.compiled:
            if 2 * (self.used + 1) > self.size:
                self._grow()
            i = self._slot(alo, ahi, blo, bhi, lead + 2)
            if self.keys[5 * i + 4] == 0:
                self.keys[5 * i] = alo
                self.keys[5 * i + 1] = ahi
                self.keys[5 * i + 2] = blo
                self.keys[5 * i + 3] = bhi
                self.keys[5 * i + 4] = lead + 2
                self.used += 1
            self.vals[i] = best * 4 + flag
        else:
            self.table[(alo, ahi, blo, bhi, lead)] = best * 4 + flag

    @cython.cfunc
    @cython.inline
    def _counted(self) -> cython.int:
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise SolverBudgetExceeded
        return 0

    @cython.cfunc
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.initializedcheck(False)
    def _lead(self, alo: cython.ulonglong, ahi: cython.ulonglong, am: cython.ulonglong,
              blo: cython.ulonglong, bhi: cython.ulonglong, bm: cython.ulonglong,
              alpha: cython.longlong, beta: cython.longlong) -> cython.longlong:
        decided: cython.bint
        alpha, beta, decided = self._probe(alo, ahi, blo, bhi, -1, alpha, beta)
        if decided:
            return alpha
        self._counted()
        a0: cython.longlong = alpha
        best: cython.longlong = -_INF
        v: cython.longlong
        one: cython.ulonglong = 1
        rest: cython.ulonglong = am
        lo: cython.ulonglong
        hi: cython.ulonglong
        m: cython.ulonglong
        i: cython.int
        k: cython.int
        for i in range(32):
            k = self.lead_order[i]
            if not (rest >> k) & 1:
                continue
            rest ^= one << k
            # the leader's hand without k
            lo, hi, m = alo, ahi, am
            if k < 16:
                lo -= one << (4 * k)
                if _count(lo, k) == 0:
                    m ^= one << k
            else:
                hi -= one << (4 * (k - 16))
                if _count(hi, k) == 0:
                    m ^= one << k
            v = -self._follow(blo, bhi, bm, lo, hi, m, k, -beta, -alpha)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
            if not rest:
                break
        self._store(alo, ahi, blo, bhi, -1, best, a0, beta)
        return best

    @cython.cfunc
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.initializedcheck(False)
    def _options(self, m: cython.ulonglong, lead: cython.int) -> cython.ulonglong:
        """The kinds of ``m`` a follower may play to ``lead`` (:meth:`TrickRules.follow_mask`)."""
        return self.rules.follow_mask(cython.cast(cython.uint, m), lead >> 3, lead)

    @cython.cfunc
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.initializedcheck(False)
    def _follow(self, alo: cython.ulonglong, ahi: cython.ulonglong, am: cython.ulonglong,
                blo: cython.ulonglong, bhi: cython.ulonglong, bm: cython.ulonglong,
                lead: cython.int, alpha: cython.longlong, beta: cython.longlong
                ) -> cython.longlong:
        decided: cython.bint
        alpha, beta, decided = self._probe(alo, ahi, blo, bhi, lead, alpha, beta)
        if decided:
            return alpha
        self._counted()
        a0: cython.longlong = alpha
        best: cython.longlong = -_INF
        v: cython.longlong
        one: cython.ulonglong = 1
        rest: cython.ulonglong = self._options(am, lead)
        i: cython.int
        k: cython.int
        base: cython.int = 32 * lead
        for i in range(32):
            k = self.follow_order[base + i]
            if not (rest >> k) & 1:
                continue
            rest ^= one << k
            v = self._after_follow(alo, ahi, am, blo, bhi, bm, lead, k, alpha, beta)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
            if not rest:
                break
        self._store(alo, ahi, blo, bhi, lead, best, a0, beta)
        return best

    @cython.cfunc
    @cython.boundscheck(False)
    @cython.wraparound(False)
    @cython.initializedcheck(False)
    def _after_follow(self, alo: cython.ulonglong, ahi: cython.ulonglong, am: cython.ulonglong,
                      blo: cython.ulonglong, bhi: cython.ulonglong, bm: cython.ulonglong,
                      lead: cython.int, k: cython.int, alpha: cython.longlong,
                      beta: cython.longlong) -> cython.longlong:
        """Value for the follower (hand ``a``) of playing ``k`` to ``lead``."""
        one: cython.ulonglong = 1
        if k < 16:
            alo -= one << (4 * k)
            if _count(alo, k) == 0:
                am ^= one << k
        else:
            ahi -= one << (4 * (k - 16))
            if _count(ahi, k) == 0:
                am ^= one << k
        pts: cython.longlong = self.points[lead] + self.points[k]
        wins: cython.bint = (self.beaten_by[lead] >> k) & 1
        if not am:
            pts += self.last_bonus
            return pts if wins else -pts
        if wins:
            return pts + self._lead(alo, ahi, am, blo, bhi, bm, alpha - pts, beta - pts)
        return -(pts + self._lead(blo, bhi, bm, alo, ahi, am, -beta - pts, -alpha - pts))


def _hand(cards: Sequence[int]) -> tuple[int, int, int]:
    """A hand as the search takes it: (counts of kinds 0-15, of kinds 16-31, kinds held)."""
    lo = hi = m = 0
    for c in cards:
        k = c & 31
        if k < 16:
            lo += 1 << (4 * k)
        else:
            hi += 1 << (4 * (k - 16))
        m |= 1 << k
    return lo, hi, m


def _without(hand: tuple[int, int, int], k: int) -> tuple[int, int, int]:
    lo, hi, m = hand
    if k < 16:
        lo -= 1 << (4 * k)
        left = (lo >> (4 * k)) & 15
    else:
        hi -= 1 << (4 * (k - 16))
        left = (hi >> (4 * (k - 16))) & 15
    return lo, hi, m if left else m & ~(1 << k)


class _Tables(NamedTuple):
    """What the search needs of a set of last-trick rules, shared by the solvers that use them."""

    rules: TrickRules
    # move ordering strength: trumps first, then rank (ten below king when ten_low)
    strength: tuple[int, ...]
    # the kinds that beat each kind led (a 32-bit mask a lead)
    beaten_by: array
    # a stable sort of the kinds: strongest first; and for each kind led (32 a lead), winning
    # cards first, cheapest first, then the cheapest losing cards
    lead_order: array
    follow_order: array


@lru_cache(maxsize=64)
def _tables(trump: int | None, ten_low: bool, must_head: bool, must_trump: bool) -> _Tables:
    rules = trick_rules(trump, phase2=True, ten_low=ten_low, must_head=must_head,
                        must_trump=must_trump)
    beats = rules.table

    def strength_of(k: int) -> int:
        r = k & 7
        rr = r if not ten_low else (2.5 if r == TEN else r)
        return int(rr * 2) + (100 if trump is not None and (k >> 3) & 3 == trump else 0)

    strength = tuple(strength_of(k) for k in range(32))
    return _Tables(
        rules, strength,
        array("Q", [sum(1 << k for k in range(32) if beats[lead][k]) for lead in range(32)]),
        array("i", sorted(range(32), key=lambda k: -strength[k])),
        array("i", [k for lead in range(32)
                    for k in sorted(range(32),
                                    key=lambda k: (0 if beats[lead][k] else 1, strength[k]))]))


class EndgameSolver:
    """Solves last-trick positions of one deal (one trump suit, one set of rules).

    The table of positions solved is kept from one solve to the next (until :meth:`clear`).
    """

    def __init__(self, variant: Variant, trump: int | None, *, max_nodes: int = 2_000_000,
                 brisque_points: int | None = None) -> None:
        self.variant = variant
        self.trump = trump
        self.must_head = variant.phase2_must_head
        self.must_trump = variant.phase2_must_trump
        ten_low = variant.phase2_ten_ranks_low
        self.last_bonus = variant.last_trick_bonus if (
            variant.last_trick_bonus_trick == "final") else 0
        bw = brisque_weight(variant) if brisque_points is None else brisque_points
        self.points = [bw if (k & 7) >= TEN else 0 for k in range(32)]
        t = _tables(trump, ten_low, self.must_head, self.must_trump)
        self.rules = t.rules
        # beats[lead][follow]: does the second card win the trick?
        self.beats = self.rules.table
        self.strength = t.strength
        self._max_nodes = max_nodes
        self._search = _Search(self.points, t, self.last_bonus, max_nodes)

    @property
    def compiled(self) -> bool:
        """Whether this solver searches with compiled code."""
        return COMPILED

    @property
    def max_nodes(self) -> int:
        """The node budget of a solve: past it, :class:`SolverBudgetExceeded`."""
        return self._max_nodes

    @max_nodes.setter
    def max_nodes(self, n: int) -> None:
        self._max_nodes = n
        self._search.set_max_nodes(n)

    @property
    def nodes(self) -> int:
        """Positions searched since the count was last set (the node budget counts these)."""
        return int(self._search.get_nodes())

    @nodes.setter
    def nodes(self, n: int) -> None:
        self._search.set_nodes(n)

    def clear(self) -> None:
        """Forget the positions solved so far."""
        self._search.clear()

    # ------------------------------------------------------------------ public
    def value(self, mover: Sequence[int], other: Sequence[int], lead: int | None = None) -> int:
        """Points the player to move gains over the other from here to the end, with best play.

        ``mover`` and ``other`` are the two hands (cards or kinds); ``lead`` is the card already
        led to this trick, in which case the player to move follows.
        """
        hm, ho = _hand(mover), _hand(other)
        if lead is None:
            return int(self._search.lead(hm, ho, -_INF, _INF))
        return int(self._search.follow(hm, ho, lead & 31, -_INF, _INF))

    def best_moves(self, mover: Sequence[int], other: Sequence[int], lead: int | None = None
                   ) -> list[tuple[int, int]]:
        """Every distinct card kind the player to move may play, with its exact value, best
        first."""
        hm, ho = _hand(mover), _hand(other)
        out: list[tuple[int, int]] = []
        if lead is None:
            for k in range(32):
                if (hm[2] >> k) & 1:
                    v = self._search.follow(ho, _without(hm, k), k, -_INF, _INF)
                    out.append((k, -int(v)))
        else:
            lk = lead & 31
            options = self._search.follow_mask(hm[2], lk)
            for k in range(32):
                if (options >> k) & 1:
                    v = self._search.after_follow(hm, ho, lk, k, -_INF, _INF)
                    out.append((k, int(v)))
        out.sort(key=lambda kv: -kv[1])
        return out
