"""A game left unfinished for another is recorded as abandoned, not lost without a trace.

The window asks before a game the player has begun is set aside (a new game, a saved game
opened, "New game" at the resume offer); once it is, the game goes into the statistics and
Finished games as *abandoned* (see :mod:`bezique_qt.persistence.endings`).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Protocol

from bezique_qt.engine import GameState
from bezique_qt.persistence.endings import ABANDONED

if TYPE_CHECKING:
    from bezique_qt.persistence.saves import GameInfo


class GameSession(Protocol):
    """What recording an abandoned game needs of the session (:class:`.session.GameSession`):
    the game's information, and counting the game once."""

    info: GameInfo | None

    def finish(self, state: GameState) -> int | None: ...


def record_abandoned(session: GameSession, state: GameState) -> int | None:
    """Record ``state``, the session's game left unfinished, as abandoned; its row in the
    statistics (None when it is not recorded there now)."""
    info = session.info
    if info is None or state.over:
        return None
    session.info = dataclasses.replace(info, ending=ABANDONED)
    return session.finish(state)
