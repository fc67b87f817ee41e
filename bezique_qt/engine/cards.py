"""Cards, suits, ranks and the text notation (``QS1`` = first copy of the queen of spades).

A physical card is a small int ``copy * 32 + suit * 8 + rank`` so that the engine's hot loops
compare and index plain integers.  Ranks are numbered so that a higher number is a higher card
in play and in the cut: ``7 8 9 J Q K T A`` (SPEC §0).  ``kind`` (``card & 31``) identifies a
card up to its copy: two cards are *identical* when their kinds are equal.
"""

from __future__ import annotations

from collections.abc import Iterable

SUITS = "SHDC"
RANKS = "789JQKTA"  # index = rank number, ascending trick order
SUIT_SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {
    "A": "ace", "T": "ten", "K": "king", "Q": "queen", "J": "jack",
    "9": "nine", "8": "eight", "7": "seven",
}

SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
SEVEN, EIGHT, NINE, JACK, QUEEN, KING, TEN, ACE = range(8)
COURT_RANKS = frozenset((KING, QUEEN, JACK))
BRISQUE_RANKS = frozenset((ACE, TEN))
MAX_PACKS = 8


def make_card(suit: int, rank: int, copy: int = 0) -> int:
    """Card id of ``copy`` (0-based) of the card of ``suit`` and ``rank``."""
    return copy * 32 + suit * 8 + rank


def suit_of(card: int) -> int:
    return (card >> 3) & 3


def rank_of(card: int) -> int:
    return card & 7


def kind_of(card: int) -> int:
    return card & 31


def copy_of(card: int) -> int:
    return card >> 5


def is_brisque(card: int) -> bool:
    return (card & 7) >= TEN


def card_str(card: int) -> str:
    """Text form: rank, suit, 1-based copy number (``QS1``)."""
    return f"{RANKS[card & 7]}{SUITS[(card >> 3) & 3]}{(card >> 5) + 1}"


def kind_str(card: int) -> str:
    """Text form without the copy number (``QS``)."""
    return f"{RANKS[card & 7]}{SUITS[(card >> 3) & 3]}"


def pretty(card: int) -> str:
    """Rank and suit symbol for people (``Q♠``, ``10♥``)."""
    r = RANKS[card & 7]
    return f"{'10' if r == 'T' else r}{SUIT_SYMBOLS[SUITS[(card >> 3) & 3]]}"


def card_name(card: int) -> str:
    """Words for people: ``queen of spades``."""
    return f"{RANK_NAMES[RANKS[card & 7]]} of {SUIT_NAMES[SUITS[(card >> 3) & 3]]}"


def parse_card(text: str, packs: int = MAX_PACKS) -> int:
    """Parse ``QS1`` (or ``QS``, meaning copy 1; ``10S`` is accepted for ``TS``).

    Raises ValueError with a sentence naming the bad text.
    """
    t = text.strip().upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) < 2 or t[0] not in RANKS or t[1] not in SUITS:
        raise ValueError(f"{text!r} is not a card (expected rank A T K Q J 9 8 7, suit S H D C, "
                         f"e.g. 'QS1')")
    copy = 1
    if len(t) > 2:
        if not t[2:].isdigit():
            raise ValueError(f"{text!r} is not a card: copy number must be a digit")
        copy = int(t[2:])
    if not 1 <= copy <= packs:
        raise ValueError(f"{text!r} is not a card here: copy must be 1..{packs}")
    return make_card(SUITS.index(t[1]), RANKS.index(t[0]), copy - 1)


def parse_cards(texts: Iterable[str] | str, packs: int = MAX_PACKS) -> list[int]:
    """Parse several cards, given as a list or as one space-separated string."""
    if isinstance(texts, str):
        texts = texts.split()
    return [parse_card(t, packs) for t in texts]


def cards_str(cards: Iterable[int]) -> str:
    return " ".join(card_str(c) for c in cards)


def parse_suit(text: str) -> int:
    t = text.strip().upper()
    if len(t) != 1 or t not in SUITS:
        raise ValueError(f"{text!r} is not a suit (S, H, D or C)")
    return SUITS.index(t)


def full_deck(packs: int) -> list[int]:
    """Every card of ``packs`` piquet packs, in id order."""
    return list(range(32 * packs))


def sort_key(card: int) -> tuple[int, int, int]:
    """Display order: by suit, then rank descending, then copy."""
    return ((card >> 3) & 3, -(card & 7), card >> 5)
