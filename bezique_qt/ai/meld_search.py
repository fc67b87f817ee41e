# cython: annotation_typing=False
"""The playout policy's declarations over the deal kernel: after a won trick, the most valuable
meld a seat may score now (one copy choice per meld type, the re-use rules of the kernel and a
caution of the policy's own, :func:`_consider`), or a claim kept to score.

A :class:`MeldSearch` belongs to one playout (:class:`~bezique_qt.ai.rollout._Playout` holds
one): it keeps the search's working space and the best meld found, which the playout scores and
keeps in hand while choosing its cards.  Compiled by Cython with the playouts (``setup.py``,
``meld_search.pxd``: C arrays and C functions).
"""

from __future__ import annotations

try:
    import cython
except ImportError:  # run as Python without Cython installed
    from bezique_qt import _cython as cython

from bezique_qt.engine import deal_melds
from bezique_qt.engine.kernel import MAXCARD, TYPE_ID, Deal
from bezique_qt.engine.melds import (
    BEZIQUE_1,
    MARRIAGE,
    MELD_CLASS,
    MELD_TYPES,
    SEQUENCE,
    quartet,
    trump_quartet,
    trump_quintet,
)

from .playout_tables import RolloutPolicy, Tables

__all__ = ["MeldSearch"]

#: Whether this module runs compiled.
COMPILED: bool = cython.compiled

_JACK, _QUEEN, _KING, _TEN, _ACE = 3, 4, 5, 6, 7
_QUARTET_CHAR = {_ACE: "A", _KING: "K", _QUEEN: "Q", _JACK: "J", _TEN: "T"}
_QUARTETS = {r: quartet(ch) for r, ch in _QUARTET_CHAR.items()}
# the meld types as numbers (kernel.TYPE_ID)
_T_MARRIAGE = TYPE_ID[MARRIAGE]
_T_SEQUENCE = TYPE_ID[SEQUENCE]
_T_BEZ1 = TYPE_ID[BEZIQUE_1]
_T_QUARTET = [TYPE_ID[_QUARTETS[r]] if r in _QUARTETS else 0 for r in range(8)]
_T_TRUMP_QUARTET = [TYPE_ID[trump_quartet(ch)] for ch in _QUARTET_CHAR.values()]
_T_TRUMP_QUINTET = [TYPE_ID[trump_quintet(ch)] for ch in _QUARTET_CHAR.values()]
_QUARTET_RANKS = list(_QUARTET_CHAR)
_MAXC = MAXCARD


def _class_masks() -> tuple[list[int], list[int]]:
    """Per meld type: the bits of the types of its class (itself too), and of those of its
    class and a higher order (:data:`~bezique_qt.engine.melds.MELD_CLASS`)."""
    same: list[int] = []
    higher: list[int] = []
    for t in MELD_TYPES:
        cls, order = MELD_CLASS[t]
        same.append(sum(1 << TYPE_ID[o] for o in MELD_TYPES if MELD_CLASS[o][0] == cls))
        higher.append(sum(1 << TYPE_ID[o] for o in MELD_TYPES
                          if MELD_CLASS[o][0] == cls and MELD_CLASS[o][1] > order))
    return same, higher


_CLS_MASK = _class_masks()[0]
_HIGHER_MASK = _class_masks()[1]
_CLS_A = _CLS_MASK[_T_MARRIAGE]
_CLS_B = _CLS_MASK[_T_BEZ1]
_CLS_C = _CLS_MASK[_T_QUARTET[_ACE]]


class MeldSearch:
    """The meld search of one playout: the trump suit's tables it reads, its working space (the
    hand by kind, a list of cards to sort and its keys, the meld considered) and the best meld
    found by :meth:`best` (``best_type``, a number of ``kernel.TYPE_ID``, or -1; ``best_cards``
    and ``best_n`` its cards; ``best_pend`` whether it is a claim kept to score)."""

    __slots__ = ("pol", "tb", "tcode", "nquart", "quart", "bk", "bk_n", "tmpc", "tmpk", "cand",
                 "best_type", "best_n", "best_cards", "best_value", "best_pend")

    def __init__(self, pol: RolloutPolicy) -> None:
        self.pol = pol
        self.tcode = -2  # the trump suit of the tables: -1 for none, -2 for no tables yet
        self.tb: Tables = pol.trump_tables(None)  # (replaced before use: see tcode)
        self.nquart = len(pol.quartets)  # the ranks of the quartets that score
        self.quart = list(pol.quartets) + [0] * (5 - len(pol.quartets))
        self.best_type = -1
        self.best_n = 0
        self.best_value = 0
        self.best_pend = False
        if not cython.compiled:  # compiled, C arrays start at zero
            # the hand by kind (8 copies a kind at most), a list of cards to sort and its keys,
            # the meld considered, the best meld found
            self.bk: list[int] = [0] * 256
            self.bk_n: list[int] = [0] * 32
            self.tmpc: list[int] = [0] * 32
            self.tmpk: list[int] = [0] * 32
            self.cand: list[int] = [0] * 10
            self.best_cards: list[int] = [0] * 10

    def use_trump(self, trump: int | None) -> None:
        """Read the tables of the trump suit ``trump`` (None: no trumps yet)."""
        self.tcode = -1 if trump is None else trump
        self.tb = self.pol.trump_tables(trump)

    def best(self, d: Deal, p: int) -> bool:
        """Find the most valuable meld seat ``p`` may score now into ``best_*``; False if
        none."""
        return _best_meld(self, d, p)

def _could_meld(ms: MeldSearch, cnt: list[int], o: int) -> bool:
    """Cheap test on kind counts (``cnt`` from ``o`` on): might the hand hold any meld at all
    (under the trump suit of ``ms``'s tables)?"""
    for s in range(0, 32, 8):
        if cnt[o + s + _KING] and cnt[o + s + _QUEEN]:
            return True
    for i in range(ms.tb.npairs):
        if (cnt[o + ms.tb.pairs[2 * i] * 8 + _QUEEN]
                and cnt[o + ms.tb.pairs[2 * i + 1] * 8 + _JACK]):
            return True
    pol = ms.pol
    for i in range(ms.nquart):
        r = ms.quart[i]
        if cnt[o + r] + cnt[o + 8 + r] + cnt[o + 16 + r] + cnt[o + 24 + r] >= 4:
            return True
    if ms.tcode >= 0 and (pol.trump_quartets or pol.trump_quintets):
        t8 = ms.tcode * 8
        for k in range(t8, t8 + 8):
            if cnt[o + k] >= 4:
                return True
    return False


def _fresh_first(ms: MeldSearch, d: Deal, at: int, m: int, cmask: int) -> None:
    """Sort the first ``m`` cards of ``ms.tmpc`` (stable) so that those in no meld of the class
    ``cmask`` (bits of its types) come first, then those not on the table: the copies a meld
    had best take."""
    for i in range(m):
        c = ms.tmpc[i]
        key = (2 if d.seen[at + c] & cmask else 0) + d.ontab[at + c]
        j = i
        while j > 0 and ms.tmpk[j - 1] > key:
            ms.tmpk[j] = ms.tmpk[j - 1]
            ms.tmpc[j] = ms.tmpc[j - 1]
            j -= 1
        ms.tmpk[j] = key
        ms.tmpc[j] = c


def _pick(ms: MeldSearch, d: Deal, at: int, kind: int, n: int, cmask: int, off: int) -> bool:
    """``n`` copies of card ``kind`` from the hand into ``ms.cand`` from ``off`` on, those in no
    meld of the class ``cmask`` and not on the table first (False: fewer held)."""
    nk = ms.bk_n[kind]
    if nk == 0 or nk < n:
        return False
    if nk > n:
        for i in range(nk):
            ms.tmpc[i] = ms.bk[kind * 8 + i]
        _fresh_first(ms, d, at, nk, cmask)
        for i in range(n):
            ms.cand[off + i] = ms.tmpc[i]
    else:
        for i in range(n):
            ms.cand[off + i] = ms.bk[kind * 8 + i]
    return True


def _seen_meld(d: Deal, p: int, tid: int, cards: tuple[int, ...]) -> bool:
    """Whether seat ``p`` declared the very meld of type number ``tid`` and ``cards`` in this
    deal (scored, pending or lapsed)."""
    mtype = MELD_TYPES[tid]
    for (t, cs) in d.scored[p]:
        if t == mtype and cs == cards:
            return True
    for m in d.pending[p]:
        if m.type == mtype and m.cards == cards:
            return True
    for m in d.lapsed[p]:
        if m.type == mtype and m.cards == cards:
            return True
    return False


def _consider(ms: MeldSearch, d: Deal, p: int, tid: int, n: int) -> bool:
    """Keep the meld of type number ``tid`` of the first ``n`` cards of ``ms.cand`` as the best
    (``ms.best_*``) if the re-use rules allow it and it is the best so far; True if allowed.

    The rules are :func:`kernel.reuse_codes` over every meld the seat declared in the deal
    (``d.seen``: the scored and pending melds, and also the claims that lapsed; with partners
    the partner's melds too, which count against the side), and
    :func:`deal_melds.act_ok` beside the melds announced earlier in the act, with the
    policy's caution under the Rubicon laws: no meld of a type repeated on table cards alone,
    even where a card played from the earlier meld makes it legal.  (Played as players of
    their own, lifting this changes the play of about half the Rubicon-family playouts; it
    stays until a match measures it.)  Having more melds to check never allows more, so the
    rules over these melds are the rules over the seat's own and the caution at once."""
    t = ms.tmpc  # the cards sorted
    for i in range(n):
        c = ms.cand[i]
        j = i
        while j > 0 and t[j - 1] > c:
            t[j] = t[j - 1]
            j -= 1
        t[j] = c
    at = p * _MAXC
    bit = 1 << tid
    higher = _HIGHER_MASK[tid]
    cmask = _CLS_MASK[tid]
    has_new = False
    same_type = False
    same_class = False
    for i in range(n):
        c = t[i]
        if not d.ontab[at + c]:
            has_new = True
        o = d.seen[at + c]
        if o & higher:
            return False
        if o & bit:
            if d.classic:
                return False
            same_type = True
        if o & cmask:
            same_class = True
    if same_type:
        if d.strict and not has_new:
            return False
        if _seen_meld(d, p, tid, tuple([t[i] for i in range(n)])):
            return False
    if same_class and d.fresh and not has_new:
        return False
    if d.act and not deal_melds.act_ok(d, p, MELD_TYPES[tid], tuple([t[i] for i in range(n)])):
        return False  # beside the melds announced earlier in this act (V2, F2)
    value = ms.tb.mv[tid * 4 + (t[0] >> 3 & 3)]
    if value > ms.best_value:
        ms.best_value = value
        ms.best_type = tid
        ms.best_n = n
        ms.best_pend = False
        for i in range(n):
            ms.best_cards[i] = t[i]
    return True


def _best_meld(ms: MeldSearch, d: Deal, p: int) -> bool:
    """The most valuable meld seat ``p`` may score now (one copy choice per meld type, the
    re-use rules of the kernel, :func:`_consider`), into ``ms.best_*``; False if none."""
    ms.best_type = -1
    ms.best_value = 0
    trump = d.trump
    if (-1 if trump is None else trump) != ms.tcode:
        ms.use_trump(trump)
    cnt = d.counts  # seat p's from o on
    o = p * 32
    pending = d.pending[p]
    if not pending and not _could_meld(ms, cnt, o):
        return False
    pol = ms.pol
    at = p * _MAXC
    hand = d.hands[p]
    bk_n = ms.bk_n
    bk = ms.bk
    for k in range(32):
        bk_n[k] = 0
    for c in hand:
        k = c & 31
        bk[k * 8 + bk_n[k]] = c
        bk_n[k] += 1
    tcode = ms.tcode
    fixes = pol.fixes_mode and tcode < 0
    for s in range(4):
        if bk_n[s * 8 + _KING] and bk_n[s * 8 + _QUEEN]:
            _pick(ms, d, at, s * 8 + _KING, 1, _CLS_A, 0)
            _pick(ms, d, at, s * 8 + _QUEEN, 1, _CLS_A, 1)
            _consider(ms, d, p, _T_MARRIAGE, 2)
            if s == tcode or fixes or pol.plain_seq_pos:
                if (_pick(ms, d, at, s * 8 + _ACE, 1, _CLS_A, 0)
                        and _pick(ms, d, at, s * 8 + _TEN, 1, _CLS_A, 1)
                        and _pick(ms, d, at, s * 8 + _KING, 1, _CLS_A, 2)
                        and _pick(ms, d, at, s * 8 + _QUEEN, 1, _CLS_A, 3)
                        and _pick(ms, d, at, s * 8 + _JACK, 1, _CLS_A, 4)):
                    _consider(ms, d, p, _T_SEQUENCE, 5)
    for i in range(ms.tb.npairs):
        qk = ms.tb.pairs[2 * i] * 8 + _QUEEN
        jk = ms.tb.pairs[2 * i + 1] * 8 + _JACK
        top = min(bk_n[qk], bk_n[jk], pol.max_bez)
        for n in range(top, 0, -1):
            _pick(ms, d, at, qk, n, _CLS_B, 0)
            _pick(ms, d, at, jk, n, _CLS_B, n)
            if _consider(ms, d, p, _T_BEZ1 + n - 1, 2 * n):
                break  # the biggest bezique allowed is worth the most
    for i in range(ms.nquart):
        r = ms.quart[i]
        if cnt[o + r] + cnt[o + 8 + r] + cnt[o + 16 + r] + cnt[o + 24 + r] < 4:
            continue
        m = 0
        for s in range(4):
            k = s * 8 + r
            for i in range(bk_n[k]):
                ms.tmpc[m] = ms.bk[k * 8 + i]
                m += 1
        _fresh_first(ms, d, at, m, _CLS_C)
        for i in range(4):
            ms.cand[i] = ms.tmpc[i]
        _consider(ms, d, p, _T_QUARTET[r], 4)
    if tcode >= 0 and (pol.trump_quartets or pol.trump_quintets):
        for i in range(5):
            k = tcode * 8 + _QUARTET_RANKS[i]
            if pol.trump_quartets and bk_n[k] >= 4:
                for j in range(4):
                    ms.cand[j] = ms.bk[k * 8 + j]
                _consider(ms, d, p, _T_TRUMP_QUARTET[i], 4)
            if pol.trump_quintets and bk_n[k] >= 5:
                for j in range(5):
                    ms.cand[j] = ms.bk[k * 8 + j]
                _consider(ms, d, p, _T_TRUMP_QUINTET[i], 5)
    for m_ in pending:
        tid = TYPE_ID[m_.type]
        cards = m_.cards
        value = ms.tb.mv[tid * 4 + (cards[0] >> 3 & 3)]
        if (value > ms.best_value and deal_melds.pending_ok(d, p, m_)
                and not _superior_claim(d, at, tid, cards)):
            ms.best_value = value
            ms.best_type = tid
            ms.best_n = len(cards)
            ms.best_pend = True
            for i in range(len(cards)):
                ms.best_cards[i] = cards[i]
    return ms.best_type >= 0


def _superior_claim(d: Deal, at: int, tid: int, cards: tuple[int, ...]) -> bool:
    """Whether a card of the claim of type number ``tid`` is in a higher meld of its class the
    seat declared in the deal (scored, pending or lapsed): the policy then leaves the claim
    unscored."""
    higher = _HIGHER_MASK[tid]
    for c in cards:
        if d.seen[at + c] & higher:
            return True
    return False
