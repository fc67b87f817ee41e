"""The orders the viewer's hand can be kept in, and where a new card joins an arranged hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bezique_qt.engine.cards import rank_of, suit_of
from bezique_qt.words.i18n import tr_noop

_SUIT_ORDER = (0, 1, 3, 2)  # spades, hearts, clubs, diamonds: colours alternate in the hand
_SUIT_CYCLE = (0, 1, 3, 2)  # the same order as a cycle: any suit may start it

HAND_SORTS: dict[str, str] = {
    "suit": tr_noop("By suit, then rank"),
    "trumps": tr_noop("Trumps first, then by suit"),
    "rank": tr_noop("By rank"),
    "none": tr_noop("Unsorted: as dealt, drawn cards at the right"),
}
"""The orders the viewer's hand can be kept in, with their names for menus (English: show
them with ``tr(name)``)."""
DEFAULT_HAND_SORT = "suit"


def hand_order(card: int) -> tuple[int, int, int]:
    """Display order of a hand: by suit (colours alternating), high cards first."""
    return (_SUIT_ORDER[suit_of(card)], -rank_of(card), card >> 5)


def _insertion_index(cards: Sequence[int], card: int,
                     key: Callable[[int], tuple[int, ...]]) -> int:
    """Where ``card`` joins an arranged hand: right after the card that precedes it in the
    sort order (before the one that follows it when nothing precedes it)."""
    below = [i for i, c in enumerate(cards) if key(c) <= key(card)]
    if below:
        return max(below, key=lambda i: key(cards[i])) + 1
    above = [i for i, c in enumerate(cards) if key(c) > key(card)]
    return min(above, key=lambda i: key(cards[i])) if above else len(cards)


def hand_sort_key(sort: str, trump: int | None) -> Callable[[int], tuple[int, ...]] | None:
    """The sort key of the hand order ``sort`` (a key of :data:`HAND_SORTS`); None for
    ``none``. ``trumps`` starts with the trump suit (plain ``suit`` order while there is none)
    and keeps the colours alternating."""
    if sort == "none":
        return None
    if sort == "rank":
        return lambda c: (-rank_of(c), _SUIT_ORDER[suit_of(c)], c >> 5)
    if sort == "trumps" and trump is not None:
        start = _SUIT_CYCLE.index(trump)
        place = {suit: (i - start) % 4 for i, suit in enumerate(_SUIT_CYCLE)}
        return lambda c: (place[suit_of(c)], -rank_of(c), c >> 5)
    return hand_order


class HandOrder:
    """The order the viewer's hand is shown in, left to right: a sort order of
    :data:`HAND_SORTS`, or the player's own arrangement once a card has been dragged within
    the hand. Cards that arrive later (drawn, taken back from the table) go where the sort
    order puts them among the others (at the right when unsorted)."""

    def __init__(self) -> None:
        self.sort = DEFAULT_HAND_SORT
        """The sort order, a key of :data:`HAND_SORTS`."""
        self._arranged: list[int] = []  # the hand as last shown, left to right
        self._manual = False  # the player has arranged the hand by dragging

    def set_sort(self, sort: str) -> str:
        """Sort by ``sort`` (anything not in :data:`HAND_SORTS` sorts by suit): an arrangement
        made by dragging gives way to it. Returns the sort order now kept."""
        if sort not in HAND_SORTS:
            sort = DEFAULT_HAND_SORT
        self.sort = sort
        self._manual = False
        if sort != "none":
            self._arranged = []
        return sort

    def arrange(self, order: Sequence[int]) -> None:
        """The player has put the hand in ``order`` by dragging a card."""
        self._arranged = list(order)
        self._manual = True

    def forget(self) -> None:
        """A new deal: the last hand's arrangement is gone."""
        self._arranged, self._manual = [], False

    def of(self, hand: Sequence[int], trump: int | None) -> list[int]:
        """``hand`` (the viewer's cards) in the order shown, with ``trump`` the trump suit."""
        present = set(hand)
        key = hand_sort_key(self.sort, trump)
        if key is not None and not self._manual:
            self._arranged = sorted(hand, key=key)
            return list(self._arranged)
        kept = [c for c in self._arranged if c in present]
        placed = set(kept)
        for card in hand:
            if card in placed:
                continue
            placed.add(card)
            if key is None:
                kept.append(card)
                continue
            kept.insert(_insertion_index(kept, card, key), card)
        self._arranged = kept
        return list(kept)
