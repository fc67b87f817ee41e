"""What a deal came to: a :class:`DealResult` for each finished deal of a game.

A result holds numbers and codes only; the table and the command line word them
(``words.scores.computation_lines``).  :meth:`DealResult.from_json` also reads the dicts earlier
versions gave for a deal's result, whose Rubicon computation came with English lines.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

ComputationStep = tuple[str, Mapping[str, Any]]
"""One step of a Rubicon-family computation: its code and the numbers and seats it names."""


@dataclass(frozen=True)
class DealResult:
    """One deal's result: its number (from 1), the dealer's seat, each player's points and
    brisques won, the winner of the last trick (None for a deal the game ended during), and
    with partners the sides' points.  In the Rubicon family, the game points the deal gave each
    player and the computation step by step (``scoring.GameComputation.steps``)."""

    deal: int
    dealer: int
    points: tuple[int, ...]
    brisques: tuple[int, ...]
    last_trick: int | None
    side_points: tuple[int, ...] | None = None
    game_points: tuple[int, int] | None = None
    computation: tuple[ComputationStep, ...] = ()
    finished: bool = True

    def to_json(self) -> dict[str, Any]:
        """The result as plain data: numbers, seats and step codes."""
        d: dict[str, Any] = {"deal": self.deal, "dealer": self.dealer,
                             "points": list(self.points), "brisques": list(self.brisques),
                             "last_trick": self.last_trick}
        if self.side_points is not None:
            d["side_points"] = list(self.side_points)
        if self.game_points is not None:
            d["game_points"] = list(self.game_points)
            d["computation_steps"] = [[code, dict(values)] for code, values in self.computation]
        d["finished"] = self.finished
        return d

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> DealResult:
        """A result from :meth:`to_json`'s data or from a dict of an earlier version (no
        ``finished``: a finished deal; its English ``computation`` lines are left, the steps
        they were made from kept).  :class:`ValueError` for data that is no deal's result."""
        try:
            steps = data.get("computation_steps") or ()
            game_points = data.get("game_points")
            side_points = data.get("side_points")
            return cls(int(data["deal"]), int(data["dealer"]), _ints(data["points"]),
                       _ints(data["brisques"]),
                       None if data.get("last_trick") is None else int(data["last_trick"]),
                       None if side_points is None else _ints(side_points),
                       None if game_points is None else (int(game_points[0]),
                                                         int(game_points[1])),
                       tuple((str(code), dict(values)) for code, values in steps),
                       bool(data.get("finished", True)))
        except (KeyError, TypeError, ValueError, IndexError) as e:
            raise ValueError(f"not a deal's result: {e}") from None


def _ints(values: Sequence[Any]) -> tuple[int, ...]:
    return tuple(int(v) for v in values)
