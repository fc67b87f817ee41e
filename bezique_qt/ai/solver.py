"""Exact play of the last tricks: alpha-beta with a transposition table.

Once the stock is gone every card is accounted for, so each player knows the other's hand
(:meth:`Observation.opponent_hand_if_known`) and the last tricks are a game of perfect
information.  What is left to win is the brisques (where they count) and the last-trick bonus;
sevens of trumps score nothing now (SPEC §1.4, §1.5).

Hands are sorted tuples of card *kinds* (``card & 31``): identical copies are interchangeable
here, which merges equal positions in the table.  Values are points for the player to move, from
now to the end of the deal.

The same search is compiled in ``_fastplay`` (an optional extension): it follows the Python
methods here step for step, with the same move order, table and node count, so a solve gives
the same value and runs out of its node budget at the same node either way; only faster.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Sequence
from typing import Any

from bezique_qt.engine import Variant
from bezique_qt.engine.cards import TEN
from bezique_qt.engine.rules import trick_rules

_fastplay: Any
try:  # the same search compiled (see _fastplay.c)
    _fastplay = importlib.import_module(f"{__package__}._fastplay")
except ImportError:  # pragma: no cover - a machine without a C compiler
    _fastplay = None

__all__ = ["USE_COMPILED", "EndgameSolver", "SolverBudgetExceeded", "brisque_weight"]

#: Solve with the compiled search (unless BEZIQUE_QT_PURE_PYTHON is set, or it was not built).
USE_COMPILED = (_fastplay is not None and hasattr(_fastplay, "make_solver")
                and os.environ.get("BEZIQUE_QT_PURE_PYTHON", "") in ("", "0"))
# the compiled search's largest hand
_COMPILED_MAX_HAND = 15

_EXACT, _LOWER, _UPPER = 0, 1, 2
_INF = 1 << 40


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


class EndgameSolver:
    """Solves last-trick positions of one deal (one trump suit, one set of rules)."""

    def __init__(self, variant: Variant, trump: int | None, *, max_nodes: int = 2_000_000,
                 brisque_points: int | None = None, compiled: bool | None = None) -> None:
        self.variant = variant
        self.trump = trump
        self.max_nodes = max_nodes
        self._nodes = 0
        self.table: dict[tuple, tuple[int, int]] = {}
        self.must_head = variant.phase2_must_head
        self.must_trump = variant.phase2_must_trump
        ten_low = variant.phase2_ten_ranks_low
        self.last_bonus = variant.last_trick_bonus if (
            variant.last_trick_bonus_trick == "final") else 0
        bw = brisque_weight(variant) if brisque_points is None else brisque_points
        self.points = [bw if (k & 7) >= TEN else 0 for k in range(32)]
        self.rules = trick_rules(trump, phase2=True, ten_low=ten_low,
                                 must_head=self.must_head, must_trump=self.must_trump)
        # beats[lead][follow]: does the second card win the trick?
        self.beats = self.rules.table
        # move ordering strength: trumps first, then rank (ten below king when ten_low)
        def strength(k: int) -> int:
            r = k & 7
            rr = r if not ten_low else (2.5 if r == TEN else r)
            return int(rr * 2) + (100 if trump is not None and (k >> 3) & 3 == trump else 0)
        self.strength = [strength(k) for k in range(32)]
        self._c: Any = None
        if USE_COMPILED if compiled is None else compiled:
            if _fastplay is None:
                raise RuntimeError("the compiled solver is not built")
            self._c = _fastplay.make_solver(
                self.points, bytes(int(b) for row in self.beats for b in row), self.strength,
                self.last_bonus, self.must_head, self.must_trump,
                -1 if trump is None else trump, max_nodes)

    @property
    def compiled(self) -> bool:
        """Whether this solver searches with the compiled code."""
        return self._c is not None

    @property
    def nodes(self) -> int:
        """Positions searched since the count was last set (the node budget counts these)."""
        if self._c is not None:
            return int(_fastplay.solver_nodes(self._c))
        return self._nodes

    @nodes.setter
    def nodes(self, n: int) -> None:
        if self._c is not None:
            _fastplay.solver_nodes(self._c, n)
        self._nodes = n

    def clear(self) -> None:
        """Forget the positions solved so far."""
        if self._c is not None:
            _fastplay.solver_clear(self._c)
        self.table.clear()

    # ------------------------------------------------------------------ public
    def value(self, mover: Sequence[int], other: Sequence[int], lead: int | None = None) -> int:
        """Points the player to move gains over the other from here to the end, with best play.

        ``mover`` and ``other`` are the two hands (cards or kinds); ``lead`` is the card already
        led to this trick, in which case the player to move follows.
        """
        hm = tuple(sorted(c & 31 for c in mover))
        ho = tuple(sorted(c & 31 for c in other))
        if lead is None:
            return self._lead(hm, ho, -_INF, _INF)
        return self._follow(hm, ho, lead & 31, -_INF, _INF)

    def best_moves(self, mover: Sequence[int], other: Sequence[int], lead: int | None = None
                   ) -> list[tuple[int, int]]:
        """Every distinct card kind the player to move may play, with its exact value, best
        first."""
        hm = tuple(sorted(c & 31 for c in mover))
        ho = tuple(sorted(c & 31 for c in other))
        out: list[tuple[int, int]] = []
        if lead is None:
            for k in self._unique(hm):
                hm2 = _remove(hm, k)
                out.append((k, -self._follow(ho, hm2, k, -_INF, _INF)))
        else:
            lk = lead & 31
            for k in self._follow_options(hm, lk):
                out.append((k, self._after_follow(hm, ho, lk, k, -_INF, _INF)))
        out.sort(key=lambda kv: -kv[1])
        return out

    # ------------------------------------------------------------------ search
    def _compiled_for(self, *hands: tuple[int, ...]) -> bool:
        return self._c is not None and all(len(h) <= _COMPILED_MAX_HAND for h in hands)

    def _run(self, what: int, h1: tuple[int, ...], h2: tuple[int, ...], lead: int, k: int,
             alpha: int, beta: int) -> int:
        v = _fastplay.solve(self._c, what, h1, h2, lead, k, alpha, beta)
        if v is None:
            raise SolverBudgetExceeded
        return int(v)

    def _lead(self, hm: tuple[int, ...], ho: tuple[int, ...], alpha: int, beta: int) -> int:
        if self._compiled_for(hm, ho):
            return self._run(0, hm, ho, 0, 0, alpha, beta)
        return self._py_lead(hm, ho, alpha, beta)

    def _follow(self, hf: tuple[int, ...], hl: tuple[int, ...], lead: int, alpha: int,
                beta: int) -> int:
        if self._compiled_for(hf, hl):
            return self._run(1, hf, hl, lead, 0, alpha, beta)
        return self._py_follow(hf, hl, lead, alpha, beta)

    def _after_follow(self, hf: tuple[int, ...], hl: tuple[int, ...], lead: int, k: int,
                      alpha: int, beta: int) -> int:
        if self._compiled_for(hf, hl):
            return self._run(2, hf, hl, lead, k, alpha, beta)
        return self._py_after_follow(hf, hl, lead, k, alpha, beta)

    # the search in Python (the reference the compiled one follows)
    @staticmethod
    def _unique(hand: tuple[int, ...]) -> list[int]:
        return list(dict.fromkeys(hand))

    def _follow_options(self, hand: tuple[int, ...], lead: int) -> list[int]:
        return self.rules.follow_options(list(dict.fromkeys(hand)), (lead,))

    def _count(self) -> None:
        self._nodes += 1
        if self._nodes > self.max_nodes:
            raise SolverBudgetExceeded

    def _py_lead(self, hm: tuple[int, ...], ho: tuple[int, ...], alpha: int, beta: int) -> int:
        key = (hm, ho)
        entry = self.table.get(key)
        if entry is not None:
            v, flag = entry
            if flag == _EXACT:
                return v
            if flag == _LOWER:
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            elif v <= alpha:
                return v
            else:
                beta = min(beta, v)
        self._count()
        a0 = alpha
        best = -_INF
        strength = self.strength
        moves = sorted(self._unique(hm), key=lambda k: -strength[k])
        for k in moves:
            v = -self._py_follow(ho, _remove(hm, k), k, -beta, -alpha)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        flag = _UPPER if best <= a0 else _LOWER if best >= beta else _EXACT
        self.table[key] = (best, flag)
        return best

    def _py_follow(self, hf: tuple[int, ...], hl: tuple[int, ...], lead: int, alpha: int,
                   beta: int) -> int:
        key = (hf, hl, lead)
        entry = self.table.get(key)
        if entry is not None:
            v, flag = entry
            if flag == _EXACT:
                return v
            if flag == _LOWER:
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            elif v <= alpha:
                return v
            else:
                beta = min(beta, v)
        self._count()
        a0 = alpha
        best = -_INF
        beats = self.beats[lead]
        strength = self.strength
        options = self._follow_options(hf, lead)
        # winning cards first, cheapest first; then the cheapest losing cards
        options.sort(key=lambda k: (0 if beats[k] else 1, strength[k]))
        for k in options:
            v = self._py_after_follow(hf, hl, lead, k, alpha, beta)
            if v > best:
                best = v
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        break
        flag = _UPPER if best <= a0 else _LOWER if best >= beta else _EXACT
        self.table[key] = (best, flag)
        return best

    def _py_after_follow(self, hf: tuple[int, ...], hl: tuple[int, ...], lead: int, k: int,
                         alpha: int, beta: int) -> int:
        """Value for the follower of playing ``k`` to ``lead``."""
        hf2 = _remove(hf, k)
        pts = self.points[lead] + self.points[k]
        if not hf2:
            pts += self.last_bonus
            return pts if self.beats[lead][k] else -pts
        if self.beats[lead][k]:
            return pts + self._py_lead(hf2, hl, alpha - pts, beta - pts)
        return -(pts + self._py_lead(hl, hf2, -beta - pts, -alpha - pts))


def _remove(hand: tuple[int, ...], k: int) -> tuple[int, ...]:
    i = hand.index(k)
    return hand[:i] + hand[i + 1:]
