"""A player's memory aid: the counts a careful player keeps in mind at a real table.

Aces and tens still out (the brisques still to be won), trumps still out, and how many bezique
cards and sevens of trumps the player has seen. Everything is read from the player's
:class:`~.observation.Observation` alone, so the aid knows nothing a good memory could not:
"still out" is a card neither played to a trick nor in the player's own hand or table (it may
be in another player's hand or table, in the stock or turned up); "seen" is a copy the player
can place (``Observation.unseen`` holds the others, the same set for every arrangement of the
hidden cards).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from .cards import ACE, JACK, QUEEN, SEVEN, SUITS, TEN, kind_of, make_card
from .melds import bezique_pair
from .observation import Observation

__all__ = ["BeziqueSeen", "MemoryAid", "memory_aid"]


@dataclass(frozen=True)
class BeziqueSeen:
    """One bezique pair (its queen and jack, each the first copy) and how many copies of
    each the player has seen, of ``copies``."""

    queen: int
    jack: int
    queens: int
    jacks: int
    copies: int


@dataclass(frozen=True)
class MemoryAid:
    """What :func:`memory_aid` counts; suits are indexed as ``cards.SUITS`` (S H D C)."""

    aces_out: tuple[int, ...]  # per suit
    tens_out: tuple[int, ...]  # per suit
    trump: int | None
    trumps_out: int | None  # None while no suit is trumps
    beziques: tuple[BeziqueSeen, ...]
    sevens_seen: int | None  # sevens of trumps seen; None while no suit is trumps
    copies: int  # how many copies of each card the game has (its packs)


def memory_aid(obs: Observation) -> MemoryAid:
    """The memory aid of the player whose observation ``obs`` is."""
    packs = obs.variant.packs
    unseen = Counter(kind_of(c) for c in obs.unseen)
    # still out: unseen, or seen on another player's table, in another hand (known there) or
    # turned up; neither played nor the player's own (the known cards are concealed ones)
    elsewhere = unseen.copy()
    elsewhere.update(kind_of(c) for q, table in enumerate(obs.tables) if q != obs.player
                     for c in table)
    elsewhere.update(kind_of(c) for c in obs.opponent_known)
    if obs.turnup is not None:
        elsewhere[kind_of(obs.turnup)] += 1

    def out(kind: int) -> int:
        return elsewhere[kind]

    def seen(kind: int) -> int:
        return packs - unseen[kind]

    suits = range(len(SUITS))
    trump = obs.trump
    beziques = tuple(
        BeziqueSeen(make_card(q, QUEEN), make_card(j, JACK), seen(make_card(q, QUEEN)),
                    seen(make_card(j, JACK)), packs)
        for q, j in bezique_pair(obs.variant, trump))
    return MemoryAid(
        aces_out=tuple(out(make_card(s, ACE)) for s in suits),
        tens_out=tuple(out(make_card(s, TEN)) for s in suits),
        trump=trump,
        trumps_out=None if trump is None else sum(out(make_card(trump, r)) for r in range(8)),
        beziques=beziques,
        sevens_seen=None if trump is None else seen(make_card(trump, SEVEN)),
        copies=packs)
