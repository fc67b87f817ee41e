"""Where a game of partners stands, said by sides (SPEC §8: partners score together):
"Game score: Ann and North 340 — West and East 280. Deal 2 so far: Ann 40, …"."""

from __future__ import annotations

from collections.abc import Sequence

from bezique_qt.engine import GameState
from bezique_qt.words.i18n import display_name, tr


def sides_standing_words(state: GameState) -> str:
    """The game score of each side by its players' names, then each player's points in the
    deal (``state`` a game of partners)."""
    variant = state.variant
    names = [display_name(n) for n in state.names]
    sides = " — ".join(
        tr("{side} {points}").format(
            side=tr("{first} and {second}").format(first=names[side[0]],
                                                   second=names[side[1]]),
            points=state.game_points[s])
        for s, side in enumerate(variant.sides))
    deal = ", ".join(f"{n} {p}" for n, p in zip(names, state.deal_points, strict=True))
    deal_text = (tr("Deal {deal}: {scores}.") if state.deal_over
                 else tr("Deal {deal} so far: {scores}.")).format(
        deal=state.deal_index + 1, scores=deal)
    return f"{tr('Game score: {scores}.').format(scores=sides)} {deal_text}"


def partners_of(names: Sequence[str], seat: int) -> str:
    """Who played a game of partners with the player in ``seat`` and against them, by name:
    "with North, against West and East" (partners sit across: seats 0 and 2, 1 and 3)."""
    shown = [display_name(n) for n in names]
    partner = shown[(seat + 2) % 4]
    first, second = shown[(seat + 1) % 4], shown[(seat + 3) % 4]
    return tr("with {partner}, against {first} and {second}").format(
        partner=partner, first=first, second=second)
