"""Trying a deal again from one of its decisions: where the practice starts, and how a move
the player tries there compares with the Expert's.

A deal is tried again from the position it had — the same hands and stock order, from the
record (:func:`~bezique_qt.engine.record.replay_to`) — so the opponents play it from their own
observation, as always.  At a reviewed decision the player is first asked to find a better move
than the one played; :func:`judge_try` compares the move tried with the review's own figures
(:class:`~bezique_qt.ai.review.MoveReview`): the values of the candidates the review's search
weighed, each against the move played, or the exact values of the last tricks.  A move the
review did not weigh is valued by the review's own search, from the same observation
(:func:`~bezique_qt.ai.review.decision_job`), before it is judged.

Nothing here imports Qt.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from bezique_qt.engine import Action
from bezique_qt.engine.record import GameRecord, replay

from .common import action_key
from .review import NOISE_MARGIN, MoveReview

__all__ = ["EXPERT", "AS_GOOD", "PLAYED", "WORSE", "UNWEIGHED", "TryVerdict", "deal_starts",
           "judge_try"]

EXPERT = "expert"  # the Expert's own move
AS_GOOD = "as_good"  # another move, as good as the Expert's within the review's noise
PLAYED = "played"  # the move played in the game, which the review found worse
WORSE = "worse"  # another move, worse than the Expert's
UNWEIGHED = "unweighed"  # a move the review's search did not weigh


@dataclass(frozen=True)
class TryVerdict:
    """How a move tried at a reviewed decision compares with the Expert's: its ``kind`` (one of
    the names above) and the points it gives up against the Expert's move (0 when as good)."""

    kind: str
    cost: float = 0.0

    @property
    def found(self) -> bool:
        """Whether the move tried is the Expert's or as good as it."""
        return self.kind in (EXPERT, AS_GOOD)


def _key(text: str, packs: int) -> str | None:
    try:
        return action_key(Action.parse(text, packs))
    except ValueError:
        return None


def judge_try(move: MoveReview, tried: Action, packs: int) -> TryVerdict:
    """``tried`` at the decision ``move`` reviews, against the Expert's move (copies of a card
    are one move).  A candidate is as good as the best when its shortfall is within
    :data:`~bezique_qt.ai.review.NOISE_MARGIN` standard errors of the two, as the review
    itself decides whether the move played lost points."""
    key = action_key(tried)
    if key == _key(move.preferred, packs):
        return TryVerdict(EXPERT)
    if key == _key(move.played, packs):
        return TryVerdict(PLAYED if move.lost > 0 else EXPERT, move.lost)
    values = {_key(c.action, packs): c for c in move.candidates}
    mine = values.get(key)
    if mine is None:
        return TryVerdict(UNWEIGHED)
    best = max(values.values(), key=lambda c: c.vs_played)
    cost = round(best.vs_played - mine.vs_played, 1)
    noise = NOISE_MARGIN * math.hypot(best.stderr, mine.stderr)
    if cost <= 0 or cost <= noise:
        return TryVerdict(AS_GOOD)
    return TryVerdict(WORSE, cost)


def weighed(review: MoveReview) -> TryVerdict:
    """The verdict on a move the review's search weighed on its own (``review`` values the
    move tried as the move played)."""
    return TryVerdict(AS_GOOD) if review.lost <= 0 else TryVerdict(WORSE, review.lost)


def deal_starts(record: GameRecord) -> list[int]:
    """The index of each deal's first action in ``record`` (deal 1 first)."""
    starts: list[int] = []
    replay(record, on_deal=lambda state: starts.append(len(state.actions)))
    return starts
