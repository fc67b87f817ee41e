"""Melds (declarations): their types, classes, patterns, values and enumeration (SPEC §2.1–§2.2).

A :class:`Meld` is a type plus the exact physical cards (ids) it uses, so re-use rules can tell the
two queens of spades apart.  Class and order follow Foster's classes: a meld is *superior* to
another only within one class and only by a higher order (SPEC §2.1).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations
from typing import NamedTuple

from .cards import (
    ACE,
    CLUBS,
    DIAMONDS,
    HEARTS,
    JACK,
    KING,
    QUEEN,
    RANKS,
    SPADES,
    TEN,
    card_str,
    parse_cards,
    pretty,
    rank_of,
    suit_of,
)
from .kinds import WordEnum
from .variants import Variant


class MeldType(WordEnum):
    """A meld's type, as the notation spells it (``BEZIQUE_2 QS1 QS2 JD1 JD2``).  A member is
    its text (a ``str``), so records, saves and JSON spell it exactly as the plain word.  The
    numbered and ranked types: :data:`BEZIQUES`, :func:`quartet`, :func:`trump_quartet`,
    :func:`trump_quintet`."""

    MARRIAGE = "MARRIAGE"
    SEQUENCE = "SEQUENCE"
    BEZIQUE_1 = "BEZIQUE_1"
    BEZIQUE_2 = "BEZIQUE_2"
    BEZIQUE_3 = "BEZIQUE_3"
    BEZIQUE_4 = "BEZIQUE_4"
    BEZIQUE_5 = "BEZIQUE_5"
    QUARTET_A = "QUARTET_A"
    TRUMP_QUARTET_A = "TRUMP_QUARTET_A"
    TRUMP_QUINTET_A = "TRUMP_QUINTET_A"
    QUARTET_K = "QUARTET_K"
    TRUMP_QUARTET_K = "TRUMP_QUARTET_K"
    TRUMP_QUINTET_K = "TRUMP_QUINTET_K"
    QUARTET_Q = "QUARTET_Q"
    TRUMP_QUARTET_Q = "TRUMP_QUARTET_Q"
    TRUMP_QUINTET_Q = "TRUMP_QUINTET_Q"
    QUARTET_J = "QUARTET_J"
    TRUMP_QUARTET_J = "TRUMP_QUARTET_J"
    TRUMP_QUINTET_J = "TRUMP_QUINTET_J"
    QUARTET_T = "QUARTET_T"
    TRUMP_QUARTET_T = "TRUMP_QUARTET_T"
    TRUMP_QUINTET_T = "TRUMP_QUINTET_T"


# The members the rules code tests most, under module names: on Python 3.11 reading a member
# from its enum class (``MeldType.MARRIAGE``) costs about 20 times a module name.
MARRIAGE = MeldType.MARRIAGE
SEQUENCE = MeldType.SEQUENCE
BEZIQUE_1 = MeldType.BEZIQUE_1
BEZIQUE_2 = MeldType.BEZIQUE_2
BEZIQUES = (BEZIQUE_1, BEZIQUE_2, MeldType.BEZIQUE_3, MeldType.BEZIQUE_4, MeldType.BEZIQUE_5)
"""The beziques by multiple: ``BEZIQUES[n - 1]`` is the n-fold bezique."""
QUARTET_RANKS = "AKQJT"
_RANK_OF_CHAR = {c: RANKS.index(c) for c in RANKS}
_QUARTETS = {r: MeldType(f"QUARTET_{r}") for r in QUARTET_RANKS}
_TRUMP_QUARTETS = {r: MeldType(f"TRUMP_QUARTET_{r}") for r in QUARTET_RANKS}
_TRUMP_QUINTETS = {r: MeldType(f"TRUMP_QUINTET_{r}") for r in QUARTET_RANKS}


def quartet(rank: str) -> MeldType:
    """Four cards of ``rank`` (a rank letter of :data:`QUARTET_RANKS`), of any suits."""
    return _QUARTETS[rank]


def trump_quartet(rank: str) -> MeldType:
    """Four trumps of ``rank`` (a rank letter of :data:`QUARTET_RANKS`)."""
    return _TRUMP_QUARTETS[rank]


def trump_quintet(rank: str) -> MeldType:
    """Five trumps of ``rank`` (a rank letter of :data:`QUARTET_RANKS`)."""
    return _TRUMP_QUINTETS[rank]


# type -> (class key, order within the class).  Every quartet and quintet is in class C (SPEC
# §2.1), so the fresh-card rule F2 holds between four aces and four kings announced together;
# superiority within class C needs a shared card, which only melds of one rank have.
MELD_CLASS: dict[MeldType, tuple[str, int]] = {MARRIAGE: ("A", 1), SEQUENCE: ("A", 2)}
for _n, _bezique in enumerate(BEZIQUES, 1):
    MELD_CLASS[_bezique] = ("B", _n)
for _r in QUARTET_RANKS:
    MELD_CLASS[quartet(_r)] = ("C", 1)
    MELD_CLASS[trump_quartet(_r)] = ("C", 2)
    MELD_CLASS[trump_quintet(_r)] = ("C", 3)
MELD_TYPES = tuple(MELD_CLASS)

_SEQ_RANKS = (ACE, TEN, KING, QUEEN, JACK)
# trump_queen_opposite_jack pairs spades with diamonds and clubs with hearts (SPEC §2.2)
_OPPOSITE = {SPADES: DIAMONDS, DIAMONDS: SPADES, CLUBS: HEARTS, HEARTS: CLUBS}

MELD_NAMES: dict[MeldType, str] = {
    MARRIAGE: "marriage", SEQUENCE: "sequence", MeldType.BEZIQUE_1: "bezique",
    MeldType.BEZIQUE_2: "double bezique", MeldType.BEZIQUE_3: "triple bezique",
    MeldType.BEZIQUE_4: "quadruple bezique", MeldType.BEZIQUE_5: "quintuple bezique",
}
_RANK_WORDS = {"A": "aces", "K": "kings", "Q": "queens", "J": "jacks", "T": "tens"}
for _r, _w in _RANK_WORDS.items():
    MELD_NAMES[quartet(_r)] = f"four {_w}"
    MELD_NAMES[trump_quartet(_r)] = f"four trump {_w}"
    MELD_NAMES[trump_quintet(_r)] = f"five trump {_w}"

ROYAL_MARRIAGE = "ROYAL_MARRIAGE"
BACK_DOOR_SEQUENCE = "BACK_DOOR_SEQUENCE"
NAME_CODE_WORDS: dict[str, str] = dict(MELD_NAMES.items())
NAME_CODE_WORDS.update({ROYAL_MARRIAGE: "royal marriage", BACK_DOOR_SEQUENCE: "back-door sequence"})
"""The engine's English for each meld name code (:meth:`Meld.name_code`)."""


class Meld(NamedTuple):
    """A declared combination: its type and its cards (sorted ids)."""

    type: MeldType
    cards: tuple[int, ...]

    @staticmethod
    def of(meld_type: MeldType, cards: Iterable[int]) -> Meld:
        return Meld(meld_type, tuple(sorted(cards)))

    @property
    def cls(self) -> str:
        return MELD_CLASS[self.type][0]

    @property
    def order(self) -> int:
        return MELD_CLASS[self.type][1]

    def __str__(self) -> str:
        return _meld_text(self.type, self.cards)

    def name_code(self, trump: int | None = None) -> str:
        """What the meld is called, as a code for the words shown (``words.game``): its
        type, or ``ROYAL_MARRIAGE`` (a marriage in trumps) and ``BACK_DOOR_SEQUENCE`` (a
        sequence not in trumps)."""
        if self.type == MARRIAGE:
            return ROYAL_MARRIAGE if trump == suit_of(self.cards[0]) else MARRIAGE
        if self.type == SEQUENCE:
            return SEQUENCE if trump in (None, suit_of(self.cards[0])) else BACK_DOOR_SEQUENCE
        return self.type

    def name(self, trump: int | None = None) -> str:
        """The engine's English name (``royal marriage``, ``double bezique``, ``four kings``),
        for its notation and command-line tools; the table words :meth:`name_code`."""
        return NAME_CODE_WORDS[self.name_code(trump)]

    def shown_cards(self) -> list[int]:
        """The cards in the order they are written for people (high cards first)."""
        return _display_order(self.cards)

    def pretty(self) -> str:
        return " ".join(pretty(c) for c in self.shown_cards())

    @staticmethod
    def parse(text: str, packs: int = 8) -> Meld:
        """Parse ``BEZIQUE_1 QS1 JD1``; raises ValueError with a sentence."""
        parts = text.split()
        if not parts or parts[0].upper() not in MELD_CLASS:
            raise ValueError(f"{text!r} is not a meld (expected a type such as MARRIAGE, "
                             f"SEQUENCE, BEZIQUE_1, QUARTET_K followed by cards)")
        cards = parse_cards(parts[1:], packs)
        if len(set(cards)) != len(cards):
            raise ValueError(f"{text!r} names the same card twice")
        return Meld.of(MeldType(parts[0].upper()), cards)


@lru_cache(maxsize=1 << 16)
def _meld_text(meld_type: MeldType, cards: tuple[int, ...]) -> str:
    # a searching player names the same melds over and over (to tell its actions apart)
    return " ".join((meld_type, *(card_str(c) for c in _display_order(cards))))


def _display_order(cards: Sequence[int]) -> list[int]:
    # queens before jacks for beziques, high to low otherwise
    return sorted(cards, key=lambda c: (-rank_of(c), suit_of(c), c >> 5))


def bezique_pair(variant: Variant, trump: int | None) -> list[tuple[int, int]]:
    """The (queen suit, jack suit) pairs that make bezique under the current trump."""
    mode = variant.bezique_cards
    if mode == "fixed_QS_JD":
        return [(SPADES, DIAMONDS)]
    if mode == "alt_when_S_or_D_trump":
        if trump in (SPADES, DIAMONDS):
            return [(CLUBS, HEARTS)]
        return [(SPADES, DIAMONDS)]
    # trump_queen_opposite_jack: before trumps are fixed any such pair may be declared, and
    # scoring it fixes trumps as the queen's suit ([OPEN] in SPEC §2.2, its recommendation)
    if trump is None:
        return [(s, _OPPOSITE[s]) for s in (SPADES, HEARTS, DIAMONDS, CLUBS)]
    return [(trump, _OPPOSITE[trump])]


def pattern_ok(variant: Variant, meld: Meld, trump: int | None) -> bool:
    """Does ``meld`` have the shape of its type under ``variant`` and ``trump`` (SPEC §2.1)?"""
    t, cards = meld.type, meld.cards
    if len(set(cards)) != len(cards) or any(c >= 32 * variant.packs for c in cards):
        return False
    ranks = [c & 7 for c in cards]
    suits = {(c >> 3) & 3 for c in cards}
    fixes_trump = variant.trump_determination != "turn_up" and trump is None
    if t == MARRIAGE:
        return len(cards) == 2 and sorted(ranks) == [QUEEN, KING] and len(suits) == 1
    if t == SEQUENCE:
        if len(cards) != 5 or sorted(ranks) != sorted(_SEQ_RANKS) or len(suits) != 1:
            return False
        (s,) = suits
        return s == trump or fixes_trump or variant.plain_sequence > 0
    if t.startswith("BEZIQUE_"):
        n = int(t[-1])
        if n > variant.max_bezique_multiple or len(cards) != 2 * n:
            return False
        queens = [c for c in cards if c & 7 == QUEEN]
        jacks = [c for c in cards if c & 7 == JACK]
        if len(queens) != n or len(jacks) != n:
            return False
        qs = {(c >> 3) & 3 for c in queens}
        js = {(c >> 3) & 3 for c in jacks}
        if len(qs) != 1 or len(js) != 1:
            return False
        return (next(iter(qs)), next(iter(js))) in bezique_pair(variant, trump)
    r = _RANK_OF_CHAR[t[-1]]
    if any(x != r for x in ranks):
        return False
    if t.startswith("QUARTET_"):
        if len(cards) != 4 or variant.quartet_value(t[-1]) <= 0:
            return False
        return not variant.four_of_a_kind_needs_each_suit or len(suits) == 4
    if t.startswith("TRUMP_QUARTET_"):
        return variant.trump_quartets and len(cards) == 4 and trump is not None and suits == {trump}
    if t.startswith("TRUMP_QUINTET_"):
        return variant.trump_quintets and len(cards) == 5 and trump is not None and suits == {trump}
    return False


def meld_value(variant: Variant, meld: Meld, trump: int | None) -> int:
    """Points for scoring ``meld`` now.  With trumps not yet fixed a marriage or sequence is
    valued as in trumps, because scoring it fixes trumps (Law 41, fn 10)."""
    t = meld.type
    if t == MARRIAGE:
        s = suit_of(meld.cards[0])
        return variant.royal_marriage if trump is None or s == trump else variant.common_marriage
    if t == SEQUENCE:
        s = suit_of(meld.cards[0])
        return variant.trump_sequence if trump is None or s == trump else variant.plain_sequence
    if t.startswith("BEZIQUE_"):
        return variant.bezique_points[int(t[-1]) - 1]
    if t.startswith("QUARTET_"):
        return variant.quartet_value(t[-1])
    if t.startswith("TRUMP_QUARTET_"):
        return dict(variant.trump_quartet_points)[t[-1]]
    return dict(variant.trump_quintet_points)[t[-1]]


def fixes_trump_suit(variant: Variant, meld: Meld, trump: int | None) -> int | None:
    """The suit scoring ``meld`` makes trumps, if trumps are still open (SPEC §4.3)."""
    if trump is not None or variant.trump_determination == "turn_up":
        return None
    if meld.type in (MARRIAGE, SEQUENCE):
        return suit_of(meld.cards[0])
    if meld.type.startswith("BEZIQUE_") and variant.bezique_cards == "trump_queen_opposite_jack":
        return suit_of(next(c for c in meld.cards if c & 7 == QUEEN))
    return None


def meld_patterns(variant: Variant, hand: Sequence[int], trump: int | None
                  ) -> list[tuple[MeldType, tuple[int, ...]]]:
    """Every meld whose pattern holds that can be formed from ``hand`` (all copy choices), as
    (type, cards) pairs: the one meld search, which the fast playouts call as it is."""
    by_kind: dict[int, list[int]] = {}
    per_rank = [0] * 8
    for c in hand:
        k = c & 31
        per_rank[k & 7] += 1
        if k in by_kind:
            by_kind[k].append(c)
        else:
            by_kind[k] = [c]
    out: list[tuple[MeldType, tuple[int, ...]]] = []
    fixes = variant.trump_determination != "turn_up" and trump is None
    for s in range(4):
        kings = by_kind.get(s * 8 + KING)
        queens = by_kind.get(s * 8 + QUEEN)
        if kings and queens:
            for k in kings:
                for q in queens:
                    out.append((MARRIAGE, (k, q)))
            if s == trump or fixes or variant.plain_sequence > 0:
                aces = by_kind.get(s * 8 + ACE)
                tens = by_kind.get(s * 8 + TEN)
                jacks = by_kind.get(s * 8 + JACK)
                if aces and tens and jacks:
                    for a in aces:
                        for t in tens:
                            for k in kings:
                                for q in queens:
                                    for j in jacks:
                                        out.append((SEQUENCE, (a, t, k, q, j)))
    for qs, js in bezique_pair(variant, trump):
        queens = by_kind.get(qs * 8 + QUEEN)
        jacks = by_kind.get(js * 8 + JACK)
        if not (queens and jacks):
            continue
        for q in queens:
            for j in jacks:
                out.append((BEZIQUE_1, (q, j)))
        for n in range(2, min(len(queens), len(jacks), variant.max_bezique_multiple) + 1):
            for qq in combinations(queens, n):
                for jj in combinations(jacks, n):
                    out.append((BEZIQUES[n - 1], qq + jj))
    trump_sets = trump is not None and (variant.trump_quartets or variant.trump_quintets)
    for rc in QUARTET_RANKS:
        r = _RANK_OF_CHAR[rc]
        if per_rank[r] >= 4 and variant.quartet_value(rc) > 0:
            same = [c for s in range(4) for c in by_kind.get(s * 8 + r, ())]
            for four in combinations(same, 4):
                if not variant.four_of_a_kind_needs_each_suit or len(
                        {suit_of(c) for c in four}) == 4:
                    out.append((_QUARTETS[rc], four))
        if trump_sets and trump is not None:
            tr = by_kind.get(trump * 8 + r, [])
            if variant.trump_quartets and len(tr) >= 4:
                out.extend((_TRUMP_QUARTETS[rc], x) for x in combinations(tr, 4))
            if variant.trump_quintets and len(tr) >= 5:
                out.extend((_TRUMP_QUINTETS[rc], x) for x in combinations(tr, 5))
    return out


def candidate_melds(variant: Variant, hand: Sequence[int], trump: int | None) -> list[Meld]:
    """Every meld whose pattern holds that can be formed from ``hand`` (all copy choices)."""
    return [Meld.of(t, cards) for t, cards in meld_patterns(variant, hand, trump)]


def could_meld(variant: Variant, hand: Sequence[int], trump: int | None) -> bool:
    """Cheap test: might ``hand`` hold any meld pattern at all?  (False means certainly not.)"""
    kinds = [0] * 32
    for c in hand:
        kinds[c & 31] += 1
    for s in range(4):
        if kinds[s * 8 + KING] and kinds[s * 8 + QUEEN]:
            return True
    for qs, js in bezique_pair(variant, trump):
        if kinds[qs * 8 + QUEEN] and kinds[js * 8 + JACK]:
            return True
    for r in (ACE, KING, QUEEN, JACK, TEN):
        if kinds[r] + kinds[8 + r] + kinds[16 + r] + kinds[24 + r] >= 4:
            return True
    return False
