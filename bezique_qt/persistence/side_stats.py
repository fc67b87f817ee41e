"""The games of partners by side: what the player's side won and lost, and the points it made
and conceded, per variant and opponent level.

A game of partners is kept like any other (:mod:`.statistics`): its result is the player's
side's, its scores are the two sides' game scores, and each deal row holds the two sides'
points in that deal (the partners' points added: SPEC §8).  This reads those rows back as a
player at a partners table counts: games won and lost by the side, and the side's points for
and against over the deals played out, with their average a deal.  A deal left unfinished (a
game abandoned in the middle of it) is not counted in the points: its part would lower the
average of a deal.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any

from bezique_qt.engine.variants import variant_from

from .db_errors import describe_error
from .errors import StatisticsError
from .preferences import LEVELS
from .statistics import Statistics
from .stats_rows import DRAWN, LOST, WON

__all__ = ["SideSummary", "is_partners", "side_summary"]


@dataclass(frozen=True)
class SideSummary:
    """The player's side in the games of partners of one variant against one opponent level
    (``opponent_level`` None: every level of the variant together)."""

    variant: str
    opponent_level: str | None
    games: int = 0
    won: int = 0
    lost: int = 0
    drawn: int = 0
    abandoned: int = 0
    """Games left unfinished (counted in ``games``, not in ``won``, ``lost``, ``drawn``)."""
    deals: int = 0
    """Deals played out."""
    points: int = 0
    """The side's points over the deals played out (both partners')."""
    opponent_points: int = 0
    """The other side's points over the same deals."""

    @property
    def per_deal(self) -> float:
        """The side's average points a deal played out (0 when none)."""
        return self.points / self.deals if self.deals else 0.0

    @property
    def opponent_per_deal(self) -> float:
        """The other side's average points a deal played out (0 when none)."""
        return self.opponent_points / self.deals if self.deals else 0.0

    def __add__(self, other: SideSummary) -> SideSummary:
        """Both together (the level kept only where it is the same)."""
        level = self.opponent_level if self.opponent_level == other.opponent_level else None
        return SideSummary(self.variant, level, self.games + other.games,
                           self.won + other.won, self.lost + other.lost,
                           self.drawn + other.drawn, self.abandoned + other.abandoned,
                           self.deals + other.deals, self.points + other.points,
                           self.opponent_points + other.opponent_points)


def is_partners(variant_id: str | None) -> bool:
    """Whether the games of ``variant_id`` are played by partners (False for an id this
    version does not know)."""
    if variant_id is None:
        return False
    try:
        return variant_from(variant_id).partnerships
    except ValueError:
        return False


# games won, lost and drawn: an abandoned game is none of them (see .endings)
_OUTCOMES = ", ".join(f"SUM(g.result = '{r}' AND g.ending != 'abandoned')"
                      for r in (WON, LOST, DRAWN))
_QUERY = (
    f"SELECT g.variant, g.opponent_level, COUNT(*), {_OUTCOMES}, "
    "SUM(g.ending = 'abandoned'), SUM(d.deals), SUM(d.points), SUM(d.against) "
    "FROM games g LEFT JOIN (SELECT game_id, COUNT(*) AS deals, SUM(player_points) AS points, "
    "SUM(opponent_points) AS against FROM deals WHERE complete = 1 GROUP BY game_id) d "
    "ON d.game_id = g.id WHERE g.practice = ? GROUP BY g.variant, g.opponent_level")


def _whole(value: Any) -> int:
    # a damaged cell sums to a float or stays text: it counts as nothing rather than failing
    # the whole window (the games table's own reads count such rows as damaged)
    return value if isinstance(value, int) else 0


def side_summary(stats: Statistics, *, practice: bool = False) -> list[SideSummary]:
    """One :class:`SideSummary` per variant of partners and opponent level played, ordered
    by variant and then level from Novice to Expert; the other games are left out.  Raises
    :class:`StatisticsError` with a sentence if the statistics cannot be read."""
    try:
        rows = stats.connection.execute(_QUERY, (int(practice),)).fetchall()
    except (sqlite3.Error, UnicodeEncodeError) as e:
        raise StatisticsError(f"Could not read your statistics: {describe_error(e)}.",
                              stats.path) from None
    order: dict[str, int] = {level: i for i, level in enumerate(LEVELS)}
    found = [SideSummary(variant, level if isinstance(level, str) else None,
                         *(_whole(v) for v in rest))
             for variant, level, *rest in rows
             if isinstance(variant, str) and is_partners(variant)]
    return sorted(found, key=lambda s: (s.variant, order.get(s.opponent_level or "", 99)))
