"""Shared pieces of the engine tests. Qt is not imported here."""

from __future__ import annotations

import random

from bezique_qt.engine import GameState
from bezique_qt.engine.actions import ANNOUNCE, SCORE, Action


def declaring_choice(acts: list[Action], st: GameState, rng: random.Random,
                     announce: float) -> Action | None:
    """For random play that declares now and then, at a declaration step: a score from
    ``acts`` while the act has announced and scored nothing yet, else an announcement with
    probability ``announce``; None when neither is chosen."""
    scores = [a for a in acts if a.kind == SCORE]
    if scores and st.act_announced and st.act_scored == 0:
        return rng.choice(scores)
    announces = [a for a in acts if a.kind == ANNOUNCE]
    if announces and rng.random() < announce:
        return rng.choice(announces)
    return None
