"""The re-use rules' view of a player's declared melds, and the second double bezique of three
and four hands.

:class:`ReuseFacts` sums up the scored and pending melds the re-use rules hold a declaration to
(SPEC §2.5, §2.6), card by card, for the checked engine's quick listing of legal melds and
claims (:class:`~.state.GameState`); :func:`second_double_ok` is the rule of a further double
bezique on a used pair (EB9, SPEC §13).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import QUEEN, rank_of
from .kernel import OccEntry
from .melds import MELD_CLASS, Meld

__all__ = ["ReuseFacts", "earlier_doubles", "second_double_ok"]


@dataclass
class ReuseFacts:
    """A player's scored and pending melds as the re-use rules need them (see
    :meth:`GameState._reuse_facts`)."""

    identical: set[tuple[str, tuple[int, ...]]]  # (type, cards) of every meld
    types: dict[int, set[str]]  # card -> the types of the melds it is in
    broken: dict[int, set[str]]  # card -> the types of those melds with a card played
    top: dict[int, dict[str, int]]  # card -> class -> the highest order of its melds there
    index: dict[int, list[int]]  # card -> the positions of its melds (GameState._meld_index)
    occ: dict[int, list[OccEntry]]  # card -> its melds as the deal kernel's rules read them

    def shares_type(self, meld: Meld) -> bool:
        """Whether a card of ``meld`` is in a meld of its type."""
        return any(meld.type in self.types.get(c, ()) for c in meld.cards)

    def forbid(self, meld: Meld, classic: bool, second_double: bool = False) -> bool:
        """Whether these melds rule ``meld`` out: a card of it already in a meld of its type
        (classic, R1; with ``second_double`` a double bezique may share one pair with an
        earlier double), the very same meld (Rubicon family, R1'), or a card of it in a higher
        meld of its class (R2)."""
        if classic:
            if second_double and meld.type == "BEZIQUE_2":
                doubles = {o[3] for c in meld.cards for o in self.occ.get(c, ())
                           if o[0] == "BEZIQUE_2"}
                if not second_double_ok(meld, doubles):
                    return True
            elif self.shares_type(meld):
                return True
        elif (meld.type, meld.cards) in self.identical:
            return True
        cls, order = MELD_CLASS[meld.type]
        return any(self.top.get(c, {}).get(cls, 0) > order for c in meld.cards)


def second_double_ok(meld: Meld, doubles: Iterable[tuple[int, ...]]) -> bool:
    """Three- and four-handed (switch ``second_double_with_used_pair``, EB9): "a second double
    bezique, counting 500, may be declared to a bezique on the table which has already been
    used for double bezique": of ``meld``'s cards, those in the earlier double beziques
    ``doubles`` (their cards) are at most one queen and one jack (one pair), so its other
    pair is new; and a pair of two shared cards lies in one and the same earlier double, not
    one card from each of two (a "crossed" pair, SPEC §13)."""
    mcards = set(meld.cards)
    earlier = [mcards.intersection(d) for d in doubles]
    shared = set().union(*earlier)
    queens = sum(rank_of(c) == QUEEN for c in shared)
    if queens > 1 or len(shared) - queens > 1:
        return False
    return len(shared) < 2 or shared in earlier


def earlier_doubles(doubles: list[tuple[int, ...]], earlier: bool) -> list[tuple[int, ...]]:
    """The earlier double beziques for :func:`second_double_ok`; ``earlier``: as one, the rule
    before SPEC §13 (a pair might be crossed, one card from each of two doubles)."""
    return [tuple(c for d in doubles for c in d)] if earlier else doubles
