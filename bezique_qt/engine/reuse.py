# cython: annotation_typing=False
"""The re-use rules, written once: which codes an announcement or a claim scored breaks against
the melds declared before it (:func:`reuse_codes`: R1, R1', R2, R5, the fresh card F1, a second
double bezique on a used pair), and between the announcements of one act, each against all the
others whatever their order (SPEC §2.4 V2, §2.5, §2.6, the fresh card F2: :func:`act_reasons`,
:func:`act_fresh_ok`).  The kernel's announcements and scores (:mod:`.deal_melds`), its playout
policies and the checked engine's legal melds, claims and reasons (:mod:`.declaring`) all ask
these functions.

The melds declared are given card by card (:func:`occupation`), as :func:`reuse_codes` reads
them.  Written for a compile with Cython in pure-Python mode, like :mod:`.kernel`
(``reuse.pxd`` types it).
"""

from __future__ import annotations

try:
    import cython
except ImportError:  # run as Python without Cython installed
    from bezique_qt import _cython as cython

from collections.abc import Iterable

from .melds import BEZIQUE_2, MELD_CLASS, Meld, MeldType

__all__ = ["OccEntry", "act_fresh_ok", "act_reasons", "broken_prior", "drop_claim", "occupation",
           "reuse_codes", "second_double_ok"]

#: Whether this module runs compiled.
COMPILED: bool = cython.compiled

_QUEEN = 4

# a meld occupying a card: (type, class, order, its cards sorted)
OccEntry = tuple[MeldType, str, int, tuple[int, ...]]


def second_double_ok(cards: tuple[int, ...], doubles: Iterable[tuple[int, ...]]) -> bool:
    """Three- and four-handed (switch ``second_double_with_used_pair``, EB9): "a second double
    bezique, counting 500, may be declared to a bezique on the table which has already been
    used for double bezique": of the new double's ``cards``, those in the earlier double
    beziques ``doubles`` (their cards) are at most one queen and one jack (one pair), so its
    other pair is new; and a pair of two shared cards lies in one and the same earlier double,
    not one card from each of two (a "crossed" pair, SPEC §13)."""
    mcards = set(cards)
    earlier = [mcards.intersection(d) for d in doubles]
    shared: set[int] = set().union(*earlier)
    queens = sum(c % 8 == _QUEEN for c in shared)
    if queens > 1 or len(shared) - queens > 1:
        return False
    return len(shared) < 2 or shared in earlier


def reuse_codes(occ: dict[int, list[OccEntry]], tab: set[int], played: set[int], classic: bool,
                strict: bool, fresh: bool, mtype: MeldType, cards: tuple[int, ...],
                second_double: int = 0, first: bool = False) -> list[str]:
    """The re-use rules an announcement or a claim scored breaks (SPEC §2.4 V4, §2.5, §2.6),
    as their codes in the order R1, R1', R2, R5, F1 (empty: none).  The one place these rules
    are written: the kernel's announcements and scores, and the checked engine's legal melds,
    claims and the reasons it gives the player all ask it.

    ``occ``: the melds declared before it (scored and pending for an announcement, scored alone
    for a claim), card by card; ``tab``: the player's cards on the table before this act (a
    card not there is new); ``played``: the cards played this deal.  R1 (``classic``: no card
    already in a meld of its type), R1' (the Rubicon family: not the very same meld again), R2
    (no card in a higher meld of its class), R5 (``strict``, the Rubicon laws: re-using a meld's
    cards for its type needs a new card or a card of that meld played), F1 (``fresh``: a card
    re-used in its class needs a new card with it).  ``second_double`` (three and four hands,
    a double bezique): 1, a second double on a used pair is judged by :func:`second_double_ok`
    instead of R1; 2, the same as the rule was before SPEC §13 (a crossed pair allowed).
    ``first``: stop at the first code found (the legality checks)."""
    cls, order = MELD_CLASS[mtype]
    has_new = False
    same_class_used = False
    identical = False
    r1 = False
    r2 = False
    prior_same: list[tuple[int, ...]] = []
    scards: tuple[int, ...] | None = None
    doubles = second_double != 0 and classic and mtype == BEZIQUE_2
    for c in cards:
        if c not in tab:
            has_new = True
        lst = occ.get(c)
        if not lst:
            continue
        for (t, ocls, oorder, ocards) in lst:
            if t == mtype:
                if classic:
                    if not doubles:
                        if first:
                            return ["R1"]
                        r1 = True
                else:
                    if scards is None:
                        scards = tuple(sorted(cards))
                    if ocards == scards:
                        if first:
                            return ["R1'"]
                        identical = True
                if ocards not in prior_same:
                    prior_same.append(ocards)
            if ocls == cls:
                if oorder > order:
                    if first:
                        return ["R2"]
                    r2 = True
                same_class_used = True
    codes: list[str] = []
    if doubles and prior_same:
        earlier = prior_same
        if second_double == 2:  # the earlier doubles as one: a crossed pair allowed
            joined: list[int] = []
            for oc in prior_same:
                joined.extend(oc)
            earlier = [tuple(joined)]
        if not second_double_ok(cards, earlier):
            codes.append("R1")
    if r1:
        codes.append("R1")
    if identical:
        codes.append("R1'")
    if r2:
        codes.append("R2")
    if strict and prior_same and not has_new:
        broken = False
        for oc in prior_same:
            for x in oc:
                if x in played:
                    broken = True
        if not broken:
            codes.append("R5")
    if fresh and same_class_used and not has_new:
        codes.append("F1")
    return codes


def act_reasons(act: list[Meld], act_laid: set[int], declared: list[Meld], played: set[int],
                strict: bool, mtype: MeldType, cards: tuple[int, ...]) -> list[str]:
    """The re-use rules the other way round inside one declaration act (SPEC §2.4 V2, §2.5,
    §2.6): each earlier announcement ``o`` of the act (``act``) must stay legal beside the meld
    ``mtype`` of ``cards``, so that a set of announcements is legal or not whatever its order.
    R2: ``o`` would be a card's inferior combination; R5 (``strict``, the Rubicon laws): ``o``,
    of the same type and with no card laid in this act (``act_laid``), would repeat its cards,
    unless a meld it re-uses has had a card played (:func:`broken_prior` over the player's
    ``declared`` melds and the cards ``played``).  The codes, in the order found."""
    reasons: list[str] = []
    mcards = set(cards)
    cls, order = MELD_CLASS[mtype]
    for o in act:
        if (o.type == mtype and o.cards == cards) or mcards.isdisjoint(o.cards):
            continue
        ocls, oorder = MELD_CLASS[o.type]
        if ocls == cls and oorder < order:
            reasons.append("R2")
        elif (strict and o.type == mtype and act_laid.isdisjoint(o.cards)
              and not broken_prior(declared, played, o)):
            reasons.append("R5")
    return reasons


def broken_prior(declared: list[Meld], played: set[int], meld: Meld) -> bool:
    """Whether a meld of ``declared`` (scored or pending) of ``meld``'s type sharing a card with
    it has had a card ``played``: R5's way to re-use cards without a new one."""
    mcards = set(meld.cards)
    for o in declared:
        if (o.type == meld.type and o != meld and not mcards.isdisjoint(o.cards)
                and not played.isdisjoint(o.cards)):
            return True
    return False


def act_fresh_ok(act: list[Meld], laid_now: set[int], mtype: MeldType,
                 cards: tuple[int, ...]) -> bool:
    """The fresh-card rule between the announcements of one act (F2, SPEC §2.4): where melds of
    one class (all quartets are one class, §2.1) are announced together, each brings a card
    laid in this act (``laid_now``) that none of the others holds."""
    cls = MELD_CLASS[mtype][0]
    others = [o for o in act if MELD_CLASS[o.type][0] == cls]
    if not others:
        return True
    mcards = set(cards)
    other_cards: set[int] = set()
    for o in others:
        other_cards.update(o.cards)
    if not (mcards & laid_now) - other_cards:
        return False
    for o in others:
        rest = set(mcards)
        for x in others:
            if x is not o:
                rest.update(x.cards)
        if not (set(o.cards) & laid_now) - rest:
            return False
    return True


def occupation(melds: Iterable[Meld]) -> dict[int, list[OccEntry]]:
    """The melds ``melds`` card by card, in their order, as :func:`reuse_codes` reads them."""
    occ: dict[int, list[OccEntry]] = {}
    for m in melds:
        cls, order = MELD_CLASS[m.type]
        entry = (m.type, cls, order, m.cards)
        for c in m.cards:
            if c in occ:
                occ[c].append(entry)
            else:
                occ[c] = [entry]
    return occ


def drop_claim(occ: dict[int, list[OccEntry]], m: Meld) -> None:
    """A lapsed claim stops occupying its cards (SPEC §2.7)."""
    cls, order = MELD_CLASS[m.type]
    entry = (m.type, cls, order, m.cards)
    for c in m.cards:
        lst = occ.get(c)
        if lst and entry in lst:
            lst.remove(entry)
