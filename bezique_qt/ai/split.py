"""Cards or play: a finished deal's result split between the cards and each seat's play.

The method
----------
For a finished deal, each seat's **result** is what the deal was worth to it, as the search
values a deal (:func:`~bezique_qt.ai.common.deal_utility`): in the games for two its points
less the opponent's (the game computation in the Rubicon family), with partners its side's
points less the other side's, each for himself its points less the mean of the others'.

Each seat's **cost** is the sum of the expected points its own decisions lost, as the review
measures them (:func:`~bezique_qt.ai.review.review_decision`): at every decision, the Expert's
search from **that seat's own observation** — never a hidden card — against the move played,
the exact solver in the last tricks, the rules' odds for the six-pack guess.  A seat that
played the Expert's choice everywhere costs (near) 0.

What the play did to a seat's result, its **skill** part, is what the others' play cost them
less what its own cost it: for two players the opponent's cost less its own; with partners
the other side's costs less its own side's; each for himself the mean of the others' costs
less its own (the result, too, is against the mean of the others).  The **luck** part — what
the cards were worth — is the rest: ``luck = result − skill``.  So the parts add up exactly
to the result, by construction: every figure is kept in tenths of a point, as whole numbers.

In the games for two ``luck`` and ``skill`` of one seat are the other's with the sign changed.

Its uncertainty
---------------
* Each decision's loss is a mean over sampled deals with a standard error; a seat's cost
  carries the square root of the sum of their squares (:attr:`SeatSplit.stderr`), and the
  luck part the same error as the skill part (it is the rest).
* A loss is counted only when it exceeds one standard error (else 0), and the best of several
  noisy candidates is taken: both bias a cost upwards, by about the same for every seat
  reviewed at the same budget, so they largely cancel in the skill part (a difference) but not
  in a single seat's cost.
* The review values a move by the Expert's search, not by perfect play: a cost is the points
  lost *against the Expert*, and a seat that plays better than the Expert somewhere is
  counted 0 there, never credited.
* Luck is measured as the rest, not independently: it also holds whatever the review missed.
  A check is to play the same deal with the Expert in every seat, seats swapped (``bezique-qt
  match --a expert --b expert``): what the cards were worth to a seat, averaged over the two
  replays.  ``docs/ai.md`` gives the figures measured.

Nothing here imports Qt.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bezique_qt.engine import GameState
from bezique_qt.engine.observation import Observation
from bezique_qt.engine.record import GameRecord, replay
from bezique_qt.engine.variants import Variant

from .common import deal_utility
from .review import (
    GameReview,
    MoveReview,
    ReviewCancelled,
    default_budget,
    review_decision,
    review_record,
)

__all__ = [
    "DealSplit", "GameSplit", "SeatSplit", "deal_split", "observed_cost", "review_every_seat",
    "seat_cost", "split_game", "split_parts", "split_record",
]


def _tenths(points: float) -> int:
    return int(round(points * 10))


def _points(tenths: int) -> float:
    return tenths / 10


@dataclass(frozen=True)
class SeatSplit:
    """One seat's deal (or game) result and its parts, in points (to a tenth):
    ``result == luck + skill`` exactly."""

    seat: int
    result: float  # what the deal was worth to the seat (see the module's text)
    luck: float  # what the cards were worth to it: the result less the skill part
    skill: float  # what the play did to its result: the others' costs less its own
    cost: float  # the expected points its own decisions lost (at least 0)
    stderr: float  # the standard error of ``cost``
    decisions: int  # how many of its decisions were valued

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "result": self.result, "luck": self.luck,
                "skill": self.skill, "cost": self.cost, "stderr": self.stderr,
                "decisions": self.decisions}

    @classmethod
    def from_json(cls, data: Any) -> SeatSplit:
        """The seat's split from :meth:`to_json`'s data; raises ValueError on anything else
        (a part missing or not a number, parts that do not add up)."""
        if not isinstance(data, dict):
            raise ValueError("a seat's split is not an object")
        numbers = [data.get(k) for k in ("result", "luck", "skill", "cost", "stderr")]
        whole = [data.get(k) for k in ("seat", "decisions")]
        if not all(isinstance(v, int | float) and not isinstance(v, bool)
                   and math.isfinite(v) for v in numbers):
            raise ValueError("a seat's split has a part that is not a number")
        if not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in whole):
            raise ValueError("a seat's split has a seat or a count that is not a whole number")
        result, luck, skill, cost, stderr = (float(v) for v in numbers)  # type: ignore[arg-type]
        if _tenths(result) != _tenths(luck) + _tenths(skill):
            raise ValueError("a seat's split does not add up to its result")
        return cls(int(data["seat"]), result, luck, skill, cost, stderr,
                   int(data["decisions"]))


def split_parts(variant: Variant, results: Sequence[float], costs: Sequence[float]
                ) -> list[tuple[int, int, int]]:
    """Each seat's ``(result, luck, skill)`` in tenths of a point, from what the deal was worth
    to each seat (``results``) and the points each seat's play cost (``costs``); the result
    is always ``luck + skill``."""
    n = variant.players
    cost = [_tenths(c) for c in costs]
    side_cost = [sum(cost[p] for p in side) for side in variant.sides]
    out = []
    for p in range(n):
        mine = variant.side_of(p)
        others = [c for s, c in enumerate(side_cost) if s != mine]
        skill = _tenths(sum(others) / len(others) / 10 - side_cost[mine] / 10)
        result = _tenths(results[p])
        out.append((result, result - skill, skill))
    return out


@dataclass
class DealSplit:
    """The split of one finished deal, for every seat."""

    deal: int  # 1-based
    points: list[int]  # each player's points in the deal
    seats: list[SeatSplit]
    budget: int  # simulations a decision of the review the costs come from

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.deal, "points": list(self.points), "budget": self.budget,
                "seats": [s.to_json() for s in self.seats]}

    @classmethod
    def from_json(cls, data: Any) -> DealSplit:
        """The deal's split from :meth:`to_json`'s data; raises ValueError on anything else."""
        if not isinstance(data, dict):
            raise ValueError("a deal's split is not an object")
        deal, budget, points, seats = (data.get(k) for k in ("deal", "budget", "points",
                                                             "seats"))
        if not (isinstance(deal, int) and deal >= 1 and isinstance(budget, int) and budget >= 0
                and isinstance(points, list) and isinstance(seats, list)
                and all(isinstance(p, int) for p in points) and len(points) == len(seats)
                and not any(isinstance(v, bool) for v in (deal, budget, *points))):
            raise ValueError("a deal's split has no deal number, budget or points")
        parts = [SeatSplit.from_json(s) for s in seats]
        if [s.seat for s in parts] != list(range(len(parts))):
            raise ValueError("a deal's split does not list every seat in turn")
        return cls(deal, list(points), parts, budget)


@dataclass
class GameSplit:
    """Every finished deal's split, and their sums over the game."""

    variant: str
    players: list[str]
    sides: list[list[int]]  # who scores together (each player alone, or partners)
    deals: list[DealSplit]

    @property
    def totals(self) -> list[SeatSplit]:
        """Each seat's parts summed over the game's finished deals (still adding up
        exactly)."""
        out = []
        for p in range(len(self.players)):
            parts = [d.seats[p] for d in self.deals]
            def total(name: str, parts: list[SeatSplit] = parts) -> float:
                return _points(sum(_tenths(getattr(s, name)) for s in parts))

            out.append(SeatSplit(p, total("result"), total("luck"), total("skill"),
                                 total("cost"),
                                 round(math.sqrt(sum(s.stderr ** 2 for s in parts)), 1),
                                 sum(s.decisions for s in parts)))
        return out

    def deal(self, number: int) -> DealSplit | None:
        return next((d for d in self.deals if d.deal == number), None)

    def with_deal(self, deal: DealSplit) -> GameSplit:
        """This game's splits with ``deal``'s added (or put in place of the same deal's),
        in the order of the deals."""
        kept = [d for d in self.deals if d.deal != deal.deal]
        return GameSplit(self.variant, list(self.players), [list(s) for s in self.sides],
                         sorted([*kept, deal], key=lambda d: d.deal))

    def side_costs(self, seat: int, seats: Sequence[SeatSplit] | None = None
                   ) -> tuple[float, float]:
        """What the play of ``seat``'s side cost it, and what the others' cost them (the
        mean over the other sides, as the skill part counts it), over ``seats`` (default:
        the game's totals)."""
        parts = self.totals if seats is None else seats
        costs = [sum(parts[p].cost for p in side) for side in self.sides]
        mine = next(i for i, side in enumerate(self.sides) if seat in side)
        others = [c for i, c in enumerate(costs) if i != mine]
        return costs[mine], (sum(others) / len(others) if others else 0.0)

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "players": list(self.players),
                "sides": [list(s) for s in self.sides], "deals": [d.to_json() for d in self.deals],
                "totals": [s.to_json() for s in self.totals]}


def seat_cost(moves: Sequence[MoveReview]) -> tuple[float, float]:
    """The points a seat's reviewed decisions lost in all, and its standard error."""
    return (round(sum(m.lost for m in moves), 1),
            round(math.sqrt(sum(m.stderr ** 2 for m in moves)), 1))


def deal_split(state: GameState, deal: int, costs: Sequence[tuple[float, float, int]],
               budget: int) -> DealSplit:
    """The split of finished deal number ``deal`` of the game ``state`` (replayed past it),
    from each seat's ``(cost, stderr, decisions)``."""
    result = next(r for r in state.deal_results if r.deal == deal)
    variant = state.variant
    points, brisques = list(result.points), list(result.brisques)
    worth = [deal_utility(variant, points, brisques, p) for p in range(variant.players)]
    parts = split_parts(variant, worth, [c for c, _se, _n in costs])
    seats = [SeatSplit(p, _points(r), _points(luck), _points(skill), _points(_tenths(c)),
                       se, n)
             for p, ((r, luck, skill), (c, se, n)) in enumerate(zip(parts, costs,
                                                                     strict=True))]
    return DealSplit(deal, list(points), seats, budget)


def split_game(record: GameRecord, reviews: dict[int, GameReview]) -> GameSplit:
    """The split of every finished deal of ``record`` from the reviews of **every** seat
    (``reviews``: by seat; each covering the deals to split)."""
    state = replay(record)
    finished = [r.deal for r in state.deal_results]
    seats = range(state.variant.players)
    missing = [p for p in seats if p not in reviews]
    if missing:
        raise ValueError(f"the split needs the review of every seat (not of {missing})")
    deals: list[DealSplit] = []
    for number in finished:
        per_seat = []
        budget = 0
        for p in seats:
            reviewed = next((d for d in reviews[p].deals if d.deal == number), None)
            if reviewed is None:
                break
            per_seat.append((*seat_cost(reviewed.moves), len(reviewed.moves)))
            budget = reviews[p].budget
        else:
            deals.append(deal_split(state, number, per_seat, budget))
    return GameSplit(record.variant, list(record.players),
                     [list(s) for s in state.variant.sides], deals)


def review_every_seat(record: GameRecord, *, deal: int | None = None,
                      budget: int | None = None, workers: int = 1,
                      reviews: dict[int, GameReview] | None = None,
                      progress: Callable[[int, int], None] | None = None,
                      cancelled: Callable[[], bool] | None = None) -> dict[int, GameReview]:
    """The fair review (no face-up view) of every seat's decisions, each from its own
    observation; ``reviews`` already made (by seat, at the same budget) are kept."""
    done = dict(reviews or {})
    players = len(record.players)
    todo = [p for p in range(players) if p not in done]
    for k, p in enumerate(todo):
        if cancelled is not None and cancelled():
            raise ReviewCancelled

        def step(i: int, n: int, k: int = k) -> None:
            if progress is not None:
                progress(k * 1000 + (1000 * i) // max(n, 1), len(todo) * 1000)

        done[p] = review_record(record, p, deal=deal, budget=budget, workers=workers,
                                face_up=False, progress=step, cancelled=cancelled)
    return done


def split_record(record: GameRecord, *, deal: int | None = None, budget: int | None = None,
                 workers: int = 1) -> GameSplit:
    """Review every seat of ``record`` and split its finished deals (only deal number ``deal``
    when given); ``budget``: simulations a decision (default: the review's)."""
    if budget is None:
        budget = default_budget(len(record.players))
    return split_game(record, review_every_seat(record, deal=deal, budget=budget,
                                                workers=workers))


def observed_cost(decisions: Sequence[tuple[Observation, Any]], budget: int
                  ) -> tuple[float, float]:
    """The cost of a seat's decisions given as ``(its observation, the action played)``:
    what the split counts, from nothing but what the seat saw."""
    return seat_cost([review_decision(obs, action, i, budget=budget)
                      for i, (obs, action) in enumerate(decisions)])
