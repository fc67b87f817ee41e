# cython: annotation_typing=False
"""A meld in the kernel's deal (:class:`~.kernel.Deal`): whether a seat may announce it or score
a claim kept "to score" (:func:`announce_ok`, :func:`act_ok`, :func:`pending_ok`, through the
re-use rules of :mod:`.reuse`), and the meld scored (:func:`score_meld`: trumps fixed, its
points, its cards laid on the table, the inferior claims it supersedes lapsed).  The playout
policies declare through these functions; the kernel's loop (:func:`.kernel.play`) asks the
policy.

Written for a compile with Cython in pure-Python mode, like :mod:`.kernel` (``deal_melds.pxd``
types it; only a reference typed as ``Deal`` there reaches the deal's C arrays).
"""

from __future__ import annotations

try:
    import cython
except ImportError:  # run as Python without Cython installed
    from bezique_qt import _cython as cython

from . import kernel, reuse
from .actions import ANNOUNCE, SCORE, Action
from .kernel import MAXCARD, TYPE_ID, Deal
from .melds import BEZIQUE_1, BEZIQUE_2, MELD_CLASS, Meld, MeldType, fixes_trump_suit
from .reuse import OccEntry, act_fresh_ok, act_reasons, drop_claim

__all__ = ["act_ok", "announce_ok", "pending_ok", "score_meld"]

#: Whether this module runs compiled.
COMPILED: bool = cython.compiled

_MAXC = MAXCARD


def announce_ok(d: Deal, p: int, mtype: MeldType, cards: tuple[int, ...]) -> bool:
    """Whether seat ``p`` may announce the meld ``mtype`` of ``cards`` (its shape holds, its
    cards in hand): :func:`reuse_codes` over the seat's scored and pending melds, and
    :func:`act_ok` beside the melds announced earlier in the act."""
    return (not reuse.reuse_codes(d.occ[p], d.tabs[p], d.played, d.classic, d.strict, d.fresh,
                                  mtype, cards, 0, True)
            and (not d.act or act_ok(d, p, mtype, cards)))


def act_ok(d: Deal, p: int, mtype: MeldType, cards: tuple[int, ...]) -> bool:
    """Whether seat ``p`` may announce the meld ``mtype`` of ``cards`` beside the melds it
    announced earlier in this act (``d.act``): :func:`act_reasons` and, where fresh cards are
    required, :func:`act_fresh_ok`."""
    if not d.act:
        return True
    declared = [Meld(t, cs) for (t, cs) in d.scored[p]] + d.pending[p]
    if d.partners:
        q = (p + 2) % 4
        declared += [Meld(t, cs) for (t, cs) in d.scored[q]] + d.pending[q]
    if act_reasons(d.act, d.act_laid, declared, d.played, d.strict, mtype, cards):
        return False
    if d.fresh:
        tab = d.tabs[p]
        laid_now = set(d.act_laid)
        for c in cards:
            if c not in tab:
                laid_now.add(c)
        if not act_fresh_ok(d.act, laid_now, mtype, cards):
            return False
    return True


def pending_ok(d: Deal, p: int, m: Meld) -> bool:
    """Whether seat ``p`` may score its claim ``m`` kept "to score" (SPEC §2.4 V4): its cards
    still on the table, and no scored meld ruling it out (:func:`reuse_codes`: R1, R1', R2)."""
    tab = d.tabs[p]
    mcards = m.cards
    for c in mcards:
        if c not in tab:
            return False
    scored = d.scored[p] + d.scored[(p + 2) % 4] if d.partners else d.scored[p]
    near: list[OccEntry] = []
    for (t, cs) in scored:
        for c in cs:
            if c in mcards:
                cls, order = MELD_CLASS[t]
                near.append((t, cls, order, cs))
                break
    if not near:
        return True
    return not reuse.reuse_codes({mcards[0]: near}, tab, d.played, d.classic, False, False, m.type,
                           mcards, 0, True)


def score_meld(d: Deal, p: int, mtype: MeldType, cards: tuple[int, ...], from_pending: bool) -> int:
    """Seat ``p`` scores the meld ``mtype`` of ``cards`` (sorted): announced now and scored at
    once, or (``from_pending``) a claim kept to score.  Fixes trumps where the meld does, adds
    its points, lays its cards on the table, and drops the claims it supersedes.  Returns the
    points."""
    trump = d.trump
    if trump is None:
        new_trump = fixes_trump_suit(d.v, Meld(mtype, cards), trump)
        if new_trump is not None:
            kernel.set_trump(d, new_trump)
    mvals = d.mvals
    value = mvals[TYPE_ID[mtype] * 4 + (cards[0] >> 3 & 3)]
    scored = d.scored[p]
    if d.top_up and mtype == BEZIQUE_2:
        cset = set(cards)
        for (t, cs) in scored:
            if t == BEZIQUE_1 and cset.issuperset(cs):
                value -= mvals[TYPE_ID[t] * 4 + (cs[0] >> 3 & 3)]
    d.pts[p] += value
    cls, order = MELD_CLASS[mtype]
    pend = d.pending[p]
    occ = d.occ[p]
    if from_pending:
        pend.remove(Meld(mtype, cards))
    else:
        entry = (mtype, cls, order, cards)
        tab = d.tabs[p]
        at = p * _MAXC
        bit = 1 << TYPE_ID[mtype]
        if d.act_open:  # more melds may follow in this act: it is checked against this one
            d.act.append(Meld(mtype, cards))
            for c in cards:
                if c not in tab:
                    d.act_laid.add(c)
        for c in cards:
            tab.add(c)
            d.ontab[at + c] = 1
            d.seen[at + c] |= bit
            if c in occ:
                occ[c].append(entry)
            else:
                occ[c] = [entry]
        if d.partners:  # (the partners' map of melds is one: see Deal.from_state)
            at = (p + 2) % 4 * _MAXC
            for c in cards:
                d.seen[at + c] |= bit
    scored.append((mtype, cards))
    d.done[p].add(mtype)
    d.donem[p] |= 1 << TYPE_ID[mtype]
    if pend:
        _lapse_inferior(d, p, cls, order, cards)
    if d.partners and d.pending[(p + 2) % 4]:
        # the partner's inferior claims on these cards lapse too (SPEC §2.7 b, §13)
        _lapse_inferior(d, (p + 2) % 4, cls, order, cards)
    log = d.log
    if log is not None:
        meld = Meld(mtype, cards)
        if not from_pending:
            log.append(Action(ANNOUNCE, meld=meld))
        log.append(Action(SCORE, meld=meld))
    return value


def _lapse_inferior(d: Deal, q: int, cls: str, order: int, cards: tuple[int, ...]) -> None:
    """Seat ``q``'s claims of the class ``cls`` below ``order`` holding one of ``cards``, now
    scored in a superior meld, lapse (Laws 47, 48; SPEC §2.7 b)."""
    pend = d.pending[q]
    lapsed = [o for o in pend if MELD_CLASS[o.type][0] == cls
              and MELD_CLASS[o.type][1] < order and not set(cards).isdisjoint(o.cards)]
    occ = d.occ[q]
    for o in lapsed:
        pend.remove(o)
        drop_claim(occ, o)
        d.lapsed[q].append(o)
