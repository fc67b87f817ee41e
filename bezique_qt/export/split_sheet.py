"""Cards or play on the score sheet: each deal's luck and each player's play cost, and their
sums over the game, after the deals (:mod:`bezique_qt.ai.split` measures them).

::

    sheet = with_splits(sheet_from_state(state), splits, state.variant.sides)

A section headed "Cards or play" gets, for every finished deal, a row of what the cards were
worth to each player (the luck part, in whole points as the end-of-deal sentence rounds it) and
a row of what each player's own play cost; a deal whose split was not computed says so ("not
measured") and is left out of the sums, never counted as 0.  The game's rows sum the measured
deals; the heading says how many they are ("3 deals of 4 measured").  Plain data: the text,
HTML and CSV writers and the Qt table show these rows as they show the others (``ROW_SPLIT``,
``ROW_SPLIT_TOTAL``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bezique_qt.ai.split import DealSplit, GameSplit, SeatSplit
from bezique_qt.words.i18n import tr
from bezique_qt.words.split import measured_words, whole_luck

from .sheet import ROW_HEADING, ROW_SPLIT, ROW_SPLIT_TOTAL, ScoreSheet, SheetRow

__all__ = ["KIND_LUCK", "KIND_PLAY", "split_rows", "with_splits"]

KIND_LUCK = "luck"  # a row of what the cards were worth to each player
KIND_PLAY = "play_cost"  # a row of what each player's play cost


def split_rows(sheet: ScoreSheet, splits: Sequence[DealSplit],
               sides: Sequence[Sequence[int]]) -> tuple[SheetRow, ...]:
    """The rows of cards or play for ``sheet`` from the ``splits`` known (none when no
    finished deal of the sheet has one); ``sides``: who scores together."""
    finished = [d.number for d in sheet.deals if d.finished]
    by_deal = {s.deal: s for s in splits if s.deal in finished
               and len(s.seats) == len(sheet.players)}
    if not by_deal:
        return ()
    n = len(sheet.players)
    measured = [by_deal[d] for d in finished if d in by_deal]
    rows = [SheetRow(ROW_HEADING, 0, tr("Cards or play ({measured}): what the cards were worth "
                                        "to each player, and what each player's play cost").format(
        measured=measured_words(len(measured), len(finished))), points=(None,) * n)]
    for number in finished:
        split = by_deal.get(number)
        if split is None:
            rows.append(SheetRow(ROW_SPLIT, number, tr("Deal {deal}: not measured").format(
                deal=number), points=(None,) * n))
            continue
        rows += _pair(ROW_SPLIT, number, tr("Deal {deal}: the cards").format(deal=number),
                      tr("Deal {deal}: play cost").format(deal=number), split.seats, sides)
    totals = GameSplit(sheet.variant_id, list(sheet.players), [list(s) for s in sides],
                       measured).totals
    rows += _pair(ROW_SPLIT_TOTAL, 0, tr("Game: the cards"), tr("Game: play cost"), totals,
                  sides)
    return tuple(rows)


def _pair(style: str, deal: int, luck_words: str, play_words: str, seats: Sequence[SeatSplit],
          sides: Sequence[Sequence[int]]) -> list[SheetRow]:
    return [SheetRow(style, deal, luck_words, kind=KIND_LUCK,
                     points=tuple(whole_luck(sides, seats))),
            SheetRow(style, deal, play_words, kind=KIND_PLAY,
                     points=tuple(round(s.cost) for s in seats))]


def with_splits(sheet: ScoreSheet, splits: Sequence[DealSplit],
                sides: Sequence[Sequence[int]]) -> ScoreSheet:
    """``sheet`` with its rows of cards or play (the same sheet when there are none)."""
    rows = split_rows(sheet, splits, sides)
    return replace(sheet, split_rows=rows) if rows else sheet
