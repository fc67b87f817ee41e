# cython: annotation_typing=False
"""The playout policy's tables, per variant and per trump suit: what each card kind is worth
kept, its marriage partner, the bezique pairs, each meld type's points.  Made once and read by
the playouts (:mod:`.rollout`); compiled by Cython with them (``setup.py``), where the
tables for one trump suit are C arrays (``playout_tables.pxd``).
"""

from __future__ import annotations

try:
    import cython
except ImportError:  # run as Python without Cython installed
    from bezique_qt import _cython as cython

from bezique_qt.engine import Variant, kernel
from bezique_qt.engine.kernel import TYPE_ID
from bezique_qt.engine.melds import BEZIQUES, bezique_pair
from bezique_qt.engine.rules import cb_court

__all__ = ["REPEAT_MELDS_PACKS", "RolloutPolicy", "Tables"]

#: Whether this module runs compiled.
COMPILED: bool = cython.compiled

_SEVEN, _JACK, _QUEEN, _KING, _TEN, _ACE = 0, 3, 4, 5, 6, 7
QUARTET_CHAR = {_ACE: "A", _KING: "K", _QUEEN: "Q", _JACK: "J", _TEN: "T"}
"""The ranks that make quartets, by rank number, and their letters."""
_RANK_UNITS = (0.0, 0.05, 0.1, 0.2, 0.3, 0.4, 0.8, 1.0)
# From this many packs (Rubicon, six- and eight-pack) the policy keeps cards for another
# marriage or sequence after scoring one: with many copies of every card a player scores them
# again and again. As players of their own, the policy doing so beat the one that did not by
# about 1,100 a six-pack deal and 359 a Rubicon deal (see docs/ai.md).
REPEAT_MELDS_PACKS = 4


class RolloutPolicy:
    """Per-variant tables for the playout policy: card values in the variant's points, meld
    values, and a cache per trump suit."""

    def __init__(self, variant: Variant) -> None:
        v = variant
        self.v = v
        self.quartets = tuple(r for r, ch in QUARTET_CHAR.items() if v.quartet_value(ch))
        self.classic = v.reuse_rule == "classic"
        self.fresh = v.require_fresh_card
        self.court = cb_court(v)
        # one "unit" is a brisque, or a tenth of a common marriage where brisques do not score
        self.unit = float(v.brisque_points or max(1, v.common_marriage // 2))
        self.bpts = [float(v.brisque_points) if (k & 7) >= _TEN else 0.0 for k in range(32)]
        self.quartet_value = [0.0] * 8
        for r in self.quartets:
            self.quartet_value[r] = float(v.quartet_value(QUARTET_CHAR[r]))
        self.late = 2.0 * v.common_marriage
        self.seq_plain = float(v.plain_sequence)
        self.seq_trump = float(v.trump_sequence)
        self.bez_single = float(v.bezique_points[0])
        self.bez_double = float(v.bezique_points[1]) if v.max_bezique_multiple >= 2 else 0.0
        self.repeat_melds = v.packs >= REPEAT_MELDS_PACKS
        self.strict = v.reuse_rule == "rubicon_laws_strict"
        self.fixes_mode = v.trump_determination != "turn_up"
        self.plain_seq_pos = v.plain_sequence > 0
        self.max_bez = v.max_bezique_multiple
        self.trump_quartets = bool(v.trump_quartets)
        self.trump_quintets = bool(v.trump_quintets)
        # triple and higher beziques: type, copies of each card, points
        self.higher_bez = [(BEZIQUES[n - 1], n, float(v.bezique_points[n - 1]))
                           for n in range(3, min(v.max_bezique_multiple,
                                                 len(v.bezique_points)) + 1)]
        # the same as (type bit, copies of each card, points)
        self.higher_bits = [(1 << TYPE_ID[t], n, pts) for t, n, pts in self.higher_bez]
        self._tables: dict[int | None, tuple[list[float], list[int], list[float], list[int]]] = {}
        self._melds: dict[int | None, tuple[list[int], list[int], int]] = {}
        self._by_trump: dict[int | None, Tables] = {}

    def trump_tables(self, trump: int | None) -> Tables:
        """:meth:`tables` and :meth:`meld_tables` for one trump suit, as one :class:`Tables`
        (made once per suit)."""
        t = self._by_trump.get(trump)
        if t is None:
            t = self._by_trump[trump] = Tables(self, trump)
        return t

    def meld_tables(self, trump: int | None) -> tuple[list[int], list[int], int]:
        """Per trump suit: each meld type's points (:func:`meld_value`) by the suit of its
        first card, at ``TYPE_ID[type] * 4 + suit``; the bezique pairs (queen suit, jack suit)
        flat, and their number."""
        t = self._melds.get(trump)
        if t is not None:
            return t
        values = kernel.meld_points(self.v, trump)
        pairs = [0] * 8
        got = bezique_pair(self.v, trump)
        for i, (q, j) in enumerate(got):
            pairs[2 * i] = q
            pairs[2 * i + 1] = j
        t = (values, pairs, len(got))
        self._melds[trump] = t
        return t

    def tables(self, trump: int | None) -> tuple[list[float], list[int], list[float], list[int]]:
        """Per card kind: base keep value, marriage partner kind (or -1) and marriage value,
        bezique role (0 none, 1 queen, 2 jack)."""
        t = self._tables.get(trump)
        if t is not None:
            return t
        v = self.v
        u = self.unit
        base: list[float] = []
        partner: list[int] = []
        mval: list[float] = []
        bez: list[int] = [0] * 32
        for q, j in bezique_pair(v, trump):
            bez[q * 8 + _QUEEN] = 1
            bez[j * 8 + _JACK] = 2
        for k in range(32):
            s, r = k >> 3, k & 7
            x = _RANK_UNITS[r] * u
            if trump is not None and s == trump:
                x += (0.6 + 0.08 * r) * u
                if r == _SEVEN and v.dix_enabled and v.dix_scores_on == "when_played":
                    x = -float(v.dix_points)
            base.append(x)
            if r in (_KING, _QUEEN):
                partner.append(s * 8 + (_QUEEN if r == _KING else _KING))
                mval.append(float(v.royal_marriage if trump is None or s == trump
                                  else v.common_marriage))
            else:
                partner.append(-1)
                mval.append(0.0)
        t = (base, partner, mval, bez)
        self._tables[trump] = t
        return t


class Tables:
    """The playout policy's tables for one trump suit (C arrays when compiled): per card kind
    the keep value (``base``), the marriage partner's kind or -1 (``partner``) and the
    marriage's value (``mval``), the bezique role (``bez``: 1 the queen, 2 the jack; and those
    kinds, ``bez_queen`` / ``bez_jack``, or -1); each meld type's points by the suit of its first
    card (``mv``, :meth:`RolloutPolicy.meld_tables`); the bezique pairs flat (``pairs``) and
    their number."""

    __slots__ = ("base", "partner", "mval", "bez", "bez_queen", "bez_jack", "mv", "pairs",
                 "npairs")

    def __init__(self, pol: RolloutPolicy, trump: int | None) -> None:
        base, partner, mval, bez = pol.tables(trump)
        mv, pairs, npairs = pol.meld_tables(trump)
        self.base = base
        self.partner = partner
        self.mval = mval
        self.bez = bez
        self.bez_queen = next((k for k in range(32) if bez[k] == 1), -1)
        self.bez_jack = next((k for k in range(32) if bez[k] == 2), -1)
        self.mv = mv
        self.pairs = pairs
        self.npairs = npairs
