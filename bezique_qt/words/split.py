"""Cards or play, in words: a deal's (or a game's) result split between what the cards were
worth and what each side's play cost (:mod:`bezique_qt.ai.split`).

"You lost by 120: the cards were worth 90 to Computer, your play cost 45, Computer's play cost
15."  The figures are whole points, rounded so that the sentence still adds up: the cards'
worth is the result less what the play did (the exact tenths are in ``review --json``).

This module does not load Qt while the program speaks English (the command line uses it).
"""

from __future__ import annotations

from collections.abc import Sequence

from bezique_qt.ai.split import DealSplit, GameSplit, SeatSplit
from bezique_qt.names import is_you
from bezique_qt.words.i18n import display_name, tr, tr_plural

__all__ = ["deal_split_words", "game_split_words", "game_sum_words", "measured_words",
           "split_words", "whole_luck"]


def _name(names: Sequence[str], seats: Sequence[int]) -> str:
    return tr(" and ").join(display_name(names[p]) for p in seats)


def _is_you(names: Sequence[str], seats: Sequence[int]) -> bool:
    return len(seats) == 1 and is_you(names[seats[0]])


def _head(who: str, you: bool, result: int) -> str:
    if result > 0:
        text = tr("You won by {points}") if you else tr("{name} won by {points}")
    elif result < 0:
        text = tr("You lost by {points}") if you else tr("{name} lost by {points}")
    else:
        text = tr("You drew") if you else tr("{name} drew")
    return text.format(name=who, points=abs(result))


def _play(who: str, you: bool, cost: int) -> str:
    if cost <= 0:
        return tr("your play cost nothing") if you else tr("{name}'s play cost nothing").format(
            name=who)
    return (tr("your play cost {points}") if you else tr("{name}'s play cost {points}")
            ).format(name=who, points=cost)


def _parts(names: Sequence[str], sides: Sequence[Sequence[int]], mine: int,
           result: float, costs: Sequence[float]) -> dict[str, str]:
    """The parts of the sentence for two sides (two players, or two pairs of partners),
    from side ``mine``'s view (``result``, ``cards``, ``play``, ``other_play``); ``costs``:
    each side's play cost."""
    other = 1 - mine
    who = [_name(names, s) for s in sides]
    you = [_is_you(names, s) for s in sides]
    # whole points that still add up: the cards are the rest
    r, mine_cost, other_cost = round(result), round(costs[mine]), round(costs[other])
    luck = r + mine_cost - other_cost
    if luck == 0:
        cards = tr("the cards were even")
    else:
        lucky = mine if luck > 0 else other
        cards = (tr("the cards were worth {points} to you") if you[lucky] else
                 tr("the cards were worth {points} to {name}")).format(points=abs(luck),
                                                                       name=who[lucky])
    return {"result": _head(who[mine], you[mine], r), "cards": cards,
            "play": _play(who[mine], you[mine], mine_cost),
            "other_play": _play(who[other], you[other], other_cost)}


def _two_sides(names: Sequence[str], sides: Sequence[Sequence[int]], mine: int,
               result: float, costs: Sequence[float]) -> str:
    return tr("{result}: {cards}, {play}, {other_play}.").format(
        **_parts(names, sides, mine, result, costs))


def _each(names: Sequence[str], seats: Sequence[SeatSplit]) -> str:
    """One sentence a player, each for himself: against the mean of the others."""
    lines = []
    for s in seats:
        lines.append(tr("{name}: {result:+d} against the others' average — the cards "
                        "{luck:+d}, the play {skill:+d} (own play cost {cost})").format(
            name=display_name(names[s.seat]), result=round(s.result),
            luck=round(s.result) - round(s.skill), skill=round(s.skill), cost=round(s.cost)))
    return ";\n".join(lines) + "."


def split_words(names: Sequence[str], sides: Sequence[Sequence[int]], seats: Sequence[SeatSplit],
                seat: int = 0) -> str:
    """The split of a deal or a game (``seats``, every seat's parts) in words, from ``seat``'s
    view; ``sides``: who scores together (:attr:`~bezique_qt.engine.variants.Variant.sides`)."""
    if len(sides) != 2:
        return _each(names, seats)
    mine = next(i for i, s in enumerate(sides) if seat in s)
    costs = [sum(seats[p].cost for p in side) for side in sides]
    return _two_sides(names, sides, mine, seats[seat].result, costs)


def deal_split_words(split: GameSplit, deal: DealSplit, seat: int = 0) -> str:
    """"Deal 2. You lost by 120: …" — one deal's split in words."""
    return tr("Deal {deal}. {split}").format(
        deal=deal.deal, split=split_words(split.players, split.sides, deal.seats, seat))


def game_split_words(split: GameSplit, seat: int = 0) -> str:
    """The split summed over the game's finished deals, in words."""
    if not split.deals:
        return tr("No deal of this game is finished, so none can be split between the cards "
                  "and the play.")
    words = split_words(split.players, split.sides, split.totals, seat)
    if len(split.deals) == 1:
        return tr("Over the game's one finished deal. {split}").format(split=words)
    return tr("Over the game's {count} finished deals. {split}").format(
        count=len(split.deals), split=words)


def measured_words(measured: int, deals: int) -> str:
    """"3 deals of 4 measured": how many deals' splits a sum holds (the others are missing,
    not counted as nothing)."""
    return tr_plural("{measured} deal of {deals} measured", "{measured} deals of {deals} measured",
                     measured).format(measured=measured, deals=deals)


def game_sum_words(split: GameSplit, deals: int, seat: int = 0) -> str:
    """"Over the game: the cards were worth 140 to Computer, your play cost 85, Computer's
    play cost 40 (3 deals of 4 measured)." — the deals of ``split`` summed, from ``seat``'s
    view; ``deals``: how many deals the game played out."""
    measured = measured_words(len(split.deals), deals)
    if not split.deals:
        return tr("Over the game: no deal was weighed between the cards and the play "
                  "({measured}).").format(measured=measured)
    totals = split.totals
    if len(split.sides) != 2:
        return tr("Over the game ({measured}):\n{split}").format(
            measured=measured, split=_each(split.players, totals))
    mine = next(i for i, s in enumerate(split.sides) if seat in s)
    costs = [sum(totals[p].cost for p in side) for side in split.sides]
    parts = _parts(split.players, split.sides, mine, totals[seat].result, costs)
    return tr("Over the game: {cards}, {play}, {other_play} ({measured}).").format(
        cards=parts["cards"], play=parts["play"], other_play=parts["other_play"],
        measured=measured)


def whole_luck(sides: Sequence[Sequence[int]], seats: Sequence[SeatSplit]) -> list[int]:
    """Each seat's luck part in whole points, rounded as the sentences round it (so that a
    sheet and a sentence give the same figure): with two sides the result less the rounded
    play costs' difference, else the result less the skill part, each rounded."""
    if len(sides) != 2:
        return [round(s.result) - round(s.skill) for s in seats]
    costs = [round(sum(seats[p].cost for p in side)) for side in sides]
    out = []
    for s in seats:
        mine = next(i for i, side in enumerate(sides) if s.seat in side)
        out.append(round(s.result) + costs[mine] - costs[1 - mine])
    return out
