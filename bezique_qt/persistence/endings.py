"""How a recorded game ended: played to its end, abandoned, or resigned.

A game the player leaves unfinished for another (a new game, a saved game opened, "New game"
at the resume offer) is recorded as *abandoned*: it shows in Finished games and is counted in
the statistics apart from the games won, lost and drawn (and it ends a winning streak).  A game
the player gives up is *resigned*: recorded as lost.  Schema version 4 of the statistics
(:mod:`.statistics`) keeps this in the ``games.ending`` column; the games recorded before it
were all played to their end.
"""

from __future__ import annotations

import sqlite3

__all__ = ["ABANDONED", "ENDINGS", "FINISHED", "RESIGNED", "add_ending_column"]

FINISHED, ABANDONED, RESIGNED = "finished", "abandoned", "resigned"
ENDINGS = (FINISHED, ABANDONED, RESIGNED)


def add_ending_column(conn: sqlite3.Connection) -> None:
    """Schema version 4: how each game ended (every game recorded so far was finished)."""
    if "ending" not in {row[1] for row in conn.execute("PRAGMA table_info(games)")}:
        conn.execute("ALTER TABLE games ADD COLUMN ending TEXT NOT NULL DEFAULT 'finished' "
                     "CHECK (ending IN ('finished', 'abandoned', 'resigned'))")
