"""The memory aid's words: its lines, each a heading and the counts (:func:`memory_lines`),
made from :class:`~bezique_qt.engine.memory.MemoryAid` with :func:`tr`, in the player's
language.

This module does not load Qt.
"""

from __future__ import annotations

from bezique_qt.engine.cards import SEVEN, SUITS, make_card
from bezique_qt.engine.memory import MemoryAid
from bezique_qt.words.caption import Caption
from bezique_qt.words.game import card_caption, suit_caption
from bezique_qt.words.i18n import tr


def _per_suit(counts: tuple[int, ...]) -> Caption:
    """``♠ 2 · ♥ 1 · ♦ 0 · ♣ 2``."""
    return Caption.joined(" · ", [Caption.of("{suit} {count}", suit=suit_caption(s),
                                             count=counts[i]) for i, s in enumerate(SUITS)])


def memory_lines(aid: MemoryAid) -> list[tuple[str, Caption]]:
    """The memory aid as (heading, value) lines."""
    lines: list[tuple[str, Caption]] = [
        (tr("Aces still out"), _per_suit(aid.aces_out)),
        (tr("Tens still out"), _per_suit(aid.tens_out)),
    ]
    if aid.trump is None or aid.trumps_out is None:
        lines.append((tr("Trumps still out"), Caption(tr("no trumps yet"))))
    else:
        lines.append((tr("Trumps still out"), Caption.of(
            "{count} {suit}", count=aid.trumps_out, suit=suit_caption(SUITS[aid.trump]))))
    for pair in aid.beziques:
        lines.append((tr("Bezique cards seen"), Caption.of(
            tr("{queen} {queens} of {copies}, {jack} {jacks} of {copies}"),
            queen=card_caption(pair.queen), queens=pair.queens,
            jack=card_caption(pair.jack), jacks=pair.jacks, copies=pair.copies)))
    if aid.trump is not None and aid.sevens_seen is not None:
        lines.append((tr("Sevens of trumps seen"), Caption.of(
            tr("{card} {count} of {copies}"), card=card_caption(make_card(aid.trump, SEVEN)),
            count=aid.sevens_seen, copies=aid.copies)))
    return lines
