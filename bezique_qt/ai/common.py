"""Small helpers shared by the computer players: utilities, canonical action keys, wording.

Everything here reads either an :class:`Observation` or numbers derived from one; nothing looks
at a full game state's hidden cards.
"""

from __future__ import annotations

from collections.abc import Sequence

from bezique_qt.engine import Action, Observation, Variant, compute_rubicon
from bezique_qt.engine.actions import (
    ANNOUNCE,
    CARTE_BLANCHE,
    DONE,
    EXCHANGE,
    PLAY,
    SCORE,
    SHOW_SEVEN,
    action_key,
    canonical_legal,
)
from bezique_qt.engine.melds import Meld, meld_value

__all__ = [
    "ACTION_KINDS", "action_key", "canonical_legal", "deal_utility",
    "max_scores_this_act", "meld_points", "stock_count", "unique_actions", "utility_scale",
]

ACTION_KINDS = (PLAY, ANNOUNCE, SCORE, EXCHANGE, SHOW_SEVEN, CARTE_BLANCHE, DONE)


def unique_actions(actions: Sequence[Action]) -> list[Action]:
    """The legal actions in a stable order (by text), duplicates removed."""
    seen: set[str] = set()
    out: list[Action] = []
    for a in sorted(actions, key=str):
        s = str(a)
        if s not in seen:
            seen.add(s)
            out.append(a)
    return out


def stock_count(obs: Observation) -> int:
    """Cards still to be drawn, the turn-up included."""
    return obs.stock_face_down + (obs.turnup is not None)


def max_scores_this_act(obs: Observation) -> int:
    """How many melds the declaring player may score in this act (SPEC §2.4, §1.4)."""
    v = obs.variant
    if v.declarations_scored_per_trick == 0 or (
            obs.act_last_stock and v.last_stock_winner_declares_all):
        return 1 << 30
    return v.declarations_scored_per_trick


def meld_points(variant: Variant, meld: Meld, trump: int | None) -> int:
    return meld_value(variant, meld, trump)


def utility_scale(variant: Variant) -> float:
    """A typical size of a deal's result, used to normalise search values."""
    if variant.rubicon_scoring:
        return float(variant.rubicon_threshold + variant.game_bonus)
    return 4.0 * max(variant.trump_sequence, 1)


def deal_utility(variant: Variant, points: Sequence[int], brisques: Sequence[int],
                 player: int) -> float:
    """What a finished deal is worth to ``player``: the point difference, or for the Rubicon
    family the signed result of the game computation (SPEC §4.7).

    With three or four players: with partners, his side's points less the other side's (a
    partner's points are his own); each for himself, his points less the mean of the others'
    (zero-sum like the two-handed difference, and every opponent's points count alike, so a
    search does not single out the current leader on a sampled deal's noise)."""
    n = variant.players
    if n != 2:
        if variant.partnerships:
            mine = variant.side_of(player)
            return float(sum(points[q] if variant.side_of(q) == mine else -points[q]
                             for q in range(n)))
        return float(points[player] - (sum(points) - points[player]) / (n - 1))
    if variant.rubicon_scoring:
        bp = 0 if variant.brisques_counted == "none" else (variant.brisque_points or 10)
        comp = compute_rubicon((points[0], points[1]), (brisques[0] * bp, brisques[1] * bp),
                               variant)
        if comp.winner is None:
            return 0.0
        return float(comp.points if comp.winner == player else -comp.points)
    return float(points[player] - points[1 - player])
